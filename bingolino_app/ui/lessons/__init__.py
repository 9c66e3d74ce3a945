"""Learn to play: Help → Learn to play, the links to it, and the lesson on the board.

A lesson is a practice game: it never writes the autosave (a game left unfinished stays there,
"Continue last game" brings it back) and is not recorded in the history.

Imports play (the controller's seat and pace), boards and common.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMenu

from bingolino_app.core import registry
from bingolino_app.core.spec import IllegalAction
from bingolino_app.ui.common import messages, player_names
from bingolino_app.ui.common.i18n import current_language
from bingolino_app.ui.common.settings import get_settings
from bingolino_app.ui.common.text import plain_warning

log = logging.getLogger("bingolino.lessons")


def never_played(game_id: str) -> bool:
    """Nobody has started this game here (from the new-game dialog) nor finished its
    lesson: the start page offers the lesson."""
    settings = get_settings()
    return (settings.last_new_game(game_id) is None
            and not settings.game_value(game_id, "lesson_done", False))


def lesson_options(game_id: str) -> dict:
    """The options a lesson follows when started from the menu: those last chosen in the
    new-game dialog, else the defaults of the interface language (Domino's variant)."""
    spec = registry.game(game_id).spec
    options = spec.default_options(current_language())
    saved = get_settings().last_new_game(game_id) or {}
    options.update(spec.valid_options(saved.get("options")))
    return options


class LessonMenu(QMenu):
    """Help → Learn to play: one entry per game."""

    def __init__(self, lessons_: "Lessons", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("learnToPlay")
        self.entries = {}
        for entry in registry.playable_games():
            game_id = entry.spec.id
            action = self.addAction("")
            action.triggered.connect(lambda _=False, g=game_id: lessons_.start(g))
            self.entries[game_id] = action
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Learn to play"))
        for game_id, action in self.entries.items():
            action.setText(messages.game_title(game_id))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Lessons(QObject):
    """The main window's lessons (``MainWindow.lessons``)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.runner = None
        self.menu = LessonMenu(self, window.help_menu)
        window.help_menu.insertMenu(window.act_hint, self.menu)

    def start(self, game_id: str, options: dict | None = None):
        """Put ``game_id``'s lesson on the board (the player's choice of the options it
        follows, else the remembered ones); the runner, or None if the player kept the game
        in progress."""
        from bingolino_app.core import lessons
        from bingolino_app.ui.lessons.runner import LessonRunner

        try:
            lesson = lessons.load(game_id, options if options is not None
                                  else lesson_options(game_id))
            names = [player_names.default_name(i, kind) for i, kind in enumerate(lesson.seats)]
            session, start = lessons.new_session(lesson, names)
        except (lessons.LessonError, IllegalAction, KeyError) as err:  # a damaged install
            log.warning("lesson %s cannot start: %r", game_id, err)
            plain_warning(self.window, self.tr("Learn to play"), self.tr(
                "This lesson could not be started: its file is missing or damaged. "
                "Reinstalling Bingolino brings it back."))
            return None
        if self.window._install(session, practice=True) is None:
            return None
        self.runner = LessonRunner(self.window, lesson, start)
        self.runner.ended.connect(self._ended)
        return self.runner

    def end(self) -> None:
        """The game on the board goes (a new game, Close, Quit): so does its lesson."""
        runner, self.runner = self.runner, None
        if runner is not None and runner.running:
            runner.finish(False)

    def _ended(self, completed: bool) -> None:
        runner = self.sender()
        if completed:
            get_settings().set_game_value(runner.lesson.game, "lesson_done", True)
            c = self.window.controller
            over = c is not None and c.session.state.is_terminal()
            # A lesson that played its game to the end (Lino's) has no game left to go on.
            self.window.statusBar().showMessage(self.tr(
                "Lesson finished. The game is over.") if over else self.tr(
                "Lesson finished. This game goes on against the computer."), 8000)
        elif runner is self.runner:  # skipped: back to where a game is chosen
            self.runner = None
            self.window.close_game()
        if self.runner is runner:
            self.runner = None
