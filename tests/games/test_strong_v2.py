"""strong_v2 is issue 13's strong, frozen (issue 34): on positions where issue 13's code chose
its moves (tests/games/<game>/strong_v2_positions.json, recorded with that code: see the
file's note), strong_v2 chooses the same ones, so the side-by-side benches measure against a
fixed baseline."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import repo_scripts

ROOT = Path(__file__).resolve().parents[2]


def check(game: str, limit: int | None) -> list:
    tool = repo_scripts.load("tools/record_positions.py")
    data = json.loads((ROOT / "tests" / "games" / game / "strong_v2_positions.json")
                      .read_text(encoding="utf-8"))
    assert data["level"] == "strong" and "51850c7" in data["note"]
    if limit is not None:
        data["positions"] = data["positions"][:limit]
    # The budget that decides is the iteration or node count; the CPU guard only protects the
    # player's window. In the pure Python build a Domino decision takes up to 1.1 s of CPU
    # against strong_v2's 1.2 s guard, and more on a loaded machine, where the guard cut a
    # search short and the move changed (a CI run here, three heavy jobs on two cores): the
    # guard lifted, the move depends only on the search.
    return tool.check(data, level=f"strong_v2(seconds={UNGUARDED})")


UNGUARDED = 600.0


@pytest.mark.slow  # decisions of a search level at its full budget
@pytest.mark.parametrize("game", ["domino_bingo", "lino"])
def test_strong_v2_plays_as_issue_13s_strong(game):
    assert check(game, 8) == []


@pytest.mark.slow
@pytest.mark.parametrize("game", ["domino_bingo", "lino"])
def test_strong_v2_plays_as_issue_13s_strong_everywhere(game):
    assert check(game, None) == []
