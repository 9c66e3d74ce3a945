"""Domino Bingo at the player's pace, through the window's own controls: a finished trick
stays until it is seen, every deal ends with a summary that holds the next deal, the match
ends with "Play again", closing the stock asks first, the last trick can be brought back, and
behind the hot-seat cover no hidden stone is drawn."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat
from bingolino_app.games.domino_bingo.state import Close
from bingolino_app.ui.common import i18n
from bingolino_app.ui.boards.domino_bingo import summary, texts
from bingolino_app.ui.boards.domino_bingo.items import StoneItem
from bingolino_app.ui.boards.domino_bingo.pace import TRICK_PAUSE_MS

EMPTY_SPOT = QPointF(700, 160)  # felt between the opponent's hand and the info text


def start(window, seed=31, variant="russian", mode="click", speed=0.0, seats=None):
    window.set_after_trick(mode)
    window.set_speed(speed)
    window.start_game("domino_bingo", seats or [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {"variant": variant, "target": 7}, seed)
    return window.controller.session, window.board


def click_scene(window, pos: QPointF) -> None:
    view = window.view
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     view.mapFromScene(pos))


def human_move(window, qtbot) -> None:
    """Ann plays the greedy bot's choice with the mouse: a stone, or the close button."""
    c, board = window.controller, window.board
    player = c.seated if c.hot_seat() else 0
    state = c.session.state
    action = choose_move("domino_bingo", "greedy", state.observation(player),
                         c.legal_by_human()[player], bot_seed(9, len(c.session.history), player))
    if isinstance(action, Close):
        qtbot.mouseClick(board.controls().close_button, Qt.LeftButton)
        return
    if action.declare:
        qtbot.mouseClick(board.controls().declare_button, Qt.LeftButton)
    click_scene(window, board.stone_scene_pos(action.stone))


def computer_led(session) -> bool:
    return bool(session.state.trick) and session.state.trick[0][0] == 1


def play_until(window, qtbot, done, limit=400) -> None:
    """Play Ann's moves until ``done()``; a held trick or summary is passed with a click."""
    session, board = window.controller.session, window.board
    for _ in range(limit):
        qtbot.waitUntil(lambda: done() or board.holding or session.state.is_terminal()
                        or bool(window.controller.legal_by_human()), timeout=10_000)
        if done():
            return
        if session.state.is_terminal():
            if board.pace.trick() is None:
                raise AssertionError("the match ended first")
            click_scene(window, EMPTY_SPOT)  # the last trick first, then the end sheet
            continue
        if board.sheet.isVisible():
            click_scene(window, board.sheet.button.sceneBoundingRect().center())
        elif board.holding:
            click_scene(window, EMPTY_SPOT)
        else:
            human_move(window, qtbot)
    raise AssertionError("never reached")


@pytest.fixture
def yes(monkeypatch):
    asked = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: asked.append((box.windowTitle(), box.text()))
                        or QMessageBox.Yes)
    return asked


def held_trick(board):
    """The finished trick the table shows, and that it is really drawn: stones and caption."""
    shown = board.pace.trick()
    assert shown is not None
    drawn = {item.pips for item in board.trick_items if item.isVisible()}
    assert drawn == set(shown[0].stones)
    assert board.frame.isVisible() and board.trick_label.isVisible()
    return shown[0]


# --- 2. the pace is the player's -----------------------------------------------------------
@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_wait_for_a_click_keeps_the_trick_until_the_click(window, qtbot, yes, speed):
    session, board = start(window, mode="click", speed=speed)
    play_until(window, qtbot, lambda: board.holding and board.pace.fresh is not None
               and not board.summary_up())
    trick = session.state.tricks[-1]
    shown = held_trick(board)
    assert shown.stones == trick.stones and shown.winner == trick.winner == 1
    names = [s.name for s in session.seats]
    assert board.trick_label.text().startswith(f"{names[1]} takes the trick: +{shown.points}")
    assert "Click the table" in board.go_on_label.text()
    panel = window.side_panel  # the table waits for Ann, so no computer "is thinking"
    assert window.controller.thinking_players() == [] and panel.thinking_label.text() == ""
    assert panel.turn_label.text() == "Now: Ann"  # not Bot, who leads once Ann goes on
    before = len(session.history)
    qtbot.wait(TRICK_PAUSE_MS + 1200)  # longer than any pause: still there, nobody led
    assert len(session.history) == before and not session.state.trick
    held_trick(board)
    click_scene(window, EMPTY_SPOT)  # a click anywhere goes on at once
    qtbot.waitUntil(lambda: computer_led(session), timeout=5000)
    assert board.pace.trick() is None and not board.frame.isVisible()


def test_space_also_goes_on(window, qtbot, yes):
    session, board = start(window, mode="click")
    play_until(window, qtbot, lambda: board.holding and board.pace.fresh is not None
               and not board.summary_up())
    QTest.keyClick(window.view, Qt.Key_Space)
    qtbot.waitUntil(lambda: computer_led(session), timeout=5000)


def test_the_humans_own_last_stone_stays_for_the_pause(window, qtbot, yes):
    """Ann answers and Bot takes the trick: Ann's stone and the caption stay for the pause at
    Normal speed (measured today: gone after 0.4 s), then Bot leads by itself."""
    session, board = start(window, mode="pause", speed=1.0)

    def ann_completes_bots_trick():
        s = session.state
        return (board.holding and board.pace.fresh is not None and not board.summary_up()
                and s.tricks and s.tricks[-1].leader == 1 and s.tricks[-1].winner == 1)
    play_until(window, qtbot, ann_completes_bots_trick)
    began = time.monotonic()
    ann_stone = session.state.tricks[-1].stones[1]
    assert ann_stone in {item.pips for item in board.trick_items if item.isVisible()}
    before = len(session.history)
    qtbot.wait(1200)
    held_trick(board)
    assert len(session.history) == before
    qtbot.waitUntil(lambda: computer_led(session), timeout=6000)
    waited = time.monotonic() - began
    assert TRICK_PAUSE_MS / 1000 - 0.1 <= waited < TRICK_PAUSE_MS / 1000 + 2.5


def test_with_animations_off_the_pause_is_shorter_but_there(window, qtbot, yes):
    session, board = start(window, mode="pause", speed=0.0)
    play_until(window, qtbot, lambda: board.holding and board.pace.fresh is not None
               and not board.summary_up())
    # The pause is the board's timer (measured from here a loaded machine could find it
    # already partly run): long enough to read, and the computer waits for it.
    assert board.pace.timer.isActive() and board.pace.timer.interval() >= 900
    qtbot.wait(min(400, board.pace.timer.remainingTime() // 2))
    held_trick(board)
    assert not computer_led(session)
    qtbot.waitUntil(lambda: computer_led(session), timeout=5000)


def test_the_setting_is_in_the_menu_and_reaches_the_board(window, qtbot):
    session, board = start(window, mode="pause")
    assert window.after_trick_actions["pause"].isChecked()
    window.after_trick_actions["click"].trigger()
    assert window.settings.after_trick == "click" and board.after_trick == "click"
    assert window.after_trick_actions["click"].isChecked()
    assert not window.after_trick_actions["pause"].isChecked()
    assert window.after_trick_menu.title() == "After an opponent's t&urn"


# --- 3. every end is an event ----------------------------------------------------------------
def deal_awards(session, deal):
    """The model's award events of ``deal``, as (player, amount, reason)."""
    current, out = 0, []
    for event in session.events():
        if event.key == "domino.dealt":
            current = event.args["deal"]
        elif event.key == "domino.award" and current == deal:
            out.append((event.args["player"], event.args["amount"], event.args["reason"]))
    return out


def test_the_deal_summary_holds_the_next_deal_and_matches_the_model(window, qtbot, yes):
    session, board = start(window, mode="click")
    play_until(window, qtbot, lambda: board.sheet.isVisible())
    state = session.state
    assert state.deal_no == 2 and state.phase == "play"
    facts = summary.facts(board.obs, 1)
    assert [(a["player"], a["amount"], a["reason"]) for a in facts.awards] == \
        deal_awards(session, 1)
    assert facts.big == tuple(state.big)
    record = state.records[0]
    assert facts.points == tuple(record["points"]) and facts.tricks == tuple(record["tricks"])
    body = board.sheet.body.toPlainText()
    names = [s.name for s in session.seats]
    for p in (0, 1):  # a row per player: name, points, tricks, ...
        assert f"{names[p]}\n{record['points'][p]}\n{record['tricks'][p]}\n" in body
    for player, amount, reason in deal_awards(session, 1):
        big = "1 big point" if amount == 1 else f"{amount} big points"
        assert f"{names[player]}: {big} — {texts.award_reason(reason, {'low': 20})}" in body
    assert f"Match to 7: Ann: {state.big[0]}, Bot: {state.big[1]}" in body
    assert board.sheet.title.toPlainText() == "Deal 1 is over"
    assert board.sheet.button.text == "Next deal"
    # Nothing of deal 2 is shown, the computer does not lead, Ann cannot act.
    assert not any(item.isVisible() for row in board.hand_items for item in row)
    assert not board.turned_item.isVisible() and not board.trump_label.isVisible()
    assert "Deal 2" not in board.controls().pad.toPlainText()
    panel = window.side_panel  # nor in the log: its lines wait with the table
    assert panel.turn_label.text() == "Now: Ann"  # she closes the summary

    def log_lines():
        return [panel.log.item(i).text() for i in range(panel.log.count())]

    assert not any(line.startswith("Deal 2:") for line in log_lines())
    before = len(session.history)
    QTest.keyClick(window.view, Qt.Key_Right)
    click_scene(window, QPointF(400, 690))
    if 0 in session.pending_humans():
        assert not board.play(state.hands[0][0])
        assert "Next deal" in window.statusBar().currentMessage()
    qtbot.wait(800)
    assert len(session.history) == before and board.holding
    assert board.sheet.isVisible()
    assert "Next deal" in window.side_panel.prompt_label.text()
    # The button goes on: the new deal appears, whoever leads it leads.
    click_scene(window, board.sheet.button.sceneBoundingRect().center())
    assert not board.sheet.isVisible()
    assert sum(item.isVisible() for item in board.hand_items[0]) == 7
    dealt = [line for line in log_lines() if line.startswith("Deal 2:")]
    assert len(dealt) == 1  # once, in its place after deal 1's lines
    if session.state.to_move == 1:
        qtbot.waitUntil(lambda: computer_led(session), timeout=5000)
    else:
        assert not board.holding and window.controller.legal_by_human()
    # The pad holds the finished deal; the one being played is counted on the table only.
    pad = board.controls().pad.toPlainText()
    assert "Deal 1" in pad and "Deal 2" not in pad


def test_enter_closes_the_summary(window, qtbot, yes):
    session, board = start(window, mode="click", seed=5)
    play_until(window, qtbot, lambda: board.sheet.isVisible())
    QTest.keyClick(window.view, Qt.Key_Return)
    assert not board.sheet.isVisible() and not board.summary_up()


def test_the_matchs_result_waits_for_its_last_trick(window, qtbot, yes):
    """The table still showed the last trick ("Click the table…") while the side panel said
    "Game over. Winner: Bot" and the log "Bot wins the match 7 : 3!": the result waits with
    the trick, then comes with the end sheet."""
    session, board = start(window, mode="click", seed=31)
    panel = window.side_panel
    play_until(window, qtbot, lambda: session.state.is_terminal(), limit=3000)
    assert board.pace.trick() is not None and not board.sheet.isVisible()
    log = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert not any("wins the match" in line or "is over" in line for line in log[-3:])
    assert panel.turn_label.text() == "Now: Ann"
    assert "Click the table" in panel.prompt_label.text()
    assert not panel.again_button.isVisible()
    # Nor on the table, the score pad or the status bar: the final deal's big points and row.
    state = session.state
    final = state.records[-1]
    gained = [sum(a["amount"] for a in final["awards"] if a["player"] == p) for p in (0, 1)]
    me = board.bottom()
    assert board.score_items[0].text().splitlines()[0] == \
        texts.big_text(state.big[me] - gained[me])
    assert f"Deal {state.deal_no}" not in board.controls().pad.toPlainText()
    assert window.statusBar().currentMessage() != "The game is over."
    # The log written again (a language change does so) holds the same lines: it stopped
    # at the first deal's result, the whole match but one deal gone.
    panel.refresh(rebuild_log=True)
    assert [panel.log.item(i).text() for i in range(panel.log.count())] == log
    click_scene(window, EMPTY_SPOT)
    qtbot.waitUntil(lambda: board.end_card is not None, timeout=5000)  # every game's end card
    winner = session.seats[session.state.winner].name
    assert panel.turn_label.text() == f"Game over. Winner: {winner}"
    log = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert any("wins the match" in line for line in log[-3:])
    assert panel.again_button.isVisible()
    assert window.statusBar().currentMessage() == "The game is over."
    pad = board.controls().pad
    assert f"Deal {state.deal_no}" in pad.toPlainText()
    qtbot.wait(50)
    bar = pad.verticalScrollBar()  # the final total in view (it stayed on Deal 1)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def test_in_the_pause_the_panel_says_what_the_table_says(window, qtbot, yes):
    """Under a deal's last trick the panel said "Now: Ann" above "Waiting for Bot…" (the
    next deal's leader); under the match's last trick it said nothing, while the table said
    "Click the table or press Space to go on." in both."""
    session, board = start(window, mode="pause", seed=31)
    panel = window.side_panel
    go_on = "Click the table or press Space to go on."
    for last in (lambda: board.summary_up() and board.pace.fresh is not None,
                 board.result_held):
        play_until(window, qtbot, last, limit=3000)
        assert panel.turn_label.text() == "Now: Ann"
        assert panel.prompt_label.text() == go_on
        assert board.go_on_label.isVisible() and board.go_on_label.text() == go_on


def test_the_match_ends_with_the_winner_and_play_again(window, qtbot, yes):
    """Also with long names: the winner's banner and the sentence under it have the sheet's
    width and name the winner whole (they were cut at a sentence's budget, "Maximilian
    Alexan…")."""
    seats = [Seat("Maximilian Alexander"), Seat("Konstantin Petrovich", "computer", "greedy")]
    session, board = start(window, mode="click", seed=31, seats=seats)
    play_until(window, qtbot, lambda: session.state.is_terminal() and board.end_card is not None,
               limit=3000)
    state = session.state
    names = [s.name for s in session.seats]
    winner = names[state.winner]
    # The end card every game has (issue 33, item 4): the winner, why, what the last deal
    # gave, the big points, Play again and Review.
    card = board.end_card
    # (A headline wider than the card would break at the winner's name, whole.)
    assert board.banner is not None and \
        board.banner.text.replace("\n", " ") == f"Winner: {winner}"
    assert card.summary.reasons[0].startswith(f"{winner} reached the target of 7 big")
    awards = summary.facts(board.obs, state.deal_no).awards
    assert awards and all(any(line.startswith(f"{names[a['player']]}: ")
                              for line in card.summary.reasons[1:]) for a in awards)
    assert [label for label, _ in card.button_rects()] == ["Play again", "Review and analyse"]
    assert [row[0] for row in card.summary.rows] == names
    facts = summary.facts(board.obs, state.deal_no)
    assert [(a["player"], a["amount"], a["reason"]) for a in facts.awards] == \
        deal_awards(session, state.deal_no)
    assert board.scene.sceneRect().contains(card.sceneBoundingRect())
    old = window.controller
    click_scene(window, card.button_rects()[0][1].center())
    assert window.controller is not old and not window.controller.session.state.is_terminal()


# --- 5. no accidental commitments --------------------------------------------------------------
def test_closing_the_stock_asks_first_and_no_keeps_it_open(window, qtbot, monkeypatch):
    session, board = start(window, variant="russian")
    answers, asked = [QMessageBox.No], []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: asked.append(box.windowTitle()) or answers[0])
    qtbot.waitUntil(lambda: Close() in window.controller.legal_by_human().get(0, []),
                    timeout=10_000)
    controls = board.controls()
    qtbot.mouseClick(controls.close_button, Qt.LeftButton)
    click_scene(window, board.turned_item.sceneBoundingRect().center())
    QTest.keyClick(window.view, Qt.Key_C)
    assert asked == ["Close the stock?"] * 3
    assert session.state.closed_by is None and Close() not in [s.action for s in
                                                              session.history]
    assert board.turned_item.face_up
    window.set_confirm_risky(False)  # not asked when the player does not want it
    click_scene(window, board.turned_item.sceneBoundingRect().center())
    assert len(asked) == 3 and session.state.closed_by == 0


def test_closing_the_stock_with_yes_closes_it(window, qtbot, monkeypatch):
    session, board = start(window, variant="english")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.Yes)
    qtbot.waitUntil(lambda: Close() in window.controller.legal_by_human().get(0, []),
                    timeout=10_000)
    QTest.keyClick(window.view, Qt.Key_C)
    assert session.state.closed_by == 0


# --- 1. show the last trick -----------------------------------------------------------------
def test_show_last_trick_brings_back_the_right_stones(window, qtbot, yes):
    session, board = start(window, mode="click")
    controls = board.controls()
    assert not controls.last_button.isEnabled()
    assert "(key T)" in controls.last_button.toolTip()
    play_until(window, qtbot, lambda: len(session.state.tricks) >= 2 and computer_led(session)
               and not board.holding)
    lead = session.state.trick[0][1]
    last = session.state.tricks[-1]
    names = [s.name for s in session.seats]
    assert controls.last_button.isEnabled()
    qtbot.mouseClick(controls.last_button, Qt.LeftButton)
    assert {i.pips for i in board.trick_items if i.isVisible()} == set(last.stones)
    text = board.trick_label.text()
    assert text.startswith(f"Last trick: {names[last.leader]} led {last.stones[0][0]}–"
                           f"{last.stones[0][1]}")
    assert f"{names[last.winner]} takes the trick: +" in text
    assert board.holding  # the table waits while the player looks
    QTest.keyClick(window.view, Qt.Key_Left)  # the next key puts it away, nothing else
    assert board.cursor is None and board.pace.recall is None and not board.holding
    assert {i.pips for i in board.trick_items if i.isVisible()} == {lead}
    QTest.keyClick(window.view, Qt.Key_T)  # the key T does the same
    assert {i.pips for i in board.trick_items if i.isVisible()} == set(last.stones)
    click_scene(window, EMPTY_SPOT)
    assert board.pace.recall is None


# --- 5. hot seat: no hidden stone is drawn behind the cover -----------------------------------
def hidden_stones_drawn(board, state) -> list:
    hands = set(state.hands[0]) | set(state.hands[1])
    return [item.pips for item in board.scene.items()
            if isinstance(item, StoneItem) and item.face_up and item.pips in hands
            and item.pips != state.trump_stone]


def test_hot_seat_never_draws_a_hidden_stone_behind_the_cover(window, qtbot, yes):
    session, board = start(window, mode="pause", seats=[Seat("Ann"), Seat("Ben")])
    c = window.controller
    covers = deferred = 0
    for _ in range(200):
        if session.state.deal_no > 1 and not board.summary_up():
            break
        if c.covered:
            assert not hidden_stones_drawn(board, session.state)
            if board.holding:  # the trick or the summary first, for both to see
                deferred += 1
                assert window.board_stack.currentWidget() is window.view
                if board.sheet.isVisible():
                    click_scene(window, board.sheet.button.sceneBoundingRect().center())
                else:
                    click_scene(window, EMPTY_SPOT)
                assert window.board_stack.currentWidget() is window.cover
                continue
            assert window.board_stack.currentWidget() is window.cover
            covers += 1
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        if board.sheet.isVisible():
            click_scene(window, board.sheet.button.sceneBoundingRect().center())
            continue
        human_move(window, qtbot)
    assert covers > 5 and deferred > 0


def test_a_language_change_keeps_the_summary_and_its_hold(window, qtbot, qapp, yes):
    from bingolino_app.ui.common import i18n

    session, board = start(window, mode="click")
    play_until(window, qtbot, lambda: board.sheet.isVisible())
    try:
        i18n.install_language(qapp, "ru")
        qtbot.wait(50)
        assert board.sheet.title.toPlainText() == "Сдача 1 окончена"
        assert board.sheet.button.text == "Следующая сдача"
        assert "Счёт партии (играем до 7): Ann" in board.sheet.body.toPlainText()
        assert board.holding and board.sheet.isVisible()
        QTest.keyClick(window.view, Qt.Key_Return)
        assert not board.sheet.isVisible()
    finally:
        i18n.install_language(qapp, "en")


def test_the_side_panel_fits_1024x600_in_the_humans_move(window, qtbot, qapp, yes):
    """"Your move" with its note and "Show last trick" both shown, in Russian: the score pad
    asks only for its minimum height and the side panel needs no scrolling at 1024x600."""
    i18n.install_language(qapp, "ru")
    try:
        session, board = start(window, mode="click", seed=31)
        window.resize(1024, 600)
        controls = board.controls()
        play_until(window, qtbot, lambda: not board.holding and controls.note.isVisible()
                   and controls.last_button.isVisible()
                   and bool(window.controller.legal_by_human()))
        assert controls.move_box.isVisible()
        qtbot.wait(50)
        assert window.side_panel.scroll.verticalScrollBar().maximum() == 0
    finally:
        i18n.install_language(qapp, "en")


def test_the_summary_table_and_the_score_pad_name_a_usual_long_name_whole(window, qtbot, yes):
    """"Александра Викт…" in the deal's table beside a whole "Konstantin Petrovich", and in
    the score pad's lines: the table's name column has a third of the sheet, the pad's
    lines their width."""
    name = "Александра Викторовна"
    window.resize(1024, 600)
    session, board = start(window, mode="click",
                           seats=[Seat(name), Seat("Konstantin Petrovich", "computer", "greedy")])
    play_until(window, qtbot, lambda: board.sheet.isVisible())
    body = board.sheet.body.toPlainText()
    assert f"\n{name}\n" in body and "\nKonstantin Petrovich\n" in body
    pad_text = board.controls().pad.toPlainText()
    assert "…" not in pad_text


def test_the_score_pad_grows_with_a_tall_window_and_names_players_whole(window, qtbot):
    """At 1920x1080 the pad kept five lines beside a log of forty, and cut "Александра Викт…"
    to the width it had before the window grew; at 1024x600 it keeps its least height."""
    window.resize(1920, 1080)
    session, board = start(window, mode="click", seats=[
        Seat("Александра Викторовна"), Seat("Konstantin Petrovich", "computer", "greedy")])
    play_until(window, qtbot, lambda: session.state.deal_no >= 2 and not board.sheet.isVisible())
    QApplication.processEvents()
    pad = board.controls().pad
    assert pad.height() >= 0.25 * window.side_panel.height()
    text = pad.toPlainText()
    assert "Александра Викторовна" in text and "…" not in text
    window.resize(1024, 600)  # the layout settles from the event loop
    bar = window.side_panel.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: pad.height() == 160 and bar.maximum() == 0, timeout=2000)
    assert pad.minimumHeight() == 160
