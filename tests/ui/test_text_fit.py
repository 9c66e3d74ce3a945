"""The one helper every painted sheet uses to put a text in a box: it shrinks the font down to a
floor, then wraps at spaces, then shortens names, then elides; what it returns always fits."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter

from bingolino_app.ui.printing.fit import ELLIPSIS, FLOOR, draw_fitted, fit

LEFT = Qt.AlignLeft | Qt.AlignVCenter


def sans(px: int, bold: bool = False) -> QFont:
    font = QFont("Sans Serif")
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-0.01, -0.01, 0.01, 0.01).contains(inner)


def width_of(text: str, px: int) -> float:
    return QFontMetricsF(sans(px)).horizontalAdvance(text)


def test_a_text_that_fits_is_left_alone(qapp):
    done = fit("Total", QRectF(0, 0, 200, 40), LEFT, sans(20))
    assert (done.text, done.font.pixelSize()) == ("Total", 20)


def test_a_slightly_long_text_shrinks_on_one_line_before_it_wraps(qapp):
    text = "Bonus (numbers, stars)"
    rect = QRectF(0, 0, width_of(text, 20) * 0.9, 60)  # room for two lines, too
    done = fit(text, rect, LEFT, sans(20))
    assert done.text == text and 14 <= done.font.pixelSize() < 20
    assert inside(done.bounds, rect)


def test_below_the_floor_it_wraps_at_spaces_keeping_words_whole(qapp):
    text = "Points: stones won and declarations, first to 70 and the trump double"
    rect = QRectF(0, 0, 160, 200)
    done = fit(text, rect, LEFT, sans(20))
    assert "\n" in done.text and done.font.pixelSize() >= round(20 * FLOOR)
    assert done.text.split() == text.split()  # no word cut, none lost
    assert inside(done.bounds, rect)


def test_long_names_are_shortened_and_the_numbers_stay(qapp):
    names = ["Ш" * 24, "W" * 24]
    text = f"{names[0]} 103 : {names[1]} 44"
    rect = QRectF(0, 0, 150, 40)
    done = fit(text, rect, Qt.AlignCenter, sans(16), names=names)
    assert "103" in done.text and "44" in done.text and done.text.count(ELLIPSIS) == 2
    assert inside(done.bounds, rect)
    assert names[0] not in done.text and "ШШШ" in done.text


def test_a_name_is_never_broken_across_lines(qapp):
    name = "Tom & Jerry"
    text = f"Blue – {name}"
    rect = QRectF(0, 0, width_of(name, 16) + 4, 60)
    done = fit(text, rect, LEFT, sans(16), smallest=16, names=[name])
    assert done.text == f"Blue –\n{name}"
    # Without being told it is a name, the same text may break anywhere between words.
    assert fit(text, QRectF(0, 0, width_of("Blue – Tom &", 16) + 2, 60), LEFT, sans(16),
               smallest=16).text == "Blue – Tom &\nJerry"


def test_what_cannot_fit_is_elided_and_still_inside_its_box(qapp):
    text = " ".join(["Unbelievably"] * 40)
    rect = QRectF(0, 0, 120, 30)
    done = fit(text, rect, LEFT, sans(14))
    assert done.text.endswith(ELLIPSIS) and inside(done.bounds, rect)
    one_line = fit(text, rect, LEFT, sans(14), wrap=False)
    assert "\n" not in one_line.text and inside(one_line.bounds, rect)


def test_any_text_in_any_box_that_holds_a_line_fits(qapp):
    rng = random.Random(12)
    words = ["Ш" * 24, "W" * 24, "+1", "(first", "to", "70);", "Большие", "очки", "103", ":"]
    for _ in range(300):
        px = rng.randint(8, 40)
        text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 12)))
        floor_px = max(1, round(px * FLOOR))
        line = QFontMetricsF(sans(floor_px)).height()
        rect = QRectF(0, 0, rng.uniform(line * 2, 600), rng.uniform(line + 1, 200))
        flags = rng.choice([LEFT, Qt.AlignCenter, Qt.AlignRight | Qt.AlignBottom])
        done = fit(text, rect, flags, sans(px), wrap=rng.random() < 0.7,
                   names=["Ш" * 24, "W" * 24])
        assert inside(done.bounds, rect), (text, rect, done)
        assert done.font.pixelSize() >= floor_px


def test_draw_fitted_draws_in_the_box_and_keeps_the_painters_font(qapp):
    image = QImage(200, 60, QImage.Format_ARGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    painter.setFont(sans(11))
    bounds = draw_fitted(painter, QRectF(10, 10, 80, 40), LEFT, "W" * 24, sans(20),
                         wrap=False, names=["W" * 24])
    assert painter.font().pixelSize() == 11
    painter.end()
    assert QRectF(10, 10, 80, 40).adjusted(-0.01, -0.01, 0.01, 0.01).contains(bounds)
    inked = [x for x in range(200) for y in range(60) if image.pixel(x, y) != 0xFFFFFFFF]
    assert inked and min(inked) >= 10 and max(inked) <= 91


@pytest.mark.parametrize("flags", [Qt.AlignCenter | Qt.TextWordWrap, int(Qt.AlignLeft.value)])
def test_flags_as_enums_or_numbers(qapp, flags):
    done = fit("a b c d e f g h", QRectF(0, 0, 30, 200), flags, sans(12))
    assert "\n" in done.text
