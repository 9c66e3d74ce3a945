"""What a screen reader says without being asked: every move (the text of its log line), what
to do when that changes, refusals, and the whole position on request (F2).

One place sends them all: ``Announcer.say`` posts a ``QAccessibleAnnouncementEvent`` on the
board's view (AT-SPI turns it into the "announcement" Orca speaks) and emits ``said`` with the
text and its kind, which the tests and the window's own listeners hear.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from bingolino_app.ui.boards.accessible import sentences

MOVE, PROMPT, MESSAGE, POSITION, LESSON = "move", "prompt", "message", "position", "lesson"


class Announcer(QObject):
    said = Signal(str, str)
    """text, kind (MOVE, PROMPT, MESSAGE, POSITION, LESSON: a lesson's bubble): said to the
    screen reader."""

    def __init__(self, target: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target = target  # whose interface speaks: the board's view
        self.last_prompt = ""

    def say(self, text: str, kind: str = MOVE) -> None:
        """Tell the screen reader ``text``: in turn with what it is saying (a move, what to
        do), or at once (a refusal, the position asked for)."""
        text = " ".join(text.split())
        if not text:
            return
        event = QAccessibleAnnouncementEvent(self.target, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive
                            if kind in (MESSAGE, POSITION)
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        self.said.emit(text, kind)

    def moves(self, lines: list[str]) -> None:
        """New lines of the game log, each said once, in order."""
        for line in lines:
            self.say(line, MOVE)

    def prompt(self, text: str) -> None:
        """What to do now, said when it changed (not again at every refresh)."""
        if text and text != self.last_prompt:
            self.say(text, PROMPT)
        self.last_prompt = text

    def forget_prompt(self) -> None:
        self.last_prompt = ""


def position_words(board: Any, turn: str, last: str, prompt: str) -> str:
    """The whole position for F2: the scores and the table (the board's own words), whose
    turn it is, the last move and what to do now."""
    parts = [board.position_text()]
    if turn:
        parts.append(turn)
    if last:
        parts.append(QCoreApplication.translate("Announcer", "Last move: %1").replace(
            "%1", last))
    if prompt and prompt != turn:
        parts.append(prompt)
    return sentences(*parts)
