"""Contrast in every theme (WCAG 2.2: 4.5:1 for text, 3:1 for the parts of a board one must see).

- Every board at its set-up, in play and at its end, in light, dark and high contrast: each text
  it registers for the layout audit (boards/fit.py) against what lies under it, read from the
  board as drawn (helpers/contrast_audit.py). Slow: it replays a game of each.
- The texts the boards paint inside their pieces (a tile's number, a sheet's handwriting) and
  the parts that carry a state (a highlight, a stone, a mark, the keyboard cursor), from the
  palette roles they are drawn with: ``TEXT_PAIRS`` and ``PART_PAIRS``.
- The widgets' texts through the application's palette in each theme, with the colours our
  own widgets set (the side panel's notes, the legend's marks, the analysis marks).
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette

from bingolino_app.ui.common import theme

THEMES = tuple(theme.PALETTES)
TEXT = 4.5
PART = 3.0

TEXT_PAIRS = [  # ((text roles), (what they are written on))
    (("bingolino.tile_number",), ("bingolino.tile_top", "bingolino.tile_bottom")),
    (("bingolino.back_number",), ("bingolino.back_top", "bingolino.back_bottom")),
    (("bingolino.badge_ink",), ("bingolino.reduced", "bingolino.back_mark")),
    (("qwingo.ink",), ("qwingo.paper",)),
    (("qwingo.pencil",), ("qwingo.paper",)),
    (("qwingo.caption",), ("qwingo.header", "qwingo.paper")),
    (("qwingo.title",), ("qwingo.paper",)),
    (("qwingo.note",), ("qwingo.paper",)),
    (("qwingo.state",), ("qwingo.paper", "qwingo.back")),
    (("qwingo.back_text",), ("qwingo.back",)),
    (("lino.tile_ink",), ("lino.back_blue", "lino.back_white", "lino.back_star")),
    (("lino.near_text",), ("lino.tile",)),
    (("lino.track_ink",), ("lino.track", "lino.track_ten")),
    (("lino.chip_ink",), ("lino.chip",)),
    (("lino.label_ink",), ("lino.label",)),
    (("lino.edge_label",), ("lino.felt_light", "lino.felt_dark")),
    (("sheet.ink",), ("sheet.paper",)),
    (("sheet.muted",), ("sheet.paper",)),
    (("sheet.button_ink",), ("table.highlight",)),
    (("callout.ink",), ("callout.paper",)),
    (("callout.nudge",), ("callout.paper",)),
    (("callout.skip",), ("callout.paper",)),
]
"""Texts painted inside a board's pieces, which the layout audit does not list one by one.
(The faint "?" on a die not rolled yet is a placeholder, not a text to read.)"""

PART_PAIRS = [  # ((the part's fill or edge: one of them must stand out), (what it lies on))
    # Bingolino: the highlights on a tile or on the felt, the keyboard cursor, the badges
    # (a highlight's frame lies round the tile, on the grid's shade over the felt)
    (("table.highlight",), ("bingolino.grid/bingolino.felt_light", "bingolino.felt_dark")),
    (("bingolino.reduced",), ("bingolino.grid/bingolino.felt_light", "bingolino.felt_dark")),
    (("bingolino.back_mark",), ("bingolino.grid/bingolino.felt_light", "bingolino.felt_dark")),
    (("bingolino.could",), ("bingolino.felt_dark",)),
    (("bingolino.tile_bottom", "bingolino.tile_edge"),
     ("bingolino.felt_light", "bingolino.felt_dark")),
    (("bingolino.emblem_star",), ("bingolino.emblem",)),
    (("bingolino.cursor",), ("table.cursor_halo",)),
    (("bingolino.badge_ink",), ("bingolino.badge",)),
    (("bingolino.pip", "bingolino.pip_one"), ("bingolino.die_top", "bingolino.die_bottom")),
    (("bingolino.star", "bingolino.star_edge"), ("bingolino.felt_dark",)),
    # Qwingo: the boxes, their marks, the active frame
    (("qwingo.line",), ("qwingo.paper",)),
    (("qwingo.legal",), ("qwingo.paper",)),
    (("qwingo.risky",), ("qwingo.paper",)),
    (("qwingo.could",), ("qwingo.paper",)),
    (("qwingo.hint",), ("qwingo.paper",)),
    (("qwingo.last",), ("qwingo.paper",)),
    (("qwingo.dead",), ("qwingo.paper",)),
    (("qwingo.badge_ink",), ("qwingo.risky",)),
    (("qwingo.active",), ("qwingo.felt",)),
    (("table.cursor",), ("table.cursor_halo",)),
    # Domino Bingo: pips, the trump corner's edge, the glow of a stone to play
    (("domino.pip",), ("domino.face_top", "domino.face_bottom")),
    (("domino.face_bottom", "domino.edge"), ("domino.felt_light", "domino.felt_dark")),
    (("domino.trump", "domino.trump_edge"), ("domino.face_top",)),
    (("table.highlight",), ("domino.felt_dark", "domino.felt_light")),
    (("domino.cursor",), ("table.cursor_halo",)),
    # Lino: stones on tiles and backs, the tiles on the felt, the marks
    (("lino.blue", "lino.blue_edge"), ("lino.tile", "lino.back_blue", "lino.back_white")),
    (("lino.white", "lino.white_edge"), ("lino.tile", "lino.back_blue", "lino.back_white")),
    (("lino.tile", "lino.tile_edge"), ("lino.felt_light", "lino.felt_dark")),
    (("lino.last", "lino.last_edge"), ("lino.tile", "lino.felt_dark")),
    # (a tile's frame lies on it, along a dark line)
    (("table.highlight", "lino.mark_edge"), ("lino.tile", "lino.back_blue", "lino.back_white")),
    (("lino.near", "lino.mark_edge"), ("lino.tile",)),
    (("lino.target_edge",), ("lino.felt_light",)),
    (("lino.run_blue", "lino.run_blue_edge"), ("lino.tile",)),
    (("lino.run_white", "lino.run_white_edge"), ("lino.tile",)),
]
"""Parts that carry a state: each must stand out 3:1 from what it lies on, by its fill or by
its edge (a white stone's dark edge on a pale tile)."""

WIDGET_PAIRS = [(QPalette.WindowText, QPalette.Window), (QPalette.Text, QPalette.Base),
                (QPalette.Text, QPalette.AlternateBase),
                (QPalette.ButtonText, QPalette.Button), (QPalette.PlaceholderText, QPalette.Base),
                (QPalette.HighlightedText, QPalette.Highlight),
                (QPalette.ToolTipText, QPalette.ToolTipBase), (QPalette.Link, QPalette.Base),
                (QPalette.Link, QPalette.Window)]
OWN_WIDGET_TEXTS = [("panel.note", QPalette.Window), ("panel.muted", QPalette.Window),
                    ("mark.good", QPalette.Base), ("mark.inaccuracy", QPalette.Base),
                    ("mark.mistake", QPalette.Base)]
OWN_WIDGET_PARTS = [("panel.total", QPalette.Window), ("panel.aside", QPalette.Window),
                    ("panel.back", QPalette.Window), ("chart.bar", QPalette.Window),
                    ("chart.best", QPalette.Window), ("chart.evaluation", QPalette.Window),
                    ("chart.line", QPalette.Window), ("chart.chance", QPalette.Window),
                    ("mark.good", QPalette.Window)]


def layered(palette: theme.Palette, roles: str):
    """The colour of "a/b": role a laid over role b (a grid's shade over the felt)."""
    top, _, rest = roles.partition("/")
    colour = palette.colour(top)
    return theme.over(colour, layered(palette, rest)) if rest else colour


def ratio_of(palette: theme.Palette, fronts, backs) -> tuple[float, str, str]:
    """The lowest, over ``backs``, of the best contrast of one of ``fronts`` on it."""
    worst = (99.0, "", "")
    for back in backs:
        under = layered(palette, back)
        best = max((theme.contrast(theme.over(palette.colour(f), under), under), f)
                   for f in fronts)
        if best[0] < worst[0]:
            worst = (best[0], best[1], back)
    return worst


def test_every_theme_names_the_same_roles():
    light = set(theme.LIGHT)
    for name, palette in theme.PALETTES.items():
        assert set(palette.roles) == light, name


@pytest.mark.parametrize("name", THEMES)
def test_painted_texts_read_4_5_to_1(name):
    palette = theme.PALETTES[name]
    low = [f"{f} on {b}: {r:.2f}" for r, f, b in
           (ratio_of(palette, fronts, backs) for fronts, backs in TEXT_PAIRS) if r < TEXT]
    assert not low, "\n".join(low)


@pytest.mark.parametrize("name", THEMES)
def test_board_parts_stand_out_3_to_1(name):
    palette = theme.PALETTES[name]
    low = [f"{f} on {b}: {r:.2f}" for r, f, b in
           (ratio_of(palette, fronts, backs) for fronts, backs in PART_PAIRS) if r < PART]
    assert not low, "\n".join(low)


@pytest.mark.parametrize("name", THEMES)
def test_widget_texts_read_4_5_to_1(name, qapp):
    widgets = theme.widget_palette(name)
    palette = theme.PALETTES[name]
    low = []
    for group in (QPalette.Active, QPalette.Inactive):
        for text, back in WIDGET_PAIRS:
            ratio = theme.contrast(widgets.color(group, text), widgets.color(group, back))
            if ratio < TEXT:
                low.append(f"{text.name} on {back.name}: {ratio:.2f}")
    for role, back in OWN_WIDGET_TEXTS + OWN_WIDGET_PARTS:
        need = TEXT if (role, back) in OWN_WIDGET_TEXTS else PART
        ratio = theme.contrast(palette.colour(role), widgets.color(back))
        if ratio < need:
            low.append(f"{role} on {back.name}: {ratio:.2f}")
    assert not low, "\n".join(low)


# --- the boards as drawn ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def contrast_window(qapp, tmp_path_factory):
    from bingolino_app.ui.common import settings as settings_module
    from bingolino_app.ui.play.controller import GameController
    from bingolino_app.ui.play.worker import BotWorker
    from bingolino_app.ui.shell.main_window import MainWindow

    folder = tmp_path_factory.mktemp("contrast")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BINGOLINO_DATA_DIR", str(folder / "data"))
        patch.setenv("BINGOLINO_CONFIG_DIR", str(folder / "config"))
        patch.setattr(GameController, "_schedule_computers", lambda self: None)
        settings_module.reset_settings()
        settings_module.get_settings().animation_speed = 0
        window = MainWindow(BotWorker(inprocess=True), restore=False)
        window.autosave = False
        window.save_window = False
        window.resize(1280, 800)
        window.show()
        yield window
        window.close()
        window.deleteLater()
        theme.apply("system")
        settings_module.reset_settings()


BOARD_CASES = [(name, game, phase) for name in THEMES
               for game in ("bingolino", "qwingo", "domino_bingo", "lino")
               for phase in ("setup", "play", "end")]


@pytest.mark.slow  # replays a game of each board, three times each
@pytest.mark.parametrize("name,game,phase", BOARD_CASES,
                         ids=[f"{g}-{p}-{n}" for n, g, p in BOARD_CASES])
def test_every_board_text_reads_4_5_to_1(contrast_window, qapp, name, game, phase):
    from contrast_audit import board_readings
    from layout_audit import PLAYERS, session_at

    window = contrast_window
    theme.apply(name)
    window._install(session_at(game, PLAYERS[game][-1], phase))
    qapp.processEvents()
    readings = board_readings(window.board)
    assert readings, "no text read"
    low = [f"{r.text[:40]!r}: {r.ratio:.2f} ({r.colour} on {r.background})"
           for r in readings if r.ratio < TEXT]
    assert not low, "\n".join(low)


def test_the_audit_sees_a_text_the_colour_of_what_lies_under_it(qapp):
    """The audit itself: a text item and a painted banner on the felt read high; the same
    text in nearly the felt's colour reads low; a text covered by a sheet is not read."""
    from types import SimpleNamespace

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

    from bingolino_app.ui.boards.banner import BannerItem
    from contrast_audit import board_readings

    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(0, 0, 400, 300))
    scene.setBackgroundBrush(QColor("#2d5a3d"))
    good = QGraphicsSimpleTextItem("Readable")
    good.setBrush(QColor("#f5f0e1"))
    poor = QGraphicsSimpleTextItem("Hardly")
    poor.setBrush(QColor("#3d6a4d"))
    poor.setPos(0, 100)
    hidden = QGraphicsSimpleTextItem("Under the sheet")
    hidden.setBrush(QColor("#3d6a4d"))
    hidden.setPos(0, 200)
    for item in (good, poor, hidden):
        item.setFont(BannerItem.font(24))
        scene.addItem(item)
    sheet = scene.addRect(QRectF(-10, 190, 420, 60), brush=QColor("#fbf6e8"))
    sheet.setZValue(5)
    banner = BannerItem("Winner", 40)
    banner.setPos(250, 60)
    scene.addItem(banner)
    readings = {r.text: r.ratio for r in board_readings(SimpleNamespace(scene=scene))}
    assert readings["Readable"] > 4.5 and readings["Winner"] > 4.5
    assert readings["Hardly"] < 1.5
    assert "Under the sheet" not in readings
