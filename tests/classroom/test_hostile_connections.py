"""Hostile connections (issue 42, point 6): idle connections held open, slow senders, a
full class and a flood of log lines never keep a real student out or fill the disk.
Servers on 127.0.0.1 only; caps and timeouts shrunk so that each test takes seconds."""

import http.client
import json
import logging
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time

import pytest

from boardgames.classroom.client import ClassClient, submission_of
from boardgames.classroom.connections import Limits, default_max_total

CODE = "ABC234"


def student(port, name="Anna"):
    return ClassClient(f"127.0.0.1:{port}", CODE, name, timeout=10.0)


def check():
    return submission_of("tictactoe/block", True, [("wins", True, "check.passed")], 0.3,
                         "def choose(board):\n    return 4\n")


def joins_and_submits(port, name="Anna"):
    client = student(port, name)
    client.join()
    return client.submit(check())


def idle_sockets(port, count):
    """``count`` connections that send nothing (as many as could be opened)."""
    held = []
    for _ in range(count):
        try:
            held.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        except OSError:
            break
    return held


def closed_within(sock, seconds, trickle=b""):
    """True when the server closes ``sock`` within ``seconds`` (sending ``trickle`` one
    byte each 0.1 s meanwhile); False when it is still open then."""
    sock.settimeout(0.1)
    end = time.monotonic() + seconds
    sent = 0
    while time.monotonic() < end:
        try:
            if sent < len(trickle):
                sock.sendall(trickle[sent:sent + 1])
                sent += 1
            if sock.recv(4096) == b"":
                return True
        except TimeoutError:
            continue
        except OSError:  # reset by the server
            return True
    return False


def close_all(sockets):
    for sock in sockets:
        sock.close()


def test_many_idle_connections_do_not_keep_a_real_student_out(serve):
    server = serve(code=CODE, limits=Limits(max_per_address=10, max_total=12, idle_timeout=30))
    held = idle_sockets(server.port, 40)
    try:
        started = time.monotonic()
        assert joins_and_submits(server.port)
        assert time.monotonic() - started < 5.0
        closed = sum(closed_within(sock, 0.01) for sock in held)
        assert closed >= len(held) - 10  # the oldest idle ones made room
    finally:
        close_all(held)


def test_an_idle_connection_is_closed_after_the_idle_timeout(serve):
    server = serve(code=CODE, limits=Limits(idle_timeout=0.5))
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        assert closed_within(sock, 10.0)
    assert joins_and_submits(server.port)


@pytest.mark.parametrize("trickle", [
    b"POST /api/join HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Class-Code: ABC234\r\nX-Padding: " + b"a" * 200,
    b"POST /api/join HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Class-Code: ABC234\r\n"
    b"Content-Type: application/json\r\nContent-Length: 300\r\n\r\n{\"name\": \"" + b"a" * 200,
], ids=["headers", "body"])
def test_a_slow_sender_is_closed_after_the_request_timeout(serve, trickle):
    server = serve(code=CODE, limits=Limits(idle_timeout=60, request_timeout=0.8))
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        started = time.monotonic()
        assert closed_within(sock, 15.0, trickle)  # the trickle would last 20 s
        assert time.monotonic() - started < 15.0
    assert joins_and_submits(server.port)


def test_over_the_cap_a_503_with_a_code_comes_at_once_instead_of_a_hang(serve):
    server = serve(code=CODE, limits=Limits(max_per_address=2, max_total=2, retry_after=7))
    teacher = ClassClient(f"127.0.0.1:{server.port}", server.class_app.teacher_code)
    version = teacher.grid().version
    polls = [threading.Thread(target=teacher.grid, kwargs={"since": version, "wait": 4.0})
             for _ in range(2)]
    for poll in polls:  # two long-polls: both connections busy, none idle to close
        poll.start()
    time.sleep(0.5)
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    connection.request("POST", "/api/join", body=json.dumps({"name": "Anna"}),
                       headers={"X-Class-Code": CODE, "Content-Type": "application/json"})
    answer = connection.getresponse()
    body = json.loads(answer.read())
    connection.close()
    assert time.monotonic() - started < 3.0
    assert (answer.status, body["error"], answer.getheader("Retry-After")) == (503, "server.busy", "7")
    for poll in polls:
        poll.join()
    assert joins_and_submits(server.port)  # room again once the long-polls ended


def test_a_long_poll_within_its_wait_is_not_cut_as_idle(serve):
    server = serve(code=CODE, limits=Limits(idle_timeout=0.3, request_timeout=0.3))
    teacher = ClassClient(f"127.0.0.1:{server.port}", server.class_app.teacher_code, timeout=10)
    version = teacher.grid().version
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as idle:
        started = time.monotonic()
        grid = teacher.grid(since=version, wait=2.0)  # nothing new: answered after its wait
        assert time.monotonic() - started >= 1.5
        assert grid.version == version
        assert closed_within(idle, 0.5)  # while an idle connection beside it was closed


def test_logging_stays_bounded_while_serving(serve, caplog):
    serve(code=CODE)
    caplog.set_level(logging.ERROR)
    for name in ("asyncio", "aiohttp.server"):
        for _ in range(500):
            logging.getLogger(name).error("socket.accept() out of system resource")
    assert 0 < len(caplog.records) <= 20


def test_the_cap_in_all_stays_below_the_open_file_limit():
    assert default_max_total(1024) <= 1024 - 128 - 32
    assert 8 <= default_max_total(256) <= 256 - 32
    assert Limits(max_total=100).per_address() < 100  # another address always finds room


@pytest.mark.skipif(sys.platform == "win32" or shutil.which("bash") is None,
                    reason="needs bash's ulimit (Unix)")
def test_under_a_low_open_file_limit_idle_connections_held_open_lock_nobody_out(tmp_path):
    command = (f"ulimit -n 256; exec {sys.executable} -m boardgames class serve --host 127.0.0.1 "
               f"--port 0 --no-announce --code {CODE}")
    server = subprocess.Popen(["bash", "-c", command], stdout=subprocess.PIPE,
                              stderr=open(tmp_path / "stderr.txt", "w"), text=True,  # noqa: SIM115
                              env=dict(os.environ, PYTHONUNBUFFERED="1"))
    held = []
    try:
        assert server.stdout is not None
        port = int(re.search(r":(\d+), class code", server.stdout.readline()).group(1))
        held = idle_sockets(port, 300)  # more than the server may open files
        started = time.monotonic()
        assert joins_and_submits(port)
        assert time.monotonic() - started < 5.0
    finally:
        close_all(held)
        server.send_signal(signal.SIGINT)
        server.wait(30)
    log = (tmp_path / "stderr.txt").read_text(encoding="utf-8")
    assert len(log) < 20_000
    assert log.count("Too many open files") <= 10


def test_a_malformed_request_gets_a_400_and_one_log_line_without_a_traceback(serve, caplog):
    server = serve(code=CODE)
    caplog.set_level(logging.DEBUG, logger="aiohttp.server")
    for payload in (b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
                    b"GET /" + b"a" * 20000 + b" HTTP/1.1\r\n\r\n"):
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
            sock.sendall(payload)
            assert sock.recv(100).startswith(b"HTTP/1.0 400")
    deadline = time.monotonic() + 5
    while len(caplog.records) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(caplog.records) >= 2
    assert "Traceback" not in caplog.text and all(r.exc_info is None for r in caplog.records)
    assert "HTTP 400" in caplog.records[0].getMessage()
