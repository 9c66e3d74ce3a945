"""What the table says (issue 33, items 5 and 6): Domino Bingo says what to do on the table,
as the other games do (it was only in the side panel, small beside a table drawn at twice the
size at 1920x1080); Qwingo names the die's column, and takes the number in a box, only once
the die has stopped (the text named it, and the boxes took clicks, while it still rolled)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat
from bingolino_app.games.qwingo.state import Enter
from bingolino_app.ui.boards.qwingo import texts as qwingo_texts


def play_one(window) -> bool:
    c = window.controller
    humans = c.legal_by_human()
    if not humans:
        return False
    player, legal = next(iter(humans.items()))
    s = c.session
    window.board.action_chosen.emit(player, choose_move(
        s.game_id, "greedy", s.state.observation(player), legal,
        bot_seed(s.seed, len(s.history), player)))
    return True


def test_domino_says_what_to_do_on_the_table(window, qtbot):
    window.resize(1920, 1080)
    window.start_game("domino_bingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 5)
    board = window.board
    seen = 0
    for _ in range(300):
        if window.controller.legal_by_human() and not board.goes_on_by_click():
            prompt = window.side_panel.prompt_text()
            assert prompt and board.go_on_label.isVisible()
            assert " ".join(board.go_on_label.text().split()) == " ".join(prompt.split())
            seen += 1
            if seen >= 6:
                break
        if board.go_on():
            continue
        if not play_one(window):
            qtbot.wait(10)
    assert seen >= 6
    # Readable where the table is large: not smaller on the screen than the panel's text.
    scale = window.view.transform().m11()
    assert board.go_on_label.font().pixelSize() * scale >= \
        window.side_panel.prompt_label.fontMetrics().height() * 0.8


def test_qwingo_names_the_column_only_once_the_die_stops(window, qtbot):
    window.set_speed(1.0)
    window.start_game("qwingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 4)
    board, session = window.board, window.controller.session
    for _ in range(300):
        c = window.controller
        humans = c.legal_by_human()
        if humans and isinstance(humans[0][0], Enter) and board.settling():
            break
        if board.turn_held:
            board.go_on()
        elif not play_one(window):
            qtbot.wait(5)
    assert board.settling(), "never saw the die roll before an entry"
    face = board.obs.face
    goes = qwingo_texts.goes_text(face)
    assert goes not in board.info_item.toPlainText()
    assert not any(mark in ("legal", "risky") for mark in board.marks(0).values())
    before = len(session.history)
    entry = window.controller.legal_by_human()[0][0]
    centre = board.sheets[0].box_centre(entry.column, entry.box)
    view = window.view
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(centre))
    QTest.keyClick(view.viewport(), Qt.Key_Return)
    assert len(session.history) == before  # nothing written while the die rolls
    qtbot.waitUntil(lambda: not board.settling(), timeout=5000)
    assert goes in board.info_item.toPlainText()
    assert any(mark in ("legal", "risky") for mark in board.marks(0).values())
