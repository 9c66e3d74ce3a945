"""The analysis' thresholds are stated in the in-app rules pages, in both languages: a page
that says one number while the analyser uses another fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bingolino_app.core import analysis
from bingolino_app.core.registry import GAME_IDS

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"
HEADINGS = {"en": "Review and analysis", "ru": "Разбор и анализ"}
UNITS = {"en": {"win_chance": "percentage point", "margin": "point", "turns": "turn"},
         "ru": {"win_chance": "процентн", "margin": "очк", "turns": "ход"}}


def section(game_id: str, lang: str) -> str:
    page = (RULES / f"{game_id}.{lang}.html").read_text(encoding="utf-8")
    start = page.index(f"<h2>{HEADINGS[lang]}</h2>")
    end = page.find("<h2>", start + 4)
    text = re.sub(r"<[^>]+>", " ", page[start:end if end > 0 else len(page)])
    return " ".join(text.split())


def number(value: float, lang: str) -> str:
    text = f"{value:g}"
    return text.replace(".", ",") if lang == "ru" else text


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_page_states_the_thresholds(game_id, lang):
    m = analysis.measure(game_id)
    scale = 100 if m.key == "win_chance" else 1
    text = section(game_id, lang)
    for threshold in (m.inaccuracy, m.mistake):
        stated = f"{number(threshold * scale, lang)} {UNITS[lang][m.key]}"
        assert stated in text, (game_id, lang, stated)
    assert ("noise" if lang == "en" else "разброс") in text
