"""Inference from the opponent's own plays: worlds weighted by a simple policy (issue 13)."""

from __future__ import annotations

import math
import random

import pytest

from bingolino_app.core.session import Seat, Session
from bingolino_app.games.domino_bingo import infer, rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.state import Close, Play

from domino_helpers import S, dealt, walked


def chance(obs, stone: str, weighted: bool = True, proposals: int = 3000) -> float:
    """The viewer's chance that the opponent holds ``stone``."""
    pool = infer.WeightedWorlds(obs, random.Random(5), proposals, infer=weighted)
    return pool.probability_of(stone_id(S(stone)))


def russian_deal():
    """The Russian deal whose steps the tests read back: fives trump (5-1 turned), player 1
    (the opponent of the viewer, player 0) leads."""
    return dealt("6-6 6-4 4-3 3-2 2-0 1-0 3-1", "2-2 4-4 1-1 6-2 5-0 4-1 6-0", "5-1",
                 variant="russian", leader=1)


def _stone_labeller(t: int):
    """A stone's text ("6-1") -> its fast label for trump suit t."""
    lab = infer.TABLES[t].label
    return lambda text: lab[stone_id(S(text))]


def test_an_opponent_who_led_a_low_trump_is_less_likely_to_hold_bingo():
    # Fours are trump (4-2 turned). Player 1 leads the lowest trump, 4-1.
    state = dealt("6-6 5-5 6-5 6-3 5-3 2-2 1-0", "4-1 3-1 2-1 5-1 6-1 6-2 3-2", "4-2",
                  leader=1)
    state.apply(Play(S("4-1")), 1)
    obs = state.observation(0)
    prior, after = chance(obs, "0-0", weighted=False), chance(obs, "0-0")
    assert prior == pytest.approx(6 / 19)  # six hidden stones of his among nineteen
    assert after < prior - 0.03


def test_an_opponent_who_let_a_premium_stone_go_holds_fewer_cheap_winners():
    # Sixes are trump (6-1 turned). Player 0 leads the premium 3-0; player 1 lets it go
    # with a blank stone... he had no cheap trump to take it, most likely.
    state = dealt("3-0 5-5 5-4 5-3 2-2 4-4 1-0", "2-1 3-1 3-2 4-1 4-2 4-3 5-1", "6-1")
    state.apply(Play(S("3-0")), 0)
    state.apply(Play(S("2-1")), 1)
    obs = state.observation(0)
    prior = chance(obs, "6-2", weighted=False)
    assert chance(obs, "6-2") < prior - 0.03  # a cheap trump: he would have won with it


def test_a_double_led_without_a_declaration_means_no_other_double():
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 6-1 5-1 2-1 6-0 5-0 4-0", "6-2",
                  leader=1)
    state.apply(Play(S("3-3")), 1)  # led, not declared
    obs = state.observation(0)
    for double in ("6-6", "5-5", "4-4", "2-2", "1-1"):
        assert chance(obs, double) < 0.5 * chance(obs, double, weighted=False)


def test_a_declaration_shows_every_double_he_held():
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 1-1 5-1 2-1 6-0 5-0 4-0", "6-2",
                  leader=1)
    state.apply(Play(S("3-3"), True), 1)
    obs = state.observation(0)
    assert chance(obs, "1-1") == pytest.approx(1.0)
    assert chance(obs, "6-6") < 0.5 * chance(obs, "6-6", weighted=False)


def test_an_opponent_who_closed_early_holds_a_strong_hand():
    # Russian rules: the leader closes before his first lead (blanks are trump).
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "0-0 6-0 5-0 2-1 6-6 4-0 2-2", "3-0",
                  variant="russian", leader=1)
    state.apply(Close(), 1)
    state.apply(Play(S("2-1")), 1)
    obs = state.observation(0)
    for strong in ("0-0", "6-0", "5-0"):
        assert chance(obs, strong) > chance(obs, strong, weighted=False) + 0.03


def test_without_evidence_the_worlds_are_uniform():
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 1-1 5-1 2-1 6-0 5-0 4-0", "6-2")
    pool = infer.WeightedWorlds(state.observation(0), random.Random(1), 400)
    assert pool.uniform  # nothing played yet: every hand fits alike


def test_the_weights_never_rule_out_the_true_hand():
    """The opponent's real hand always has a positive weight, whatever he played."""
    for seed in range(12):
        state = walked(seed, "russian" if seed % 2 else "english", (4, 26))
        if state.is_terminal() or state.phase != "play":
            continue
        p = state.to_move
        obs = state.observation(p)
        steps = infer.opponent_steps(obs)
        tb = infer.TABLES[state.trump]
        truth = tb.to_labels(rules.mask_of(stone_id(s) for s in state.hands[1 - p]))
        trump_label = tb.label[stone_id(state.trump_stone)]
        for k in range(5):
            value = infer.log_likelihood(steps, truth, state.trump, state.russian,
                                         trump_label, random.Random(k))
            assert value > -60  # each choice costs at most log(UNLIKELY) or log(uniform)


def test_without_inference_each_hidden_stone_is_equally_likely():
    # He led 3-3 and declared 1-1 with it: 1-1 is his for sure; his other five stones are any
    # five of the stones the viewer cannot see (the turned 6-2 lies under the stock).
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 1-1 5-1 2-1 6-0 5-0 4-0", "6-2",
                  leader=1)
    state.apply(Play(S("3-3"), True), 1)
    obs = state.observation(0)
    pool = infer.WeightedWorlds(obs, random.Random(5), 400, infer=False)
    assert pool.uniform
    seen = set(obs.hands[0]) | {S("3-3"), S("1-1"), S("6-2")}
    hidden = [s for s in rules.STONES if s not in seen]
    assert len(hidden) == 28 - 7 - 3
    assert pool.probability_of(stone_id(S("1-1"))) == 1.0
    for s in hidden:
        assert pool.probability_of(stone_id(s)) == pytest.approx(5 / len(hidden))
    for s in seen - {S("1-1")}:  # mine, played, or the turned trump
        assert pool.probability_of(stone_id(s)) == 0.0
    total = sum(pool.probability_of(i) for i in range(28))
    assert total == pytest.approx(6)  # the stones left in his hand


def test_once_the_stock_is_drawn_a_world_deals_only_his_hand():
    # The turned trump is in a hand now: it must not come back as a stone left to draw
    # (test_domino_tactics covers a world while the stock lasts).
    rng = random.Random(3)
    session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                      {"variant": "english"}, 11)
    while not (session.state.phase == "play" and session.state.trump_holder is not None):
        state = session.state
        legal = state.legal_actions(state.to_move)
        plays = [a for a in legal if not isinstance(a, Close)] or legal  # the stock stays open
        session.apply(state.to_move, rng.choice(plays))
    state = session.state
    p = state.to_move
    obs = state.observation(p)
    assert not state.stock and not state.is_terminal()
    pool = infer.WeightedWorlds(obs, random.Random(1), 200, infer=False)
    source = infer.WorldSource(pool, obs.trump, shuffle=True)
    his = infer.TABLES[obs.trump].to_labels(rules.mask_of(stone_id(s)
                                                          for s in state.hands[1 - p]))
    for k in range(4):
        assert source.draw(random.Random(k)) == (his, [])  # one world fits: his true hand
def test_the_opponents_steps_of_a_russian_deal_read_back_exactly():
    """Every decision and draw of the opponent's, latest first, checked by hand against the
    tricks below (Russian rules, fives trump; the viewer is player 0)."""
    state = russian_deal()
    moves = [(1, Play(S("4-4"), True)),  # 4-4 declaring three doubles: 8 + 40 points for him
             (0, Play(S("3-2"))),
             (1, Play(S("6-2"))), (0, Play(S("6-6"))),  # 12 points for the viewer
             (0, Play(S("6-4"))), (1, Play(S("4-1"))),  # the premium stone: 22 for the viewer
             (0, Close()), (0, Play(S("4-3"))), (1, Play(S("4-2"))),  # closed: strict now
             (0, Play(S("3-1"))), (1, Play(S("3-3"))),  # his 6 points
             (1, Play(S("6-0")))]  # he leads the next trick
    for player, action in moves:
        state.apply(action, player)
    obs = state.observation(0)
    t = obs.trump
    L = _stone_labeller(t)

    shown = (1 << L("4-4")) | (1 << L("2-2")) | (1 << L("1-1"))
    lead, strict_lead = infer.lead_table(t, False), infer.lead_table(t, True)
    assert infer.opponent_steps(obs) == [
        (infer.LEAD_STEP, L("6-0"), strict_lead, -1),  # closed: no chance to close any more
        (infer.FOLLOW_STEP, L("3-3"), infer.follow_table(t, L("3-1")), L("3-1"), True),
        (infer.FOLLOW_STEP, L("4-2"), infer.follow_table(t, L("4-3")), L("4-3"), True),
        (infer.DRAW_STEP, False, shown),
        (infer.FOLLOW_STEP, L("4-1"), infer.follow_table(t, L("6-4")), L("6-4"), False),
        # Russian rules: the follower may close too; 48 to 12, ten stones in the stock
        (infer.CLOSE_STEP, False, (48, 12, 10, False)),
        (infer.DRAW_STEP, False, shown),
        (infer.LEAD_STEP, L("6-2"), lead, -1),
        (infer.CLOSE_STEP, False, (48, 0, 12, True)),
        (infer.DRAW_STEP, False, shown),  # his declaration showed the doubles before his draw
        (infer.LEAD_STEP, L("4-4"), lead, shown),
        (infer.CLOSE_STEP, False, (0, 0, 14, True)),
    ]


def test_the_shuffle_is_the_standard_librarys():
    # _shuffle copies random.shuffle (same draws), so that a seed replays the same worlds.
    for seed in range(20):
        for n in (0, 1, 2, 3, 7, 12, 21):
            mine, theirs = list(range(n)), list(range(n))
            infer._shuffle(mine, random.Random(seed))
            random.Random(seed).shuffle(theirs)
            assert mine == theirs


def test_the_hand_stones_the_policy_boosts():
    # Labels: plain stones 1 and 2, trumps 4 and 5 (cheapest first).
    assert infer._low(0b10100) == 2 and infer._high(0b10100) == 4
    assert infer._low(0b1) == 0 and infer._high(0b1) == 0
    # (cheapest plain, cheapest trump, dearest trump, dearest plain); -1: no such stone
    assert infer.lead_hand_stones(0b110110, 0b110000) == (1, 4, 5, 2)
    assert infer.lead_hand_stones(0b110000, 0b110000) == (-1, 4, 5, -1)  # trumps only
    # (cheapest winner, cheapest loser, dearest winner, dearest loser)
    assert infer.follow_hand_stones(0b1111, 0b10110) == (1, 0, 2, 3)
    assert infer.follow_hand_stones(0b1001, 0b0110) == (-1, 0, -1, 3)  # nothing wins
    # Boosts falling on the same stone multiply; a missing stone (-1) gets none.
    assert infer._boosted((2, -1, 2, 0), (2.0, 5.0, 3.0, 7.0)) == {2: 6.0, 0: 7.0}


def test_the_policys_chance_of_a_choice_by_hand():
    # Scores 1, 2, 4, 8 for labels 0..3; labels 0, 1 and 3 legal; label 0 boosted three
    # times: the softmax total is 3*1 + 2 + 8 = 13.
    table, legal, boosts = (1.0, 2.0, 4.0, 8.0), 0b1011, {0: 3.0}
    p = infer.choice_probability
    assert p(table, 1, legal, boosts, 0.2) == pytest.approx(0.8 * 2 / 13 + 0.2 / 3)
    assert p(table, 0, legal, boosts, 0.2) == pytest.approx(0.8 * 3 / 13 + 0.2 / 3)
    assert p(table, 3, legal, boosts) == pytest.approx(0.95 * 8 / 13 + 0.05 / 3)
    assert sum(p(table, k, legal, boosts) for k in (0, 1, 3)) == pytest.approx(1.0)
    assert p(table, 2, 0b100, {}, 0.0) == pytest.approx(1.0)  # the only legal stone


def _labels(t: int, text: str) -> int:
    """Stones ("6-1 4-2") as a mask of fast labels for trump suit t."""
    lab = infer.TABLES[t].label
    return sum(1 << lab[stone_id(S(s))] for s in text.split())


def test_a_draw_weighs_the_histories_it_stands_for():
    # Fives trump, 5-1 turned. Rebuilding backwards, a draw takes away one stone he may have
    # drawn; the weight grows by their number (the turned trump and shown doubles excluded).
    t, turned = 5, infer.TABLES[5].label[stone_id(S("5-1"))]
    draw, hand = (infer.DRAW_STEP, False, 0), _labels(t, "6-1 4-2 5-3")

    def ll(steps, hand, seed=0):
        return infer.log_likelihood(steps, hand, t, False, turned, random.Random(seed))

    for seed in range(4):  # whichever stone the history takes away
        assert ll([draw], hand, seed) == pytest.approx(math.log(3))
        assert ll([draw, draw], hand, seed) == pytest.approx(math.log(3 * 2))
        assert ll([draw] * 3, hand, seed) == pytest.approx(math.log(3 * 2 * 1))
    assert ll([draw] * 4, hand) == -1e9  # four draws cannot leave a hand of three
    assert ll([draw], hand | _labels(t, "5-1")) == pytest.approx(math.log(3))  # not the turned
    assert ll([(infer.DRAW_STEP, False, _labels(t, "4-2"))], hand) == pytest.approx(math.log(2))
    assert ll([(infer.DRAW_STEP, False, hand)], hand) == -1e9  # all three shown before
    # The draw that emptied the stock brought him the turned trump: he must hold it.
    assert ll([(infer.DRAW_STEP, True, 0)], hand) == -1e9
    assert ll([(infer.DRAW_STEP, True, 0)], hand | _labels(t, "5-1")) == 0.0
    assert ll([(infer.DRAW_STEP, True, 0), draw], hand | _labels(t, "5-1")) == \
        pytest.approx(math.log(3))  # the trump given back, the three others remain


def test_a_lead_is_scored_by_the_policy_by_hand():
    # Fives trump. With every stone scoring alike (a table of ones) only the boosts of his
    # hand differ: 4-2 his cheapest plain stone, 6-1 his dearest, 5-3 his cheapest trump,
    # 5-4 his dearest (labels go cheapest first).
    t, turned = 5, infer.TABLES[5].label[stone_id(S("5-1"))]
    ones = (1.0,) * 28
    plain_low, trump_low, trump_high, plain_high = (math.exp(w) for w in infer.LEAD_HAND)
    total = plain_low + trump_low + trump_high + plain_high
    lead = (infer.LEAD_STEP, _labels(t, "6-1").bit_length() - 1, ones, -1)
    value = infer.log_likelihood([lead], _labels(t, "4-2 5-3 5-4"), t, False, turned,
                                 random.Random(0), 0.2)
    assert value == pytest.approx(math.log(0.8 * plain_high / total + 0.2 / 4))


def test_a_double_led_without_its_declaration_costs_the_unlikely_share():
    t, turned = 5, infer.TABLES[5].label[stone_id(S("5-1"))]
    two_two = _labels(t, "2-2").bit_length() - 1
    both = _labels(t, "2-2 6-6")

    def ll(declared, hand):
        step = (infer.LEAD_STEP, two_two, infer.lead_table(t, False), declared)
        return infer.log_likelihood([step], hand, t, False, turned, random.Random(0))

    rest = _labels(t, "6-6 6-1")
    unlikely = math.log(infer.UNLIKELY)
    assert ll(-1, rest) == pytest.approx(ll(both, rest) + unlikely)  # two doubles, silent
    assert ll(_labels(t, "2-2"), rest) == pytest.approx(ll(both, rest) + unlikely)  # one shown
    lone = _labels(t, "6-1 4-2")
    assert ll(-1, lone) > ll(-1, rest)  # a lone double needs no declaration...
    assert ll(-1, lone) > unlikely  # ...and costs no penalty
    assert ll(both, lone) == pytest.approx(ll(-1, lone) + unlikely)  # he showed a false 6-6


def test_the_chances_to_close_or_not_add_up_to_one():
    t, turned = 5, infer.TABLES[5].label[stone_id(S("5-1"))]
    for hand in ("6-1 4-2 3-1 1-0 4-3 2-2 6-6", "5-5 5-0 5-6 5-4 5-3 0-0 6-4"):
        for context in ((0, 0, 14, True), (48, 12, 10, False), (66, 30, 2, True)):
            took, passed = (infer.log_likelihood([(infer.CLOSE_STEP, c, context)],
                                                 _labels(t, hand), t, True, turned,
                                                 random.Random(0)) for c in (True, False))
            assert math.exp(took) + math.exp(passed) == pytest.approx(1.0)
    # The trumps 5-5 5-0 5-6 5-4 5-3 with the bingo and the 6-4 are worth closing on.
    strong = infer.log_likelihood([(infer.CLOSE_STEP, True, (20, 0, 12, True))],
                                  _labels(t, "5-5 5-0 5-6 5-4 5-3 0-0 6-4"), t, True,
                                  turned, random.Random(0))
    weak = infer.log_likelihood([(infer.CLOSE_STEP, True, (20, 0, 12, True))],
                                _labels(t, "6-1 4-2 3-1 1-0 4-3 2-2 6-6"), t, True, turned,
                                random.Random(0))
    assert strong > math.log(0.5) > weak


def test_the_opponents_steps_of_an_english_deal_he_closed():
    """English rules (sixes trump; the viewer is player 0): only the leader may close, the
    viewer's declaration counts for his points, and the opponent closed before his lead."""
    state = dealt("3-3 4-4 5-5 1-0 2-1 3-1 4-1", "6-6 6-5 6-4 6-3 5-4 5-3 2-0", "6-2")
    moves = [(0, Play(S("3-3"), True)), (1, Play(S("2-0"))),  # three doubles: 6 + 40 for 0
             (0, Play(S("4-1"))), (1, Play(S("6-3"))),  # he trumps it: 9 points
             (1, Close()), (1, Play(S("6-6"))), (0, Play(S("0-0")))]  # the bingo takes 6-6
    for player, action in moves:
        state.apply(action, player)
    obs = state.observation(0)
    t = obs.trump
    L = _stone_labeller(t)

    assert infer.opponent_steps(obs) == [
        (infer.LEAD_STEP, L("6-6"), infer.lead_table(t, True), -1),  # strict once closed
        (infer.CLOSE_STEP, True, (9, 46, 10, True)),  # he closed: 9 to 46, ten in the stock
        (infer.DRAW_STEP, False, 0),
        (infer.FOLLOW_STEP, L("6-3"), infer.follow_table(t, L("4-1")), L("4-1"), False),
        (infer.DRAW_STEP, False, 0),  # the viewer's declaration shows nothing of his
        (infer.FOLLOW_STEP, L("2-0"), infer.follow_table(t, L("3-3")), L("3-3"), False),
    ]  # English rules: no chance to close for the follower


def test_only_the_draw_that_emptied_the_stock_can_bring_the_turned_trump():
    """English deals played to an empty stock (no closing): seven draws, and the last one
    brought the opponent the turned trump exactly when he holds it (seen from both seats)."""
    for seed in range(3):
        rng = random.Random(seed)
        session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                          {"variant": "english"}, seed)
        while session.state.stock:
            state = session.state
            legal = [a for a in state.legal_actions(state.to_move) if not isinstance(a, Close)]
            session.apply(state.to_move, rng.choice(legal))
        holders = set()
        for viewer in (0, 1):
            obs = session.state.observation(viewer)
            draws = [s[1] for s in infer.opponent_steps(obs) if s[0] == infer.DRAW_STEP]
            holds = obs.trump_holder == 1 - viewer
            holders.add(holds)
            assert draws == [holds] + [False] * 6  # latest first
        assert holders == {True, False}  # one of the two drew it


def test_a_follow_is_scored_by_the_policy_by_hand():
    # English rules, fives trump (5-1 turned), 6-1 led: once the rules bind he must follow
    # with a six (6-2, 6-3 both win), else trump (5-3 wins), else anything. Every stone
    # scores alike (a table of ones): only the boosts of his cheapest and dearest winner
    # and loser differ (cheapest first: 4-2, 6-2, 6-3, then the trump 5-3).
    t, turned = 5, infer.TABLES[5].label[stone_id(S("5-1"))]
    ones = (1.0,) * 28
    win_low, lose_low, win_high, lose_high = (math.exp(w) for w in infer.FOLLOW_HAND)
    led = _labels(t, "6-1").bit_length() - 1

    def ll(played, hand, strict):
        step = (infer.FOLLOW_STEP, _labels(t, played).bit_length() - 1, ones, led, strict)
        return infer.log_likelihood([step], _labels(t, hand), t, False, turned,
                                    random.Random(0), 0.2)

    # Followed suit: 6-3 the dearest of his two winners.
    assert ll("6-3", "6-2 4-2 5-3", True) == pytest.approx(
        math.log(0.8 * win_high / (win_low + win_high) + 0.2 / 2))
    # 4-2 while holding sixes: a false play, counted as unlikely and then as a choice among
    # the sixes and itself (his only loser: both loser boosts).
    assert ll("4-2", "6-3 6-2 5-3", True) == pytest.approx(
        math.log(infer.UNLIKELY) + math.log(
            0.8 * lose_low * lose_high / (win_low + win_high + lose_low * lose_high) + 0.2 / 3))
    # Two follows, rebuilt backwards (6-3 his latest play, 4-2 before it): the sum of both.
    steps = [(infer.FOLLOW_STEP, _labels(t, s).bit_length() - 1, ones, led, True)
             for s in ("6-3", "4-2")]
    assert infer.log_likelihood(steps, _labels(t, "6-2 5-3"), t, False, turned,
                                random.Random(0), 0.2) == pytest.approx(
        ll("6-3", "6-2 4-2 5-3", True) + ll("4-2", "6-3 6-2 5-3", True))
    # Before the rules bind every stone is legal: winners 6-2, 6-3, 5-3 (the trump).
    assert ll("4-2", "6-3 6-2 5-3", False) == pytest.approx(math.log(
        0.8 * lose_low * lose_high / (win_low + 1.0 + win_high + lose_low * lose_high)
        + 0.2 / 4))
    # Neither a six nor a trump: anything goes, and nothing wins (3-1, 4-2, 2-0 cheapest first).
    assert ll("3-1", "4-2 2-0", True) == pytest.approx(
        math.log(0.8 * lose_low / (lose_low + 1.0 + lose_high) + 0.2 / 3))


def test_the_opponents_chances_to_close_in_russian_rules():
    """Russian rules (fives trump; the viewer is player 0): he let two chances pass as the
    leader, then closed as the follower; and a close by the viewer after his lead."""
    state = russian_deal()
    moves = [(1, Play(S("4-4"), True)), (0, Play(S("3-2"))),  # 48 points for him
             (1, Play(S("6-2"))), (0, Play(S("6-6"))),  # 12 for the viewer
             (0, Play(S("6-4"))), (1, Close()), (1, Play(S("6-0"))),  # closed, must follow
             (1, Play(S("5-0")))]  # he won with 6-0 and leads
    for player, action in moves:
        state.apply(action, player)
    obs = state.observation(0)
    t = obs.trump
    L = _stone_labeller(t)

    shown = (1 << L("4-4")) | (1 << L("2-2")) | (1 << L("1-1"))
    lead = infer.lead_table(t, False)
    assert infer.opponent_steps(obs) == [
        (infer.LEAD_STEP, L("5-0"), infer.lead_table(t, True), -1),  # no chance: closed
        (infer.FOLLOW_STEP, L("6-0"), infer.follow_table(t, L("6-4")), L("6-4"), True),
        (infer.CLOSE_STEP, True, (48, 12, 10, False)),  # he closed before following
        (infer.DRAW_STEP, False, shown),
        (infer.LEAD_STEP, L("6-2"), lead, -1),
        (infer.CLOSE_STEP, False, (48, 0, 12, True)),  # chances he let pass
        (infer.DRAW_STEP, False, shown),
        (infer.LEAD_STEP, L("4-4"), lead, shown),
        (infer.CLOSE_STEP, False, (0, 0, 14, True)),
    ]
    # He leads the first trick and the viewer closes before following: his chance to close
    # came before his lead, and he let it pass.
    # His lead was made with the stock open: it is weighed as a free lead, though the rules
    # are strict by now.
    state = russian_deal()
    state.apply(Play(S("6-2")), 1)
    state.apply(Close(), 0)
    assert state.observation(0).strict
    assert infer.opponent_steps(state.observation(0)) == [
        (infer.LEAD_STEP, L("6-2"), lead, -1), (infer.CLOSE_STEP, False, (0, 0, 14, True))]


def test_six_doubles_declared_in_russian_rules_score_no_points():
    # Russian rules (fours trump): six doubles shown with 1-1 win a big point, not 70
    # points: at his next chance to close he has only the 2 points of 1-1.
    state = dealt("6-5 6-4 4-3 3-2 2-0 5-1 3-1", "6-6 5-5 4-4 3-3 2-2 1-1 6-0", "4-1",
                  variant="russian", leader=1)
    state.apply(Play(S("1-1"), True), 1)
    state.apply(Play(S("3-2")), 0)
    state.apply(Play(S("2-2")), 1)
    obs = state.observation(0)
    assert obs.points == (0, 2) and obs.big == (0, 1)
    closes = [s for s in infer.opponent_steps(obs) if s[0] == infer.CLOSE_STEP]
    assert closes == [(infer.CLOSE_STEP, False, (2, 0, 12, True)),
                      (infer.CLOSE_STEP, False, (0, 0, 14, True))]


def _positions(count: int):
    """Observations of the player to move in seeded computer games, some deals in."""
    found = []
    for seed in range(40):
        state = walked(seed, "russian" if seed % 2 else "english", (2, 30), play_only=True)
        if state.phase == "play" and state.hands[1 - state.to_move]:
            found.append((state.observation(state.to_move), state.hands[1 - state.to_move]))
        if len(found) == count:
            return found
    raise AssertionError("too few positions")


def test_the_weighted_worlds_hold_his_hand_size_and_only_stones_he_may_hold():
    """The chances that he holds each stone add up to the number of stones he holds, and
    stones the viewer can see elsewhere (his own, played, or in a suit the opponent did not
    follow) have none; doubles he declared and still holds are certain."""
    from bingolino_app.games.domino_bingo.worlds import voids

    kinds, voided = set(), 0
    for obs, truth in _positions(26):
        opp = 1 - obs.viewer
        pool = infer.WeightedWorlds(obs, random.Random(3), 30)
        kinds.add(pool.uniform)
        chances = [pool.probability_of(i) for i in range(28)]
        assert sum(chances) == pytest.approx(obs.hand_sizes[opp])
        seen = rules.mask_of(stone_id(s) for s in list(obs.hands[obs.viewer]) + obs.played())
        seen |= voids(obs, opp)
        voided += voids(obs, opp) != 0
        assert all(chances[i] == 0.0 for i in range(28) if seen >> i & 1)
        for p, doubles in obs.declarations:
            for d in doubles:
                if p == opp and d in truth:
                    assert chances[stone_id(d)] == 1.0
        if obs.stock_size == 0:  # every hidden stone is his: nothing to weigh or draw
            assert pool.uniform and pool.hands == []
            kinds.add("stock empty")
        if not pool.uniform:
            assert len(pool.hands) == len(pool.weights) == 30
            assert all(bin(h).count("1") == obs.hand_sizes[opp] for h in pool.hands)
            assert max(pool.weights) == 1.0  # scaled to the likeliest
            assert pool.cumulative[-1] == pytest.approx(pool.total)
            assert pool.total == pytest.approx(sum(pool.weights))
        for seed in range(3):
            assert bin(pool.hand(random.Random(seed))).count("1") == obs.hand_sizes[opp]
    assert kinds == {True, False, "stock empty"} and voided >= 2


def test_several_histories_average_their_likelihoods(monkeypatch):
    # Two proposed hands, two rebuilt histories each, with likelihoods 1 and 3 for the first
    # hand and 4 and 4 for the second: mean likelihoods 2 and 4, weights 1/2 and 1.
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 6-1 5-1 2-1 6-0 5-0 4-0", "6-2",
                  leader=1)
    state.apply(Play(S("6-1")), 1)
    values = iter([0.0, math.log(3), math.log(4), math.log(4)])
    monkeypatch.setattr(infer, "log_likelihood", lambda *args: next(values))
    pool = infer.WeightedWorlds(state.observation(0), random.Random(0), 2, histories=2)
    assert pool.weights == pytest.approx([0.5, 1.0])
    assert pool.cumulative == pytest.approx([0.5, 1.5]) and pool.total == pytest.approx(1.5)
    # The first hand is drawn when the draw falls below 0.5 of the total 1.5 (a third).
    lows = sum(pool.hand(random.Random(k)) == pool.hands[0] for k in range(3000))
    assert pool.hands[0] != pool.hands[1] and abs(lows / 3000 - 1 / 3) < 0.04


def test_told_his_hand_every_world_is_that_hand():
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 6-1 5-1 2-1 6-0 5-0 4-0", "6-2")
    his = rules.mask_of(stone_id(s) for s in state.hands[1])
    pool = infer.WeightedWorlds(state.observation(0), random.Random(0), opponent=his)
    assert [pool.hand(random.Random(k)) for k in range(3)] == [his] * 3
    assert [pool.probability_of(i) for i in range(28)] == [float(his >> i & 1)
                                                           for i in range(28)]


def test_by_default_four_hundred_hands_weighed_by_the_evidence():
    # What a caller gets without choosing (the bots always choose): 400 proposals, weighed.
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 6-1 5-1 2-1 6-0 5-0 4-0", "6-2",
                  leader=1)
    state.apply(Play(S("6-1")), 1)
    pool = infer.WeightedWorlds(state.observation(0), random.Random(0))
    assert len(pool.hands) == 400 and not pool.uniform
    assert max(pool.weights) / min(pool.weights) > 1.5  # his lead told something


def closed_before_the_first_lead():
    """Russian rules, fives trump: the viewer (player 0) closes before leading 6-2 and he
    follows with 2-1 (no draws: one history per hand). The viewer's observation."""
    state = dealt("6-6 6-2 6-3 4-4 2-0 1-0 3-1", "2-1 5-3 5-4 4-1 4-2 3-3 1-1", "5-1",
                  variant="russian")
    state.apply(Close(), 0)
    state.apply(Play(S("6-2")), 0)
    state.apply(Play(S("2-1")), 1)
    return state.observation(0)


def test_the_weights_are_the_likelihoods_of_his_plays_under_the_deals_rules():
    # Russian rules, closed before the first lead (no draws: one history per hand). 6-2 led:
    # he had to follow with a six, else a two (English rules would say: else a trump); he
    # played 2-1. Each proposed hand weighs its likelihood, scaled to the likeliest.
    obs = closed_before_the_first_lead()
    pool = infer.WeightedWorlds(obs, random.Random(0), 200)
    steps, tb = infer.opponent_steps(obs), infer.TABLES[obs.trump]
    likelihoods = [infer.log_likelihood(steps, tb.to_labels(h), obs.trump, True,
                                        tb.label[stone_id(S("5-1"))], random.Random(0))
                   for h in pool.hands]
    top = max(likelihoods)
    assert pool.weights == pytest.approx([math.exp(v - top) for v in likelihoods])
    assert len(set(likelihoods)) > 3  # the hands differ in what they say


def test_with_nothing_drawn_every_history_is_the_same():
    # Closed before the first lead, nothing was drawn: one history per hand, so averaging
    # three of them weighs each hand as one does (with the pool's own uniform share).
    obs = closed_before_the_first_lead()
    one = infer.WeightedWorlds(obs, random.Random(0), 100, uniform=0.2)
    three = infer.WeightedWorlds(obs, random.Random(0), 100, uniform=0.2, histories=3)
    assert three.hands == one.hands
    assert three.weights == pytest.approx(one.weights)
    # With draws the histories differ; the chances still add up to his seven stones.
    state = dealt("3-3 4-4 5-5 1-0 2-1 3-1 4-1", "6-6 6-5 6-4 6-3 5-4 5-3 2-0", "6-2")
    for player, action in [(0, Play(S("3-3"))), (1, Play(S("2-0"))),
                           (0, Play(S("4-1"))), (1, Play(S("6-3")))]:
        state.apply(action, player)
    pool = infer.WeightedWorlds(state.observation(0), random.Random(0), 100, histories=2)
    assert sum(pool.probability_of(i) for i in range(28)) == pytest.approx(7)

