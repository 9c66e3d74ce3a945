"""A whole Domino Bingo match played through the window's own controls, as a user would."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from bingolino_app import paths
from bingolino_app.core.session import Seat
from bingolino_app.games.domino_bingo.state import Close, Play

MAX_STEPS = 3000


def select(board, view, stones) -> None:
    """Move the keyboard cursor onto one of ``stones`` in the bottom hand."""
    hand = board._bottom_hand()
    for _ in range(len(hand) + 1):
        QTest.keyClick(view, Qt.Key_Right)  # the cursor appears, then moves right
        if hand[board.cursor] in stones:
            return
    raise AssertionError("no such stone in the hand")


def test_full_match_by_keys_and_buttons_against_the_computer(window, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: asked.append(box.text()) or QMessageBox.Yes)
    window.set_after_trick("click")  # each trick the computer takes waits for a key
    window.start_game("domino_bingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {"variant": "russian", "target": 7}, 31)
    session = window.controller.session
    board, view = window.board, window.view
    controls = board.controls()
    did = {"play": 0, "close": 0, "declare": 0, "summary": 0, "trick": 0}
    for step in range(MAX_STEPS):
        qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal()
                        or board.holding, timeout=10_000)
        if session.state.is_terminal():
            break
        if board.sheet.isVisible():  # the deal's summary: Enter is "Next deal"
            QTest.keyClick(view, Qt.Key_Return)
            did["summary"] += 1
            continue
        if board.holding:  # a trick the computer took: Space gathers it
            QTest.keyClick(view, Qt.Key_Space)
            did["trick"] += 1
            continue
        state = session.state
        legal = state.legal_actions(0)
        before = len(session.history)
        declarable = [a for a in legal if isinstance(a, Play) and a.declare]
        if Close() in legal and state.deal_no >= 2 and not did["close"]:
            assert controls.close_button.isVisible()
            qtbot.mouseClick(controls.close_button, Qt.LeftButton)
            did["close"] += 1
        elif declarable:
            assert controls.declare_button.isVisible()
            qtbot.mouseClick(controls.declare_button, Qt.LeftButton)
            stone = declarable[0].stone
            select(board, view, {stone})
            assert board.declare
            QTest.keyClick(view, Qt.Key_Return)
            assert session.history[before].action == Play(stone, True)
            did["declare"] += 1
        else:
            select(board, view, {a.stone for a in legal if isinstance(a, Play)})
            QTest.keyClick(view, Qt.Key_Space)
            did["play"] += 1
        assert len(session.history) > before, "the keys did nothing"
    assert session.state.is_terminal() and session.state.winners()
    assert did["play"] > 20 and did["close"] == 1 and len(asked) == 1
    assert did["summary"] >= session.state.deal_no - 1 and did["trick"] > 10
    assert not paths.autosave_path().exists()
    assert window.side_panel.log.count() > 50
    pad = controls.pad.toPlainText()
    assert "1" in pad and str(session.state.big[0]) in pad
