"""Class mode tests: every class file and client file under pytest's tmp_path, servers on
loopback, on a free port."""

import pytest

from boardgames.classroom.server import ClassServer
from boardgames.classroom.store import ClassStore


@pytest.fixture(autouse=True)
def class_folders(tmp_path, monkeypatch):
    """The classes and the students' client files live under tmp_path."""
    monkeypatch.setenv("BOARDGAMES_CLASS_DIR", str(tmp_path / "classes"))
    monkeypatch.setenv("BOARDGAMES_CLASS_CLIENT_FILE", str(tmp_path / "client.json"))
    monkeypatch.setenv("BOARDGAMES_PROGRESS_FILE", str(tmp_path / "progress.json"))


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "classes" / "class.sqlite3"


@pytest.fixture
def serve(db_path):
    """Start a class on 127.0.0.1 (a free port) over the class file; stops them all after."""
    running = []

    def start(code="ABC234", port=0, **options):
        store = ClassStore(db_path)
        server = ClassServer(store, host="127.0.0.1", port=port, code=code, **options).start()
        running.append((server, store))
        return server

    yield start
    for server, store in running:
        server.stop()
        store.close()
