"""The teacher sees where pupils go: the class view shows the pupils' web page's address
(the server's real address and port) large, and its link with the class code as a QR code,
dark on light in every theme, crisp; "Show large" shows it full screen and Esc closes it."""

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from boardgames.app.classroom.pupils_page import QrFullScreen
from boardgames.kit import style, theme


def child(teacher, kind, name):
    """The widget named ``name`` in the class view (asserted there)."""
    found = teacher.findChild(kind, name)
    assert found is not None, f"no {name} in the class view"
    return found


def read(label):
    """A label's text as a reader takes it in: its words, spaces and line breaks alike."""
    return " ".join(label.text().split())


def text_contrast(label):
    """The contrast ratio between a label's background (its corner's pixel) and the pixel of
    its text that stands out most (WCAG's ratio, 1 to 21)."""
    image = label.grab().toImage()
    paper = image.pixelColor(0, 0)
    return max(theme.contrast(paper, image.pixelColor(x, y))
               for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))


def link(teacher):
    return f"http://127.0.0.1:{teacher.server.port}/#code=KLM345"


def segno_modules(url):
    """What segno makes of ``url``: rows of modules, True dark, with the standard quiet zone."""
    return [[bool(bit) for bit in row] for row in segno.make_qr(url).matrix_iter(border=4)]


def shown_modules(qr):
    """The modules the QR code widget shows on screen, read back from its pixels (the centre
    of each module: dark or light), after checking every pixel of the code is pure black
    or pure white (crisp: no blurred edge) and the code is square and whole."""
    image = qr.grab().toImage()
    x, y, pixels = qr.code_rect()
    count = len(qr.modules)
    assert pixels >= 2 and x >= 0 and y >= 0
    assert x + count * pixels <= image.width() and y + count * pixels <= image.height()
    colours = {image.pixelColor(x + i, y + j).name() for i in range(count * pixels)
               for j in range(count * pixels)}
    assert colours == {"#000000", "#ffffff"}
    return [[image.pixelColor(x + column * pixels + pixels // 2,
                              y + row * pixels + pixels // 2).name() == "#000000"
             for column in range(count)] for row in range(count)]


def test_the_class_view_shows_the_pupils_page_address_with_the_servers_port(teacher):
    page = child(teacher, QLabel, "pupilsPageAddress")
    url = f"http://127.0.0.1:{teacher.server.port}/"
    assert read(page) == f"Pupils: open {url}" and any(url in line for line in page.text().splitlines())
    assert page.accessibleName() == "The pupils' page's address"
    assert page.isVisible() and page.font().pointSize() >= 20  # read from the back of the room
    assert teacher.code.text() == "Class code: KLM345"
    assert child(teacher, QLabel, "appAddress").text().endswith(f"127.0.0.1:{teacher.server.port}")


@pytest.mark.parametrize("colours", [theme.LIGHT, theme.DARK, theme.CONTRAST])
def test_the_qr_code_is_the_page_link_dark_on_light_in_every_theme(qtbot, teacher, colours):
    sheet = QApplication.instance().styleSheet()
    try:
        theme.apply(colours)  # as View > Theme does it: the palette, then the style sheet
        QApplication.instance().setStyleSheet(style.style_sheet(1.0))
        qr = child(teacher, QWidget, "pupilsPageQr")
        qtbot.waitUntil(lambda: qr.isVisible() and qr.width() > 0)
        assert qr.accessibleName() == "QR code of the pupils' page"
        assert qr.accessibleDescription() == link(teacher)
        shown = shown_modules(qr)
        for label in (child(teacher, QLabel, "pupilsPageAddress"), teacher.code):
            assert text_contrast(label) >= 4.5, label.text()  # the large texts follow the theme
    finally:
        theme.apply(theme.LIGHT)
        QApplication.instance().setStyleSheet(sheet)
    assert shown == segno_modules(link(teacher))
    assert not any(shown[0]) and not any(row[-1] for row in shown)  # a light quiet zone
    assert teacher.server.class_app.teacher_code not in qr.url


def opened_large():
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QrFullScreen) and w.isVisible()]
    return shown[0] if len(shown) == 1 else None


@pytest.mark.parametrize("how", ["button", "click on the code", "Enter on the code"])
def test_show_large_opens_it_full_screen_and_esc_closes_it(qtbot, teacher, how):
    qr = child(teacher, QWidget, "pupilsPageQr")
    if how == "button":
        qtbot.mouseClick(child(teacher, QPushButton, "showLarge"), Qt.LeftButton)
    elif how == "click on the code":
        qtbot.mouseClick(qr, Qt.LeftButton)
    else:
        qr.setFocus()
        qtbot.keyClick(qr, Qt.Key_Return)
    qtbot.waitUntil(lambda: opened_large() is not None)
    large = opened_large()
    assert large.isFullScreen() and large.objectName() == "pupilsPageLarge"
    assert large.accessibleName() == "The pupils' page, large"
    assert [read(label) for label in large.labels[:2]] == [
        f"Pupils: open http://127.0.0.1:{teacher.server.port}/", "Class code: KLM345"]
    qtbot.waitUntil(lambda: large.qr.module_pixels() > 4)  # laid out: larger than in the view
    assert shown_modules(large.qr) == segno_modules(link(teacher))
    qtbot.keyClick(large, Qt.Key_Escape)
    qtbot.waitUntil(lambda: opened_large() is None)
    assert teacher.isVisible()


@pytest.mark.parametrize("width", [2000, 500, 250, 60])
def test_the_address_is_never_broken_inside_the_url(teacher, width):
    page = child(teacher, QLabel, "pupilsPageAddress")
    url = f"http://127.0.0.1:{teacher.server.port}/"
    page.fit(width)
    lines = page.text().splitlines()
    assert any(url in line for line in lines) and read(page) == f"Pupils: open {url}"
    wide = max(page.fontMetrics().horizontalAdvance(line) for line in lines)
    assert wide <= width or page.font().pointSize() == 12  # smaller only as far as readable
    assert (len(lines), page.font().pointSize()) == {2000: (1, 26), 500: (2, 26)}.get(
        width, (2, page.font().pointSize()))
