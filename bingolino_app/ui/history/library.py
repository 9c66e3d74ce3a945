"""The game library (Game → Game library): every recorded game, newest first, sortable by
any column and filtered by game, player and name; a game opens again on the board, and the
list exports to CSV.

The table reads the store a page at a time (Qt asks for more as it scrolls), so a hundred
thousand games open as fast as a hundred.
"""

from __future__ import annotations

import csv
import io
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel, QCoreApplication, QEvent, QModelIndex, QObject, QSize, Qt, Signal,
)
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QPushButton, QStyledItemDelegate, QTableView, QVBoxLayout, QWidget,
)

from bingolino_app import paths
from bingolino_app.core import history as core
from bingolino_app.core import files, registry
from bingolino_app.core.history import History, HistoryError, LibraryFilter, LibraryRow
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.history import texts as history_texts
from bingolino_app.ui.common import messages
from bingolino_app.ui.history.profiles import colour_icon
from bingolino_app.ui.common.screen_fit import fitted_size
from bingolino_app.ui.common.text import plain_label, tooltip

PAGE = 200
COLUMNS = ("date", "game", "rules", "players", "result", "turns")
ROW_LINES = 2  # a row's height in lines of text: long cells wrap
SORT_KEYS = {"date": "date", "game": "game", "players": "players", "result": "result",
             "turns": "turns"}  # the rules column is not sortable


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A spreadsheet runs a cell beginning with one of these as a formula (CSV injection)."""


def spreadsheet_safe(cell: Any) -> Any:
    """A CSV cell a spreadsheet shows as text: a text that a spreadsheet would run as a
    formula (a name "=HYPERLINK(...)", "+1+cmd") gets a leading apostrophe, the common
    neutralisation; numbers stay numbers."""
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


class LibraryModel(QAbstractTableModel):
    def __init__(self, history: Any, parent=None) -> None:
        super().__init__(parent)
        self.history = history
        self.filter = LibraryFilter()
        self.sort_key = "date"
        self.descending = True
        self.rows: list[LibraryRow] = []
        self.total = 0
        self.headers: list[str] = [""] * len(COLUMNS)

    # --- reading ----------------------------------------------------------------------------
    def reload(self) -> None:
        self.beginResetModel()
        flt, key, down = self.filter, self.sort_key, self.descending
        window = self.parent()  # where a failure is told
        self.total = history_ui.guarded(window, lambda s: s.library_count(flt)) or 0
        self.rows = history_ui.guarded(
            window, lambda s: s.library_page(flt, key, down, 0, PAGE)) or []
        self.endResetModel()

    def canFetchMore(self, parent=QModelIndex()) -> bool:  # noqa: N802
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent=QModelIndex()) -> None:  # noqa: N802
        flt, key, down, start = self.filter, self.sort_key, self.descending, len(self.rows)
        more = history_ui.guarded(self.parent(),
                                  lambda s: s.library_page(flt, key, down, start, PAGE))
        if not more:
            self.total = len(self.rows)  # the store shrank meanwhile (another window)
            return
        self.beginInsertRows(QModelIndex(), start, start + len(more) - 1)
        self.rows.extend(more)
        self.endInsertRows()

    def sort(self, column: int, order=Qt.AscendingOrder) -> None:
        key = SORT_KEYS.get(COLUMNS[column])
        if key is None:
            return
        self.sort_key, self.descending = key, order == Qt.DescendingOrder
        self.reload()

    # --- showing ----------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(COLUMNS)

    def cell_text(self, row: LibraryRow, column: str) -> str:
        if column == "date":
            return history_texts.date_text(row.ended)
        if column == "game":
            return messages.game_title(row.game)
        if column == "rules":
            return history_texts.variant_text(row.game, row.variant)
        if column == "players":
            return history_texts.players_text(row)
        if column == "result":
            return history_texts.result_text(row)
        return str(row.turns)

    def data(self, index: QModelIndex, role=Qt.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row, column = self.rows[index.row()], COLUMNS[index.column()]
        lost = history_ui.is_unavailable(row.id)  # its record could not be read
        if role == Qt.DisplayRole:
            if lost and column == "result":
                return self.lost_text()
            return self.cell_text(row, column)  # item views show names as plain text
        if role == Qt.ToolTipRole:  # a tooltip guesses markup: given escaped, it shows text
            if lost:
                return tooltip(self.lost_text())
            if row.damaged:
                return tooltip(self.damaged_text())
            return tooltip(self.cell_text(row, column))
        if role == Qt.ForegroundRole and (lost or row.damaged):
            return QPalette().brush(QPalette.Disabled, QPalette.Text)
        if role == Qt.TextAlignmentRole and column == "turns":
            return int(Qt.AlignRight | Qt.AlignVCenter)
        if role == Qt.UserRole:
            return row.id
        return None

    def lost_text(self) -> str:
        return QCoreApplication.translate("LibraryModel", "Record damaged: cannot be opened")

    def damaged_text(self) -> str:
        return QCoreApplication.translate(
            "LibraryModel", "Some facts of this entry were damaged and are not shown; the game "
                            "may still open.")

    def headerData(self, section: int, orientation, role=Qt.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Horizontal and role == Qt.DisplayRole:
            return self.headers[section]
        return None

    def set_headers(self, headers: list[str]) -> None:
        self.headers = headers
        self.headerDataChanged.emit(Qt.Horizontal, 0, len(COLUMNS) - 1)


class _Bridge(QObject):
    done = Signal(object)  # an ImportResult or the HistoryError, from the import thread


class _RowDelegate(QStyledItemDelegate):
    """A cell's wrapped lines with a little room above and below (a row exactly as tall as
    its three lines looked cut)."""

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt name)
        size = super().sizeHint(option, index)
        return QSize(size.width(), size.height() + 8)


class LibraryWindow(QDialog):
    open_requested = Signal(int)
    review_requested = Signal(int)  # the selected game, to review and analyse
    """The player asked to open the recorded game with this row id."""
    imported = Signal(int)
    """Saved games were imported: how many were new."""

    def __init__(self, history: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history  # HistoryUi
        self.setModal(False)
        self.setWindowFlag(Qt.WindowMaximizeButtonHint, True)
        self.resize(*fitted_size(self, 980, 640))
        self._filling = False
        self._importing = False
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._imported, Qt.QueuedConnection)

        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.game_label, self.game_combo = QLabel(), QComboBox()
        self.profile_label, self.profile_combo = QLabel(), QComboBox()
        self.search_label, self.search = QLabel(), QLineEdit()
        self.search.setClearButtonEnabled(True)
        for label, widget in ((self.game_label, self.game_combo),
                              (self.profile_label, self.profile_combo),
                              (self.search_label, self.search)):
            label.setBuddy(widget)
            bar.addWidget(label)
            bar.addWidget(widget)
        bar.setStretchFactor(self.search, 1)
        self.game_combo.currentIndexChanged.connect(self._filter_changed)
        self.profile_combo.currentIndexChanged.connect(self._filter_changed)
        self.search.textChanged.connect(self._filter_changed)
        layout.addLayout(bar)

        self.model = LibraryModel(history, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        # Two lines a row: four players' names and a long result wrap rather than being cut
        # (the library opened with Players and Result elided at 980 pixels).
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.ElideRight)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(ROW_LINES * self.fontMetrics()
                                                          .lineSpacing() + 10)
        # A row as tall as its wrapped cells need (four long names with their levels and
        # scores take three lines at 980 pixels; two lines cut the fourth player).
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.setItemDelegate(_RowDelegate(self.table))
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.Interactive)
        for column in ("date", "game", "turns"):
            header.setSectionResizeMode(COLUMNS.index(column), QHeaderView.ResizeToContents)
        # Players and result share what is left (a result of 190 pixels read "Finished in
        # 37 turns — …" at 980).
        header.setSectionResizeMode(COLUMNS.index("players"), QHeaderView.Stretch)
        header.setSectionResizeMode(COLUMNS.index("result"), QHeaderView.Stretch)
        header.resizeSection(COLUMNS.index("rules"), 150)
        header.setSortIndicator(0, Qt.DescendingOrder)
        self._sorted_by = (0, Qt.DescendingOrder)
        header.sortIndicatorChanged.connect(self._sort_changed)
        self.table.setSortingEnabled(True)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        layout.addWidget(self.table, 1)

        bottom = QHBoxLayout()
        self.count_label = plain_label(QLabel())
        bottom.addWidget(self.count_label, 1)
        self.import_button = QPushButton()
        self.export_button = QPushButton()
        self.open_button = QPushButton()
        self.review_button = QPushButton()
        self.close_button = QPushButton()
        for button, slot in ((self.import_button, self.import_saves),
                             (self.export_button, self.export_dialog),
                             (self.review_button, self.review_selected),
                             (self.open_button, self.open_selected),
                             (self.close_button, self.close)):
            button.setAutoDefault(False)
            button.clicked.connect(slot)
            bottom.addWidget(button)
        self.open_button.setDefault(True)
        layout.addLayout(bottom)
        self.retranslate()

    def _sort_changed(self, column: int, order) -> None:
        """The rules column has no order of its own: its header keeps the last sort shown."""
        header = self.table.horizontalHeader()
        if COLUMNS[column] in SORT_KEYS:
            self._sorted_by = (column, order)
        elif (column, order) != self._sorted_by:
            header.blockSignals(True)
            header.setSortIndicator(*self._sorted_by)
            header.blockSignals(False)

    # --- filters ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the list again, keeping the filters (after a game, a profile change)."""
        self._filling = True
        try:
            game = self.game_combo.currentData() or ""
            self.game_combo.clear()
            self.game_combo.addItem(self.tr("All games"), "")
            for entry in registry.all_games():
                self.game_combo.addItem(messages.game_title(entry.spec.id), entry.spec.id)
            self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
            profile = self.profile_combo.currentData() or ""
            self.profile_combo.clear()
            self.profile_combo.addItem(self.tr("Everybody"), "")
            store = self.history.store()
            for p in store.profiles() if store is not None else []:
                self.profile_combo.addItem(colour_icon(p.colour), p.name, p.id)
            self.profile_combo.setCurrentIndex(max(0, self.profile_combo.findData(profile)))
        finally:
            self._filling = False
        self._apply_filter()

    def _filter_changed(self) -> None:
        if not self._filling:
            self._apply_filter()

    def _apply_filter(self) -> None:
        self.model.filter = LibraryFilter(self.game_combo.currentData() or "",
                                          self.profile_combo.currentData() or "",
                                          self.search.text())
        self.model.reload()
        self._update_count()
        self._update_buttons()

    def _update_count(self) -> None:
        self.count_label.setText(history_texts.plurals().games(self.model.total))

    def _update_buttons(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        row = self.model.rows[rows[0].row()] if rows else None
        usable = row is not None and not history_ui.is_unavailable(row.id)
        self.open_button.setEnabled(usable)
        self.review_button.setEnabled(usable)
        self.export_button.setEnabled(self.model.total > 0)

    def selected_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()].id if rows else None

    # --- actions ----------------------------------------------------------------------------
    def open_selected(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.open_requested.emit(row)

    def review_selected(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.review_requested.emit(row)

    def export_dialog(self) -> bool:
        start = paths.data_dir() / self.tr("games.csv")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the list"), str(start),
                                              self.tr("CSV files (*.csv)"))
        if not path:
            return False
        if not path.lower().endswith(".csv"):
            path += ".csv"
        return self.export_csv(Path(path))

    def export_csv(self, path: Path) -> bool:
        """Write the list as it is filtered and sorted (every row, not the loaded ones) to
        ``path``, in UTF-8 with a byte order mark (spreadsheets then read names right);
        a failure leaves an existing file as it was."""
        m = self.model
        flt, key, down = m.filter, m.sort_key, m.descending
        headers = [self.tr("Date"), self.tr("Game"), self.tr("Rules"), self.tr("Players"),
                   self.tr("Scores"), self.tr("Winners"), self.tr("Turns"), self.tr("Game number")]

        def write(store) -> bool:
            text = io.StringIO(newline="")
            out = csv.writer(text)
            out.writerow(headers)
            for row in store.library_rows(flt, key, down):
                out.writerow([spreadsheet_safe(cell) for cell in (
                    time.strftime("%Y-%m-%d %H:%M", time.localtime(row.ended)),
                    messages.game_title(row.game),
                    history_texts.variant_text(row.game, row.variant),
                    ", ".join(history_texts.seat_text(i, s) for i, s in enumerate(row.seats)),
                    " : ".join(history_texts.number_text(s.score) for s in row.seats),
                    ", ".join(history_texts.seat_name(i, s) for i, s in enumerate(row.seats)
                              if s.won),
                    row.turns, row.seed)])
            # UTF-8 with a byte order mark: spreadsheets then read names right.
            files.write_atomic(path, ("\ufeff" + text.getvalue()).encode("utf-8"),
                               make_folder=False)
            return True

        try:
            done = history_ui.guarded(self, write)
        except files.UnsafeTarget:
            history_ui.warn(self, self.tr("Could not export the list"),
                            messages.unsafe_target_text())
            return False
        except OSError as exc:
            history_ui.warn(self, self.tr("Could not export the list"),
                            exc.strerror or str(exc))
            return False
        return bool(done)

    def import_saves(self) -> None:
        """Record the finished games among the saved games (once each). Every save is
        replayed, so this runs in a thread with its own connection; ``imported`` tells."""
        if self._importing:
            return
        try:
            files = sorted(paths.saves_dir().glob("*.json"))
        except OSError:
            files = []
        path, bridge = core.default_path(), self._bridge

        def run() -> None:
            try:
                store = History.open(path)
                try:
                    result: Any = store.import_saves(files)
                finally:
                    store.close()
            except HistoryError as err:
                result = err
            try:
                bridge.done.emit(result)
            except RuntimeError:  # the window is gone
                pass

        self._importing = True
        self.import_button.setEnabled(False)
        threading.Thread(target=run, name="import-saves", daemon=True).start()

    def _imported(self, result: Any) -> None:
        self._importing = False
        self.import_button.setEnabled(True)
        if isinstance(result, HistoryError):
            history_ui.warn(self, self.tr("Could not import the saved games"),
                            history_ui.error_text(result))
            return
        self.refresh()
        self.count_label.setText(history_texts.plurals().imported(result.recorded))
        self.imported.emit(result.recorded)

    # --- language ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game library"))
        self.table.setAccessibleName(self.tr("Finished games"))  # a screen reader's name
        self.game_label.setText(self.tr("&Game:"))
        self.profile_label.setText(self.tr("&Player:"))
        self.search_label.setText(self.tr("&Name:"))
        self.search.setPlaceholderText(self.tr("part of a player’s name"))
        self.model.set_headers([self.tr("Date"), self.tr("Game"), self.tr("Rules"),
                                self.tr("Players"), self.tr("Result"), self.tr("Turns")])
        self.import_button.setText(self.tr("&Import saved games"))
        self.import_button.setToolTip(self.tr("Record the finished games among your saved "
                                              "games (each once)"))
        self.export_button.setText(self.tr("&Export CSV…"))
        self.open_button.setText(self.tr("&Open game"))
        self.review_button.setText(self.tr("&Review and analyse"))
        self.close_button.setText(self.tr("Close"))
        if self.isVisible():
            self.refresh()
        self._update_count()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
