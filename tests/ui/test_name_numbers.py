"""A name that ends in a digit never runs into its number (issue 33, item 3): "Computer 2 0",
"Анна 7, Компьютер 2 3" read as one number. One separator for every name–number pair, in
code (ui/common/numbers.name_number: "Computer 2: 7"), in every language."""

from __future__ import annotations

import re

import pytest

from bingolino_app.core.game import Event
from bingolino_app.ui.common import i18n, numbers

NAMES = ["Анна 7", "Computer 2", "Компьютер 3", "Player 4", "Bot 5"]
GLUED = re.compile("(" + "|".join(re.escape(n) for n in NAMES) + r")[ \u00a0\u2009]*[\d+−-]")


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, "en")


def test_the_pair_has_one_separator_in_every_language(lang):
    assert numbers.name_number("Computer 2", 7) == "Computer 2: 7"
    assert numbers.name_numbers([("Анна 7", 21), ("Computer 2", "39")]) == \
        "Анна 7: 21, Computer 2: 39"


def test_the_games_texts_keep_names_and_numbers_apart(lang):
    from bingolino_app.ui.boards.domino_bingo import summary, texts as domino
    from bingolino_app.ui.boards.lino import texts as lino

    names = NAMES[:2]
    said = [
        domino.event_text(Event("domino.deal_end", {"deal": 3, "points": [112, 39]}), names),
        lino.event_text(Event("lino.game_over", {"game": 0, "totals": [57, 122], "games": 1}),
                        names),
        lino.event_text(Event("lino.game_over", {"game": 0, "totals": [57, 122], "games": 2}),
                        names),
    ]
    f = summary.DealFacts(9, (118, 76), (5, 9), {"player": 1, "points": [21, 39],
                                                  "tricks": [3, 4]}, None, (), (), (5, 7), 7,
                          1, True)
    said += [summary.reason_text(f, names), summary.body_html(f, names)]
    for text in said:
        assert not GLUED.search(text), text


def test_no_message_puts_two_placeholders_side_by_side():
    """"%2 %3" (a name, then its number) is how the glued pairs were written."""
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "i18n"
    pair = re.compile(r"%\d[ \u00a0]%\d")
    found = []
    for path in sorted(root.glob("*.json")):
        for context, messages in json.loads(path.read_text(encoding="utf-8")).items():
            for source, translation in messages.items():
                texts = translation if isinstance(translation, list) else [translation]
                found += [(context, source) for t in [source, *texts] if pair.search(t or "")]
    assert found == []


@pytest.mark.slow
@pytest.mark.parametrize("game, players", [("bingolino", 4), ("qwingo", 5),
                                           ("domino_bingo", 2), ("lino", 2)])
def test_no_text_on_screen_glues_a_name_to_a_number(window, qtbot, qapp, game, players, lang):
    """Every text of the window (the board's, the panel's, the log, the review's) through a
    whole game whose players' names end in digits."""
    from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget

    from bingolino_app.core.bots import bot_seed, choose_move
    from bingolino_app.core.session import Seat

    def texts(widget) -> list[str]:
        out = [w.text() for w in widget.findChildren(QLabel) if w.isVisible()]
        out += [w.title() for w in widget.findChildren(QGroupBox) if w.isVisible()]
        for w in widget.findChildren(QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        return out

    found = set()

    def look() -> None:
        shown = texts(window) + [b.text for b in window.board.text_boxes()]
        found.update(m.group(0) for t in shown for m in GLUED.finditer(t))

    window.resize(1024, 600)
    seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "computer", "greedy") for i in range(1, players)]
    c = window.start_game(game, seats, {}, 8)
    session = c.session
    for step in range(4000):
        if session.state.is_terminal():
            break
        c.run_computers_sync()
        if step % 5 == 0:
            look()
        board = window.board
        if board.go_on():
            continue
        if getattr(board, "summary_up", lambda: False)():
            board.sheet_button()
            continue
        humans = c.legal_by_human()
        if humans:
            p, legal = next(iter(humans.items()))
            board.action_chosen.emit(p, choose_move(game, "greedy", session.state.observation(p),
                                                    legal, bot_seed(8, len(session.history), p)))
    window.board.go_on()
    qtbot.wait(20)
    look()
    review = window.review_game()
    for k in (0, review.replay.last // 2, review.replay.last):
        review.go(k)
        found.update(m.group(0) for t in texts(review) for m in GLUED.finditer(t))
    review.close()
    assert found == set()
