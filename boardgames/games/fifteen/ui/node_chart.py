"""A bar chart of nodes expanded per search, on a logarithmic scale (Qt painting)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from boardgames.kit import theme
from boardgames.kit.i18n import number

#: The palette colour of a bar by the search's outcome (read when painting, so the chart
#: follows the theme): shortest, a longer solution, none.
BAR_COLOURS = {"optimal": "accent", "valid": "focus", "failed": "disabled"}
#: Margins (px) above the bars and below them (the decade numbers).
TOP, BOTTOM = 8, 28


class NodeChart(QWidget):
    """Horizontal bars, one per search: label on the left, bar length ~ log10(nodes).

    ``set_rows([(label, nodes, kind), ...])`` where kind is "optimal", "valid" or
    "failed" (colour); nodes is a non-negative int.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.rows: list[tuple[str, int, str]] = []
        self.setMinimumHeight(160)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def set_rows(self, rows: list[tuple[str, int, str]]) -> None:
        """Replace the bars (the chart asks for one text line of height per bar)."""
        self.rows = list(rows)
        line = self.fontMetrics().lineSpacing()
        self.setMinimumHeight(max(160, TOP + BOTTOM + line * len(self.rows)))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(600, 40 + 28 * max(3, len(self.rows)))

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        colours = theme.current()
        painter.fillRect(self.rect(), colours.colour("panel"))
        if not self.rows:
            painter.setPen(colours.colour("muted"))
            painter.drawText(self.rect(), Qt.AlignCenter | Qt.TextWordWrap,
                             self.tr("Run a comparison to see the nodes."))
            return
        metrics = painter.fontMetrics()
        label_w = min(self.width() * 2 // 5, max(metrics.horizontalAdvance(r[0]) for r in self.rows) + 16)
        value_w = max(metrics.horizontalAdvance(number(r[1])) for r in self.rows) + 8
        height = max(1.0, (self.height() - TOP - BOTTOM) / len(self.rows))
        top_exp = max(1, math.ceil(math.log10(max(10, max(r[1] for r in self.rows)))))
        plot_w = max(1, self.width() - label_w - value_w - 8)
        self._draw_axis(painter, label_w, plot_w, top_exp)
        painter.setFont(self.font())
        for i, (label, nodes, kind) in enumerate(self.rows):
            y = TOP + i * height
            painter.setPen(colours.colour("ink"))
            shown = metrics.elidedText(label, Qt.ElideRight, label_w - 8)  # full name: the table
            painter.drawText(QRectF(4, y, label_w - 8, height), Qt.AlignVCenter | Qt.AlignRight, shown)
            value = math.log10(nodes) if nodes >= 1 else 0.0
            width = plot_w * value / top_exp
            colour = colours.colour(BAR_COLOURS.get(kind, "disabled"))
            painter.fillRect(QRectF(label_w, y + height * 0.18, max(2.0, width), height * 0.64), colour)
            painter.setPen(colours.colour("ink"))
            painter.drawText(QRectF(label_w + width + 6, y, value_w, height), Qt.AlignVCenter, number(nodes))
        painter.end()

    def _draw_axis(self, painter: QPainter, label_w: int, plot_w: int, top_exp: int) -> None:
        """Decade grid lines (1, 10, 100, ...) with their numbers below; numbers that
        would touch their neighbours are left out (every second, third, ... decade)."""
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.8))
        painter.setFont(small)
        text_w = painter.fontMetrics().horizontalAdvance(number(10 ** top_exp)) + 8
        decade_w = plot_w / top_exp
        step = max(1, math.ceil(text_w / max(1.0, decade_w)))
        colours = theme.current()
        for exp in range(0, top_exp + 1):
            x = label_w + decade_w * exp
            painter.setPen(colours.colour("line"))
            painter.drawLine(int(x), TOP, int(x), int(self.height() - BOTTOM))
            if exp % step == 0:
                painter.setPen(colours.colour("muted"))
                painter.drawText(QRectF(x - text_w / 2, self.height() - BOTTOM + 4, text_w, BOTTOM - 4),
                                 Qt.AlignHCenter | Qt.AlignTop, number(10 ** exp))
