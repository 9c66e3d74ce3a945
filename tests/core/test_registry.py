"""The registry: stable ids, coming games listed, every level a player can pick exists."""

import pytest

from bingolino_app.core import registry


def test_all_four_games_are_listed_in_order():
    assert [g.spec.id for g in registry.all_games()] == list(registry.GAME_IDS)


def test_only_built_games_are_playable():
    for entry in registry.all_games():
        assert (entry in registry.playable_games()) == (entry.new_state is not None)
        assert entry.spec.available == (entry.new_state is not None)
    assert registry.game("bingolino") in registry.playable_games()


def test_unknown_id():
    with pytest.raises(KeyError):
        registry.game("chess")


@pytest.mark.parametrize("entry", registry.playable_games(), ids=lambda e: e.spec.id)
def test_playable_games_offer_every_level_and_the_baselines(entry):
    assert set(registry.BOT_LEVELS) | {"random", "greedy"} <= set(entry.bots)
    low, high = entry.spec.min_players, entry.spec.max_players
    assert 1 <= low <= high
    entry.new_state(low, entry.spec.default_options())
