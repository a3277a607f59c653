"""The teacher's desktop app serves the pupils' page with every installed game on it."""

from __future__ import annotations

import json
import urllib.request

from boardgames.classroom.store import ClassStore


def _post(url: str, body: dict, **headers: str) -> dict:
    request = urllib.request.Request(url, json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", **headers})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def test_a_class_started_in_the_app_offers_the_games_on_the_pupils_page(qapp, tmp_path):
    from boardgames.app.classroom.teacher import open_class

    store = ClassStore(tmp_path / "class.sqlite3")
    server = open_class(store, 0, "127.0.0.1", "ABC234")
    try:
        base = f"http://127.0.0.1:{server.port}"
        token = _post(base + "/api/join", {"name": "Anna"}, **{"X-Class-Code": "ABC234"})["token"]
        request = urllib.request.Request(base + "/api/play/games", headers={
            "X-Class-Code": "ABC234", "X-Student-Token": token})
        with urllib.request.urlopen(request, timeout=10) as answer:
            games = {g["id"] for g in json.loads(answer.read())["games"]}
        assert {"fifteen", "tictactoe"} <= games
        board = _post(base + "/api/play/tictactoe/new", {}, **{"X-Class-Code": "ABC234",
                                                              "X-Student-Token": token})
        assert board["picture"]["svg"].lstrip().startswith(("<?xml", "<svg"))
    finally:
        server.stop()
        store.close()
