"""Bot levels as configurations: a name with named parameters (issue 13)."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.bots import (
    choose_move, is_known_level, is_legal_choice, make_bot, parse_level, split_levels,
)
from bingolino_app.core.session import Seat, Session


@pytest.mark.parametrize("text, expected", [
    ("strong", ("strong", {})),
    (" strong ", ("strong", {})),
    ("strong()", ("strong", {})),
    ("strong(iterations=2800)", ("strong", {"iterations": 2800})),
    ("strong(iterations=2800, seconds=0.5, infer=False, name='x')",
     ("strong", {"iterations": 2800, "seconds": 0.5, "infer": False, "name": "x"})),
    ("strong_v1(nodes=-3)", ("strong_v1", {"nodes": -3})),
])
def test_levels_parse(text, expected):
    assert parse_level(text) == expected


@pytest.mark.parametrize("text", [
    "", "strong(", "strong(2800)", "strong(iterations=)", "strong(x=open('f'))",
    "strong(**d)", "1strong", "strong(a=1)(b=2)", None, 3,
])
def test_bad_levels_are_refused(text):
    with pytest.raises(ValueError, match="bot level"):
        parse_level(text)


def test_a_level_that_is_no_name_says_what_it_got():
    with pytest.raises(ValueError, match=r"^not a bot level: '1strong'$"):
        parse_level("1strong")


def test_levels_split_at_commas_outside_parentheses():
    assert split_levels("strong,strong(iterations=700, seconds=1), greedy") == [
        "strong", "strong(iterations=700, seconds=1)", "greedy"]
    assert split_levels(" , strong ,") == ["strong"]


def test_a_parameter_reaches_the_bot_and_changes_its_play():
    plain, tuned = make_bot("qwingo", "strong"), make_bot("qwingo", "strong(rivalry=0.0)")
    assert plain.rivalry > 0 and tuned.rivalry == 0.0
    with pytest.raises(TypeError):
        make_bot("qwingo", "strong(no_such_parameter=1)")
    with pytest.raises(KeyError):
        make_bot("qwingo", "grandmaster")


def test_known_levels():
    assert is_known_level("lino", "strong") and is_known_level("lino", "strong(nodes=10)")
    assert not is_known_level("lino", "grandmaster") and not is_known_level("lino", "strong(")


def test_a_configured_level_is_deterministic_and_legal():
    session = Session("qwingo", [Seat("A", "computer"), Seat("B", "computer")], {}, seed=4)
    rng = random.Random(1)
    for _ in range(60):
        if session.state.is_terminal():
            break
        player = session.pending_players()[0]
        obs, legal = session.state.observation(player), session.state.legal_actions(player)
        seed = rng.randrange(1 << 30)
        move = choose_move("qwingo", "strong(rivalry=0.5)", obs, legal, seed)
        assert move == choose_move("qwingo", "strong(rivalry=0.5)", obs, legal, seed)
        session.apply(player, move)


def test_a_game_registers_which_unlisted_actions_a_listed_one_stands_for(monkeypatch):
    import attrs

    from bingolino_app.core import bots as core_bots
    from bingolino_app.core.game import Action

    @attrs.frozen
    class Pick(Action):
        n: int

    monkeypatch.setattr(core_bots, "_ALTERNATIVES", dict(core_bots._ALTERNATIVES))
    assert not is_legal_choice(Pick(3), [Pick(1)])  # unregistered: only what is listed
    core_bots.accept_alternatives(Pick, lambda action, listed: action.n % 2 == listed.n % 2)
    assert is_legal_choice(Pick(3), [Pick(1)]) and not is_legal_choice(Pick(2), [Pick(1)])


def test_a_listed_action_stands_for_the_choices_its_game_accepts():
    from bingolino_app.games.bingolino import bots  # noqa: F401  (tells core which grids are one)
    from bingolino_app.games.bingolino.state import Arrange, ChooseDice

    listed = [Arrange(tuple(range(1, 17)))]
    assert is_legal_choice(Arrange(tuple(range(16, 0, -1))), listed)  # the same numbers, rearranged
    assert not is_legal_choice(Arrange(tuple(range(2, 18))), listed)  # a number he did not draw
    assert not is_legal_choice(Arrange(tuple(range(1, 17))), [ChooseDice(1)])
    assert not is_legal_choice(ChooseDice(2), [ChooseDice(1), ChooseDice(3)])  # no alternatives


def test_a_bot_that_returns_an_illegal_move_is_stopped_with_its_game_and_level(monkeypatch):
    class Cheat:
        def choose(self, obs, legal, rng):
            return "a move of its own"

    from bingolino_app.games.qwingo.bots import BOTS

    monkeypatch.setitem(BOTS, "cheat", Cheat)
    session = Session("qwingo", [Seat("A", "computer"), Seat("B", "computer")], {}, seed=4)
    player = session.pending_players()[0]
    obs, legal = session.state.observation(player), session.state.legal_actions(player)
    with pytest.raises(RuntimeError,
                       match=r"^qwingo/cheat bot returned an illegal action 'a move of its own'$"):
        choose_move("qwingo", "cheat", obs, legal, 1)
