"""The colours of every theme by role, as data: the boards' and charts' roles (``LIGHT``,
``DARK``, ``HIGH_CONTRAST``), printed paper (``PRINT``) and the widgets' palettes and
high-contrast style sheet. ``theme.py`` turns them into palettes and applies them; the
contrast tests (tests/ui/test_contrast.py) hold each to WCAG's ratios. Imports nothing of the
app."""

from __future__ import annotations


def _a(alpha: int, rgb: str) -> str:
    """A colour with alpha, written as Qt reads it: "#AARRGGBB"."""
    return f"#{alpha:02x}{rgb.lstrip('#')}"


# --- the light palette: the app's colours before themes ---------------------------------------
LIGHT: dict[str, str] = {
    # The table, shared by the boards: letters on the felt, gold, the highlight, pills.
    "table.text": "#f5f0e1",
    "table.accent": "#ffe08a",  # gold letters: totals, the call, notes
    "table.highlight": "#ffd54a",  # the active frame, a tile to turn, a banner's letters
    "table.pill": _a(170, "#000000"),  # under a banner or a note; was alpha 150 (4.1:1 on
    # the paper of Domino Bingo's summary)
    "table.banner_edge": "#3a2400",
    "table.shadow": _a(90, "#000000"),
    "table.cursor_halo": "#000000",  # the keyboard cursor: dots on a dark halo
    "table.cursor": "#ffd43b",
    # Bingolino
    "bingolino.felt_light": "#2f7a48",
    "bingolino.felt_dark": "#173f26",
    "bingolino.reduced": "#4fd0ff",  # a tile for the total less one die
    "bingolino.back_mark": "#ff8a65",  # a face-down tile to turn back up
    "bingolino.could": _a(170, "#ffffff"),  # another player's option
    "bingolino.selected": "#ffffff",  # picked for a swap
    "bingolino.tile_top": "#fffdf5",
    "bingolino.tile_bottom": "#e6dcc2",
    "bingolino.tile_edge": "#9c8a66",
    "bingolino.tile_inner": _a(160, "#ffffff"),
    "bingolino.tile_number": "#2b2118",
    "bingolino.back_top": "#b23a3a",
    "bingolino.back_bottom": "#6e1f27",
    "bingolino.back_edge": "#4a1218",
    "bingolino.back_lattice": _a(70, "#ffdcc8"),
    "bingolino.emblem": "#8d2a30",
    "bingolino.emblem_star": "#f3d9a4",
    "bingolino.back_number": _a(235, "#ffecd2"),  # was alpha 165 (3.0:1 on the back)
    "bingolino.aside": "#7fdcff",  # the die set aside, and what it leaves
    "bingolino.roller": "#e8f2e4",  # was #d8e8d0 (4.4:1 mid-felt)
    "bingolino.die_shadow": _a(100, "#000000"),
    "bingolino.die_top": "#ffffff",
    "bingolino.die_bottom": "#d9d9d9",
    "bingolino.die_edge": "#777777",
    "bingolino.pip": "#1b1b1b",
    "bingolino.pip_one": "#b3202a",
    "bingolino.star_light": "#fff3b0",
    "bingolino.star": "#e0a800",
    "bingolino.star_edge": "#7a5a00",
    "bingolino.star_open": _a(70, "#ffffff"),
    "bingolino.badge": "#ffffff",  # the last tile's badge and the mark badges
    "bingolino.badge_ink": "#1b1b1b",
    "bingolino.grid": _a(60, "#000000"),
    "bingolino.grid_edge": _a(50, "#ffffff"),
    "bingolino.cursor": "#ffffff",
    "bingolino.odds": _a(110, "#000000"),
    "bingolino.odds_edge": _a(60, "#ffffff"),
    "bingolino.odds_bar": _a(90, "#ffffff"),
    # Qwingo
    "qwingo.felt": "#2d5a3d",
    "qwingo.paper": "#fffdf6",
    "qwingo.ink": "#1d3a8a",  # the handwriting: a blue pen
    "qwingo.line": "#8a7f6a",
    "qwingo.active": "#f08c00",
    "qwingo.title": "#c2255c",
    "qwingo.note": "#c4410a",  # was #e8590c (3.5:1 on the paper)
    "qwingo.back": "#efe6cf",
    "qwingo.back_text": "#6d6250",
    "qwingo.header": "#f6f0df",
    "qwingo.caption": "#4a4a4a",
    "qwingo.pencil": "#6b7178",  # a number placed in the setup; was #868e96 (3.3:1)
    "qwingo.dead": _a(190, "#c92a2a"),  # was alpha 150 (2.7:1 on the paper)
    "qwingo.legal": "#2f9e44",
    "qwingo.risky": "#e8590c",
    "qwingo.could": "#7c8a99",
    "qwingo.hint": "#1c7ed6",
    "qwingo.last": "#d9480f",
    "qwingo.badge_ink": "#fffdf6",  # the "!" on a risky box
    "qwingo.state": "#b03a08",  # a small sheet's state, on its paper; was #e8590c
    # Qwingo's symbols and die: pictures, the same in every theme but the outlines
    "symbol.outline": "#3b2a1a",
    "symbol.banana": "#f7d23e",
    "symbol.stalk": "#5a3d1e",
    "symbol.banana_line": "#c9a21a",
    "symbol.cup": "#5fa8d3",
    "symbol.saucer": "#e8eef2",
    "symbol.cup_line": "#ffffff",
    "symbol.steam": "#9aa7b0",
    "symbol.donut": "#d99a55",
    "symbol.icing": "#f07fb0",
    "symbol.sprinkle1": "#ffffff",
    "symbol.sprinkle2": "#ffe14d",
    "symbol.sprinkle3": "#6cc6ff",
    "symbol.sprinkle4": "#7ad36b",
    "symbol.cone": "#e2b06a",
    "symbol.waffle": "#a9742f",
    "symbol.scoop": "#fbe3ee",
    "symbol.cherry": "#d1333f",
    "symbol.rind": "#3c9a3c",
    "symbol.flesh": "#ef4f5a",
    "symbol.seed": "#000000",
    "symbol.bolt": "#ffcf24",
    "symbol.bolt_edge": "#6b4a00",
    "symbol.die": "#fdfbf4",
    "symbol.die_lightning": "#303a8f",
    "symbol.die_edge": "#6d6a5f",
    "symbol.die_unknown": "#c9c3b4",
    # Domino Bingo
    "domino.felt_dark": "#123d2a",
    "domino.felt_light": "#2c6b4a",
    "domino.trump": "#d9a400",
    "domino.trump_edge": "#6b4f00",  # the trump corner's edge: it stands out on the stone
    "domino.cursor": "#7fdcff",
    "domino.face_top": "#fffdf6",
    "domino.face_bottom": "#e8e0cc",
    "domino.back_top": "#7a2d1f",
    "domino.back_bottom": "#4a1810",
    "domino.edge": "#3a3024",
    "domino.back_inner": _a(90, "#ffdcaa"),
    "domino.midline": "#6b5d48",
    "domino.pip": "#1d1a16",
    "domino.dim": _a(120, "#141e19"),
    "domino.frame": _a(70, "#000000"),
    "domino.veil": _a(120, "#000000"),
    "domino.strict": "#ffc48f",  # "no more drawing"; was #ffb36b (3.6:1 on the felt)
    # The paper sheet laid on a table (Domino Bingo's deal summary)
    "sheet.paper": "#fbf6e8",
    "sheet.edge": "#6b5d48",
    "sheet.ink": "#2a1a00",
    "sheet.muted": "#6b5d48",
    "sheet.button_ink": "#2a1a00",
    # Lino
    "lino.felt_light": "#1f4a44",
    "lino.felt_dark": "#14302c",
    "lino.board": _a(18, "#ffffff"),
    "lino.frame": _a(60, "#000000"),
    "lino.edge_label": "#efe6cc",
    "lino.editor_grid": _a(40, "#ffffff"),
    "lino.blue": "#2f6fd6",
    "lino.blue_edge": "#0b2350",
    "lino.blue_ring": _a(150, "#ffffff"),
    "lino.white": "#f7f5ee",
    "lino.white_edge": "#2a2a2a",
    "lino.white_ring": _a(90, "#000000"),
    "lino.tile": "#e9dcbc",
    "lino.tile_edge": "#8a7350",
    "lino.tile_ink": "#1d1d1d",
    "lino.back_blue": "#a9c6f2",
    "lino.back_white": "#fbfbf8",
    "lino.back_star": "#f4cf4a",
    "lino.star": "#c98a00",
    "lino.star_edge": "#5a3d00",
    "lino.used": _a(50, "#ffffff"),
    "lino.target": _a(150, "#78e68c"),
    "lino.target_edge": "#3fbf5f",
    "lino.near": "#ff8a3d",
    "lino.mark_edge": "#3a2a00",  # a dark line along a tile's coloured frame (on pale tiles)
    "lino.near_text": "#963a00",  # was #b54700 (4.0:1 on a tile)
    "lino.flash": _a(200, "#fff078"),
    "lino.last": "#ff3fa4",  # a player's latest move: ring, dashed outline, arrow
    "lino.last_edge": "#1a0010",
    "lino.fold": "#6b5333",
    "lino.fold_cut": _a(110, "#000000"),
    "lino.label": "#ffe08a",  # a run's points, points flying
    "lino.label_edge": "#000000",
    "lino.label_ink": "#000000",
    "lino.run_blue": "#1d5fd0",
    "lino.run_white": "#fafafa",
    "lino.run_blue_edge": _a(160, "#000000"),
    "lino.run_white_edge": _a(225, "#000000"),
    "lino.track": "#d9c79f",
    "lino.track_ten": "#c9b27f",
    "lino.track_edge": "#5b4a2c",
    "lino.track_ink": "#3a2f1a",
    "lino.chip": "#f0e0b0",
    "lino.chip_edge": "#000000",
    "lino.chip_ink": "#000000",
    "lino.panel": _a(30, "#ffffff"),
    "lino.panel_edge": _a(80, "#000000"),
    # Widgets: the side panel, the lesson's bubble, the charts, the analysis marks
    "panel.note": "#8a5a00",  # a note on the side panel ("Waiting for…"), awards on the pad
    "panel.muted": "#5f5f5f",  # "thinking…"; was palette(mid) (1.9:1 on the window)
    "panel.total": "#8a6508",  # the board's marks in the legend; #b8860b was 2.8:1
    "panel.aside": "#1670a0",  # was #1e90c8 (3.1:1)
    "panel.back": "#b8441f",  # was #e0603a (3.1:1)
    "callout.paper": "#fffbe8",
    "callout.ink": "#2b2418",
    "callout.edge": "#c9a227",
    "callout.nudge": "#8a3b00",
    "callout.skip": "#6b5a2a",
    "chart.bar": "#5f84b4",  # was #7a9cc6 (2.5:1 on the window)
    "chart.best": "#a87c00",  # was #e0a800 (1.9:1)
    "chart.best_edge": "#5a4200",
    "chart.grid": _a(70, "#808080"),
    "chart.line": "#2a6fdb",  # the win rate (a profile's own colour where it has one)
    "chart.evaluation": "#3d6fb6",
    "chart.chance": "#a0522d",  # luck and the other players, beside the decisions' line
    "chart.cross": "#ffffff",  # the cross on a mistake's diamond
    "mark.good": "#2f7d32",
    "mark.inaccuracy": "#965a00",  # was #b26a00 (4.2:1 on white)
    "mark.mistake": "#c62828",
    # The start page's pictures: our own art, on the cards
    "art.die": "#fdfdfd",
    "art.die_edge": "#555555",
    "art.pip": "#222222",
    "art.tile": "#f6e7c1",
    "art.tile_down": "#2f6f4f",
    "art.tile_edge": "#8a6d3b",
    "art.tile_ink": "#3b2a12",
    "art.star": "#ffd34d",
    "art.star_edge": "#e0a800",
    "art.sheet": "#ffffff",
    "art.sheet_edge": "#777777",
    "art.sheet_line": "#dddddd",
    "art.sheet_ink": "#1d3f8f",
    "art.banana": "#f2c230",
    "art.cup": "#d9534f",
    "art.donut": "#c97b4a",
    "art.donut_hole": "#ffffff",
    "art.ice_cream": "#f5a3c7",
    "art.cone": "#d9a35b",
    "art.melon": "#4cae4c",
    "art.melon_flesh": "#e8474c",
    "art.seed": "#222222",
    "art.domino": "#fbfaf5",
    "art.domino_ink": "#222222",
    "art.lino_tile": "#e9d8a6",
    "art.lino_tile_edge": "#8b7355",
    "art.stone_edge": "#333333",
    "art.blue": "#2c6bd1",
    "art.white": "#ffffff",
}

# --- dark: dim felts, dark paper with light ink, the same hues ---------------------------------
DARK: dict[str, str] = {
    **LIGHT,
    "table.text": "#f0ebdc",
    "table.pill": _a(190, "#000000"),
    "bingolino.felt_light": "#1c4a2c",
    "bingolino.felt_dark": "#0b2013",
    "bingolino.tile_top": "#4d463a",
    "bingolino.tile_bottom": "#3b352c",
    "bingolino.tile_edge": "#a89878",
    "bingolino.tile_inner": _a(45, "#ffffff"),
    "bingolino.tile_number": "#f6eeda",
    "bingolino.back_top": "#7c2727",
    "bingolino.back_bottom": "#451319",
    "bingolino.back_edge": "#1f0609",
    "bingolino.back_lattice": _a(55, "#ffdcc8"),
    "bingolino.emblem": "#5c171c",
    "bingolino.emblem_star": "#dcc089",
    "bingolino.back_number": _a(235, "#ffecd2"),
    "bingolino.die_top": "#e4e4e4",
    "bingolino.die_bottom": "#b8b8b8",
    "bingolino.die_edge": "#4a4a4a",
    "bingolino.grid": _a(90, "#000000"),
    "bingolino.odds": _a(140, "#000000"),
    "qwingo.felt": "#183524",
    "qwingo.paper": "#27251f",
    "qwingo.ink": "#a8c2ff",
    "qwingo.line": "#938a77",
    "qwingo.active": "#ffa63d",
    "qwingo.title": "#ff8db7",
    "qwingo.note": "#ffa06a",
    "qwingo.back": "#332e25",
    "qwingo.back_text": "#d5cbb2",
    "qwingo.header": "#34302a",
    "qwingo.caption": "#d2ccbe",
    "qwingo.pencil": "#a3abb3",
    "qwingo.dead": _a(170, "#ff6b6b"),
    "qwingo.legal": "#4ccf69",
    "qwingo.risky": "#ff8f40",
    "qwingo.could": "#a4b2c2",
    "qwingo.hint": "#5cb0ff",
    "qwingo.last": "#ff7b52",
    "qwingo.badge_ink": "#1a1a1a",
    "qwingo.state": "#ffa06a",
    "symbol.die": "#e6e3d9",
    "symbol.die_edge": "#4d4a42",
    "symbol.die_unknown": "#9e978a",
    "domino.felt_dark": "#08241a",
    "domino.felt_light": "#17432e",
    "domino.face_top": "#dcd6c6",
    "domino.face_bottom": "#bdb49e",
    "domino.trump_edge": "#4a3600",
    "domino.back_top": "#5e2217",
    "domino.back_bottom": "#35100a",
    "domino.edge": "#1c170f",
    "domino.dim": _a(140, "#0a100d"),
    "sheet.paper": "#2b2821",
    "sheet.edge": "#9a8b70",
    "sheet.ink": "#f0e8d4",
    "sheet.muted": "#c9bc9e",
    "lino.felt_light": "#133330",
    "lino.felt_dark": "#0a1c19",
    "lino.tile": "#8d826a",
    "lino.tile_edge": "#4f4432",
    "lino.tile_ink": "#161616",
    "lino.back_blue": "#9ab9e8",
    "lino.back_white": "#e2e1db",
    "lino.back_star": "#e0bc3c",
    "lino.blue": "#3b7ef0",
    "lino.white": "#f3f1ea",
    "lino.white_edge": "#111111",
    "lino.near_text": "#2a0f00",
    "lino.mark_edge": "#000000",
    "lino.fold": "#4b3a22",
    "lino.track": "#8d826a",
    "lino.track_ten": "#8a7f66",
    "lino.track_edge": "#3a301e",
    "lino.track_ink": "#121008",
    "lino.chip": "#c9b98d",
    "panel.note": "#f0b54a",
    "panel.muted": "#b4b4b4",
    "panel.total": "#f0c040",
    "panel.aside": "#6cc6ff",
    "panel.back": "#ff9470",
    "callout.paper": "#2f2b20",
    "callout.ink": "#f3ecd8",
    "callout.edge": "#c9a227",
    "callout.nudge": "#ffae6e",
    "callout.skip": "#dccb94",
    "chart.bar": "#6d90bd",
    "chart.best": "#f0b400",
    "chart.best_edge": "#ffe08a",
    "chart.grid": _a(90, "#9a9a9a"),
    "chart.line": "#6ea2ff",
    "chart.evaluation": "#7fa8e8",
    "chart.chance": "#e0a070",
    "chart.cross": "#000000",
    "mark.good": "#6fcf73",
    "mark.inaccuracy": "#f0a830",
    "mark.mistake": "#ff6b6b",
    "art.sheet": "#f4f2ec",
}

# --- high contrast: black, white and yellow; paper black with white lines ---------------------
HIGH_CONTRAST: dict[str, str] = {
    **LIGHT,
    "table.text": "#ffffff",
    "table.accent": "#ffff00",
    "table.highlight": "#ffff00",
    "table.pill": _a(235, "#000000"),
    "table.banner_edge": "#000000",
    "table.shadow": _a(0, "#000000"),
    "table.cursor_halo": "#000000",
    "table.cursor": "#ffff00",
    "bingolino.felt_light": "#000000",
    "bingolino.felt_dark": "#000000",
    "bingolino.reduced": "#00ffff",
    "bingolino.back_mark": "#ff9e3d",
    "bingolino.could": "#ffffff",
    "bingolino.selected": "#ffffff",
    "bingolino.tile_top": "#000000",
    "bingolino.tile_bottom": "#000000",
    "bingolino.tile_edge": "#ffffff",
    "bingolino.tile_inner": _a(0, "#ffffff"),
    "bingolino.tile_number": "#ffffff",
    "bingolino.back_top": "#600000",
    "bingolino.back_bottom": "#600000",
    "bingolino.back_edge": "#ffffff",
    "bingolino.back_lattice": _a(110, "#ffffff"),
    "bingolino.emblem": "#000000",
    "bingolino.emblem_star": "#ffff00",
    "bingolino.back_number": "#ffffff",
    "bingolino.aside": "#00ffff",
    "bingolino.roller": "#ffffff",
    "bingolino.die_shadow": _a(0, "#000000"),
    "bingolino.die_top": "#ffffff",
    "bingolino.die_bottom": "#ffffff",
    "bingolino.die_edge": "#ffffff",
    "bingolino.pip": "#000000",
    "bingolino.pip_one": "#000000",
    "bingolino.star_light": "#ffff00",
    "bingolino.star": "#ffff00",
    "bingolino.star_edge": "#ffffff",
    "bingolino.star_open": "#c0c0c0",
    "bingolino.badge": "#ffffff",
    "bingolino.badge_ink": "#000000",
    "bingolino.grid": _a(0, "#000000"),
    "bingolino.grid_edge": "#9a9a9a",
    "bingolino.cursor": "#ffffff",
    "bingolino.odds": "#000000",
    "bingolino.odds_edge": "#ffffff",
    "bingolino.odds_bar": "#9a9a9a",
    "qwingo.felt": "#000000",
    "qwingo.paper": "#000000",
    "qwingo.ink": "#ffffff",
    "qwingo.line": "#ffffff",
    "qwingo.active": "#ffff00",
    "qwingo.title": "#ffff00",
    "qwingo.note": "#ffff00",
    "qwingo.back": "#000000",
    "qwingo.back_text": "#ffffff",
    "qwingo.header": "#000000",
    "qwingo.caption": "#ffffff",
    "qwingo.pencil": "#c8c8c8",
    "qwingo.dead": "#ff5050",
    "qwingo.legal": "#00ff00",
    "qwingo.risky": "#ff9e3d",
    "qwingo.could": "#c8c8c8",
    "qwingo.hint": "#00ffff",
    "qwingo.last": "#ff66ff",
    "qwingo.badge_ink": "#000000",
    "qwingo.state": "#ffff00",
    "symbol.outline": "#ffffff",
    "symbol.die": "#ffffff",
    "symbol.die_lightning": "#303a8f",
    "symbol.die_edge": "#ffffff",
    "symbol.die_unknown": "#000000",
    "domino.felt_dark": "#000000",
    "domino.felt_light": "#000000",
    "domino.trump": "#ffd000",
    "domino.trump_edge": "#000000",
    "domino.cursor": "#00ffff",
    "domino.face_top": "#ffffff",
    "domino.face_bottom": "#ffffff",
    "domino.back_top": "#600000",
    "domino.back_bottom": "#600000",
    "domino.edge": "#ffffff",
    "domino.back_inner": "#ffffff",
    "domino.midline": "#000000",
    "domino.pip": "#000000",
    "domino.dim": _a(150, "#000000"),
    "domino.frame": _a(0, "#000000"),
    "domino.veil": _a(200, "#000000"),
    "domino.strict": "#ffff00",
    "sheet.paper": "#000000",
    "sheet.edge": "#ffffff",
    "sheet.ink": "#ffffff",
    "sheet.muted": "#ffffff",
    "sheet.button_ink": "#000000",
    "lino.felt_light": "#000000",
    "lino.felt_dark": "#000000",
    "lino.board": _a(0, "#000000"),
    "lino.frame": "#9a9a9a",
    "lino.edge_label": "#ffffff",
    "lino.editor_grid": "#9a9a9a",
    "lino.blue": "#4d94ff",
    "lino.blue_edge": "#000000",
    "lino.blue_ring": "#000000",
    "lino.white": "#ffffff",
    "lino.white_edge": "#000000",
    "lino.white_ring": "#000000",
    "lino.tile": "#000000",
    "lino.tile_edge": "#ffffff",
    "lino.tile_ink": "#000000",
    "lino.back_blue": "#a8ccff",
    "lino.back_white": "#ffffff",
    "lino.back_star": "#ffd700",
    "lino.star": "#000000",
    "lino.star_edge": "#000000",
    "lino.used": "#9a9a9a",
    "lino.target": _a(110, "#00ff00"),
    "lino.target_edge": "#00ff00",
    "lino.near": "#ff9e3d",
    "lino.mark_edge": "#000000",
    "lino.near_text": "#ffff00",
    "lino.flash": "#ffff00",
    "lino.last": "#ff66ff",
    "lino.last_edge": "#000000",
    "lino.fold": "#9a9a9a",
    "lino.fold_cut": "#000000",
    "lino.label": "#ffff00",
    "lino.label_edge": "#000000",
    "lino.label_ink": "#000000",
    "lino.run_blue": "#4d94ff",
    "lino.run_white": "#ffffff",
    "lino.run_blue_edge": "#000000",
    "lino.run_white_edge": "#000000",
    "lino.track": "#000000",
    "lino.track_ten": "#303030",
    "lino.track_edge": "#ffffff",
    "lino.track_ink": "#ffffff",
    "lino.chip": "#000000",
    "lino.chip_edge": "#ffffff",
    "lino.chip_ink": "#ffffff",
    "lino.panel": _a(0, "#000000"),
    "lino.panel_edge": "#9a9a9a",
    "panel.note": "#ffff00",
    "panel.muted": "#d0d0d0",
    "panel.total": "#ffff00",
    "panel.aside": "#00ffff",
    "panel.back": "#ff9e3d",
    "callout.paper": "#000000",
    "callout.ink": "#ffffff",
    "callout.edge": "#ffff00",
    "callout.nudge": "#ffff00",
    "callout.skip": "#ffffff",
    "chart.bar": "#9ec5ff",
    "chart.best": "#ffff00",
    "chart.best_edge": "#ffffff",
    "chart.grid": "#808080",
    "chart.line": "#00ffff",
    "chart.evaluation": "#00ffff",
    "chart.chance": "#ffb000",
    "chart.cross": "#000000",
    "mark.good": "#00ff00",
    "mark.inaccuracy": "#ffb020",
    "mark.mistake": "#ff6060",
}

# --- printed paper: black on white whatever the theme ------------------------------------------
PRINT: dict[str, str] = {
    "ink": "#000000",
    "paper": "#ffffff",
    "faint": _a(60, "#000000"),  # where a Lino tile lay before
    "fill": "#f2f2f2",  # a star back on a printed Lino board
    "fill_dark": "#cccccc",  # a folded corner
    "fill_ten": "#eeeeee",  # every tenth square of the score track
    "fill_cell": "#e8e8e8",  # Domino Bingo's shaded cells
    "fill_down": "#e4e4e4",  # Bingolino: a tile turned down
    "tint_blue": "#dbe7fb",  # a blue back on a printed Lino board (and a ring: the shape)
    "rule": "#bbbbbb",  # thin lines of a table
    "cut": "#b0b0b0",  # where to cut between two cards
    "dead": _a(150, "#000000"),  # a Qwingo column that cannot be completed
    "soft_ink": "#222222",  # Bingolino's sheet
    "pale": "#9a9a9a",
    "star": "#f2c12e",
    "star_ink": "#7a5a00",
    "star_edge": "#5a4500",
    "text": "#202020",  # the move list
    "line": "#c8c8c8",
    "qwingo_ink": "#1d3a8a",  # Qwingo's printed numbers keep the blue pen
    "mark.good": "#2f7d32",
    "mark.inaccuracy": "#965a00",
    "mark.mistake": "#c62828",
}

# --- the widgets' palettes ---------------------------------------------------------------------
LIGHT_HIGHLIGHT = "#2b6fb5"
DARK_WIDGETS = {
    "Window": "#2d2d2d", "WindowText": "#e8e8e8", "Base": "#1e1e1e", "AlternateBase": "#282828",
    "ToolTipBase": "#3a3a3a", "ToolTipText": "#f0f0f0", "PlaceholderText": "#a8a8a8",
    "Text": "#e8e8e8", "Button": "#3a3a3a", "ButtonText": "#e8e8e8", "BrightText": "#ff6b6b",
    "Light": "#505050", "Midlight": "#444444", "Mid": "#5a5a5a", "Dark": "#1a1a1a",
    "Shadow": "#000000", "Highlight": "#2f65b8", "HighlightedText": "#ffffff",
    "Link": "#8ab4f8", "LinkVisited": "#c58af9", "Accent": "#2f65b8",
}
DARK_DISABLED = {"WindowText": "#8a8a8a", "Text": "#8a8a8a", "ButtonText": "#8a8a8a",
                  "Base": "#262626", "Button": "#333333", "Highlight": "#4a4a4a",
                  "HighlightedText": "#bdbdbd"}
HC_WIDGETS = {
    "Window": "#000000", "WindowText": "#ffffff", "Base": "#000000", "AlternateBase": "#1c1c1c",
    "ToolTipBase": "#000000", "ToolTipText": "#ffff00", "PlaceholderText": "#c8c8c8",
    "Text": "#ffffff", "Button": "#000000", "ButtonText": "#ffffff", "BrightText": "#ffff00",
    "Light": "#ffffff", "Midlight": "#c0c0c0", "Mid": "#ffffff", "Dark": "#ffffff",
    "Shadow": "#ffffff", "Highlight": "#1aebff", "HighlightedText": "#000000",
    "Link": "#ffff00", "LinkVisited": "#ff99ff", "Accent": "#1aebff",
}
HC_DISABLED = {"WindowText": "#a6a6a6", "Text": "#a6a6a6", "ButtonText": "#a6a6a6",
                "Highlight": "#595959", "HighlightedText": "#ffffff"}
HC_STYLE_SHEET = """
QPushButton, QToolButton, QComboBox, QLineEdit, QSpinBox, QAbstractSpinBox, QTextEdit,
QPlainTextEdit, QListView, QTreeView, QTableView, QGroupBox, QTabWidget::pane, QMenu,
QToolTip { border: 1px solid #ffffff; }
QPushButton, QToolButton { padding: 3px 8px; }
QPushButton:default { border: 2px solid #ffff00; }
QPushButton:focus, QToolButton:focus, QComboBox:focus, QLineEdit:focus, QAbstractSpinBox:focus,
QCheckBox:focus, QRadioButton:focus { outline: 2px solid #1aebff; border-color: #1aebff; }
QPushButton:hover, QToolButton:hover { border-color: #ffff00; }
QPushButton:disabled, QToolButton:disabled { border-style: dashed; border-color: #a6a6a6; }
QGroupBox { margin-top: 1.2em; padding-top: 0.4em; }
QGroupBox::title { subcontrol-origin: margin; left: 6px; padding: 0 3px; }
QCheckBox::indicator, QRadioButton::indicator, QGroupBox::indicator {
    width: 13px; height: 13px; border: 2px solid #ffffff; background: #000000; }
QRadioButton::indicator { border-radius: 8px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked, QGroupBox::indicator:checked {
    background: #1aebff; border: 2px solid #ffffff; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-style: dashed; }
QScrollBar:vertical { width: 14px; background: #000000; border: 1px solid #ffffff; }
QScrollBar:horizontal { height: 14px; background: #000000; border: 1px solid #ffffff; }
QScrollBar::handle { background: #c8c8c8; border: 1px solid #000000; }
QScrollBar::handle:vertical { min-height: 24px; }
QScrollBar::handle:horizontal { min-width: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; border: none; }
QScrollBar::add-page, QScrollBar::sub-page { background: #000000; }
QSlider::groove { border: 1px solid #ffffff; }
QSlider::handle { background: #ffffff; border: 1px solid #000000; }
QProgressBar { border: 1px solid #ffffff; text-align: center; }
QProgressBar::chunk { background: #1aebff; }
QMenuBar::item:selected, QMenu::item:selected { background: #1aebff; color: #000000; }
QHeaderView::section { border: 1px solid #ffffff; padding: 2px 4px; }
"""
"""Fusion draws its frames from the window colour, which is black here: white borders, and a
focus and a default button one can see."""
