"""Class mode tests: every class file and client file under pytest's tmp_path, servers on
loopback, on a free port."""

import socket

import pytest

from boardgames.classroom.server import ClassServer
from boardgames.classroom.store import ClassStore


@pytest.fixture(autouse=True)
def class_folders(tmp_path, monkeypatch):
    """The classes and the students' client files live under tmp_path."""
    monkeypatch.setenv("BOARDGAMES_CLASS_DIR", str(tmp_path / "classes"))
    monkeypatch.setenv("BOARDGAMES_CLASS_CLIENT_FILE", str(tmp_path / "client.json"))
    monkeypatch.setenv("BOARDGAMES_PROGRESS_FILE", str(tmp_path / "progress.json"))


@pytest.fixture(scope="session")
def loopback_multicast():
    """Skips the test unless multicast works on the loopback interface here (what the DNS-SD
    tests announce and look on: nothing leaves the computer). The probe sends one datagram
    to 224.0.0.251 through 127.0.0.1 only, on a free port (not mDNS's)."""
    group = socket.inet_aton("224.0.0.251")
    loopback = socket.inet_aton("127.0.0.1")
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as listen, \
            socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as send:
        try:
            listen.bind(("", 0))
            listen.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, group + loopback)
            listen.settimeout(2.0)
            send.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, loopback)
            send.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 1)
            send.sendto(b"probe", ("224.0.0.251", listen.getsockname()[1]))
            heard = listen.recv(16) == b"probe"
        except OSError:
            heard = False
    if not heard:
        pytest.skip("multicast does not work on the loopback interface here, and the DNS-SD "
                    "tests announce on loopback only (never on the real network)")


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "classes" / "class.sqlite3"


@pytest.fixture
def serve(db_path):
    """Start a class on 127.0.0.1 (or ``host``: loopback only), a free port, over the class
    file; stops them all after."""
    running = []

    def start(code="ABC234", port=0, host="127.0.0.1", **options):
        store = ClassStore(db_path)
        server = ClassServer(store, host=host, port=port, code=code, **options).start()
        running.append((server, store))
        return server

    yield start
    for server, store in running:
        server.stop()
        store.close()


@pytest.fixture
def teacher(qtbot, db_path):
    """The teacher's class view over a class served on loopback (shown; closed after)."""
    from boardgames.app.classroom.teacher import ClassWindow

    store = ClassStore(db_path)
    server = ClassServer(store, host="127.0.0.1", port=0, code="KLM345").start()
    window = ClassWindow(store, server)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


@pytest.fixture
def classroom(qtbot, settings, tmp_path, monkeypatch):
    """Two app windows, the teacher's (which started a class on 127.0.0.1, a free port, not
    announced) and a pupil's (settings of its own): ``(class view, pupil's window,
    teacher's window)``."""
    from PySide6.QtCore import QSettings

    from boardgames.app.classroom import student
    from boardgames.app.classroom.menu import ClassActions
    from boardgames.app.classroom.start_dialog import StartOptions
    from boardgames.app.main_window import MainWindow

    monkeypatch.setattr(ClassActions, "announce", False)  # nor looked for by Join a class…
    teacher = MainWindow(settings)
    pupil = MainWindow(QSettings(str(tmp_path / "pupil.ini"), QSettings.IniFormat))
    for window in (teacher, pupil):
        qtbot.addWidget(window)
    view = teacher.class_actions.start_class(StartOptions(port=0, host="127.0.0.1", announce=False))
    yield view, pupil, teacher
    student.set_link(None)
    view.close()
