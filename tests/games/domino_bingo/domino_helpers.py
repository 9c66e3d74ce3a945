"""Building Domino Bingo positions for tests."""

from __future__ import annotations

import random

from bingolino_app.core.session import Seat, Session
from bingolino_app.games.domino_bingo.rules import STONES, mask_of, stone_id
from bingolino_app.games.domino_bingo.sim import Sim
from bingolino_app.games.domino_bingo.state import Close, Deal, DominoState, Starter, Trick


def S(text: str) -> tuple[int, int]:
    """'6-4' -> (6, 4) in the canonical order (higher pip number first)."""
    a, b = (int(x) for x in text.split("-"))
    return (max(a, b), min(a, b))


def stones(text: str) -> list[tuple[int, int]]:
    return [S(x) for x in text.split()]


def dealt(hand0: str, hand1: str, turned: str, variant: str = "english", leader: int = 0,
          target: int = 7, stock_order: str = "") -> DominoState:
    """A match whose first deal gives these hands; ``turned`` ends the stock (the trump)."""
    h0, h1, t = stones(hand0), stones(hand1), S(turned)
    front = stones(stock_order)
    rest = [s for s in STONES if s not in h0 + h1 + front and s != t]
    stock = front + rest + [t]
    assert len(h0) == len(h1) == 7 and len(stock) == 14
    state = DominoState(2, {"variant": variant, "target": target})
    state.apply(Starter(leader), -1)
    state.apply(Deal((tuple(sorted(h0)), tuple(sorted(h1))), tuple(stock)), -1)
    return state


def mirrored(sim: Sim) -> Sim:
    """The same simulator position with the players' seats swapped (player 0's value becomes
    1 - it)."""
    return Sim(sim.variant, sim.target, sim.t, sim.h[::-1], sim.stock, sim.pos,
               -1 if sim.closed < 0 else 1 - sim.closed, sim.closed_tk[::-1], 1 - sim.to_move,
               sim.led, sim.pts[::-1], sim.tk[::-1], -1 if sim.first70 < 0 else 1 - sim.first70,
               sim.decl, sim.big[::-1])


def endgame_sim(variant: str, trump: int, hand0: str, hand1: str, to_move: int, led: str,
                pts, tk, big, first70: int = -1, decl: int = 0, closed: int = -1,
                closed_tk=(0, 0)) -> Sim:
    """A simulator position with no stone left to draw (the stock spent, or closed)."""
    hands = [mask_of(stone_id(S(s)) for s in hand.split()) for hand in (hand0, hand1)]
    return Sim(variant, 7, trump, hands, (), 0, closed, closed_tk, to_move,
               stone_id(S(led)) if led else -1, list(pts), list(tk), first70, decl, list(big))


# Endgames whose values the solvers (search.solve, exact.solve) must get right; the tests
# that use them say why each is hard.
def shutout_threat() -> Sim:
    """English, trump 3, 1 to 0 in a match to 7; player 1 took the first two tricks (64
    points) and closed; player 0 has neither a trick nor a point. Player 1 to lead."""
    return endgame_sim("english", 3, "1-1 2-0 2-1 6-5", "5-1 5-3 5-4 5-5", 1, "", (0, 64),
                       (0, 2), (1, 0), closed=1, closed_tk=(0, 2))


def six_doubles_and_bingo() -> Sim:
    """Russian, trump 3, 5 to 3 in a match to 7: player 0 has led the bingo 0-0 declaring
    six doubles; player 1 holds the trump double 3-3."""
    return endgame_sim("russian", 3, "1-1 2-2 4-4 5-5 6-6", "3-3 6-5 5-4 4-2 2-1 6-1", 1,
                       "0-0", (20, 20), (0, 0), (5, 3), decl=6, closed=0)


def exactly_70() -> Sim:
    """English, trump 0, the last trick: player 0 leads 6-1 into player 1's 6-6 (12 points,
    58 + 12 = 70)."""
    return endgame_sim("english", 0, "6-1", "6-6", 0, "", (40, 58), (2, 3), (3, 3))


def bound_reuse() -> Sim:
    """English, trump 0, 5 to 5, five stones each, player 1 closed at two tricks each."""
    return endgame_sim("english", 0, "2-2 3-0 3-2 5-2 5-5", "1-1 2-0 4-1 5-3 5-4", 0, "",
                       (21, 31), (2, 2), (5, 5), closed=1, closed_tk=(2, 2))


# Endgames (found by trying random deals against broken copies of the solvers) in which a
# table is read back under other windows than its entries were stored with, and in which
# the best move is not the first one tried, so best_only's narrowed windows matter.
_HARD_ENDGAMES = [
    ("russian", 4, "3-3 4-1 4-2 4-3 6-5", "0-0 4-0 5-5 6-0 6-2", 1, (8, 7), (0, 0), (6, 4), -1,
     -1, (0, 0)),
    ("russian", 4, "0-0 3-1 5-1 6-3 6-5", "2-2 4-4 5-2 5-3 6-2", 0, (3, 42), (2, 2), (0, 2), -1,
     1, (2, 2)),
    ("english", 5, "2-1 3-1 4-1 5-0 5-3", "0-0 2-2 4-3 4-4 6-6", 1, (20, 17), (1, 2), (5, 4),
     -1, -1, (1, 2)),
    ("russian", 6, "1-1 3-1 3-2 6-1", "3-3 4-4 5-3 6-4", 0, (74, 3), (0, 2), (1, 6), 0, 0,
     (0, 2)),
    ("russian", 3, "2-0 5-3 6-0 6-4", "1-0 1-1 4-3 5-4", 1, (38, 47), (1, 2), (2, 4), -1, -1,
     (1, 2)),
]


def hard_endgames() -> list[Sim]:
    return [endgame_sim(variant, t, h0, h1, mover, "", pts, tk, big, first70=f70,
                        closed=closed, closed_tk=ctk)
            for variant, t, h0, h1, mover, pts, tk, big, f70, closed, ctk in _HARD_ENDGAMES]


def exhaust(state: DominoState) -> DominoState:
    """Pretend the stock ran out (its stones vanish): the follow rules now apply."""
    state.stock = []
    state.trump_holder = 1
    return state


def seventh_tricks(seeds):
    """For each seed, random play (never closing; English rules for odd seeds, Russian for
    even ones) up to the seventh trick of the first deal: one unknown stone and the turned
    trump left to draw. Yields (seed, state) for the seeds that get there."""
    for seed in seeds:
        session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                          {"variant": "english" if seed % 2 else "russian"}, seed)
        rng = random.Random(seed)
        state = session.state
        while not state.is_terminal() and state.closed_by is None and len(state.stock) > 2:
            legal = [a for a in state.legal_actions(state.to_move) if not isinstance(a, Close)]
            session.apply(state.to_move, rng.choice(legal))
            state = session.state
        if not state.is_terminal() and state.closed_by is None and len(state.stock) == 2:
            yield seed, state


def endgame(hand0: str, hand1: str, led: str, points, big=None, variant: str = "russian",
            trick_counts=(6, 6)) -> DominoState:
    """A deal near its end, trumps sixes, the stock drawn: player 0 has led ``led`` and
    player 1 answers; every other stone lies in earlier tricks. ``big``: the match's big
    points (None: as dealt)."""
    state = dealt("6-1 5-5 4-4 3-3 2-2 1-1 6-2", "5-4 5-2 5-1 4-2 4-1 3-2 3-1", "6-3",
                  variant=variant, leader=0)
    h0, h1 = stones(hand0), stones(hand1)
    rest = [s for s in STONES if s not in h0 + h1 + [S(led)]]
    state.hands = [sorted(h0), sorted(h1)]
    state.stock = []
    state.trump_holder = 1
    state.tricks = [Trick(i % 2, (rest[2 * i], rest[2 * i + 1]), i % 2, False)
                    for i in range(len(rest) // 2)]
    state.trick_counts = list(trick_counts)
    state.points = list(points)
    if big is not None:
        state.big = list(big)
    state.trick = [(0, S(led))]
    state.leader, state.to_move = 0, 1
    return state


def every_world(state: DominoState, player: int, rewards) -> tuple[dict, int]:
    """Each legal move's chance for ``player`` averaged over every world of a seventh trick
    (each unknown stone the one left in the stock), by the label solver run world by world
    with ``rewards`` (a fast.Rewards); a double led without declaring is left out where
    declaring it is legal (the label solver declares). Also the number of worlds."""
    from bingolino_app.games.domino_bingo import exact, fast, rules
    from bingolino_app.games.domino_bingo.bots import _position
    from bingolino_app.games.domino_bingo.rules import stone_id
    from bingolino_app.games.domino_bingo.state import Play
    from bingolino_app.games.domino_bingo.worlds import WorldSampler

    obs, legal = state.observation(player), state.legal_actions(player)
    sampler = WorldSampler(obs)
    pos, tb = _position(obs), fast.TABLES[obs.trump]
    unknown = rules.mask_of(sampler.unknown)
    totals: dict = {}
    for stone in sampler.unknown:
        opp = tb.to_labels(unknown & ~(1 << stone) | sampler.known_opp)
        h0, h1 = (pos.mine, opp) if player == 0 else (opp, pos.mine)
        stock = (tb.label[stone], tb.label[stone_id(obs.trump_stone)])
        for m, v in exact.solve(pos, h0, h1, stock, rewards=rewards).items():
            totals[m] = totals.get(m, 0.0) + (v if player == 0 else 1.0 - v)
    out = {}
    for action in legal:
        if isinstance(action, Close):
            label = fast.CLOSE
        elif not action.declare and Play(action.stone, True) in legal:
            continue
        else:
            label = tb.label[stone_id(action.stone)]
        out[action] = totals[label] / len(sampler.unknown)
    return out, len(sampler.unknown)


def walked(seed: int, variant: str, steps: tuple[int, int], play_only: bool = False):
    """The state after a seeded number (in ``steps``) of seeded random legal moves from a new
    match; the walk stops at the match's end (with ``play_only``, at a deal's play's end)."""
    rng = random.Random(seed)
    session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                      {"variant": variant}, seed)
    for _ in range(rng.randrange(*steps)):
        state = session.state
        if state.is_terminal() or play_only and state.phase != "play":
            break
        session.apply(state.to_move, rng.choice(state.legal_actions(state.to_move)))
    return session.state


def random_positions(variant: str, count: int):
    """True states at random points of random matches, with the player to move."""
    for seed in range(count):
        state = walked(seed, variant, (0, 40))
        if not state.is_terminal():
            yield seed, state


def fast_position(sim):
    """The fast engine's position of a simulator position, for the player to move there."""
    from bingolino_app.games.domino_bingo import fast

    tb = fast.TABLES[sim.t]
    mover = sim.to_move
    return fast.Position(sim.variant, sim.target, sim.t, mover, tb.to_labels(sim.h[mover]),
                         sim.closed, sim.closed_tk, mover, tb.label[sim.led] if sim.led >= 0
                         else -1, sim.pts, sim.tk, sim.first70, sim.decl, sim.big,
                         len(sim.stock) - sim.pos)
