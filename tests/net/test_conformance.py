"""Whole games through the server, for every game: no seat ever receives what it may not see,
and the game is the local game of the same seed and decisions."""

from __future__ import annotations

import pytest
from net_helpers import (
    GAME_IDS, check_frames, check_local_replay, finish, run, running_server, seat_players,
    url_of,
)

H, C = "human", "computer"
TABLES = {  # game -> (seats, options, seed) of each table played
    "bingolino": [([H, H, C], {}, 3), ([H, C, H, C], {"starter": 1}, 4)],
    "qwingo": [([H, H, C], {}, 5), ([H, C, H, H, C], {"may_pass": True}, 6)],
    "domino_bingo": [([H, H], {}, 7), ([H, C], {"variant": "russian", "target": 8}, 8)],
    "lino": [([H, H], {"bonus": "stars"}, 9), ([H, C], {"bonus": "off", "match": "fair"}, 10)],
}


def test_every_game_has_tables_here():
    assert sorted(TABLES) == sorted(GAME_IDS)


async def _play(tmp_path, game_id, kinds, options, seed, workers=0):
    async with running_server(tmp_path, workers) as server:
        players = await seat_players(url_of(server), game_id, kinds, options, seed, level="easy")
        save = await finish(players)
    return save, players


@pytest.mark.slow  # two whole games per game through a server
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_whole_games_leak_nothing_and_equal_the_local_game(tmp_path, game_id):
    stats = {"updates": 0, "state_variants": 0, "event_variants": 0}
    for number, (kinds, options, seed) in enumerate(TABLES[game_id]):
        save, players = run(_play(tmp_path / str(number), game_id, kinds, options, seed), 120)
        assert save["game"] == game_id and save["seed"] == seed
        check_local_replay(save)
        for player in players:
            if player is not None:
                assert not player.player.errors
                counts = check_frames(save, player.seat, player.frames)
                for key in stats:
                    stats[key] += counts[key]
    assert stats["updates"] > 40
    # The check must have bitten: worlds that differed in what the seat could not see.
    assert stats["state_variants"] > 20
    if game_id != "qwingo":  # Qwingo's only secret, the setups, ends as the game begins
        assert stats["event_variants"] > 5, stats


def test_computers_thinking_in_a_process_pool_play_the_same_moves(tmp_path):
    """The server's default: bots in worker processes (spawned), seeded as everywhere."""
    save, players = run(_play(tmp_path, "qwingo", [H, C, C], {}, 13, workers=1), 120)
    check_local_replay(save)  # every computer move equals the local bot's
    check_frames(save, 0, players[0].frames)


def test_the_check_catches_an_event_that_tells_a_hidden_back(tmp_path, monkeypatch):
    """A whitelisted argument carrying a face-down back: every seat's check must fail."""
    from bingolino_app.games.lino import seen
    from bingolino_app.games.lino.state import LinoState

    place = LinoState._place

    def leaky_place(self, player, tile):
        place(self, player, tile)
        self.events[-1] = type(self.events[-1])("lino.placed",
                                                {**self.events[-1].args, "back": self.backs[tile]})

    monkeypatch.setattr(LinoState, "_place", leaky_place)
    monkeypatch.setitem(seen.EVENT_ARGS, "lino.placed", ("player", "tile", "name", "back"))
    save, players = run(_play(tmp_path, "lino", [H, H], {"bonus": "off"}, 11), 60)
    for player in players:
        with pytest.raises(AssertionError, match="leak"):
            check_frames(save, player.seat, player.frames)


def test_the_check_catches_a_view_that_shows_the_other_hand(tmp_path, monkeypatch):
    import attrs

    from bingolino_app.games.domino_bingo.state import DominoState

    observation = DominoState.observation
    monkeypatch.setattr(DominoState, "observation", lambda self, player: attrs.evolve(
        observation(self, player), hands=tuple(tuple(h) for h in self.hands)))
    save, players = run(_play(tmp_path, "domino_bingo", [H, H], {}, 12), 60)
    with pytest.raises(AssertionError, match="leak"):
        check_frames(save, 0, players[0].frames)
