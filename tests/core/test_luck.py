"""Luck and skill (issue 33, item 9): every change of the player's measure is split into what
his decisions did and what chance did (deals, draws, dice, the other players' moves), and
the parts add up to the whole. Checked on constructed games whose right answer is known."""

from __future__ import annotations

import statistics

import attrs
import pytest

from bingolino_app.core import analysis
from bingolino_app.core.analysis import Judgement
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.review import Replay
from bingolino_app.core.session import Seat, Session


def play(game_id: str, levels: list[str], seed: int, level_of=None) -> Session:
    seats = [Seat(f"P{i}", "computer", level) for i, level in enumerate(levels)]
    session = Session(game_id, seats, {}, seed=seed)
    while not session.state.is_terminal():
        p = session.pending_players()[0]
        state = session.state
        level = level_of(state, p) if level_of is not None else levels[p]
        session.apply(p, choose_move(game_id, level, state.observation(p),
                                     state.legal_actions(p), bot_seed(seed, len(session.history), p)))
    return session


def verdicts(replay: Replay, player: int, value) -> list[Judgement]:
    """Made-up verdicts: ``value(i, point)`` gives (best value, played value) of decision i."""
    out = []
    m = analysis.measure(replay.game_id)
    for i, point in enumerate(analysis.decision_points(replay, player)):
        best, played = value(i, point)
        cost = m.cost(best, played)
        out.append(Judgement(point.move, player, point.played, point.played, played, best,
                             cost, 0.0, 0, "model", True, m.mark(cost, 0.0)))
    return out


def lost_domino(seed: int = 4) -> tuple[Replay, int]:
    session = play("domino_bingo", ["greedy", "greedy"], seed)
    loser = 1 - session.state.winners()[0]
    return Replay.of_session(session), loser


# --- the arithmetic, on made-up verdicts ---------------------------------------------------------------
def test_a_game_lost_only_by_the_deal_shows_chance_not_the_decisions():
    """The deal drops the win chance from 50 % to 19 % before the first decision; every
    decision is the best one and the rest goes as the deal said: the deal cost 31 %, the
    decisions nothing, and the deal is the first of the moments that decided the game."""
    replay, loser = lost_domino()
    points = analysis.decision_points(replay, loser)
    last = len(points) - 1

    def value(i, point):  # falls evenly from 19 % to 0 % with every decision the best
        v = 0.19 * (1 - i / last) if last else 0.19
        return v, v

    split = analysis.split(replay, loser, verdicts(replay, loser, value))
    assert split.start == pytest.approx(0.5) and split.end == 0.0
    assert split.decisions == 0.0
    assert split.chance == pytest.approx(-0.5)
    assert split.total == pytest.approx(split.end - split.start)
    deal = split.swings[0]
    assert (deal.kind, deal.first, deal.gain) == ("chance", 0, pytest.approx(-0.31))
    assert "chance:Deal" in deal.causes
    assert split.decisive()[0] == deal


def test_a_game_lost_only_by_the_decisions_shows_the_decisions():
    """Chance never moves the value (each decision starts where the last one left it), every
    decision costs a little: the decisions cost all that was lost, chance nothing."""
    replay, loser = lost_domino()
    points = analysis.decision_points(replay, loser)
    step = 0.5 / len(points)

    def value(i, point):
        return 0.5 - i * step, 0.5 - (i + 1) * step

    split = analysis.split(replay, loser, verdicts(replay, loser, value))
    assert split.decisions == pytest.approx(-0.5)
    assert split.chance == pytest.approx(0.0, abs=1e-9)
    assert all(s.kind == "decision" for s in split.decisive())


def test_a_cost_within_the_noise_counts_as_chance():
    """A "good" decision whose cost the noise covers charges the decisions nothing: 47 such
    decisions of a lost match are not "your decisions cost 20 %"."""
    replay, loser = lost_domino()
    made = verdicts(replay, loser, lambda i, p: (0.5, 0.49))
    noisy = [attrs.evolve(j, noise=0.02) for j in made]
    sure = [attrs.evolve(j, noise=0.0) for j in made]
    assert analysis.split(replay, loser, noisy).decisions == 0.0
    assert analysis.split(replay, loser, sure).decisions == pytest.approx(-0.01 * len(made))
    for judged in (noisy, sure):  # the parts add up to the whole either way
        split = analysis.split(replay, loser, judged)
        assert split.total == pytest.approx(split.end - split.start)


def test_no_split_until_every_decision_is_judged():
    replay, loser = lost_domino()
    made = verdicts(replay, loser, lambda i, p: (0.5, 0.5))
    assert analysis.split(replay, loser, made[:-1]) is None
    assert analysis.split(replay, loser, made) is not None


def test_the_stretches_follow_the_game_and_name_what_happened():
    replay, loser = lost_domino()
    split = analysis.split(replay, loser, verdicts(replay, loser, lambda i, p: (0.3, 0.3)))
    lasts = [s.last for s in split.swings]
    assert lasts == sorted(lasts)
    assert all(s.first <= s.last for s in split.swings)
    chances = [s for s in split.swings if s.kind == "chance"]
    assert any(analysis.OTHERS in s.causes for s in chances)
    assert any("chance:Deal" in s.causes for s in chances[1:])  # the later deals
    cumulative = split.cumulative()
    assert cumulative[0] == (0, 0.0, 0.0)
    assert cumulative[-1][1:] == (pytest.approx(split.decisions), pytest.approx(split.chance))


# --- the real analysers ---------------------------------------------------------------------------------
@pytest.mark.slow
def test_the_strong_computers_lost_bingolino_game_is_all_chance():
    """A player who plays as the strong computer (whose evaluation the analysis is) and
    still loses lost it to the dice: his decisions cost exactly nothing."""
    for seed in range(1, 20):
        session = play("bingolino", ["strong", "strong"], seed)
        if 0 not in session.state.winners():
            break
    replay = Replay.of_session(session)
    judged = analysis.analyse(replay, 0, seed=1)
    split = analysis.split(replay, 0, judged)
    assert split.decisions == 0.0
    assert split.chance == pytest.approx(-(split.end - split.start))  # fewer turns is better
    assert split.chance != 0.0


@pytest.mark.slow
def test_a_lino_ending_lost_by_one_bad_stone_shows_the_decision():
    """The last stones of a Lino game are solved exactly: the opponent playing the solved
    best moves changes nothing, so what the player lost there his own stones lost."""
    from bingolino_app.games.lino.rules import STONES

    def left(stones) -> int:
        return STONES - sum(1 for s in stones if s >= 0)

    def level_of(state, p) -> str:
        ending = state.phase == "fill" and left(state.stones) <= 10
        return ("random" if p == 0 else "strong") if ending else "greedy"

    session = play("lino", ["greedy", "greedy"], seed=3, level_of=level_of)
    replay = Replay.of_session(session)
    ending = [pt for pt in analysis.decision_points(replay, 0)
              if pt.obs.phase == "fill" and left(pt.obs.stones) <= 10]
    judged = {j.move: j for j in (analysis.judge("lino", pt, 1, effort=1.0) for pt in ending)}
    judged = {move: j for move, j in judged.items() if j.exact}  # solved to the end
    assert len(judged) >= 3
    others = [analysis.Judgement(pt.move, 0, pt.played, pt.played, 0.0, 0.0, 0.0, 0.0, 0,
                                 "model", False, "good")
              for pt in analysis.decision_points(replay, 0) if pt.move not in judged]
    split = analysis.split(replay, 0, others + list(judged.values()))
    first = min(judged)
    tail = [s for s in split.swings if s.last > first and s.kind == "chance"]
    lost = sum(s.gain for s in split.swings if s.kind == "decision" and s.last in judged)
    assert lost < 0  # the random stones cost points...
    assert sum(s.gain for s in tail) == pytest.approx(0.0, abs=1e-6)  # ...the opponent none


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["bingolino", "qwingo"])
def test_chance_averages_out_over_the_strong_computers_games(game_id):
    """The turns a turn is expected to cost (the analysers' drift) are fitted so that games
    of the strong computer show no luck on average: here on other seeds than the fit's."""
    per_turn = []
    for players in (2, 3):
        for seed in range(300, 306):
            session = play(game_id, ["strong"] * players, seed)
            replay = Replay.of_session(session)
            split = analysis.split(replay, 0, analysis.analyse(replay, 0, seed=1))
            luck = sum(s.gain for s in split.swings if s.kind == "chance" and s.first > 0)
            turns = sum(1 for events in replay.events for e in events
                        if e.key == f"{game_id}.turn")
            per_turn.append(luck / max(1, turns))
    # A tenth of a turn per turn at most: luck in single games is several times that.
    assert abs(statistics.mean(per_turn)) < 0.1, per_turn
    assert statistics.pstdev(per_turn) > abs(statistics.mean(per_turn)), per_turn


@pytest.mark.slow
def test_bingolino_priors_are_what_the_sample_gives():
    from bingolino_app.games.bingolino import analysis as bingolino

    for players, kept in bingolino.PRIORS.items():
        assert bingolino._prior(players) == pytest.approx(kept, abs=0.001)
