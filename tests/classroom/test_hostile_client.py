"""The student's side of a hostile or unlucky class (issue 42, point 3): the file limit counts
what the student means (UTF-8 bytes, sent as UTF-8 JSON, so any file under it fits the body
limit), an item the class refuses leaves the outbox for a list the student sees and never
blocks the ones behind it, a 5xx or a busy class is tried again later with growing delays
(the others first), and a refusal of the student (a wrong code) is not retried in a loop."""

import asyncio
import json
import socket
import threading
import time

import pytest
from aiohttp import web

from boardgames.classroom.client import (
    MAX_REFUSED,
    ClassClient,
    Courier,
    _utf8_json,
    new_id,
    submission_of,
)
from boardgames.classroom.model import (
    MAX_BODY_BYTES,
    MAX_CHECKS,
    MAX_FILE_BYTES,
    ClassError,
    Submission,
)


def student(port, name="Anna", tmp_path=None, code="ABC234"):
    state = None if tmp_path is None else tmp_path / f"{name}.json"
    return ClassClient(f"127.0.0.1:{port}", code, name, state_path=state)


def check(file="def choose(board):\n    return 4\n", checks=None):
    return submission_of("tictactoe/block", True, checks or [("wins", True, "check.passed")],
                         0.3, file)


def crafted(file):
    """A check the client would never make (it bypasses the client's own checks)."""
    return Submission(new_id(), "tictactoe/block", True, (), None, file, time.time())


def wait_for(condition, seconds=10.0):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


class Stub:
    """A tiny class on 127.0.0.1 (aiohttp in a thread of its own) that answers each
    submission with ``answer(item) -> (status, json or text, headers)`` (None:
    acknowledged) and each join with ``join`` (None: joined); every request is kept as
    ``(monotonic time, path, id, raw body, content type)``."""

    def __init__(self, answer, join=None):
        self.answer, self.join = answer, join
        self.requests = []
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self._loop = asyncio.new_event_loop()
        self._stop = None
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), daemon=True)
        self._thread.start()
        assert ready.wait(10)

    def ids(self, path="/api/submissions"):
        return [ident for _, p, ident, _, _ in self.requests if p == path]

    def times(self, ident):
        return [when for when, _, i, _, _ in self.requests if i == ident]

    async def _handle(self, request):
        raw = await request.read()
        data = json.loads(raw.decode("utf-8")) if raw else {}
        self.requests.append((time.monotonic(), request.path, data.get("id"), raw,
                              request.headers.get("Content-Type")))
        if request.path == "/api/join":
            if self.join is not None:
                return self._respond(self.join)
            return web.json_response({"name": data["name"], "token": "t" * 20})
        found = self.answer(data)
        return self._respond(found) if found is not None else web.json_response(
            {"id": data["id"], "stored": True})

    @staticmethod
    def _respond(found):
        status, body, headers = found
        if isinstance(body, dict):
            return web.json_response(body, status=status, headers=headers)
        return web.Response(text=body, status=status, headers=headers)

    def _run(self, ready):
        asyncio.set_event_loop(self._loop)
        app = web.Application(client_max_size=2 ** 24)
        app.router.add_route("*", "/{tail:.*}", self._handle)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        self._loop.run_until_complete(runner.setup())
        self._loop.run_until_complete(web.SockSite(runner, self.sock).start())
        self._stop = asyncio.Event()
        ready.set()
        self._loop.run_until_complete(self._stop.wait())
        self._loop.run_until_complete(runner.cleanup())
        self._loop.close()

    def close(self):
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)
        self.sock.close()


@pytest.fixture
def stub():
    made = []

    def start(answer, join=None):
        made.append(Stub(answer, join))
        return made[-1]

    yield start
    for server in made:
        server.close()


# --- the file limit counts what the student means ------------------------------------------

def test_a_russian_program_of_50000_bytes_is_accepted_and_stored_exactly(serve):
    server = serve()
    program = "Ж" * 25_000  # 25,000 Cyrillic characters, 2 bytes each in UTF-8
    assert len(program.encode("utf-8")) == 50_000 < MAX_FILE_BYTES
    client = student(server.port)
    item = check(program)
    assert client.submit(item)
    assert client.refused() == []
    stored = server.class_app.store.submissions("Anna", "tictactoe/block")
    assert [s.file for s in stored] == [program]


def test_any_file_under_the_file_limit_fits_the_body_limit_at_its_worst_escaping(serve):
    worst = "\x01" * MAX_FILE_BYTES  # each byte escapes to six in JSON: \u0001
    checks = [(f"check{n}", False, "\x01" * 64) for n in range(MAX_CHECKS)]
    item = check(worst, checks)
    assert len(_utf8_json(item.as_json())) <= MAX_BODY_BYTES
    server = serve()
    client = student(server.port)
    assert client.submit(item)
    badly = ('"\\\n\x1f' * (MAX_FILE_BYTES // 4 - 10)) + "Ж" * 10  # under the limit, escaping badly
    assert client.submit(check(badly))
    stored = server.class_app.store.submissions("Anna", "tictactoe/block")
    assert [s.file for s in stored] == [worst, badly]
    assert client.refused() == []
    with pytest.raises(ClassError) as over:  # one byte more is the file limit's, not the body's
        check(worst + "\x01")
    assert over.value.code == "file.too_large"


def test_the_client_sends_utf8_json(stub):
    server = stub(lambda item: None)
    client = student(server.port)
    assert client.submit(check("# Ход конём\n"))
    _, _, _, raw, kind = server.requests[-1]
    assert "# Ход конём".encode() in raw and b"\\u" not in raw
    assert kind == "application/json; charset=utf-8"


# --- a refused item stays visible and never blocks the ones behind it ----------------------

def test_a_refused_item_leaves_the_outbox_for_the_refused_list_and_the_rest_is_sent(serve, tmp_path):
    server = serve()
    client = student(server.port, tmp_path=tmp_path)
    before, too_large, after = check(), crafted("#" * (MAX_FILE_BYTES + 1)), check()
    for item in (too_large, before, after):
        client.queue(item)
    with pytest.raises(ClassError) as raised:
        client.flush()
    assert raised.value.code == "file.too_large"
    assert client.outbox_ids() == []
    again = student(server.port, tmp_path=tmp_path)  # the app restarted: still in its file
    [entry] = again.refused()
    assert (entry.id, entry.kind, entry.subject, entry.error) == (
        too_large.id, "check", "tictactoe/block", "file.too_large")
    assert abs(entry.when - time.time()) < 60
    stored = server.class_app.store.submissions("Anna", "tictactoe/block")
    assert [s.id for s in stored] == [before.id, after.id]


def test_the_courier_tells_of_a_refused_item_and_delivers_the_ones_behind_it(stub, tmp_path):
    bad = crafted("def choose(board):\n    return 4\n")
    server = stub(lambda item: (413, {"error": "quota.student", "message": "full"}, None)
                  if item["id"] == bad.id else None)
    client = student(server.port, tmp_path=tmp_path)
    refused, sent = [], []
    courier = Courier(client, on_sent=lambda i, stored: sent.append(i),
                      on_refused=lambda error: refused.append(error.code), retry=0.05)
    good = [check() for _ in range(3)]
    try:
        for item in (bad, *good):
            courier.put(item)
        assert wait_for(lambda: len(sent) == 3)
    finally:
        courier.stop()
    assert sent == [g.id for g in good] and refused == ["quota.student"]
    assert [(e.id, e.error) for e in client.refused()] == [(bad.id, "quota.student")]
    assert server.ids().count(bad.id) == 1  # refused for good: never sent again


def test_the_refused_list_keeps_the_newest(stub, tmp_path):
    server = stub(lambda item: (400, {"error": "request.bad", "message": "no"}, None))
    client = student(server.port, tmp_path=tmp_path)
    items = [check() for _ in range(MAX_REFUSED + 5)]
    for item in items:
        client.queue(item)
    with pytest.raises(ClassError):
        client.flush()
    assert [e.id for e in client.refused()] == [i.id for i in items[-MAX_REFUSED:]]
    client.forget_refused()
    assert client.refused() == [] and client.outbox_ids() == []


# --- a 5xx is tried again later, after the others; a 4xx about the student is not retried ---

def test_a_500_for_one_item_does_not_block_the_next_and_is_retried_with_growing_delays(stub):
    failing = {"on": True}
    first, second = check(), check()
    server = stub(lambda item: (500, "Traceback (most recent call last): ...", None)
                  if item["id"] == first.id and failing["on"] else None)
    client = student(server.port)
    sent = []
    courier = Courier(client, on_sent=lambda i, stored: sent.append(i), retry=0.1, longest=30)
    try:
        client.queue(first)
        courier.put(second)
        assert wait_for(lambda: second.id in sent)
        assert wait_for(lambda: len(server.times(first.id)) >= 5)
        failing["on"] = False
        assert wait_for(lambda: first.id in sent)
    finally:
        courier.stop()
    tries = server.times(first.id)
    gaps = [b - a for a, b in zip(tries, tries[1:], strict=False)]
    assert gaps[-1] > 2 * gaps[0]  # 0.1 s, 0.2 s, 0.4 s, 0.8 s... (a quarter more or less)
    assert server.ids()[:2] == [first.id, second.id]
    assert client.outbox_ids() == [] and client.refused() == []


def test_flush_sends_the_others_and_keeps_the_item_the_class_failed_on(stub):
    first, second = check(), check()
    server = stub(lambda item: (500, "Internal Server Error", None) if item["id"] == first.id
                  else None)
    client = student(server.port)
    client.queue(first)
    assert client.submit(second) is False  # still queued, not refused
    assert client.outbox_ids() == [first.id] and client.refused() == []
    assert server.ids() == [first.id, second.id]


def test_a_busy_class_is_not_a_refusal(stub):
    server = stub(lambda item: (503, {"error": "server.busy", "message": "busy"}, None))
    client = student(server.port)
    item = check()
    assert client.submit(item) is False
    assert client.outbox_ids() == [item.id] and client.refused() == []


def test_a_429_waits_its_retry_after_even_when_something_new_is_queued(stub):
    server = stub(lambda item: (429, {"error": "too_many_tries", "message": "wait"},
                                {"Retry-After": "1.5"}))
    client = student(server.port)
    courier = Courier(client, retry=0.01)
    try:
        courier.put(check())
        assert wait_for(lambda: len(server.ids()) == 1)
        time.sleep(0.3)
        courier.put(check())  # wakes the courier: the class asked to wait all the same
        time.sleep(0.5)
        assert len(server.ids()) == 1
        assert wait_for(lambda: len(server.ids()) >= 2)
    finally:
        courier.stop()
    times = [when for when, path, _, _, _ in server.requests if path == "/api/submissions"]
    assert times[1] - times[0] >= 1.4


def test_a_wrong_code_is_not_retried_in_a_tight_loop(stub):
    wrong = (403, {"error": "code.wrong", "message": "wrong class code"}, None)
    server = stub(lambda item: wrong, join=wrong)
    client = student(server.port, code="WRONG9")
    refused = []
    courier = Courier(client, on_refused=lambda error: refused.append(error.code), retry=0.01)
    try:
        courier.put(check())
        assert wait_for(lambda: refused)
        time.sleep(1.0)
        quiet = len(server.requests)
        courier.put(check())  # something new: tried at once, then quiet again
        assert wait_for(lambda: len(refused) == 2)
        time.sleep(0.5)
    finally:
        courier.stop()
    assert quiet == 1 and len(server.requests) == 2
    assert refused == ["code.wrong", "code.wrong"]
    assert len(client.outbox_ids()) == 2 and client.refused() == []  # nothing lost


# --- the student's window shows what was not accepted ---------------------------------------

def test_the_students_window_lists_what_the_class_did_not_accept(qtbot, settings, teacher,
                                                                 monkeypatch):
    from boardgames.app.classroom import student
    from boardgames.app.classroom.menu import ClassActions
    from boardgames.app.main_window import MainWindow

    monkeypatch.setattr(ClassActions, "announce", False)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    actions = window.class_actions
    dialog = actions.join_class(f"127.0.0.1:{teacher.server.port}")
    dialog.code.setText("KLM345")
    dialog.name.setText("Anna")
    with qtbot.waitSignal(dialog.accepted, timeout=5000):
        dialog.join()
    shown = actions.not_accepted.action
    try:
        assert not shown.isVisible()
        link = student.current_link()
        good = check()
        link.courier.put(crafted("#" * (MAX_FILE_BYTES + 1)))
        link.courier.put(good)
        qtbot.waitUntil(shown.isVisible, timeout=10000)
        assert shown.text() == "1 not accepted by the class…"
        file_menu = window.menuBar().actions()[0].menu().actions()
        assert file_menu[file_menu.index(actions.join_action) + 1] is shown
        refused = "The class refused: the file is too large for the class (64 KiB at most)"
        # (on a loaded machine the join's own "Joined the class…" may come after the refusal)
        qtbot.waitUntil(lambda: window.status_label.text() == refused, timeout=5000)
        listed = actions.not_accepted.show_list()
        qtbot.addWidget(listed)
        assert listed.items.count() == 1
        line = listed.items.item(0).text()
        assert line.startswith("Check of tictactoe/block (")
        assert line.endswith("): the file is too large for the class (64 KiB at most)")
        qtbot.waitUntil(lambda: [s.id for s in teacher.store.submissions(
            "Anna", "tictactoe/block")] == [good.id], timeout=10000)
        listed.forget()
        assert listed.items.count() == 0 and not shown.isVisible()
    finally:
        student.set_link(None)
