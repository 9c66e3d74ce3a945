"""Review mode: a finished or saved game on its own board, step by step, with the analysis.

Opened from the game on screen (its end screen or Game → Review this game), a saved file
(Game → Review a saved game…, a recent game's context menu) or the game library (which loads
the recorded game itself: ui/shell/history_link.py). Each review is a window of its own; the
game in the main window goes on meanwhile.

Imports play (the worker and board view), boards, printing and common.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from bingolino_app.core import saves
from bingolino_app.core.review import Replay
from bingolino_app.core.session import Session


def open_review(main: Any, session: Session, reviewer: int | None = None) -> Any:
    """Review ``session`` as it is now (a later move in the main window changes nothing
    here). ``reviewer``: whose view an unfinished game shows (default: the first human)."""
    from bingolino_app.ui.review.window import ReviewWindow

    window = ReviewWindow(main, Replay.of_session(session, reviewer), main)
    if not hasattr(main, "reviews"):
        main.reviews = []
    main.reviews.append(window)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def open_review_file(main: Any, path: str | Path) -> Any:
    """Review a saved game; on failure tell why (None)."""
    from bingolino_app.ui.common.messages import save_error_text

    try:
        session = saves.load(path)
    except saves.SaveError as err:
        main._warn(QCoreApplication.translate("Review", "Could not open the game"),
                   save_error_text(err))
        return None
    from bingolino_app.ui.common.player_names import rename_old_defaults

    rename_old_defaults(session)
    return open_review(main, session)


def reviewer_of(controller: Any) -> int | None:
    """Whose eyes review the game on screen: the seated human in hot seat, else the
    board's viewer (None when the cover hides whose turn it is). Behind the cover nobody:
    the next player may be at the screen already, and the seated one's hand is secret."""
    if controller.hot_seat():
        return None if controller.covered else controller.seated
    return controller.viewer()
