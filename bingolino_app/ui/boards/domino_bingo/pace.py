"""What the table keeps showing until the player has seen it (the pace is the player's).

- A finished trick stays, both stones and who took it, for a pause long enough to read
  (``after_trick == "pause"``) or until a click (``"click"``); a click always goes on at once.
- "Show last trick" brings the last finished trick back until the next click or key.
- At the end of a deal the model has already dealt the next one; its summary is shown first
  and nothing of the new deal until the player closes the summary.

While any of these waits for the player the board holds the table (``GameBoard.hold``), so a
computer's next move waits. Only when a human plays: two computers play on at their pace.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QObject, QTimer

from bingolino_app.core.game import Event
from bingolino_app.ui.boards.domino_bingo import shown
from bingolino_app.ui.boards.domino_bingo.shown import ShownTrick

TRICK_PAUSE_MS = 1800  # at Normal speed: both stones and the caption read at leisure
OFF_PAUSE_MS = 1000  # animations off: no movement, but still a moment to read


def position(obs) -> tuple[int, int, int]:
    """Where the play stands: (deal, tricks finished, stones in the current trick)."""
    return obs.deal, len(obs.tricks), len(obs.trick)


class Pace(QObject):
    def __init__(self, changed: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._changed = changed  # redraw and hold or release, after a timer or a click
        self.after_trick = "pause"
        self.speed = 1.0
        self.fresh: ShownTrick | None = None  # the trick just finished, not yet seen
        self._fresh_at: tuple | None = None
        self.recall: ShownTrick | None = None  # "Show last trick"
        self._recall_at: tuple | None = None
        self.last: ShownTrick | None = None  # the last finished trick, for recalling
        self.summary_deal: int | None = None  # the deal whose summary waits to be closed
        self.closed_summaries: set[int] = set()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._pause_over)

    def pause_ms(self) -> int:
        return int(TRICK_PAUSE_MS / self.speed) if self.speed > 0 else OFF_PAUSE_MS

    def set_after_trick(self, mode: str) -> None:
        self.after_trick = mode
        if mode == "pause" and self.fresh is not None and not self.timer.isActive():
            self.timer.start(self.pause_ms())

    # --- following the game ------------------------------------------------------------------
    def follow(self, obs, events: Sequence[Event], humans: bool) -> None:
        """A new observation (after ``events``): what is still to be shown."""
        at = position(obs)
        if self.recall is not None and at != self._recall_at:
            self.recall = None
        new = shown.from_events(events, obs) if humans else None
        if new is not None:
            self.fresh, self._fresh_at = new, at
            self.timer.stop()
            if self.after_trick == "pause":
                self.timer.start(self.pause_ms())
        elif self.fresh is not None and at != self._fresh_at:
            self.drop_fresh()  # played on, taken back, another game
        self._follow_last(obs, new)
        self.summary_deal = None
        if (humans and obs.phase == "play" and obs.deal >= 2 and not obs.trick
                and not obs.tricks and obs.closed_by is None
                and obs.deal - 1 not in self.closed_summaries):
            self.summary_deal = obs.deal - 1

    def _follow_last(self, obs, new: ShownTrick | None) -> None:
        if obs.tricks:
            last = shown.from_trick(obs.tricks[-1], obs.trump, obs.deal)
            for known in (new, self.fresh, self.last):  # keep the notes said with it
                if known is not None and (known.deal, known.stones) == (last.deal, last.stones):
                    last = known
                    break
            self.last = last
        elif new is not None:
            self.last = new
        elif self.last is not None and self.last.deal != obs.deal - 1:
            self.last = None  # a new deal's first trick is not played yet: the last deal's is

    # --- what the table shows ----------------------------------------------------------------
    def trick(self) -> tuple[ShownTrick, bool] | None:
        """The finished trick the table shows in full, and whether it was recalled."""
        if self.recall is not None:
            return self.recall, True
        if self.fresh is not None:
            return self.fresh, False
        return None

    def waits(self, human_may_act: bool) -> bool:
        """Something on the table waits for the human: hold the computers meanwhile."""
        return (self.recall is not None or self.summary_deal is not None
                or (self.fresh is not None and not human_may_act))

    # --- the player goes on --------------------------------------------------------------------
    def show_last(self, obs) -> bool:
        if self.last is None:
            return False
        self.recall, self._recall_at = self.last, position(obs)
        return True

    def go_on(self) -> bool:
        """A click or key: put away what was shown (the recalled trick first). True if any."""
        if self.recall is not None:
            self.recall = None
        elif self.fresh is not None:
            self.drop_fresh()
        else:
            return False
        return True

    def close_summary(self) -> None:
        if self.summary_deal is not None:
            self.closed_summaries.add(self.summary_deal)
            self.summary_deal = None

    def drop_fresh(self) -> None:
        self.fresh = self._fresh_at = None
        self.timer.stop()

    def _pause_over(self) -> None:
        if self.fresh is not None:
            self.drop_fresh()
            self._changed()
