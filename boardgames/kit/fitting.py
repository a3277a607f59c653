"""Fitting small screens: a layout that places its widgets in a row and wraps them onto
further rows when the row is too narrow (button rows that must fit a 1024x768 projector in
every language), a scroll area that scrolls up and down only, scrolling a widget that
just appeared into view (:func:`scroll_into_view`), and a window's default size that never
exceeds the screen it opens on (:func:`fit_to_screen`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QLayout, QLayoutItem, QScrollArea, QStyle, QWidget, QWidgetItem


class FlowLayout(QLayout):
    """Left-to-right rows that wrap; each widget keeps its size hint (never clipped).

    Its minimum width is that of its widest widget; its height follows its width
    (``heightForWidth``), so the rows below move down when the buttons wrap.
    ``add_stretch()`` marks a break point: widgets added after it are pushed to the
    right end of their row (like ``QHBoxLayout.addStretch``) while they fit on it.

    Args:
        parent: the widget the layout manages (optional).
        spacing: the gap between widgets and between rows, in pixels (-1: the style's).
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = -1):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._split = -1  # index of the first item aligned to the right, -1: none
        self._spacing = spacing
        self._width = -1  # the width last laid out (-1: not yet)
        self._heights: dict[int, int] = {}  # heightForWidth's answers (see there)
        self.setContentsMargins(0, 0, 0, 0)

    # -- building ---------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt name)
        self._items.append(item)

    def addWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt name)
        """Add ``widget`` at the end of the flow."""
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))
        self.invalidate()

    def add_stretch(self) -> None:
        """Widgets added from now on go to the right end of their row."""
        self._split = len(self._items)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt name)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt name)
        if not 0 <= index < len(self._items):
            return None
        if index < self._split:
            self._split -= 1
        return self._items.pop(index)

    # -- sizes ------------------------------------------------------------------------
    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt name)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name)
        return True

    def minimumHeightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        return self.heightForWidth(width)  # the rows cannot be any lower

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        # asked hundreds of times while a page is laid out: remembered per width until a
        # widget or the layout changes (Qt calls invalidate() then)
        if width not in self._heights:
            self._heights[width] = self._place(QRect(0, 0, width, 0), apply=False)
        return self._heights[width]

    def invalidate(self) -> None:
        if hasattr(self, "_heights"):  # (Qt may call it while the layout is being made)
            self._heights.clear()
        super().invalidate()

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt name)
        """As wide as the widest widget; as high as the rows need at the width last laid
        out (so containers that ignore ``heightForWidth``, such as splitters, still keep
        room for wrapped rows instead of letting them overlap what is below)."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.sizeHint())
        m = self.contentsMargins()
        size += QSize(m.left() + m.right(), m.top() + m.bottom())
        if self._width > 0:
            size.setHeight(max(size.height(), self.heightForWidth(self._width)))
        return size

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """All widgets on one row."""
        items = self._shown()
        width = sum(i.sizeHint().width() for i in items) + self._gap() * max(0, len(items) - 1)
        height = max((i.sizeHint().height() for i in items), default=0)
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt name)
        super().setGeometry(rect)
        rows = self._place(rect, apply=True)
        if rect.width() != self._width:
            before = self.heightForWidth(self._width) if self._width > 0 else -1
            self._width = rect.width()
            if rows != before:  # the rows wrap differently: the minimum height changed
                self.update()  # asks the window to lay out again (posted, not at once)

    # -- placing ----------------------------------------------------------------------
    def _gap(self) -> int:
        if self._spacing >= 0:
            return self._spacing
        parent = self.parentWidget()
        if parent is None:
            return 6
        gap = parent.style().pixelMetric(QStyle.PM_LayoutHorizontalSpacing, None, parent)
        return gap if gap > 0 else 6

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        """The visible items, broken into rows no wider than ``width``."""
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            w = item.sizeHint().width()
            if rows[-1] and used + self._gap() + w > width:
                rows.append([])
                used = 0
            used += (self._gap() if rows[-1] else 0) + w
            rows[-1].append(item)
        return rows

    def _place(self, rect: QRect, apply: bool) -> int:
        """Lay the items out in ``rect`` (when ``apply``); returns the height used."""
        m = self.contentsMargins()
        inner = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        right_aligned = set(map(id, self._items[self._split:])) if self._split >= 0 else set()
        y = inner.y()
        for row in self._rows(inner.width()):
            height = max((i.sizeHint().height() for i in row), default=0)
            if apply:
                self._place_row(row, inner, y, height, right_aligned)
            y += height + self._gap()
        return max(0, y - self._gap() - inner.y()) + m.top() + m.bottom()

    def _place_row(self, row: list[QLayoutItem], inner: QRect, y: int, height: int,
                   right_aligned: set[int]) -> None:
        width = sum(i.sizeHint().width() for i in row) + self._gap() * (len(row) - 1)
        push = max(0, inner.width() - width)
        x = inner.x()
        pushed = False
        for item in row:  # the right-aligned ones go to the end of their row
            if id(item) in right_aligned and not pushed:
                x += push
                pushed = True
            hint = item.sizeHint()
            item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2), hint))
            x += hint.width() + self._gap()


def vertical_scroll(widget: QWidget, name: str = "") -> QScrollArea:
    """A frameless scroll area around ``widget`` that scrolls up and down only: content
    that a low window (a projector, presenter mode) cannot show in full stays reachable,
    and is never cut off at the side (the area is at least as wide as the widget's
    minimum width plus the scroll bar). The widget fills the area and is made higher only
    when its *minimum* height (for the area's width) needs it, so a scroll bar appears
    only when something would be squeezed."""
    scroll = _VerticalScrollArea()
    scroll.setObjectName(name)
    scroll.setFrameShape(QFrame.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    scroll.setWidget(widget)
    widget.installEventFilter(scroll)
    return scroll


def scroll_into_view(widget: QWidget, margin: int = 8) -> None:
    """Scroll the nearest scroll area holding ``widget`` just enough to show it whole with
    ``margin`` pixels around it (nothing when it is hidden or in no scroll area). Call it
    after the change that made it appear (e.g. from ``QTimer.singleShot(0, ...)``): the
    layouts still waiting to place it are brought up to date first."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if parent is not None and widget.isVisible():
        for _ in range(3):  # a child layout that grows posts its parent's request: the next pass
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        parent.ensureWidgetVisible(widget, 0, margin)


class _VerticalScrollArea(QScrollArea):
    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        hint = super().minimumSizeHint()
        widget = self.widget()
        if widget is not None:
            width = widget.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
            hint.setWidth(max(hint.width(), width + 2 * self.frameWidth()))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._fit()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt name)
        if watched is self.widget() and event.type() == QEvent.LayoutRequest:
            self._fit()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """The widget as wide as the viewport, as high as the viewport or its minimum."""
        widget = self.widget()
        if widget is None:
            return
        width = self.viewport().width()
        need = widget.minimumSizeHint().height()
        layout = widget.layout()
        if layout is not None and layout.hasHeightForWidth():
            need = max(need, layout.totalMinimumHeightForWidth(width))
        bar = self.verticalScrollBar().sizeHint().width()
        if need > self.viewport().height() and self.verticalScrollBar().isHidden():
            width -= bar  # the scroll bar is about to take its place
        widget.resize(max(1, width), max(self.viewport().height(), need))


class WrappingPanel(QWidget):
    """A widget whose minimum height is what its layout needs at its current width
    (wrapped labels and button rows included), for places that ignore
    ``heightForWidth`` (splitters, stacked widgets): their rows never overlap."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth() and self.width() > 0:
            hint.setHeight(max(hint.height(), layout.totalMinimumHeightForWidth(self.width())))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the minimum height follows the width


def fit_to_screen(window: QWidget, width: int, height: int, margin: int = 40) -> None:
    """Give ``window`` its preferred default size (pixels), shrunk to the available area of
    the screen it opens on less ``margin`` pixels each way (the taskbar and the title bar),
    and centre it there: a 1280x800 window opens at about 984x700 on a 1024x768 projector.

    The window's own minimum size still wins: a layout that cannot shrink shows up as a
    window wider than the screen, which the fit test (tests/app/test_fit_windows.py) catches.
    """
    parent = window.parentWidget()
    screen = (parent.screen() if parent is not None else None) or window.screen() \
        or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(width, height)
        return
    area = screen.availableGeometry()
    window.resize(max(1, min(width, area.width() - margin)), max(1, min(height, area.height() - margin)))
    frame = window.frameGeometry()
    frame.moveCenter(area.center())
    window.move(frame.topLeft())
