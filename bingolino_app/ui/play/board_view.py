"""The view that shows a board's scene, fitted to the window and zoomed over that fit, keys going
to the scene.

Zoom (View → Zoom in / Zoom out / Actual size, Ctrl and the wheel): 100 % shows the whole table
(no scrolling); above it the table is that much larger than its fit, scroll bars reach all of
it, and the view follows the board's keyboard cursor (``GameBoard.cursor_rect``). The zoom is
the player's setting (``Settings.zoom``), the same for every board and window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QWidget

from bingolino_app.ui.boards import accessible
from bingolino_app.ui.common.settings import ZOOMS, get_settings, sane_zoom


class BoardView(QGraphicsView):
    zoom_changed = Signal(float)
    """The zoom changed (by the wheel, a key or the menu): 1.0 is the whole table."""
    accessible_board = True
    """A screen reader gets the board's parts (ui/boards/accessible.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        accessible.install()  # before Qt asks for this view's interface
        super().__init__(parent)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform
                            | QPainter.TextAntialiasing)
        # At 100 % the whole scene is visible: no scrolling, keys are the board's.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.FullViewportUpdate)
        self.setFrameShape(QFrame.NoFrame)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAlignment(Qt.AlignCenter)
        self._watched: QGraphicsScene | None = None
        self.zoom = get_settings().zoom

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
            self.follow_cursor()
        accessible.scene_replaced(self)

    def _scene_rect_changed(self, _rect: QRectF) -> None:
        self.fit()

    def fit(self) -> None:
        """Scale the scene to the view, keeping its aspect ratio, then by the zoom; the
        middle of what was in sight stays in sight."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        if rect.isEmpty():
            return
        zoomed = self.zoom > 1.0
        policy = Qt.ScrollBarAsNeeded if zoomed else Qt.ScrollBarAlwaysOff
        centre = self.visible_rect().center() if zoomed else None
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.fitInView(rect, Qt.KeepAspectRatio)
        if zoomed:
            self.scale(self.zoom, self.zoom)
            if centre is not None and rect.contains(centre):
                self.centerOn(centre)

    def visible_rect(self) -> QRectF:
        """The part of the scene in sight (scene coordinates)."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    # --- zoom --------------------------------------------------------------------------------
    def set_zoom(self, zoom: float, around: QPointF | None = None) -> None:
        """Zoom to ``zoom`` (one of settings.ZOOMS), keeping ``around`` (scene coordinates;
        by default the keyboard cursor, or the middle of the view) in sight."""
        zoom = sane_zoom(zoom)
        if zoom == self.zoom:
            return
        self.zoom = zoom
        self.fit()
        if zoom > 1.0:
            cursor = self._cursor_rect()
            target = around if around is not None else (
                cursor.center() if cursor is not None else None)
            if target is not None:
                self.centerOn(target)
        self.zoom_changed.emit(zoom)

    def zoom_in(self, around: QPointF | None = None) -> None:
        self.set_zoom(next((z for z in ZOOMS if z > self.zoom), ZOOMS[-1]), around)

    def zoom_out(self, around: QPointF | None = None) -> None:
        self.set_zoom(next((z for z in reversed(ZOOMS) if z < self.zoom), ZOOMS[0]), around)

    def reset_zoom(self) -> None:
        self.set_zoom(ZOOMS[0])

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.modifiers() & Qt.ControlModifier:
            steps = event.angleDelta().y()
            around = self.mapToScene(event.position().toPoint())
            if steps > 0:
                self.zoom_in(around)
            elif steps < 0:
                self.zoom_out(around)
            event.accept()
            return
        super().wheelEvent(event)  # scrolls the zoomed table (nothing to scroll at 100 %)

    def _cursor_rect(self) -> QRectF | None:
        scene = self.scene()
        board = scene.parent() if scene is not None else None
        find = getattr(board, "cursor_rect", None)
        return find() if callable(find) else None

    def follow_cursor(self) -> None:
        """Zoomed in, keep the board's keyboard cursor in sight."""
        if self.zoom > 1.0:
            rect = self._cursor_rect()
            if rect is not None:
                self.ensureVisible(rect, 24, 24)

    # --- events ------------------------------------------------------------------------------
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
        self.follow_cursor()

    def event(self, event: QEvent) -> bool:
        # Tab and Backtab would move focus out of the board; let the scene have them first.
        if event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Tab, Qt.Key_Backtab):
            if self.scene() is not None:
                QApplication.sendEvent(self.scene(), event)
                if event.isAccepted():
                    self.follow_cursor()
                    return True
        return super().event(event)
