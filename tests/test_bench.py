"""The benchmark command: seeded games, fair seats, the report's numbers and JSON form."""

from __future__ import annotations

import json

import pytest

from bingolino_app.bench import cli, stats, strength
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session


def run_json(capsys, *argv) -> dict:
    assert cli.main(["--game", "bingolino", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_the_promised_keys_and_sane_values(capsys):
    data = run_json(capsys, "--players", "strong,greedy", "--games", "4", "--seed", "3")
    assert {"game", "players", "games", "win_rate", "win_rate_ci95", "mean_turns",
            "decision_ms"} <= set(data)
    assert data["game"] == "bingolino" and data["games"] == 4
    assert data["players"] == ["strong", "greedy"]
    assert sum(data["win_rate"].values()) == pytest.approx(1.0)  # shared wins split 1/k
    for name in data["players"]:
        low, high = data["win_rate_ci95"][name]
        assert 0.0 <= low <= data["win_rate"][name] <= high <= 1.0
        ms = data["decision_ms"][name]
        assert 0.0 < ms["p50"] <= ms["p95"] <= ms["max"]
    assert data["mean_turns"] >= 4  # nobody earns a star before his fourth flip


def test_shared_wins_are_counted_apart(capsys):
    # Qwingo greedy players write the same numbers: they often fill a column together.
    data = run_json(capsys, "--game", "qwingo", "--players", "greedy,greedy", "--games", "6",
                    "--seed", "1")
    shared = data["shared_wins"]
    assert set(shared) == {"greedy#1", "greedy#2"}
    assert 0 < sum(shared.values()) <= 2 * data["games"]
    # every shared win is worth less than a full one in the rate
    for name, count in shared.items():
        assert data["win_rate"][name] * data["games"] <= data["games"] - count / 2 + 1e-9


def test_same_name_twice_is_reported_per_seat_and_runs_are_reproducible(capsys):
    args = ("--players", "greedy,greedy", "--games", "6", "--seed", "9")
    first = run_json(capsys, *args)
    assert first["players"] == ["greedy#1", "greedy#2"]
    again = run_json(capsys, *args, "--processes", "2")
    assert again["win_rate"] == first["win_rate"]
    assert again["mean_turns"] == first["mean_turns"]


def test_solo_and_text_report(capsys):
    assert cli.main(["--players", "greedy", "--games", "3", "--seed", "1",
                       "--option", "starter=0"]) == 0
    out = capsys.readouterr().out
    assert "solo: mean turns" in out and "1/k" in out


def test_seats_rotate_between_games():
    results = [strength.play_one(("bingolino", ["random", "greedy"], ["random", "greedy"], {},
                               5, rotation, False)) for rotation in (0, 1)]
    assert results[0]["seats"] == ["random", "greedy"]
    assert results[1]["seats"] == ["greedy", "random"]
    assert all(r["times"]["random"] and r["times"]["greedy"] for r in results)


def _deals(session_class, levels, seed):
    """Each deal's hands and turned trump of a whole Domino Bingo match, and its length."""
    seats = [Seat(f"p{i}", "computer", level) for i, level in enumerate(levels)]
    session = session_class("domino_bingo", seats, {"variant": "russian"}, seed)
    deals = {}
    while not session.state.is_terminal():
        state = session.state
        deals.setdefault(state.deal_no, (state.hands[0][:], state.hands[1][:], state.trump_stone))
        seat = session.pending_players()[0]
        session.apply(seat, choose_move("domino_bingo", levels[seat], state.observation(seat),
                                        state.legal_actions(seat),
                                        bot_seed(seed, len(session.history), seat)))
    return deals, len(session.history)


def test_duplicate_games_deal_the_same_deals_however_they_are_played():
    one, length_one = _deals(strength.DuplicateSession, ["greedy", "easy"], 5)
    two, length_two = _deals(strength.DuplicateSession, ["easy", "greedy"], 5)
    assert length_one != length_two  # the two matches were played differently ...
    shared = min(len(one), len(two))
    assert shared >= 3 and all(one[d] == two[d] for d in list(one)[:shared])  # ... on one deck
    # A session draws a deal from its place in the history: only the first deal is shared.
    plain_one, _ = _deals(Session, ["greedy", "easy"], 5)
    plain_two, _ = _deals(Session, ["easy", "greedy"], 5)
    assert plain_one[1] == plain_two[1] and plain_one[2] != plain_two[2]


def test_duplicate_runs_each_seed_from_every_seat_and_intervals_over_the_groups(capsys):
    result = strength.run("domino_bingo", ["greedy", "easy"], 6, 40, options={"variant": "english"},
                          duplicate=True)
    assert result["duplicate"] and result["games"] == 6
    shares = result["per_game"]["greedy"]
    assert list(result["win_rate_ci95"]["greedy"]) == list(stats.group_interval(shares, 2))
    again = [strength.play_one(("domino_bingo", ["greedy", "easy"], ["greedy", "easy"],
                                {"variant": "english"}, 40 + i // 2, i, True))["shares"]
             for i in range(6)]
    assert [s.get("greedy", 0.0) for s in again] == shares
    with pytest.raises(SystemExit, match="multiple of 2"):
        strength.run("domino_bingo", ["greedy", "easy"], 5, 40, duplicate=True)
    assert cli.main(["--game", "domino_bingo", "--players", "greedy,easy", "--games", "2",
                       "--duplicate"]) == 0
    assert "duplicate: the same deals from every seat" in capsys.readouterr().out


def test_group_interval_by_hand():
    # groups of two: means 0.5, 0.5, 1, 0.5 -> mean 0.625, sd 0.25, half 1.96 * 0.25 / 2
    low, high = stats.group_interval([1.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0, 1.0], 2)
    assert low == pytest.approx(0.625 - 0.245) and high == pytest.approx(0.625 + 0.245)
    assert stats.group_interval([1.0, 1.0, 1.0, 1.0], 2) == (1.0, 1.0)
    assert stats.group_interval([1.0, 0.0], 2) == (0.0, 1.0)  # one group: no spread to measure


def test_wilson_interval():
    low, high = stats.wilson(50, 100)
    assert low == pytest.approx(0.404, abs=1e-3) and high == pytest.approx(0.596, abs=1e-3)
    assert stats.wilson(0, 10)[0] == 0.0 and stats.wilson(10, 10)[1] == 1.0


def test_two_configurations_of_one_level_meet_in_one_run(capsys):
    data = run_json(capsys, "--game", "qwingo", "--players", "strong,strong(rivalry=0.0)",
                    "--games", "4",
                    "--seed", "2")
    assert data["players"] == ["strong", "strong(rivalry=0.0)"]
    assert sum(data["win_rate"].values()) == pytest.approx(1.0)


def test_a_bad_level_stops_the_benchmark_with_a_message():
    with pytest.raises(SystemExit, match="bad bot level"):
        cli.main(["--game", "lino", "--players", "strong(nodes=)", "--games", "1"])
