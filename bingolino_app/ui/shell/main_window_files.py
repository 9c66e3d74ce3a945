"""The main window's files: open, save, save as, continue the autosave, and keeping the
unfinished game a new one replaces. A mixin of ``MainWindow``; texts are translated in the
"MainWindow" context."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from bingolino_app import paths


class FilesMixin:
    # --- keeping the unfinished game -----------------------------------------------------------
    def _keep_unfinished(self, session):
        """Keep the autosaved game ``session`` replaces (saves.keep_replaced_autosave). When
        it cannot be kept, ask: None means the player would rather not start."""
        from bingolino_app.core import saves

        if not self.autosave:
            return saves.Kept()
        from bingolino_app.ui.common.messages import kept_file_stem

        try:  # the file is named in the interface language, as the start page lists it
            return saves.keep_replaced_autosave(paths.autosave_path(), paths.saves_dir(),
                                                session, kept_file_stem)
        except saves.SaveError as err:
            from bingolino_app.ui.common.messages import save_error_text

            return saves.Kept() if self._ask_start_anyway(save_error_text(err)) else None

    def _ask_start_anyway(self, reason: str) -> bool:
        title = QCoreApplication.translate("MainWindow", "Start the new game?")
        box = QMessageBox(QMessageBox.Warning, title, reason, QMessageBox.NoButton, self)
        box.setTextFormat(Qt.PlainText)  # a save's own words may be in it
        box.setInformativeText(QCoreApplication.translate(
            "MainWindow", "If the new game starts now, the unfinished game will be lost."))
        box.addButton(QCoreApplication.translate("MainWindow", "Start anyway"),
                      QMessageBox.AcceptRole)
        cancel = box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        return clicked is not None and box.buttonRole(clicked) == QMessageBox.AcceptRole

    def _report_kept(self, kept) -> None:
        if kept.path is None:
            return
        shown = kept.path.name if kept.path.parent == paths.saves_dir() else str(kept.path)
        if kept.damaged:
            text = QCoreApplication.translate(
                "MainWindow", "The autosave was damaged; it was set aside as “%1”.")
        else:
            self.settings.add_recent(str(kept.path))
            text = QCoreApplication.translate(
                "MainWindow", "The unfinished game was kept as “%1” (Game → Open…).")
        self._show_message(text.replace("%1", shown))

    # --- open and save ----------------------------------------------------------------------
    def continue_game(self) -> bool:
        return self.open_path(paths.autosave_path(), remember=False)

    def open_path(self, path, remember: bool = True) -> bool:
        """Load a save; on failure tell why and keep the current game. True when loaded."""
        from bingolino_app.core import saves

        try:
            loaded = saves.load_with_notes(path)
        except saves.SaveError as err:
            from bingolino_app.ui.common.messages import save_error_text

            self._warn(QCoreApplication.translate("MainWindow", "Could not open the game"),
                       save_error_text(err))
            return False
        from bingolino_app.ui.common.player_names import rename_old_defaults

        rename_old_defaults(loaded.session)
        if self._install(loaded.session, Path(path) if remember else None) is None:
            return False
        if remember:
            self.settings.add_recent(str(path))
        if loaded.notes:
            from bingolino_app.ui.common.messages import save_note_text

            from bingolino_app.ui.common.text import plain_information

            title = QCoreApplication.translate("MainWindow", "The game was opened with changes")
            plain_information(self, title, "\n\n".join(save_note_text(n) for n in loaded.notes))
        return True

    def _dialog_folder(self) -> Path:
        """Where Open and Save As start: the saves folder, made if need be. When it cannot be
        made (a read-only folder, a file named "saves") the dialog must still open: in the
        data folder, else at home, and the status bar tells why."""
        directory = paths.saves_dir()
        try:
            directory.mkdir(parents=True, exist_ok=True)
            return directory
        except OSError as err:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "The saves folder %1 cannot be used: %2")
                .replace("%1", str(directory)).replace("%2", err.strerror or str(err)), 10000)
        data = paths.data_dir()
        try:
            usable = data.is_dir() and os.access(data, os.W_OK | os.X_OK)
        except (OSError, ValueError):
            usable = False
        return data if usable else Path.home()

    def open_dialog(self) -> bool:
        directory = self._dialog_folder()
        path, _ = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("MainWindow", "Open a saved game"), str(directory),
            self._file_filter())
        return bool(path) and self.open_path(path)

    def save(self) -> bool:
        if self.controller is None:
            return False
        if self.controller.path is None:
            return self.save_as()
        return self._save_to(self.controller.path)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        from bingolino_app.ui.common.messages import save_file_stem

        directory = self._dialog_folder()
        start = self.controller.path or directory / (
            save_file_stem(self.controller.session.game_id) + ".json")
        path, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("MainWindow", "Save the game"), str(start),
            self._file_filter())
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        from bingolino_app.core import saves

        try:
            self.controller.save(path)
        except saves.SaveError as err:
            from bingolino_app.ui.common.messages import save_error_text

            self._warn(QCoreApplication.translate("MainWindow", "Could not save the game"),
                       save_error_text(err))
            return False
        self.settings.add_recent(str(path))
        self._update_title()
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Saved."), 3000)
        return True

    def _file_filter(self) -> str:
        return QCoreApplication.translate("MainWindow", "Saved games (*.json)")

    def _warn(self, title: str, text: str) -> None:
        from bingolino_app.ui.common.text import plain_warning

        plain_warning(self, title, text)  # a save's game id or version is text, not markup
