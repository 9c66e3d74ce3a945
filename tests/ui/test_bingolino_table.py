"""Bingolino through the window, as the table would show it (issue 11): every grid keeps its
place all game, the star banner lands on the grid that earned it, each player's last turned
tile stays marked, face-down numbers stay readable, a die set aside lies apart, and the end
says who won and why ("Winners:" when shared)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtTest import QTest

from bingolino_app.core.game import CHANCE
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.state import Arrange, ChooseDice, Deal, Flip, Roll
from bingolino_app.ui.common import i18n
from bingolino_app.ui.boards.bingolino.items import TILE, DieItem, TileItem
from bingolino_app.ui.boards.bingolino import texts

NAMES = ["Anna", "Boris", "Clara", "Dmitri"]
MAX_STEPS = 3000


def seats(players: int, humans: int = 1) -> list[Seat]:
    return [Seat(NAMES[i]) if i < humans else Seat(NAMES[i], "computer", "greedy")
            for i in range(players)]


def wait_for_human(qtbot, session) -> None:
    qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal(),
                    timeout=20_000)


def click_scene(window, scene_pos: QPointF) -> None:
    view = window.view
    pos = view.mapFromScene(scene_pos)
    assert view.viewport().rect().contains(pos)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)


def human_move(window, step: int, prefer=None) -> None:
    """One move of the first pending human through the window's controls: keys for the
    arrangement and the dice, a click on the board for a tile (``prefer`` picks it)."""
    session, board = window.controller.session, window.board
    player = session.pending_humans()[0]
    state = session.state
    before = len(session.history)
    if state.phase == "arrange":
        QTest.keyClick(window.view, Qt.Key_A)
        QTest.keyClick(window.view, Qt.Key_D)
    elif state.phase == "choose":
        QTest.keyClick(window.view, Qt.Key_1 + (1 + step % 4))  # 2 to 5 dice
    else:
        legal = state.legal_actions(player)
        action = (prefer(player, legal) if prefer else None) or legal[step % len(legal)]
        click_scene(window, board.cell_scene_pos(player, action.cell))
        assert session.history[before].action == action
    assert len(session.history) > before, f"the move did nothing in phase {state.phase}"


def play(window, qtbot, on_change=None, prefer=None, until=None) -> None:
    """Play the game to its end (or ``until()``), calling ``on_change`` at every redraw."""
    c = window.controller
    if on_change is not None:
        c.changed.connect(on_change)
        on_change()
    for step in range(MAX_STEPS):
        wait_for_human(qtbot, c.session)
        if c.session.state.is_terminal() or (until is not None and until()):
            return
        human_move(window, step, prefer)
    raise AssertionError("the game did not end")


def rects(window) -> list:
    return [(g.sceneBoundingRect(), g.scale()) for g in window.board.grids]


# --- 4. a player's own things stay put -------------------------------------------------------
@pytest.mark.parametrize("players, humans", [(2, 1), (3, 1), (4, 1), (3, 2), (4, 4)])
def test_every_grid_keeps_its_place_and_size_for_the_whole_game(window, qtbot, players,
                                                                humans):
    window.start_game("bingolino", seats(players, humans), {"starter": players - 1}, 31)
    seen: list = []
    framed: set = set()
    play(window, qtbot, on_change=lambda: (
        seen.append(rects(window)),
        framed.update(g.player for g in window.board.grids if g.is_active)))
    assert window.controller.session.state.is_terminal()
    assert len(seen) > 20
    assert all(r == seen[0] for r in seen), "a grid moved or changed size during the game"
    scales = [scale for _, scale in seen[0]]
    if humans == 1:  # the human's grid is the large one, the computers' smaller
        assert scales[0] > max(scales[1:])
    else:  # several humans at one screen: all the same size, none favoured
        assert len(set(scales)) == 1
    assert set(range(players)) <= framed  # the roller is shown by the frame, each in turn


def test_the_star_banner_lies_over_the_grid_that_earned_it(window, qtbot):
    window.speed_actions[2.0].trigger()  # animations on (fast)
    window.start_game("bingolino", seats(4), {"starter": 0}, 5)
    c, board = window.controller, window.board
    earners: set[int] = set()

    def check() -> None:
        stars = [e.args["player"] for e in c.new_events if e.key == "bingolino.star"]
        flashes = [i for i in board.scene.items() if getattr(i, "is_flash", False)]
        assert len(flashes) == len(set(stars))
        if stars:
            assert board.holding  # a computer's next move waits until it has been seen
        for player in set(stars):
            grid = board.grids[player].sceneBoundingRect()
            mine = [f for f in flashes if grid.contains(f.sceneBoundingRect().center())]
            assert len(mine) == 1
            # At its full size (the end of its growth) it still lies within the grid.
            banner, scale = mine[0], mine[0].scale()
            banner.setScale(banner.full_scale)
            assert grid.contains(banner.sceneBoundingRect())
            banner.setScale(scale)
            earners.add(player)

    play(window, qtbot, on_change=check, until=lambda: {0} < earners or len(earners) > 1)
    assert earners - {0} and len(earners) >= 1  # a computer's star was shown over its grid
    qtbot.waitUntil(lambda: not board.holding, timeout=5_000)  # and the table is released


def test_each_players_last_turned_tile_is_marked_until_he_turns_another(window, qtbot):
    window.start_game("bingolino", seats(3), {"starter": 1}, 8)
    c, board = window.controller, window.board
    moves: dict[int, list] = {0: [], 1: [], 2: []}

    def check() -> None:
        expected: dict[int, tuple[int, bool]] = {}
        for event in c.session.events():
            if event.key in ("bingolino.flipped", "bingolino.turned_back"):
                expected[event.args["player"]] = (event.args["cell"],
                                                  event.key == "bingolino.flipped")
        for p, grid in enumerate(board.grids):
            marker = grid.last_marker
            if p not in expected:
                assert not marker.isVisible()
                continue
            cell, down = expected[p]
            assert marker.isVisible() and (marker.cell, marker.down) == (cell, down)
            assert marker.pos() == grid.tiles[cell].pos()  # on that very tile
            assert grid.tiles[cell].facedown == down
            if not moves[p] or moves[p][-1] != (cell, down):
                moves[p].append((cell, down))

    play(window, qtbot, on_change=check)
    assert all(len(m) > 3 for m in moves.values())  # the marks moved with every new turn
    assert any(not down for m in moves.values() for _, down in m)  # turn-backs marked too


def tile_image(number: int, facedown: bool) -> QImage:
    tile = TileItem()
    tile.set_face(number, facedown)
    image = QImage(int(TILE), int(TILE), QImage.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    tile.paint(painter, None)
    painter.end()
    return image


def test_face_down_tiles_still_show_their_number(qtbot):
    assert tile_image(7, True) != tile_image(18, True)  # the number is drawn on the back
    assert tile_image(7, True) != tile_image(7, False)  # and the back is still a back


def test_face_down_numbers_come_from_the_observation(window, qtbot):
    window.start_game("bingolino", seats(2), {"starter": 0}, 12)
    c, board = window.controller, window.board
    checked = []

    def check() -> None:
        obs = c.session.state.observation(c.viewer())
        for p, grid in enumerate(board.grids):
            if obs.grids[p] is None:
                continue
            for cell, tile in enumerate(grid.tiles):
                assert tile.number == obs.grids[p][cell]
                assert tile.facedown == obs.facedown[p][cell]
                if tile.facedown:
                    checked.append(p)

    play(window, qtbot, on_change=check)
    assert {0, 1} <= set(checked)


@pytest.mark.parametrize("players, humans", [(2, 1), (3, 3)])
def test_a_die_set_aside_is_drawn_apart(window, qtbot, players, humans):
    """Three humans at 1024x600 (three equal grids, a narrow panel): the line was cut where
    its result stands ("Anna set the 6 aside: 16 − 6 =…"); there it is said short,
    "Anna: 16 − 6 = 10"."""
    window.resize(1024, 600)
    window.start_game("bingolino", seats(players, humans), {"starter": 0}, 3)
    c, board = window.controller, window.board
    state = {"done": False}

    def reduced(player, legal):
        obs = c.session.state
        if player != obs.active:
            return None
        for action in legal:
            if isinstance(action, Flip) and obs.grids[player][action.cell] != sum(obs.dice):
                state["done"] = True
                return action
        return None

    seen = []

    def capture() -> None:  # right after the human's move, before the next roll
        obs = c.session.state.observation(0)
        if obs.aside is not None and obs.last_roller == 0 and not seen:
            shown = [d for d in board.dice if d.isVisible()]
            seen.append((obs, [(d.aside, d.value, d.pos(), d.opacity()) for d in shown],
                         board.aside_item.text()))
            frame = next(d for d in shown if d.aside).mapRectToScene(
                QRectF(0, 0, DieItem.SIZE, DieItem.SIZE).adjusted(-7, -7, 7, 7))
            below = [i.sceneBoundingRect() for i in (board.roller_item, board.total_item)
                     if i.text() and i.sceneBoundingRect().top() > frame.center().y()]
            assert below and all(frame.bottom() <= r.top() for r in below)  # its frame clear

    play(window, qtbot, on_change=capture, prefer=reduced, until=lambda: bool(seen))
    obs, shown, text = seen[0]
    apart = [d for d in shown if d[0]]
    rest = [d for d in shown if not d[0]]
    assert len(apart) == 1 and apart[0][1] == obs.aside
    assert len(rest) == len(obs.last_roll) - 1
    assert sorted([d[1] for d in rest] + [obs.aside]) == sorted(obs.last_roll)
    # Apart: beyond the row with more than the usual gap, lower, and paler.
    (_, _, where, opacity), = apart
    right = max(d[2].x() for d in rest) if rest else where.x() - 80
    assert where.x() - right > 80 and all(where.y() > d[2].y() for d in rest)
    assert all(opacity < d[3] for d in rest)
    total = sum(obs.last_roll)
    full = f"Anna set the {obs.aside} aside: {total} − {obs.aside} = {total - obs.aside}"
    assert text in (full, f"Anna: {total} − {obs.aside} = {total - obs.aside}")  # never cut
    room = board.table.panel.w - 20
    metrics = QFontMetricsF(board.aside_item.font())
    assert (text == full) == (metrics.horizontalAdvance(full) <= room)
    # The widest set-aside of five dice: said short here, and then whole.
    widest = [texts.aside_text("Anna", 6, 24, short=s) for s in (False, True)]
    assert metrics.horizontalAdvance(widest[1]) <= room
    assert (metrics.horizontalAdvance(widest[0]) > room) == (humans == 3)


# --- 3. every end is an event ----------------------------------------------------------------
ONE_TO_16 = tuple(range(1, 17))


def shared_win_actions() -> list:
    """Two identical grids 1..16, every roll a number both hold: both reach five stars in
    the same turn (a play-off to six), then six in the same turn: a shared win."""
    actions = [(CHANCE, Deal((ONE_TO_16, ONE_TO_16))), (0, Arrange(ONE_TO_16)),
               (1, Arrange(ONE_TO_16))]
    for turn, n in enumerate([*range(1, 14), 14]):
        dice = (n,) if n <= 6 else (6, n - 6) if n <= 12 else (6, 6, n - 12)
        actions += [(turn % 2, ChooseDice(len(dice))), (CHANCE, Roll(dice))]
    return actions


def install(window, session) -> None:
    window._install(session)


@pytest.mark.parametrize("language, winners, reason", [
    ("en", "Winners: Anna and Boris", "Play-off"),
    ("ru", "Победители: Anna и Boris", "После ничьей"),
])
def test_a_shared_win_names_the_winners_in_the_plural(window, qtbot, qapp, language, winners,
                                                      reason):
    session = Session.replay("bingolino", seats(2), {"starter": 0}, 1, shared_win_actions())
    assert session.state.is_terminal() and session.state.winners() == [0, 1]
    i18n.install_language(qapp, language)
    try:
        install(window, session)
        board = window.board
        assert board.end_banner.text == winners
        # The reason under the banner, on the end card every game has (issue 33).
        card = board.end_card
        assert reason in card.summary.reasons[0]
        assert window.board.scene.sceneRect().contains(card.sceneBoundingRect())
        panel = window.side_panel
        assert winners.split(":")[0] in panel.turn_label.text()
        assert reason in panel.prompt_label.text()
    finally:
        i18n.install_language(qapp, "en")


def test_a_single_winner_and_the_reason(window, qtbot):
    window.start_game("bingolino", seats(3), {"starter": 0}, 31)
    play(window, qtbot)
    board, session = window.board, window.controller.session
    winner = session.state.winners()
    assert len(winner) == 1
    assert board.end_banner.text == "Winner: " + NAMES[winner[0]]
    assert "star" in board.end_card.summary.reasons[0]
    log = [window.side_panel.log.item(i).text() for i in range(window.side_panel.log.count())]
    assert log[-1].startswith(NAMES[winner[0]] + " wins. ")


def test_solo_ends_with_the_turns(window, qtbot):
    window.start_game("bingolino", [Seat("Solo")], {}, 4)
    play(window, qtbot)
    turns = window.controller.session.state.turn
    assert window.board.end_banner.text == f"Four stars in {turns} turns!"
    assert window.board.end_card.summary.reasons == ()


def test_finished_phases_controls_are_hidden(window, qtbot):
    """The arrangement buttons only while the grids are laid out, the dice only after that
    until the game ends: a 1024 x 600 side panel shows the controls in use first."""
    window.start_game("bingolino", seats(2), {"starter": 0}, 31)
    controls = window.board.controls()
    seen = []

    def check() -> None:
        phase = window.controller.session.state.phase
        seen.append(phase)
        assert controls.setup_box.isVisible() == (phase == "arrange")
        assert controls.dice_box.isVisible() == (phase not in ("arrange", "end"))

    play(window, qtbot, on_change=check)
    assert {"arrange", "choose", "flip", "end"} <= set(seen)


def test_the_panel_names_the_keys_as_the_other_games_do(window):
    """Qwingo's and Lino's panels listed their keys, Bingolino's none."""
    window.start_game("bingolino", seats(2), {"starter": 0}, 3)
    text = window.board.controls().keys_label.text()
    assert text.startswith("Keys:") and all(k in text for k in ("1–5", "Enter", "A, D"))
    assert window.board.controls().keys_label.isVisible()


def test_the_total_stands_beside_its_dice(window, qtbot):
    """With two dice "Total 8" stood at the panel's far right, away from them."""
    window.start_game("bingolino", seats(2), {"starter": 0}, 3)
    c, board = window.controller, window.board
    for step in range(40):
        wait_for_human(qtbot, c.session)
        if c.session.state.phase == "choose" and c.session.state.active == 0:
            break
        human_move(window, step)
    QTest.keyClick(window.view, Qt.Key_2)
    qtbot.waitUntil(lambda: len([d for d in board.dice if d.isVisible()]) == 2, timeout=5000)
    dice = [d.sceneBoundingRect() for d in board.dice if d.isVisible()]
    total = board.total_item.sceneBoundingRect()
    assert board.total_item.text().startswith("Total")
    assert 0 <= total.left() - max(r.right() for r in dice) < 60
