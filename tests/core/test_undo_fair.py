"""Undo, fair but not strict (issue 33, item 8): a player takes back his own last decision
whenever nothing new was shown to him since. A trick won by his own stone shows nothing; the
other's stone, a stone drawn, the next roll or deal do. Against the computer it was almost
never possible (0 of 18 decisions in Bingolino, 1 of 28 in Domino Bingo)."""

from __future__ import annotations

from bingolino_app.core.session import Seat, Session
from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.games.qwingo.state import Call, Enter, Pass, Setup

ANN, BOT = Seat("Ann"), Seat("Bot", "computer", "random")


def first_legal(session: Session, until, limit: int = 2000) -> None:
    """Everyone plays his first legal move until ``until(session)``."""
    for _ in range(limit):
        if until(session):
            return
        player = session.pending_players()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    raise AssertionError("never reached")


def computers_move(session: Session, stop=lambda s: False) -> None:
    """The computers play their first legal moves while no human is asked (or ``stop``)."""
    while session.pending_computers() and not session.pending_humans() and not stop(session):
        player = session.pending_computers()[0]
        session.apply(player, session.state.legal_actions(player)[0])


# --- Domino Bingo -------------------------------------------------------------------------------------
def closed_domino(seed: int) -> Session:
    """A deal whose stock is closed, Ann to lead: no stone is drawn any more."""
    session = Session("domino_bingo", [ANN, BOT], {"variant": "russian"}, seed=seed)

    def may_close(s):
        return s.pending_players() == (0,) and Close() in s.state.legal_actions(0)

    first_legal(session, may_close)
    session.apply(0, Close())
    return session


def test_a_trick_won_by_the_players_own_answer_may_be_taken_back():
    for seed in range(1, 40):
        session = closed_domino(seed)
        # Ann leads; Bot answers; Bot leads the next; Ann answers: find an answer that wins.
        for _ in range(20):
            if session.state.is_terminal() or session.state.phase != "play":
                break
            if session.pending_players() != (0,) or not session.state.trick:
                player = session.pending_players()[0] if session.pending_players() else None
                if player is None:
                    break
                session.apply(player, session.state.legal_actions(player)[0])
                continue
            for answer in session.state.legal_actions(0):
                trial = Session.replay("domino_bingo", [ANN, BOT], session.options,
                                       session.seed, session.actions)
                trial.apply(0, answer)
                last = trial.history[-1]
                trick = next((e for e in last.events if e.key == "domino.trick"), None)
                if trick is not None and trick.args["winner"] == 0 and \
                        not trial.state.trick and trial.pending_players() == (0,):
                    assert trial.undo_blocker() is None  # a trick won shows nothing new
                    assert trial.undo()
                    assert trial.state.trick and trial.pending_players() == (0,)
                    return
            session.apply(0, session.state.legal_actions(0)[0])
    raise AssertionError("no trick won by an answer of Ann's with the stock closed")


def test_the_others_stone_and_a_drawn_stone_end_the_undo():
    session = Session("domino_bingo", [ANN, BOT], {"variant": "russian"}, seed=4)
    first_legal(session, lambda s: s.pending_players() == (0,) and not s.state.trick)
    session.apply(0, session.state.legal_actions(0)[0])  # Ann leads...
    assert session.undo_blocker() is None  # ...and may take it back while Bot thinks
    computers_move(session, stop=lambda s: not s.state.trick)  # Bot's stone: shown
    assert session.undo_blocker() == ("revealed", "domino.played") or \
        session.undo_blocker() == ("revealed", "domino.trick")
    # An answer of Ann's with the stock open: stones are drawn after the trick.
    first_legal(session, lambda s: s.pending_players() == (0,) and len(s.state.trick) == 1
                and s.state.stock and s.state.closed_by is None)
    session.apply(0, session.state.legal_actions(0)[0])
    assert session.undo_blocker() == ("revealed", "domino.trick")


# --- Qwingo ---------------------------------------------------------------------------------------------
def qwingo_entering(seed: int) -> Session:
    session = Session("qwingo", [ANN, BOT], {}, seed=seed)
    session.apply(0, Setup(((10, 1), (20, 2), (30, 3), (40, 4), (50, 5))))
    computers_move(session)
    return session


def test_an_entry_may_be_taken_back_until_the_next_roll():
    """The computer's entry at the same time shows nothing hidden: Ann's entry may be taken
    back while it is her call; once the other player has called, the die is rolled."""
    checked = set()
    for seed in range(1, 30):
        session = qwingo_entering(seed)
        for _ in range(60):
            state = session.state
            if state.is_terminal():
                break
            humans = session.pending_humans()
            if humans and isinstance(state.legal_actions(0)[0], (Enter, Pass)):
                session.apply(0, state.legal_actions(0)[0])
                mine = len(session.history) - 1
                computers_move(session)
                rolled = any(step.player < 0 for step in session.history[mine:])
                if session.state.is_terminal():
                    continue
                if not rolled:
                    assert session.undo_blocker() is None  # the computer only entered too
                    checked.add("not rolled")
                else:
                    assert session.undo_blocker() == ("chance", "Roll")
                    checked.add("rolled")
                continue
            player = session.pending_players()[0]
            session.apply(player, state.legal_actions(player)[0])
        if checked == {"not rolled", "rolled"}:
            return
    raise AssertionError(f"only saw {checked}")


# --- Bingolino ---------------------------------------------------------------------------------------------
def test_a_bingolino_tile_may_be_taken_back_until_the_next_roll():
    for seed in range(1, 20):
        if _bingolino_flip_taken_back(seed):
            return
    raise AssertionError("never turned a tile on the computer's roll")


def _bingolino_flip_taken_back(seed: int) -> bool:
    from bingolino_app.games.bingolino.state import ChooseDice, Flip

    session = Session("bingolino", [ANN, BOT], {"starter": 1}, seed=seed)
    for _ in range(400):
        state = session.state
        if state.is_terminal():
            break
        if session.pending_humans() == [0] and isinstance(state.legal_actions(0)[0], Flip) \
                and state.active == 1:
            session.apply(0, state.legal_actions(0)[0])  # a tile on the computer's roll
            computers_move(session, stop=lambda s: isinstance(
                s.state.legal_actions(s.pending_players()[0])[0], ChooseDice)
                if s.pending_players() else True)
            assert session.undo_blocker() is None  # the next roll has not come
            assert session.undo()
            return True
        player = session.pending_players()[0]
        legal = state.legal_actions(player)
        session.apply(player, legal[len(legal) // 2])
    return False
