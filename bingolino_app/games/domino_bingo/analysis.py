"""Domino Bingo through the strong computer's eyes: the chance of winning the match.

From the player's observation only, deals are sampled consistently with everything he has
seen (worlds.WorldSampler, as the strong bot does), and every move is valued by the chance
of winning the match once the deal's big points are in (sim.match_value):
- while stones can still be drawn: the strong bot's search (single-observer ISMCTS, its
  simulator and play-outs) run below each move, every move getting the same sampled deals
  (paired), so the noise is twice the standard error of the difference between two moves;
- once the stock is exhausted every stone is known: the deal is solved exactly (no noise);
- a closed stock with few stones left: every possible hand of the opponent is solved (or a
  sample of them when there are many), paired as above;
- the seventh trick, one unknown stone left to draw before the turned trump: every world
  (each unknown stone the one in the stock) is solved through the draws (``exact``, as the
  strong bot does).
Higher is better.
"""

from __future__ import annotations

import math
import random
import time

from bingolino_app.core.analysis import Evaluation, Measure
from bingolino_app.games.domino_bingo import exact, fast, rules
from bingolino_app.games.domino_bingo.bots import _position
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.search import Node, match_reward, solve
from bingolino_app.games.domino_bingo.sim import CLOSE, Sim, match_value
from bingolino_app.games.domino_bingo.state import Close
from bingolino_app.games.domino_bingo.worlds import WorldSampler

MEASURE = Measure("win_chance", higher_is_better=True, inaccuracy=0.02, mistake=0.05)
ITERATIONS = 10000  # simulated deals per decision at effort 1, shared out among the moves
MIN_ROUNDS = 24
SECONDS = 12.0  # a guard for a machine under load; the iteration count decides normally
EXACT_CLOSED_STONES = 12  # the strong bot's limit for solving a closed stock
ALL_WORLDS = 60  # opponent hands solved one by one up to this many, else sampled
SAMPLED_WORLDS = 24
EXPLORE = 0.4  # the strong bot's exploration constant


def win0(sim: Sim) -> float:
    """Player 0's chance to win the match after the deal (or the match's end)."""
    b0, b1 = sim.final_big()
    return match_value(b0, b1, sim.target)


def _key(action) -> tuple[int, bool]:
    if isinstance(action, Close):
        return CLOSE, True
    return stone_id(action.stone), bool(action.declare)


def _after(world: Sim, key: tuple[int, bool]) -> Sim:
    sim = world.copy()
    move, declare = key
    sim.step(move)
    if not declare:
        sim.decl = 0  # led a double without showing the others
    return sim


def evaluate(obs, legal, played, rng: random.Random, effort: float = 1.0) -> Evaluation:
    me = obs.viewer
    actions = list(dict.fromkeys(list(legal) + ([played] if played is not None else [])))
    keys = {a: _key(a) for a in actions}
    sampler = WorldSampler(obs, use_voids=True)
    every = False  # every possible world was solved: an average without sampling noise
    if obs.strict and obs.stock_size == 0:
        per_world = [_solved(sampler.sample(rng), keys, me)]
        basis = "solved"
    elif obs.strict and sum(obs.hand_sizes) <= EXACT_CLOSED_STONES:
        every = sampler.opponent_hands() <= ALL_WORLDS
        if every:
            worlds = list(sampler.all_worlds())
        else:
            count = max(8, round(SAMPLED_WORLDS * effort))
            worlds = [sampler.sample(rng) for _ in range(count)]
        per_world = [_solved(w, keys, me) for w in worlds]
        basis = "worlds"
    elif not obs.strict and obs.stock_size == 2:
        per_world = _last_draw(obs, sampler, keys, me)
        every = True
        basis = "worlds"
    else:
        per_world = _searched(sampler, keys, me, rng, effort)
        basis = "sampled"
    samples = {a: [w[a] for w in per_world] for a in actions}
    values = {a: sum(v) / len(v) for a, v in samples.items()}
    best = max(actions, key=lambda a: (values[a], -keys[a][0], keys[a][1]))
    other = played if played is not None else max(
        (a for a in actions if a != best), key=lambda a: values[a], default=None)
    noise = 0.0
    if other is not None and other != best and not every:
        noise = _noise(samples[best], samples[other])
    return Evaluation(values, best, noise=noise, samples=len(per_world), basis=basis,
                      exact=basis == "solved")


def _noise(a: list[float], b: list[float]) -> float:
    """Twice the standard error of the mean of the paired differences."""
    n = len(a)
    if n < 2:
        return 0.0
    diffs = [x - y for x, y in zip(a, b)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return 2.0 * math.sqrt(var / n)


# --- exact, once no stone can be drawn ---------------------------------------------------------
def _solved(world: Sim, keys: dict, me: int) -> dict:
    """Each move's exact value for ``me`` in one known world."""
    out = {}
    for action, key in keys.items():
        sim = _after(world, key)
        if sim.done:
            v0 = win0(sim)
        else:
            values = solve(sim, win0, best_only=True).values()
            v0 = max(values) if sim.to_move == 0 else min(values)
        out[action] = v0 if me == 0 else 1.0 - v0
    return out


# --- the seventh trick: the last two draws solved in every world ----------------------------------
class _WinChance(fast.Rewards):
    """The exact solver's rewards as the measure: the chance of winning the match, unshaped."""

    def value(self, b0: int, b1: int, p0: int, p1: int) -> float:
        return match_value(b0, b1, self.target)


def _last_draw(obs, sampler: WorldSampler, keys: dict, me: int) -> list[dict]:
    """Each move's exact value for ``me`` in every world of the seventh trick: each unknown
    stone in turn the one left in the stock (the turned trump after it), the opponent holding
    the rest. The label solver declares a led double whenever it may; leading one without
    declaring is valued by solving the answers to it."""
    pos, tb = _position(obs), fast.TABLES[obs.trump]
    trump = tb.label[sampler.trump_id]
    unknown = rules.mask_of(sampler.unknown)
    rewards = _WinChance(obs.variant, obs.target)
    drawn: dict = {}  # the positions after the draws, alike in many worlds
    may_declare = bin(pos.mine & tb.doubles).count("1") >= 2 and pos.led < 0
    out = []
    for stone in sampler.unknown:
        opp = tb.to_labels(unknown & ~(1 << stone) | sampler.known_opp)
        hands = (pos.mine, opp) if me == 0 else (opp, pos.mine)
        stock = (tb.label[stone], trump)
        root = exact.solve(pos, *hands, stock, rewards=rewards, drawn=drawn)
        values = {}
        for action, (move, declare) in keys.items():
            label = fast.CLOSE if move == CLOSE else tb.label[move]
            if may_declare and not declare and tb.doubles >> label & 1:
                v0 = _undeclared_lead(pos, hands, stock, label, rewards, drawn)
            else:
                v0 = root[label]
            values[action] = v0 if me == 0 else 1.0 - v0
        out.append(values)
    return out


def _undeclared_lead(pos: fast.Position, hands, stock, label: int, rewards, drawn) -> float:
    """Player 0's exact value once the mover has led the double ``label`` without declaring."""
    h = list(hands)
    h[pos.to_move] &= ~(1 << label)
    after = fast.Position(pos.variant, pos.target, pos.t, pos.me, h[pos.me], pos.closed,
                          pos.closed_tk, 1 - pos.to_move, label, pos.pts, pos.tk, pos.first70,
                          0, pos.big, pos.stock_size)
    answers = exact.solve(after, h[0], h[1], stock, rewards=rewards, best_only=True,
                          drawn=drawn).values()
    return max(answers) if after.to_move == 0 else min(answers)


# --- searched, while stones can be drawn ----------------------------------------------------------
def _searched(sampler: WorldSampler, keys: dict, me: int, rng: random.Random,
              effort: float) -> list[dict]:
    """Rounds of one sampled deal each: below every move, one iteration of the strong bot's
    ISMCTS (selection by UCB over information sets, its play-out, its reward for the tree)
    and that deal's match value for ``me``."""
    rounds = max(MIN_ROUNDS, int(ITERATIONS * effort) // max(1, len(keys)))
    roots = {action: Node(me) for action in keys}
    deadline = time.process_time() + SECONDS * max(effort, 0.1)
    out = []
    for r in range(rounds):
        if r >= MIN_ROUNDS and time.process_time() > deadline:
            break
        world = sampler.sample(rng)
        found = {}
        for action, key in keys.items():
            sim = _after(world, key)
            _iterate(roots[action], sim, rng)
            v0 = win0(sim)
            found[action] = v0 if me == 0 else 1.0 - v0
        out.append(found)
    return out


def _iterate(node: Node, sim: Sim, rng: random.Random) -> None:
    """One ISMCTS iteration below ``node`` (search.ismcts' loop, rooted after a move)."""
    path = []
    while not sim.done:
        legal = sim.legal()
        children = node.children
        untried = [m for m in legal if m not in children]
        if untried:
            move = untried[int(rng.random() * len(untried))]
            child = children[move] = Node(sim.to_move)
            for m in legal:
                if m in children:
                    children[m].avail += 1
            sim.step(move)
            path.append(child)
            break
        best, best_score = legal[0], -1.0
        for m in legal:
            c = children[m]
            c.avail += 1
            score = c.total / c.visits + EXPLORE * math.sqrt(math.log(c.avail) / c.visits)
            if score > best_score:
                best, best_score = m, score
        sim.step(best)
        node = children[best]
        path.append(node)
    sim.rollout(rng)
    r0 = match_reward(sim)
    for n in path:
        n.visits += 1
        n.total += r0 if n.player == 0 else 1.0 - r0



# --- luck and skill (core.analysis.split) ------------------------------------------------------
def prior(num_players: int, options: dict) -> float:
    """Before the lot and the first deal both players have the same chance."""
    return 0.5
