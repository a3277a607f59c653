"""A small Python editor: line numbers, pygments highlighting, undo and redo.

The highlighting is drawn as extra selections (not written into the document), so it never
becomes an undo step; it is refreshed a moment after the text stops changing.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontDatabase, QPainter, QTextCursor
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit, QWidget

from boardgames.app.code_view import THEME_EVENTS, code_colour, token_spans
from boardgames.app.line_numbers import LineNumbered

#: Milliseconds after the last key press before the colours are refreshed.
HIGHLIGHT_DELAY_MS = 150
#: Longest text highlighted, in characters (longer files stay plain).
MAX_HIGHLIGHT = 200_000
TAB = "    "


class CodeEditor(LineNumbered):
    """An editable program with line numbers and Python colours; Ctrl+Z / Ctrl+Shift+Z undo
    and redo (Qt's own), Tab inserts four spaces."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exerciseEditor")
        self.setLineWrapMode(QPlainTextEdit.NoWrap)
        self.follow_app_font()
        app = QApplication.instance()
        if isinstance(app, QApplication):  # the window's zoom sets the application font
            app.fontChanged.connect(self.follow_app_font)
        self.setTabChangesFocus(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(HIGHLIGHT_DELAY_MS)
        self._timer.timeout.connect(self.highlight)
        self.textChanged.connect(self._timer.start)
        self.install_gutter()

    def follow_app_font(self, app_font: QFont | None = None) -> None:
        """A fixed-width font as large as the application's (the window's zoom sets it),
        never smaller than the system's fixed font; again whenever the application font
        changes."""
        font = QFontDatabase.systemFont(QFontDatabase.FixedFont)
        size = max((app_font or QApplication.font()).pointSizeF(), font.pointSizeF())
        # a style sheet of its own: the application's style sheet, set after the font on
        # a zoom, would otherwise put the old font back
        self.setStyleSheet(f'#exerciseEditor {{ font-family: "{font.family()}"; '
                           f"font-size: {size:.2f}pt; }}")

    def set_source(self, text: str) -> None:
        """Replace the whole text as one undoable step and colour it at once."""
        cursor = self.textCursor()
        cursor.select(QTextCursor.Document)
        cursor.insertText(text)
        self.moveCursor(QTextCursor.Start)
        self.highlight()

    def source(self) -> str:
        """The text being edited."""
        return self.toPlainText()

    def highlight(self) -> None:
        """Colour the text now (pygments' Python lexer)."""
        text = self.toPlainText()
        selections = []
        if len(text) <= MAX_HIGHLIGHT:
            doc = self.document()
            for number, spans in enumerate(token_spans(text)):
                block = doc.findBlockByNumber(number)
                if not block.isValid():
                    break
                for start, length, fmt in spans:
                    sel = QTextEdit.ExtraSelection()
                    sel.format = fmt
                    sel.cursor = QTextCursor(block)
                    sel.cursor.setPosition(block.position() + start)
                    sel.cursor.setPosition(block.position() + start + length,
                                           QTextCursor.KeepAnchor)
                    selections.append(sel)
        self.setExtraSelections(selections)

    def changeEvent(self, event) -> None:  # noqa: N802
        """A new theme (the application's palette changed): colour the program again."""
        super().changeEvent(event)
        if event.type() in THEME_EVENTS:
            self.highlight()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.text() == "\t" and not event.modifiers():
            self.insertPlainText(TAB)
            return
        super().keyPressEvent(event)

    # -- line numbers -----------------------------------------------------------------
    def paint_gutter(self, gutter: QWidget, event) -> None:
        """Paint the line numbers (called by the margin widget)."""
        painter = QPainter(gutter)
        painter.fillRect(event.rect(), code_colour("gutter"))
        painter.setFont(self.font())
        painter.setPen(code_colour("gutter_ink"))
        block = self.firstVisibleBlock()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        height = self.fontMetrics().height()
        while block.isValid() and top <= event.rect().bottom():
            bottom = top + round(self.blockBoundingRect(block).height())
            painter.drawText(QRect(0, top, gutter.width() - 6, height), Qt.AlignRight,
                             str(block.blockNumber() + 1))
            block = block.next()
            top = bottom
        painter.end()
