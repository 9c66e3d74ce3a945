"""Every number of shared/rules/lino.md pinned on both sides: 56 tiles and the set of backs,
the 15 x 15 layout limit and the characters a layout may hold, rows of two or more, the run
points 4/5/6/7, six building moves, 48 stones, the bonus, and the validation of every chance
outcome."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bingolino_app.core.game import CHANCE, Decision, IllegalAction
from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.state import LinoState, Move, Place, Setup, Starter, move_refusal

# 56 tiles as 4 rows of 14 (a valid layout, one group)
BLOCK = "/".join(["#" * 14] * 4)


def new_state(**options) -> LinoState:
    state = LinoState(2, {"starter": 0, **options})
    state.apply(Setup(rules.cross_layout(), rules.tile_backs()), CHANCE)
    return state


# --- the tiles ---------------------------------------------------------------------------------
def test_the_set_of_backs():
    backs = rules.tile_backs()
    assert len(backs) == 56
    counts = Counter(backs)
    assert counts["s"] == 4
    for colour in "bw":
        assert [counts[f"{colour}{n}"] for n in range(1, 6)] == [9, 8, 5, 3, 1]
        assert sum(counts[f"{colour}{n}"] for n in range(1, 6)) == 26


def test_backs_name_their_owner_and_number():
    assert rules.back_owner("s") is None and rules.back_number("s") == 0
    assert rules.back_owner("b3") == 0 and rules.back_number("b3") == 3
    assert rules.back_owner("w5") == 1 and rules.back_number("w5") == 5
    assert rules.back_owner("w1") == 1 and rules.back_number("b1") == 1


# --- layouts -----------------------------------------------------------------------------------
def test_the_cross_is_56_tiles_11_by_11():
    cells = rules.cross_layout()
    assert len(cells) == 56 and rules.connected(set(cells))
    assert min(cells) == (0, 4) and max(c for c, _ in cells) == 10 and max(r for _, r in cells) == 10
    assert rules.encode_layout(cells).split("/")[0] == "...##......"


def test_a_layout_of_56_connected_tiles_parses_to_cells_from_0_0():
    cells = rules.parse_layout(BLOCK)
    assert cells == tuple(sorted((c, r) for r in range(4) for c in range(14)))
    shifted = rules.parse_layout("/".join(["." * 14] + ["." + "#" * 14] * 4))
    assert shifted == cells  # trimmed to its box
    assert rules.encode_layout(cells) == BLOCK


@pytest.mark.parametrize("text", [
    BLOCK.replace("#", "x", 1),  # a foreign character in a tile's place
    BLOCK.replace("#", " ", 1),
    BLOCK + "/x",  # ... or beside 56 good tiles
    BLOCK + "/ ",
    BLOCK + "/.o",
])
def test_foreign_characters_are_refused(text):
    assert rules.parse_layout(BLOCK + "/..") is not None
    assert rules.parse_layout(text) is None
    assert not rules.is_layout_string(text)


def test_rows_up_to_15_wide_and_15_rows():
    # 15 wide: 56 = 15 + 15 + 15 + 11
    wide15 = "/".join(["#" * 15] * 3 + ["#" * 11])
    assert rules.parse_layout(wide15) is not None
    wide16 = "/".join(["#" * 16] * 3 + ["#" * 8])
    assert rules.parse_layout(wide16) is None
    # a wide row of dots only still counts: at most 15 characters
    assert rules.parse_layout(wide15 + "/" + "." * 15) is not None
    assert rules.parse_layout(wide15 + "/" + "." * 16) is None
    # 15 rows: a column of 4 wide, 14 rows, plus room
    tall = ["####"] * 14
    assert rules.parse_layout("/".join(tall)) is not None
    assert rules.parse_layout("/".join(tall + ["...."])) is not None  # 15 rows
    assert rules.parse_layout("/".join(tall + ["....", "...."])) is None  # 16 rows


@pytest.mark.parametrize("count,ok", [(55, False), (56, True), (57, False)])
def test_a_layout_has_exactly_56_tiles(count, ok):
    rows = ["#" * 14] * 4 + ["#" * (count - 56)] if count > 56 else ["#" * 14] * 3 + ["#" * (count - 42)]
    assert (rules.parse_layout("/".join(rows)) is not None) is ok


def test_a_layout_in_two_groups_is_refused():
    rows = ["#" * 14] * 2 + ["." * 14] + ["#" * 14] * 2
    assert rules.parse_layout("/".join(rows)) is None
    rows = ["#" * 14] * 2 + ["#" + "." * 13] + ["#" * 14, "#" * 13]
    assert rules.parse_layout("/".join(rows)) is not None  # 56, joined through the "#"


def test_only_text_is_a_layout():
    assert rules.parse_layout(None) is None and rules.parse_layout(56) is None
    assert not rules.is_layout_string(["#"])


def test_the_layout_option_refuses_what_the_parser_refuses():
    LinoState(2, {"layout": BLOCK})
    for bad in (BLOCK.replace("#", "x", 1), "/".join(["#" * 16] * 3 + ["#" * 8])):
        with pytest.raises(IllegalAction):
            LinoState(2, {"layout": bad})


def test_a_random_layout_is_56_connected_tiles_inside_11_by_11():
    for seed in range(5):
        cells = rules.random_layout(random.Random(seed))
        assert len(cells) == 56 == len(set(cells))
        assert rules.connected(set(cells))
        assert all(0 <= c < 11 and 0 <= r < 11 for c, r in cells)
        assert (5, 5) in cells


def test_the_box_widens_the_layout_by_two():
    assert rules.layout_box([(0, 0), (3, 1)]) == (-2, -2, 5, 3)


def test_cell_names_count_from_the_box_corner():
    box = (-2, -2, 12, 12)
    assert rules.cell_name(box, (-2, -2)) == "A1"
    assert rules.cell_name(box, (2, 3)) == "E6"
    assert rules.column_name(box, 16) == "S" and rules.row_name(box, 9) == "12"
    assert rules.cell_name((1, 5, 9, 9), (3, 6)) == "C2"


# --- geometry ----------------------------------------------------------------------------------
def test_rows_are_runs_of_two_or_more_in_four_directions():
    assert rules.rows_of([(0, 0)]) == []
    assert sorted(rules.rows_of([(0, 0), (1, 0)])) == [((0, 0), (1, 0))]
    assert rules.rows_of([(0, 0), (0, 1)]) == [((0, 0), (0, 1))]
    assert rules.rows_of([(0, 0), (1, 1)]) == [((0, 0), (1, 1))]
    assert rules.rows_of([(0, 1), (1, 0)]) == [((0, 1), (1, 0))]
    assert rules.rows_of([(0, 0), (2, 0)]) == []  # a gap
    three = rules.rows_of([(0, 0), (1, 0), (2, 0)])
    assert three == [((0, 0), (1, 0), (2, 0))]  # maximal: not its parts


def test_tiles_connect_through_sides_and_corners_only():
    assert rules.connected({(0, 0), (1, 1)})
    assert not rules.connected({(0, 0), (2, 0)})
    assert not rules.connected({(0, 0), (0, 2)})
    assert rules.connected(set()) and rules.connected({(4, 4)})
    assert len(rules.components({(0, 0), (2, 2), (5, 5)})) == 3


# --- scoring -----------------------------------------------------------------------------------
@pytest.mark.parametrize("length,points", [(1, 0), (2, 0), (3, 0), (4, 10), (5, 20), (6, 30),
                                           (7, 40), (8, 40), (11, 40)])
def test_run_points(length, points):
    assert rules.run_points(length) == points


@pytest.mark.parametrize("length,points", [(3, None), (4, 10), (5, 20), (6, 30), (7, 40),
                                           (9, 40)])
def test_a_run_of_own_stones_on_the_board_scores_once(length, points):
    cells = [(c, 0) for c in range(length + 2)]
    geo = Geometry(cells)
    stones = [1] + [0] * length + [EMPTY]
    found = scoring.runs(geo, stones)
    if points is None:
        assert found == []
    else:
        assert found == [(0, tuple(range(1, length + 1)), points)]


def test_empty_tiles_make_no_run():
    geo = Geometry([(c, 0) for c in range(5)])
    assert scoring.runs(geo, [EMPTY] * 5) == []


def test_a_closed_row_needs_every_tile():
    geo = Geometry([(c, 0) for c in range(3)])
    assert scoring.closed_rows(geo, [0, EMPTY, EMPTY], 1) == []
    assert scoring.closed_rows(geo, [0, EMPTY, 1], 1) == [0]


def test_a_star_is_worth_10_a_number_its_face():
    cells = [(c, r) for r in range(3) for c in range(3)]
    geo = Geometry(cells)
    backs = ["b2"] * 9
    backs[4] = "s"
    stones = [0, 0, 1, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY]
    items = scoring.bonus_items(geo, stones, backs, "full")
    assert (0, 4, 10) in items
    assert sorted(t for _, t, _ in items if t != 4) == [3, 5, 6, 7, 8]
    assert all(p == 0 and pts == 2 for p, t, pts in items if t != 4)
    assert scoring.bonus_items(geo, stones, backs, "stars") == [(0, 4, 10)]
    assert scoring.bonus_items(geo, stones, backs, "off") == []
    assert scoring.end_totals(geo, stones, backs, "full") == ([0, 0], [20, 0])


@pytest.mark.parametrize("blue,white,winner", [(3, 2, 0), (2, 3, 1), (0, 1, 1), (1, 0, 0)])
def test_the_star_goes_to_the_majority(blue, white, winner):
    cells = [(c, r) for r in range(3) for c in range(3)]
    geo = Geometry(cells)
    ring = [0, 1, 2, 3, 5, 6, 7, 8]
    stones = [EMPTY] * 9
    for t in ring[:blue]:
        stones[t] = 0
    for t in ring[blue:blue + white]:
        stones[t] = 1
    assert scoring.star_winner(geo, stones, 4) == winner


# --- the game ----------------------------------------------------------------------------------
def test_six_building_moves_then_filling():
    state = new_state()
    for k in range(6):
        assert state.phase == "build"
        assert state.observation(0).builds_left == [(3, 3), (2, 3), (2, 2), (1, 2), (1, 1),
                                                    (0, 1)][k]
        state.apply(state.legal_actions(state.active)[0], state.active)
    assert state.phase == "fill" and state.active == 0
    assert state.observation(0).builds_left == (0, 0)


def test_a_moved_tile_stays_and_used_cells_stay_used():
    state = new_state()
    move = state.legal_actions(0)[0]
    origin = state.pos[move.tile]
    state.apply(move, 0)
    assert state.moved[move.tile] and origin in state.used and (move.col, move.row) in state.used
    assert all(m.tile != move.tile for m in state.legal_actions(1))
    assert all((m.col, m.row) not in state.used for m in state.legal_actions(1))


def test_48_stones_end_the_game_47_do_not():
    state = new_state()
    for _ in range(6):
        state.apply(state.legal_actions(state.active)[0], state.active)
    for k in range(48):
        assert state.phase == "fill"
        left = state.observation(0).stones_left
        assert left == (24 - (k + 1) // 2, 24 - k // 2)
        state.apply(state.legal_actions(state.active)[0], state.active)
    assert state.phase == "end"
    assert state.stones.count(EMPTY) == 8
    assert state.observation(0).stones_left == (0, 0)


def test_equal_totals_are_a_draw_and_the_loser_begins_the_next_game():
    state = new_state()
    state.results = [{"first": 0, "rows": [0, 0], "runs": [0, 0], "bonus": [0, 0],
                      "total": [5, 5]}]
    state.stones = [0] * 24 + [1] * 23 + [EMPTY] * 9
    state.phase, state.active = "fill", 1
    state.results = []
    tile = state.stones.index(EMPTY)
    state.apply(Place(tile), 1)
    totals = state.results[0]["total"]
    assert state.winners() == [p for p in (0, 1) if totals[p] == max(totals)]
    if len(state.winners()) == 1:
        assert state.next_game_options()["starter"] == 1 - state.winners()[0]
    else:
        assert state.next_game_options()["starter"] == 0


# --- chance ------------------------------------------------------------------------------------
@pytest.mark.parametrize("player,ok", [(-1, False), (0, True), (1, True), (2, False)])
def test_the_starter_is_one_of_the_two(player, ok):
    state = LinoState(2, {"starter": -1})
    state.apply(Setup(rules.cross_layout(), rules.tile_backs()), CHANCE)
    assert state.phase == "starter"
    assert state.is_chance_outcome(Starter(player)) is ok
    assert {state.sample_chance(random.Random(s)).player for s in range(40)} == {0, 1}


def test_a_setup_is_the_chosen_layout_and_the_56_backs():
    state = LinoState(2, {"starter": 0})
    cross, backs = rules.cross_layout(), rules.tile_backs()
    assert state.is_chance_outcome(Setup(cross, backs))
    assert state.is_chance_outcome(Setup(cross, tuple(reversed(backs))))
    assert not state.is_chance_outcome(Setup(cross[:-1], backs))
    assert not state.is_chance_outcome(Setup(cross, backs[:-1]))
    assert not state.is_chance_outcome(Setup(cross, backs[:-1] + ("s",)))  # a fifth star
    assert not state.is_chance_outcome(Setup(cross, ("b9",) + backs[1:]))
    assert not state.is_chance_outcome(Setup(rules.parse_layout(BLOCK), backs))  # not the cross
    assert not state.is_chance_outcome(Starter(0))
    block = LinoState(2, {"layout": BLOCK, "starter": 0})
    assert block.is_chance_outcome(Setup(rules.parse_layout(BLOCK), backs))
    assert not block.is_chance_outcome(Setup(cross, backs))


def test_a_random_setup_needs_56_connected_distinct_cells():
    state = LinoState(2, {"layout": "random", "starter": 0})
    backs = rules.tile_backs()
    cells = rules.random_layout(random.Random(3))
    assert state.is_chance_outcome(Setup(cells, backs))
    assert not state.is_chance_outcome(Setup(cells[:-1] + (cells[0],), backs))  # a cell twice
    far = cells[:-1] + ((40, 40),)
    assert not state.is_chance_outcome(Setup(far, backs))  # two groups
    assert not state.is_chance_outcome(Setup(cells[:-1], backs))


# --- what a save and a player see (the snapshot is compared on every load) ---------------------
def one_move_made() -> LinoState:
    state = new_state(bonus="stars")
    state.apply(Move(0, -1, 4), 0)
    return state


def test_the_snapshot_is_pinned():
    cross, backs = rules.cross_layout(), rules.tile_backs()
    pos = [[-1, 4]] + [list(c) for c in cross[1:]]
    assert cross[0] == (0, 4)
    assert one_move_made().snapshot() == {
        "phase": "build", "game_no": 0, "first": 0, "active": 1,
        "start": [list(c) for c in cross], "backs": list(backs), "pos": pos,
        "moved": [True] + [False] * 55, "used": sorted([list(c) for c in cross] + [[-1, 4]]),
        "stones": [-1] * 56, "row_points": [0, 0], "results": [], "winners": [],
    }


def test_a_player_sees_the_board_and_only_the_backs_face_up():
    state = one_move_made()
    view = state.observation(0)
    assert (view.viewer, view.phase, view.game_no, view.games, view.first, view.active) == (
        0, "build", 0, 1, 0, 1)
    assert view.pos[0] == (-1, 4) and view.moved[0] and not any(view.moved[1:])
    assert view.box == (-2, -2, 12, 12) and len(view.used) == 57
    assert view.stones == (EMPTY,) * 56 and view.bonus == "stars"
    assert (view.builds_left, view.stones_left, view.row_points) == ((2, 3), (24, 24), (0, 0))
    assert view.results == () and view.winners == ()
    assert view.last == (("move", 0, (0, 4), (-1, 4)), None)
    assert [b for b in view.backs if b is not None] == ["s"] * 4
    assert view.start_cells() == tuple(sorted(rules.cross_layout()))
    assert view.totals() == (0, 0)
    assert LinoState(2, {}).observation(0).box == (0, 0, 0, 0)  # nothing laid out yet


def test_view_totals_add_finished_games_and_this_games_rows():
    state = new_state(match="fair")
    state.results = [{"first": 0, "rows": [3, 4], "runs": [10, 0], "bonus": [0, 2],
                      "total": [13, 6]}]
    state.row_points = [5, 1]
    assert state.observation(0).totals() == (18, 7)
    assert state.scores() == [18.0, 7.0]
    state.phase = "end"
    assert state.observation(0).totals() == (13, 6)
    assert state.scores() == [13.0, 6.0]


@pytest.mark.parametrize("winners,starter", [((0,), 1), ((1,), 0), ((0, 1), -1)])
def test_the_loser_begins_the_next_game(winners, starter):
    state = new_state()
    state.options["starter"] = -1
    assert state.next_game_options() == state.options  # not over yet
    state.phase, state.winners_list = "end", winners
    options = state.next_game_options()
    assert options == {**state.options, "starter": starter}
    assert options is not state.options


def test_a_clone_is_equal_and_independent():
    state = one_move_made()
    twin = state.clone()
    assert twin.snapshot() == state.snapshot() and twin.last == state.last
    twin.apply(twin.legal_actions(1)[0], 1)
    assert state.snapshot() == one_move_made().snapshot()
    assert state.results == [] and twin.options is not state.options


def test_each_game_of_a_fair_match_is_recorded():
    state = new_state(match="fair")
    rng = random.Random(8)
    while not state.is_terminal():
        p = state.decision().players[0]
        legal = state.legal_actions(p)
        state.apply(legal[rng.randrange(len(legal))], p)
    assert [r["first"] for r in state.results] == [0, 1] and state.game_no == 1
    for r in state.results:
        assert set(r) == {"first", "rows", "runs", "bonus", "total"}
        assert r["total"] == [r["rows"][p] + r["runs"][p] + r["bonus"][p] for p in (0, 1)]
    totals = [sum(r["total"][p] for r in state.results) for p in (0, 1)]
    won = [e for e in state.events if e.key == "lino.won"]
    assert won[-1].args == {"players": list(state.winners()), "totals": totals}


def test_the_data_files_are_read_from_the_resources():
    tiles = rules._data("tiles.json")  # tile_backs() caches its first reading
    assert tiles["stars"] == 4 and len(tiles["colours"]) == 2
    assert rules.parse_layout("/".join(rules._data("layouts.json")["cross"])) == \
        rules.cross_layout()


def test_a_layout_is_encoded_within_its_own_box():
    assert rules.encode_layout({(3, 2), (4, 2)}) == "##"
    assert rules.encode_layout({(5, 7), (6, 8)}) == "#./.#"


def test_a_random_layout_grows_to_every_neighbour_inside_the_box():
    assert rules._around((0, 0), 3) == {(1, 0), (0, 1), (1, 1)}
    assert rules._around((2, 2), 3) == {(1, 1), (1, 2), (2, 1)}
    assert rules._around((1, 1), 3) == {(c, r) for c in range(3) for r in range(3)} - {(1, 1)}


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
    assert events[-2].args == {"game": 0, "totals": result["total"]}
    assert events[-1].args == {"players": state.winners(), "totals": result["total"]}


def _by_definition(cells, tile, used, box):
    """Targets straight from the rules: an empty, never used cell in the box that leaves
    all tiles one group."""
    c0, r0, c1, r1 = box
    rest = set(cells) - {tile}
    return [(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)
            if (c, r) not in used and (c, r) not in cells
            and rules.connected(rest | {(c, r)})]


def _agree(cells, used, box, by_definition=True):
    fast = rules.all_build_targets(set(cells), set(used), box)
    assert set(fast) == set(cells)
    for cell in cells:
        plain = rules.build_targets(set(cells), cell, set(used), box)
        assert fast[cell] == plain, (cell, box)
        if by_definition:  # (too slow for a whole board)
            assert plain == sorted(_by_definition(cells, cell, set(used), box)), (cell, box)
    return fast


@pytest.mark.parametrize("cells", [
    [(0, 0), (1, 0)],
    [(0, 0), (1, 0), (2, 0), (1, 1)],
    [(c, r) for c in range(3) for r in range(3)],
    [(0, 0), (1, 1), (2, 2), (3, 3)],
    [(0, 0), (1, 0), (2, 1), (2, 2), (1, 3), (0, 3)],
    [(1, 1), (0, 0), (2, 0), (1, 2)],  # the centre holds three arms together
])
@pytest.mark.parametrize("box", [(0, 0, 3, 3), (-1, -1, 4, 4), (0, -1, 2, 1), (-2, 0, 2, 5)])
def test_the_fast_target_finder_agrees_with_the_plain_rule_on_small_boards(cells, box):
    _agree(cells, cells, box)
    _agree(cells, cells + [(-1, 0), (0, -1), (3, 1)], box)  # cells used before


def test_the_fast_target_finder_on_the_starting_boards():
    for layout in ("cross", "random"):
        state = LinoState(2, {"layout": layout, "starter": 0})
        state.apply(state.sample_chance(random.Random(3)), CHANCE)
        for _ in range(2):
            _agree(state.pos, state.used, state.box(), by_definition=False)
            state.apply(state.legal_actions(state.active)[0], state.active)
    assert _agree([(0, 0), (1, 0)], [(0, 0), (1, 0)], (0, 0, 1, 1)) == {
        (0, 0): [(0, 1), (1, 1)], (1, 0): [(0, 1), (1, 1)]}


# --- the rest of the state's bookkeeping -------------------------------------------------------
def last_stone_of(state: LinoState, pattern):
    """Fill the built board with ``pattern`` (tile -> player or EMPTY) but for one stone of
    player 1, then place it: the game's end events."""
    for _ in range(6):
        state.apply(state.legal_actions(state.active)[0], state.active)
    state.stones = list(pattern)
    last = state.stones.index(EMPTY)
    state.active = 1
    return state.apply(Place(last), 1)


def test_end_runs_are_told_with_their_tiles_points_and_ends():
    state = new_state()
    events = last_stone_of(state, [0] * 24 + [1] * 23 + [EMPTY] * 9)
    runs = scoring.runs(state.geo, state.stones)
    assert runs and any(p == 0 for p, _, _ in runs)
    assert [e.args for e in events if e.key == "lino.run"] == [
        {"player": p, "tiles": list(tiles), "points": points,
         "names": [state.cell_name(state.pos[tiles[0]]), state.cell_name(state.pos[tiles[-1]])]}
        for p, tiles, points in runs]


def test_a_second_game_keeps_the_first_ones_result_in_copies_and_snapshots():
    state = new_state(match="fair")
    last_stone_of(state, [0] * 24 + [1] * 23 + [EMPTY] * 9)
    assert state.game_no == 1 and len(state.results) == 1 and state.phase == "build"
    assert state.snapshot()["results"] == state.results
    twin = state.clone()
    assert twin.results == state.results and twin.options == state.options
    assert twin.events == [] and twin.snapshot() == state.snapshot()
    twin.results[0]["total"] = "changed"
    assert state.results[0]["total"] != "changed"


def test_move_refusals_at_the_edges_of_the_box():
    state = new_state()
    view = state.observation(0)
    c0, r0, c1, r1 = view.box
    tip = view.pos.index((4, 10))
    assert move_refusal(view, tip, (3, 11)) == "lino.disconnected"  # it would touch only itself
    assert move_refusal(view, tip, (4, 11)) is None
    state.apply(Move(tip, 5, 11), 0)
    view = state.observation(1)
    right = view.pos.index((10, 3))
    assert move_refusal(view, right, (5, r1)) is None  # the bottom edge is inside
    assert move_refusal(view, right, (5, r1 + 1)) == "lino.outside"
    state.apply(Move(view.pos.index((0, 4)), 11, 3), 1)
    view = state.observation(0)
    assert move_refusal(view, view.pos.index((0, 5)), (c1, 3)) is None  # the right edge too
    assert move_refusal(view, right, (c1 + 1, 4)) == "lino.outside"
    assert move_refusal(view, right, (c0 - 1, 4)) == "lino.outside"
    assert move_refusal(view, right, (4, r0 - 1)) == "lino.outside"


def test_a_chance_action_from_a_player_is_refused_by_name():
    state = new_state()
    with pytest.raises(IllegalAction) as err:
        state.apply(Starter(0), 0)
    assert (err.value.key, err.value.args) == ("game.illegal", {"action": "Starter"})


def test_moves_checked_without_the_list_of_legal_moves():
    """Right after a move nothing is cached: each check runs on its own."""
    state = new_state()
    tip = state.pos.index((4, 10))
    state.apply(Move(state.pos.index((10, 3)), 11, 4), 0)
    assert state._legal_set is None
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(tip, 3, 11), 1)  # touching only itself
    assert err.value.key == "lino.disconnected"
    state.apply(Move(tip, 4, 11), 1)
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(56, 0, 0), 0)
    assert err.value.key == "lino.not_building"
    state.apply(Move(0, -1, 4), 0)  # tile 0 may move too
    assert state.pos[0] == (-1, 4)


def test_no_move_while_filling():
    state = new_state()
    for _ in range(6):
        state.apply(state.legal_actions(state.active)[0], state.active)
    state.apply(Place(3), 0)
    tile = state.moved.index(False)
    target = rules.build_targets(set(state.pos), state.pos[tile], state.used, state.box())[0]
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(tile, *target), 1)
    assert err.value.key == "lino.not_building" and state.phase == "fill"
    state.apply(Place(0), 1)  # tile 0 too
    assert state.stones[0] == 1


def test_whose_turn_and_the_filling_begins_with_the_builder():
    state = new_state(starter=1)
    assert state.decision() == Decision("player", (1,))
    assert state.legal_actions(0) == [] and state.legal_actions(1)
    events = []
    for _ in range(6):
        events += state.apply(state.legal_actions(state.active)[0], state.active)
    assert (events[-1].key, events[-1].args) == ("lino.filling", {"player": 1})
    assert state.legal_actions(0) == [] and state.legal_actions(1)


def test_a_random_setup_is_told_as_random():
    state = LinoState(2, {"layout": "random", "starter": 0})
    events = state.apply(state.sample_chance(random.Random(1)), CHANCE)
    assert events[0].args == {"layout": "random"}


def test_a_fair_match_begun_by_white_gives_blue_the_second_game():
    state = new_state(match="fair", starter=1)
    assert state.first == 1
    last_stone_of(state, [0] * 24 + [1] * 23 + [EMPTY] * 9)
    assert state.game_no == 1 and state.first == 0 and state.active == 0
    assert state.phase == "build"


def test_bonus_points_are_added_to_the_total():
    state = new_state(bonus="full")
    last_stone_of(state, [0] * 24 + [1] * 23 + [EMPTY] * 9)
    result = state.results[0]
    assert result["bonus"] != [0, 0]
    assert result["total"] == [result["rows"][p] + result["runs"][p] + result["bonus"][p]
                               for p in (0, 1)]
    for e in state.events:
        if e.key in ("lino.star", "lino.number"):
            assert e.args["name"] == state.cell_name(state.pos[e.args["tile"]])
