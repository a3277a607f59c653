"""A graphics view for drawn trees (the search stepper's, the minimax tree viewer's): its
own scene on the theme's paper, antialiased, dragged to pan, Ctrl + wheel to zoom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from boardgames.kit import theme

#: Zoom factor of one wheel step with Ctrl held.
WHEEL_ZOOM = 1.15


class ZoomableView(QGraphicsView):
    """A ``QGraphicsView`` with its own scene; :meth:`zoom` scales it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.Antialiasing)
        self.setDragMode(QGraphicsView.ScrollHandDrag)
        self.setBackgroundBrush(theme.current().colour("paper"))

    def zoom(self, factor: float) -> None:
        """Zoom by ``factor`` (buttons and Ctrl + wheel)."""
        self.scale(factor, factor)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt's name)
        if event.modifiers() & Qt.ControlModifier:
            self.zoom(WHEEL_ZOOM if event.angleDelta().y() > 0 else 1 / WHEEL_ZOOM)
        else:
            super().wheelEvent(event)
