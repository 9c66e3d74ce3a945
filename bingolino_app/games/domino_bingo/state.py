"""Domino Bingo's state machine: one state is one whole match (rules: shared/rules/domino_bingo.md).

Phases: starter (chance: the first lead by lot) -> deal (chance: hands and stock order) ->
play (the player to move plays a stone or closes the stock) ... -> deal end (awards) ->
deal -> ... -> end. Big points are awarded the moment they are earned, so a match may end in
the middle of a deal.
"""

from __future__ import annotations

import random

import attrs

from bingolino_app.core.game import (
    Action, Decision, GameState, IllegalAction,
)
from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import (
    BINGO, ENGLISH, GOAL, HAND, RUSSIAN, STONES, stone_id,
)
from bingolino_app.games.domino_bingo.spec import SPEC


Stone = tuple[int, int]


# --- actions ---------------------------------------------------------------------------------
@attrs.frozen
class Starter(Action):
    """Chance: who leads the first trick of the match."""
    player: int


@attrs.frozen
class Deal(Action):
    """Chance: both hands and the stock in drawing order (its last stone is turned up)."""
    hands: tuple[tuple[Stone, ...], ...]
    stock: tuple[Stone, ...]


@attrs.frozen
class Play(Action):
    """Play ``stone``; ``declare``: leading a double, show every double in hand."""
    stone: Stone
    declare: bool = False


@attrs.frozen
class Close(Action):
    """Turn the trump stone face down: no more drawing, strict following, aim for 70."""


ACTION_TYPES = (Starter, Deal, Play, Close)


@attrs.frozen
class Trick:
    leader: int
    stones: tuple[Stone, Stone]  # the leader's stone, then the follower's
    winner: int
    strict: bool  # the follow rules applied (stock exhausted or closed)


@attrs.frozen
class View:
    """What one player sees. ``hands[p]`` is None for a hand he cannot see."""
    viewer: int | None
    variant: str
    target: int
    phase: str
    big: tuple[int, int]
    deal: int  # deals begun, 1 for the first
    to_move: int
    leader: int
    hands: tuple[tuple[Stone, ...] | None, tuple[Stone, ...] | None]
    hand_sizes: tuple[int, int]
    stock_size: int
    trump: int
    trump_stone: Stone
    trump_holder: int | None  # who drew the turned stone (None: still in the stock)
    closed_by: int | None
    closed_at: tuple[tuple[int, int], tuple[int, int]] | None  # (points, tricks) when closed
    trick: tuple[tuple[int, Stone], ...]  # the current trick so far: (player, stone)
    tricks: tuple[Trick, ...]  # this deal's finished tricks, in order
    points: tuple[int, int]
    trick_counts: tuple[int, int]
    first70: int | None
    declarations: tuple[tuple[int, tuple[Stone, ...]], ...]  # (player, doubles shown) this deal
    declared: tuple[int, tuple[Stone, ...]] | None  # the declaration riding on this trick
    records: tuple[dict, ...]  # the score pad: one record per deal
    winner: int | None
    stock_order: tuple[Stone, ...] = ()
    """The stock in drawing order: only in ``full_view`` (a review after the match)."""

    @property
    def strict(self) -> bool:
        """The follow rules apply (stock exhausted or closed)."""
        return self.closed_by is not None or self.stock_size == 0

    def won(self, player: int) -> list[Stone]:
        return [s for t in self.tricks if t.winner == player for s in t.stones]

    def played(self) -> list[Stone]:
        return [s for t in self.tricks for s in t.stones] + [s for _, s in self.trick]


class DominoState(GameState):
    spec = SPEC
    action_types = ACTION_TYPES

    def __init__(self, num_players: int, options: dict) -> None:
        super().__init__(num_players, options)
        self.variant = self.options["variant"]
        self.target = self.options["target"]
        self.phase = "starter"
        self.big = [0, 0]
        self.deal_no = 0
        self.first_leader = 0
        self.winner: int | None = None
        self.records: list[dict] = []
        self._new_deal_fields(0)

    def _new_deal_fields(self, leader: int) -> None:
        self.hands: list[list[Stone]] = [[], []]
        self.stock: list[Stone] = []
        self.trump_stone: Stone = (0, 0)
        self.trump = 0
        self.trump_holder: int | None = None
        self.closed_by: int | None = None
        self.closed_at: tuple | None = None
        self.leader = leader
        self.to_move = leader
        self.trick: list[tuple[int, Stone]] = []
        self.tricks: list[Trick] = []
        self.points = [0, 0]
        self.trick_counts = [0, 0]
        self.first70: int | None = None
        self.declarations: list[tuple[int, tuple[Stone, ...]]] = []
        self.declared: tuple[int, tuple[Stone, ...]] | None = None

    @property
    def russian(self) -> bool:
        return self.variant == RUSSIAN

    @property
    def strict(self) -> bool:
        return self.closed_by is not None or not self.stock

    # --- whose decision -----------------------------------------------------------------------
    def decision(self) -> Decision:
        if self.phase in ("starter", "deal"):
            return Decision("chance")
        if self.phase == "end":
            return Decision("end")
        return Decision("player", (self.to_move,))

    def playable(self, player: int) -> list[Stone]:
        """The stones ``player`` may play now (all of his hand unless a follow rule binds)."""
        hand = self.hands[player]
        if not self.trick or not self.strict:
            return list(hand)
        mask = rules.follow_mask(rules.mask_of(stone_id(s) for s in hand),
                                 stone_id(self.trick[0][1]), self.trump, self.russian)
        return [s for s in hand if mask >> stone_id(s) & 1]

    def can_close(self, player: int) -> bool:
        return (self.phase == "play" and player == self.to_move and self.closed_by is None
                and bool(self.stock) and (self.russian or not self.trick))

    def doubles_in_hand(self, player: int) -> list[Stone]:
        return [s for s in self.hands[player] if s[0] == s[1]]

    def legal_actions(self, player: int) -> list[Action]:
        if self.phase != "play" or player != self.to_move:
            return []
        actions: list[Action] = []
        declarable = not self.trick and len(self.doubles_in_hand(player)) >= 2
        for s in self.playable(player):
            actions.append(Play(s))
            if declarable and s[0] == s[1]:
                actions.append(Play(s, True))
        if self.can_close(player):
            actions.append(Close())
        return actions

    def explain_illegal(self, action: Action, player: int) -> IllegalAction:
        if isinstance(action, Close):
            if self.closed_by is not None:
                return IllegalAction("domino.already_closed")
            if not self.stock:
                return IllegalAction("domino.stock_empty")
            return IllegalAction("domino.close_leader_only")
        if isinstance(action, Play):
            s = tuple(action.stone)
            if s not in self.hands[player]:
                return IllegalAction("domino.not_in_hand")
            if action.declare:
                if self.trick:
                    return IllegalAction("domino.declare_leader_only")
                if s[0] != s[1]:
                    return IllegalAction("domino.declare_needs_double")
                return IllegalAction("domino.declare_needs_two")
            key, args = rules.follow_rule(
                rules.mask_of(stone_id(x) for x in self.hands[player]),
                stone_id(self.trick[0][1]), self.trump, self.russian)
            return IllegalAction(key, **args)
        return super().explain_illegal(action, player)

    # --- chance -------------------------------------------------------------------------------
    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase == "starter":
            return Starter(rng.randrange(2))
        stones = list(STONES)
        rng.shuffle(stones)
        return Deal((tuple(sorted(stones[:HAND])), tuple(sorted(stones[HAND:2 * HAND]))),
                    tuple(stones[2 * HAND:]))

    def is_chance_outcome(self, action: Action) -> bool:
        if self.phase == "starter":
            return isinstance(action, Starter) and action.player in (0, 1)
        if self.phase == "deal" and isinstance(action, Deal):
            try:
                stones = [stone_id(s) for h in action.hands for s in h] + \
                         [stone_id(s) for s in action.stock]
            except (KeyError, TypeError):
                return False
            return (len(action.hands) == 2 and all(len(h) == HAND for h in action.hands)
                    and sorted(stones) == list(range(28)))
        return False

    # --- applying -----------------------------------------------------------------------------
    def _apply(self, action: Action, player: int) -> None:
        if isinstance(action, Starter):
            self.first_leader = action.player
            self.phase = "deal"
            self.emit("domino.lot", player=action.player)
        elif isinstance(action, Deal):
            self._deal(action)
        elif isinstance(action, Close):
            self.closed_by = player
            self.closed_at = (tuple(self.points), tuple(self.trick_counts))
            self.records[-1]["closed"] = {"player": player, "points": list(self.points),
                                          "tricks": list(self.trick_counts)}
            self.emit("domino.closed", player=player, points=list(self.points),
                      tricks=list(self.trick_counts), stock=len(self.stock))
        elif isinstance(action, Play):
            self._play(player, tuple(action.stone), action.declare)

    def _deal(self, action: Deal) -> None:
        leader = self.first_leader if self.deal_no % 2 == 0 else 1 - self.first_leader
        self.deal_no += 1
        self._new_deal_fields(leader)
        self.hands = [sorted(tuple(s) for s in h) for h in action.hands]
        self.stock = [tuple(s) for s in action.stock]
        self.trump_stone = self.stock[-1]
        self.trump = rules.trump_of(stone_id(self.trump_stone))
        self.phase = "play"
        self.records.append({"deal": self.deal_no, "leader": leader, "trump": self.trump,
                             "points": [0, 0], "tricks": [0, 0], "closed": None,
                             "declarations": [], "awards": [], "first70": None,
                             "done": False})
        self.emit("domino.dealt", deal=self.deal_no, leader=leader, turner=1 - leader,
                  trump_stone=list(self.trump_stone), trump=self.trump)

    def _play(self, player: int, s: Stone, declare: bool) -> None:
        self.hands[player].remove(s)
        if not self.trick:
            self.leader = player
            if declare:
                doubles = tuple([s] + self.doubles_in_hand(player))
                self.declared = (player, doubles)
                self.declarations.append(self.declared)
                self.emit("domino.declared", player=player, count=len(doubles),
                          doubles=[list(d) for d in doubles])
            self.trick.append((player, s))
            self.emit("domino.played", player=player, stone=list(s))
            self.to_move = 1 - player
            return
        self.trick.append((player, s))
        self.emit("domino.played", player=player, stone=list(s))
        self._finish_trick()

    def _finish_trick(self) -> None:
        (leader, a), (_, b) = self.trick
        t = self.trump
        ia, ib = stone_id(a), stone_id(b)
        winner = 1 - leader if rules.follower_wins(ia, ib, t) else leader
        gained = rules.VALUE[t][ia] + rules.VALUE[t][ib]
        self.tricks.append(Trick(leader, (a, b), winner, self.strict))
        self.trick = []
        self.trick_counts[winner] += 1
        self.emit("domino.trick", winner=winner, stones=[list(a), list(b)], points=gained)
        self._add_points(winner, gained)
        declared, self.declared = self.declared, None
        if t != 0 and {ia, ib} == {BINGO, stone_id((t, t))}:
            if self._award(winner, 1, "bingo_capture"):
                return
        if declared is not None:
            if self._declaration(declared, winner):
                return
        if self.stock and self.closed_by is None:
            for p in (winner, 1 - winner):
                drawn = self.stock.pop(0)
                self.hands[p].append(drawn)
                self.hands[p].sort()
                if not self.stock:
                    self.trump_holder = p
                    self.emit("domino.drew_trump", player=p, stone=list(drawn))
            if not self.stock:
                self.emit("domino.stock_exhausted")
        self.leader = self.to_move = winner
        if not self.hands[0] and not self.hands[1]:
            self._end_deal()

    def _declaration(self, declared: tuple[int, tuple], winner: int) -> bool:
        player, doubles = declared
        n = len(doubles)
        record = {"player": player, "count": n, "won": player == winner, "points": 0, "big": 0}
        self.records[-1]["declarations"].append(record)
        if player != winner:
            self.emit("domino.declaration_lost", player=player, count=n)
            return False
        if self.russian and n in rules.RUSSIAN_DECLARATION_BIG:
            record["big"] = rules.RUSSIAN_DECLARATION_BIG[n]
            self.emit("domino.declaration_won", player=player, count=n, points=0)
            return self._award(player, record["big"], "declaration", count=n)
        record["points"] = rules.DECLARATION_POINTS[n]
        self.emit("domino.declaration_won", player=player, count=n, points=record["points"])
        self._add_points(player, record["points"])
        return False

    def _add_points(self, player: int, gained: int) -> None:
        self.points[player] += gained
        record = self.records[-1]
        record["points"], record["tricks"] = list(self.points), list(self.trick_counts)
        if self.first70 is None and self.points[player] >= GOAL:
            self.first70 = player
            record["first70"] = player
            self.emit("domino.reached70", player=player, points=self.points[player])

    # --- big points ---------------------------------------------------------------------------
    def _award(self, player: int, amount: int, reason: str, check: bool = True, **args) -> bool:
        """Give big points; True when the match is over (then nothing else happens)."""
        self.big[player] += amount
        self.records[-1]["awards"].append({"player": player, "amount": amount,
                                           "reason": reason, "args": dict(args)})
        self.emit("domino.award", player=player, amount=amount, reason=reason,
                  big=list(self.big), **args)
        return self._check_match_end() if check else False

    def _check_match_end(self) -> bool:
        top = max(self.big)
        if top >= self.target and self.big.count(top) == 1:
            self.winner = self.big.index(top)
            self.phase = "end"
            self.emit("domino.match_won", player=self.winner, big=list(self.big))
            return True
        return False

    def deal_awards(self) -> list[tuple[int, int, str, dict]]:
        """The awards the finished deal earns: (player, amount, reason, args)."""
        return deal_awards(self.variant, self.points, self.trick_counts, self.first70,
                           self.closed_by, self.closed_at)

    def _end_deal(self) -> None:
        awards = self.deal_awards()
        self.records[-1]["done"] = True
        self.emit("domino.deal_end", deal=self.deal_no, points=list(self.points),
                  tricks=list(self.trick_counts))
        if not awards:
            self.emit("domino.no_award")
        for player, amount, reason, args in awards:
            self._award(player, amount, reason, check=False, **args)
        if not self._check_match_end():
            if max(self.big) >= self.target:
                self.emit("domino.tie_play_on", big=list(self.big))
            self.phase = "deal"

    def clone(self) -> "DominoState":
        other = DominoState.__new__(DominoState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.events = list(self.events)
        other.big, other.points = list(self.big), list(self.points)
        other.trick_counts = list(self.trick_counts)
        other.hands = [list(h) for h in self.hands]
        other.stock, other.trick = list(self.stock), list(self.trick)
        other.tricks, other.declarations = list(self.tricks), list(self.declarations)
        other.records = [_copy_record(r) for r in self.records]
        return other

    # --- reading ------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(b) for b in self.big]

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    def observation(self, player: int | None) -> View:
        # A spectator (computer against computer) sees both hands, never the stock order.
        hands = tuple(tuple(h) if player is None or p == player else None
                      for p, h in enumerate(self.hands))
        return View(
            viewer=player, variant=self.variant, target=self.target, phase=self.phase,
            big=tuple(self.big), deal=self.deal_no, to_move=self.to_move, leader=self.leader,
            hands=hands, hand_sizes=(len(self.hands[0]), len(self.hands[1])),
            stock_size=len(self.stock), trump=self.trump, trump_stone=self.trump_stone,
            trump_holder=self.trump_holder, closed_by=self.closed_by, closed_at=self.closed_at,
            trick=tuple(self.trick), tricks=tuple(self.tricks), points=tuple(self.points),
            trick_counts=tuple(self.trick_counts), first70=self.first70,
            declarations=tuple(self.declarations), declared=self.declared,
            records=tuple(_copy_record(r) for r in self.records), winner=self.winner,
        )

    def full_view(self, player: int | None) -> View:
        """Both hands and the stock's order, from ``player``'s seat (a review after the end)."""
        return attrs.evolve(self.observation(player),
                            hands=tuple(tuple(h) for h in self.hands),
                            stock_order=tuple(self.stock))

    def snapshot(self) -> dict:
        return {
            "phase": self.phase, "big": list(self.big), "deal": self.deal_no,
            "first_leader": self.first_leader, "to_move": self.to_move, "leader": self.leader,
            "hands": [[list(s) for s in h] for h in self.hands],
            "stock": [list(s) for s in self.stock], "trump_stone": list(self.trump_stone),
            "trump_holder": self.trump_holder, "closed_by": self.closed_by,
            "trick": [[p, list(s)] for p, s in self.trick], "points": list(self.points),
            "tricks": list(self.trick_counts), "first70": self.first70,
            "declared": None if self.declared is None else
            [self.declared[0], [list(d) for d in self.declared[1]]],
            "records": [_copy_record(r) for r in self.records], "winner": self.winner,
        }


def _copy_record(r: dict) -> dict:
    """A copy of one score-pad record (by hand: deepcopy is the playouts' bottleneck)."""
    return {
        "deal": r["deal"], "leader": r["leader"], "trump": r["trump"],
        "points": list(r["points"]), "tricks": list(r["tricks"]),
        "closed": None if r["closed"] is None else {
            "player": r["closed"]["player"], "points": list(r["closed"]["points"]),
            "tricks": list(r["closed"]["tricks"])},
        "declarations": [dict(d) for d in r["declarations"]],
        "awards": [{**a, "args": dict(a["args"])} for a in r["awards"]],
        "first70": r["first70"], "done": r["done"],
    }


def deal_awards(variant: str, points, tricks, first70: int | None, closer: int | None,
                closed_at) -> list[tuple[int, int, str, dict]]:
    """Big points of a finished deal (rules: 'Big points'), with their reasons."""
    low = rules.LOW[variant]
    made = [points[0] >= GOAL, points[1] >= GOAL]
    awards: list[tuple[int, int, str, dict]] = []

    def by_opponent(p: int, prefix: str) -> None:
        o = 1 - p
        if tricks[o] == 0:
            awards.append((p, 3, prefix + "_shutout", {}))
        elif points[o] < low:
            awards.append((p, 2, prefix + "_low", {"low": low}))
        else:
            awards.append((p, 1, prefix, {}))

    closer_made = closer is not None and made[closer]
    if closer is None or (variant == ENGLISH and closer_made):
        if first70 is None:
            return awards
        by_opponent(first70, "first70")
        if made[1 - first70]:
            awards.append((1 - first70, 1, "also70", {}))
        return awards
    o = 1 - closer
    if closer_made:
        by_opponent(closer, "closer")
    elif variant == RUSSIAN and closed_at is not None and closed_at[1][o] == 0:
        awards.append((o, 3, "closer_failed_shutout", {}))
    else:
        awards.append((o, 2, "closer_failed", {}))
    if made[o]:
        awards.append((o, 1, "opponent70", {}))
    return awards
