"""The main window's menu bar: building it, enabling its actions as the game allows, and
the actions of Edit, View, Help and Settings. A mixin of ``MainWindow``; its texts are set in
``MainWindow.retranslate`` and translated in the "MainWindow" context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication

from bingolino_app.ui.common.settings import AFTER_TRICK, THEMES, ZOOMS

SPEEDS = (0.0, 0.5, 1.0, 2.0)


class MenusMixin:
    # --- menus -------------------------------------------------------------------------------
    def _action(self, menu, slot, shortcut=None, checkable=False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.setToolTipsVisible(True)  # a disabled Save explains itself
        m = self.game_menu
        self.act_new = self._action(m, lambda: self.new_game(None), "Ctrl+N")
        self.act_again = self._action(m, self.play_again, "Ctrl+R")
        self.act_open = self._action(m, self.open_dialog, "Ctrl+O")
        self.act_host = self._action(m, lambda: self.remote.host_dialog())
        self.act_join = self._action(m, lambda: self.remote.join_dialog())
        self.act_save = self._action(m, self.save, "Ctrl+S")
        self.act_save_as = self._action(m, self.save_as, "Ctrl+Shift+S")
        m.addSeparator()
        self.act_statistics = self._action(m, lambda: self.history.show_statistics())
        self.act_library = self._action(m, lambda: self.history.show_library(), "Ctrl+L")
        self.act_review = self._action(m, self.review_game, "Ctrl+E")
        self.act_review_file = self._action(m, self.review_dialog)
        m.addSeparator()
        self.act_print = self._action(m, self.print_sheets, QKeySequence.Print)
        self.act_export_pdf = self._action(m, self.export_sheets_pdf)
        m.addSeparator()
        self.act_close = self._action(m, self.close_game, "Ctrl+W")
        self.act_quit = self._action(m, self.close, "Ctrl+Q")
        self.act_quit.setMenuRole(QAction.QuitRole)

        self.edit_menu = bar.addMenu("")
        self.edit_menu.setToolTipsVisible(True)  # a disabled Undo explains itself
        self.act_undo = self._action(self.edit_menu, self.undo, QKeySequence("Ctrl+Z"))
        # Ctrl+Z while Undo is disabled says why in the status bar instead of nothing.
        self.undo_refusal = QShortcut(QKeySequence("Ctrl+Z"), self)
        self.undo_refusal.activated.connect(self.undo)
        self.act_redo = self._action(self.edit_menu, self.redo, QKeySequence("Ctrl+Shift+Z"))

        self.view_menu = bar.addMenu("")
        # Zoom: the board and its letters up to twice their fit, scroll bars beyond the
        # window (board_view.py); 100 % is the whole table, as "Fit board" gives it.
        self.act_zoom_in = self._action(self.view_menu, lambda: self.view.zoom_in())
        self.act_zoom_in.setShortcuts([QKeySequence(QKeySequence.ZoomIn),
                                       QKeySequence("Ctrl+=")])
        self.act_zoom_out = self._action(self.view_menu, lambda: self.view.zoom_out(),
                                         QKeySequence(QKeySequence.ZoomOut))
        self.act_fit = self._action(self.view_menu, self.fit_board, QKeySequence("Ctrl+0"))
        self.view_menu.addSeparator()
        # Every player's latest roll, entry, stone or trick, at any time (key L).
        self.act_last_round = self._action(self.view_menu, self.show_last_round,
                                           QKeySequence("L"))
        self.view_menu.addSeparator()
        self.act_fullscreen = self._action(self.view_menu, self.toggle_full_screen,
                                           QKeySequence("F11"), checkable=True)

        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        from bingolino_app.languages import LANGUAGES

        for code in [""] + [c for c, _ in LANGUAGES]:
            act = self._action(self.language_menu, lambda _=False, c=code: self.set_language(c),
                               checkable=True)
            self.language_group.addAction(act)
            self.language_actions[code] = act
        for code, name in LANGUAGES:
            self.language_actions[code].setText(name)  # native names, never translated
        self.language_actions.get(self.settings.language, self.language_actions[""]
                                  ).setChecked(True)
        self.theme_menu = self.settings_menu.addMenu("")
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for name in THEMES:
            act = self._action(self.theme_menu, lambda _=False, n=name: self.set_theme(n),
                               checkable=True)
            self.theme_group.addAction(act)
            self.theme_actions[name] = act
        self.theme_actions[self.settings.theme].setChecked(True)
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[float, QAction] = {}
        for speed in SPEEDS:
            act = self._action(self.speed_menu, lambda _=False, s=speed: self.set_speed(s),
                               checkable=True)
            self.speed_group.addAction(act)
            self.speed_actions[speed] = act
        current = min(SPEEDS, key=lambda s: abs(s - self.settings.animation_speed))
        self.speed_actions[current].setChecked(True)
        self.after_trick_menu = self.settings_menu.addMenu("")
        self.after_trick_group = QActionGroup(self)
        self.after_trick_actions: dict[str, QAction] = {}
        for mode in AFTER_TRICK:
            act = self._action(self.after_trick_menu,
                               lambda _=False, m=mode: self.set_after_trick(m), checkable=True)
            self.after_trick_group.addAction(act)
            self.after_trick_actions[mode] = act
        self.after_trick_actions[self.settings.after_trick].setChecked(True)
        self.act_confirm = self._action(self.settings_menu, self.set_confirm_risky,
                                        checkable=True)
        self.act_confirm.setChecked(self.settings.confirm_risky)

        self.help_menu = bar.addMenu("")
        self.help_menu.setToolTipsVisible(True)
        self.act_rules = self._action(self.help_menu, self.show_rules, QKeySequence("F1"))
        self.act_hint = self._action(self.help_menu, self.suggest_move, QKeySequence("Ctrl+H"))
        self.act_keys_help = self._action(self.help_menu, self.show_keyboard_help)
        self.help_menu.addSeparator()
        # A screen reader's keys: the position read aloud, the board and the game log.
        self.read_position_key = QShortcut(QKeySequence("F2"), self)
        self.read_position_key.activated.connect(self.read_position)
        self.log_key = QShortcut(QKeySequence("F6"), self)
        self.log_key.activated.connect(self.board_or_log)
        self.act_about = self._action(self.help_menu, self.show_about)
        self.act_about.setMenuRole(QAction.AboutRole)

    def _explain_undo(self) -> None:
        """A disabled Undo says why, in its tooltip and in the status bar as the menu
        hovers it (the dice have been rolled, the stones dealt...)."""
        from bingolino_app.ui.common.messages import undo_blocked_text

        c = self.controller
        why = "" if c is None else undo_blocked_text(c.session.game_id, c.undo_blocker())
        self.act_undo.setToolTip(why or self.act_undo.text().replace("&", ""))
        self.act_undo.setStatusTip(why)
        self.undo_refusal.setEnabled(bool(why) and not self.act_undo.isEnabled())

    def _update_actions(self) -> None:
        playing = self.controller is not None
        # A table across computers: the server holds the game (no save of it here, no hints
        # at a shared table, no review before its end, a new table to play again).
        remote = playing and self.controller.remote
        over = playing and self.controller.session.state.is_terminal()
        lobby = getattr(self, "_remote", None) is not None and self._remote.lobby is not None
        for act in (self.act_save, self.act_save_as, self.act_close, self.act_hint,
                    self.act_review, self.act_last_round):
            act.setEnabled(playing)
        self.act_close.setEnabled(playing or lobby)
        for act in (self.act_save, self.act_save_as):
            act.setEnabled(playing and not remote)
            act.setToolTip(QCoreApplication.translate(
                "MainWindow", "The table's server keeps this game") if remote else "")
        self.act_review.setEnabled(playing and (over or not remote))
        self._update_zoom_actions()
        self.act_undo.setEnabled(playing and self.controller.can_undo())
        self._explain_undo()
        self.act_redo.setEnabled(playing and self.controller.can_redo())
        self.act_hint.setEnabled(playing and not remote and bool(self.controller.legal_by_human()))
        self.act_hint.setToolTip(QCoreApplication.translate(
            "MainWindow", "No hints at a table across computers") if remote else "")
        # Only once the game is over: a shortcut must not throw away a game in progress.
        self.act_again.setEnabled(over and not remote)
        from bingolino_app.ui.printing.available import sheet_games

        sheets = sheet_games()
        printable = self.sheet_game() in sheets if playing else bool(sheets)
        self.act_print.setEnabled(printable)
        self.act_export_pdf.setEnabled(printable)

    # --- edit, view, help ------------------------------------------------------------------------
    def undo(self) -> None:
        if self.controller is None:
            return
        if self.controller.can_undo():
            self.controller.undo()
        else:
            self._explain_undo()
            self.statusBar().showMessage(self.act_undo.statusTip(), 5000)

    def redo(self) -> None:
        if self.controller is not None and self.controller.can_redo():
            self.controller.redo()

    def show_last_round(self) -> None:
        """View → Last round: the board brings it back on the table (Domino's last trick), or
        a small window over the board lists every player's latest turn."""
        if self.controller is None or self.board is None:
            return
        if self.board.show_last_round():
            return
        from bingolino_app.ui.play.announce import POSITION
        from bingolino_app.ui.play.last_round import LastRoundPopup

        lines = self.board.last_round(self.controller.session.events())
        title = QCoreApplication.translate("MainWindow", "Last round")
        if not lines:
            text = QCoreApplication.translate("MainWindow", "Nothing has been played yet.")
            self.statusBar().showMessage(text, 4000)
            self.announcer.say(text, POSITION)
            return
        if getattr(self, "last_round_popup", None) is None:
            self.last_round_popup = LastRoundPopup(self)
        at = self.view.mapToGlobal(self.view.rect().topLeft()) + QPoint(12, 12)
        self.last_round_popup.show_lines(title, lines, at)
        self.announcer.say(title + ": " + " ".join(lines), POSITION)

    def fit_board(self) -> None:
        """The whole table in the window: zoom 100 %."""
        self.view.reset_zoom()
        self.view.fit()

    def _update_zoom_actions(self) -> None:
        playing = self.controller is not None
        self.act_zoom_in.setEnabled(playing and self.view.zoom < ZOOMS[-1])
        self.act_zoom_out.setEnabled(playing and self.view.zoom > ZOOMS[0])
        self.act_fit.setEnabled(playing)

    def _zoom_changed(self, zoom: float) -> None:
        self.settings.zoom = zoom
        self._update_zoom_actions()
        self.statusBar().showMessage(QCoreApplication.translate(
            "MainWindow", "Zoom: %1 %").replace("%1", str(round(zoom * 100))), 3000)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    def suggest_move(self) -> None:
        if self.controller is not None and not self.controller.suggest():
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Nothing for you to decide now."), 3000)

    def show_rules(self) -> None:
        from bingolino_app.ui.shell.rules_dialog import show_rules

        show_rules(self, self.controller.session.game_id if self.controller else None)

    def show_keyboard_help(self) -> None:
        from bingolino_app.ui.shell.help_page import show_help_page

        show_help_page(self, "keyboard")

    def read_position(self) -> None:
        """F2: the whole position aloud (scores, the table, whose turn, the last move, what to
        do now); the status bar shows the same."""
        from bingolino_app.ui.play.announce import POSITION, position_words

        if self.controller is None or self.board is None:
            text = QCoreApplication.translate("MainWindow", "No game on the table.")
        else:
            panel = self.side_panel
            text = position_words(self.board, panel.turn_text(), panel.last_line(),
                                  panel.prompt_text())
        self.statusBar().showMessage(text, 15_000)
        self.announcer.say(text, POSITION)

    def board_or_log(self) -> None:
        """F6: from the board to the game log and back."""
        if self.controller is None:
            return
        log = self.side_panel.log
        if log.hasFocus():
            self.view.setFocus()
        else:
            log.setFocus(Qt.TabFocusReason)

    def show_about(self) -> None:
        from bingolino_app.ui.shell.about import show_about

        show_about(self)

    # --- settings ----------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        from bingolino_app.ui.common.i18n import install_language

        self.settings.language = code
        self.language_actions[code].setChecked(True)
        install_language(QApplication.instance(), code)  # LanguageChange retranslates all

    def set_theme(self, name: str) -> None:
        """Settings → Theme: light, dark, high contrast, or the system's scheme."""
        from bingolino_app.ui.common import theme

        self.settings.theme = name
        self.theme_actions[name].setChecked(True)
        theme.apply(name)  # the boards redraw themselves (GameBoard.retheme)

    def set_speed(self, speed: float) -> None:
        self.settings.animation_speed = speed
        self.speed_actions[speed].setChecked(True)
        if self.board is not None:
            self.board.animation_speed = speed

    def set_after_trick(self, mode: str) -> None:
        self.settings.after_trick = mode
        self.after_trick_actions[mode].setChecked(True)
        if self.board is not None:
            self.board.after_trick = mode

    def set_confirm_risky(self, on: bool) -> None:
        self.settings.confirm_risky = bool(on)
        if self.board is not None:
            self.board.confirm_risky = bool(on)
