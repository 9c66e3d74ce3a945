"""The host's choice for a player who is away: wait, or a computer plays the seat after a
while (seconds here; minutes at a real table) until the player is back."""

from __future__ import annotations

import asyncio
import time

import pytest
from net_helpers import (
    Seated, check_frames, check_local_replay, finish, replay_states, run, running_server,
    seat_players, url_of,
)

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.net.protocol import SettingsSpec

pytestmark = pytest.mark.slow  # whole games through a server, a player away for seconds

H = "human"
TAKEOVER = SettingsSpec(absence="computer", absence_seconds=0.3, takeover_level="easy")


async def _until(condition, seconds=20.0):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "condition not met in time"
        await asyncio.sleep(0.01)


def _latest(player: Seated):
    return player.client.latest[(player.table, player.seat)]


def _guest_moves(save):
    """Indexes of the guest's (seat 1's) decisions in a save."""
    return [i for i, a in enumerate(save["actions"]) if a["player"] == 1]


def test_a_computer_plays_for_an_absent_player_after_the_delay(tmp_path):
    async def scenario():
        async with running_server(tmp_path) as server:
            host, guest = await seat_players(url_of(server), "domino_bingo", [H, H], seed=41,
                                             settings=TAKEOVER)
            await _until(lambda: _latest(guest).moves >= 3)
            guest.player.paused = True  # no move of his own in flight as he goes
            await _until(lambda: not guest.player._busy)
            left_at = server.tables[host.table].seq
            guest.client.reconnect = False
            await guest.client.close()
            await _until(lambda: not _latest(host).seats[1].connected)
            await asyncio.wait_for(host.player.finished.wait(), 30)
            return host.player.ended[(host.table, 0)].save, host, left_at

    save, host, left_at = run(scenario(), 60)
    check_local_replay(save)
    check_frames(save, 0, host.frames)
    steps, states, _ = replay_states(save)
    taken_over = [i for i in _guest_moves(save) if i >= left_at]
    assert taken_over  # the computer went on for the guest ...
    for index in taken_over:  # ... with the takeover level's moves, seeded as everywhere
        state = states[index]
        assert steps[index][1] == choose_move("domino_bingo", "easy", state.observation(1),
                                              state.legal_actions(1),
                                              bot_seed(save["seed"], index, 1))


def test_the_table_waits_for_an_absent_player_when_the_host_chose_so(tmp_path):
    async def scenario():
        async with running_server(tmp_path) as server:
            url = url_of(server)
            host, guest = await seat_players(url, "lino", [H, H], seed=42,
                                             settings=SettingsSpec(absence="wait"))
            await _until(lambda: _latest(guest).moves >= 2 and _latest(guest).my_turn is False)
            guest.client.reconnect = False
            await guest.client.close()
            await _until(lambda: _latest(host).seats[1].connected is False)
            await _until(lambda: not _latest(host).my_turn)  # the guest's turn now
            waiting_at = _latest(host).seq
            await asyncio.sleep(1.0)
            assert _latest(host).seq == waiting_at  # nobody moved for him
            back = Seated(url)
            back.table, back.seat, back.token = guest.table, 1, guest.token
            await back.client.connect()
            await back.client.attach(guest.token, since=_latest(guest).seq)
            await _until(lambda: _latest(host).seats[1].connected)
            return await finish([host, back]), host, guest, back

    save, host, guest, back = run(scenario(), 60)
    check_local_replay(save)
    check_frames(save, 1, guest.frames + back.frames)


def test_a_returning_player_takes_the_seat_back_from_the_computer(tmp_path):
    async def scenario():
        async with running_server(tmp_path) as server:
            url = url_of(server)
            host, guest = await seat_players(url, "domino_bingo", [H, H], seed=43,
                                             settings=TAKEOVER)
            await _until(lambda: _latest(guest).moves >= 2)
            guest.client.reconnect = False
            await guest.client.close()
            gone = _latest(guest).moves
            table = server.tables[host.table]
            await _until(lambda: table.moves[1] >= gone + 2)  # the computer played for him
            # Back, but not moving: the computer must not play for him any more.
            back = Seated(url, play=False)
            back.table, back.seat, back.token = guest.table, 1, guest.token
            await back.client.connect()
            await back.client.attach(guest.token)
            await _until(lambda: _latest(back).my_turn)
            moves = table.moves[1]
            await asyncio.sleep(0.9)  # three times the takeover delay
            assert table.moves[1] == moves and _latest(back).my_turn
            back.play()
            return await finish([host, back])

    check_local_replay(run(scenario(), 60))
