"""The ladder command (an Elo-style round-robin), CPU time in the strength report, and
Domino Bingo's benchmark-only cheater (issue 34)."""

from __future__ import annotations

import json
import random

import pytest

from bingolino_app.bench import cli, ladder


def test_the_fit_recovers_known_strengths():
    # A beats B three games in four, B beats C three in four: about +191 Elo each step.
    scores = {("A", "B"): (3000.0, 4000), ("B", "C"): (3000.0, 4000), ("A", "C"): (3600.0, 4000)}
    ratings = ladder.fit(["A", "B", "C"], scores)
    assert ratings["A"] == 1000.0  # no greedy: the first level is the anchor
    assert ratings["A"] - ratings["B"] == pytest.approx(191, abs=25)
    assert ratings["B"] - ratings["C"] == pytest.approx(191, abs=25)


def test_a_level_that_wins_everything_gets_a_finite_rating():
    ratings = ladder.fit(["greedy", "strong"], {("greedy", "strong"): (0.0, 10)})
    assert ratings["greedy"] == ladder.ANCHOR_RATING
    assert 1200 < ratings["strong"] < 2000


def test_the_ladder_command_reports_every_level_with_an_interval(capsys):
    assert cli.main(["ladder", "--game", "bingolino", "--levels", "easy,greedy,strong",
                     "--games", "4", "--seed", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["levels"] == ["easy", "greedy", "strong"]
    assert data["ratings"]["greedy"] == 1000.0
    assert set(data["pairs"]) == {"easy vs greedy", "easy vs strong", "greedy vs strong"}
    for level, (low, high) in data["ratings_ci95"].items():
        assert low <= data["ratings"][level] + 1e-6 and data["ratings"][level] <= high + 1e-6
    assert data["build"] in ("pure Python", "compiled (mypyc)")


def test_the_strength_report_gives_cpu_and_wall_times(capsys):
    assert cli.main(["--game", "bingolino", "--players", "strong,greedy", "--games", "2",
                     "--seed", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for name in data["players"]:
        cpu, wall = data["decision_cpu_ms"][name], data["decision_ms"][name]
        assert cpu["count"] == wall["count"] > 0
        assert 0.0 <= cpu["p50"] <= cpu["p95"] <= cpu["max"]
    assert data["per_game"]["strong"] and len(data["per_game"]["strong"]) == 2
    assert cli.main(["--game", "bingolino", "--players", "strong,greedy", "--games", "1"]) == 0
    assert "cpu p95" in capsys.readouterr().out


def test_the_cheater_sees_the_opponents_hand_only_in_the_benchmark():
    from bingolino_app.core.bots import make_bot
    from bingolino_app.core.session import Seat, Session

    session = Session("domino_bingo", [Seat("A", "computer", "cheater"),
                                       Seat("B", "computer", "greedy")], {}, 4)
    bot = make_bot("domino_bingo", "cheater(iterations=200)")
    p = session.pending_players()[0]
    seen = bot.observe(session.state, p)
    assert seen.viewer == p and seen.hands[1 - p] is not None
    assert session.state.observation(p).hands[1 - p] is None
    assert getattr(seen, "stock_order", None) in (None, ())  # the stock's order stays hidden
    legal = session.state.legal_actions(p)
    for obs in (seen, session.state.observation(p)):  # without the hand: plays as strong
        assert bot.choose(obs, legal, random.Random(1)) in legal
