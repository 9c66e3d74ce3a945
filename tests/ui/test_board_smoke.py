"""A smoke of each board for the fast tier: the board in a view of its own (no main window)
draws every position of a short seeded game, says its prompt and a log line for every event,
and draws into a picture that is not blank."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from bingolino_app.core import registry
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.boards import board_class
from bingolino_app.ui.play.board_view import BoardView

MOVES = 25


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_each_board_draws_a_short_game_and_talks_about_it(qtbot, game_id):
    spec = registry.game(game_id).spec
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", "computer", "easy")
                              for i in range(1, max(2, spec.min_players))]
    session = Session(game_id, seats, {}, 11)
    board = board_class(game_id)(session.seats, session.options)
    board.animation_speed = 0
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.set_board_scene(board.scene)
    view.show()
    lines = 0
    for _ in range(MOVES):
        if session.state.is_terminal():
            break
        player = session.pending_players()[0]
        action = choose_move(game_id, "greedy", session.state.observation(player),
                             session.state.legal_actions(player),
                             bot_seed(session.seed, len(session.history), player))
        events = session.apply(player, action)
        legal = {0: session.state.legal_actions(0)} if 0 in session.pending_players() else {}
        board.show_state(session.state.observation(0), legal, events)
        board.release()
        assert isinstance(board.prompt(), str)
        for event in events:
            text = board.event_text(event)
            assert text is None or (isinstance(text, str) and text.strip())
            lines += text is not None
    assert lines > 0  # the log has something to say
    view.fit()
    image = QImage(view.viewport().size(), QImage.Format_ARGB32)
    image.fill(0)
    view.viewport().render(image)
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
               for y in range(0, image.height(), 37)}
    assert len(colours) > 3  # a drawn board, not one colour
