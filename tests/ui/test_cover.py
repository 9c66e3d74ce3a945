"""The hot-seat cover: between two humans' decisions in a game with secrets, nobody sees the
other's view. Uses a tiny secret-number game registered only inside these tests."""

from __future__ import annotations

import random
import sys
import types

import attrs
import pytest
from PySide6.QtCore import Qt

from bingolino_app.core import registry
from bingolino_app.core.bots import RandomBot
from bingolino_app.core.game import Action, Decision, GameSpec, GameState
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.common import settings as settings_module
from bingolino_app.ui.boards.base import GameBoard
from bingolino_app.ui.play.controller import GameController
from bingolino_app.ui.play.worker import BotWorker

GAME = "secret_test"
SPEC = GameSpec(GAME, "Secret", 1, 4, 1, hidden_information=True)


@attrs.frozen
class Deal(Action):
    secrets: tuple[int, ...]


@attrs.frozen
class Guess(Action):
    value: int


@attrs.frozen
class View:
    viewer: int | None
    secret: int | None  # only the viewer's own
    round: int


class SecretState(GameState):
    """Each round deals every player a secret number; then all guess at once. Two rounds."""

    spec = SPEC
    action_types = (Deal, Guess)

    def __init__(self, num_players, options):
        super().__init__(num_players, options)
        self.secrets: tuple[int, ...] = ()
        self.pending: set[int] = set()
        self.round = 0

    def decision(self):
        if self.round > 2:
            return Decision("end")
        if not self.pending:
            return Decision("chance")
        return Decision("simultaneous", tuple(sorted(self.pending)))

    def legal_actions(self, player):
        return [Guess(v) for v in range(3)] if player in self.pending else []

    def sample_chance(self, rng):
        return Deal(tuple(rng.randrange(100) for _ in range(self.num_players)))

    def is_chance_outcome(self, action):
        return isinstance(action, Deal)

    def _apply(self, action, player):
        if isinstance(action, Deal):
            self.round += 1
            self.secrets = action.secrets
            self.pending = set(range(self.num_players)) if self.round <= 2 else set()
        else:
            self.pending.discard(player)
            self.emit("secret.guessed", player=player)
            if not self.pending and self.round == 2:
                self.round = 3

    def observation(self, player):
        secret = self.secrets[player] if player is not None and self.secrets else None
        return View(player, secret, self.round)

    def scores(self):
        return [0.0] * self.num_players

    def winners(self):
        return []

    def snapshot(self):
        return {"round": self.round, "secrets": list(self.secrets)}


class StubBoard(GameBoard):
    """Records every drawing with whether the cover was up at that moment."""

    def __init__(self, seats, options, parent=None):
        super().__init__(seats, options, parent)
        self.animation_speed = 0
        self.controller = None
        self.shown: list[tuple] = []

    def show_state(self, obs, legal, events):
        covered = self.controller.covered if self.controller is not None else None
        self.shown.append((obs, dict(legal), covered))


@pytest.fixture(autouse=True)
def secret_game(tmp_path, monkeypatch):
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "config"))
    registry.register(registry.GameEntry(SPEC, SecretState, {"normal": RandomBot}))
    module = types.ModuleType(f"bingolino_app.ui.boards.{GAME}")
    module.Board = StubBoard
    monkeypatch.setitem(sys.modules, module.__name__, module)
    yield
    registry._games.pop(GAME, None)


def make(seats, seed=3):
    session = Session(GAME, seats, {}, seed)
    board = StubBoard(seats, session.options)
    controller = GameController(session, board, BotWorker(inprocess=True), autosave=False)
    board.controller = controller
    controller.start()
    return controller, board


def test_two_humans_are_asked_one_at_a_time_behind_the_cover(qtbot):
    controller, board = make([Seat("Ann"), Seat("Bob")])
    assert controller.covered and controller.cover_player == 0
    obs, legal, _ = board.shown[-1]
    assert obs.viewer is None and obs.secret is None and legal == {}

    board.action_chosen.emit(0, Guess(1))  # behind the cover nobody may act
    assert controller.session.pending_players() == (0, 1)

    controller.reveal()
    obs, legal, covered = board.shown[-1]
    assert not covered and obs.viewer == 0 and obs.secret is not None
    assert set(legal) == {0}  # Bob waits for his turn at the screen
    board.action_chosen.emit(1, Guess(1))
    assert controller.session.pending_players() == (0, 1)

    board.action_chosen.emit(0, Guess(2))
    assert controller.cover_player == 1
    obs, legal, _ = board.shown[-1]
    assert obs.viewer is None and legal == {}  # Ann's secret is gone before Bob sits down
    controller.reveal()
    assert board.shown[-1][0].viewer == 1 and set(board.shown[-1][1]) == {1}


def test_no_secret_is_ever_drawn_for_the_wrong_player(qtbot):
    controller, board = make([Seat("Ann"), Seat("Bob"), Seat("Cy", "computer", "normal")])
    rng = random.Random(5)
    for _ in range(50):
        if controller.session.state.is_terminal():
            break
        if controller.covered:
            controller.reveal()
        for player, legal in controller.legal_by_human().items():
            board.action_chosen.emit(player, rng.choice(legal))
        qtbot.waitUntil(lambda: bool(controller.legal_by_human()) or controller.covered
                        or controller.session.state.is_terminal(), timeout=3000)
    assert controller.session.state.is_terminal()
    seated = None
    for obs, legal, covered in board.shown:
        if covered:
            assert obs.viewer is None and legal == {}
        else:
            assert set(legal) <= {obs.viewer}
            seated = obs.viewer if obs.viewer is not None else seated
    assert seated is not None


def test_same_human_twice_in_a_row_needs_no_cover(qtbot):
    controller, board = make([Seat("Ann"), Seat("Bob")])
    controller.reveal()
    changes = []
    controller.cover_changed.connect(lambda: changes.append(controller.cover_player))
    board.action_chosen.emit(0, Guess(0))
    controller.reveal()
    board.action_chosen.emit(1, Guess(0))  # round 2: Bob is seated and is pending again
    assert not controller.covered and controller.viewer() == 1
    assert changes == [1, None]


def test_the_cover_comes_only_while_the_model_says_secrets_are_held(qtbot):
    controller, board = make([Seat("Ann"), Seat("Bob")])
    controller.reveal()
    controller.session.state.has_secrets = lambda: False  # say the secrets were revealed
    board.action_chosen.emit(0, Guess(0))
    assert not controller.covered and controller.seated == 1  # Bob simply takes over
    assert board.shown[-1][0].viewer == 1 and set(board.shown[-1][1]) == {1}


def test_hot_seat_undo_takes_back_only_the_seated_players_own_move(qtbot):
    controller, board = make([Seat("Ann"), Seat("Bob")])
    assert not controller.can_undo()  # nobody seated, nothing played
    controller.reveal()
    board.action_chosen.emit(0, Guess(2))
    assert controller.cover_player == 1 and controller.can_undo()  # Ann is still seated
    # "Oops" before Bob sits down: Ann plays again. Behind Bob's cover anyone may have
    # pressed Undo (Bob sat at the screen saw Ann's hand): the cover names Ann first.
    assert controller.undo()
    assert controller.cover_player == 0 and controller.viewer() is None
    assert controller.legal_by_human() == {} and board.shown[-1][0].viewer is None
    controller.reveal()
    assert not controller.covered and controller.legal_by_human() == {0: [Guess(v) for v in range(3)]}
    board.action_chosen.emit(0, Guess(1))
    controller.reveal()  # Bob sits down
    assert controller.seated == 1
    assert not controller.can_undo() and controller.undo_blocker() == ("other", "")
    assert not controller.undo()
    assert [p for p, _ in controller.session.actions][1:] == [0]  # Ann's guess stays


def test_one_human_against_computers_never_sees_a_cover(qtbot):
    controller, board = make([Seat("Ann"), Seat("Cy", "computer", "normal")])
    assert not controller.covered
    assert all(obs.viewer == 0 for obs, _, _ in board.shown)
    assert controller.viewer() == 0


def test_without_humans_the_board_shows_the_spectator_view(qtbot):
    controller, board = make([Seat("Cy", "computer", "normal"), Seat("Di", "computer", "normal")])
    qtbot.waitUntil(lambda: controller.session.state.is_terminal(), timeout=5000)
    assert not controller.covered
    assert {obs.viewer for obs, _, _ in board.shown} == {None}


def test_bingolino_with_two_humans_is_unchanged(qtbot):
    seats = [Seat("Ann"), Seat("Bob")]
    session = Session("bingolino", seats, {}, 7)
    board = StubBoard(seats, session.options)
    controller = GameController(session, board, BotWorker(inprocess=True), autosave=False)
    board.controller = controller
    controller.start()
    assert not controller.hot_seat() and not controller.covered
    obs, legal, _ = board.shown[-1]
    assert obs.viewer == 0 and set(legal) == {0, 1}  # both arrange at once, as before


@pytest.fixture
def window(qtbot):
    from bingolino_app.ui.shell.main_window import MainWindow

    settings_module.reset_settings()
    settings_module.get_settings().animation_speed = 0
    w = MainWindow(BotWorker(inprocess=True))
    w.autosave = False
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()
    settings_module.reset_settings()


def test_main_window_hides_the_board_until_the_player_is_ready(window, qtbot):
    controller = window.start_game(GAME, [Seat("Ann"), Seat("Bob")], {}, 4)
    window.board.controller = controller
    assert window.board_stack.currentWidget() is window.cover
    assert "Ann" in window.cover.title.text() and "Ann" in window.cover.button.text()
    # Both decide now; the panel names whom the cover names ("Now: Ann, Bob" disagreed).
    assert window.side_panel.turn_label.text() == "Now: Ann"
    assert not window.side_panel.controls_frame.isVisibleTo(window.side_panel)
    assert not window.act_hint.isEnabled()

    qtbot.keyClick(window.cover, Qt.Key_Return)
    assert window.board_stack.currentWidget() is window.view
    assert window.board.shown[-1][0].viewer == 0
    # Both decide now, one at a time: the panel names the one at the screen.
    assert list(window.controller.session.pending_players()) == [0, 1]
    assert window.side_panel.turn_label.text() == "Now: Ann"
    assert window.side_panel.controls_frame.isVisibleTo(window.side_panel)

    window.board.action_chosen.emit(0, Guess(1))
    assert window.board_stack.currentWidget() is window.cover
    assert "Bob" in window.cover.title.text()
    # Behind Bob's cover neither the review nor Undo shows Ann's view to whoever sits there.
    assert window.review_game() is None
    assert "Sit down first" in window.statusBar().currentMessage()
    window.act_undo.trigger()
    assert window.board_stack.currentWidget() is window.cover
    assert "Ann" in window.cover.title.text() and window.board.shown[-1][0].viewer is None
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)  # Ann again, and her guess again
    assert window.board.shown[-1][0].viewer == 0
    window.board.action_chosen.emit(0, Guess(1))
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    assert window.board.shown[-1][0].viewer == 1

    window.close_game()
    assert window.board_stack.currentWidget() is window.view
