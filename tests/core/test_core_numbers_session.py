"""The core's numbers and fields pinned for sessions: what Session and Session.replay set,
chance from the seed and the position, and who may undo what."""

from __future__ import annotations

import pytest

from bingolino_app.core import registry
from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.core.session import Seat, Session, chance_rng

from core_numbers_helpers import SEATS, played


# --- sessions ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game,options", [("bingolino", {"starter": 1}), ("qwingo", {}),
                                          ("domino_bingo", {}), ("lino", {})])
def test_replay_rebuilds_every_field_of_the_session(game, options):
    live = played(game, moves=8, options=options)
    again = Session.replay(game, list(live.seats), dict(live.options), live.seed, live.actions)
    assert again.game_id == game == live.game_id
    assert again.spec is registry.game(game).spec
    assert again.seats == live.seats and again.seats is not live.seats
    assert again.options == live.options and again.seed == live.seed
    assert again.actions == live.actions and again.events() == live.events()
    assert again.state.snapshot() == live.state.snapshot()
    assert again.listeners == [] and not again.can_redo()
    # it goes on like the original: same chance from the same seed and position
    player = again.pending_players()[0]
    action = again.state.legal_actions(player)[0]
    assert again.apply(player, action) == live.apply(player, action)
    assert again.state.snapshot() == live.state.snapshot()


def test_replay_and_new_refuse_a_game_not_built(monkeypatch):
    from bingolino_app.core.game import GameSpec
    coming = registry.GameEntry(GameSpec("solitaire", "Solitaire", 1, 1, 1, available=False), None)
    monkeypatch.setitem(registry._games, "solitaire", coming)
    with pytest.raises(IllegalAction) as err:
        Session.replay("solitaire", [Seat("A")], {}, 1, [])
    assert (err.value.key, err.value.args) == ("game.not_available", {"game": "solitaire"})
    with pytest.raises(IllegalAction) as err:
        Session("solitaire", [Seat("A")])
    assert (err.value.key, err.value.args) == ("game.not_available", {"game": "solitaire"})


def test_replay_checks_the_options():
    with pytest.raises(IllegalAction):
        Session.replay("bingolino", SEATS, {"starter": 9}, 1, [])
    assert Session.replay("bingolino", SEATS, {}, 1, []).options == {"starter": -1}


def test_a_new_session_draws_a_seed_in_range_and_keeps_a_given_one():
    assert Session("bingolino", SEATS, seed=0).seed == 0
    assert Session("bingolino", SEATS, seed=7).seed == 7
    seeds = {Session("bingolino", SEATS).seed for _ in range(20)}
    assert all(1 <= s < 2 ** 31 for s in seeds) and len(seeds) > 1
    assert max(seeds) > 2 ** 20  # from the whole range (a miss has odds 2 ** -220)


def test_chance_comes_from_the_seed_and_the_position():
    assert chance_rng(5, 3).random() == chance_rng(5, 3).random()
    assert chance_rng(5, 3).random() != chance_rng(5, 4).random()
    assert chance_rng(5, 3).random() != chance_rng(6, 3).random()
    a, b = Session("qwingo", [Seat("A")], seed=11), Session("qwingo", [Seat("A")], seed=11)
    assert a.actions == b.actions and a.history[0].player == CHANCE


def test_seats():
    assert Seat("A").is_human and not Seat("B", "computer").is_human
    assert Seat("A") == Seat("A", "human", "normal", "")


def test_apply_returns_the_new_events_only_and_tells_the_listeners():
    session = played(moves=0)
    seen = []
    session.listeners.append(lambda s: seen.append(len(s.history)))
    before = len(session.events())
    player = session.pending_players()[0]
    new = session.apply(player, session.state.legal_actions(player)[0])
    assert new == session.events()[before:] and new
    assert seen == [len(session.history)]


def test_pending_humans_and_computers():
    session = played(moves=0)
    assert session.pending_players() == (0, 1)  # both arrange at once
    assert session.pending_humans() == [0] and session.pending_computers() == [1]


# --- undo: who may take back what -------------------------------------------------------------
def _bingolino(seats, hands):
    from bingolino_app.games.bingolino.state import Deal
    return Session.replay("bingolino", seats, {"starter": 0}, 5, [(CHANCE, Deal(hands))])


HANDS = (tuple(range(1, 17)), tuple(range(7, 23)))


def test_undo_reaches_the_human_move_behind_a_computers():
    from bingolino_app.games.bingolino.state import Arrange
    session = _bingolino([Seat("Ann"), Seat("Bot", "computer")], HANDS)
    session.apply(0, Arrange(HANDS[0]))
    session.apply(1, Arrange(HANDS[1]))
    assert [p for p, _ in session.actions] == [CHANCE, 0, 1]
    assert session.undo_index() == 1 and session.undo_blocker() is None
    assert session.undo_index(0) == 1 and session.can_undo(0)


def test_nothing_to_undo_before_any_human_move():
    session = _bingolino([Seat("Bot", "computer"), Seat("Ann")], HANDS)
    assert session.undo_blocker() == ("nothing", "") and session.undo_index() is None
    assert not session.can_undo() and not session.undo()


def test_one_human_cannot_undo_anothers_move():
    from bingolino_app.games.bingolino.state import Arrange
    session = _bingolino([Seat("Ann"), Seat("Bob")], HANDS)
    session.apply(1, Arrange(HANDS[1]))
    assert session.can_undo(1) and session.can_undo()
    assert not session.can_undo(0) and session.undo_blocker(0) == ("other", "")
    session.apply(0, Arrange(HANDS[0]))
    assert session.can_undo(0) and not session.can_undo(1)
    assert session.undo_blocker(1) == ("other", "")


def test_each_chance_comes_from_the_rng_of_its_position():
    from bingolino_app.games.bingolino.state import BingolinoState, ChooseDice
    session = Session("bingolino", [Seat("Ann")], {"starter": 0}, seed=9)
    fresh = BingolinoState(1, {"starter": 0})
    assert session.actions[0] == (CHANCE, fresh.sample_chance(chance_rng(9, 0)))
    session.apply(0, session.state.legal_actions(0)[0])  # arrange
    session.apply(0, ChooseDice(5))
    index = len(session.history) - 1
    replayed = Session.replay("bingolino", [Seat("Ann")], {"starter": 0}, 9,
                              session.actions[:index])
    assert session.actions[index] == (CHANCE,
                                      replayed.state.sample_chance(chance_rng(9, index)))


def test_undo_in_a_new_session_replays_from_a_fresh_state():
    session = Session("bingolino", [Seat("Ann"), Seat("Bot", "computer")], {"starter": 0},
                      seed=4)
    before = session.state.snapshot()
    session.apply(0, session.state.legal_actions(0)[0])
    assert session.undo() and session.state.snapshot() == before
    assert session.can_redo() and session.redo() and not session.can_redo()
