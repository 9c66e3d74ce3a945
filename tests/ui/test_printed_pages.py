"""Printed pages (issue 33, item 10): the Domino pad names every player whole enough to tell
("Computer 118": the "2" of "Computer 2" dropped); blank sheets fill the page they are printed
on (4 per page printed one pad and three empty quarters; Lino one card and half a page) and a
game's own sheets are not shrunk into a quarter; the Qwingo sheet prints in ink a greyscale
printer keeps (the screen's beige lines and captions were printed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from bingolino_app.ui.common.elide import first_names
from bingolino_app.ui.printing.dialog import SheetChoice, fewest_per_page, sheet_for
from bingolino_app.ui.printing.sheet import make_sheet
from sheet_audit import finished, record


def test_a_short_or_numbered_name_is_never_cut_to_its_first_word():
    assert first_names(["Computer 2", "Анна"]) == ["Computer 2", "Анна"]
    assert first_names(["Konstantin Petrovich", "Ann"]) == ["Konstantin", "Ann"]
    assert first_names(["Maximilian J. Alexander", "Bo"]) == ["Maximilian J. Alexander", "Bo"]


def test_the_domino_pad_keeps_the_number_of_computer_2(qapp):
    session = finished("domino_bingo", 2, {}, names=["Anna Karenina Long", "Computer 2"])
    texts = " | ".join(d.text for d in record(make_sheet("domino_bingo", session, 2)).drawn)
    assert "Computer 2: " in texts
    assert "Computer:" not in texts and "Computer " not in texts.replace("Computer 2", "")


@pytest.mark.parametrize("game, players", [("domino_bingo", 2), ("lino", 2), ("qwingo", 1)])
@pytest.mark.parametrize("per_page", [2, 4])
def test_blank_sheets_fill_the_page(qapp, game, players, per_page):
    choice = SheetChoice(game, False, players, per_page, "a4")
    sheet = sheet_for(choice, None)
    assert sheet.cards % per_page == 0 and choice.per_page == per_page
    painted = record(sheet, per_page=per_page)
    assert {d.card for d in painted.drawn} == set(range(sheet.cards))  # no empty place


def test_a_games_own_pad_is_not_shrunk_into_a_quarter(qapp):
    session = finished("domino_bingo", 2, {})
    choice = SheetChoice("domino_bingo", True, 2, 4, "a4")
    sheet = sheet_for(choice, session)
    assert sheet.cards == 1 and choice.per_page == 1
    assert fewest_per_page(3, 4) == 4 and fewest_per_page(2, 4) == 2 and fewest_per_page(5, 4) == 4


def _pixels(paint):
    image = QImage(520, 930, QImage.Format_RGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, 520, 930))
    painter.end()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            yield QColor(image.pixel(x, y))


def test_the_qwingo_sheet_prints_only_greys_and_the_blue_pen(qapp):
    """Any tint at all (the beige rules and captions had 0.2 saturation) is a colour a
    greyscale printer turns into a faint grey of its own: the blank sheet is pure grey."""
    from bingolino_app.ui.boards.qwingo.paper import ink_colour
    from bingolino_app.ui.common import theme

    with theme.paper():
        blank = make_sheet("qwingo", None, 1)
        tinted = [c.name() for c in _pixels(lambda p, r: blank.paint_card(p, r, 0))
                  if c.hsvSaturationF() > 0.08 and c.valueF() < 0.98]
        assert tinted == []
        filled = make_sheet("qwingo", finished("qwingo", 2, {}), 2)
        pen = ink_colour(True).hsvHue()
        for card in range(2):
            hues = {c.hsvHue() for c in _pixels(lambda p, r: filled.paint_card(p, r, card))
                    if c.hsvSaturationF() > 0.08 and c.valueF() < 0.98}
            assert all(abs(h - pen) <= 12 for h in hues), hues
