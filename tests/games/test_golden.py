"""Golden decisions (tests/games/golden/<game>.json, written by tools/golden.py): at recorded
positions of every game each computer level still chooses the move it chose when they were
recorded, and the analysis still gives the verdict and the values it gave.

A failure here means a level plays differently or the review says something else. When that
was meant (a new budget, a new evaluation, a merged search), regenerate with
``python tools/golden.py write GAME`` and say in the commit why the decisions moved; else it is
a regression. ``python tools/golden.py check`` lists every difference."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import repo_scripts

ROOT = Path(__file__).resolve().parent.parent.parent
golden = repo_scripts.load("tools/golden.py")

DATA = {game: json.loads((Path(__file__).parent / "golden" / f"{game}.json")
                         .read_text(encoding="utf-8")) for game in golden.GAMES}


def _levels(expensive: bool) -> list[tuple[str, str]]:
    found = []
    for game, data in DATA.items():
        names = {level for entry in data["positions"] for level in entry["decisions"]}
        for level in sorted(names):
            if (level in golden.EXPENSIVE.get(game, ())) == expensive:
                found.append((game, level))
    return found


def _decisions(game: str, level: str) -> None:
    wrong = []
    for i, entry in enumerate(DATA[game]["positions"]):
        if level in entry["decisions"]:
            got = golden.decide(game, entry, level)
            if got != entry["decisions"][level]:
                wrong.append((i, entry["decisions"][level], got))
    assert wrong == [], f"{game}/{level} decides otherwise at (position, recorded, now): {wrong}"


@pytest.mark.parametrize("game, level", _levels(expensive=False))
def test_each_level_chooses_the_recorded_move(game, level):
    _decisions(game, level)


@pytest.mark.slow  # the search levels at their full budget: seconds a decision
@pytest.mark.parametrize("game, level", _levels(expensive=True))
def test_the_search_levels_at_full_budget_choose_the_recorded_move(game, level):
    """The full strong levels at every sixth position (a second or two a decision)."""
    _decisions(game, level)


@pytest.mark.parametrize("game, index", [(game, i) for game, data in DATA.items()
                                         for i in range(len(data["positions"]))])
def test_the_analysis_gives_the_recorded_verdict_and_values(game, index):
    entry = DATA[game]["positions"][index]
    got = golden.judge(game, entry)
    expected = entry["analysis"]
    assert got["verdict"]["mark"] == expected["verdict"]["mark"]
    assert got["best"] == expected["best"]
    assert golden.close(got, expected), (got, expected)


@pytest.mark.parametrize("game", golden.GAMES)
def test_the_positions_are_spread_over_the_game(game):
    """Every kind of decision is among the positions, a few of each level's choices differ
    from the move played (the file tells levels apart) and some verdicts are not good."""
    positions = DATA[game]["positions"]
    kinds = {entry["played"]["type"] for entry in positions}
    expected = {"bingolino": {"Arrange", "ChooseDice", "Flip", "TurnBack"},
                "qwingo": {"Setup", "Call", "Enter"}, "domino_bingo": {"Play", "Close"},
                "lino": {"Move", "Place"}}[game]
    assert kinds == expected
    marks = {entry["analysis"]["verdict"]["mark"] for entry in positions}
    assert "mistake" in marks and "good" in marks
    for level in ("greedy", "strong"):
        chosen = [entry["decisions"][level] for entry in positions
                  if level in entry["decisions"]]
        assert len({json.dumps(c, sort_keys=True) for c in chosen}) > 1
