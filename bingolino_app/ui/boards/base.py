"""What every game's board offers the shell.

A board draws one observation in its QGraphicsScene, turns clicks, drags and keys into one of
the legal actions and emits ``action_chosen(player, action)``. It never changes the game state.
Game-specific texts (prompt, scores, log lines, refusals) come from the board too, translated.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.core.session import Seat
from bingolino_app.ui.common.text import isolated_seats


class GameBoard(QObject):
    action_chosen = Signal(int, object)  # player, Action
    """Emitted when a human picks a legal action on the board or its controls."""
    message = Signal(str)
    """A refusal or a hint for the status bar ("A tile has lain there before...")."""
    released = Signal()
    """The board stopped holding the table (see ``holding``)."""
    scene_type: type = QGraphicsScene
    """The scene class; InteractionScene routes keys and the mouse to ``self.interaction``."""
    scores_on_board = False
    """True when the board shows every player's score beside his name: the side panel then
    shows no Scores box (one number, one place)."""

    def __init__(self, seats: Sequence[Seat], options: dict, parent: QObject | None = None):
        super().__init__(parent)
        self.seats = isolated_seats(list(seats))  # names embedded in texts keep their order
        self.options = dict(options)
        self.scene = self.scene_type(self)
        self.animation_speed = 1.0  # 0 = animations off; 2 = twice as fast
        self.confirm_risky = True
        self.reviewing = False  # a review window's read-only board: no "click to go on"
        self.holding = False
        """True while the board shows what a human must see first (a finished trick, a
        deal's summary, the feedback of his own move): a computer's next move waits for
        ``release()``. The pace is the player's."""

        self._release_timer: QTimer | None = None
        from bingolino_app.ui.common import theme

        theme.notifier().changed.connect(self.retheme)

    def hold(self) -> None:
        self.holding = True

    def release(self) -> None:
        if self.holding:
            self.holding = False
            self.released.emit()

    def busy(self) -> bool:
        """Whether the board still shows something that holds the table (an animation)."""
        return False

    def release_when_idle(self) -> None:
        """Release the table once ``busy()`` is over, from the event loop: a computer's held
        move must never be played from inside a drawing. A child timer with a bound method
        (not a static singleShot with a Python callable): it dies with the board."""
        if self._release_timer is None:
            self._release_timer = QTimer(self)
            self._release_timer.setSingleShot(True)
            self._release_timer.timeout.connect(self._release_if_idle)
        self._release_timer.start(0)

    def _release_if_idle(self) -> None:
        if not self.busy():
            self.release()

    def controls(self) -> QWidget | None:
        """Game-specific controls for the side panel (dice buttons...), or None."""
        return None

    def show_state(self, obs: Any, legal: dict[int, list[Action]], events: Sequence[Event]) -> None:
        """Draw ``obs``; ``legal`` holds the actions of each human who may act now; ``events``
        are those of the actions since the last call (animate them)."""
        raise NotImplementedError

    def show_position(self, obs: Any, events: Sequence[Event], before: Any = None) -> None:
        """A review's position: ``obs`` after ``events``, ``before`` the position just before
        them (None at the start); nothing to act on."""
        self.show_state(obs, {}, events)

    def prompt(self) -> str:
        """What to do now, for the side panel ("Choose how many dice to roll")."""
        return ""

    def result_held(self) -> bool:
        """The game is over but the board still shows the play before the result (a last
        trick): the result waits with it, in the side panel and the log too."""
        return False

    def waits_for_click(self) -> bool:
        """The table waits for the player at the screen to go on (a trick to gather, a deal's
        summary to close), whoever the rules say is to move next."""
        return False

    def score_text(self, player: int) -> str:
        return ""

    def score_heading(self) -> str:
        """What the side panel's scores count, as the title of its box ("": "Scores")."""
        return ""

    def panel_score(self, player: int) -> str:
        """``score_text`` as the side panel's box shows it under ``score_heading``."""
        return self.score_text(player)

    def end_headline(self) -> str:
        """Who won and why, for the side panel once the game is over; "" leaves it to the
        panel ("Game over. Winner: Ann")."""
        return ""

    def log_cut(self, events: Sequence[Event]) -> int:
        """How many of ``events`` the game log may show now: the rest wait for what the
        board holds back (Domino Bingo: the next deal, while the last one's summary is up)."""
        return len(events)

    def event_text(self, event: Event) -> str | None:
        """One line of the game log for ``event``, or None to leave it out."""
        return None

    def illegal_text(self, error: IllegalAction) -> str:
        return error.key

    def show_hint(self, player: int, action: Action) -> None:
        """Point at a suggested move (Help -> Suggest a move)."""

    def retranslate(self) -> None:
        """The interface language changed: redraw texts."""

    def retheme(self) -> None:
        """The theme changed (ui/common/theme.py): the colours set once are set again, the
        texts with colours in them written again, everything redrawn."""
        from bingolino_app.ui.common import theme

        theme.retint(self.scene)
        self.retranslate()
        self.scene.update()

    def cursor_rect(self) -> QRectF | None:
        """Where the keyboard cursor is (scene coordinates), for a zoomed view to keep it in
        sight; None when it is not shown. A board with a ``cursor_item`` needs nothing more."""
        item = getattr(self, "cursor_item", None)
        if item is not None and item.isVisible() and item.scene() is self.scene:
            return item.sceneBoundingRect()
        return None

    def short(self, text: str, font, width: float | None = None) -> str:
        """``text`` with the players' long names shortened with "…" to ``width`` (default:
        a name's budget in ``font``, elide.shorten_names)."""
        from bingolino_app.ui.common.elide import shorten_names

        return shorten_names(text, [seat.name for seat in self.seats], font, width)

    def text_boxes(self) -> list:
        """Every visible text of the board with the box it must stay in (fit.TextBox), for
        the layout audit: text items with their ``fit.set_box`` boxes, and what painted
        items declare."""
        from bingolino_app.ui.boards.fit import scene_text_boxes

        return scene_text_boxes(self.scene)

    # --- a screen reader's board (accessible.py) -------------------------------------------
    def accessible_items(self) -> list:
        """What a sighted player sees, as ``accessible.Part`` trees: the parts a screen reader
        lists and presses (a press goes through the board's interaction, as Enter does)."""
        return []

    def accessible_focus(self) -> str | None:
        """The id of the part under the board's keyboard cursor (None: no cursor now)."""
        return None

    def accessible_name(self) -> str:
        """The view's name for a screen reader: "Bingolino board"."""
        from bingolino_app.ui.common.messages import fill, game_title

        game = type(self).__module__.split(".")[-2]  # ui.boards.<game id>.board
        return fill(QCoreApplication.translate("Accessible", "%1 board"), game_title(game))

    def accessible_description(self) -> str:
        """What to do now (the prompt), as the view's description."""
        return self.prompt()

    def position_text(self) -> str:
        """The position in words, for the key that reads it (F2): each player's score and what
        lies on the table. The window adds whose turn it is, the last move and what to do."""
        from bingolino_app.ui.common.messages import fill

        lines = []
        for player, seat in enumerate(self.seats):
            score = self.score_text(player)
            if score:
                lines.append(fill(QCoreApplication.translate("Accessible", "%1: %2."),
                                  seat.name, score.rstrip(".")))
        return " ".join(lines)

    def anchor(self, name: str) -> QRectF | QWidget | None:
        """The part of the board called ``name`` (a lesson's callout points at it): a scene
        rectangle, or one of the board's controls; None when the board has no such part.
        Names are a board's stable interface ("grid:0", "dice_buttons"...): lessons never
        reach into the board's items."""
        return None


class InteractionScene(QGraphicsScene):
    """A board's scene that routes keys and mouse presses to ``board.interaction`` (an object
    with key(key), press(pos), move(pos), release(pos), each True when it used the event);
    the view forwards key presses here."""

    def __init__(self, board: GameBoard) -> None:
        super().__init__(board)
        self._board = board

    def keyPressEvent(self, event) -> None:
        if self._board.interaction.key(event.key()):
            event.accept()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton and self._board.interaction.press(event.scenePos()):
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if not self._board.interaction.move(event.scenePos()):
            super().mouseMoveEvent(event)

    def event(self, event) -> bool:
        if event.type() == QEvent.GraphicsSceneLeave:  # the mouse left the view
            leave = getattr(getattr(self._board, "interaction", None), "leave", None)
            if leave is not None:
                leave()
        return super().event(event)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.LeftButton and self._board.interaction.release(event.scenePos()):
            event.accept()
        else:
            super().mouseReleaseEvent(event)
