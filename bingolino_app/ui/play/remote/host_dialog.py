"""Game → Host a table…: the new-game dialog, for a table played across computers.

The players and options are the new-game dialog's own (``NewGameDialog``, with its memory
kept apart): the first seat is the host's (his profile or a guest's name), every other human
seat is a friend's, who joins with the invite and types his own name, and computers play at
the server with their levels. Below them, the table's settings: live or turn-based, what
happens when a player is away (wait, or a computer plays for him after some minutes), and
which server serves it: this computer for the home network (the default, announced there
under a name), or a server on the internet.
"""

from __future__ import annotations

import attrs
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
    QLineEdit, QSpinBox, QWidget,
)

from bingolino_app.core import registry
from bingolino_app.core.spec import MAX_NAME_LENGTH
from bingolino_app.net import discovery
from bingolino_app.net.protocol import SeatSpec, SettingsSpec
from bingolino_app.ui.common import messages
from bingolino_app.ui.common.settings import get_settings
from bingolino_app.ui.play.new_game import NewGameDialog

SWITCH = 2  # the dialog's result when another game was chosen: asked again for that game
MODES = ("live", "turn_based")
ABSENCE = ("wait", "computer")
DEFAULT_MINUTES = 5
MAX_MINUTES = 24 * 60


@attrs.define
class HostChoice:
    game: str
    seats: list[SeatSpec]  # the host's first, named; friends' unnamed; computers
    profile: str  # the host's history profile ("" a guest)
    options: dict
    settings: SettingsSpec
    server: str = ""  # "" this computer (the embedded server), else a ws:// or wss:// URL
    announce_as: str = ""  # the table's name on the home network


def normalized_server(text: str) -> str | None:
    """A server address as typed ("example.org:8765", "wss://host") as a URL; None if it
    is none."""
    text = text.strip()
    if not text or any(c.isspace() for c in text):
        return None
    if "://" not in text:
        text = "wss://" + text  # on the internet: TLS unless said otherwise
    if not text.startswith(("ws://", "wss://")):
        return None
    rest = text.split("://", 1)[1]
    return text if rest and not rest.startswith((":", "/")) else None


class HostDialog(NewGameDialog):
    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        self.switch_to: str | None = None
        super().__init__(game_id, parent)
        layout = self.layout()
        # The game: another one asks again with that game's players and options.
        game_row = QHBoxLayout()
        self.game_label = QLabel()
        self.game_combo = QComboBox()
        for entry in registry.playable_games():
            self.game_combo.addItem("", entry.spec.id)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game_id)))
        self.game_label.setBuddy(self.game_combo)
        self.game_combo.activated.connect(self._game_chosen)
        game_row.addWidget(self.game_label)
        game_row.addWidget(self.game_combo, 1)
        layout.insertLayout(0, game_row)
        # A table's game number is the server's secret; a lesson is played at home.
        self.seed.hide()
        self.seed_label.hide()
        self.lesson_link.hide()

        self.table_box = QGroupBox()
        form = QFormLayout(self.table_box)
        self.mode_label = QLabel()
        self.mode = QComboBox()
        for _ in MODES:
            self.mode.addItem("")
        self.absence_label = QLabel()
        absence_row = QHBoxLayout()
        self.absence = QComboBox()
        for _ in ABSENCE:
            self.absence.addItem("")
        self.minutes = QSpinBox()
        self.minutes.setRange(1, MAX_MINUTES)
        self.minutes.setValue(DEFAULT_MINUTES)
        self.takeover = QComboBox()
        for _ in registry.BOT_LEVELS:
            self.takeover.addItem("")
        self.takeover.setCurrentIndex(registry.BOT_LEVELS.index("normal"))
        absence_row.addWidget(self.absence, 1)
        absence_row.addWidget(self.minutes)
        absence_row.addWidget(self.takeover)
        self.absence.currentIndexChanged.connect(self._absence_changed)
        self.server_label = QLabel()
        self.server = QComboBox()
        self.server.addItem("", "here")
        self.server.addItem("", "there")
        self.server.currentIndexChanged.connect(self._server_changed)
        self.address_label = QLabel()
        self.address = QLineEdit()
        self.name_label = QLabel()
        self.table_name = QLineEdit()
        self.table_name.setMaxLength(discovery.MAX_NAME)
        self.problem = QLabel()
        self.problem.setObjectName("hostProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        for label, field in ((self.mode_label, self.mode), (self.server_label, self.server),
                             (self.address_label, self.address),
                             (self.name_label, self.table_name)):
            label.setBuddy(field)
        self.absence_label.setBuddy(self.absence)
        form.addRow(self.mode_label, self.mode)
        form.addRow(self.absence_label, absence_row)
        form.addRow(self.server_label, self.server)
        form.addRow(self.address_label, self.address)
        form.addRow(self.name_label, self.table_name)
        self.form = form
        layout.insertWidget(layout.indexOf(self.buttons), self.table_box)
        layout.insertWidget(layout.indexOf(self.buttons), self.problem)
        self._restore_table()
        self._absence_changed()
        self._server_changed()
        self.retranslate()

    # --- memory ------------------------------------------------------------------------------
    def memory_key(self) -> str:
        return f"host/{self.game_id}"

    def _restore(self) -> None:
        if get_settings().last_new_game(self.memory_key()) is not None:
            super()._restore()
            return
        # A first table of this game: the host and one friend (the game's fewest players
        # filled with computers), with the options of the last game played here.
        self.add_player(None, "human")
        self.add_player(None, "human")
        while len(self.rows) < self.spec.min_players:
            self.add_player(None, "computer", "normal")
        options = (get_settings().last_new_game(self.game_id) or {}).get("options")
        for option in self.spec.options:
            if isinstance(options, dict) and option.key in options:
                self._set_option_value(option, options[option.key])
        self._update_starter_choices()

    def _restore_table(self) -> None:
        saved = get_settings().network_value("host")
        saved = saved if isinstance(saved, dict) else {}
        self.mode.setCurrentIndex(MODES.index(saved.get("mode")) if saved.get("mode") in MODES
                                  else 0)
        self.absence.setCurrentIndex(ABSENCE.index(saved.get("absence"))
                                     if saved.get("absence") in ABSENCE else 0)
        minutes = saved.get("minutes")
        if isinstance(minutes, int) and not isinstance(minutes, bool):
            self.minutes.setValue(minutes)
        level = saved.get("takeover")
        if level in registry.BOT_LEVELS:
            self.takeover.setCurrentIndex(registry.BOT_LEVELS.index(level))
        address = saved.get("address")
        if isinstance(address, str):
            self.address.setText(address[:200])
        self.server.setCurrentIndex(1 if saved.get("server") == "there" and address else 0)
        name = saved.get("table_name")
        self.table_name.setText(name[:discovery.MAX_NAME] if isinstance(name, str) else "")

    def _remember_table(self) -> None:
        get_settings().set_network_value("host", {
            "mode": MODES[self.mode.currentIndex()],
            "absence": ABSENCE[self.absence.currentIndex()], "minutes": self.minutes.value(),
            "takeover": registry.BOT_LEVELS[self.takeover.currentIndex()],
            "server": self.server.currentData(), "address": self.address.text().strip(),
            "table_name": self.table_name.text().strip()})

    # --- the seats: the host's, friends', computers' -------------------------------------------
    def add_player(self, name=None, kind="computer", level="normal", profile=""):
        row = super().add_player(name, kind, level, profile)
        if row is not None:
            row.kind.currentIndexChanged.connect(self._host_rows)  # after the row's own slot
            self._host_rows()
        return row

    def _rows_changed(self) -> None:
        super()._rows_changed()
        self._host_rows()

    def _host_rows(self) -> None:
        """The first seat is the host's, a human; the other humans are friends: their names
        and profiles are theirs to choose when they join."""
        texts = self._row_texts()
        for index, row in enumerate(self.rows):
            friend = index > 0 and row.kind_value() == "human"
            row.kind.setItemText(0, texts["you"] if index == 0 else texts["friend"])
            if index == 0:
                if row.kind_value() != "human":
                    row.kind.setCurrentIndex(0)
                row.kind.setEnabled(False)
                row.remove.setEnabled(False)
            row.who.setVisible(not friend)
            if friend:
                row.name.blockSignals(True)
                row.name.clear()
                row.name.blockSignals(False)
                row.name.setEnabled(False)
                row.name.setPlaceholderText(texts["invited"])
            else:
                row.name.setPlaceholderText(texts["name"])
                row.name.setEnabled(not row.profile_value())
                if not row.name.text().strip():
                    row.refresh_default_name()

    def _row_texts(self) -> dict[str, str]:
        texts = super()._row_texts()
        texts.update(you=self.tr("You"), friend=self.tr("Friend"),
                     invited=self.tr("joins with the invite"))
        return texts

    def _absence_changed(self) -> None:
        computer = ABSENCE[self.absence.currentIndex()] == "computer"
        self.minutes.setEnabled(computer)
        self.takeover.setEnabled(computer)

    def _server_changed(self) -> None:
        here = self.server.currentData() == "here"
        self.address.setEnabled(not here)
        self.address_label.setEnabled(not here)
        self.table_name.setEnabled(here)
        self.name_label.setEnabled(here)

    def _game_chosen(self) -> None:
        game = self.game_combo.currentData()
        if game and game != self.game_id:
            self.switch_to = game
            self.done(SWITCH)

    # --- result ------------------------------------------------------------------------------
    def host_choice(self) -> HostChoice | None:
        """The table to create (None: the address is no server's; said in the dialog)."""
        choice = self.choice()
        seats = []
        for index, seat in enumerate(choice.seats):
            if seat.kind == "computer":
                seats.append(SeatSpec(seat.name[:MAX_NAME_LENGTH], "computer", seat.level))
            elif index == 0:
                seats.append(SeatSpec(seat.name[:MAX_NAME_LENGTH], "human"))
            else:
                seats.append(SeatSpec("", "human"))
        absence = ABSENCE[self.absence.currentIndex()]
        settings = SettingsSpec(absence=absence, absence_seconds=float(self.minutes.value() * 60),
                                takeover_level=registry.BOT_LEVELS[self.takeover.currentIndex()],
                                mode=MODES[self.mode.currentIndex()])
        server = ""
        if self.server.currentData() == "there":
            server = normalized_server(self.address.text())
            if server is None:
                return None
        name = " ".join(self.table_name.text().split()) or self.default_table_name(
            seats[0].name)
        return HostChoice(self.game_id, seats, choice.seats[0].profile, choice.options,
                          settings, server, name[:discovery.MAX_NAME])

    def default_table_name(self, host: str) -> str:
        return self.tr("Table: %1").replace("%1", host)

    def accept(self) -> None:
        host = self.host_choice()
        if host is None:
            self.problem.setText(self.tr("Type the server's address, for example "
                                         "example.org:8765 or wss://example.org."))
            self.problem.show()
            self.address.setFocus()
            return
        self.result_host = host
        self._remember_table()
        super().accept()

    @classmethod
    def ask_table(cls, parent: QWidget | None, game_id: str) -> HostChoice | None:
        """Ask until a table is chosen or the dialog is cancelled (another game chosen in
        it asks again, for that game)."""
        pos = None
        while True:
            dialog = cls(game_id, parent)
            if pos is not None:
                dialog.move(pos)
            try:
                result = dialog.exec()
                if result == SWITCH and dialog.switch_to:
                    game_id, pos = dialog.switch_to, dialog.pos()
                    continue
                return dialog.result_host if result == QDialog.Accepted else None
            finally:
                dialog.deleteLater()

    # --- language ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        super().retranslate()
        if not hasattr(self, "table_box"):
            return  # the new-game dialog's part, during its own __init__
        self.setWindowTitle(self.tr("Host a table: %1").replace(
            "%1", messages.game_title(self.game_id)))
        self.game_label.setText(self.tr("Game:"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, messages.game_title(self.game_combo.itemData(i)))
        self.table_box.setTitle(self.tr("Table"))
        self.mode_label.setText(self.tr("Mode"))
        self.mode.setItemText(0, self.tr("Live: everyone at the table now"))
        self.mode.setItemText(1, self.tr("Turn-based: each moves when it suits them"))
        self.mode.setToolTip(self.tr("A turn-based table can last for days: the start page "
                                     "shows the tables where it is your turn."))
        self.absence_label.setText(self.tr("A player away"))
        self.absence.setItemText(0, self.tr("The game waits"))
        self.absence.setItemText(1, self.tr("A computer plays after (minutes):"))
        self.minutes.setToolTip(self.tr("Minutes of absence before a computer plays the seat, "
                                        "until its player comes back"))
        for i, level in enumerate(registry.BOT_LEVELS):
            self.takeover.setItemText(i, messages.level_name(level))
        self.takeover.setToolTip(self.tr("The level of the computer that plays for an absent "
                                         "player"))
        self.server_label.setText(self.tr("Server"))
        self.server.setItemText(0, self.tr("This computer (home network)"))
        self.server.setItemText(1, self.tr("A server on the internet"))
        self.server.setToolTip(self.tr("This computer serves the table while Bingolino is open "
                                       "here. A table server on the internet serves it always "
                                       "(see “Playing across computers” in the README)."))
        self.address_label.setText(self.tr("Address"))
        self.address.setPlaceholderText("wss://example.org:8765")
        self.name_label.setText(self.tr("Name on the network"))
        self.table_name.setPlaceholderText(self.default_table_name(
            self.rows[0].name.text().strip() if self.rows else ""))
        self.buttons.button(QDialogButtonBox.Ok).setText(self.tr("Host"))
        self._host_rows()
