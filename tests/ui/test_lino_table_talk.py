"""Lino tells every move, through the window: each player's latest stone or tile move stays
marked on the board (animations off too), the log names the cells as the board's edges do,
tiles moved already carry a folded corner, the human's own feedback is never cut short by the
computer's answer, and the end names the winner and the points."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtTest import QTest

from bingolino_app.core import saves
from bingolino_app.core.game import Event
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.lino.scoring import Geometry, closed_rows
from bingolino_app.games.lino.state import Move, Place, View
from bingolino_app.ui.common import i18n, theme
from bingolino_app.ui.boards.lino import drawing, texts

ANN, BOT = Seat("Ann"), Seat("Bot", "computer", "greedy")


def click(view, scene_pos) -> None:
    pos = view.mapFromScene(scene_pos)
    assert view.viewport().rect().contains(pos)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)


def log_lines(window) -> list[str]:
    log = window.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def edge_name(board, cell) -> str:
    """The cell's name read off the board's edges: the letter above its column and the number
    beside its row."""
    centre = board.board_item.mapFromScene(board.cell_scene_pos(cell))
    labels = board.board_item.edge_labels()
    area = board.board_item.cell_rect(cell)
    letter = next(name for name, r in labels
                  if r.bottom() <= area.top() and r.left() <= centre.x() <= r.right())
    number = next(name for name, r in labels
                  if r.right() <= area.left() and r.top() <= centre.y() <= r.bottom())
    return letter + number


def marks(board) -> dict:
    return {(m.kind, m.player): m for m in board.last_marks}


def at_cell(board, mark, cell) -> bool:
    return (mark.cell == tuple(cell)
            and (mark.centre() - board.cell_scene_pos(cell)).manhattanLength() < 0.5)


def wait_for_human(window, qtbot) -> None:
    session = window.controller.session
    qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal(),
                    timeout=10_000)


def test_a_computers_tile_move_and_stone_stay_marked_and_the_log_names_their_cells(
        window, qtbot):
    window.start_game("lino", [ANN, BOT], {"starter": 1}, 11)  # the computer begins
    session, board = window.controller.session, window.board
    wait_for_human(window, qtbot)
    bot_move = session.history[-1].action
    assert isinstance(bot_move, Move)
    origin = session.history[-2].action.cells[bot_move.tile]  # the setup laid it there
    cell = (bot_move.col, bot_move.row)
    shown = marks(board)
    assert at_cell(board, shown[("from", 1)], origin)
    assert at_cell(board, shown[("to", 1)], cell)
    assert ("from", 0) not in shown  # Ann has not moved yet
    line = f"Bot: tile {edge_name(board, origin)} → {edge_name(board, cell)}"
    assert line in log_lines(window)
    # The tile moved already has a folded corner, and the legend says what it means.
    assert board.board_item.picture.moved == {bot_move.tile}
    assert any("moved once" in text for _, text in board.panel.legend)

    # Ann moves: both moves are shown, each until its player moves again.
    ann_move = session.state.legal_actions(0)[3]
    ann_origin = session.state.pos[ann_move.tile]
    click(window.view, board.tile_scene_pos(ann_move.tile))
    click(window.view, board.cell_scene_pos((ann_move.col, ann_move.row)))
    wait_for_human(window, qtbot)
    shown = marks(board)
    assert at_cell(board, shown[("from", 0)], ann_origin)
    assert at_cell(board, shown[("to", 0)], (ann_move.col, ann_move.row))
    second = session.history[-1].action
    assert at_cell(board, shown[("to", 1)], (second.col, second.row))  # the bot's newest
    assert board.board_item.picture.moved == {bot_move.tile, ann_move.tile, second.tile}
    assert (f"Ann: tile {edge_name(board, ann_origin)} → "
            f"{edge_name(board, (ann_move.col, ann_move.row))}") in log_lines(window)

    while session.state.phase == "build":
        move = session.state.legal_actions(0)[0]
        click(window.view, board.tile_scene_pos(move.tile))
        click(window.view, board.cell_scene_pos((move.col, move.row)))
        wait_for_human(window, qtbot)
    assert board.board_item.picture.moved == frozenset()  # built: no tile moves any more
    # Filling: the bot began building, so it places the first stone.
    stone = session.history[-1].action
    assert isinstance(stone, Place)
    stone_cell = session.state.pos[stone.tile]
    assert at_cell(board, marks(board)[("stone", 1)], stone_cell)
    assert f"Bot: stone on {edge_name(board, stone_cell)}" in log_lines(window)
    assert ("to", 0) in marks(board)  # Ann's last tile move, until she places a stone
    place = session.state.legal_actions(0)[0]
    click(window.view, board.tile_scene_pos(place.tile))
    wait_for_human(window, qtbot)
    shown = marks(board)
    assert at_cell(board, shown[("stone", 0)], session.state.pos[place.tile])
    assert ("to", 0) not in shown and ("from", 0) not in shown
    assert f"Ann: stone on {edge_name(board, session.state.pos[place.tile])}" in log_lines(window)


def pixel(board, scene_point: QPointF) -> QColor:
    image = QImage(3, 3, QImage.Format_ARGB32)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(0, 0, 3, 3),
                       QRectF(scene_point - QPointF(1.5, 1.5), scene_point + QPointF(1.5, 1.5)))
    painter.end()
    return image.pixelColor(1, 1)


def test_a_moved_tile_is_drawn_with_a_folded_corner(window, qtbot):
    window.start_game("lino", [ANN, Seat("Bob")], {"starter": 0}, 5)
    session, board = window.controller.session, window.board
    move = session.state.legal_actions(0)[0]
    still = next(t for t in range(56) if t != move.tile)
    click(window.view, board.tile_scene_pos(move.tile))
    click(window.view, board.cell_scene_pos((move.col, move.row)))

    def corner(tile) -> QPointF:
        r = board.board_item.cell_rect(session.state.pos[tile])
        return board.board_item.mapToScene(QPointF(r.right() - r.width() * 0.25,
                                                   r.top() + r.width() * 0.3))
    assert pixel(board, corner(move.tile)) == theme.colour("lino.fold")
    assert pixel(board, corner(still)) == theme.colour("lino.tile")
    # A moved tile, clicked, still explains itself (the mark told first).
    messages = []
    board.message.connect(messages.append)
    click(window.view, board.tile_scene_pos(move.tile))
    assert messages and "moved" in messages[-1]


def test_the_edges_name_every_column_and_row_of_the_box(window, qtbot):
    window.start_game("lino", [ANN, Seat("Bob")], {"starter": 0}, 5)
    board = window.board
    labels = board.board_item.edge_labels()
    names = [n for n, _ in labels]
    assert names.count("A") == 2 and names.count("O") == 2  # above and below: 15 columns
    assert names.count("1") == 2 and names.count("15") == 2  # left and right: 15 rows
    assert edge_name(board, (0, 0)) == "C3" and edge_name(board, (12, 12)) == "O15"
    inside = board.board_item.rect
    assert all(inside.contains(r) for _, r in labels)


def saved_game(tmp_path, seats, closing: bool = True):
    """A Lino game built and filled up to Ann's turn where a stone of hers closes a row."""
    session = Session("lino", seats, {"starter": 0}, 3)
    while session.state.phase == "build":
        state = session.state
        session.apply(state.active, state.legal_actions(state.active)[0])
    state = session.state
    geo = Geometry.of(state.pos)
    row = next(r for r in geo.rows if len(r) == 2)
    other = next(t for t in range(56) if t not in row
                 and not set(geo.rows_of[t]) & set(geo.rows_of[row[0]] + geo.rows_of[row[1]]))
    session.apply(0, Place(other))
    session.apply(1, Place(row[0]))
    path = tmp_path / "closing.bingolino"
    saves.save(session, path)
    return path, row[1]


def test_the_humans_row_flash_runs_its_full_length_before_the_computer_answers(
        window, qtbot, tmp_path):
    path, tile = saved_game(tmp_path, [ANN, BOT])
    assert window.open_path(path)
    window.set_speed(1.0)
    session, board = window.controller.session, window.board
    assert closed_rows(Geometry.of(session.state.pos), session.state.stones, tile)
    times: dict[str, float] = {}
    original_end = board._end_flash

    def end_flash():
        times.setdefault("flash_end", time.monotonic())
        original_end()
    board._end_flash = end_flash
    window.controller.changed.connect(
        lambda: len(session.history) > steps and times.setdefault("answer", time.monotonic()))
    steps = len(session.history) + 1  # Ann's stone
    times["click"] = time.monotonic()
    click(window.view, board.tile_scene_pos(tile))
    assert board.flash and board.holding  # the row flashes; the table is Ann's
    qtbot.waitUntil(lambda: "answer" in times, timeout=10_000)
    assert "flash_end" in times
    assert times["flash_end"] - times["click"] >= 0.85  # the flash's 900 ms, not cut
    assert times["answer"] >= times["flash_end"]
    assert not board.holding
    assert isinstance(session.history[-1].action, Place) and session.history[-1].player == 1


def test_the_hold_ends_on_undo_and_never_starts_with_animations_off(window, qtbot, tmp_path):
    path, tile = saved_game(tmp_path, [ANN, BOT])
    assert window.open_path(path)
    window.set_speed(1.0)
    session, board = window.controller.session, window.board
    before = len(session.history)
    click(window.view, board.tile_scene_pos(tile))
    assert board.holding
    window.undo()  # the new state drawn: the table is released, the game goes on
    qtbot.waitUntil(lambda: not board.holding, timeout=2000)
    assert len(session.history) == before and session.pending_humans() == [0]
    window.set_speed(0)
    click(window.view, board.tile_scene_pos(tile))
    assert not board.holding
    qtbot.waitUntil(lambda: len(session.history) == before + 2, timeout=5000)


def test_the_computers_own_flash_does_not_hold_the_table(window, qtbot, tmp_path):
    path, tile = saved_game(tmp_path, [ANN, BOT])
    assert window.open_path(path)
    window.set_speed(1.0)
    board = window.board
    events = window.controller.session.state.clone().apply(Place(tile), 0)
    # The same stone and row, as if the bot had closed it.
    events = [Event(e.key, {**e.args, "player": 1}) for e in events]
    assert any(e.key == "lino.closed" for e in events)
    board.show_state(board.obs, {}, events)
    assert board.flash and not board.holding


def end_view(winners, totals, games=1) -> View:
    result = {"first": 0, "rows": list(totals), "runs": [0, 0], "bonus": [0, 0],
              "total": list(totals)}
    return View(viewer=0, phase="end", game_no=games - 1, games=games, first=0, active=0,
                pos=(), moved=(), used=(), box=(0, 0, 0, 0), stones=(), backs=(), bonus="off",
                builds_left=(0, 0), stones_left=(0, 0), row_points=(0, 0),
                results=(result,) * games, winners=tuple(winners))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_end_names_the_winner_and_the_points_or_states_the_draw(qapp, lang):
    i18n.install_language(qapp, lang)
    try:
        names = ["Ann", "Bot"]
        win = texts.end_banner(end_view((1,), (60, 83)), names)
        draw = texts.end_banner(end_view((0, 1), (70, 70)), names)
        match = texts.end_headline(end_view((0,), (50, 49), games=2), names)
        if lang == "en":
            assert win == "Bot wins by 23 points!\nAnn: 60 · Bot: 83"
            assert draw.startswith("A draw: 70 points each.")
            assert match == "Ann wins the match by 2 points!"
        else:
            assert win.startswith("Побеждает Bot: на 23 очка больше!")
            assert draw.startswith("Ничья: у каждого по 70 очков.")
            assert match.startswith("Матч выигрывает Ann")
        assert "Ann: 70" in draw and "Bot: 70" in draw
    finally:
        i18n.install_language(qapp, "en")


def test_a_whole_game_ends_with_the_winner_named_in_the_banner_and_log(window, qtbot):
    window.start_game("lino", [Seat("Ann", "computer", "greedy"), BOT], {"starter": 0}, 8)
    session = window.controller.session
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=60_000)
    board = window.board
    totals = session.state.scores()
    winners = session.state.winners()
    # The banner says who won and by how much (the end card every game has, issue 33); the
    # totals stand once, beside the names and in the card's table.
    assert len(board.end_banner.text.splitlines()) == 1 and not board.panel.banner
    assert tuple(int(x) for x in board.panel.scores) == (int(totals[0]), int(totals[1]))
    # One game: where the points came from, in the end card's table.
    assert board.end_card.summary.columns == ("Rows", "Runs", "Bonus", "Total")
    if len(winners) == 1:
        name = ["Ann", "Bot"][winners[0]]
        assert board.end_banner.text.startswith(f"{name} wins by")
        assert log_lines(window)[-1].startswith(f"{name} wins, ")
    assert not board.holding
    # The last stones stay marked at the end too.
    assert {m.kind for m in board.last_marks} == {"stone"}


def test_russian_log_lines_name_the_player_before_the_move(window, qtbot, qapp):
    i18n.install_language(qapp, "ru")
    try:
        window.start_game("lino", [Seat("Анна"), Seat("Компьютер 1", "computer", "greedy")],
                          {"starter": 1}, 11)
        wait_for_human(window, qtbot)
        lines = log_lines(window)
        assert any(line.startswith("Компьютер 1: плитка ") and " → " in line for line in lines)
    finally:
        i18n.install_language(qapp, "en")


def test_the_humans_tile_move_glides_and_flashes_before_the_computer_moves(window, qtbot):
    window.start_game("lino", [ANN, BOT], {"starter": 0}, 12)
    window.set_speed(1.0)
    session, board = window.controller.session, window.board
    move = session.state.legal_actions(0)[0]
    click(window.view, board.tile_scene_pos(move.tile))
    start = time.monotonic()
    click(window.view, board.cell_scene_pos((move.col, move.row)))
    assert board.sliding == move.tile and board.holding
    qtbot.waitUntil(lambda: len(session.history) == 3, timeout=10_000)  # setup, Ann, Bot
    assert time.monotonic() - start >= 1.4  # the 600 ms glide and the 900 ms flash


def test_the_last_stone_of_the_game_holds_nothing(window, qtbot, tmp_path):
    session = Session("lino", [ANN, BOT], {"starter": 1}, 4)  # the bot begins, Ann ends
    while sum(s != -1 for s in session.state.stones) < 47:
        state = session.state
        session.apply(state.active, state.legal_actions(state.active)[0])
    path = tmp_path / "last.bingolino"
    saves.save(session, path)
    assert window.open_path(path)
    window.set_speed(1.0)
    state = window.controller.session.state
    geo = Geometry.of(state.pos)
    free = [t for t in range(56) if state.stones[t] == -1]
    tile = max(free, key=lambda t: len(closed_rows(geo, state.stones, t)))
    click(window.view, window.board.tile_scene_pos(tile))
    assert window.controller.session.state.is_terminal()
    assert not window.board.holding
    assert window.board.end_card is not None


def test_the_end_banner_names_a_long_winner_whole(window, qtbot):
    """"Konstantin Petr… wins by 12 points!" though the banner wraps onto two lines: a name
    may take a whole line of it."""
    name = "Konstantin Petrovich"
    window.start_game("lino", [Seat(name, "computer", "greedy"),
                               Seat("Александра Викторовна", "computer", "greedy")],
                      {"starter": 0}, 8)
    session = window.controller.session
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=60_000)
    winners = session.state.winners()
    qtbot.waitUntil(lambda: window.board.end_card is not None, timeout=5000)
    banner = window.board.end_banner.text
    if len(winners) == 1:
        winner = [name, "Александра Викторовна"][winners[0]]
        assert winner in banner and "…" not in banner.splitlines()[0]


def test_a_name_runs_up_to_the_score(window, qtbot):
    """The names were cut 110 units from the right edge whatever the score ("Александра Ви…
    (blue)" beside empty felt): a name's box now runs up to its score."""
    window.start_game("lino", [Seat("Александра Викторовна"),
                               Seat("Konstantin Petrovich", "computer", "greedy")], {}, 3)
    panel = window.board.panel
    for scores in ((52, 148), (7, 9)):
        panel.scores = scores
        texts = panel.texts()
        names = [t for t in texts if t.text.startswith(("Александра", "Konstantin"))]
        numbers = [t for t in texts if t.text in {str(s) for s in scores}]
        widest = max(QFontMetricsF(t.font).horizontalAdvance(t.text) for t in numbers)
        assert len(names) == 2
        for name in names:
            assert numbers[0].rect.right() - widest - 40 < name.rect.right()
            assert numbers[0].rect.right() - widest > name.rect.right()
            assert "Ш" not in name.text and " …" not in name.text
        # Whole: the colour gives way to the name (the stone beside it shows the colour).
        assert {t.text for t in names} <= {"Александра Викторовна", "Konstantin Petrovich",
                                           "Konstantin Petrovich (white)"}
    assert "Александра Викторовна (blue)" in panel.toolTip()
    short = window.board.panel
    short.names = ["Ann", "Bo"]
    assert {t.text for t in short.texts()} >= {"Ann (blue)", "Bo (white)"}


def test_the_score_tracks_numbers_are_readable_at_1024x600(window, qtbot):
    """They stood 7 pixels high at 1024x600 (a third of a square): now at least 8."""
    window.resize(1024, 600)
    window.start_game("lino", [ANN, BOT], {}, 3)
    qtbot.wait(50)
    board = window.board
    scale = window.view.transform().m11()
    square = drawing.track_square(board.panel.track_rect())
    assert square * drawing.TRACK_NUMBER * scale >= 8
