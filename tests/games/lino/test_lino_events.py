"""The events Lino's table and log show: the start, every refused move, closed rows, taken
tiles, and the end of a game with its runs, bonus and totals."""

from __future__ import annotations

import pytest

from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.games.lino import rules
from bingolino_app.games.lino.scoring import EMPTY
from bingolino_app.games.lino.state import LinoState, Move, Place, Setup, Starter

from lino_numbers_helpers import BLOCK, new_state


# --- the events the table and the log show -----------------------------------------------------
def test_the_event_log_of_the_start_and_every_refused_move():
    state = LinoState(2, {"starter": -1, "bonus": "full"})
    events = state.apply(Setup(rules.cross_layout(), rules.tile_backs()), CHANCE)
    events += state.apply(Starter(1), CHANCE)
    events += state.apply(Move(0, -1, 4), 1)
    assert [(e.key, e.args) for e in events] == [
        ("lino.setup", {"layout": "cross"}),
        ("lino.building", {"player": 1, "game": 0}),
        ("lino.moved", {"player": 1, "tile": 0, "origin": [0, 4], "cell": [-1, 4],
                        "names": ["C7", "B7"]}),
    ]
    assert state.last == (None, ("move", 0, (0, 4), (-1, 4)))
    for action, key, args in [
            (Move(0, -1, 5), "lino.tile_moved", {"tile": 0}),
            (Move(1, 20, 20), "lino.outside", {"tile": 1}),
            (Move(1, 13, 5), "lino.outside", {"tile": 1}),
            (Move(1, 0, 5), "lino.cell_used", {"tile": 1}),
            (Move(1, 5, 5), "lino.cell_used", {"tile": 1}),
            (Move(1, -2, -2), "lino.disconnected", {"tile": 1}),
            (Move(56, 0, 0), "lino.not_building", {}),
            (Move(-1, 0, 0), "lino.not_building", {}),
            (Place(3), "lino.not_filling", {})]:
        with pytest.raises(IllegalAction) as err:
            state.apply(action, 0)
        assert (err.value.key, err.value.args) == (key, args), action
    custom = LinoState(2, {"starter": 0, "layout": BLOCK})
    events = custom.apply(Setup(rules.parse_layout(BLOCK), rules.tile_backs()), CHANCE)
    assert events[0].args == {"layout": "custom"} and custom.phase == "build"


def test_a_placed_stone_tells_the_rows_it_closes():
    state = new_state()
    cells = [(c, 1) for c in range(3)] + [(1, 0), (1, 2)]
    state.start_cells = tuple(cells)
    state._new_game()
    state.stones = [EMPTY] * len(cells)
    state.phase, state.active = "fill", 1
    state.stones[0] = state.stones[2] = 0
    state.stones[3] = 1
    events = state.apply(Place(1), 1)  # the centre closes the row of 3, not the column
    assert [(e.key, e.args) for e in events] == [
        ("lino.placed", {"player": 1, "tile": 1, "name": "D4"}),
        ("lino.closed", {"player": 1, "tiles": [0, 1, 2], "points": 3, "names": ["C4", "E4"]}),
    ]
    assert state.row_points == [0, 3] and state.active == 0
    assert state.last == (None, ("place", 1, (1, 1)))


def test_a_taken_tile_is_refused():
    state = new_state()
    for _ in range(6):
        state.apply(state.legal_actions(state.active)[0], state.active)
    state.apply(Place(3), 0)
    for tile in (3, 56, -1):
        with pytest.raises(IllegalAction) as err:
            state.apply(Place(tile), 1)
        assert (err.value.key, err.value.args) == ("lino.tile_taken", {"tile": tile})
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(0, 0, 0), 1)
    assert err.value.key == "lino.not_building"


def test_the_end_of_a_game_tells_runs_bonus_and_totals():
    state = new_state(bonus="full")
    while state.phase != "end":
        state.apply(state.legal_actions(state.active)[0], state.active)
    events = state.events
    keys = [e.key for e in events]
    assert keys[-2:] == ["lino.game_over", "lino.won"]
    result = state.results[0]
    runs = [e.args for e in events if e.key == "lino.run"]
    assert sum(a["points"] for a in runs if a["player"] == 0) == result["runs"][0]
    assert all(a["points"] == rules.run_points(len(a["tiles"])) and len(a["names"]) == 2
               for a in runs)
    stars = [e.args for e in events if e.key == "lino.star"]
    numbers = [e.args for e in events if e.key == "lino.number"]
    assert all(a["points"] == 10 for a in stars) and stars
    assert all(a["points"] == rules.back_number(state.backs[a["tile"]]) for a in numbers)
    assert all(state.stones[a["tile"]] == EMPTY for a in numbers) and len(numbers) <= 8
    for p in (0, 1):
        assert result["bonus"][p] == sum(a["points"] for a in stars + numbers
                                         if a["player"] == p)
    assert events[-2].args == {"game": 0, "totals": result["total"], "games": 1}
    assert events[-1].args == {"players": state.winners(), "totals": result["total"]}
