"""The pace of the Domino Bingo table as the board keeps it: holding the table while it shows
what the human has not seen yet (a finished trick, the deal's sheet, the match's last trick),
going on by a click or key, bringing the last trick back, and what the log holds back meanwhile.

A mixin of ``board.Board``: the pace itself (what is fresh, recalled or waiting) is
``pace.py``; this part asks it and redraws; its texts keep the board's translation context
("DominoBoard").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

RESULT_EVENTS = {"domino.deal_end", "domino.award", "domino.no_award", "domino.match_won"}
"""The end of a deal and of the match in the log: after its last trick."""


class TablePace:
    def _hold_or_release(self) -> None:
        """Hold the table while it shows what the human has not seen yet (a computer's move
        waits); release it otherwise. Called after every change of what is shown."""
        if self.obs is not None and self.obs.phase != "end" and self.humans_here() \
                and self.pace.waits(bool(self.my_legal())):
            self.hold()
        else:
            self.release()

    def _pace_changed(self) -> None:
        """The pause of a finished trick is over, or the player went on."""
        self._finish_animations()  # a stone still sliding would land on what is shown now
        if self.obs is not None:
            self._draw()
            self._update_controls()
        self._hold_or_release()
        self.prompt_changed.emit()

    def go_on(self) -> bool:
        """A click or key while a finished trick is shown: gather it. True if there was one."""
        if not self.pace.go_on():
            return False
        self._pace_changed()
        return True

    def show_last_trick(self) -> None:
        """Bring the last finished trick back, until the next click or key (again: put away)."""
        if self.obs is None:
            return
        if self.pace.recall is not None:
            self.go_on()
            return
        if not self.pace.show_last(self.obs):
            self.message.emit(QCoreApplication.translate(
                "DominoBoard", "No trick has been finished yet."))
            return
        self._pace_changed()

    def show_last_round(self) -> bool:
        """The last round of a duel is its last trick: back on the table."""
        self.show_last_trick()
        return True

    def sheet_button(self) -> None:
        """"Next deal" (the next deal appears, play goes on) or "Play again"."""
        if self.obs is None or not self.sheet.isVisible():
            return
        if self.obs.phase == "end":
            self.play_again_requested.emit()
            return
        self.pace.close_summary()
        self._pace_changed()

    def result_held(self) -> bool:
        return (not self.reviewing and self.obs is not None and self.obs.phase == "end"
                and self.pace.trick() is not None)

    def waits_for_click(self) -> bool:
        if self.reviewing or self.obs is None:
            return False
        if self.obs.phase == "end":
            return self.result_held()  # the match's last trick, then its result
        return self.summary_up() or (self.pace.fresh is not None and self.holding
                                     and self.after_trick == "click")

    def goes_on_by_click(self) -> bool:
        """A finished trick is on the table and the player at the screen has nothing to play
        now (a deal's or the match's last trick: nothing until it is gathered): a click or
        Space gathers it, whether or not the pause would."""
        return (self.pace.fresh is not None and not self.reviewing
                and self.pace.recall is None
                and (not self.my_legal() or self.summary_up() or self.result_held()))

    def summary_up(self) -> bool:
        """The deal's summary waits to be closed: nothing of the next deal is shown yet."""
        return self.pace.summary_deal is not None

    def log_cut(self, events) -> int:
        """Nor in the log: its lines wait from the next deal's dealing on; the match's
        result, while its last trick is on the table."""
        if self.result_held():
            # The last deal's result: a whole log (a language change writes it again) has
            # every earlier deal's result before it.
            start = max((i for i, e in enumerate(events) if e.key == "domino.dealt"), default=0)
            for i in range(start, len(events)):
                if events[i].key in RESULT_EVENTS:
                    return i
        if self.summary_up():
            for i, event in enumerate(events):
                if event.key == "domino.dealt" and event.args.get("deal", 0) > \
                        self.pace.summary_deal:
                    return i
        return len(events)
