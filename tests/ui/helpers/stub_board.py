"""A board that draws nothing, for driving the controller in tests and the soak."""

from __future__ import annotations

from bingolino_app.ui.boards.base import GameBoard


class StubBoard(GameBoard):
    """Records what the controller shows; a test emits action_chosen itself."""

    def __init__(self, seats, options, parent=None):
        super().__init__(seats, options, parent)
        self.animation_speed = 0
        self.shown: list = []
        self.hints: list = []

    def show_state(self, obs, legal, events):
        self.shown.append((obs, legal, list(events)))

    def show_hint(self, player, action):
        self.hints.append((player, action))

    def illegal_text(self, error):
        return f"refused {error.key}"
