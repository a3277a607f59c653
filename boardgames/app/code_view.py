"""A read-only program view: Python highlighting (pygments tokens), line numbers, and the lines
changed since the previous stage marked with a coloured band and a bar in the margin.
Programs over :data:`HIGHLIGHT_LIMIT` characters are shown without colours (:attr:`CodeView.highlighted`
tells), so a long program never freezes the page.

Two modes: the whole program, or only the changes (changed lines with two lines of context,
gaps shown as ``⋯``); the line numbers always count lines of the whole program.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QPainter,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from boardgames.app.line_numbers import LineNumbered
from boardgames.kit import theme
from boardgames.lessons.diff import changes_with_context

#: The events that tell a program view the theme changed (kit.theme.apply sets the
#: application's palette).
THEME_EVENTS = (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
#: Programs longer than this (characters) are shown without colours: lexing them would
#: keep the page from answering for a second or more (about 0.2 s for this many).
HIGHLIGHT_LIMIT = 40_000


def code_colour(name: str) -> QColor:
    """A colour of the program views in the current theme: ``gutter``, ``gutter_ink``,
    ``changed``, ``changed_bar``, ``removed`` (a line the previous stage had and this one
    has not), ``removed_ink`` (see :class:`boardgames.kit.theme.Palette`)."""
    return QColor(theme.current().code[name])


_formats: dict[str, dict] = {}


def token_formats(palette: theme.Palette) -> dict:
    """pygments token type -> QTextCharFormat in ``palette``'s code style; a colour that
    would read under 4.5:1 on the panel or on the changed lines' band is the ink instead."""
    if palette.name not in _formats:
        from pygments.styles import get_style_by_name

        grounds = (palette.colour("panel"), QColor(palette.code["changed"]))
        formats = {}
        for token, spec in get_style_by_name(palette.code_style):
            fmt = QTextCharFormat()
            colour = QColor("#" + spec["color"]) if spec["color"] else None
            if colour is not None and min(theme.contrast(colour, g) for g in grounds) < 4.5:
                colour = palette.colour("ink")
            if colour is not None:
                fmt.setForeground(colour)
            if spec["bold"]:
                fmt.setFontWeight(QFont.Bold)
            if spec["italic"]:
                fmt.setFontItalic(True)
            formats[token] = fmt
        _formats[palette.name] = formats
    return _formats[palette.name]


def token_spans(source: str) -> list[list[tuple[int, int, QTextCharFormat]]]:
    """Lex ``source`` with pygments' Python lexer (the whole text at once, so strings that
    span lines are right): for each source line, ``(column, length, format)`` spans, in
    the current theme's colours (:func:`token_formats`)."""
    from pygments.lexers import PythonLexer

    formats = token_formats(theme.current())

    def format_for(token):
        while token is not None:
            fmt = formats.get(token)
            if fmt is not None and (fmt.foreground().style() != Qt.NoBrush
                                    or fmt.fontWeight() > 400 or fmt.fontItalic()):
                return fmt
            token = token.parent
        return None

    spans: list[list[tuple[int, int, QTextCharFormat]]] = [[]]
    column = 0
    for token, value in PythonLexer(stripnl=False, ensurenl=False).get_tokens(source):
        fmt = format_for(token)
        for i, part in enumerate(value.split("\n")):
            if i > 0:
                spans.append([])
                column = 0
            if part and fmt is not None:
                spans[-1].append((column, len(part), fmt))
            column += len(part)
    return spans


class CodeView(LineNumbered):
    """Shows one program.

    Use :meth:`set_program` to show a program with the 1-based numbers of its changed
    lines, and :meth:`set_only_changes` to switch between the whole program and only the
    changes. :attr:`changed` holds the marked line numbers; :meth:`shown_text` the text
    currently displayed.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.source = ""
        self.setObjectName("codeView")
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.NoWrap)
        # Selecting with the mouse is enough; the arrow keys stay free for stepping stages.
        self.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.setFocusPolicy(Qt.ClickFocus)
        font = QFontDatabase.systemFont(QFontDatabase.FixedFont)
        self.setFont(font)
        self.document().setUndoRedoEnabled(False)
        self.source = ""
        self.previous = ""
        self.changed: set[int] = set()
        self.only_changes = False
        self.highlighted = True
        # (the source lexed last, the theme), its spans
        self._spans: tuple[tuple[str, str], list] = (("", ""), [[]])
        self._block_lines: list[int | None] = []
        self._removed_blocks: set[int] = set()
        self.install_gutter()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """A new theme (the application's palette changed): colour the program again."""
        super().changeEvent(event)
        if event.type() in THEME_EVENTS and self.source:
            self._refresh()

    # -- content ----------------------------------------------------------------------
    def set_program(self, source: str, previous: str, changed: set[int]) -> None:
        """Show ``source`` with ``changed`` (1-based line numbers) marked; ``previous`` is
        the previous stage's program (used by the "only the changes" mode)."""
        self.source, self.previous, self.changed = source, previous, set(changed)
        self._refresh()

    def set_only_changes(self, on: bool) -> None:
        """Show only the changed lines with context (True) or the whole program."""
        self.only_changes = on
        self._refresh()

    def shown_text(self) -> str:
        """The text currently displayed."""
        return self.toPlainText()

    def removed_lines(self) -> list[str]:
        """The displayed lines that the previous stage had and this one has not."""
        doc = self.document()
        return [doc.findBlockByNumber(n).text() for n in sorted(self._removed_blocks)]

    def shown_line_numbers(self) -> list[int | None]:
        """For each displayed line, its 1-based number in the program (None for a gap or
        a line removed since the previous stage)."""
        return [None if n is None else n + 1 for n in self._block_lines]

    def _refresh(self) -> None:
        if self.only_changes:
            shown = changes_with_context(self.previous, self.source, context=2)
            lines = ["⋯" if line.gap else line.text for line in shown]
            block_lines = [None if line.number is None else line.number - 1 for line in shown]
            removed = {k for k, line in enumerate(shown) if line.removed}
            if not shown:
                lines, block_lines = [""], [None]
        else:
            lines = self.source.splitlines() or [""]
            block_lines = list(range(len(lines)))
            removed = set()
        self._block_lines, self._removed_blocks = block_lines, removed
        self._fill(lines, block_lines, self._token_spans())
        self._mark_changes()
        self._update_margins()

    def _token_spans(self) -> list:
        """The colours of :attr:`source` (lexed once per program; none for a long one)."""
        self.highlighted = len(self.source) <= HIGHLIGHT_LIMIT
        if not self.highlighted:
            return [[]]
        key = (self.source, theme.current().name)
        if self._spans[0] != key:
            self._spans = (key, token_spans(self.source))
        return self._spans[1]

    def _fill(self, lines: list[str], block_lines: list[int | None], spans) -> None:
        # Formats are written straight into the read-only document (a QSyntaxHighlighter
        # subclass crashed PySide6 6.12 with Python 3.11 after many re-highlights).
        doc = self.document()
        doc.clear()
        cursor = QTextCursor(doc)
        plain = QTextCharFormat()
        cursor.beginEditBlock()
        for number, (text, line) in enumerate(zip(lines, block_lines, strict=False)):
            if number:
                cursor.insertBlock()
            position = 0
            for start, length, fmt in spans[line] if line is not None and line < len(spans) else ():
                if start > position:
                    cursor.insertText(text[position:start], plain)
                cursor.insertText(text[start:start + length], fmt)
                position = start + length
            if position < len(text):
                cursor.insertText(text[position:], plain)
        cursor.endEditBlock()

    def _mark_changes(self) -> None:
        selections = []
        doc = self.document()
        for number, line in enumerate(self._block_lines):
            removed = number in self._removed_blocks
            if not removed and (line is None or (line + 1) not in self.changed):
                continue
            sel = QTextEdit.ExtraSelection()
            sel.format.setBackground(code_colour("removed" if removed else "changed"))
            if removed:
                sel.format.setForeground(code_colour("removed_ink"))
                sel.format.setFontStrikeOut(True)
            sel.format.setProperty(QTextFormat.FullWidthSelection, True)
            sel.cursor = self.textCursor()
            sel.cursor.setPosition(doc.findBlockByNumber(number).position())
            if removed:  # colour and strike out the old text itself
                sel.cursor.movePosition(QTextCursor.EndOfBlock, QTextCursor.KeepAnchor)
            selections.append(sel)
        self.setExtraSelections(selections)

    # -- gutter -----------------------------------------------------------------------
    def highest_number(self) -> int:
        """The program's line count (the margin shows program line numbers, also when
        only the changes are shown)."""
        return len(self.source.splitlines())

    def paint_gutter(self, gutter: QWidget, event) -> None:
        """Paint line numbers and change bars (called by the margin widget)."""
        painter = QPainter(gutter)
        painter.fillRect(event.rect(), code_colour("gutter"))
        painter.setFont(self.font())
        block = self.firstVisibleBlock()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        height = self.fontMetrics().height()
        width = gutter.width()
        while block.isValid() and top <= event.rect().bottom():
            bottom = top + round(self.blockBoundingRect(block).height())
            number = block.blockNumber()
            line = self._block_lines[number] if number < len(self._block_lines) else None
            if number in self._removed_blocks:
                painter.setPen(code_colour("removed_ink"))
                painter.drawText(QRect(0, top, width - 6, height), Qt.AlignRight, "−")
            if line is not None:
                if (line + 1) in self.changed:
                    painter.fillRect(QRect(0, top, 5, bottom - top), code_colour("changed_bar"))
                painter.setPen(code_colour("gutter_ink"))
                painter.drawText(QRect(0, top, width - 6, height), Qt.AlignRight, str(line + 1))
            block = block.next()
            top = bottom
        painter.end()
