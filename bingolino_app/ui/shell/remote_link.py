"""The main window's link to tables played across computers (issue 31).

Game → Host a table… and Join a table…, the table server this computer runs for the home
network (``net.embedded``: started on a thread of its own when a table is hosted here, and
again at start while a hosted table is unfinished), the seat book (the seats' tokens, in the
data folder), the lobby until every seat is taken, the table on the board (a
``RemoteController`` in place of the ``GameController``), the start page's "Your tables", and
leaving or resigning with a confirmation. Nothing here waits on the network: each step's
answer comes back as a call on the GUI thread (play/remote/link.py).
"""

from __future__ import annotations

import ipaddress
import logging
import threading
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMessageBox

from bingolino_app import paths
from bingolino_app.ui.common.text import plain_warning as warn

log = logging.getLogger("bingolino.remote")

SERVER_HOST = "0.0.0.0"  # where this computer's table server listens (tests: 127.0.0.1)
ANNOUNCE_INTERFACES: Any = None  # mDNS: zeroconf's interfaces (tests: the loopback only)
ANNOUNCE_ADDRESSES: list[str] | None = None  # the addresses announced (default: this host's)
DEFAULT_PORT = 8765  # the embedded server's port, kept while free: friends' seats name it
SERVER_STOP_S = 3.0  # at quit, the table server's goodbye waits at most this long


def lan_address(fallback: str = "127.0.0.1") -> str:
    """This computer's address on the home network, for an invite link: the one its
    traffic leaves from (a UDP socket "connected" to an outside address, which sends
    nothing), else a private IPv4 address of its interfaces."""
    if SERVER_HOST not in ("0.0.0.0", "::", ""):
        return SERVER_HOST
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: routed like the internet, unused
            address = probe.getsockname()[0]
        if address and not address.startswith(("127.", "0.")):
            return address
    except OSError:
        pass  # no route: look at the interfaces
    try:
        import ifaddr

        found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                 if isinstance(ip.ip, str)]
    except Exception:  # noqa: BLE001 - no list of interfaces: the loopback
        return fallback
    private = [a for a in found if not a.startswith("127.")
               and ipaddress.ip_address(a).is_private and not a.startswith("169.254.")]
    return private[0] if private else next((a for a in found if not a.startswith("127.")),
                                           fallback)


class RemoteUi(QObject):
    """The window's tables across computers (``MainWindow.remote``)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self._book: Any = None
        self.server: Any = None  # net.embedded.EmbeddedServer while this computer serves
        self.announced_as = ""
        self._starting: list[Callable[[BaseException | None], None]] | None = None
        self.lobby: Any = None  # the lobby page on the window while seats are free
        self.links: list[Any] = []  # links on their way to the table (not on screen yet)
        self.busy = False
        self.last_error: BaseException | None = None
        from bingolino_app.ui.play.remote.tables import YourTables

        self.tables = YourTables(self.book)
        self.tables.open_requested.connect(self.open_entry)

    # --- the seat book and this computer's server ------------------------------------------------
    def book(self) -> Any:
        if self._book is None:
            from bingolino_app.net.seatbook import SeatBook

            self._book = SeatBook(paths.data_dir() / "network" / "seats.json")
        return self._book

    def own_port(self) -> int:
        from bingolino_app.ui.common.settings import get_settings

        port = get_settings().network_value("port")
        return port if isinstance(port, int) and 0 < port < 65536 else DEFAULT_PORT

    def own_url(self) -> str:
        """The seat book's name for this computer's server."""
        return f"ws://127.0.0.1:{self.server.port if self.server else self.own_port()}"

    def invite_server(self) -> str:
        return f"ws://{lan_address()}:{self.server.port}"

    def hosted_entries(self) -> list:
        return self.book().entries(self.own_url())

    def start_if_hosting(self) -> None:
        """At start: tables hosted here and not finished need their server (friends come
        back to it, the start page asks it)."""
        if self.hosted_entries():
            self.ensure_server(self._last_name(), lambda error: self.tables.ask(force=True))

    def _last_name(self) -> str:
        from bingolino_app.ui.common.settings import get_settings

        name = get_settings().network_value("announce_as")
        return name if isinstance(name, str) else ""

    def ensure_server(self, announce_as: str, then: Callable[[BaseException | None], None]
                      ) -> None:
        """Start this computer's table server (on a thread of its own), then ``then(error)``."""
        if self.server is not None:
            then(None)
            return
        if self._starting is not None:
            self._starting.append(then)
            return
        self._starting = [then]
        from bingolino_app.net.embedded import start_embedded
        from bingolino_app.ui.play.remote.link import in_background

        folder = paths.data_dir() / "server"
        port = self.own_port()
        name = announce_as or None

        def start() -> Any:
            try:
                return start_embedded(folder, host=SERVER_HOST, port=port, announce_as=name,
                                      announce_interfaces=ANNOUNCE_INTERFACES,
                                      announce_addresses=ANNOUNCE_ADDRESSES)
            except OSError:  # the port is taken (another program): any free one
                return start_embedded(folder, host=SERVER_HOST, port=0, announce_as=name,
                                      announce_interfaces=ANNOUNCE_INTERFACES,
                                      announce_addresses=ANNOUNCE_ADDRESSES)

        in_background(self, start, self._started, name="bingolino-server-start")
        self.announced_as = announce_as

    def _started(self, server: Any, error: BaseException | None) -> None:
        waiting, self._starting = self._starting or [], None
        if error is None:
            from bingolino_app.ui.common.settings import get_settings

            self.server = server
            settings = get_settings()
            if settings.network_value("port") != server.port:
                settings.set_network_value("port", server.port)
            if self.announced_as:
                settings.set_network_value("announce_as", self.announced_as)
            if not server.announced:
                self.announced_as = ""
        else:
            log.warning("the table server could not start: %s", error)
        for then in waiting:
            then(error)

    def shutdown(self) -> None:
        """At quit: every connection closes, and this computer's server stops (its tables
        wait in its store until the app runs again)."""
        for link in self.links:
            link.close()
        self.links = []
        self._drop_lobby()
        server, self.server = self.server, None
        if server is not None:
            thread = threading.Thread(target=server.stop, args=(SERVER_STOP_S,),
                                      name="bingolino-server-stop", daemon=True)
            thread.start()
            thread.join(SERVER_STOP_S + 1)  # the window is closing: a short, bounded wait

    # --- Host, Join, Your tables -----------------------------------------------------------------
    def _already_busy(self) -> bool:
        """A table is on its way already (one at a time): said, nothing more done."""
        if self.busy:
            self.window.statusBar().showMessage(_tr_joining(), 5000)
        return self.busy

    def host_dialog(self) -> None:
        if self._already_busy():
            return
        from bingolino_app.ui.play.remote.host_dialog import HostDialog
        from bingolino_app.ui.common.settings import get_settings

        c = self.window.controller
        game = c.session.game_id if c is not None else get_settings().network_value("game")
        from bingolino_app.core import registry

        if game not in [g.spec.id for g in registry.playable_games()]:
            game = "domino_bingo"
        choice = HostDialog.ask_table(self.window, game)
        if choice is not None:
            get_settings().set_network_value("game", choice.game)
            self.host(choice)

    def join_dialog(self, invite: str = "", browse: Callable | None = None) -> None:
        if self._already_busy():
            return
        from bingolino_app.ui.play.remote.join_dialog import JoinDialog

        if browse is None and ANNOUNCE_INTERFACES is not None:
            from bingolino_app.net import discovery

            def browse(seconds: float) -> list:
                return discovery.browse(seconds, interfaces=ANNOUNCE_INTERFACES)
        choice = JoinDialog.ask(self.window, invite, browse)
        if choice is not None:
            self.join(choice)

    def host(self, choice: Any) -> None:
        """Create the table ``choice`` (host_dialog.HostChoice) and sit down at it."""
        self._busy(_tr_opening())
        if choice.server:
            self._create(choice.server, choice, False, choice.server)
            return

        def started(error) -> None:
            if error is not None:
                self._failed(None, error)
            else:
                self._create(self.server.url, choice, True, self.invite_server())
        self.ensure_server(choice.announce_as, started)

    def _create(self, url: str, choice: Any, hosted: bool, invite_server: str) -> None:
        from bingolino_app.net.seatbook import SeatEntry
        from bingolino_app.net.tokens import invite_link

        link = self._new_link(url)

        def caught_up(_first, _error) -> None:  # a log without its first lines is no failure
            invite = invite_link(invite_server, link.code) if link.code else ""
            self._arrive(link, choice.profile, hosted, invite)

        def created(result, error) -> None:
            if error is not None:
                self._failed(link, error)
                return
            self.book().add(SeatEntry(url, link.table, link.seat, link.token, choice.game,
                                      profile=choice.profile, name=choice.seats[0].name))
            link.catch_up(caught_up)

        def opened(_result, error) -> None:
            if error is not None:
                self._failed(link, error)
                return
            link.create(choice.game, choice.seats, [0], choice.options, choice.settings, created)

        link.open(opened)

    def join(self, choice: Any) -> None:
        """Take a seat with an invite (join_dialog.JoinChoice)."""
        from bingolino_app.net.seatbook import SeatEntry

        self._busy(_tr_joining())
        link = self._new_link(choice.server)
        hosted = self.server is not None and choice.server == self.server.url

        def caught_up(_first, _error) -> None:
            self._arrive(link, choice.profile, hosted)

        def joined(result, error) -> None:
            if error is not None:
                self._failed(link, error)
                return
            game = link.latest.game if link.latest is not None else ""
            self.book().add(SeatEntry(choice.server, link.table, link.seat, link.token, game,
                                      profile=choice.profile, name=choice.name))
            link.catch_up(caught_up)

        def opened(_result, error) -> None:
            if error is not None:
                self._failed(link, error)
                return
            link.join(choice.code, choice.name, joined)

        link.open(opened)

    def open_entry(self, entry: Any) -> None:
        """Come back to a table of the seat book (the start page's list)."""
        if self._already_busy():
            return
        hosted = entry.server == self.own_url()
        self._busy(_tr_joining())
        if hosted and self.server is None:
            def started(error) -> None:
                if error is not None:
                    self._failed(None, error)
                else:
                    self._attach(entry, True)
            self.ensure_server(self._last_name(), started)
            return
        self._attach(entry, hosted)

    def _attach(self, entry: Any, hosted: bool) -> None:
        link = self._new_link(entry.server)

        def attached(_result, error) -> None:
            if error is not None:
                if getattr(error, "code", "") == "table.unknown":
                    self.book().remove(entry.server, entry.table, entry.seat)  # gone for good
                    self.tables.show_entries()
                self._failed(link, error)
                return
            self._arrive(link, entry.profile, hosted)

        def opened(_result, error) -> None:
            if error is not None:
                self._failed(link, error)
                return
            link.attach(entry.token, attached)

        link.open(opened)

    # --- the way to the table --------------------------------------------------------------------
    def _new_link(self, url: str) -> Any:
        from bingolino_app.ui.play.remote.link import TableLink

        link = TableLink(url, self)
        self.links.append(link)
        return link

    def _busy(self, text: str) -> None:
        self.busy = True
        self.window.statusBar().showMessage(text, 15_000)
        self.window.setCursor(Qt.BusyCursor)

    def _idle(self) -> None:
        self.busy = False
        self.window.unsetCursor()
        self.window.statusBar().clearMessage()

    def _failed(self, link: Any, error: BaseException) -> None:
        from bingolino_app.ui.play.remote.texts import error_text

        if link is not None:
            self._forget(link)
            link.close()
        self._idle()
        self.last_error = error
        warn(self.window, _tr_failed_title(), error_text(error))

    def _forget(self, link: Any) -> None:
        if link in self.links:
            self.links.remove(link)

    def _arrive(self, link: Any, profile: str, hosted: bool, invite: str = "") -> None:
        """At the table: the lobby while seats are free, else the board."""
        self._forget(link)
        self._idle()
        update = link.latest
        if update is None:  # cannot be: attach, create and join return after the update
            self._failed(link, RuntimeError("no update"))
            return
        if update.status == "open":
            self._show_lobby(link, profile, hosted, invite)
        else:
            self.install(link, profile, hosted)

    def _show_lobby(self, link: Any, profile: str, hosted: bool, invite: str) -> None:
        from bingolino_app.ui.play.remote.lobby import LobbyPage

        window = self.window
        window.leave_current_game()
        self._drop_lobby()
        lobby = LobbyPage(link, hosted, invite, self.announced_as if hosted else "")
        link.setParent(lobby)
        lobby.profile = profile
        lobby.begin.connect(lambda: self._lobby_done(lobby))
        lobby.leave.connect(self.leave_lobby)
        self.lobby = lobby
        window.stack.addWidget(lobby)
        window.stack.setCurrentWidget(lobby)
        window.after_remote_change()

    def _lobby_done(self, lobby: Any) -> None:
        if lobby is not self.lobby:
            return
        link = lobby.link
        self.lobby = None
        lobby.release_link()
        link.setParent(self)
        self.window.stack.removeWidget(lobby)
        lobby.deleteLater()
        self.install(link, lobby.profile, lobby.hosted)

    def leave_lobby(self) -> None:
        """The lobby's Leave: back to the start page; the seat stays in the seat book."""
        self._drop_lobby()
        self.window.close_game()

    def _drop_lobby(self) -> None:
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.release_link()
            lobby.link.close()
            self.window.stack.removeWidget(lobby)
            lobby.deleteLater()

    def install(self, link: Any, profile: str, hosted: bool) -> Any:
        controller = self.window.install_remote(link, profile, hosted)
        controller.finished_kept.connect(lambda: self._forget_seat(link))
        controller.leave_requested.connect(self.confirm_leave)
        controller.resign_requested.connect(self.confirm_resign)
        return controller

    def _forget_seat(self, link: Any) -> None:
        """The finished game is safe in this player's history: the seat book lets it go."""
        self.book().remove(link.url, link.table, link.seat)

    # --- leaving and resigning -------------------------------------------------------------------
    def ask_leave(self) -> bool:
        """Leave the table on the board? (True also when there is nothing to ask.)"""
        c = self.window.controller
        if c is None or not getattr(c, "remote", False) or c.finished:
            return True
        box = QMessageBox(QMessageBox.Question, _tr_leave_title(), _tr_leave_text(),
                          QMessageBox.NoButton, self.window)
        box.setTextFormat(Qt.PlainText)
        box.addButton(_tr_leave_button(), QMessageBox.AcceptRole)
        stay = box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        from bingolino_app.ui.history.profiles import ask_yes

        answer = ask_yes(box)
        box.deleteLater()
        return answer

    def confirm_leave(self) -> None:
        if self.ask_leave():
            self.window.close_game(asked=True)

    def confirm_resign(self) -> None:
        c = self.window.controller
        if c is None or not getattr(c, "remote", False) or c.finished:
            return
        box = QMessageBox(QMessageBox.Warning, _tr_resign_title(), _tr_resign_text(),
                          QMessageBox.NoButton, self.window)
        box.setTextFormat(Qt.PlainText)
        box.addButton(_tr_resign_button(), QMessageBox.DestructiveRole)
        stay = box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        from bingolino_app.ui.history.profiles import ask_yes

        if not ask_yes(box):
            box.deleteLater()
            return
        box.deleteLater()
        link = c.link

        def resigned(_result, error) -> None:
            if error is not None and getattr(error, "code", "") not in ("table.finished",):
                from bingolino_app.ui.play.remote.texts import error_text

                warn(self.window, _tr_failed_title(), error_text(error))
                return
            self.book().remove(link.url, link.table, link.seat)
            if self.window.controller is c:
                self.window.close_game(asked=True)
            self.window.statusBar().showMessage(_tr_resigned(), 8000)

        link.resign(resigned)


# The texts, each written once (lupdate reads the literals here).
def _tr_opening() -> str:
    return QCoreApplication.translate("RemoteUi", "Opening the table…")


def _tr_joining() -> str:
    return QCoreApplication.translate("RemoteUi", "Going to the table…")


def _tr_failed_title() -> str:
    return QCoreApplication.translate("RemoteUi", "Could not go to the table")


def _tr_leave_title() -> str:
    return QCoreApplication.translate("RemoteUi", "Leave the table?")


def _tr_leave_text() -> str:
    return QCoreApplication.translate(
        "RemoteUi", "Your seat stays yours: come back to it from the start page (Your tables). "
                    "Meanwhile the others see you away, and the table waits for you or a "
                    "computer plays for you, as its host chose.")


def _tr_leave_button() -> str:
    return QCoreApplication.translate("RemoteUi", "Leave")


def _tr_resign_title() -> str:
    return QCoreApplication.translate("RemoteUi", "Resign?")


def _tr_resign_text() -> str:
    return QCoreApplication.translate(
        "RemoteUi", "A computer plays your seat to the end of the game, and you cannot come "
                    "back to this table.")


def _tr_resign_button() -> str:
    return QCoreApplication.translate("RemoteUi", "Resign")


def _tr_resigned() -> str:
    return QCoreApplication.translate("RemoteUi", "You resigned: a computer plays your seat.")

