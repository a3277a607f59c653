"""The board for screen readers (Qt's accessibility interfaces).

A board is drawn by hand, so Qt alone would show a screen reader one unnamed picture. Here
:class:`BoardAccessible` (installed for every :class:`~boardgames.kit.board.BoardWidget`
by :func:`install`) presents it as a table whose children are its cells
(:class:`CellAccessible`): each has the role "cell", a name in the interface's language
from the painter ("row 2, column 3: X", "row 4, column 4: blank", the last move's cell
and the winning line said so) and its place on the screen; the cell under the keyboard
cursor is the focused child. (What just happened, a move or a
result, is announced by :mod:`boardgames.kit.page.announcer`.)

A painter without :meth:`~boardgames.kit.painter.Painter.cells` (a plug-in's own board)
keeps a single control named "Game board".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

_installed = False


class CellAccessible(QAccessibleInterface):
    """One cell of a board: its index into the painter's cells."""

    def __init__(self, board: BoardAccessible, index: int):
        super().__init__()
        self.board, self.index = board, index

    def _cell(self) -> tuple[QRectF, str] | None:
        cells = self.board.cells()
        return cells[self.index] if self.index < len(cells) else None

    def isValid(self) -> bool:  # noqa: N802 (Qt's names, here and below)
        return self.board.isValid() and self._cell() is not None

    def object(self) -> QObject | None:
        return None

    def window(self) -> Any:
        return self.board.window()

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, index: int) -> None:
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return -1

    def childAt(self, x: int, y: int) -> None:  # noqa: N802
        return None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        widget = self.board.widget()
        state.focusable = True
        state.focused = widget.hasFocus() and self.board.cursor() == self.index
        return state

    def rect(self) -> QRect:
        cell = self._cell()
        if cell is None:
            return QRect()
        box = cell[0].toAlignedRect()
        return QRect(self.board.widget().mapToGlobal(box.topLeft()), box.size())

    def text(self, kind: QAccessible.Text) -> str:
        cell = self._cell()
        return cell[1] if cell is not None and kind == QAccessible.Text.Name else ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802
        """Cells are read-only."""

    def relations(self, match: Any = None) -> list:
        return []


class BoardAccessible(QAccessibleWidget):
    """A :class:`~boardgames.kit.board.BoardWidget` as a table of its cells."""

    def __init__(self, widget: QWidget):
        super().__init__(widget, QAccessible.Role.Table, "")
        self._children: list[CellAccessible] = []

    def cells(self) -> list[tuple[QRectF, str]]:
        """The painter's cells of the state shown (see :meth:`Painter.cells`)."""
        board = self.widget()
        if board.state is None:
            return []
        return board.painter.cells(board.state, board.drawing_rect(), board.look)

    def cursor(self) -> int | None:
        return self.widget().painter.cursor_cell()

    def role(self) -> QAccessible.Role:
        """A table when the painter names its cells, else one picture-like control."""
        return QAccessible.Role.Table if self.cells() else QAccessible.Role.Client

    def _cell_children(self) -> list[CellAccessible]:
        count = len(self.cells())
        while len(self._children) < count:
            self._children.append(CellAccessible(self, len(self._children)))
        return self._children[:count]

    def childCount(self) -> int:  # noqa: N802 (Qt's names, here and below)
        return len(self._cell_children())

    def child(self, index: int) -> QAccessibleInterface | None:
        children = self._cell_children()
        return children[index] if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        children = self._cell_children()
        return next((i for i, c in enumerate(children) if c is child), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802
        cursor = self.cursor()
        return self.child(cursor) if cursor is not None and self.widget().hasFocus() else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802
        point = self.widget().mapFromGlobal(QPoint(x, y))
        for index, (box, _) in enumerate(self.cells()):
            if box.contains(point.toPointF()):
                return self.child(index)
        return None


def _factory(key: str, target: QObject) -> QAccessibleInterface | None:
    """Qt asks for ``target``'s interface: a board's (a widget that says it is one)."""
    if isinstance(target, QWidget) and getattr(target, "IS_GAME_BOARD", False):
        return BoardAccessible(target)
    return None


def install() -> None:
    """Give every board widget its accessible interface (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True

