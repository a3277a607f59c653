"""The pupils' page asks the class server for the exercises: the list (the class's sequence
first, each marked as the pupil's runs left it), one exercise in the pupil's language, and
the bundle its browser checks with (never the reference answer). The routes run on
aiohttp's test server on 127.0.0.1, with a class stored under tmp_path."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from conftest import run_apart

from boardgames.classroom.model import ClassError, parse_submission
from boardgames.classroom.store import ClassStore
from boardgames.classroom.web import exercises
from boardgames.classroom.web.context import WebContext
from boardgames.core.plugins import Discovery
from boardgames.exercises import loader

SEQUENCE = ["fifteen/row_end", "tictactoe/winner"]
Client = TestClient[web.Request, web.Application]


def _context(store: ClassStore, sequence: list[str]) -> WebContext:
    def student(request: web.Request) -> str:
        name = store.student(request.headers.get("X-Student-Token", ""))
        if name is None:
            raise ClassError("student.unknown")
        return name

    async def read_body(request: web.Request) -> Any:
        return await request.json()

    return WebContext(store, student, lambda: {"lesson": "", "stage": "", "version": 1,
                                               "levels": {}, "locked": False,
                                               "sequence": list(sequence)},
                      lambda: None, read_body, Discovery())


@web.middleware
async def _refusals(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                    ) -> web.StreamResponse:
    """As the class server's guard answers a ClassError (a 4xx JSON answer)."""
    try:
        return await handler(request)
    except ClassError as error:
        return web.json_response({"error": error.code, "message": str(error)}, status=401)


def serve(tmp_path: Path, test: Callable[[Client, dict[str, str]], Awaitable[None]],
          sequence: list[str] = SEQUENCE, passed: tuple[str, ...] = ()) -> None:
    """Run ``test(client, headers)`` against the routes, as the pupil Ann (who passed the
    exercises ``passed``)."""
    store = ClassStore(tmp_path / "class.sqlite3")
    try:
        _name, token = store.join("Ann")
        for number, key in enumerate(passed):
            store.add("Ann", parse_submission({"id": f"submission{number}", "exercise": key,
                                               "passed": True, "checks": [], "file": "x"}))
        app = web.Application(middlewares=[_refusals])
        app.add_routes(exercises.routes(_context(store, sequence)))

        async def run() -> None:
            async with TestClient(TestServer(app, host="127.0.0.1")) as client:
                await test(client, {"X-Student-Token": token})

        run_apart(run)
    finally:
        store.close()


def test_the_list_puts_the_class_sequence_first_and_marks_what_passed(tmp_path: Path) -> None:
    async def test(client: Client, headers: dict[str, str]) -> None:
        response = await client.get("/api/exercises?lang=ru", headers=headers)
        assert response.status == 200
        items = (await response.json())["exercises"]
        assert [i["key"] for i in items[:2]] == SEQUENCE
        assert [i["sequence"] for i in items[:3]] == [1, 2, 0]
        installed = [e.key for e in loader.find_exercises().exercises]
        assert sorted(i["key"] for i in items) == sorted(installed)
        rest = [i["key"] for i in items[2:]]
        assert rest == [k for k in installed if k not in SEQUENCE]  # the app's order
        by_key = {i["key"]: i for i in items}
        assert by_key["tictactoe/winner"]["state"] == "passed"
        assert by_key["fifteen/row_end"]["state"] == ""
        assert by_key["tictactoe/winner"]["title"] == "Кто выиграл?"

    serve(tmp_path, test, passed=("tictactoe/winner",))


def test_the_sequence_is_locked_in_order_as_in_the_desktop_app(tmp_path: Path) -> None:
    sequence = ["tictactoe/winner", "fifteen/row_end", "tictactoe/block"]

    def opened(passed: tuple[str, ...]) -> dict[str, bool]:
        found: dict[str, bool] = {}

        async def test(client: Client, headers: dict[str, str]) -> None:
            items = (await (await client.get("/api/exercises", headers=headers)).json())["exercises"]
            found.update({i["key"]: i["open"] for i in items})

        folder = tmp_path / "-".join(k.replace("/", "_") for k in passed or ("none",))
        folder.mkdir()
        serve(folder, test, sequence=sequence, passed=passed)
        return found

    nothing = opened(())
    assert [nothing[k] for k in sequence] == [True, False, False]
    assert all(nothing[k] for k in nothing if k not in sequence)  # the others: any time
    first = opened(("tictactoe/winner",))
    assert [first[k] for k in sequence] == [True, True, False]
    skipped = opened(("fifteen/row_end",))  # passed out of order: locked behind the first
    assert [skipped[k] for k in sequence] == [True, False, False]


def test_an_exercise_comes_in_the_pupils_language_with_a_safe_statement(tmp_path: Path) -> None:
    exercise = loader.find_exercises().get("tictactoe/winner")
    assert exercise is not None

    async def test(client: Client, headers: dict[str, str]) -> None:
        response = await client.get("/api/exercises/tictactoe/winner?lang=de", headers=headers)
        assert response.status == 200
        data = await response.json()
        assert data["start"] == exercise.start_in("de").read_text(encoding="utf-8")
        assert data["title"] == exercise.title["de"]
        assert data["html"].startswith("<p>") and "<code>" in data["html"]
        assert "<script" not in data["html"]
        assert data["functions"] == ["winner"] and data["time_limit"] == exercise.time_limit
        assert data["checks"]["rows"] == exercise.check_title("rows", "de")
        unknown_language = await (await client.get("/api/exercises/tictactoe/winner?lang=xx",
                                                   headers=headers)).json()
        assert unknown_language["start"] == exercise.start_file.read_text(encoding="utf-8")

    serve(tmp_path, test)


def test_the_bundle_has_the_checks_and_modules_but_never_the_reference(tmp_path: Path) -> None:
    exercise = loader.find_exercises().get("search/astar")
    assert exercise is not None
    reference = exercise.reference_file.read_text(encoding="utf-8")

    async def test(client: Client, headers: dict[str, str]) -> None:
        response = await client.get("/api/exercises/search/astar/bundle", headers=headers)
        assert response.status == 200
        etag = response.headers["ETag"]
        data = await response.json()
        files = data["files"]
        assert files["checks.py"] == exercise.checks_file.read_text(encoding="utf-8")
        assert {"boardgames/exercises/browser.py", "boardgames/exercises/harness.py",
                "boardgames/exercises/search_checks.py", "boardgames/core/sandbox/codec.py",
                "boardgames/core/search/textbook.py"} <= set(files)
        assert not any("reference" in path for path in files)
        assert reference not in json.dumps(files)
        assert not any(p.startswith(("boardgames/app/", "boardgames/kit/", "boardgames/classroom/"))
                       for p in files)
        assert data["limits"]["seconds"] == exercise.time_limit
        again = await client.get("/api/exercises/search/astar/bundle",
                                 headers={**headers, "If-None-Match": etag})
        assert again.status == 304
        detail = await (await client.get("/api/exercises/search/astar", headers=headers)).json()
        assert detail["bundle"] == etag

    serve(tmp_path, test)


def test_an_unknown_exercise_is_a_404_with_a_code(tmp_path: Path) -> None:
    async def test(client: Client, headers: dict[str, str]) -> None:
        for path in ("/api/exercises/nothing/such", "/api/exercises/nothing/such/bundle"):
            response = await client.get(path, headers=headers)
            assert response.status == 404
            assert (await response.json())["error"] == "exercise.unknown"

    serve(tmp_path, test)


def test_a_stranger_gets_no_list(tmp_path: Path) -> None:
    async def test(client: Client, headers: dict[str, str]) -> None:
        response = await client.get("/api/exercises", headers={"X-Student-Token": "wrong"})
        assert response.status == 401
        assert (await response.json())["error"] == "student.unknown"

    serve(tmp_path, test)


def test_a_sequence_naming_a_missing_exercise_is_shown_without_it(tmp_path: Path) -> None:
    async def test(client: Client, headers: dict[str, str]) -> None:
        items = (await (await client.get("/api/exercises", headers=headers)).json())["exercises"]
        assert [i["key"] for i in items[:1]] == ["tictactoe/winner"]
        assert items[0]["sequence"] == 1 and items[1]["sequence"] == 0

    serve(tmp_path, test, sequence=["gone/away", "tictactoe/winner"])
