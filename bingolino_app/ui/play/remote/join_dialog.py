"""Game → Join a table…: an invite (a link, or a code with the server's address, or a table
found on the local network) and who sits down (a profile, or a guest's name).

The local network is browsed on a thread of its own, again and again while the dialog is
open; the tables found are listed as they come. Choosing one fills in its address.
"""

from __future__ import annotations

import ipaddress
from typing import Any, Callable

import attrs
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QVBoxLayout, QWidget,
)

from bingolino_app.core.spec import MAX_NAME_LENGTH
from bingolino_app.net import discovery
from bingolino_app.net.tokens import format_code, parse_invite
from bingolino_app.ui.common import player_names
from bingolino_app.ui.common.settings import get_settings
from bingolino_app.ui.play.remote.link import in_background

BROWSE_SECONDS = 2.0  # one look at the local network
BROWSE_AGAIN_MS = 1000  # the pause between two looks


@attrs.define
class JoinChoice:
    server: str  # ws:// or wss:// URL
    code: str  # the invite code, canonical
    name: str
    profile: str = ""


def server_url(text: str) -> str | None:
    """An address as typed, as a URL: "192.168.1.5:8765" (a home network's address: ws),
    "example.org:8765" (the internet: wss), or a ws:// / wss:// URL; None if it is none."""
    text = text.strip()
    if not text or any(c.isspace() for c in text):
        return None
    if "://" in text:
        return text if text.startswith(("ws://", "wss://")) and len(text.split("://")[1]) else None
    host = text.rsplit(":", 1)[0] if text.count(":") == 1 else text
    host = host.strip("[]")
    try:
        home = ipaddress.ip_address(host).is_private
    except ValueError:
        home = host.endswith(".local") or host == "localhost" or "." not in host
    return f"{'ws' if home else 'wss'}://{text}"


class JoinDialog(QDialog):
    def __init__(self, parent: QWidget | None = None,
                 browse: Callable[[float], list] | None = None) -> None:
        super().__init__(parent)
        self.browse = browse or (lambda seconds: discovery.browse(seconds))
        self.result_choice: JoinChoice | None = None
        self.found: dict[str, Any] = {}  # url -> discovery.Found
        self._browsing = False
        self._closed = False
        layout = QVBoxLayout(self)
        # A link and an address show whole; a table's name and address on one line.
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 40)

        self.invite_box = QGroupBox()
        form = QFormLayout(self.invite_box)
        self.invite_label = QLabel()
        self.invite = QLineEdit()
        self.invite.setMaxLength(1000)
        self.invite.textChanged.connect(self._check)
        self.invite_label.setBuddy(self.invite)
        form.addRow(self.invite_label, self.invite)
        self.server_label = QLabel()
        self.server = QLineEdit()
        self.server.setMaxLength(300)
        self.server.textChanged.connect(self._check)
        self.server_label.setBuddy(self.server)
        form.addRow(self.server_label, self.server)
        layout.addWidget(self.invite_box)

        self.nearby_box = QGroupBox()
        nearby = QVBoxLayout(self.nearby_box)
        self.nearby = QListWidget()
        self.nearby.setMinimumHeight(self.nearby.fontMetrics().lineSpacing() * 4 + 8)
        self.nearby.currentItemChanged.connect(self._picked)
        self.nearby_note = QLabel()
        self.nearby_note.setWordWrap(True)
        nearby.addWidget(self.nearby)
        nearby.addWidget(self.nearby_note)
        layout.addWidget(self.nearby_box, 1)

        self.me_box = QGroupBox()
        me = QHBoxLayout(self.me_box)
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.textChanged.connect(self._check)
        from bingolino_app.ui.history.profiles import ProfileChooser
        from bingolino_app.ui.history.store import guarded, shared_store

        self.store = shared_store(parent)
        self.profiles = (guarded(parent, lambda s: s.profiles()) or []) if self.store else []
        self.profile = ProfileChooser(self.store is not None)
        self.profile.chosen.connect(self._profile_chosen)
        self.profile.new_requested.connect(self._new_profile)
        me.addWidget(self.name, 1)
        me.addWidget(self.profile)
        layout.addWidget(self.me_box)

        self.problem = QLabel()
        self.problem.setObjectName("joinProblem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.PlainText)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.timeout.connect(self._browse)
        self._restore()
        self.retranslate()
        self._check()

    # --- memory --------------------------------------------------------------------------------
    def _restore(self) -> None:
        saved = get_settings().network_value("join")
        saved = saved if isinstance(saved, dict) else {}
        profile = saved.get("profile") if isinstance(saved.get("profile"), str) else ""
        self.profile.fill(self.profiles, profile)
        name = saved.get("name") if isinstance(saved.get("name"), str) else ""
        server = saved.get("server") if isinstance(saved.get("server"), str) else ""
        self.server.setText(server[:300])
        self._profile_chosen()
        if not self.profile.value():
            self.name.setText(name[:MAX_NAME_LENGTH] or player_names.default_name(0, "human"))

    def _remember(self, choice: JoinChoice, typed_server: str) -> None:
        get_settings().set_network_value("join", {"name": choice.name, "profile": choice.profile,
                                                  "server": typed_server})

    def _profile_chosen(self) -> None:
        if self.profile.value():
            self.name.setText(self.profile.currentText())
        self.name.setEnabled(not self.profile.value())

    def _new_profile(self) -> None:
        from bingolino_app.ui.history.profiles import new_profile
        from bingolino_app.ui.history.store import guarded

        created = new_profile(self, self.name.text().strip())
        if created:
            self.profiles = guarded(self, lambda s: s.profiles()) or self.profiles
            self.profile.fill(self.profiles, created)
            self._profile_chosen()

    # --- the local network -----------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._browsing:
            self._browse()

    def _browse(self) -> None:
        if self._closed:
            return
        self._browsing = True
        browse = self.browse
        in_background(self, lambda: browse(BROWSE_SECONDS), self._browsed,
                      name="bingolino-browse")

    def _browsed(self, found, error) -> None:
        if self._closed:
            return
        for entry in found or []:
            if entry.url not in self.found:
                self.found[entry.url] = entry
                item = QListWidgetItem(self._entry_text(entry))
                item.setData(Qt.UserRole, entry.url)
                self.nearby.addItem(item)
        self._note()
        self._again.start(BROWSE_AGAIN_MS)

    def _entry_text(self, entry) -> str:
        return self.tr("%1 — %2").replace("%1", entry.name).replace(
            "%2", entry.url.split("://", 1)[1])

    def _note(self) -> None:
        self.nearby_note.setText(self.tr("Looking for tables on this network…") if
                                 not self.found else
                                 self.tr("Choose a table to fill in its address; the code "
                                         "comes from its host."))

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.server.setText(str(item.data(Qt.UserRole)))

    # --- checking --------------------------------------------------------------------------------
    def current_choice(self) -> tuple[JoinChoice | None, str]:
        """The choice the fields make, or None and why not (translated)."""
        invite = parse_invite(self.invite.text())
        if invite is None:
            return None, (self.tr("Paste the invite link, or type the code (ten letters and "
                                  "digits, like ABCDE-FGHJK).") if self.invite.text().strip()
                          else "")
        server, code = invite
        if server is None:
            server = server_url(self.server.text())
            if server is None:
                return None, self.tr("Type the address of the table's server, or choose a "
                                     "table found on this network.")
        name = " ".join(self.name.text().split())
        if not name:
            return None, self.tr("Type your name.")
        return JoinChoice(server, code, name[:MAX_NAME_LENGTH], self.profile.value()), ""

    def _check(self) -> None:
        choice, why = self.current_choice()
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(choice is not None)
        self.problem.setText(why)
        self.problem.setVisible(bool(why))
        invite = parse_invite(self.invite.text())
        linked = invite is not None and invite[0] is not None
        self.server.setEnabled(not linked)  # a link names its server
        self.server_label.setEnabled(not linked)

    def accept(self) -> None:
        choice, why = self.current_choice()
        if choice is None:
            self._check()
            return
        self._remember(choice, self.server.text().strip())
        self.result_choice = choice
        super().accept()

    def done(self, result: int) -> None:
        self._closed = True
        self._again.stop()
        super().done(result)

    @classmethod
    def ask(cls, parent: QWidget | None, invite: str = "",
            browse: Callable[[float], list] | None = None) -> JoinChoice | None:
        dialog = cls(parent, browse)
        if invite:
            dialog.invite.setText(invite)
        try:
            return dialog.result_choice if dialog.exec() == QDialog.Accepted else None
        finally:
            dialog.deleteLater()

    # --- language --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        self.invite_box.setTitle(self.tr("Invite"))
        self.invite_label.setText(self.tr("Link or code"))
        self.invite.setPlaceholderText("bingolino://join?… " + self.tr("or") + " "
                                       + format_code("ABCDEFGHJK"))
        self.invite.setToolTip(self.tr("The host's table shows its invite: a link to paste, or "
                                       "a code to type"))
        self.server_label.setText(self.tr("Server"))
        self.server.setPlaceholderText(self.tr("address, for example %1")
                                       .replace("%1", "192.168.1.20:8765"))
        self.server.setToolTip(self.tr("Only with a code: where the table is served (a link "
                                       "names it)"))
        self.nearby_box.setTitle(self.tr("Tables on this network"))
        self.nearby.setAccessibleName(self.tr("Tables on this network"))
        for i in range(self.nearby.count()):
            item = self.nearby.item(i)
            entry = self.found.get(item.data(Qt.UserRole))
            if entry is not None:
                item.setText(self._entry_text(entry))
        self._note()
        self.me_box.setTitle(self.tr("You"))
        self.name.setPlaceholderText(self.tr("Your name"))
        self.name.setAccessibleName(self.tr("Your name"))
        self.buttons.button(QDialogButtonBox.Ok).setText(self.tr("Join"))
        self._check()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

