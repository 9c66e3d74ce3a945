"""Review: every position of a recorded game, who may see what, and going on from a position."""

from __future__ import annotations

import pytest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.game import CHANCE
from bingolino_app.core.registry import GAME_IDS
from bingolino_app.core.review import Replay, ReviewRefused
from bingolino_app.core.session import Seat, Session

SEATS = {"bingolino": 2, "qwingo": 2, "domino_bingo": 2, "lino": 2}


def played(game_id: str, seed: int = 3, moves: int | None = None, humans: int = 1) -> Session:
    seats = [Seat(f"P{i}", "human" if i < humans else "computer", "greedy")
             for i in range(SEATS[game_id])]
    session = Session(game_id, seats, {}, seed=seed)
    count = 0
    while not session.state.is_terminal() and (moves is None or count < moves):
        p = session.pending_players()[0]
        state = session.state
        action = choose_move(game_id, "greedy", state.observation(p), state.legal_actions(p),
                             bot_seed(seed, len(session.history), p))
        session.apply(p, action)
        count += 1
    return session


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_positions_follow_the_moves_and_end_where_the_game_ended(game_id):
    session = played(game_id)
    replay = Replay.of_session(session)
    moves = [(p, a) for p, a in session.actions if p != CHANCE]
    assert replay.last == len(moves)
    assert [replay.move(k) for k in range(1, replay.last + 1)] == moves
    assert replay.state(replay.last).snapshot() == session.state.snapshot()
    assert not replay.state(0).decision().is_chance  # the opening chance belongs to 0
    assert [e for events in replay.events for e in events] == session.events()
    assert replay.finished
    with pytest.raises(IndexError):
        replay.state(replay.last + 1)
    with pytest.raises(IndexError):
        replay.move(0)


def test_each_position_is_its_own_copy():
    replay = Replay.of_session(played("qwingo"))
    before = replay.state(5).snapshot()
    replay.state(5).sheets[0][0][0] = 99
    replay.state(6)
    assert replay.state(5).snapshot() == before


def test_a_finished_game_shows_everything_or_any_players_view():
    replay = Replay.of_session(played("domino_bingo"))
    assert replay.may_show_all()
    assert replay.seats_allowed() == [0, 1]
    k = next(k for k in range(replay.last) if replay.state(k).phase == "play")
    seen = replay.view(k, 0)
    everything = replay.view(k, 0, show_all=True)
    assert seen.hands[1] is None
    assert everything.hands[1] is not None and everything.viewer == 0
    assert everything.stock_order == tuple(replay.state(k).stock)
    assert replay.view(k, 1).hands[0] is None


def test_a_running_game_shows_only_what_the_reviewer_saw():
    session = played("domino_bingo", moves=12)
    assert not session.state.is_terminal()
    replay = Replay.of_session(session)
    assert replay.reviewer == 0  # the human
    assert replay.seats_allowed() == [0]
    assert replay.view(5, 0).hands[1] is None
    with pytest.raises(ReviewRefused):
        replay.view(5, 1)
    with pytest.raises(ReviewRefused):
        replay.view(5, 0, show_all=True)


def test_the_reviewer_of_a_running_game_may_be_named():
    replay = Replay.of_session(played("domino_bingo", moves=6, humans=2), reviewer=1)
    assert replay.seats_allowed() == [1]


def test_continue_from_here_keeps_the_seed_and_the_moves_and_the_original():
    session = played("qwingo")
    replay = Replay.of_session(session)
    original = list(replay.actions)
    k = 10
    again = replay.continue_from(k)
    assert again.seed == session.seed and again.seats == session.seats
    assert again.actions == replay.actions_until(k)
    assert again.state.snapshot() == replay.state(k).snapshot()
    # The same next move brings the same chance as in the original game (same seed).
    player, action = replay.move(k + 1)
    again.apply(player, action)
    assert again.state.snapshot() == replay.state(k + 1).snapshot()
    # Playing on differently leaves the original untouched.
    assert replay.actions == original


def test_full_view_hides_nothing_in_lino_and_qwingo():
    lino = Replay.of_session(played("lino"))
    assert None not in lino.view(3, 0, show_all=True).backs
    assert lino.view(3, 0).backs.count(None) > 0  # the standard game keeps backs face down
    qwingo = played("qwingo", moves=1)  # one setup made, the other still secret
    state = qwingo.state
    assert state.phase == "setup"
    assert state.observation(1).sheets[0] is None
    assert state.full_view(1).sheets[0] is not None
