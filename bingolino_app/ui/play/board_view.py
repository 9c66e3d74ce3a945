"""The view that shows a board's scene, always fitted to the window, keys going to the scene."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QWidget

from bingolino_app.ui.boards import accessible


class BoardView(QGraphicsView):
    accessible_board = True
    """A screen reader gets the board's parts (ui/boards/accessible.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        accessible.install()  # before Qt asks for this view's interface
        super().__init__(parent)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform
                            | QPainter.TextAntialiasing)
        # The whole scene is always visible: no scrolling, keys are the board's.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.FullViewportUpdate)
        self.setFrameShape(QFrame.NoFrame)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAlignment(Qt.AlignCenter)
        self._watched: QGraphicsScene | None = None

    def set_board_scene(self, scene: QGraphicsScene | None) -> None:
        if self._watched is not None:
            try:
                self._watched.sceneRectChanged.disconnect(self._scene_rect_changed)
            except (RuntimeError, TypeError):
                pass
        self._watched = scene
        self.setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._scene_rect_changed)
            self.fit()
        accessible.scene_replaced(self)

    def _scene_rect_changed(self, _rect: QRectF) -> None:
        self.fit()

    def fit(self) -> None:
        """Scale the scene to the view, keeping its aspect ratio."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene = self.scene()
        if scene is None:
            event.ignore()
            return
        # Straight to the scene (its keyPressEvent or event filters), never to scrolling.
        QApplication.sendEvent(scene, event)

    def event(self, event: QEvent) -> bool:
        # Tab and Backtab would move focus out of the board; let the scene have them first.
        if event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Tab, Qt.Key_Backtab):
            if self.scene() is not None:
                QApplication.sendEvent(self.scene(), event)
                if event.isAccepted():
                    return True
        return super().event(event)
