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

TURN_PAUSE_MS = 1800  # at Normal speed: the turn just played, read before the next one
OFF_TURN_PAUSE_MS = 1000  # animations off: nothing moves, but still a moment to read
CARD_WIDTHS = (0.0, 560.0, 640.0, 720.0, 800.0)
"""The end card's widths tried in its room (card units; 0: as narrow as its table allows)."""
GO_ON_KEYS = (Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter)


class GameBoard(QObject):
    action_chosen = Signal(int, object)  # player, Action
    """Emitted when a human picks a legal action on the board or its controls."""
    message = Signal(str)
    """A refusal or a hint for the status bar ("A tile has lain there before...")."""
    released = Signal()
    """The board stopped holding the table (see ``holding``)."""
    play_again_requested = Signal()
    """"Play again" on the end card (every game's end looks the same: end_card.py)."""
    review_requested = Signal()
    """"Review and analyse" on the end card."""
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
        deal's summary, the feedback of his own move, the turn just played): a computer's
        next move waits for ``release()``. The pace is the player's."""
        self._holds: set[str] = set()  # why it holds: "board" (its own), "turn"
        self._after_turn = "pause"
        self.turn_held = False
        """The turn just played stays on the table before a computer begins the next (a
        pause, or until a click: ``after_trick``); the controller starts it."""
        self._turn_timer: QTimer | None = None

        self._release_timer: QTimer | None = None
        from bingolino_app.ui.common import theme

        theme.notifier().changed.connect(self.retheme)

    def hold(self, reason: str = "board") -> None:
        self._holds.add(reason)
        self.holding = True

    def release(self, reason: str = "board") -> None:
        self._holds.discard(reason)
        if self.holding and not self._holds:
            self.holding = False
            self.released.emit()

    # --- the turn just played (every game but Domino Bingo, whose tricks pace themselves) ----
    @property
    def after_trick(self) -> str:
        """"pause" or "click": how long what was just played stays (the user's setting:
        Settings → After an opponent's turn)."""
        return self._after_turn

    @after_trick.setter
    def after_trick(self, mode: str) -> None:
        self._after_turn = mode
        if self.turn_held:
            if mode == "pause":
                self._start_turn_timer()
            elif self._turn_timer is not None:
                self._turn_timer.stop()
            self.turn_pace_changed()

    def turn_ended(self, events: Sequence[Event]) -> bool:
        """Whether ``events`` finished a turn whose result the players should read before a
        computer begins the next one (a roll and what was turned, a number and its entries)."""
        return False

    def turn_pause_ms(self) -> int:
        speed = float(self.animation_speed or 0)
        return int(TURN_PAUSE_MS / speed) if speed > 0 else OFF_TURN_PAUSE_MS

    def hold_turn(self) -> None:
        """Keep the turn just played on the table: for a pause, or until a click or Space."""
        self.turn_held = True
        self.hold("turn")
        if self.after_trick == "pause":
            self._start_turn_timer()
        self.turn_pace_changed()

    def _start_turn_timer(self) -> None:
        if self._turn_timer is None:
            self._turn_timer = QTimer(self)
            self._turn_timer.setSingleShot(True)
            self._turn_timer.timeout.connect(self.end_turn_hold)
        self._turn_timer.start(self.turn_pause_ms())

    def end_turn_hold(self) -> bool:
        """The player went on (or the pause is over, or the game moved: undo). True if the
        table was holding a turn."""
        if not self.turn_held:
            return False
        self.turn_held = False
        if self._turn_timer is not None:
            self._turn_timer.stop()
        self.turn_pace_changed()
        self.release("turn")
        return True

    def go_on(self) -> bool:
        """A click or key on the table while it holds what was just played: go on."""
        return self.end_turn_hold()

    # --- the last round, at any time --------------------------------------------------------
    turn_event = ""
    """The event key that begins a turn ("bingolino.turn"): the last round is cut there."""
    has_last_round = True
    """The side panel offers "Last round" (False: the board's own control does it)."""

    def round_turns(self) -> int:
        """How many turns make the last round: one for each player (each rolls once)."""
        return len(self.seats)

    def last_round(self, events: Sequence[Event]) -> list[str]:
        """The log's lines of the last round: each player's latest whole turn (with what
        everybody did on it), then the turn going on now as far as it went."""
        if not self.turn_event:
            return []
        starts = [i for i, e in enumerate(events) if e.key == self.turn_event]
        if not starts:
            return []
        # Each player's latest whole turn, and the turn going on now so far (its player's
        # previous one stays: a Qwingo entry not yet written is no "last entry").
        going = any(self.event_text(e) for e in events[starts[-1] + 1:])
        count = self.round_turns() + 1
        begin = starts[-count] if len(starts) >= count else starts[0]
        end = len(events) if going else starts[-1]
        return [text for e in events[begin:end] if (text := self.event_text(e))]

    def show_last_round(self) -> bool:
        """A board that shows its last round on the table itself (Domino's last trick) does
        so and says True; the others leave it to the window (False)."""
        return False

    def turn_pace_changed(self) -> None:
        """The table started or stopped holding a turn: a board redraws what it says."""

    def pace_prompt(self) -> str:
        """What to do while the table waits for a click: go on."""
        if self.turn_held and self.after_trick == "click" and not self.reviewing:
            return QCoreApplication.translate("GameBoard",
                                              "Click the table or press Space to go on.")
        return ""

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
        summary to close, the turn just played), whoever the rules say is to move next."""
        return bool(self.pace_prompt())

    def score_text(self, player: int) -> str:
        return ""

    def score_heading(self) -> str:
        """What the side panel's scores count, as the title of its box ("": "Scores")."""
        return ""

    def panel_score(self, player: int) -> str:
        """``score_text`` as the side panel's box shows it under ``score_heading``."""
        return self.score_text(player)

    # --- the end of the game: one card in every game (end_card.py) -------------------------
    end_card = None
    """The card on the table once the game is over (None before)."""

    def end_summary(self):
        """Who won, why, the scores (an ``end_card.EndSummary``), or None: no card."""
        return None

    def end_card_room(self) -> QRectF:
        """Where the end card stands (scene coordinates): the board's free band or panel."""
        return self.scene.sceneRect()

    play_again_offered = True
    """The end card offers Play again (not at a table across computers: the window sets it)."""
    end_card_readable: float | None = None
    """The card's smallest scale in its room at which its text stays readable at 1024x600
    (a narrow room: the names yield first, the card is no wider than the room at that
    scale); None: the card is as wide as its table needs."""
    end_card_at_foot = False
    """The card stands at the foot of its room (what is above it stays in view)."""

    def show_end_card(self, least: float = 0.45) -> None:
        """Put the end card on the table (again: its texts follow the language and names)."""
        from bingolino_app.ui.boards.end_card import EndCard

        if self.end_card is not None:
            if self.end_card.scene() is self.scene:
                self.scene.removeItem(self.end_card)
            self.end_card = None
        summary = self.end_summary()
        if summary is None:
            return
        again = (QCoreApplication.translate("GameBoard", "Play again"), "play_again")
        review = (QCoreApplication.translate("GameBoard", "Review and analyse"), "review")
        # A table across computers is hosted anew, not played again from here.
        buttons = None if self.reviewing else (
            (again, review) if self.play_again_offered else (review,))
        room = self.end_card_room()
        most = room.width() / self.end_card_readable if self.end_card_readable else None
        # As wide as the room's shape asks: a wide room takes a wider card whose sentences
        # and headline need fewer lines (Qwingo's tie was 784 units tall in a 680 x 525 room,
        # so it stood over the big sheet); the narrowest of those that stand largest.
        best, card = 0.0, None
        for width in CARD_WIDTHS:
            if card is not None and most is not None and width > most:
                break
            trial = EndCard(summary, buttons, most=most, width=width)
            rect = trial.boundingRect()
            scale = min(1.0, room.width() / rect.width(), room.height() / rect.height())
            if card is None or scale > best + 0.01:
                best, card = scale, trial
            else:
                trial.deleteLater()
        card.play_again.connect(self.play_again_requested)
        card.review.connect(self.review_requested)
        card.setZValue(60)
        self.scene.addItem(card)
        card.fit_into(room, least, self.scene.sceneRect(), foot=self.end_card_at_foot)
        card.setToolTip(tooltip_of(summary))
        self.end_card = card

    def hide_end_card(self) -> None:
        if self.end_card is not None:
            if self.end_card.scene() is self.scene:
                self.scene.removeItem(self.end_card)
            self.end_card = None

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


def tooltip_of(summary) -> str:
    """The end card's words whole (names a small card cut), for its tooltip."""
    from bingolino_app.ui.common.text import tooltip

    rows = [": ".join([name, " · ".join(cells)]) for name, cells, _ in summary.rows]
    return tooltip("\n".join([summary.headline, *summary.reasons, *rows]))


class InteractionScene(QGraphicsScene):
    """A board's scene that routes keys and mouse presses to ``board.interaction`` (an object
    with key(key), press(pos), move(pos), release(pos), each True when it used the event);
    the view forwards key presses here."""

    def __init__(self, board: GameBoard) -> None:
        super().__init__(board)
        self._board = board

    def keyPressEvent(self, event) -> None:
        if self._board.turn_held and event.key() in GO_ON_KEYS and self._board.go_on():
            event.accept()  # the turn just played is read: the next one may begin
        elif self._board.interaction.key(event.key()):
            event.accept()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        card = self._board.end_card
        if event.button() == Qt.LeftButton and card is not None and \
                card.press(event.scenePos()):
            event.accept()  # Play again, Review
        elif event.button() == Qt.LeftButton and self._board.turn_held and self._board.go_on():
            event.accept()
        elif event.button() == Qt.LeftButton and self._board.interaction.press(event.scenePos()):
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
