"""A plain-text view with a line-number margin on its left: the lesson's code view and the
exercise editor share it; each paints its own margin (numbers, change bars)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class _Margin(QWidget):
    def __init__(self, view: LineNumbered):
        super().__init__(view)
        self.view = view

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.view.gutter_width(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        self.view.paint_gutter(self, event)


class LineNumbered(QPlainTextEdit):
    """A ``QPlainTextEdit`` with a margin for line numbers. Subclasses call
    :meth:`install_gutter` at the end of their ``__init__`` and implement
    :meth:`paint_gutter`; :meth:`highest_number` sets the margin's width."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._gutter: _Margin | None = None  # Qt may resize the view before it exists

    def install_gutter(self) -> None:
        """Create the margin and keep it in step with scrolling and the line count."""
        self._gutter = _Margin(self)
        self.blockCountChanged.connect(self._update_margins)
        self.updateRequest.connect(self._on_update_request)
        self._update_margins()

    def highest_number(self) -> int:
        """The largest line number the margin shows (default: the number of lines)."""
        return self.blockCount()

    def gutter_width(self) -> int:
        """Width in pixels of the line-number margin."""
        digits = len(str(max(1, self.highest_number())))
        return 14 + self.fontMetrics().horizontalAdvance("9") * (digits + 1)

    def paint_gutter(self, gutter: QWidget, event: QPaintEvent) -> None:
        """Paint the margin (called by the margin widget)."""
        raise NotImplementedError

    def _update_margins(self, *_args: object) -> None:
        self.setViewportMargins(self.gutter_width(), 0, 0, 0)

    def _on_update_request(self, rect: QRect, dy: int) -> None:
        if self._gutter is None:
            return
        if dy:
            self._gutter.scroll(0, dy)
        else:
            self._gutter.update(0, rect.y(), self._gutter.width(), rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._gutter is not None:
            cr = self.contentsRect()
            self._gutter.setGeometry(QRect(cr.left(), cr.top(), self.gutter_width(), cr.height()))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)  # a new font or zoom changes the margin's width
        if self._gutter is not None:
            self._update_margins()
