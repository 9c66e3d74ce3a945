"""Lino's tiles and layouts pinned: 56 tiles and the set of backs, the 15 x 15 layout limit
and the characters a layout may hold, rows and connection, and the fast target finder."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.games.lino import rules
from bingolino_app.games.lino.state import LinoState

from lino_numbers_helpers import BLOCK


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


# --- the fast target finder against the plain rule --------------------------------------------
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
