"""A review's positions pinned (core/review.py): where each move's actions begin and end,
what happened on the way to each position, who reviews, what each refusal says."""

from __future__ import annotations

import pytest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.game import CHANCE
from bingolino_app.core.review import Replay, ReviewRefused
from bingolino_app.core.session import Seat, Session


def played(game_id: str, seats: list[Seat], seed: int, moves: int | None = None,
           options: dict | None = None) -> Session:
    session = Session(game_id, seats, options or {}, seed=seed)
    count = 0
    while not session.state.is_terminal() and (moves is None or count < moves):
        p = session.pending_players()[0]
        state = session.state
        session.apply(p, choose_move(game_id, "greedy", state.observation(p),
                                     state.legal_actions(p), bot_seed(seed, len(session.history),
                                                                      p)))
        count += 1
    return session


def test_each_position_knows_where_its_actions_end_and_what_happened_on_the_way():
    session = played("bingolino", [Seat("A"), Seat("B", "computer")], 3, moves=12,
                     options={"starter": 0})
    replay = Replay.of_session(session)
    actions = session.actions
    assert replay.actions == actions
    movers = [i for i, (p, _) in enumerate(actions) if p != CHANCE]
    assert replay.move_steps == movers
    assert replay.bounds == movers + [len(actions)]  # position k ends before move k + 1
    assert replay.bounds[0] == replay.move_steps[0] > 0  # the deal belongs to position 0
    for k in range(replay.last + 1):
        assert replay.actions_until(k) == actions[:replay.bounds[k]]
        start = replay.move_steps[k - 1] if k else 0
        events = [e for (p, _), step in zip(actions[start:replay.bounds[k]],
                                            session.history[start:replay.bounds[k]])
                  for e in step.events]
        assert replay.events[k] == events
    assert len(replay.events) == replay.last + 1


def test_what_a_player_saw_before_his_move_is_kept_and_the_same_each_time():
    session = played("domino_bingo", [Seat("A"), Seat("B", "computer")], 2, moves=9)
    replay = Replay.of_session(session)
    for k in range(1, replay.last + 1):
        player, _ = replay.move(k)
        seen = replay.seen_before(k)
        assert seen == replay.state(k - 1).observation(player)
        assert replay.seen_before(k) is seen
    with pytest.raises(IndexError):
        replay.seen_before(0)
    with pytest.raises(IndexError):
        replay.seen_before(replay.last + 1)


def test_positions_outside_the_game_are_refused():
    replay = Replay.of_session(played("qwingo", [Seat("A")], 1, moves=4))
    for k in (-1, replay.last + 1):
        with pytest.raises(IndexError):
            replay.state(k)
        with pytest.raises(IndexError):
            replay.actions_until(k)
    assert replay.state(0) is not replay.state(0)
    assert replay.move(replay.last) == replay.moves[-1]


@pytest.mark.parametrize("kinds, expected", [
    (("computer", "human"), 1), (("human", "human"), 0), (("computer", "computer"), 0)])
def test_the_reviewer_is_the_first_human_or_the_first_seat(kinds, expected):
    seats = [Seat(f"P{i}", kind, "greedy") for i, kind in enumerate(kinds)]
    replay = Replay.of_session(played("domino_bingo", seats, 5, moves=3))
    assert replay.reviewer == expected
    assert replay.seats_allowed() == [expected]
    assert Replay.of_session(played("domino_bingo", seats, 5, moves=3),
                             reviewer=1).reviewer == 1


def test_the_refusals_say_what_they_keep_hidden():
    replay = Replay.of_session(played("domino_bingo", [Seat("A"), Seat("B")], 5, moves=3))
    assert not replay.finished and not replay.may_show_all()
    with pytest.raises(ReviewRefused) as err:
        replay.view(1, 1)
    assert str(err.value) == "seat 1: only the reviewer's view of a running game"
    with pytest.raises(ReviewRefused) as err:
        replay.view(1, 0, show_all=True)
    assert str(err.value) == "nothing hidden is shown before the game has ended"
    assert isinstance(err.value, PermissionError)
    assert replay.view(1, 0) == replay.state(1).observation(0)


def test_a_finished_review_shows_each_seat_and_everything():
    session = played("qwingo", [Seat("A"), Seat("B", "computer")], 2)
    replay = Replay.of_session(session)
    assert replay.finished and replay.seats_allowed() == [0, 1]
    k = replay.last
    assert replay.view(k, 1) == replay.state(k).observation(1)
    assert replay.view(k, 1, show_all=True) == replay.state(k).full_view(1)
    assert replay.view(k, 0, show_all=False) == replay.state(k).observation(0)


def test_a_review_checks_its_options_and_seed():
    session = played("lino", [Seat("A"), Seat("B", "computer")], 4, moves=2,
                     options={"starter": 1})
    replay = Replay("lino", session.seats, {"starter": 1}, str(session.seed), session.actions)
    assert replay.seed == session.seed and isinstance(replay.seed, int)
    assert replay.options == session.options  # the defaults filled in
    assert replay.game_id == "lino" and replay.seats == session.seats
    again = replay.continue_from(1)
    assert again.actions == replay.actions_until(1) and again.options == session.options


def test_a_position_outside_the_game_is_named_in_the_refusal():
    replay = Replay.of_session(played("qwingo", [Seat("A")], 1, moves=4))
    for k in (-1, replay.last + 1):
        with pytest.raises(IndexError) as err:
            replay.state(k)
        assert err.value.args == (k,)
    for k in (0, replay.last + 1):
        with pytest.raises(IndexError) as err:
            replay.move(k)
        assert err.value.args == (k,)
