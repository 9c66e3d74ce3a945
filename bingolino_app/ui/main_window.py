"""The main window: the start page or a game (board view + side panel), menus, saving."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication, QFileDialog, QMainWindow, QMessageBox, QSplitter, QStackedWidget,
)

from bingolino_app import paths
from bingolino_app.ui.board_view import BoardView
from bingolino_app.ui.cover import CoverScreen
from bingolino_app.ui.history_ui import HistoryUi
from bingolino_app.ui.side_panel import SidePanel
from bingolino_app.ui.settings import AFTER_TRICK, get_settings
from bingolino_app.ui.start_page import StartPage
from bingolino_app.ui.worker import BotWorker

DEFAULT_SIZE = (1200, 800)
MINIMUM_SIZE = (800, 560)
SPEEDS = (0.0, 0.5, 1.0, 2.0)


class MainWindow(QMainWindow):
    def __init__(self, worker: BotWorker | None = None, restore: bool = True) -> None:
        super().__init__()
        self.worker = worker or BotWorker()
        self.controller: Any = None
        self.board: Any = None
        self.trouble_box: QMessageBox | None = None  # asks what to do about a failing computer
        self.autosave = True  # off for screenshots: they must not touch the user's autosave
        self.save_window = True
        self.settings = get_settings()
        self.resize(*DEFAULT_SIZE)
        self.setMinimumSize(*MINIMUM_SIZE)

        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.view = BoardView()
        self.cover = CoverScreen()  # hides the board between two humans' secret decisions
        self.cover.ready.connect(self._reveal)
        self.board_stack = QStackedWidget()
        self.board_stack.addWidget(self.view)
        self.board_stack.addWidget(self.cover)
        self.side_panel = SidePanel()
        self.side_panel.play_again.connect(self.play_again)
        self.side_panel.review.connect(self.review_game)
        self.splitter = QSplitter(Qt.Horizontal)
        self.splitter.addWidget(self.board_stack)
        self.splitter.addWidget(self.side_panel)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.splitter)
        self.setCentralWidget(self.stack)

        self.start_page.new_game_requested.connect(self.new_game)
        self.start_page.continue_requested.connect(self.continue_game)
        self.start_page.open_requested.connect(self.open_path)
        self.start_page.open_file_requested.connect(self.open_dialog)
        self.history = HistoryUi(self)  # records finished games; statistics and library
        self.start_page.statistics_requested.connect(self.history.show_statistics)
        self.start_page.library_requested.connect(self.history.show_library)
        self.start_page.review_requested.connect(self.review_path)

        from bingolino_app.ui.printing.dialog import SheetPrinter

        self.printing = SheetPrinter(self)
        self.printing.message.connect(self._show_message)
        self.statusBar().addPermanentWidget(self.printing.busy_bar)
        self._build_menus()
        from bingolino_app.ui.lessons import Lessons

        self.lessons = Lessons(self)  # Help → Learn to play, and the lesson on the board
        self.start_page.lesson_requested.connect(self.lessons.start)
        self.retranslate()
        self._update_actions()
        if restore:  # a real start (not a screenshot, which leaves the user's files alone)
            from bingolino_app.core import saves

            saves.remove_stale_temp_files(paths.data_dir(), paths.saves_dir())
            if self.settings.geometry is not None:
                self.restoreGeometry(self.settings.geometry)
            if self.settings.window_state is not None:
                self.restoreState(self.settings.window_state)

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
        m = self.game_menu
        self.act_new = self._action(m, lambda: self.new_game(None), "Ctrl+N")
        self.act_again = self._action(m, self.play_again, "Ctrl+R")
        self.act_open = self._action(m, self.open_dialog, "Ctrl+O")
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
        self.act_fit = self._action(self.view_menu, self.view.fit)
        self.act_fullscreen = self._action(self.view_menu, self.toggle_full_screen,
                                           QKeySequence("F11"), checkable=True)

        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        from bingolino_app.ui.i18n import LANGUAGES

        for code in [""] + [c for c, _ in LANGUAGES]:
            act = self._action(self.language_menu, lambda _=False, c=code: self.set_language(c),
                               checkable=True)
            self.language_group.addAction(act)
            self.language_actions[code] = act
        for code, name in LANGUAGES:
            self.language_actions[code].setText(name)  # native names, never translated
        self.language_actions.get(self.settings.language, self.language_actions[""]
                                  ).setChecked(True)
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
        self.act_rules = self._action(self.help_menu, self.show_rules, QKeySequence("F1"))
        self.act_hint = self._action(self.help_menu, self.suggest_move, QKeySequence("Ctrl+H"))
        self.help_menu.addSeparator()
        self.act_about = self._action(self.help_menu, self.show_about)
        self.act_about.setMenuRole(QAction.AboutRole)

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New…"))
        self.act_again.setText(self.tr("Play &again"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &As…"))
        self.act_statistics.setText(self.tr("S&tatistics…"))
        self.act_library.setText(self.tr("Game &library…"))
        self.act_review.setText(self.tr("R&eview this game"))
        self.act_review_file.setText(self.tr("Review a sa&ved game…"))
        self.act_print.setText(self.tr("&Print score sheet…"))
        self.act_export_pdf.setText(self.tr("&Export score sheet as PDF…"))
        self.act_close.setText(self.tr("&Close"))
        self.act_quit.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.view_menu.setTitle(self.tr("&View"))
        self.act_fit.setText(self.tr("&Fit board"))
        self.act_fullscreen.setText(self.tr("F&ull screen"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        names = (self.tr("Off"), self.tr("Slow"), self.tr("Normal"), self.tr("Fast"))
        for speed, name in zip(SPEEDS, names):
            self.speed_actions[speed].setText(name)
        self.after_trick_menu.setTitle(self.tr("After a &trick"))
        self.after_trick_actions["pause"].setText(self.tr("&Pause"))
        self.after_trick_actions["click"].setText(self.tr("&Wait for a click"))
        self.act_confirm.setText(self.tr("&Confirm risky moves"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules of this game"))
        self.act_hint.setText(self.tr("Suggest a &move"))
        self.act_about.setText(self.tr("&About Bingolino"))
        if self.board is not None:
            self.board.retranslate()
        if self.controller is not None:
            self.side_panel.refresh(rebuild_log=True)
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self) -> None:
        if self.controller is None:
            self.setWindowTitle(self.tr("Bingolino"))
            return
        from bingolino_app.ui.messages import game_title

        title = game_title(self.controller.session.game_id)
        if self.controller.path is not None:
            title = f"{self.controller.path.name} — {title}"
        self.setWindowTitle(f"{title} — " + self.tr("Bingolino"))

    def _explain_undo(self) -> None:
        """A disabled Undo says why, in its tooltip and in the status bar as the menu
        hovers it (the dice have been rolled, the stones dealt...)."""
        from bingolino_app.ui.messages import undo_blocked_text

        c = self.controller
        why = "" if c is None else undo_blocked_text(c.session.game_id, c.undo_blocker())
        self.act_undo.setToolTip(why or self.act_undo.text().replace("&", ""))
        self.act_undo.setStatusTip(why)
        self.undo_refusal.setEnabled(bool(why) and not self.act_undo.isEnabled())

    def _update_actions(self) -> None:
        playing = self.controller is not None
        for act in (self.act_save, self.act_save_as, self.act_close, self.act_hint,
                    self.act_fit, self.act_review):
            act.setEnabled(playing)
        self.act_undo.setEnabled(playing and self.controller.can_undo())
        self._explain_undo()
        self.act_redo.setEnabled(playing and self.controller.can_redo())
        self.act_hint.setEnabled(playing and bool(self.controller.legal_by_human()))
        # Only once the game is over: a shortcut must not throw away a game in progress.
        self.act_again.setEnabled(playing and self.controller.session.state.is_terminal())
        from bingolino_app.ui.printing.dialog import sheet_games

        sheets = sheet_games()
        printable = self.sheet_game() in sheets if playing else bool(sheets)
        self.act_print.setEnabled(printable)
        self.act_export_pdf.setEnabled(printable)

    # --- games -------------------------------------------------------------------------------
    def start_game(self, game_id: str, seats, options: dict | None = None,
                   seed: int | None = None):
        from bingolino_app.core.session import Session

        return self._install(Session(game_id, list(seats), options or {}, seed))

    def _install(self, session, path: Path | None = None, practice: bool = False):
        """Put ``session`` on the board. ``practice`` (a lesson): the autosave is neither
        replaced nor written, and the game is not recorded in the history."""
        from bingolino_app.core import saves
        from bingolino_app.ui.boards import board_class
        from bingolino_app.ui.controller import GameController

        kept = saves.Kept() if practice else self._keep_unfinished(session)
        if kept is None:
            return None  # the player keeps the current game and the autosave
        self._drop_game()
        board = board_class(session.game_id)(session.seats, session.options, self)
        board.animation_speed = self.settings.animation_speed
        board.confirm_risky = self.settings.confirm_risky
        board.after_trick = self.settings.after_trick  # used by boards with tricks
        self.board = board
        self.controller = GameController(session, board, self.worker, self,
                                         autosave=self.autosave and not practice)
        self.controller.path = path
        self.controller.changed.connect(self._on_changed)
        self.controller.message.connect(self._show_message)
        self.controller.game_over.connect(self._on_game_over)
        if not practice:
            self.history.watch(self.controller)  # before start: a finished game is not recorded
        self.controller.cover_changed.connect(self._on_cover_changed)
        self.controller.computer_trouble.connect(self._on_computer_trouble)
        self.controller.hint_explained.connect(lambda text: self.statusBar().showMessage(
            text, 15_000))
        board.message.connect(self._show_message)  # the board's own refusals and notes
        board.released.connect(self._on_board_released)
        if hasattr(board, "play_again_requested"):  # a button on the board's end sheet
            board.play_again_requested.connect(self.play_again)
        if hasattr(board, "prompt_changed"):  # what to do now changed without a move
            board.prompt_changed.connect(lambda: self.side_panel.refresh(log=False))
        self.view.set_board_scene(board.scene)
        self.side_panel.set_controller(self.controller)
        self.stack.setCurrentWidget(self.splitter)
        self.controller.start()
        self._update_title()
        self._on_cover_changed()
        self._report_kept(kept)
        return self.controller

    def _keep_unfinished(self, session):
        """Keep the autosaved game ``session`` replaces (saves.keep_replaced_autosave). When
        it cannot be kept, ask: None means the player would rather not start."""
        from bingolino_app.core import saves

        if not self.autosave:
            return saves.Kept()
        from bingolino_app.ui.messages import kept_file_stem

        try:  # the file is named in the interface language, as the start page lists it
            return saves.keep_replaced_autosave(paths.autosave_path(), paths.saves_dir(),
                                                session, kept_file_stem)
        except saves.SaveError as err:
            from bingolino_app.ui.messages import save_error_text

            return saves.Kept() if self._ask_start_anyway(save_error_text(err)) else None

    def _ask_start_anyway(self, reason: str) -> bool:
        box = QMessageBox(QMessageBox.Warning, self.tr("Start the new game?"), reason,
                          QMessageBox.NoButton, self)
        box.setInformativeText(
            self.tr("If the new game starts now, the unfinished game will be lost."))
        box.addButton(self.tr("Start anyway"), QMessageBox.AcceptRole)
        cancel = box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        return clicked is not None and box.buttonRole(clicked) == QMessageBox.AcceptRole

    def _report_kept(self, kept) -> None:
        if kept.path is None:
            return
        shown = kept.path.name if kept.path.parent == paths.saves_dir() else str(kept.path)
        if kept.damaged:
            text = self.tr("The autosave was damaged; it was set aside as “%1”.")
        else:
            self.settings.add_recent(str(kept.path))
            text = self.tr("The unfinished game was kept as “%1” (Game → Open…).")
        self._show_message(text.replace("%1", shown))

    def _drop_game(self) -> None:
        if self.controller is None:
            return
        self.lessons.end()
        self.controller.stop()
        if self.trouble_box is not None:
            self.trouble_box.done(0)
        self.side_panel.set_controller(None)
        self.view.set_board_scene(None)
        self.board_stack.setCurrentWidget(self.view)
        self.controller.deleteLater()
        self.board.deleteLater()
        self.controller = None
        self.board = None

    def close_game(self) -> None:
        self._drop_game()
        self.stack.setCurrentWidget(self.start_page)
        self.start_page.refresh()
        self._update_actions()
        self._update_title()

    def new_game(self, game_id: str | None = None) -> None:
        from bingolino_app.ui.new_game import NewGameDialog

        if not game_id:
            game_id = self.controller.session.game_id if self.controller else "bingolino"
        choice = NewGameDialog.ask(self, game_id)
        if choice is not None and choice.lesson:  # "New to this game? Learn to play"
            self.lessons.start(game_id, choice.options)
        elif choice is not None:
            self.start_game(game_id, choice.seats, choice.options, choice.seed)

    def play_again(self) -> None:
        """A new game with the same players and options (and a new seed) after one ended."""
        if self.controller is None or not self.controller.session.state.is_terminal():
            return
        session = self.controller.session
        self.start_game(session.game_id, session.seats, session.state.next_game_options())

    def continue_game(self) -> bool:
        return self.open_path(paths.autosave_path(), remember=False)

    def open_path(self, path, remember: bool = True) -> bool:
        """Load a save; on failure tell why and keep the current game. True when loaded."""
        from bingolino_app.core import saves

        try:
            loaded = saves.load_with_notes(path)
        except saves.SaveError as err:
            from bingolino_app.ui.messages import save_error_text

            self._warn(self.tr("Could not open the game"), save_error_text(err))
            return False
        if self._install(loaded.session, Path(path) if remember else None) is None:
            return False
        if remember:
            self.settings.add_recent(str(path))
        if loaded.notes:
            from bingolino_app.ui.messages import save_note_text

            QMessageBox.information(self, self.tr("The game was opened with changes"),
                                    "\n\n".join(save_note_text(n) for n in loaded.notes))
        return True

    def _dialog_folder(self) -> Path:
        """Where Open and Save As start: the saves folder, made if need be. When it cannot be
        made (a read-only folder, a file named "saves") the dialog must still open: in the
        data folder, else at home, and the status bar tells why."""
        directory = paths.saves_dir()
        try:
            directory.mkdir(parents=True, exist_ok=True)
            return directory
        except OSError as err:
            self.statusBar().showMessage(
                self.tr("The saves folder %1 cannot be used: %2").replace("%1", str(directory))
                .replace("%2", err.strerror or str(err)), 10000)
        data = paths.data_dir()
        return data if data.is_dir() and os.access(data, os.W_OK | os.X_OK) else Path.home()

    def open_dialog(self) -> bool:
        directory = self._dialog_folder()
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"),
                                              str(directory), self._file_filter())
        return bool(path) and self.open_path(path)

    def save(self) -> bool:
        if self.controller is None:
            return False
        if self.controller.path is None:
            return self.save_as()
        return self._save_to(self.controller.path)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        from bingolino_app.ui.messages import save_file_stem

        directory = self._dialog_folder()
        start = self.controller.path or directory / (
            save_file_stem(self.controller.session.game_id) + ".json")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(start),
                                              self._file_filter())
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        from bingolino_app.core import saves

        try:
            self.controller.save(path)
        except saves.SaveError as err:
            from bingolino_app.ui.messages import save_error_text

            self._warn(self.tr("Could not save the game"), save_error_text(err))
            return False
        self.settings.add_recent(str(path))
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved."), 3000)
        return True

    def _file_filter(self) -> str:
        return self.tr("Saved games (*.json)")

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    # --- review ------------------------------------------------------------------------------
    def review_game(self):
        """Review the game on screen as it is now, through the eyes of the player at the
        screen (after its end, anybody's, or everything)."""
        from bingolino_app.ui.review import open_review, reviewer_of

        c = self.controller
        if c is None:
            return None
        reviewer = reviewer_of(c)
        if reviewer is None and not c.session.state.is_terminal() and c.humans():
            self.statusBar().showMessage(self.tr("Sit down first: the review shows your own "
                                                 "view of a game still going on."), 5000)
            return None
        return open_review(self, c.session, reviewer)

    def review_path(self, path):
        from bingolino_app.ui.review import open_review_file

        return open_review_file(self, path)

    def review_dialog(self):
        directory = self._dialog_folder()
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Review a saved game"),
                                              str(directory), self._file_filter())
        return self.review_path(path) if path else None

    # --- score sheets ------------------------------------------------------------------------
    def sheet_game(self) -> str | None:
        """The game whose sheets Print and Export offer first: the current one, if any."""
        return self.controller.session.game_id if self.controller is not None else None

    def print_sheets(self) -> None:
        session = self.controller.session if self.controller is not None else None
        self.printing.print_sheets(self.sheet_game(), session)

    def export_sheets_pdf(self) -> None:
        session = self.controller.session if self.controller is not None else None
        self.printing.export_pdf(self.sheet_game(), session)

    # --- hot seat ----------------------------------------------------------------------------
    def _on_cover_changed(self) -> None:
        c = self.controller
        if c is not None and c.covered and not self.board.holding:
            self.cover.set_player(c.session.seats[c.cover_player].name)
            self.board_stack.setCurrentWidget(self.cover)
            self.cover.button.setFocus()
        else:
            # No cover, or the board first shows what everyone may see (a finished trick,
            # a deal's summary, drawn without any hand): the cover follows its release.
            self.board_stack.setCurrentWidget(self.view)
            self.view.setFocus()
        self._update_actions()

    def _on_board_released(self) -> None:
        """The board stopped holding the table: a cover waiting for it comes up, and the
        prompt says what to do now."""
        if self.controller is None:
            return
        if self.controller.covered:
            self._on_cover_changed()
        self.side_panel.refresh(log=False)

    # --- a computer player that failed twice -------------------------------------------------
    def _on_computer_trouble(self) -> None:
        """Ask whether to wait for the computer or let an easier level make this move."""
        c = self.controller
        if c is None or not c.trouble:
            if self.trouble_box is not None:
                self.trouble_box.done(0)
            return
        if self.trouble_box is None:
            box = QMessageBox(QMessageBox.Warning, "", "", QMessageBox.NoButton, self)
            box.setTextFormat(Qt.PlainText)  # names are text, never markup
            box.wait_button = box.addButton("", QMessageBox.AcceptRole)
            box.simpler_button = box.addButton("", QMessageBox.RejectRole)
            box.buttonClicked.connect(self._trouble_answered)
            box.setEscapeButton(box.wait_button)
            self.trouble_box = box
        box = self.trouble_box
        names = ", ".join(c.session.seats[p].name for p in sorted(c.trouble))
        box.setWindowTitle(self.tr("The computer player is not answering"))
        box.setText(self.tr("%1 could not decide on a move: the computer player stopped or did "
                            "not answer, twice. You can wait while it tries once more, or let "
                            "the easy level make this one move.").replace("%1", names))
        box.wait_button.setText(self.tr("&Wait and try again"))
        box.simpler_button.setText(self.tr("Let the &easy level move"))
        box.open()

    def _trouble_answered(self, button) -> None:
        box, c = self.trouble_box, self.controller
        if box is None or c is None:
            return
        if button is box.simpler_button:
            c.play_simpler()
        else:
            c.retry_computers()

    def _reveal(self) -> None:
        if self.controller is not None:
            self.controller.reveal()

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

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    def suggest_move(self) -> None:
        if self.controller is not None and not self.controller.suggest():
            self.statusBar().showMessage(self.tr("Nothing for you to decide now."), 3000)

    def show_rules(self) -> None:
        from bingolino_app.ui.rules_dialog import show_rules

        game_id = self.controller.session.game_id if self.controller else "bingolino"
        show_rules(self, game_id)

    def show_about(self) -> None:
        from bingolino_app.ui.about import show_about

        show_about(self)

    # --- settings ----------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        from bingolino_app.ui.i18n import install_language

        self.settings.language = code
        self.language_actions[code].setChecked(True)
        install_language(QApplication.instance(), code)  # LanguageChange retranslates all

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

    # --- reacting to the game ----------------------------------------------------------------
    def _on_changed(self) -> None:
        self.side_panel.refresh()
        self._update_actions()

    def _show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 5000)

    def _on_game_over(self) -> None:
        self.statusBar().showMessage(self.tr("The game is over."), 5000)

    def closeEvent(self, event) -> None:
        if self.controller is not None:
            self.controller.stop()
        self.worker.shutdown()
        self.printing.shutdown()
        if self.save_window:
            self.settings.geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
        super().closeEvent(event)
