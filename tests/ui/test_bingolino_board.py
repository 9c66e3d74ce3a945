"""The Bingolino board: drawing, highlights, mouse, keys, arrangement and texts."""

from __future__ import annotations

import random
import shutil
import subprocess

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, QTranslator
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from bingolino_app.core.bots import RandomBot
from bingolino_app.core.game import Event, IllegalAction
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.state import Arrange, ChooseDice, Flip, TurnBack
from bingolino_app.ui.boards.bingolino import Board
from bingolino_app.ui.boards.bingolino import texts

NAMES = ["Anna", "Boris", "Clara", "Dmitri"]


def seats(n: int, humans: int = 1) -> list[Seat]:
    return [Seat(NAMES[i], "human" if i < humans else "computer") for i in range(n)]


def viewer(session: Session):
    pending = session.pending_humans()
    return pending[0] if pending else 0


def show(board: Board, session: Session, events=()) -> None:
    legal = {p: session.state.legal_actions(p) for p in session.pending_humans()}
    board.show_state(session.state.observation(viewer(session)), legal, list(events))


def make_board(session: Session, qtbot, speed: float = 0.0) -> Board:
    board = Board(session.seats, session.options)
    board.animation_speed = speed
    qtbot.addWidget(board.controls())
    show(board, session, session.events())
    return board


def advance(session: Session, rng: random.Random, stop) -> bool:
    """Play random moves until ``stop(session)``; False when the game ended first."""
    for _ in range(2000):
        if stop(session):
            return True
        pending = session.pending_players()
        if not pending:
            return False
        p = pending[0]
        session.apply(p, RandomBot().choose(None, session.state.legal_actions(p), rng))
    return False


def flip_session(kind=Flip, seed=1, players=2) -> Session:
    """A session where human 0 must choose between several tiles of action type ``kind``."""
    for s in range(seed, seed + 300):
        session = Session("bingolino", seats(players), {"starter": 0}, s)

        def ready(sess):
            legal = sess.state.legal_actions(0)
            return (sess.state.phase == "flip" and len(legal) > 1
                    and isinstance(legal[0], kind))

        if advance(session, random.Random(s), ready):
            return session
    raise AssertionError("no such position found")


def mouse(board: Board, kind: QEvent.Type, pos: QPointF) -> None:
    event = QGraphicsSceneMouseEvent(kind)
    event.setScenePos(pos)
    event.setButton(Qt.LeftButton)
    event.setButtons(Qt.LeftButton if kind != QEvent.GraphicsSceneMouseRelease else Qt.NoButton)
    QCoreApplication.sendEvent(board.scene, event)


def click(board: Board, player: int, cell: int) -> None:
    pos = board.cell_scene_pos(player, cell)
    mouse(board, QEvent.GraphicsSceneMousePress, pos)
    mouse(board, QEvent.GraphicsSceneMouseRelease, pos)


def key(board: Board, code: int) -> None:
    QCoreApplication.sendEvent(board.scene, QKeyEvent(QEvent.KeyPress, code, Qt.NoModifier))


def recorder(board: Board):
    chosen, messages = [], []
    board.action_chosen.connect(lambda p, a: chosen.append((p, a)))
    board.message.connect(messages.append)
    return chosen, messages


# --- drawing ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players, humans", [(1, 1), (2, 1), (4, 1), (2, 2), (3, 2), (4, 4)])
def test_draws_every_grid_with_the_drawn_tiles(qtbot, players, humans):
    session = Session("bingolino", seats(players, humans=humans), {}, 7)
    board = make_board(session, qtbot)
    obs = session.state.observation(0)
    for p, grid in enumerate(board.grids):
        assert [t.number for t in grid.tiles] == list(obs.hands[p])
        assert all(t.isVisible() and not t.facedown for t in grid.tiles)
    scales = [g.scale() for g in board.grids]
    if humans == 1 and players > 1:  # a lone human's grid is the large one
        assert scales[0] == pytest.approx(1.6 * max(scales[1:]))
    else:  # several humans at one screen: every grid the same size
        assert len(set(scales)) == 1
    rect = board.scene.sceneRect()
    boxes = [grid.sceneBoundingRect() for grid in board.grids]
    for i, box in enumerate(boxes):  # nothing drawn outside the stable scene rect...
        assert rect.contains(box)
        for other in boxes[i + 1:]:  # ...and no grid over another
            assert not box.intersects(other)


def test_every_cell_position_hits_its_own_cell(qtbot):
    session = flip_session()
    board = make_board(session, qtbot)
    for p in range(2):
        for cell in range(16):
            assert board.interaction.hit(board.cell_scene_pos(p, cell)) == (p, cell)


def test_highlighted_cells_are_the_legal_actions(qtbot):
    session = flip_session()
    board = make_board(session, qtbot)
    obs = session.state.observation(0)
    legal_cells = {a.cell for a in session.state.legal_actions(0)}
    marked = {c for c, t in enumerate(board.grids[0].tiles) if t.highlight}
    assert marked == legal_cells
    for cell in legal_cells:  # the total and a reduced total are told apart
        expected = "match" if obs.grids[0][cell] == obs.total else "reduced"
        assert board.grids[0].tiles[cell].highlight == expected


def test_computer_options_are_shown_but_not_clickable(qtbot):
    for s in range(1, 400):
        session = Session("bingolino", seats(2), {"starter": 0}, s)
        if advance(session, random.Random(s),
                   lambda x: x.state.phase == "flip" and 1 in x.state.pending):
            break
    board = make_board(session, qtbot)
    obs = session.state.observation(0)
    could = {c for c, t in enumerate(board.grids[1].tiles) if t.highlight == "could"}
    numbers = {obs.total}
    if obs.active == 1:  # the roller may also set a die aside
        numbers |= {obs.total - d for d in obs.dice} if len(obs.dice) > 1 else set()
    assert could == {c for c in range(16)
                     if not obs.facedown[1][c] and obs.grids[1][c] in numbers}
    chosen, messages = recorder(board)
    click(board, 1, min(could))
    assert chosen == [] and messages


# --- mouse -------------------------------------------------------------------------------------
def test_clicking_a_legal_tile_emits_that_flip(qtbot):
    session = flip_session()
    board = make_board(session, qtbot)
    chosen, _ = recorder(board)
    action = session.state.legal_actions(0)[-1]
    click(board, 0, action.cell)
    assert chosen == [(0, action)]
    session.apply(0, action)  # and the session accepts it


def test_clicking_an_illegal_tile_emits_nothing_and_says_why(qtbot):
    session = flip_session()
    board = make_board(session, qtbot)
    chosen, messages = recorder(board)
    legal = {a.cell for a in session.state.legal_actions(0)}
    cell = next(c for c in range(16) if c not in legal)
    click(board, 0, cell)
    assert chosen == []
    assert messages and messages[-1]


def test_turn_back_clicks(qtbot):
    session = flip_session(TurnBack)
    board = make_board(session, qtbot)
    chosen, messages = recorder(board)
    legal = session.state.legal_actions(0)
    assert {c for c, t in enumerate(board.grids[0].tiles) if t.highlight == "back"} == {
        a.cell for a in legal}
    up = next(c for c in range(16) if not session.state.facedown[0][c])
    click(board, 0, up)
    assert chosen == [] and messages
    click(board, 0, legal[0].cell)
    assert chosen == [(0, legal[0])]


# --- keys ------------------------------------------------------------------------------------------
def choose_session() -> Session:
    session = Session("bingolino", seats(2), {"starter": 0}, 3)
    assert advance(session, random.Random(3), lambda s: s.state.phase == "choose"
                   and s.state.active == 0)
    return session


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_number_keys_choose_dice(qtbot, n):
    session = choose_session()
    board = make_board(session, qtbot)
    chosen, _ = recorder(board)
    key(board, Qt.Key_1 + n - 1)
    assert chosen == [(0, ChooseDice(n))]
    assert board.dice_button(n).isEnabled()


def test_dice_keys_and_buttons_do_nothing_when_not_allowed(qtbot):
    session = flip_session()
    board = make_board(session, qtbot)
    chosen, messages = recorder(board)
    key(board, Qt.Key_3)
    assert chosen == [] and messages
    assert not any(board.dice_button(n).isEnabled() for n in range(1, 6))


def test_dice_button_click_emits(qtbot):
    session = choose_session()
    board = make_board(session, qtbot)
    chosen, _ = recorder(board)
    qtbot.mouseClick(board.dice_button(4), Qt.LeftButton)
    assert chosen == [(0, ChooseDice(4))]


def test_arrows_and_enter_pick_a_legal_tile(qtbot):
    session = flip_session()
    board = make_board(session, qtbot)
    chosen, _ = recorder(board)
    legal = session.state.legal_actions(0)
    key(board, Qt.Key_Right)  # first key only shows the cursor
    assert board.cursor_item.isVisible()
    for code in (Qt.Key_Right, Qt.Key_Down, Qt.Key_Left, Qt.Key_Up, Qt.Key_Down):
        key(board, code)
        assert board.interaction.cursor[1] in {a.cell for a in legal}
    key(board, Qt.Key_Return)
    assert len(chosen) == 1 and chosen[0][0] == 0 and chosen[0][1] in legal


# --- arrangement -----------------------------------------------------------------------------------
def test_arrange_for_me_and_done_emit_a_permutation(qtbot):
    session = Session("bingolino", seats(2), {}, 11)
    board = make_board(session, qtbot)
    chosen, _ = recorder(board)
    hand = session.state.hands[0]
    qtbot.mouseClick(board.controls().arrange_button, Qt.LeftButton)
    shown = [t.number for t in board.grids[0].tiles]
    assert sorted(shown) == sorted(hand)
    qtbot.mouseClick(board.controls().done_button, Qt.LeftButton)
    (player, action), = chosen
    assert player == 0 and isinstance(action, Arrange)
    assert list(action.layout) == shown and sorted(action.layout) == sorted(hand)
    session.apply(0, action)
    assert session.state.grids[0] == list(action.layout)


def test_drag_and_drop_swaps_two_tiles(qtbot):
    session = Session("bingolino", seats(2), {}, 12)
    board = make_board(session, qtbot)
    hand = list(session.state.hands[0])
    a, b = 0, next(c for c in range(16) if hand[c] != hand[0])
    mouse(board, QEvent.GraphicsSceneMousePress, board.cell_scene_pos(0, a))
    mouse(board, QEvent.GraphicsSceneMouseMove, board.cell_scene_pos(0, a) + QPointF(30, 30))
    mouse(board, QEvent.GraphicsSceneMouseMove, board.cell_scene_pos(0, b))
    mouse(board, QEvent.GraphicsSceneMouseRelease, board.cell_scene_pos(0, b))
    expected = list(hand)
    expected[a], expected[b] = expected[b], expected[a]
    assert board.interaction.layouts[0] == expected
    assert [t.number for t in board.grids[0].tiles] == expected
    chosen, _ = recorder(board)
    key(board, Qt.Key_D)
    assert chosen == [(0, Arrange(tuple(expected)))]


def test_click_click_swaps_and_keyboard_swaps(qtbot):
    session = Session("bingolino", seats(1), {}, 13)
    board = make_board(session, qtbot)
    hand = list(session.state.hands[0])
    click(board, 0, 2)
    assert board.grids[0].tiles[2].selected
    click(board, 0, 7)
    hand[2], hand[7] = hand[7], hand[2]
    assert board.interaction.layouts[0] == hand
    key(board, Qt.Key_Space)  # shows the cursor at cell 0
    key(board, Qt.Key_Space)  # selects cell 0
    key(board, Qt.Key_Right)
    key(board, Qt.Key_Enter)  # swaps with cell 1
    hand[0], hand[1] = hand[1], hand[0]
    assert board.interaction.layouts[0] == hand


def test_hot_seat_arrangers_take_turns(qtbot):
    session = Session("bingolino", seats(2, humans=2), {}, 14)
    board = make_board(session, qtbot)
    places = [g.pos() for g in board.grids]
    assert board.grids[0].is_active
    chosen, _ = recorder(board)
    key(board, Qt.Key_D)
    assert chosen[-1][0] == 0
    session.apply(*chosen[-1])
    show(board, session)
    assert board.interaction.editor() == 1
    # The second arranger works on his own grid where it always lies, framed; nothing moved.
    assert board.grids[1].is_active and not board.grids[0].is_active
    assert [g.pos() for g in board.grids] == places
    key(board, Qt.Key_D)
    assert chosen[-1] == (1, Arrange(tuple(session.state.hands[1])))


# --- whole games and texts -------------------------------------------------------------------------
EVENT_KEYS = {"bingolino.dealt", "bingolino.arranged", "bingolino.turn", "bingolino.rolled",
              "bingolino.must_turn_back", "bingolino.nothing_to_do", "bingolino.flipped",
              "bingolino.turned_back", "bingolino.star", "bingolino.playoff", "bingolino.won"}


def test_event_text_for_every_event_of_seeded_games(qtbot):
    seen = set()
    for players, seed in ((1, 1), (2, 2), (3, 3), (4, 4), (2, 5), (4, 6)):
        session = Session("bingolino", seats(players, humans=players), {}, seed)
        board = make_board(session, qtbot)
        seen.update(e.key for e in session.events() if board.event_text(e))
        rng = random.Random(seed)
        while session.pending_players():
            p = session.pending_players()[0]
            events = session.apply(p, RandomBot().choose(None, session.state.legal_actions(p),
                                                         rng))
            show(board, session, events)
            assert board.prompt()
            for event in events:
                text = board.event_text(event)
                assert text and "%" not in text, event
                seen.add(event.key)
        assert board.end_banner is not None and board.prompt()
    assert seen >= EVENT_KEYS - {"bingolino.playoff", "bingolino.nothing_to_do"}
    for args in ({"players": [0, 1], "target": 5}, {"player": 1, "total": 3}):
        key_ = "bingolino.playoff" if "players" in args else "bingolino.nothing_to_do"
        assert board.event_text(Event(key_, args))


def test_flipped_text_tells_a_reduced_total(qtbot):
    board = Board(seats(2), {})
    plain = board.event_text(Event("bingolino.flipped", {"player": 0, "number": 9,
                                                         "reduced": False}))
    reduced = board.event_text(Event("bingolino.flipped", {"player": 0, "number": 9,
                                                           "reduced": True}))
    assert "Anna" in plain and "9" in plain and plain != reduced


def test_illegal_texts(qtbot):
    board = Board(seats(2), {})
    for k in ("bad_arrangement", "dice_count", "must_flip_not_back", "no_match",
              "tile_not_matching"):
        text = board.illegal_text(IllegalAction("bingolino." + k, total=9))
        assert text and text != "bingolino." + k and "%" not in text
    assert board.illegal_text(IllegalAction("game.strange")) == "game.strange"


def test_animations_never_hold_back_the_latest_state(qtbot):
    session = flip_session()
    board = make_board(session, qtbot, speed=1.0)
    action = session.state.legal_actions(0)[0]
    events = session.apply(0, action)
    show(board, session, events)  # starts flip and tumble animations
    show(board, session, [])  # a new state at once: everything jumps to it
    obs = session.state.observation(0)
    for p, grid in enumerate(board.grids):
        assert [t.facedown for t in grid.tiles] == list(obs.facedown[p])
        assert [s.earned for s in grid.stars] == [i in obs.completed[p] for i in range(10)]


def test_star_plurals_in_english(qtbot):
    assert texts.stars_text(1) == "1 star"
    assert texts.stars_text(3) == "3 stars"
    assert texts.turns_text(1) == "1 turn"
    board = Board(seats(1), {})
    assert board.score_text(0) == "0 stars"


def test_star_plurals_in_russian(qtbot, tmp_path):
    lrelease = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if lrelease is None:
        pytest.skip("lrelease not available")
    ts = tmp_path / "t.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="ru_RU"><context><name>Messages</name>
<message numerus="yes"><source>%n star(s)</source><translation>
<numerusform>%n звезда</numerusform><numerusform>%n звезды</numerusform>
<numerusform>%n звёзд</numerusform></translation></message></context></TS>""",
                  encoding="utf-8")
    qm = tmp_path / "t.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        assert [texts.stars_text(n) for n in (1, 3, 5, 21)] == [
            "1 звезда", "3 звезды", "5 звёзд", "21 звезда"]
    finally:
        QCoreApplication.removeTranslator(translator)


# --- table talk (issue 11) -------------------------------------------------------------------
NAMED = {"bingolino.arranged", "bingolino.rolled", "bingolino.must_turn_back",
         "bingolino.nothing_to_do", "bingolino.flipped", "bingolino.turned_back",
         "bingolino.star"}


def test_every_log_line_names_the_player_first_and_the_tile(qtbot):
    board = Board(seats(3), {})
    session = Session("bingolino", seats(3, humans=0), {}, 21)
    rng = random.Random(21)
    while session.pending_players():
        p = session.pending_players()[0]
        session.apply(p, RandomBot().choose(None, session.state.legal_actions(p), rng))
    kinds = set()
    for event in session.events():
        text = board.event_text(event)
        a = event.args
        if event.key in NAMED:
            assert text.startswith(NAMES[a["player"]] + " "), text
        if event.key == "bingolino.turn":  # a heading, as Qwingo's "Turn 7: Ann calls."
            assert text == f"Turn {a['turn']}: {NAMES[a['player']]}.", text
        if event.key in ("bingolino.flipped", "bingolino.turned_back"):
            row, column = divmod(a["cell"], 4)
            assert f"(row {row + 1}, column {column + 1})" in text and str(a["number"]) in text
            kinds.add(event.key)
        if event.key == "bingolino.flipped" and a["reduced"]:
            assert text.startswith(f"{NAMES[a['player']]} set the {a['die']} aside and")
            kinds.add("aside")
        if event.key == "bingolino.won":
            assert text.startswith(texts.join_names([NAMES[p] for p in a["players"]]))
            kinds.add("won")
    assert kinds == {"bingolino.flipped", "bingolino.turned_back", "aside", "won"}


def test_a_star_flash_holds_the_table_and_always_lets_go(qtbot):
    session = Session("bingolino", seats(1), {}, 1)
    board = make_board(session, qtbot, speed=2.0)
    released = []
    board.released.connect(lambda: released.append(True))
    star = [Event("bingolino.star", {"player": 0, "line": 0, "stars": 1})]
    show(board, session, star)
    assert board.holding
    show(board, session, star)  # another star at once: still held, never let go between
    qtbot.wait(10)
    assert board.holding and released == []
    show(board, session, [])  # a new state (a move, undo): nothing is left to wait for
    assert not board._flashes()
    qtbot.waitUntil(lambda: not board.holding, timeout=1000)
    assert released == [True]
    show(board, session, star)  # and a flash let alone lets go when it has been seen
    assert board.holding
    qtbot.waitUntil(lambda: not board.holding, timeout=3000)
    assert released == [True, True] and not board._flashes()


def test_a_long_name_in_a_grids_header_shrinks_before_it_is_cut(qtbot):
    """"Konstantin P…" beside "1 star" with room for the whole name a little smaller."""
    from PySide6.QtGui import QFontMetricsF

    from bingolino_app.ui.boards.bingolino.items import GRID_SIDE, GridItem

    grid = GridItem(0)
    grid.set_texts("Konstantin Petrovich", "1 star")
    room = GRID_SIDE - grid.score_item.boundingRect().width() - 20
    font = grid.name_item.font()
    assert grid.name_item.text() == "Konstantin Petrovich"
    assert QFontMetricsF(font).horizontalAdvance("Konstantin Petrovich") <= room
    assert 24 <= font.pixelSize() < 32
    grid.set_texts("Ann", "1 star")  # a short name at full size
    assert grid.name_item.font().pixelSize() == 32
    grid.set_texts("Konstantin Petrovich Alexandrov", "1 star")  # too long even small
    assert grid.name_item.text().endswith("…") and grid.name_item.font().pixelSize() == 24


def test_waiting_names_a_long_name_whole_on_the_board(qtbot):
    """"Waiting for Александра Викт……": the board's lines wrap, a name may take one."""
    from PySide6.QtGui import QTextDocument

    long = "Александра Викторовна"
    session = Session("bingolino", [Seat("Anna"), Seat(long, "computer")], {"starter": 1}, 4)
    rng = random.Random(4)
    while session.state.phase in ("deal", "starter", "arrange"):
        p = session.pending_players()[0]
        session.apply(p, RandomBot().choose(None, session.state.legal_actions(p), rng))
    board = Board(session.seats, session.options)
    board.show_state(session.state.observation(0), {}, [])  # Anna waits for the roll
    doc = QTextDocument()
    doc.setHtml(board.info_item.toHtml())
    assert f"Waiting for {long}…" in doc.toPlainText()
