"""Driving the Qwingo board as a user would: clicks and drags in scene coordinates, typed
calls, and the strong bot's advice for what to do next."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bingolino_app.games.qwingo.bots import PlannerBot


def click_scene(view, scene_pos) -> None:
    pos = view.mapFromScene(scene_pos)
    assert view.viewport().rect().contains(pos)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)


def drag_scene(view, start, end) -> None:
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(view.viewport(), a + (b - a) * i / 5)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, b)


def type_number(view, number: int) -> None:
    for digit in str(number):
        QTest.keyClick(view, getattr(Qt, f"Key_{digit}"))
    QTest.keyClick(view, Qt.Key_Return)


def advice(session, player: int):
    state = session.state
    return PlannerBot().choose(state.observation(player), state.legal_actions(player),
                               random.Random(0))
