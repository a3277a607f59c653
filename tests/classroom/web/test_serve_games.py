"""``boardgames class serve`` (no window, no display) serves the pupils' page with its games."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _ask(url: str, body: dict | None = None, **headers: str) -> tuple[int, dict]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data, headers={"Content-Type": "application/json", **headers},
                                     method="GET" if body is None else "POST")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def _wait_for(url: str, proc: subprocess.Popen) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else "the server ended"
        try:
            urllib.request.urlopen(url, timeout=1).read()
            return
        except OSError:
            time.sleep(0.2)
    raise AssertionError("class serve did not answer within 30 s")


def test_class_serve_without_a_display_offers_every_game(tmp_path):
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["BOARDGAMES_CLASS_DIR"] = str(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "boardgames", "class", "serve", "--host", "127.0.0.1",
                             "--port", str(port), "--code", "SRV234", "--no-announce"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_for(base + "/", proc)
        _, joined = _ask(base + "/api/join", {"name": "Anna"}, **{"X-Class-Code": "SRV234"})
        pupil = {"X-Class-Code": "SRV234", "X-Student-Token": joined["token"]}
        _, listed = _ask(base + "/api/play/games", **pupil)
        assert {"fifteen", "tictactoe"} <= {g["id"] for g in listed["games"]}
        status, board = _ask(base + "/api/play/tictactoe/new", {}, **pupil)
        assert status == 200 and board["status"] == "turn.you"
        status, refused = _ask(base + "/api/play/chess/new", {}, **pupil)
        assert (status, refused["error"]) == (404, "game.unknown")
    finally:
        proc.terminate()
        proc.wait(10)
