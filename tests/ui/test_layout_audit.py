"""The layout audit: every game x phase (set-up, play, end) x {en, ru} x {fewest, most players}
at 1024x600 and 1920x1080, the longest names: no widget below its minimum size, no board text
outside its box, too small to read at 1024x600, or over another text (helpers/layout_audit.py).
Again in the dark and the high-contrast theme (their widgets' frames and paddings) and zoomed
to 200 % (the table's scroll bars reach all of it), with the most players.

Each phase is reached by replaying a seeded action list (in-process bots, made once), into one
window kept for the whole module; the computers never move on their own here.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from bingolino_app.ui.common import settings as settings_module
from bingolino_app.ui.play.controller import GameController
from bingolino_app.ui.common.i18n import install_language
from bingolino_app.ui.shell.main_window import MainWindow
from bingolino_app.ui.play.worker import BotWorker
from layout_audit import (
    PLAYERS, SIZES, board_problems, session_at, view_problems, widget_problems,
)

pytestmark = pytest.mark.slow  # replays every game at two sizes in two languages

CASES = [(lang, game, count, phase)
         for lang in ("en", "ru")
         for game, counts in PLAYERS.items()
         for count in counts
         for phase in ("setup", "play", "end")]


@pytest.fixture(scope="module")
def audit_window(qapp, tmp_path_factory):
    folder = tmp_path_factory.mktemp("audit")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BINGOLINO_DATA_DIR", str(folder / "data"))
        patch.setenv("BINGOLINO_CONFIG_DIR", str(folder / "config"))
        # A still picture: the computers wait, their "thinking…" stays on the panel.
        patch.setattr(GameController, "_schedule_computers", lambda self: None)
        settings_module.reset_settings()
        settings_module.get_settings().animation_speed = 0
        window = MainWindow(BotWorker(inprocess=True), restore=False)
        window.autosave = False
        window.save_window = False
        window.show()
        yield window
        window.close()
        window.deleteLater()
        install_language(qapp, "en")
        from bingolino_app.ui.common import theme

        theme.apply("system")
        settings_module.reset_settings()


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("lang,game,count,phase", CASES,
                         ids=[f"{g}-{n}p-{p}-{lang}" for lang, g, n, p in CASES])
def test_layout(audit_window, qapp, lang, game, count, phase):
    from bingolino_app.ui.common.i18n import current_language

    window = audit_window
    if current_language() != lang:
        install_language(qapp, lang)
    window._install(session_at(game, count, phase))
    problems = []
    for width, height in SIZES:
        window.resize(width, height)
        _settle()
        window.view.fit()
        where = f"{width}x{height}"
        problems += [f"{where} widget {p}" for p in widget_problems(window)]
        problems += [f"{where} board {p}" for p in
                     board_problems(window.board, window.view, small=width < 1200)]
        problems += [f"{where} view {p}" for p in view_problems(window.view)]
    assert not problems, "\n".join(problems)


THEMED = [(lang, game, PLAYERS[game][-1], phase, name, zoom)
          for name, zoom in (("dark", 1.0), ("high_contrast", 1.0), ("light", 2.0))
          for lang in ("en", "ru")
          for game in PLAYERS
          for phase in ("setup", "play", "end")]


@pytest.mark.parametrize("lang,game,count,phase,name,zoom", THEMED,
                         ids=[f"{g}-{n}p-{p}-{lang}-{t}-{z:.0%}"
                              for lang, g, n, p, t, z in THEMED])
def test_layout_in_every_theme_and_zoomed(audit_window, qapp, lang, game, count, phase, name,
                                          zoom):
    from bingolino_app.ui.common import theme
    from bingolino_app.ui.common.i18n import current_language

    window = audit_window
    if current_language() != lang:
        install_language(qapp, lang)
    if theme.setting() != name:
        theme.apply(name)
    window._install(session_at(game, count, phase))
    window.view.set_zoom(zoom)
    problems = []
    try:
        for width, height in SIZES:
            window.resize(width, height)
            _settle()
            window.view.fit()
            where = f"{width}x{height}"
            problems += [f"{where} widget {p}" for p in widget_problems(window)]
            problems += [f"{where} board {p}" for p in
                         board_problems(window.board, window.view, small=width < 1200)]
            problems += [f"{where} view {p}" for p in view_problems(window.view)]
    finally:
        window.view.set_zoom(1.0)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang,name", [(lang, name) for name in ("light", "high_contrast")
                                       for lang in ("en", "ru")])
def test_start_page_and_hot_seat_cover(audit_window, qapp, lang, name):
    """The start page, and the cover between two humans with the longest names (in the
    high-contrast theme too: its frames and paddings)."""
    from bingolino_app.core.session import Seat, Session
    from bingolino_app.ui.common import theme
    from bingolino_app.ui.common.i18n import current_language
    from layout_audit import LONG_NAMES

    window = audit_window
    if current_language() != lang:
        install_language(qapp, lang)
    if theme.setting() != name:
        theme.apply(name)
    problems = []
    window.close_game()
    for width, height in SIZES:
        window.resize(width, height)
        _settle()
        problems += [f"start page {width}x{height} {p}" for p in widget_problems(window)]
    seats = [Seat(LONG_NAMES[0]), Seat(LONG_NAMES[1])]
    window._install(Session("domino_bingo", seats, {}, 3))
    assert window.board_stack.currentWidget() is window.cover
    for width, height in SIZES:
        window.resize(width, height)
        _settle()
        problems += [f"cover {width}x{height} {p}" for p in widget_problems(window)]
    name = window.cover.player_name
    assert name in LONG_NAMES[:2] and name in window.cover.title.text()  # room at 1920
    window.resize(*SIZES[0])
    _settle()
    assert name not in window.cover.title.text()  # 24 wide letters do not fit at 1024
    assert name in window.cover.title.toolTip()  # shortened on the cover, whole in the tip
    window.cover.set_player("Maximilian Alexander")  # a usual long name: whole where it fits
    assert "Maximilian Alexander" in window.cover.title.text()
    assert "Maximilian Alexander" in window.cover.button.text()
    # The title wraps: a long name may take its line ("Передайте экран: Александра Виктор…"
    # at 1024x600, with the line under it empty).
    window.cover.set_player("Александра Викторовна")
    assert "Александра Викторовна" in window.cover.title.text()
    assert not problems, "\n".join(problems)
