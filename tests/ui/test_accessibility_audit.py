"""Nothing a screen reader meets is nameless: every visible widget a user acts on (what Tab
reaches, buttons, fields, lists, sliders, the board's view), and every part of every board, in
each phase of each game (set-up, play, end), on the start page and in the review window."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QMessageBox

from a11y import unnamed_parts, unnamed_widgets, visible_interactive
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat

SETUPS = {  # the phase that sets the table up, then the phase of play
    "bingolino": ("arrange", "choose"),
    "qwingo": ("setup", "call"),
    "domino_bingo": ("play", "play"),
    "lino": ("build", "fill"),
}


def audit(window, where: str) -> None:
    QApplication.processEvents()
    assert visible_interactive(window), where
    assert not unnamed_widgets(window), f"{where}: unnamed {unnamed_widgets(window)}"
    view = getattr(window, "view", None)
    if view is not None and view.isVisible() and view.scene() is not None:
        assert not unnamed_parts(view), f"{where}: unnamed parts {unnamed_parts(view)}"
        assert QAccessible.queryAccessibleInterface(view).childCount() > 0, where


def drive(window, qtbot, until) -> None:
    """Play the human's moves with the greedy computer's choices (and go on wherever the
    table waits) until ``until()`` holds."""
    session, board = window.controller.session, window.board
    for _ in range(3000):
        qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal()
                        or board.waits_for_click(), timeout=15_000)
        if until():
            return
        if board.waits_for_click() or (session.state.is_terminal() and board.result_held()):
            if getattr(board, "sheet", None) is not None and board.sheet.isVisible():
                board.sheet_button()
            else:
                board.go_on()
            continue
        state = session.state
        player = session.pending_humans()[0]
        action = choose_move(session.game_id, "greedy", state.observation(player),
                             state.legal_actions(player),
                             bot_seed(session.seed, len(session.history), player))
        window.controller.apply(player, action)
    raise AssertionError("the game did not get there")


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_every_control_and_part_has_a_name_in_every_phase(window, qtbot, monkeypatch,
                                                            game_id):
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.Yes)
    audit(window, "start page")
    window.set_after_trick("click")  # a finished trick waits to be gathered, not a pause
    window.start_game(game_id, [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {}, 9)
    session, board = window.controller.session, window.board
    window.board.confirm_risky = False
    setup, play = SETUPS[game_id]
    drive(window, qtbot, lambda: session.state.phase == setup and bool(session.pending_humans()))
    audit(window, f"{game_id} {setup}")
    drive(window, qtbot, lambda: session.state.phase == play and bool(session.pending_humans()))
    audit(window, f"{game_id} {play}")
    drive(window, qtbot, lambda: session.state.is_terminal() and not board.result_held())
    audit(window, f"{game_id} end")
    review = window.review_game()
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    audit(review, f"{game_id} review")
    review.go(review.replay.last // 2)
    audit(review, f"{game_id} review, half-way")
    review.close()


def test_the_other_windows_name_their_controls(window, qtbot):
    """Statistics, the game library, the rules, this help page and the new-game dialog."""
    from bingolino_app.ui.play.new_game import NewGameDialog
    from bingolino_app.ui.shell.help_page import show_help_page
    from bingolino_app.ui.shell.rules_dialog import show_rules

    shown = [window.history.show_statistics(), window.history.show_library(),
             show_rules(window, None), show_rules(window, "qwingo"),
             show_help_page(window, "keyboard")]
    for game_id in sorted(SETUPS):
        dialog = NewGameDialog(game_id, window)
        dialog.show()
        shown.append(dialog)
    for top in shown:
        qtbot.addWidget(top)
        qtbot.waitExposed(top)
        assert not unnamed_widgets(top), f"{top.windowTitle()}: {unnamed_widgets(top)}"
        top.close()
