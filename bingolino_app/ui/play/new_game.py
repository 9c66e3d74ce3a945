"""The new-game dialog: players (human or computer, with a level), options and an optional seed.

The last choices are remembered per game in the settings as plain JSON, and checked again when
read back (a game may have changed its options since).
"""

from __future__ import annotations

import importlib
import importlib.util

import attrs
from PySide6.QtCore import QEvent, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QStackedWidget, QVBoxLayout, QWidget,
)

from bingolino_app.core import registry
from bingolino_app.core.game import GameSpec, Option
from bingolino_app.core.saves import MAX_NAME_LENGTH
from bingolino_app.core.session import Seat
from bingolino_app.ui.common import messages, player_names
from bingolino_app.ui.common.i18n import current_language
from bingolino_app.ui.common.settings import get_settings
from bingolino_app.ui.common.text import escaped, tooltip

KINDS = ("human", "computer")
MAX_SEED = 2**31 - 1


@attrs.define
class NewGameChoice:
    seats: list[Seat]
    options: dict
    seed: int | None = None
    lesson: bool = False  # "Learn to play" was chosen: the lesson, with these options


NAME_ROOM = "Александра Викторовна"  # what a name field shows whole


class PlayerRow:
    """The widgets of one seat, laid out in a row of the players' grid."""

    def __init__(self, dialog: "NewGameDialog") -> None:
        self.dialog = dialog
        self.auto_text = ""  # the default name last filled in; kept in step while untouched
        self.number = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)  # what a save keeps; the dialog says so
        # A usual long name ("Александра Викторовна") shows whole, not only its end.
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance(NAME_ROOM) + 16)
        self.kind = QComboBox()
        self.level = QComboBox()
        # A human seat is a profile (its statistics follow it) or a guest who only types a
        # name; the profile list sits where a computer's level does.
        from bingolino_app.ui.history.profiles import ProfileChooser

        self.profile = ProfileChooser(dialog.store is not None)
        self.profile.chosen.connect(self._profile_chosen)
        self.profile.new_requested.connect(lambda: dialog.create_profile(self))
        self.shown_profile = ""  # the profile whose name the name field shows
        self.who = QStackedWidget()
        self.who.addWidget(self.level)
        self.who.addWidget(self.profile)
        self.remove = QPushButton()
        self.remove.setAutoDefault(False)
        for _ in KINDS:
            self.kind.addItem("")
        for _ in registry.BOT_LEVELS:
            self.level.addItem("")
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.name.textChanged.connect(dialog._names_changed)
        self.remove.clicked.connect(lambda: dialog.remove_player(self))

    def widgets(self) -> list[QWidget]:
        return [self.number, self.name, self.kind, self.who, self.remove]

    @property
    def auto_name(self) -> bool:
        """The name is empty or still the default: follow kind and language changes."""
        text = self.name.text().strip()
        return not self.profile_value() and (not text or text == self.auto_text)

    def _kind_changed(self) -> None:
        computer = self.kind_value() == "computer"
        self.level.setEnabled(computer)
        self.who.setCurrentWidget(self.level if computer else self.profile)
        self._profile_shown()
        self.refresh_default_name()

    def profile_value(self) -> str:
        """The profile of a human seat ("" a guest, and every computer)."""
        return self.profile.value() if self.kind_value() == "human" else ""

    def set_profile(self, profiles: list, selected: str) -> None:
        self.profile.fill(profiles, selected)
        self._profile_shown()

    def _profile_chosen(self) -> None:
        self.dialog.profile_taken(self)
        self._profile_shown()
        self.refresh_default_name()

    def _profile_shown(self) -> None:
        """A profile's seat shows the profile's name, not to be typed over; leaving the
        profile leaves the default name."""
        profile = self.profile_value()
        self.name.setEnabled(not profile)  # greyed: the name is the profile's
        if profile:
            self.name.setText(self.profile.currentText())
        elif self.shown_profile:
            self.name.clear()
        self.shown_profile = profile

    def refresh_default_name(self) -> None:
        if self.auto_name and self in self.dialog.rows:
            self.auto_text = self.dialog._default_name(self.dialog.rows.index(self))
            self.name.setText(self.auto_text)

    def kind_value(self) -> str:
        return KINDS[max(0, self.kind.currentIndex())]

    def level_value(self) -> str:
        return registry.BOT_LEVELS[max(0, self.level.currentIndex())]

    def set_seat(self, name: str | None, kind: str, level: str, profile: str = "") -> None:
        self.kind.setCurrentIndex(KINDS.index(kind) if kind in KINDS else 0)
        levels = registry.BOT_LEVELS
        self.level.setCurrentIndex(levels.index(level) if level in levels else levels.index("normal"))
        self.level.setEnabled(self.kind_value() == "computer")
        self.who.setCurrentWidget(self.level if self.kind_value() == "computer" else self.profile)
        self.name.setText(name or "")
        self.set_profile(self.dialog.profiles, profile)  # a deleted profile: a guest
        self.refresh_default_name()

    def retranslate(self, texts: dict[str, str]) -> None:
        self.kind.setItemText(0, texts["human"])
        self.kind.setItemText(1, texts["computer"])
        for i, level in enumerate(registry.BOT_LEVELS):
            self.level.setItemText(i, messages.level_name(level))
        self.remove.setText(texts["remove"])
        self.name.setPlaceholderText(texts["name"])
        self.name.setToolTip(texts["limit"])
        self.refresh_default_name()


class NewGameDialog(QDialog):
    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.spec: GameSpec = registry.game(game_id).spec
        self.result_choice: NewGameChoice | None = None
        self.rows: list[PlayerRow] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        from bingolino_app.ui.history.store import guarded, shared_store

        self.store = shared_store(parent)  # None: no history, so no profiles, only names
        self.profiles = (guarded(parent, lambda s: s.profiles()) or []) if self.store else []

        layout = QVBoxLayout(self)
        self.players_box = QGroupBox()
        players_layout = QVBoxLayout(self.players_box)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(1, 1)
        players_layout.addLayout(self.grid)
        # Shown when a name reaches the limit: typing on would otherwise do nothing, silently.
        self.limit_note = QLabel()
        self.limit_note.setObjectName("nameLimit")
        self.limit_note.setWordWrap(True)
        self.limit_note.hide()
        players_layout.addWidget(self.limit_note)
        self.add_button = QPushButton()
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(lambda: self.add_player())
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_button)
        add_row.addStretch(1)
        players_layout.addLayout(add_row)
        layout.addWidget(self.players_box)

        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        for option in self.spec.options:
            label = QLabel()
            widget = self._option_widget(option)
            label.setBuddy(widget)
            self.option_labels[option.key] = label
            self.option_widgets[option.key] = widget
            self.options_form.addRow(label, widget)
        self.seed_label = QLabel()
        self.seed = QLineEdit()
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,10}")))
        self.seed_label.setBuddy(self.seed)
        self.options_form.addRow(self.seed_label, self.seed)
        layout.addWidget(self.options_box)

        # A link to the game's lesson (with the options chosen here: Domino's variant).
        self.lesson_link = QLabel()
        self.lesson_link.setObjectName("lessonLink")
        self.lesson_link.setTextFormat(Qt.RichText)
        self.lesson_link.linkActivated.connect(self.learn)
        layout.addWidget(self.lesson_link)

        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.Ok).setDefault(True)
        layout.addWidget(self.buttons)

        self._restore()
        self.retranslate()

    # --- options ------------------------------------------------------------------------------
    def _option_widget(self, option: Option) -> QWidget:
        # Without a remembered choice an option follows the interface language (a variant).
        default = option.default_for(current_language())
        custom = self._game_option_widget(option, default)
        if custom is not None:
            return custom
        if option.choices:
            combo = QComboBox()
            for value, _label in option.choices:
                combo.addItem("", value)
            combo.setCurrentIndex(max(0, self._find_choice(combo, default)))
            return combo
        if isinstance(option.default, bool):
            box = QCheckBox()
            box.setChecked(bool(default))
            return box
        if isinstance(option.default, int):
            spin = QSpinBox()
            spin.setRange(-10**6, 10**6)
            spin.setValue(default)
            return spin
        return QLineEdit(str(default))

    def _game_option_widget(self, option: Option, default) -> QWidget | None:
        """A game's own widget for an option (ui/boards/<game>/options.py: option_widget), or
        None. Such a widget offers option_value(), set_option_value() and retranslate()."""
        board = f"bingolino_app.ui.boards.{self.game_id}"
        if (importlib.util.find_spec(board) is None
                or importlib.util.find_spec(f"{board}.options") is None):
            return None
        return importlib.import_module(f"{board}.options").option_widget(option, default, self)

    @staticmethod
    def _find_choice(combo: QComboBox, value) -> int:
        """The index holding ``value``, comparing as Python does (True is not 1 here)."""
        for i in range(combo.count()):
            data = combo.itemData(i)
            if type(data) is type(value) and data == value:
                return i
        return -1

    def _option_value(self, option: Option):
        widget = self.option_widgets[option.key]
        if hasattr(widget, "option_value"):
            return widget.option_value()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return widget.value()
        return widget.text()

    def _set_option_value(self, option: Option, value) -> None:
        widget = self.option_widgets[option.key]
        if hasattr(widget, "set_option_value"):
            widget.set_option_value(value)
        elif isinstance(widget, QComboBox):
            index = self._find_choice(widget, value)
            if index >= 0:
                widget.setCurrentIndex(index)
        elif isinstance(widget, QCheckBox) and isinstance(value, bool):
            widget.setChecked(value)
        elif isinstance(widget, QSpinBox) and isinstance(value, int):
            widget.setValue(value)
        elif isinstance(widget, QLineEdit) and isinstance(value, str):
            widget.setText(value)

    def _update_starter_choices(self) -> None:
        """A "starter" option names the seats: show their names and only existing seats."""
        combo = self.option_widgets.get("starter")
        if not isinstance(combo, QComboBox):
            return
        for i in range(combo.count()):
            value = combo.itemData(i)
            if isinstance(value, int) and value >= 0:
                enabled = value < len(self.rows)
                name = self.rows[value].name.text().strip() if enabled else ""
                label = name or self._default_name(value)
                combo.setItemText(i, label)
                view = combo.view()
                view.setRowHidden(i, not enabled)
                if not enabled and combo.currentIndex() == i:
                    combo.setCurrentIndex(max(0, combo.findData(-1)))

    # --- players ------------------------------------------------------------------------------
    def add_player(self, name: str | None = None, kind: str = "computer",
                   level: str = "normal", profile: str = "") -> PlayerRow | None:
        if len(self.rows) >= self.spec.max_players:
            return None
        row = PlayerRow(self)
        index = len(self.rows)
        self.rows.append(row)
        for column, widget in enumerate(row.widgets()):
            self.grid.addWidget(widget, index, column)
        row.retranslate(self._row_texts())
        row.set_seat(name, kind, level, profile)
        self.profile_taken(row)
        self._rows_changed()
        return row

    def remove_player(self, row: PlayerRow) -> None:
        if len(self.rows) <= max(1, self.spec.min_players) or row not in self.rows:
            return
        self.rows.remove(row)
        for widget in row.widgets():
            self.grid.removeWidget(widget)
            widget.deleteLater()
        for index, other in enumerate(self.rows):
            for column, widget in enumerate(other.widgets()):
                self.grid.addWidget(widget, index, column)
            other.refresh_default_name()
        self._rows_changed()

    def _row_texts(self) -> dict[str, str]:
        return {"human": self.tr("Human"), "computer": self.tr("Computer"),
                "remove": self.tr("Remove"), "name": self.tr("Name"),
                "limit": self.tr("A name can have up to %1 characters.")
                .replace("%1", str(MAX_NAME_LENGTH))}

    def _rows_changed(self) -> None:
        for index, row in enumerate(self.rows):
            row.number.setText(f"{index + 1}.")
            row.remove.setEnabled(len(self.rows) > max(1, self.spec.min_players))
        self.add_button.setEnabled(len(self.rows) < self.spec.max_players)
        self._update_starter_choices()

    def _names_changed(self) -> None:
        self._update_starter_choices()
        full = any(len(row.name.text()) >= MAX_NAME_LENGTH for row in self.rows)
        self.limit_note.setVisible(full)

    def _default_name(self, index: int) -> str:
        kind = self.rows[index].kind_value() if index < len(self.rows) else "human"
        return player_names.default_name(index, kind)

    # --- profiles -----------------------------------------------------------------------------
    def profile_taken(self, row: PlayerRow) -> None:
        """A profile sits at one seat: another seat holding it becomes a guest."""
        profile = row.profile_value()
        for other in self.rows:
            if other is not row and profile and other.profile_value() == profile:
                other.set_profile(self.profiles, "")
                other.refresh_default_name()

    def create_profile(self, row: PlayerRow) -> None:
        """"New profile…" was chosen in ``row``: name it (the seat's name is offered)."""
        from bingolino_app.ui.history.store import guarded
        from bingolino_app.ui.history.profiles import new_profile

        offered = "" if row.auto_name else " ".join(row.name.text().split())
        created = new_profile(self, offered)
        if not created:
            return
        self.profiles = guarded(self, lambda s: s.profiles()) or self.profiles
        for other in self.rows:
            other.set_profile(self.profiles, created if other is row else other.profile.value())
        self.profile_taken(row)

    # --- remembering --------------------------------------------------------------------------
    def memory_key(self) -> str:
        """Where the last choices are remembered (the Host dialog keeps its own)."""
        return self.game_id

    def _restore(self) -> None:
        saved = get_settings().last_new_game(self.memory_key()) or {}
        seats = saved.get("seats") if isinstance(saved.get("seats"), list) else None
        valid = [s for s in (seats or []) if isinstance(s, dict)][: self.spec.max_players]
        if len(valid) >= self.spec.min_players and valid:
            for seat in valid:
                self.add_player(str(seat.get("name", "")), str(seat.get("kind", "human")),
                                str(seat.get("level", "normal")), str(seat.get("profile", "")))
        else:
            default_count = min(max(2, self.spec.min_players), self.spec.max_players)
            self.add_player(None, "human")
            while len(self.rows) < default_count:
                self.add_player(None, "computer", "normal")
        options = saved.get("options") if isinstance(saved.get("options"), dict) else {}
        for option in self.spec.options:
            if option.key in options:
                self._set_option_value(option, options[option.key])
        self._update_starter_choices()

    def _remember(self, choice: NewGameChoice) -> None:
        seats = []
        for row, seat in zip(self.rows, choice.seats):
            # A default name is stored empty, to come back in the language of the day.
            seats.append({**attrs.asdict(seat), "name": "" if row.auto_name else seat.name})
        get_settings().set_last_new_game(self.memory_key(),
                                         {"seats": seats, "options": choice.options})

    # --- result -------------------------------------------------------------------------------
    def choice(self) -> NewGameChoice:
        """The current choices, with empty names replaced by defaults."""
        seats = []
        for index, row in enumerate(self.rows):
            name = " ".join(row.name.text().split()) or self._default_name(index)
            kind = row.kind_value()
            seats.append(Seat(name, kind, row.level_value() if kind == "computer" else "normal",
                              row.profile_value()))
        options = {o.key: self._option_value(o) for o in self.spec.options}
        starter = options.get("starter")
        if isinstance(starter, int) and starter >= len(seats):
            options["starter"] = -1
        options = self.spec.check_options(options)
        text = self.seed.text().strip()
        seed = int(text) % (MAX_SEED + 1) if text else None
        return NewGameChoice(seats, options, seed)

    def accept(self) -> None:
        choice = self.choice()
        for row, seat in zip(self.rows, choice.seats):
            row.name.setText(seat.name)
        self._remember(choice)
        self.result_choice = choice
        super().accept()

    def learn(self, _link: str = "") -> None:
        """Close with the lesson chosen (nothing is remembered: the game is not played yet)."""
        choice = self.choice()
        choice.lesson = True
        self.result_choice = choice
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, game_id: str) -> NewGameChoice | None:
        dialog = cls(game_id, parent)
        try:
            if dialog.exec() == QDialog.Accepted:
                return dialog.result_choice
            return None
        finally:
            dialog.deleteLater()

    # --- language -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game: %1").replace("%1", messages.game_title(self.game_id)))
        self.players_box.setTitle(self.tr("Players"))
        self.add_button.setText(self.tr("Add player"))
        self.options_box.setTitle(self.tr("Options"))
        self.limit_note.setText(self.tr("A name can have up to %1 characters.")
                                .replace("%1", str(MAX_NAME_LENGTH)))
        self.seed_label.setText(self.tr("Game number"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.lesson_link.setText("<a href='lesson'>%s</a>" % escaped(
            self.tr("New to this game? Learn to play")))
        self.seed.setToolTip(self.tr("The same game number and players give the same game. "
                                     "Leave it empty for a new game each time."))
        texts = self._row_texts()
        for row in self.rows:
            row.retranslate(texts)
        for option in self.spec.options:
            self.option_labels[option.key].setText(messages.option_text(option.label))
            widget = self.option_widgets[option.key]
            help_text = tooltip(messages.option_help(self.game_id, option.key))
            self.option_labels[option.key].setToolTip(help_text)
            widget.setToolTip(help_text)
            if hasattr(widget, "option_value"):
                continue  # a game's own widget translates itself
            if isinstance(widget, QComboBox):
                for i, (_value, label) in enumerate(option.choices):
                    widget.setItemText(i, messages.option_text(label))
        self._update_starter_choices()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
