"""Where pupils go, in the teacher's class view: the pupils' web page's address, large, the
class code, and the page's link as a QR code (the class code in its fragment, so a pupil
who scans it types nothing); "Show large" (or a click on the code) shows both full screen,
for the projector; Esc closes it.

A QR code is drawn dark on white in every theme (a scanner wants dark on light), with its
quiet zone, at a whole number of pixels a module so every edge is crisp.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from boardgames.classroom.pupils_page import modules, page_url
from boardgames.kit.i18n import arg

DARK, LIGHT = QColor("#000000"), QColor("#ffffff")  # whatever the theme: a scanner's colours
_POINTS = 26  # the address's and the code's size: read from the back of a classroom


class PageLabel(QLabel):
    """``template`` (``"Pupils: open %1"``, translated) with ``url``, bold, at ``points``
    points on one line when it fits the label's width, else with the URL on a line of its
    own, in a smaller size only when the URL alone is wider: the URL is never broken (Qt
    would break it after a ``/``)."""

    def __init__(self, template: str, url: str, points: int = _POINTS,
                 parent: QWidget | None = None):
        super().__init__(arg(template, url), parent)
        #: the translated text round the URL (``%1``), and the URL
        self.template, self.url, self._points = template, url, max(12, points)
        self.setTextFormat(Qt.PlainText)
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)  # the layout's width
        self.fit(self._points * 40)

    def fit(self, width: int) -> None:
        """Choose the text's lines and size for ``width`` pixels (smallest: 12 points)."""
        one = arg(self.template, self.url)
        two = arg(self.template.replace(" %1", "%1"), "\n" + self.url)
        font = QFont(self.font())
        font.setBold(True)
        for points in range(self._points, 11, -1):
            font.setPointSize(points)
            metrics = QFontMetrics(font)
            text = next((t for t in (one, two) if max(
                metrics.horizontalAdvance(line) for line in t.split("\n")) <= width), None)
            if text is not None:
                break
        self.setFont(font)
        self.setText(text or two)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit(self.width())


class QrCode(QWidget):
    """The QR code of ``url``, centred in the widget, as large as a whole number of pixels a
    module allows (``module`` pixels a module at its size hint), quiet zone included.

    Signals:
        clicked(): a click on it, or Enter / Space while it has the focus.
    """

    clicked = Signal()

    def __init__(self, url: str, module: int = 4, parent: QWidget | None = None):
        super().__init__(parent)
        self.url = url
        #: the rows of modules drawn, True for dark, quiet zone included (n x n)
        self.modules = modules(url)
        self._module = module
        self.setObjectName("pupilsPageQr")
        self.setAccessibleName(self.tr("QR code of the pupils' page"))
        self.setAccessibleDescription(url)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setCursor(Qt.PointingHandCursor)

    def sizeHint(self) -> QSize:  # noqa: N802
        side = len(self.modules) * self._module
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        side = len(self.modules) * 2  # two pixels a module: still read by a phone nearby
        return QSize(side, side)

    def module_pixels(self) -> int:
        """Pixels a module as drawn now (at least 1)."""
        return max(1, min(self.width(), self.height()) // len(self.modules))

    def code_rect(self) -> tuple[int, int, int]:
        """``(x, y, pixels a module)`` of the code's top left corner (its quiet zone's)."""
        pixels = self.module_pixels()
        side = pixels * len(self.modules)
        return (self.width() - side) // 2, (self.height() - side) // 2, pixels

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        x, y, pixels = self.code_rect()
        painter = QPainter(self)
        side = pixels * len(self.modules)
        painter.fillRect(x, y, side, side, LIGHT)
        for row, line in enumerate(self.modules):
            for column, dark in enumerate(line):
                if dark:
                    painter.fillRect(x + column * pixels, y + row * pixels, pixels, pixels, DARK)
        if self.hasFocus():  # where the keyboard is, outside the quiet zone
            painter.setPen(self.palette().highlight().color())
            painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.clicked.emit()
        else:
            super().keyPressEvent(event)


class PupilsPage(QWidget):
    """The class view's head: ``Pupils: open http://ADDRESS/`` and ``Class code: CODE``,
    large, the address for the Boardgames app, "Show large", and the QR code of
    ``http://ADDRESS/#code=CODE`` at the right (``address``: ``HOST:PORT``)."""

    def __init__(self, address: str, code: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.url = page_url(address, code)
        self.page = PageLabel(self.tr("Pupils: open %1"), page_url(address))
        self.page.setObjectName("pupilsPageAddress")
        self.page.setAccessibleName(self.tr("The pupils' page's address"))
        self.code = QLabel(arg(self.tr("Class code: %1"), code))
        self.address = QLabel(arg(self.tr("In the Boardgames app (File > Join a class…): %1"),
                                  address))
        self.address.setObjectName("appAddress")
        for label in (self.page, self.code, self.address):
            label.setTextFormat(Qt.PlainText)
            label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        large = QFont(self.code.font())  # a font, not a style sheet: it follows the theme
        large.setPointSize(_POINTS)
        large.setBold(True)
        self.code.setFont(large)
        self.address.setWordWrap(True)  # a long translation leaves the code its size
        self.qr = QrCode(self.url)
        self.qr.setMinimumSize(self.qr.sizeHint())  # 4 pixels a module: a phone reads it nearby
        self.qr.setToolTip(self.tr("Scan it to open the pupils' page with the class code; "
                                   "click it to show it large"))
        self.qr.clicked.connect(lambda: self.show_large())
        self.large_button = QPushButton(self.tr("Sho&w large"))
        self.large_button.setObjectName("showLarge")
        self.large_button.setToolTip(self.tr("Show the QR code and the address full screen, "
                                             "for the projector (Esc closes it)"))
        self.large_button.clicked.connect(lambda: self.show_large())
        self._lay_out()

    def _lay_out(self) -> None:
        texts = QVBoxLayout()
        texts.setContentsMargins(0, 0, 0, 0)
        texts.addWidget(self.page)
        texts.addWidget(self.code)
        below = QHBoxLayout()
        below.addWidget(self.address, 1)
        below.addWidget(self.large_button)
        texts.addLayout(below)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addLayout(texts, 1)
        row.addWidget(self.qr, 0, Qt.AlignTop)

    def show_large(self) -> QrFullScreen:
        """Show the QR code and the address full screen on this window's screen (Esc, or a
        click on the code, closes it)."""
        large = QrFullScreen(self.url, self.page, self.code.text(), self)
        large.showFullScreen()
        large.activateWindow()
        return large


class QrFullScreen(QDialog):
    """The QR code of ``url`` as large as the screen allows, ``page``'s text and ``code``
    under it, dark on white in every theme; Esc or a click on the code closes it."""

    def __init__(self, url: str, page: PageLabel, code: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pupilsPageLarge")
        self.setAccessibleName(self.tr("The pupils' page, large"))
        self.setWindowTitle(self.tr("Pupils' page"))
        self.setAttribute(Qt.WA_DeleteOnClose)
        self.setStyleSheet(f"QDialog#pupilsPageLarge {{ background: {LIGHT.name()}; }} "
                           f"QLabel {{ color: {DARK.name()}; background: {LIGHT.name()}; }}")
        if parent is not None:
            self.setScreen(parent.screen())
        self.qr = QrCode(url, 16)
        self.qr.setFocusPolicy(Qt.NoFocus)  # no focus frame on the projector; Esc closes
        self.qr.clicked.connect(self.close)
        height = self.screen().geometry().height()
        layout = QVBoxLayout(self)
        layout.addWidget(self.qr, 1)
        points = height * 72 // (16 * max(1, self.logicalDpiY()))  # a 16th of the screen
        #: the texts under the code: the page's address, the class code, "Esc closes"
        self.labels = [PageLabel(page.template, page.url, points), QLabel(code),
                       QLabel(self.tr("Esc closes"))]
        for label, size in zip(self.labels[1:], (points, max(12, points // 2)), strict=True):
            label.setTextFormat(Qt.PlainText)
            label.setWordWrap(True)
            font = QFont(label.font())
            font.setPointSize(size)
            font.setBold(label is self.labels[1])
            label.setFont(font)
        for label in self.labels:
            label.setAlignment(Qt.AlignCenter)
            layout.addWidget(label)
