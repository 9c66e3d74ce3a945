"""The game controller and the bot worker, with a tiny stand-in board (no drawing)."""

from __future__ import annotations

import json
from concurrent.futures import Future

import pytest
from PySide6.QtCore import QTimer

from bingolino_app import paths
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.state import Arrange, ChooseDice
from bingolino_app.ui.play.controller import GameController
from bingolino_app.ui.play.worker import BotWorker

from stub_board import StubBoard


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "config"))


def make(qtbot, seats, seed=7, inprocess=True, worker=None):
    session = Session("bingolino", seats, {}, seed)
    board = StubBoard(seats, session.options)
    controller = GameController(session, board, worker or BotWorker(inprocess=inprocess))
    controller.start()
    return controller, board


def human_moves(controller):
    """Every pending human plays his first legal action."""
    for player, legal in controller.legal_by_human().items():
        controller.board.action_chosen.emit(player, legal[0])


VS_COMPUTER = [Seat("Ann"), Seat("Bot", "computer", "greedy")]


def test_board_gets_the_state_and_the_humans_legal_moves(qtbot):
    controller, board = make(qtbot, [Seat("Ann"), Seat("Bob")])
    obs, legal, _ = board.shown[-1]
    assert obs.viewer == 0 and obs.phase == "arrange"
    assert set(legal) == {0, 1}  # both arrange at once
    assert isinstance(legal[0][0], Arrange)


def test_computer_moves_through_the_worker_and_humans_are_awaited(qtbot):
    controller, board = make(qtbot, VS_COMPUTER)
    qtbot.waitUntil(lambda: 1 not in controller.session.pending_players(), timeout=5000)
    assert controller.session.pending_players() == (0,)  # nobody plays for the human
    assert controller.thinking_players() == []
    human_moves(controller)  # the human arranges; then someone chooses dice
    assert controller.session.state.phase in ("choose", "flip")


def test_a_full_game_against_the_computer_ends_and_removes_the_autosave(qtbot):
    controller, board = make(qtbot, VS_COMPUTER, seed=3)
    over = []
    controller.game_over.connect(lambda: over.append(True))
    assert paths.autosave_path().is_file()
    for _ in range(2000):
        if controller.session.state.is_terminal():
            break
        if controller.session.pending_humans():
            human_moves(controller)
        else:
            qtbot.waitUntil(lambda: bool(controller.session.pending_humans())
                            or controller.session.state.is_terminal(), timeout=5000)
    assert controller.session.state.is_terminal() and over
    assert not paths.autosave_path().exists()


def test_a_game_of_computer_moves_makes_no_new_timers(qtbot):
    """The controller's pause and deadline timers are made once: a timer per computer move
    would pile up for the whole game (and an armed deadline would be left behind)."""
    controller, board = make(qtbot, VS_COMPUTER, seed=3)
    timers = len(controller.findChildren(QTimer))
    moves = 0
    while not controller.session.state.is_terminal() and moves < 40:
        if controller.session.pending_humans():
            human_moves(controller)
            moves += 1
        else:
            qtbot.waitUntil(lambda: bool(controller.session.pending_humans())
                            or controller.session.state.is_terminal(), timeout=5000)
    assert moves > 5
    assert len(controller.findChildren(QTimer)) == timers


def test_autosave_after_an_action_can_be_reloaded(qtbot):
    from bingolino_app.core import saves

    controller, board = make(qtbot, [Seat("Ann"), Seat("Bob")])
    human_moves(controller)
    data = json.loads(paths.autosave_path().read_text(encoding="utf-8"))
    assert len(data["actions"]) == len(controller.session.history)
    assert saves.load(paths.autosave_path()).actions == controller.session.actions


def test_an_illegal_action_is_refused_with_the_boards_text(qtbot):
    controller, board = make(qtbot, [Seat("Ann"), Seat("Bob")])
    with qtbot.waitSignal(controller.message) as blocker:
        controller.apply(0, ChooseDice(3))  # it is time to arrange
    assert blocker.args[0].startswith("refused ")
    assert controller.session.state.phase == "arrange"


def test_undo_takes_back_the_human_move_and_redo_replays_it(qtbot):
    controller, board = make(qtbot, [Seat("Ann"), Seat("Bob")])
    assert not controller.can_undo()
    human_moves(controller)
    before = controller.session.actions
    assert controller.can_undo()
    assert controller.undo()
    assert len(controller.session.actions) < len(before)
    assert controller.can_redo()
    assert controller.redo()
    assert controller.session.actions == before


class HeldWorker(BotWorker):
    """Keeps every job until the test answers it (``answer``)."""

    def __init__(self):
        super().__init__(inprocess=True)
        self.jobs: list = []

    def submit(self, fn, *args):
        future = Future()
        self.jobs.append((future, fn, args))
        return future

    def answer(self, index):
        future, fn, args = self.jobs[index]
        future.set_result(fn(*args))


def movers(controller):
    return [s.player for s in controller.session.history if s.player >= 0]  # not chance


def test_results_of_a_move_that_was_undone_are_discarded(qtbot):
    seats = [Seat("Ann"), Seat("Bot", "computer", "greedy")]
    worker = HeldWorker()
    controller, board = make(qtbot, seats, worker=worker)
    qtbot.waitUntil(lambda: len(worker.jobs) == 1, timeout=5000)  # the computer arranges
    human_moves(controller)
    assert controller.undo()  # the human takes his arrangement back while the bot thinks
    worker.answer(0)  # the answer to the old question comes late
    qtbot.wait(20)
    assert movers(controller) == []
    # While the arrangement may be redone the computer waits (its move would throw Redo
    # away); the human's new arrangement asks it again.
    assert len(worker.jobs) == 1 and controller.thinking_players() == []
    human_moves(controller)
    qtbot.waitUntil(lambda: len(worker.jobs) == 2, timeout=5000)
    worker.answer(1)
    qtbot.waitUntil(lambda: movers(controller) == [0, 1], timeout=5000)


def test_suggest_move_shows_the_strong_bots_choice(qtbot):
    controller, board = make(qtbot, [Seat("Ann"), Seat("Bob")])
    assert controller.suggest()
    qtbot.waitUntil(lambda: bool(board.hints), timeout=5000)
    player, action = board.hints[0]
    assert player == 0 and isinstance(action, Arrange)


def test_run_computers_sync_stops_when_a_human_must_act(qtbot):
    seats = [Seat("Ann"), Seat("Bot", "computer", "normal")]
    controller, board = make(qtbot, seats)
    controller.run_computers_sync()
    assert controller.session.pending_humans() == [0]
    assert controller.session.pending_computers() == []


def test_stopped_controller_ignores_late_results(qtbot):
    controller, board = make(qtbot, VS_COMPUTER)
    controller.stop()
    qtbot.wait(50)
    assert 1 in controller.session.pending_players()  # nobody moved for the computer
    assert controller.thinking_players() == []


def test_real_worker_process_keeps_the_gui_responsive(qtbot):
    """A job busy for a while in the worker process: the GUI thread keeps handling events."""
    worker = BotWorker(inprocess=False)
    assert not worker.started  # created lazily
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    try:
        future = worker.submit(sum, range(20_000_000))  # CPU-bound, holds the child's GIL
        assert worker.started
        qtbot.waitUntil(future.done, timeout=30_000)
        assert future.result() == sum(range(20_000_000))
        assert len(ticks) >= 3  # the event loop kept running while the job was pending
        # And a real computer move through the same process:
        controller, board = make(qtbot, VS_COMPUTER, worker=worker)
        qtbot.waitUntil(lambda: 1 not in controller.session.pending_players(), timeout=30_000)
    finally:
        timer.stop()
        worker.shutdown()
    assert not worker.started


def test_a_computer_move_waits_while_the_board_holds_the_table(qtbot):
    """The pace is the player's: a finished trick or a summary on the board keeps the
    computer's answer (worked out meanwhile) until the board releases the table."""
    worker = HeldWorker()
    controller, board = make(qtbot, VS_COMPUTER, worker=worker)
    qtbot.waitUntil(lambda: len(worker.jobs) == 1, timeout=5000)
    board.hold()
    worker.answer(0)
    qtbot.wait(30)
    assert movers(controller) == []  # decided, not played
    assert controller.thinking_players() == []  # the table waits for the human, not for it
    board.release()
    assert movers(controller) == [1]
    board.release()  # a second release changes nothing
    assert movers(controller) == [1]
