"""Playing a lesson as a user does: Next on the callout, the taught move with the board's own
controls (a click on a tile, a dice button, a typed call...), nothing during a watch step."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from bingolino_app.core import lessons


class Covered(AssertionError):
    """The callout lies over the control the step asks the player to use."""


def window_point(window, widget, local: QPoint) -> QPoint:
    return widget.mapTo(window, local)


def check_free(window, runner, widget, local: QPoint) -> None:
    point = window_point(window, widget, local)
    if runner.callout.isVisible() and runner.callout.geometry().contains(point):
        raise Covered(f"step {runner.step.id}: the callout covers the place to click")


def click_widget(window, runner, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    if not runner.callout.isAncestorOf(widget):
        check_free(window, runner, widget, widget.rect().center())
    QTest.mouseClick(widget, Qt.LeftButton)


def click_scene(window, runner, scene_pos) -> None:
    view = window.view
    pos = view.mapFromScene(scene_pos)
    assert view.viewport().rect().contains(pos), f"{scene_pos} is outside the view"
    check_free(window, runner, view.viewport(), pos)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)


def perform(window, runner, action) -> None:
    """Make ``action`` with the window's controls."""
    board = window.board
    name = type(action).__name__
    game = runner.lesson.game
    if game == "bingolino":
        if name == "ChooseDice":
            click_widget(window, runner, board.dice_button(action.count))
        else:  # Flip, TurnBack
            click_scene(window, runner, board.cell_scene_pos(runner.lesson.human, action.cell))
    elif game == "qwingo":
        if name == "Call":
            controls = board.controls()
            controls.spin.setValue(action.number)
            click_widget(window, runner, controls.call_button)
        else:  # Enter
            click_scene(window, runner, board.box_scene_pos(runner.lesson.human, action.column,
                                                            action.box))
    elif game == "domino_bingo":
        controls = board.controls()
        if name == "Close":
            click_widget(window, runner, controls.close_button)
        else:
            if action.declare:
                click_widget(window, runner, controls.declare_button)
            click_scene(window, runner, board.stone_scene_pos(action.stone))
    elif game == "lino":
        if name == "Move":
            click_scene(window, runner, board.tile_scene_pos(action.tile))
            click_scene(window, runner, board.cell_scene_pos((action.col, action.row)))
        else:  # Place
            click_scene(window, runner, board.tile_scene_pos(action.tile))
    else:
        raise AssertionError(f"no driver for {game}")


def taught_move(runner):
    session = runner.controller.session
    moves = lessons.wanted(runner.step, session, runner.lesson.human)
    assert moves, f"step {runner.step.id}: {runner.step.do} is not legal now"
    return moves[0]


def do_step(window, runner, keys: bool = False) -> None:
    """The step done as a user does; ``keys``: an explanation read on with Enter or Space
    (by turns) on the board, where the focus is."""
    step = runner.step
    if step.kind == "next" and keys:
        QTest.keyClick(window.view, Qt.Key_Return if runner.index % 2 else Qt.Key_Space)
    elif step.kind == "next":
        click_widget(window, runner, runner.callout.next_button)
    elif step.kind == "do":
        perform(window, runner, taught_move(runner))
