"""Command line and application start: `python -m bingolino_app [--screenshot FILE] ...`.

Imports stay inside main() so that --version needs no Qt and the start page opens quickly.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys

from bingolino_app import __version__
from bingolino_app.languages import codes as language_codes

THEMES = ("system", "light", "dark", "high_contrast")  # as ui/common/settings.THEMES

SCREENSHOT_SIZE = (1200, 800)
WINDOW_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)  # as packaging/make_icons.WINDOW_SIZES


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="bingolino",
                                     description="Four tabletop games to play at home.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--screenshot", metavar="FILE",
                        help="draw the window into a PNG file and exit")
    parser.add_argument("--game", metavar="ID", help="start a new game of this id")
    parser.add_argument("--lang", choices=language_codes(), help="interface language")
    parser.add_argument("--seed", type=int, help="seed of the new game (reproducible deals)")
    parser.add_argument("--theme", choices=THEMES,
                        help="colours of the window and the boards (default: the setting)")
    parser.add_argument("invite", nargs="?", metavar="LINK",
                        help="an invite to a table across computers "
                             "(bingolino://join?server=...&code=...): the Join dialog opens "
                             "with it")
    parser.add_argument("--another-window", action="store_true",
                        help="open a second window even when Bingolino already runs on this "
                             "data folder (it keeps its own autosave)")
    return parser


def default_seats(game_id: str) -> list:
    """One human and 'normal' computers, the usual count: 2 (or the minimum above), named
    as the new-game dialog names them ("Anna" or "Player 1", "Computer 2")."""
    from bingolino_app.core import registry
    from bingolino_app.core.session import Seat
    from bingolino_app.ui.common.player_names import default_name

    spec = registry.game(game_id).spec
    count = min(max(2, spec.min_players), spec.max_players)
    seats = [Seat(default_name(0, "human"))]
    for i in range(1, count):
        seats.append(Seat(default_name(i, "computer"), "computer", "normal"))
    return seats


def default_options(game_id: str) -> dict:
    """The game's options as a new game starts without a dialog: defaults that follow the
    interface language (a rule variant) where the game declares them."""
    from bingolino_app.core import registry
    from bingolino_app.ui.common.i18n import current_language

    return registry.game(game_id).spec.default_options(current_language())


def app_icon():
    from PySide6.QtCore import QSize, Qt
    from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

    from bingolino_app import paths

    # PNGs rendered from app.svg (packaging/make_icons.py --window): an SVG icon would load
    # Qt's SVG library and icon engine before the first window is up.
    folder = paths.resources_dir() / "icons"
    icon = QIcon()
    for size in WINDOW_ICON_SIZES:
        png = folder / f"app-{size}.png"
        if png.is_file():
            icon.addFile(str(png), QSize(size, size))
    if not icon.isNull():
        return icon
    svg = folder / "app.svg"
    if svg.is_file():
        icon = QIcon(str(svg))
        if not icon.isNull():
            return icon
    pixmap = QPixmap(64, 64)  # a drawn fallback: a die face with five pips
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.Antialiasing)
    p.setBrush(QColor("#f4efe1"))
    p.setPen(QColor("#5a4a2a"))
    p.drawRoundedRect(4, 4, 56, 56, 10, 10)
    p.setBrush(QColor("#2a5ab4"))
    for x, y in ((18, 18), (46, 18), (32, 32), (18, 46), (46, 46)):
        p.drawEllipse(x - 5, y - 5, 10, 10)
    p.end()
    return QIcon(pixmap)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        from bingolino_app import native

        print(f"bingolino {__version__}, search core: {native.build()}")
        return 0
    if args.game:
        from bingolino_app.core import registry

        known = [entry.spec.id for entry in registry.playable_games()]
        if args.game not in known:
            print(f"bingolino: unknown game {args.game!r}; known games: {', '.join(known)}",
                  file=sys.stderr)
            return 2

    if os.environ.get("BINGOLINO_DEBUG"):
        logging.basicConfig(level=logging.DEBUG, stream=sys.stderr,
                            format="bingolino: %(name)s: %(message)s")

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "bingolino"])
    app.setApplicationName("Bingolino")
    app.setOrganizationName("Bingolino")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.bingolino.Bingolino")  # packaging/linux: the menu entry
    app.setWindowIcon(app_icon())

    from bingolino_app.ui.common.i18n import install_language
    from bingolino_app.ui.common.settings import get_settings

    settings = get_settings()
    install_language(app, args.lang if args.lang else settings.language)
    from bingolino_app.ui.common import theme

    theme.apply(args.theme or settings.theme)

    from bingolino_app.ui.shell.main_window import MainWindow
    from bingolino_app.ui.play.worker import BotWorker

    if args.screenshot:  # touches no user file, so it needs no lock and raises no window
        window = MainWindow(BotWorker(inprocess=True), restore=False)
        return _screenshot(app, window, args)

    from bingolino_app import paths
    from bingolino_app.ui.shell import instance as single

    place = single.claim(paths.data_dir(), another=args.another_window)
    if place is None:
        return 0  # the running window came to the front instead
    paths.use_instance_slot(place.slot)
    try:
        window = MainWindow()
        if place.server is not None:
            place.server.raise_requested.connect(lambda: single.bring_to_front(window))
        if args.game:
            window.start_game(args.game, default_seats(args.game), default_options(args.game),
                              args.seed)
        window.show()
        if args.invite:  # a link opened with the app: asked, never joined unseen
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, window, lambda: window.remote.join_dialog(args.invite))
        if place.slot != 1:
            window.statusBar().showMessage(QCoreApplication.translate(
                "App", "A second window on the same data folder: it keeps its own autosave."),
                10000)
        return app.exec()
    finally:
        place.release()


def settle(app, board, limit_ms: int = 3000) -> None:
    """Let the board's running animations end (a stone sliding to the table, a flash): a
    picture shows the table at rest, not a stone half-way across a hand."""
    from PySide6.QtCore import QAbstractAnimation, QElapsedTimer, QEventLoop

    clock = QElapsedTimer()
    clock.start()
    while board is not None and clock.elapsed() < limit_ms and any(
            a.state() == QAbstractAnimation.Running
            for a in board.findChildren(QAbstractAnimation)):
        app.processEvents(QEventLoop.AllEvents, 20)


def _screenshot(app, window, args) -> int:
    window.save_window = False  # a screenshot must not change the user's files
    window.autosave = False
    if args.game:
        controller = window.start_game(args.game, default_seats(args.game),
                                       default_options(args.game), args.seed)
        controller.run_computers_sync()
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    for _ in range(3):
        app.processEvents()
    if window.controller is not None:
        window.view.fit()
        app.processEvents()
        settle(app, window.board)
    ok = window.grab().save(args.screenshot, "PNG")
    window.close()
    app.processEvents()
    if not ok:
        print(f"could not write {args.screenshot}", file=sys.stderr)
        return 1
    return 0
