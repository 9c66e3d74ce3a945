"""While an expert computer thinks (seconds a decision) the side panel runs a busy bar beside
"… is thinking"; other levels, quick, show only the words (issue 34)."""

from __future__ import annotations

import pytest

from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.play import side_panel


def test_only_the_slow_levels_run_the_bar():
    assert side_panel._slow_level("expert")
    assert side_panel._slow_level("expert(nodes=20000)")
    for level in ("strong", "normal", "easy", "strong_v2", "", None, "bad level("):
        assert not side_panel._slow_level(level)


@pytest.mark.slow
def test_the_bar_runs_while_the_expert_thinks(window, qtbot):
    # the expert's search at a tenth of its iterations: the bar belongs to the level, and the
    # full budget (8 s of CPU in the pure Python build) only made the test wait
    seats = [Seat("Ann"), Seat("Bot", "computer", "expert(iterations=25000)")]
    options = {"variant": "russian", "target": 7}
    # a seed whose first lead, drawn by lot, is the computer's
    seed = next(s for s in range(1, 50)
                if Session("domino_bingo", seats, options, s).pending_players() == (1,))
    window.start_game("domino_bingo", seats, options, seed)
    panel, c = window.side_panel, window.controller
    qtbot.waitUntil(lambda: c.thinking_players() == [1], timeout=10_000)
    panel.refresh()
    assert panel.busy_bar.isVisible() and "thinking" in panel.thinking_label.text()
    assert panel.busy_bar.minimum() == panel.busy_bar.maximum() == 0  # no end known
    qtbot.waitUntil(lambda: c.thinking_players() == [], timeout=60_000)
    panel.refresh()
    assert not panel.busy_bar.isVisible()
