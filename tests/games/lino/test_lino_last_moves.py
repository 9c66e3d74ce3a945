"""What Lino tells about the moves made: each player's latest move in the view, and events that
name their cells in the notation of the board's edges (columns A.., rows 1.. from the top)."""

from __future__ import annotations

from bingolino_app.games.lino import rules
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.state import LinoState, Place, Setup


def new_state(**options) -> LinoState:
    state = LinoState(2, {"starter": 0, **options})
    state.apply(Setup(rules.cross_layout(), rules.tile_backs()), -1)
    return state


def build(state: LinoState) -> None:
    while state.phase == "build":
        state.apply(state.legal_actions(state.active)[0], state.active)


def test_cells_are_named_by_column_letter_and_row_number_from_the_box_corner():
    box = rules.layout_box(rules.cross_layout())
    assert box == (-2, -2, 12, 12)  # the cross's 11 x 11 cells and a margin of two
    assert rules.cell_name(box, (-2, -2)) == "A1"
    assert rules.cell_name(box, (0, 0)) == "C3"
    assert rules.cell_name(box, (12, 12)) == "O15"
    assert rules.cell_name(box, (3, 10)) == "F13"
    assert [rules.column_name(box, c) for c in range(box[0], box[2] + 1)] == list("ABCDEFGHIJKLMNO")
    # The largest explicit layout (15 x 15) with its margin still has a letter per column.
    wide = rules.layout_box([(0, 0), (14, 14)])
    assert rules.column_name(wide, wide[2]) == "S" and rules.row_name(wide, wide[3]) == "19"


def test_a_tile_move_is_each_players_last_move_until_that_player_moves_again():
    state = new_state()
    assert state.observation(0).last == (None, None)
    first = state.legal_actions(0)[0]
    origin = state.pos[first.tile]
    events = state.apply(first, 0)
    moved = next(e for e in events if e.key == "lino.moved")
    box = state.box()
    assert moved.args["names"] == [rules.cell_name(box, origin),
                                   rules.cell_name(box, (first.col, first.row))]
    assert state.observation(1).last == (("move", first.tile, origin, (first.col, first.row)),
                                         None)
    second = state.legal_actions(1)[0]
    state.apply(second, 1)
    last = state.observation(0).last
    assert last[0][:2] == ("move", first.tile)  # the first player's move stays shown
    assert last[1][:2] == ("move", second.tile)
    third = state.legal_actions(0)[0]
    state.apply(third, 0)
    assert state.observation(0).last[0][1] == third.tile  # replaced by the player's next move
    assert state.observation(0).last[1][1] == second.tile


def test_a_stone_names_its_cell_and_replaces_its_players_tile_move():
    state = new_state()
    build(state)
    assert state.observation(0).last[0][0] == "move"  # still the last building move
    tile = state.legal_actions(0)[0].tile
    events = state.apply(Place(tile), 0)
    placed = next(e for e in events if e.key == "lino.placed")
    assert placed.args["name"] == state.cell_name(state.pos[tile])
    assert state.observation(1).last[0] == ("place", tile, tuple(state.pos[tile]))
    assert state.observation(1).last[1][0] == "move"


def test_a_closed_row_names_the_cells_at_its_ends():
    state = new_state()
    build(state)
    geo = Geometry.of(state.pos)
    row = next(r for r in geo.rows if len(r) == 2)
    other = next(t for t in range(len(state.pos)) if t not in row
                 and not any(row_has(geo, i, row) for i in geo.rows_of[t]))
    state.apply(Place(other), 0)
    state.apply(Place(row[0]), 1)
    events = state.apply(Place(row[1]), 0)
    closed = [e for e in events if e.key == "lino.closed"]
    ends = {tuple(e.args["names"]) for e in closed}
    names = (state.cell_name(state.pos[row[0]]), state.cell_name(state.pos[row[1]]))
    assert names in ends or names[::-1] in ends


def row_has(geo: Geometry, i: int, row) -> bool:
    return set(geo.rows[i]) == set(row)


def test_the_second_game_of_a_fair_match_starts_with_no_last_moves():
    state = new_state(match="fair")
    build(state)
    while state.game_no == 0:
        state.apply(state.legal_actions(state.active)[0], state.active)
    assert state.phase == "build" and state.observation(0).last == (None, None)
    assert all(s == EMPTY for s in state.stones)


def test_a_clone_keeps_its_own_last_moves():
    state = new_state()
    other = state.clone()
    other.apply(other.legal_actions(0)[0], 0)
    assert state.observation(0).last == (None, None)
    assert other.observation(0).last[0] is not None
