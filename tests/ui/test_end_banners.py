"""The winner's banner stays on the board, however long the winner's name. Since issue 33 the
banner heads the end card every game has (ui/boards/end_card.py): it names the winners whole,
on a line of their own under "Winners:" when they are long, and the card shrinks into its
room (or stands over the table) rather than cut them."""

from __future__ import annotations

import pytest

from bingolino_app.core.session import Seat
from bingolino_app.ui.common import i18n

pytestmark = pytest.mark.slow  # plays games to their end to read the banners

LONG = "Александра-Виктория"


@pytest.mark.parametrize("game, attribute", [("bingolino", "end_banner"),
                                             ("domino_bingo", "banner")])
def test_the_winner_banner_fits_the_scene(window, qtbot, qapp, game, attribute):
    i18n.install_language(qapp, "ru")
    try:
        window.start_game(game, [Seat(LONG, "computer", "greedy"),
                                 Seat(LONG + "-2", "computer", "greedy")], {}, 3)
        session = window.controller.session
        qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=60_000)
        banner = getattr(window.board, attribute)
        assert banner is not None and banner.isVisible()
        scene_rect = window.board.scene.sceneRect()
        assert scene_rect.contains(banner.sceneBoundingRect())
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("game", ["bingolino", "qwingo"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_banner_names_a_long_winner_whole(window, qtbot, qapp, game, lang):
    """"Winner: Александра Викторовна" whole (it was "Победитель: Александ…" with the table
    empty around it), on a line of its own if it must; the widest names the dialog takes are
    cut (whole in the tooltip); the card stays on the board and every text of it readable."""
    import os
    import sys

    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "helpers"))
    from layout_audit import board_problems

    i18n.install_language(qapp, lang)
    try:
        window.resize(1024, 600)
        for names in (["Александра Викторовна", "Konstantin Petrovich"], ["W" * 24, "Ж" * 24]):
            window.start_game(game, [Seat(n, "computer", "greedy") for n in names], {}, 8)
            session = window.controller.session
            qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=60_000)
            qtbot.waitUntil(lambda: window.board.end_card is not None, timeout=5000)
            board = window.board
            banner = board.end_banner
            winners = [names[p] for p in session.state.winners()]
            if names[0].startswith("W"):  # the widest names the dialog takes: cut
                assert "…" in banner.text
                assert all(name in board.end_card.toolTip() for name in winners)
            else:
                assert all(name in banner.text for name in winners), banner.text
                assert "…" not in banner.text
            assert board.scene.sceneRect().contains(board.end_card.sceneBoundingRect())
            assert board_problems(board, window.view, small=True) == []
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_win_shared_by_five_keeps_the_banner_inside_its_band(window, qtbot, qapp, lang):
    """Five computers of one level fill the same sheets and share the win: with the five long
    names whole the banner ran off the board's foot and over the small sheets; it now keeps
    to the band under them, readable, cutting the names if it must."""
    import os
    import sys

    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "helpers"))
    from layout_audit import board_problems

    names = ["Александра Викторовна", "Konstantin Petrovich", "Maximilian Alexander",
             "Екатерина Сергеевна", "Bartholomew Jones"]
    i18n.install_language(qapp, lang)
    try:
        window.resize(1024, 600)
        window.start_game("qwingo", [Seat(n, "computer", "greedy") for n in names], {}, 3)
        session = window.controller.session
        qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=60_000)
        assert len(session.state.winners()) == 5
        qtbot.waitUntil(lambda: window.board.end_card is not None, timeout=5000)
        board = window.board
        card = board.end_card.sceneBoundingRect()
        assert board.panel_y - 1 <= card.top() and card.bottom() <= board.scene.height()
        assert board_problems(board, window.view, small=True) == []
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_four_bingolino_players_name_a_long_winner_whole_under_the_word(
        window, qtbot, qapp, lang):
    """With four players the banner stands in the narrow column beside the grids:
    "Победитель: Computer Barthol…" at half size; the name now takes a line of its own."""
    from bingolino_app.core.bots import bot_seed, choose_move
    from bingolino_app.core.session import Session
    from bingolino_app.ui.boards.bingolino.board import END_MIN_SCALE

    names = ["Александра Викторовна", "Konstantin Petrovich", "Компьютер Евлампий",
             "Computer Bartholomew"]
    seats = [Seat(n, "human" if i < 2 else "computer", "greedy") for i, n in enumerate(names)]
    session = Session("bingolino", seats, {}, 7)
    while not session.state.is_terminal():
        p, state = session.pending_players()[0], session.state
        session.apply(p, choose_move("bingolino", "greedy", state.observation(p),
                                     state.legal_actions(p), bot_seed(3, len(session.history), p)))
    winner = names[session.state.winners()[0]]
    i18n.install_language(qapp, lang)
    try:
        window.resize(1024, 600)
        window._install(session)
        qtbot.wait(50)
        banner = window.board.end_banner
        assert winner in banner.text and "…" not in banner.text, banner.text
        card = window.board.end_card
        assert card.scale() >= END_MIN_SCALE - 1e-9
        assert window.board.scene.sceneRect().contains(card.sceneBoundingRect())
    finally:
        i18n.install_language(qapp, "en")
