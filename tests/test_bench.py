"""The benchmark command: seeded games, fair seats, the report's numbers and JSON form."""

from __future__ import annotations

import json

import pytest

from bingolino_app.bench import cli, stats, strength


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
                               5, rotation)) for rotation in (0, 1)]
    assert results[0]["seats"] == ["random", "greedy"]
    assert results[1]["seats"] == ["greedy", "random"]
    assert all(r["times"]["random"] and r["times"]["greedy"] for r in results)


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
