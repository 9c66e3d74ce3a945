"""The printed-sheet audit: every sheet of every game, blank, halfway and finished with the
longest names, in English and Russian, 1, 2 and 4 cards to an A4 or Letter page: no text is
cut, spills out of its box or its card, or lies on another text.

Recorded, not rasterised (sheet_audit.RecordingPainter): the whole matrix takes seconds.
"""

from __future__ import annotations

import pytest

from bingolino_app.ui.common.i18n import install_language
from bingolino_app.ui.printing.layout import PER_PAGE
from bingolino_app.ui.printing.sheet import make_sheet
from sheet_audit import finished, played, problems, record

pytestmark = pytest.mark.slow  # prints every score sheet at every size

GAMES = {  # game: (most players, options of the fullest sheet)
    "bingolino": (4, {}),
    "qwingo": (5, {}),
    "domino_bingo": (2, {"target": 8}),
    "lino": (2, {"starter": 0, "bonus": "full", "match": "fair"}),
}
PAPERS = ("a4", "letter")


@pytest.fixture(scope="module")
def sessions():
    """Finished games and games halfway (played once for the module), and a Qwingo solo
    game: its sheet has the tally and the rank chart."""
    out = {}
    for game, (players, options) in GAMES.items():
        out[game] = finished(game, players, options)
        out[game + " halfway"] = played(game, players, options,
                                        moves=len(out[game].history) // 2)
    out["qwingo solo"] = finished("qwingo", 1, {})
    return out


def sheets(game: str, sessions):
    players = GAMES[game][0]
    yield "blank", make_sheet(game, None, players)
    yield "filled", make_sheet(game, sessions[game], players)
    yield "halfway", make_sheet(game, sessions[game + " halfway"], players)
    if game == "qwingo":
        yield "solo", make_sheet(game, sessions["qwingo solo"], 1)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_text_fits_its_box_on_every_sheet(qapp, sessions, game, lang):
    install_language(qapp, lang)
    try:
        found = []
        for kind, sheet in sheets(game, sessions):
            for paper in PAPERS:
                for per_page in PER_PAGE:
                    painter = record(sheet, paper, per_page)
                    assert painter.drawn, "nothing was drawn"
                    found += [f"{kind} {paper} {per_page}/page: {p}" for p in problems(painter)]
    finally:
        install_language(qapp, "en")
    assert not found, f"{len(found)} problems:\n" + "\n".join(dict.fromkeys(found))
