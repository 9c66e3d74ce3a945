"""What the printed sheets say: the domino pad names the player before every pair of numbers;
the printed Lino board tells the back colours and the runs apart on white paper (in black and
white too); the Lino score track counts every lap; each Lino game says who began it; the
Qwingo sheet prints in ink."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from bingolino_app.games.lino.scoring import EMPTY
from bingolino_app.ui.boards.lino import drawing
from bingolino_app.ui.boards.lino.drawing import Picture
from bingolino_app.ui.printing.sheet import make_sheet
from sheet_audit import RecordingPainter, finished, record


def drawn_texts(sheet, card: int | None = None) -> list[str]:
    """Every text of the sheet as printed (lines joined), of one card or all."""
    painter = record(sheet)
    return [d.text.replace("\n", " ") for d in painter.drawn if card is None or d.card == card]


# --- Domino Bingo ------------------------------------------------------------------------------
def test_the_domino_pad_names_the_player_before_every_pair_in_seat_order(qapp):
    names = ["Anna", "Boris Godunov"]  # in the cells by first names (the title says whole)
    session = finished("domino_bingo", 2, {"target": 7}, names=names)
    records = session.state.observation(None).records
    texts = drawn_texts(make_sheet("domino_bingo", session, 2))
    big = [0, 0]
    for r in records:
        for a in r["awards"]:
            big[a["player"]] += a["amount"]
        for a, b in (r["points"], r["tricks"], big):
            # "Anna: 3, Boris: 5" (issue 33: a name, its colon, its number; no break inside)
            assert f"Anna: {a}, Boris: {b}" in texts, (r["deal"], texts)
    assert not any(t.endswith(" :") or t == f"{records[0]['points'][0]} : "
                   f"{records[0]['points'][1]}" for t in texts)  # no bare pair left


def test_the_finished_domino_pad_prints_every_award_of_a_deal(qapp):
    """A deal of three awards ("Konstantin Petrovich +1 (first to 7…" and no third line)
    under long names: its total jumped by more than the row showed. A finished match's rows
    share the table's height, and the cells name players by first names."""
    from bingolino_app.ui.boards.domino_bingo import texts as domino_texts

    names = ["Александра Викторовна", "Konstantin Petrovich"]
    session = finished("domino_bingo", 2, {}, seed=7, names=names)
    records = session.state.observation(None).records
    assert max(len(r["awards"]) for r in records) >= 3  # the case that was cut
    cells = " | ".join(drawn_texts(make_sheet("domino_bingo", session, 2)))
    for r in records:
        for a in r["awards"]:
            award = f"{names[a['player']].split()[0]} +{a['amount']} " \
                    f"({domino_texts.award_reason(a['reason'], a.get('args', {}))})"
            assert award in cells, (r["deal"], award)
    assert "…" not in cells


# --- Lino: the final board on paper ----------------------------------------------------------
SIZE = 100  # a 4 x 2 board painted into 400 x 200: cells of 100 px


def board_image(pic: Picture) -> QImage:
    image = QImage(4 * SIZE, 2 * SIZE, QImage.Format_RGB32)
    image.fill(0xFFFFFFFF)
    painter = RecordingPainter(image)
    drawing.paint_board(painter, QRectF(0, 0, 4 * SIZE, 2 * SIZE), pic)
    painter.end()
    return image


def picture(run_player: int = 1) -> Picture:
    """Row 0: four stones of ``run_player`` (a run of 4); row 1: two empty tiles with a blue
    and a white back."""
    pos = tuple((c, 0) for c in range(4)) + ((0, 1), (1, 1))
    return Picture(box=(0, 0, 3, 1), pos=pos, stones=(run_player,) * 4 + (EMPTY, EMPTY),
                   backs=(None,) * 4 + ("b2", "w2"),
                   runs=((run_player, (0, 1, 2, 3), 10),), ink=True)


def dark(image: QImage, x: float, y: float) -> bool:
    return QColor(image.pixel(int(x), int(y))).lightness() < 110


def test_printed_backs_differ_by_tint_and_by_shape(qapp):
    image = board_image(picture())
    blue, white = (0.5 * SIZE, 1.5 * SIZE), (1.5 * SIZE, 1.5 * SIZE)  # the tiles' centres
    face = QColor(image.pixel(int(blue[0]), int(1.12 * SIZE)))
    assert face.blue() > face.red() + 20 and face.lightness() > 200  # light blue, in colour
    assert QColor(image.pixel(int(white[0]), int(1.12 * SIZE))) == QColor("#ffffff")
    # In black and white: a ring round a blue back's number, a square round a white one's.
    ring, corner = 0.3 * SIZE, 0.255 * SIZE
    assert dark(image, blue[0] - ring, blue[1]) and not dark(image, white[0] - ring, white[1])
    assert dark(image, white[0] - corner, white[1] - corner)
    assert not dark(image, blue[0] - corner, blue[1] - corner)


@pytest.mark.parametrize("player, least", [(0, 0.9), (1, 0.4)])
def test_printed_runs_show_on_white_paper(qapp, player, least):
    """Blue's run a solid black line, white's a dashed one: along the run's middle, most (or,
    dashed, a good part) of the pixels are dark; a white line there would leave them pale."""
    image = board_image(picture(player))
    xs = range(int(0.6 * SIZE), int(3.4 * SIZE))
    share = sum(dark(image, x, 0.5 * SIZE) for x in xs) / len(xs)
    assert share >= least
    if player == 1:
        assert share <= 0.8  # dashed, so not the same as blue's


# --- Lino: the score track -----------------------------------------------------------------
@pytest.mark.parametrize("score, tiles", [(0, []), (49, []), (50, ["50"]), (100, ["100"]),
                                          (150, ["100", "50"]), (215, ["100", "100"]),
                                          (260, ["100", "100", "50"])])
def test_the_score_track_counts_every_lap(qapp, monkeypatch, score, tiles):
    image = QImage(500, 300, QImage.Format_RGB32)
    painter = RecordingPainter(image)
    markers = []
    real_stone = drawing.paint_stone
    monkeypatch.setattr(drawing, "paint_stone",
                        lambda p, centre, r, player: (markers.append((centre, player)),
                                                      real_stone(p, centre, r, player)))
    drawing.paint_score_track(painter, QRectF(0, 0, 500, 300), [score, 3])
    painter.end()
    track = {d.text: d.rect for d in painter.drawn if d.text.isdigit() and int(d.text) < 50
             and d.rect.height() < 60 and d.rect.top() < 240}
    assert sorted(map(int, track)) == list(range(50))
    chips = [d.text for d in painter.drawn if d.rect.top() >= 240]
    assert chips == tiles  # the 50/100 tiles under the track, blue's
    marker = next(centre for centre, player in markers if player == 0)
    cell = next(int(text) for text, rect in track.items()
                if rect.adjusted(-3, -3, 3, 3).contains(marker))
    assert cell == score % 50


# --- Lino: the score cards of a match ------------------------------------------------------
def test_each_game_of_a_match_names_who_began_it(qapp):
    names = ["Anna", "Boris"]
    session = finished("lino", 2, {"starter": 0, "match": "fair"}, names=names)
    begun = [r["first"] for r in session.state.results]
    assert begun == [0, 1]
    sheet = make_sheet("lino", session, 2)
    assert sheet.cards == 4  # a score card and a board per game
    assert "Begins: Anna" in drawn_texts(sheet, 0)
    assert "Begins: Boris" in drawn_texts(sheet, 2)



# --- Qwingo: the sheet in ink --------------------------------------------------------------
def colours(paint) -> set[tuple[int, float, float]]:
    """The clearly coloured pixels (HSV saturation over 0.4 and not dark) of what ``paint``
    draws into a card-sized image, as (hue in 10-degree steps, saturation, value) buckets."""
    image = QImage(520, 930, QImage.Format_RGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)  # texts drawn (the recorder only notes them)
    paint(painter, QRectF(0, 0, 520, 930))
    painter.end()
    found = set()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            if colour.hsvSaturationF() > 0.4 and colour.valueF() > 0.25:
                found.add((colour.hsvHue() // 10, round(colour.hsvSaturationF(), 1),
                           round(colour.valueF(), 1)))
    return found


def test_the_qwingo_sheet_prints_in_ink_with_the_numbers_in_blue(qapp):
    """The printer gets black on white: no coloured title, symbol, fill or winner's note (the
    screen's sheet has them all); a played sheet's numbers keep the blue pen, nothing else is
    coloured."""
    from bingolino_app.ui.boards.qwingo.paper import SheetLook, ink_colour, paint_sheet

    assert len(colours(lambda p, r: paint_sheet(p, r, SheetLook()))) > 5  # colour is seen
    blank = make_sheet("qwingo", None, 1)
    assert colours(lambda p, r: blank.paint_card(p, r, 0)) == set()
    filled = make_sheet("qwingo", finished("qwingo", 2, {}), 2)
    pen = ink_colour(True).hsvHue() // 10
    for card in range(2):
        hues = {hue for hue, _, _ in colours(lambda p, r: filled.paint_card(p, r, card))}
        assert hues and hues <= {pen - 1, pen, pen + 1}, hues


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rank_chart_sets_every_rank_in_one_size(qapp, lang):
    """"Профессионал" was printed smaller than the other ranks: the row shares one size."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent / "helpers"))
    from sheet_audit import record

    from bingolino_app.games.qwingo import rules
    from bingolino_app.ui.boards.qwingo import texts
    from bingolino_app.ui.boards.qwingo.sheet import make_sheet
    from bingolino_app.ui.common.i18n import install_language

    install_language(qapp, lang)
    try:
        ranks = {texts.rank_name(rank) for _, rank in rules.RANKS}
        painter = record(make_sheet(None, 1), "a4", 1)
        sizes = {d.font.pixelSize() for d in painter.drawn if d.text in ranks}
        assert len(sizes) == 1, sizes
    finally:
        install_language(qapp, "en")
