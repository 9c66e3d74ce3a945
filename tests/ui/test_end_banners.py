"""The winner's banner stays on the board, however long the winner's name."""

from __future__ import annotations

import pytest

from bingolino_app.core.session import Seat
from bingolino_app.ui import i18n

LONG = "Александра-Виктория"


@pytest.mark.parametrize("game, attribute", [("bingolino", "end_banner"),
                                             ("domino_bingo", "banner")])
def test_the_winner_banner_fits_the_scene(window, qtbot, qapp, game, attribute):
    i18n.install_language(qapp, "ru")
    try:
        window.start_game(game, [Seat(LONG, "computer", "greedy"),
                                 Seat(LONG + "-2", "computer", "greedy")], {}, 3)
        session = window.controller.session
        qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=60_000)
        banner = getattr(window.board, attribute)
        assert banner is not None and banner.isVisible()
        scene_rect = window.board.scene.sceneRect()
        assert scene_rect.contains(banner.sceneBoundingRect())
    finally:
        i18n.install_language(qapp, "en")
