"""Domino Bingo's greedy player, rule by rule (the baseline every level must beat and the
opponent the lessons and tests play against), and the easy player's share of random moves."""

from __future__ import annotations

import random

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.bots import EasyBot, GreedyBot, _unseen_trumps
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.state import Close, Play

from domino_helpers import S, dealt


def choose(state, player=None):
    player = state.to_move if player is None else player
    return GreedyBot().choose(state.observation(player), state.legal_actions(player),
                              random.Random(0))


# Trumps are sixes in every deal here (the turned stone 6-3 ends the stock).
def test_it_closes_only_when_its_points_and_unbeatable_trumps_make_70():
    state = dealt("0-0 1-0 2-0 3-1 4-1 5-2 5-3", "6-6 6-5 4-4 3-3 2-2 1-1 6-1", "6-3",
                  variant="english", leader=0)
    assert Close() in state.legal_actions(0)
    state.points = [56, 0]  # bingo (14, unbeatable) makes 70
    assert choose(state) == Close()
    state.points = [55, 0]  # 69
    assert choose(state) != Close()


def test_a_trump_beaten_by_an_unseen_one_is_not_sure():
    # 6-6 is worth 28 but the bingo is unseen: nothing is sure, 60 + 0 < 70.
    state = dealt("6-6 1-0 2-0 3-1 4-1 5-2 5-3", "0-0 6-5 4-4 3-3 2-2 1-1 6-1", "6-3",
                  variant="english", leader=0)
    state.points = [60, 0]
    assert choose(state) != Close()
    obs = state.observation(0)
    unseen = _unseen_trumps(obs)
    assert unseen >> stone_id(S("0-0")) & 1 and not unseen >> stone_id(S("6-6")) & 1
    assert unseen >> stone_id(S("6-3")) & 1  # still in the stock: it may be drawn
    assert not unseen >> stone_id(S("1-0")) & 1  # no trump
    # Held by the player, the bingo is his: then 6-6 is beaten by nothing unseen either.
    mine = dealt("6-6 0-0 2-0 3-1 4-1 5-2 5-3", "1-0 6-5 4-4 3-3 2-2 1-1 6-1", "6-3",
                 variant="english", leader=0)
    mine.points = [28, 0]  # 28 + 14 + 28 = 70
    assert choose(mine) == Close()
    mine.points = [27, 0]
    assert choose(mine) != Close()


def test_it_leads_its_cheapest_plain_stone():
    state = dealt("6-0 5-4 4-0 3-1 2-1 5-5 6-2", "0-0 6-5 4-4 3-3 2-2 1-1 6-1", "6-6",
                  variant="english", leader=0)
    # Plain stones first, then the least valuable, then the lowest pips: 3-1 and 2-1 are
    # worth nothing, 2-1 has fewer pips. (5-5 is a double worth 10; 4-0 is worth nothing but
    # its blank ranks 7.)
    assert choose(state) == Play(S("2-1"))


def test_with_two_doubles_it_shows_them_with_the_double_least_likely_to_be_beaten():
    state = dealt("5-5 4-4 6-6 3-1 2-1 5-4 4-0", "0-0 6-5 3-3 2-2 1-1 6-1 6-2", "6-3",
                  variant="english", leader=0)
    legal = state.legal_actions(0)
    assert Play(S("4-4"), True) in legal
    # Declared doubles: plain ones first (the trump double 6-6 may be beaten by the bingo),
    # then the cheapest: 4-4 (8) before 5-5 (10).
    assert choose(state) == Play(S("4-4"), True)


def test_it_follows_with_the_cheapest_winner_when_the_trick_is_worth_it():
    state = dealt("5-5 1-0 2-0 3-1 4-1 5-2 5-3", "5-4 5-1 6-1 6-2 4-4 3-3 0-0", "6-3",
                  variant="english", leader=0)
    state.apply(Play(S("5-5")), 0)  # a double worth 10
    # Winners of 5-5: the trumps 6-1, 6-2, 0-0 (plain fives are lower than the double).
    # The cheapest: plain before trump... all trumps; the weakest trump, 6-1 (7 points).
    assert choose(state) == Play(S("6-1"))


def test_it_lets_a_worthless_trick_go_with_its_cheapest_loser():
    state = dealt("5-2 1-0 2-0 3-1 4-1 5-5 5-3", "5-4 5-1 6-1 6-2 4-4 3-3 0-0", "6-3",
                  variant="english", leader=0)
    state.apply(Play(S("5-2")), 0)  # worth nothing
    # 5-4 wins it for nothing but is worth nothing: a winner worth nothing on a worthless
    # trick gains nothing, so the cheapest loser goes: 5-1 (0 points, fewer pips than 3-3...)
    choice = choose(state)
    assert choice in (Play(S("5-4")), Play(S("5-1")))
    assert choice == Play(S("5-1"))


def test_it_never_spends_its_trump_double_on_a_small_trick():
    state = dealt("5-2 1-0 2-0 3-1 4-1 5-5 5-3", "6-6 4-0 3-3 2-2 1-1 6-5 2-1", "6-3",
                  variant="english", leader=0)
    state.stock, state.trump_holder = [], 1  # the follow rules apply: a trump or anything
    state.apply(Play(S("5-2")), 0)
    legal = state.legal_actions(1)
    assert Play(S("6-6")) in legal
    # 6-6 (strength 99) is costly: only for a trick worth 10 or more. 6-5 is the cheapest
    # winner (11 points): 0 + 11 > 0, not costly: it takes the trick.
    assert choose(state) == Play(S("6-5"))


def test_bingo_captures_the_trump_double():
    state = dealt("4-4 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-2")
    state.apply(Play(S("4-4")), 0)
    assert choose(state) == Play(S("0-0"))
    blank = dealt("4-4 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "0-5")
    assert rules.trump_of(stone_id(S("0-5"))) == 0  # blank trumps: bingo is the double
    assert blank.trump == 0


def test_easy_plays_a_random_stone_four_times_in_ten():
    state = dealt("0-0 1-0 2-0 3-1 4-1 5-2 5-3", "6-6 6-5 4-4 3-3 2-2 1-1 6-1", "6-3",
                  variant="english", leader=0)
    obs, legal = state.observation(0), state.legal_actions(0)
    greedy = GreedyBot().choose(obs, legal, random.Random(0))
    bot = EasyBot()
    assert bot.blunder == 0.4
    for seed in range(40):
        rng, check = random.Random(seed), random.Random(seed)
        choice = bot.choose(obs, legal, rng)
        if check.random() < 0.4:
            assert choice == legal[check.randrange(len(legal))]
        else:
            assert choice == greedy
    assert EasyBot(blunder=0.0).choose(obs, legal, random.Random(1)) == greedy


def test_against_a_ten_point_trump_it_spends_the_trump_double_before_the_bingo():
    # 6-5 (11 points) led; only 6-6 (strength 99, 28 points) and the bingo (strength 100,
    # 14 points) beat it: the weaker winner goes, though it is worth more.
    state = dealt("6-5 1-0 2-0 3-1 4-1 5-2 5-3", "6-6 0-0 1-1 2-1 3-2 4-2 5-1", "6-3",
                  variant="english", leader=0)
    state.apply(Play(S("6-5")), 0)
    assert choose(state) == Play(S("6-6"))


def test_among_plain_winners_it_follows_with_the_cheapest():
    # Fives are trumps. 4-1 led: 6-4 (10, a premium stone) and 4-4 (8) win it; the cheaper,
    # 4-4, goes, though 6-4 ranks lower among the fours.
    state = dealt("4-1 1-0 2-0 3-0 3-1 2-2 3-3", "6-4 4-4 1-1 2-1 6-1 6-2 6-3", "5-3",
                  variant="english", leader=0)
    assert state.trump == 5
    state.apply(Play(S("4-1")), 0)
    assert choose(state) == Play(S("4-4"))


def test_among_winning_trumps_it_follows_with_the_weakest():
    # Threes are trumps. 5-2 led: 4-3 (strength 4) and 3-0 (the blank ranks 7) win it;
    # the weaker, 4-3, goes.
    state = dealt("5-2 1-0 2-0 5-1 2-2 5-5 6-6", "3-0 4-3 1-1 2-1 6-1 6-2 4-1", "3-2",
                  variant="english", leader=0)
    assert state.trump == 3
    state.apply(Play(S("5-2")), 0)
    assert choose(state) == Play(S("4-3"))


def test_its_trump_double_waits_for_a_trick_worth_ten():
    # 6-6 is the only winner: not on a worthless 5-2 (the cheapest loser goes), on a 5-5
    # (10 points) it takes the trick.
    hands = ("5-2 5-5 1-0 2-0 3-1 4-0 5-1", "6-6 1-1 2-1 3-2 4-1 4-2 3-0", "6-3")
    small = dealt(*hands, variant="english", leader=0)
    small.apply(Play(S("5-2")), 0)
    assert choose(small) == Play(S("2-1"))
    ten = dealt(*hands, variant="english", leader=0)
    ten.apply(Play(S("5-5")), 0)
    assert choose(ten) == Play(S("6-6"))


def test_of_losers_worth_alike_it_keeps_the_trump():
    # Blanks are trumps. 6-0 led; without the bingo nothing wins it. 1-0 (a trump) and 4-4
    # are worth 8 each: the plain 4-4 goes.
    state = dealt("6-0 1-1 2-1 3-1 3-2 5-1 5-2", "1-0 4-4 5-5 6-6 2-0 6-4 4-0", "5-0",
                  variant="english", leader=0)
    assert state.trump == 0
    state.apply(Play(S("6-0")), 0)
    assert choose(state) == Play(S("4-4"))


def test_a_trump_is_sure_only_above_every_unseen_trump():
    # Sixes are trumps; 6-5 (strength 5) is unseen. Sure: bingo 14, 6-6 28, 6-0 13 (the
    # blank ranks 7): 55; 6-4 (strength 4) is not. 55 + 10 < 70: no close; 55 + 15 = 70.
    state = dealt("0-0 6-6 6-0 6-4 1-1 2-1 3-1", "6-5 6-1 6-2 5-5 4-4 3-3 2-2", "6-3",
                  variant="english", leader=0)
    state.points = [10, 0]
    assert choose(state) != Close()
    state.points = [15, 0]
    assert choose(state) == Close()
