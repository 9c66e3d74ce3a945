"""The main window: the start page or a game (board view + side panel), its title and texts,
the games it installs, review, score sheets, the hot-seat cover and a failing computer. The
menu bar is in main_window_menus.py, opening and saving files in main_window_files.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QStackedWidget

from bingolino_app import paths
from bingolino_app.ui.shell.main_window_files import FilesMixin
from bingolino_app.ui.shell.main_window_menus import SPEEDS, MenusMixin
from bingolino_app.ui.shell.main_window_page import GamePage, PageMixin
from bingolino_app.ui.common.screen_fit import fitted_size
from bingolino_app.ui.common.settings import get_settings
from bingolino_app.ui.shell.start_page import StartPage
from bingolino_app.ui.play.worker import BotWorker

DEFAULT_SIZE = (1200, 800)
RECOVER_AFTER_MS = 300  # what waits for the history is recorded once the window is up
MINIMUM_SIZE = (800, 560)


class MainWindow(PageMixin, MenusMixin, FilesMixin, QMainWindow):
    def __init__(self, worker: BotWorker | None = None, restore: bool = True) -> None:
        super().__init__()
        self.worker = worker or BotWorker()
        self.controller: Any = None
        self.board: Any = None
        self.trouble_box: QMessageBox | None = None  # asks what to do about a failing computer
        self.autosave = True  # off for screenshots: they must not touch the user's autosave
        self.save_window = True
        self.startup_notes_shown = False  # what this start cannot keep was said (once)
        self.settings = get_settings()
        self.resize(*fitted_size(self, *DEFAULT_SIZE))
        self.setMinimumSize(*MINIMUM_SIZE)

        self.stack = QStackedWidget()
        self.start_page = StartPage()
        # The game's page (board view, side panel, what a screen reader is told) is made
        # when first needed (_game_page): the first screen is the start page.
        self._page: GamePage | None = None
        self._cover: Any = None  # hides the board between two humans' secret decisions
        self._installing = False  # a game being put on the table: its opening is said after
        self._panel_dragged = False
        self._result_waited = False  # "The game is over." waits for the board's result
        self._hint_texts: set[str] = set()  # shown for the decision on the table now
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)

        self.start_page.new_game_requested.connect(self.new_game)
        self.start_page.continue_requested.connect(self.continue_game)
        self.start_page.open_requested.connect(self.open_path)
        self.start_page.open_file_requested.connect(self.open_dialog)
        self.start_page.host_requested.connect(lambda: self.remote.host_dialog())
        self.start_page.join_requested.connect(lambda: self.remote.join_dialog())
        # The history's link and the sheet printer are made on first use: the first screen
        # needs neither (nor their modules, SQLite and the PDF writer among them).
        self._history: Any = None
        self._printing: Any = None
        self._remote: Any = None  # tables across computers (shell/remote_link.py)
        self.start_page.statistics_requested.connect(lambda: self.history.show_statistics())
        self.start_page.library_requested.connect(lambda: self.history.show_library())
        self.start_page.review_requested.connect(self.review_path)
        self._build_menus()
        from bingolino_app.ui.common import theme

        theme.notifier().changed.connect(self._theme_changed)
        from bingolino_app.ui.lessons import Lessons

        self.lessons = Lessons(self)  # Help → Learn to play, and the lesson on the board
        self.start_page.lesson_requested.connect(self.lessons.start)
        self.retranslate()
        self._update_actions()
        if self.remote_known():  # seats on table servers: "Your tables" on the start page
            self.remote
        if restore:  # a real start (not a screenshot, which leaves the user's files alone)
            from bingolino_app.core import files, history_pending

            pending = history_pending.folder()
            for folder in (paths.data_dir(), paths.saves_dir(), paths.data_dir() / "analysis",
                           pending):
                files.remove_stale_temp_files(folder)
            # A game that ended as the app stopped (or waited for a busy history) goes in
            # once the window is up; only then is the history opened at all.
            if history_pending.waiting(pending) or files.is_regular_file(paths.autosave_path()):
                QTimer.singleShot(RECOVER_AFTER_MS, self, lambda: self.history.recover())
            QTimer.singleShot(0, self, self._startup_notes)
            if self._remote is not None:  # tables hosted here come back with their server
                QTimer.singleShot(RECOVER_AFTER_MS, self, self._remote.start_if_hosting)
            if self.settings.geometry is not None:
                self.restoreGeometry(self.settings.geometry)
            if self.settings.window_state is not None:
                self.restoreState(self.settings.window_state)

    @property
    def history(self) -> Any:
        """The window's link to the game history (shell/history_link.py), made on first use."""
        if self._history is None:
            from bingolino_app.ui.shell.history_link import HistoryUi

            self._history = HistoryUi(self)
        return self._history

    @staticmethod
    def remote_known() -> bool:
        """Whether this data folder holds seats at tables across computers."""
        from bingolino_app.core import files

        return files.is_regular_file(paths.data_dir() / "network" / "seats.json")

    @property
    def remote(self) -> Any:
        """The window's link to tables across computers (shell/remote_link.py), made on
        first use (or at start, when the seat book lists tables)."""
        if self._remote is None:
            from bingolino_app.ui.shell.remote_link import RemoteUi

            self._remote = RemoteUi(self)
            self.start_page.add_section(self._remote.tables)
        return self._remote

    @property
    def printing(self) -> Any:
        """The score-sheet printer and PDF exporter, made on first use."""
        if self._printing is None:
            from bingolino_app.ui.printing.dialog import SheetPrinter

            self._printing = SheetPrinter(self)
            self._printing.message.connect(self._show_message)
            self.statusBar().addPermanentWidget(self._printing.busy_bar)
        return self._printing

    def _startup_notes(self) -> None:
        """Say once what this start cannot keep (settings, games, the history): the app plays
        on all the same."""
        from bingolino_app.ui.shell.startup import startup_notes

        notes = startup_notes(self.settings)
        self.startup_notes_shown = True
        if not notes:  # a write that fails later is said then, once
            self.settings.on_problem = self._startup_notes
            return
        self.settings.on_problem = None
        text = "\n\n".join(notes)
        self.statusBar().showMessage(" ".join(notes), 30_000)
        from bingolino_app.ui.history.store import warn

        warn(self, self.tr("Some things cannot be kept"), text)

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New…"))
        self.act_again.setText(self.tr("Play a&gain"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_host.setText(self.tr("&Host a table…"))
        self.act_host.setStatusTip(self.tr("A game with friends at other computers: this "
                                           "computer serves the table"))
        self.act_join.setText(self.tr("&Join a table…"))
        self.act_join.setStatusTip(self.tr("Sit down at a friend's table with an invite"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &As…"))
        self.act_statistics.setText(self.tr("S&tatistics…"))
        self.act_library.setText(self.tr("Game &library…"))
        self.act_review.setText(self.tr("&Review this game"))
        self.act_review_file.setText(self.tr("Review a sa&ved game…"))
        self.act_print.setText(self.tr("&Print score sheet…"))
        self.act_export_pdf.setText(self.tr("&Export score sheet as PDF…"))
        self.act_close.setText(self.tr("&Close"))
        self.act_quit.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.view_menu.setTitle(self.tr("&View"))
        self.act_zoom_in.setText(self.tr("Zoom &in"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.act_fit.setText(self.tr("&Fit board"))
        self.act_fit.setToolTip(self.tr("The whole table in the window (zoom 100 %)"))
        self.act_last_round.setText(self.tr("&Last round"))
        self.act_last_round.setToolTip(self.tr(
            "Every player's latest roll, entry, stone or trick (key L)"))
        self.act_fullscreen.setText(self.tr("F&ull screen"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.theme_actions["system"].setText(self.tr("Follow the &system"))
        self.theme_actions["light"].setText(self.tr("&Light"))
        self.theme_actions["dark"].setText(self.tr("&Dark"))
        self.theme_actions["high_contrast"].setText(self.tr("&High contrast"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        names = (self.tr("Off"), self.tr("Slow"), self.tr("Normal"), self.tr("Fast"))
        for speed, name in zip(SPEEDS, names):
            self.speed_actions[speed].setText(name)
        # Every game: a computer's roll, entries, a trick stay on the table for a pause or
        # until a click (it named only Domino's tricks: the other games' turns flew past).
        self.after_trick_menu.setTitle(self.tr("After an opponent's t&urn"))
        self.after_trick_actions["pause"].setText(self.tr("&Pause"))
        self.after_trick_actions["click"].setText(self.tr("&Wait for a click"))
        self.act_confirm.setText(self.tr("&Confirm risky moves"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_hint.setText(self.tr("Suggest a &move"))
        self.act_keys_help.setText(self.tr("&Keyboard and screen reader"))
        self.act_about.setText(self.tr("&About Bingolino"))
        if self.board is not None:
            self.board.retranslate()
        if self.controller is not None:
            self.side_panel.refresh(rebuild_log=True)
        self._update_title()

    def _theme_changed(self) -> None:
        """The theme changed: the board redraws itself; the panel's texts are written
        again (a score pad's colours)."""
        if self.controller is not None:
            self.side_panel.refresh(rebuild_log=True)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self.fit_panel()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.statusBar().clearMessage()  # said in the language left behind
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self) -> None:
        # With no game on the table the rules window lists the games (rules_dialog).
        self.act_rules.setText(self.tr("&Rules of this game") if self.controller is not None
                               else self.tr("&Rules of the games"))
        if self.controller is None:
            self.setWindowTitle(self.tr("Bingolino"))
            return
        from bingolino_app.ui.common.messages import game_title

        title = game_title(self.controller.session.game_id)
        if self.controller.remote:
            title = self.tr("%1 across computers").replace("%1", title)
        if self.controller.path is not None:
            title = f"{self.controller.path.name} — {title}"
        self.setWindowTitle(f"{title} — " + self.tr("Bingolino"))

    # --- games -------------------------------------------------------------------------------
    def start_game(self, game_id: str, seats, options: dict | None = None,
                   seed: int | None = None):
        from bingolino_app.core.session import Session

        return self._install(Session(game_id, list(seats), options or {}, seed))

    def _install(self, session, path: Path | None = None, practice: bool = False):
        """Put ``session`` on the board. ``practice`` (a lesson): the autosave is neither
        replaced nor written, and the game is not recorded in the history."""
        from bingolino_app.core import saves
        from bingolino_app.ui.play.controller import GameController

        kept = saves.Kept() if practice else self._keep_unfinished(session)
        if kept is None:
            return None  # the player keeps the current game and the autosave
        self._drop_game()
        self.statusBar().clearMessage()  # the last game's news ("The game is over.") is old
        self._result_waited = False
        board = self._new_board(session.game_id, session.seats, session.options)
        controller = GameController(session, board, self.worker, self,
                                    autosave=self.autosave and not practice)
        controller.path = path
        self._put_on_table(controller, board, record=not practice)
        self._report_kept(kept)
        return self.controller

    def _new_board(self, game_id: str, seats, options: dict):
        from bingolino_app.ui.boards import board_class

        board = board_class(game_id)(seats, options, self)
        board.animation_speed = self.settings.animation_speed
        board.confirm_risky = self.settings.confirm_risky
        board.after_trick = self.settings.after_trick  # a turn or trick: a pause or a click
        return board

    def install_remote(self, link, profile: str = "", hosted: bool = False):
        """Put a seat at a table served elsewhere on the board (play/remote/): its first
        update (``link.latest``) draws it, its moves go to the server. The autosave stays
        as it is: the server keeps this table."""
        from bingolino_app.ui.play.remote.controller import RemoteController
        from bingolino_app.ui.play.remote.mirror import seats_at_this_screen

        update = link.latest
        self._drop_game()
        self.statusBar().clearMessage()
        self._result_waited = False
        board = self._new_board(update.game, seats_at_this_screen(update, profile),
                                update.options)
        board.play_again_offered = False  # a table across computers is hosted anew
        controller = RemoteController(link, board, profile, hosted, self)
        self._put_on_table(controller, board, record=True)
        return controller

    def _put_on_table(self, controller, board, record: bool = True) -> None:
        """Show ``controller``'s game (a local game or a remote seat: controller_api)."""
        self.board = board
        self.controller = controller
        self.controller.changed.connect(self._on_changed)
        self.controller.message.connect(self._show_message)
        self.controller.game_over.connect(self._on_game_over)
        if record:
            self.history.watch(self.controller)  # before start: a finished game is not recorded
        self.controller.cover_changed.connect(self._on_cover_changed)
        self.controller.computer_trouble.connect(self._on_computer_trouble)
        self.controller.hint_explained.connect(self._show_hint_reason)
        board.message.connect(self._show_message)  # the board's own refusals and notes
        board.released.connect(self._on_board_released)
        # The end card's buttons (every game: ui/boards/end_card.py).
        board.play_again_requested.connect(self.play_again)
        board.review_requested.connect(self.review_game)
        if hasattr(board, "prompt_changed"):  # what to do now changed without a move
            board.prompt_changed.connect(self._board_changed)
        self.view.set_board_scene(board.scene)
        self.side_panel.set_controller(self.controller)
        self.stack.setCurrentWidget(self.splitter)
        QTimer.singleShot(0, self, self.fit_panel)  # another game, another board (once
        # the panel has laid out its new controls: resized in the midst, it squeezed them)
        self._installing = True
        try:
            self.controller.start()
        finally:
            self._installing = False
        self._update_title()
        self._on_cover_changed()
        self._announce_opening(controller.session)

    def _announce_opening(self, session) -> None:
        """A game put on the table: a new one's opening lines (the deal, who begins), then
        what to do; an opened game only what to do (F2 reads the rest)."""
        from bingolino_app.core.game import CHANCE

        self.announcer.forget_prompt()
        # A table across computers may be joined in the midst: what to do now, not its log.
        opening = all(step.player == CHANCE for step in session.history)
        if opening and not self.controller.remote:
            self.announcer.moves(self.side_panel.lines())
        self._announce_prompt()

    def _announce_prompt(self) -> None:
        """What to do now, said when it changed and is the player's to do (not "Waiting for
        Ben…" at every computer move)."""
        c, board = self.controller, self.board
        if c is None or board is None or self._installing:
            return
        if c.covered:
            self.announcer.forget_prompt()  # the cover's button says who is to sit down
            return
        if c.legal_by_human() or board.waits_for_click() or c.session.state.is_terminal():
            self.announcer.prompt(self.side_panel.prompt_text())

    def _drop_game(self) -> None:
        if self._remote is not None:
            self._remote._drop_lobby()  # a table still waiting for players
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

    def close_game(self, asked: bool = False) -> None:
        """Back to the start page. A seat at a table across computers is left (the player
        is asked first, unless ``asked``)."""
        if not asked and self._remote is not None and not self._remote.ask_leave():
            return
        self._drop_game()
        self.stack.setCurrentWidget(self.start_page)
        self.start_page.refresh()
        self._update_actions()
        self._update_title()

    def leave_current_game(self) -> None:
        """The game on the board goes (a table's lobby takes the window)."""
        self._drop_game()

    def after_remote_change(self) -> None:
        self._update_actions()
        self._update_title()

    def new_game(self, game_id: str | None = None) -> None:
        from bingolino_app.ui.play.new_game import NewGameDialog

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
        if self.controller.remote:  # a table across computers is hosted anew
            self.statusBar().showMessage(self.tr("To play again across computers, host a new "
                                                 "table: Game → Host a table…"), 8000)
            return
        session = self.controller.session
        self.start_game(session.game_id, session.seats, session.state.next_game_options())

    # --- review ------------------------------------------------------------------------------
    def review_game(self):
        """Review the game on screen as it is now, through the eyes of the player at the
        screen (after its end, anybody's, or everything)."""
        from bingolino_app.ui.review import open_review, reviewer_of

        c = self.controller
        if c is None:
            return None
        if c.remote and not c.session.state.is_terminal():
            self.statusBar().showMessage(self.tr("A game across computers can be reviewed "
                                                 "once it is over."), 5000)
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

    def _sheet_session(self):
        """The game whose sheets are printed filled in: the one on screen, unless it is a
        table across computers still being played (this screen does not hold its moves)."""
        c = self.controller
        if c is None or (c.remote and not c.session.state.is_terminal()):
            return None
        return c.session

    def print_sheets(self) -> None:
        self.printing.print_sheets(self.sheet_game(), self._sheet_session())

    def export_sheets_pdf(self) -> None:
        self.printing.export_pdf(self.sheet_game(), self._sheet_session())

    # --- hot seat ----------------------------------------------------------------------------
    def _on_cover_changed(self) -> None:
        c = self.controller
        if c is not None and c.covered and not self.board.holding:
            self.cover.set_player(c.board.seats[c.cover_player].name)
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
        self._board_changed()

    def _board_changed(self) -> None:
        """The board let go of something, or what to do changed without a move: the panel
        says it; a result the board held comes now."""
        if self.controller is None or self.board is None:
            return
        if self._result_waited and not self.board.result_held():
            self._result_waited = False
            self._on_game_over()
        self.side_panel.refresh(log=False)
        self._announce_prompt()

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
        names = ", ".join(c.board.seats[p].name for p in sorted(c.trouble))
        box.setWindowTitle(self.tr("The computer player is not answering"))
        box.setText(self.tr("%1 could not decide on a move: the computer player stopped or did "
                            "not answer, twice. You can wait while it tries once more, or let "
                            "the easy level make this one move.", "", len(c.trouble))
                    .replace("%1", names))
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

    # --- reacting to the game ----------------------------------------------------------------
    def _on_changed(self) -> None:
        # A hint answered the decision it was asked for: it leaves with it (it stayed in
        # the status bar 15 seconds into the next ones).
        if self._hint_texts and not self._hinted_decision_open():
            if self.statusBar().currentMessage() in self._hint_texts:
                self.statusBar().clearMessage()
            self._hint_texts = set()
        self.side_panel.refresh()
        self._update_actions()
        self._announce_prompt()

    def _show_message(self, text: str) -> None:
        if self.controller is not None and self.controller.hinting:
            self._hint_texts.add(text)  # the board's words of a hint ("Suggestion: …")
        self.statusBar().showMessage(text, 5000)
        from bingolino_app.ui.play.announce import MESSAGE

        self.announcer.say(text, MESSAGE)  # a refusal, a note: the status bar is not read

    def _hinted_decision_open(self) -> bool:
        """The decision the hint answered is still the player's to make (another's move at
        the same time, a Qwingo entry of a computer, leaves it open)."""
        c = self.controller
        if c is None or c.hinted is None:
            return False
        player, moves = c.hinted
        done = sum(1 for step in c.session.history if step.player == player)
        return done == moves and player in c.legal_by_human()

    def _show_hint_reason(self, text: str) -> None:
        self._hint_texts.add(text)
        self.statusBar().showMessage(text, 15_000)
        from bingolino_app.ui.play.announce import MESSAGE

        self.announcer.say(text, MESSAGE)

    def _on_game_over(self) -> None:
        if self.board is not None and self.board.result_held():
            self._result_waited = True  # said when the board shows the result
            return
        self.statusBar().showMessage(self.tr("The game is over."), 5000)

    def closeEvent(self, event) -> None:
        if self.controller is not None:
            self.controller.stop()
        if self._remote is not None:
            self._remote.shutdown()
        self.worker.shutdown()
        if self._printing is not None:
            self._printing.shutdown()
        if self.save_window:
            self.settings.geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
        super().closeEvent(event)
