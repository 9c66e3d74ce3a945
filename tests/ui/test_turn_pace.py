"""The pace is the player's in every game (issue 33, item 1): a computer's turn stays on the
table for a readable pause, or until a click (Settings → After an opponent's turn), before the
next computer begins; the last round can be seen at any time (View → Last round, key L). In
Bingolino and Qwingo with several computers the rolls flew past (median 1.1 s, shortest 0.44 s
at Normal speed) and only the last one stayed."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat
from bingolino_app.ui.boards import base

ROLLED = {"bingolino": "bingolino.rolled", "qwingo": "qwingo.rolled"}
NAMES = ["Ann", "Computer 2", "Computer 3", "Computer 4"]


def start(window, game: str, mode: str, players: int = 3, seed: int = 4):
    window.set_after_trick(mode)
    seats = [Seat(NAMES[0])] + [Seat(n, "computer", "greedy") for n in NAMES[1:players]]
    window.start_game(game, seats, {}, seed)
    return window.controller.session, window.board


def play_human(window) -> bool:
    """The human plays as greedy would, if he may act now."""
    c = window.controller
    humans = c.legal_by_human()
    if not humans:
        return False
    player, legal = next(iter(humans.items()))
    session = c.session
    action = choose_move(session.game_id, "greedy", session.state.observation(player), legal,
                         bot_seed(session.seed, len(session.history), player))
    window.board.action_chosen.emit(player, action)
    return True


def roll_times(session) -> list[tuple[float, int]]:
    """When each roll happened and whose it was, recorded as it happens."""
    times: list[tuple[float, int]] = []
    seen = [sum(1 for e in session.events() if e.key == ROLLED[session.game_id])]

    def heard(s) -> None:
        rolls = [e for e in s.events() if e.key == ROLLED[s.game_id]]
        if len(rolls) > seen[0]:
            times.append((time.monotonic(), rolls[-1].args["player"]))
        seen[0] = len(rolls)

    session.listeners.append(heard)
    return times


@pytest.mark.parametrize("game", ["bingolino", "qwingo"])
def test_a_computers_turn_stays_for_a_pause_before_the_next(window, qtbot, monkeypatch, game):
    monkeypatch.setattr(base, "OFF_TURN_PAUSE_MS", 400)
    session, board = start(window, game, "pause")
    times = roll_times(session)
    deadline = time.monotonic() + 60
    while len(times) < 18 and time.monotonic() < deadline and not session.state.is_terminal():
        if not play_human(window):
            qtbot.wait(20)
    # Between two computers' rolls (the human's own roll comes when he rolls).
    gaps = [b - a for (a, p), (b, q) in zip(times, times[1:]) if p != 0 and q != 0]
    assert len(gaps) >= 3, times
    assert min(gaps) >= 0.38, gaps


@pytest.mark.parametrize("game", ["bingolino", "qwingo"])
def test_a_computers_turn_waits_for_a_click(window, qtbot, game):
    session, board = start(window, game, "click")
    for _ in range(400):
        if board.turn_held:
            break
        if not play_human(window):
            qtbot.wait(10)
    assert board.turn_held and board.holding and board.waits_for_click()
    prompt = "Click the table or press Space to go on."
    assert window.side_panel.prompt_text() == prompt
    assert prompt in board.info_item.toPlainText()  # said on the table too
    before = len(session.history)
    qtbot.wait(300)
    assert len(session.history) == before  # the next computer waits for the player
    assert window.controller.thinking_players() == []
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key_Space)
    QCoreApplication.processEvents()
    assert not board.turn_held
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=10_000)


def test_the_players_own_tile_may_be_taken_back_while_the_turn_stays(window, qtbot):
    """Undo after a human's tile in Bingolino (0 of 18 before): the table keeps the turn
    until a click, and nothing is rolled meanwhile."""
    from bingolino_app.games.bingolino.state import Flip

    session, board = start(window, "bingolino", "click", players=2, seed=8)
    for _ in range(600):
        c = window.controller
        humans = c.legal_by_human()
        if board.turn_held:
            window.view.setFocus()
            board.go_on()
        elif humans and isinstance(humans[0][0], Flip) and session.state.active == 0:
            play_human(window)  # a tile on his own roll: the computer rolls next
            if board.turn_held:
                break
        elif not play_human(window):
            qtbot.wait(10)
    assert board.turn_held
    assert window.act_undo.isEnabled()
    window.undo()
    assert window.controller.legal_by_human() and isinstance(
        window.controller.legal_by_human()[0][0], Flip)


@pytest.mark.parametrize("game", ["bingolino", "qwingo", "lino"])
def test_the_last_round_can_be_seen_at_any_time(window, qtbot, game):
    players = {"bingolino": 4, "qwingo": 4, "lino": 2}[game]
    session, board = start(window, game, "pause", players=players)
    assert window.side_panel.last_round_button.isVisible() or window.side_panel.isHidden()
    for _ in range(300):
        turns = sum(1 for e in session.events() if e.key.endswith((".turn", ".placed")))
        if turns >= players + 2:
            break
        if not play_human(window):
            qtbot.wait(10)
    window.show_last_round()
    popup = window.last_round_popup
    assert popup.isVisible() and popup.lines
    text = " ".join(popup.lines)
    for name in NAMES[:players] if game != "qwingo" else NAMES[:players]:
        assert name in text, (name, popup.lines)
    assert popup.accessibleName() == "Last round"
    QTest.keyClick(popup, Qt.Key_Escape)
    assert not popup.isVisible()


def test_dominos_last_round_is_its_last_trick(window, qtbot):
    window.start_game("domino_bingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 3)
    session, board = window.controller.session, window.board
    assert not window.side_panel.last_round_button.isVisible()  # "Show last trick" does it
    for _ in range(300):
        if board.pace.last is not None and not board.pace.fresh:
            break
        if board.go_on():
            continue
        if not play_human(window):
            qtbot.wait(10)
    window.show_last_round()
    assert board.pace.recall is not None


def test_a_qwingo_turn_half_entered_keeps_the_last_entry_of_who_has_not_entered_yet(qapp):
    """The last round while a number is being entered: who already entered shows it, and who
    has not yet still shows his entry of the turn before (it showed only the call and the
    roll: "a Qwingo entry not yet written is no last entry")."""
    from bingolino_app.core.session import Session
    from bingolino_app.ui.boards.qwingo.board import Board

    seats = [Seat(n, "computer", "greedy") for n in NAMES[:3]]
    session = Session("qwingo", seats, {}, 4)
    while True:
        events = session.events()
        turn = max((i for i, e in enumerate(events) if e.key == "qwingo.turn"), default=0)
        entered = {e.args["player"] for e in events[turn:]
                   if e.key in ("qwingo.entered", "qwingo.no_box", "qwingo.passed")}
        if events and events[turn].args.get("turn", 0) > 3 and 0 < len(entered) < 3:
            break
        p = session.pending_players()[0]
        state = session.state
        session.apply(p, choose_move("qwingo", "greedy", state.observation(p),
                                     state.legal_actions(p), bot_seed(4, len(session.history), p)))
    board = Board(seats, {})
    lines = board.last_round(events)
    waiting = next(p for p in range(3) if p not in entered)
    before = [board.event_text(e) for e in events[:turn] if e.args.get("player") == waiting
              and e.key != "qwingo.turn" and board.event_text(e)]
    assert before and before[-1] in lines  # his entry of the turn before
    assert all(board.event_text(e) in lines for e in events[turn:] if board.event_text(e))
