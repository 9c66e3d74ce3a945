"""Shared by the lesson tests: a small Bingolino lesson around two known hands (their
``lesson_files`` fixture, lesson files in a folder of their own, is in conftest.py)."""

from __future__ import annotations

HAND0 = (11, 8, 15, 10, 3, 13, 16, 19, 18, 11, 22, 14, 5, 12, 10, 8)
HAND1 = (8, 2, 6, 7, 9, 12, 21, 14, 17, 20, 1, 19, 22, 3, 18, 4)


def bingolino_lesson(steps: list[dict], **extra) -> dict:
    data = {"game": "bingolino", "options": {"starter": 0}, "seats": ["human", "computer"],
            "seed": 7, "chance": [{"type": "Deal", "hands": [list(HAND0), list(HAND1)]},
                                  {"type": "Roll", "dice": [4, 5, 2]}],
            "prelude": [[0, {"type": "Arrange", "layout": list(HAND0)}],
                        [1, {"type": "Arrange", "layout": list(HAND1)}]],
            "computer": [{"type": "ChooseDice", "count": 2}], "steps": steps}
    data.update(extra)
    return data
