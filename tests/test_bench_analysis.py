"""The analysis benchmark: `python -m bingolino_app.bench analysis`, its numbers and JSON."""

from __future__ import annotations

import json

from bingolino_app.bench import cli


def test_the_analysis_subcommand_reports_time_marks_and_agreement(capsys):
    assert cli.main(["analysis", "--game", "qwingo", "--games", "2", "--seed", "3",
                       "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "qwingo" and data["games"] == 2 and data["unit"] == "game"
    assert data["decisions"] == sum(data["marks"].values()) > 10
    assert data["agreement"] == 1.0  # exact values: both seeds agree
    assert 0.0 < data["seconds_per_unit"]["mean"] <= data["seconds_per_unit"]["max"]
    assert data["target_seconds"] == 20.0 and data["cores"] >= 1


def test_domino_bingo_is_timed_per_deal_and_its_seeds_may_disagree(capsys):
    assert cli.main(["analysis", "--game", "domino_bingo", "--games", "1", "--effort",
                       "0.1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["unit"] == "deal" and data["decisions"] > 0
    assert 0.0 <= data["agreement"] <= 1.0


def test_the_report_says_whether_the_target_was_met(capsys):
    assert cli.main(["analysis", "--game", "lino", "--games", "1", "--effort", "0.05",
                       "--players", "random,random"]) == 0
    out = capsys.readouterr().out
    assert "time per game" in out and "target < 40 s" in out and "load" in out
