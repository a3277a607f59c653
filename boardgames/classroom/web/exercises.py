"""The exercises for pupils who work in a browser (Qt-free).

The page checks a pupil's program in the pupil's own browser (Pyodide in a Web Worker,
:mod:`boardgames.exercises.browser`), never on the teacher's computer; these routes give
it what it needs, found as the app finds them (:func:`boardgames.exercises.loader.
find_exercises`):

* ``GET /api/exercises?lang=xx`` -> ``{"exercises": [{"key", "title", "lesson", "order",
  "sequence", "state", "open"}]}``: the class's sequence first, in its order (``sequence``
  its place from 1, else 0), then the others as the app lists them; ``state`` is
  ``"passed"``, ``"failed"`` or ``""`` (the pupil's runs so far); ``open`` is false for an
  exercise of the sequence after one the pupil has not passed (locked in order, as in the
  desktop app: :func:`boardgames.classroom.sequence.steps`);
* ``GET /api/exercises/{lesson}/{id}?lang=xx`` -> ``{"key", "title", "html"`` (the
  statement as safe HTML, :mod:`~boardgames.classroom.web.markup`) ``, "hints"`` (HTML
  each) ``, "start"`` (the starting program in that language) ``, "functions",
  "time_limit", "worker_seconds"`` (how long the page lets the browser's slower Python run:
  the time limit times :data:`~boardgames.exercises.browser.SLOWDOWN`) ``, "seconds",
  "checks": {id: title}, "bundle"`` (its ETag)``}``;
* ``GET /api/exercises/{lesson}/{id}/bundle`` -> ``{"files": {path: text}, "checks":
  "checks.py", "module", "seconds", "time_limit", "limits"}``: the files the worker writes
  into Pyodide's file system, the exercise's ``checks.py`` and the ``boardgames`` modules
  the checks and the harness import (:func:`module_files`), with an ETag; never the
  reference answer.

An unknown exercise is ``404 {"error": "exercise.unknown", "message"}``.
"""

from __future__ import annotations

import ast
import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from aiohttp import web

from boardgames.classroom.sequence import steps
from boardgames.classroom.web.context import WebContext
from boardgames.classroom.web.lesson import language
from boardgames.classroom.web.markup import to_html
from boardgames.exercises import checker, loader
from boardgames.exercises.browser import SLOWDOWN
from boardgames.exercises.model import CHECK_SECONDS, Exercise

#: The module the worker runs (its ``answer(request)``).
BROWSER_MODULE = "boardgames.exercises.browser"
#: The folder that holds the ``boardgames`` package.
PACKAGE_ROOT = Path(checker.PACKAGE_ROOT)
#: The checks file's name in the bundle.
CHECKS_NAME = "checks.py"
#: Limits of a run in the browser (as the desktop's check run: see exercises.checker).
LIMITS = {"memory_bytes": checker.MEMORY_BYTES, "file_bytes": checker.FILE_BYTES,
          "output_chars": 20_000}


def _module_file(name: str) -> Path | None:
    """The file of the ``boardgames`` module ``name`` (a package's ``__init__.py``)."""
    base = PACKAGE_ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _imports(path: Path) -> set[str]:
    """The ``boardgames`` modules ``path`` imports anywhere in it (``from a import b``
    counts ``a.b`` too, when that is a module)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return {n for n in names if n.split(".")[0] == "boardgames" and _module_file(n)}


def _closure(roots: set[str]) -> set[str]:
    """``roots`` and every ``boardgames`` module they import, with their packages."""
    done: set[str] = set()
    todo = set(roots)
    while todo:
        name = todo.pop()
        parts = name.split(".")
        packages = {".".join(parts[:i]) for i in range(1, len(parts))}
        done.add(name)
        file = _module_file(name)
        found = (_imports(file) if file is not None else set()) | packages
        todo |= found - done
    return done


@lru_cache(maxsize=64)
def module_files(checks_imports: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """``(path relative to the package root, text)`` of every module the worker needs:
    :data:`BROWSER_MODULE`, ``checks_imports`` and all they import (pure Python files of
    this package), sorted by path."""
    files = []
    for name in sorted(_closure({BROWSER_MODULE} | set(checks_imports))):
        path = _module_file(name)
        if path is not None:
            files.append((path.relative_to(PACKAGE_ROOT).as_posix(),
                          path.read_text(encoding="utf-8")))
    return tuple(sorted(files))


def bundle(exercise: Exercise) -> dict[str, Any]:
    """What the worker needs to check ``exercise`` (see the module's text).

    Raises:
        OSError, UnicodeDecodeError, SyntaxError: a file cannot be read or parsed.
    """
    files = dict(module_files(frozenset(_imports(exercise.checks_file))))
    files[CHECKS_NAME] = exercise.checks_file.read_text(encoding="utf-8")
    return {"key": exercise.key, "files": files, "checks": CHECKS_NAME, "module": BROWSER_MODULE,
            "seconds": CHECK_SECONDS, "time_limit": exercise.time_limit,
            "limits": {"seconds": exercise.time_limit, **LIMITS}}


class Exercises:
    """The installed exercises (found on first use) and their bundles (made once each,
    made again when the checks file changed)."""

    def __init__(self, dirs: list[tuple[Path, bool]] | None = None) -> None:
        self._dirs = dirs
        self._found: loader.Found | None = None
        self._bundles: dict[str, tuple[tuple[int, int], bytes, str]] = {}

    def all(self) -> list[Exercise]:
        """Every exercise, in the app's order."""
        if self._found is None:
            self._found = loader.find_exercises(self._dirs)
        return list(self._found.exercises)

    def get(self, key: str) -> Exercise | None:
        """The exercise ``LESSON/ID``, or None."""
        return next((e for e in self.all() if e.key == key), None)

    def bundle(self, exercise: Exercise) -> tuple[bytes, str]:
        """The bundle of ``exercise`` as JSON bytes, and its ETag.

        Raises:
            OSError, UnicodeDecodeError, SyntaxError: see :func:`bundle`.
        """
        stat = exercise.checks_file.stat()
        stamp = (stat.st_mtime_ns, stat.st_size)
        cached = self._bundles.get(exercise.key)
        if cached is None or cached[0] != stamp:
            body = json.dumps(bundle(exercise), ensure_ascii=False).encode("utf-8")
            cached = (stamp, body, '"' + hashlib.sha256(body).hexdigest()[:32] + '"')
            self._bundles[exercise.key] = cached
        return cached[1], cached[2]


def ordered(exercises: list[Exercise], sequence: list[str]) -> list[tuple[Exercise, int]]:
    """``exercises`` with the class's ``sequence`` (keys) first, in its order, each with
    its place in the sequence (from 1; 0: not in it)."""
    by_key = {e.key: e for e in exercises}
    first = [(by_key[k], i + 1) for i, k in enumerate(k for k in sequence if k in by_key)]
    rest = [(e, 0) for e in exercises if e.key not in sequence]
    return first + rest


def detail(exercise: Exercise, lang: str, etag: str) -> dict[str, Any]:
    """What the page shows of ``exercise`` in ``lang`` (see the module's text).

    Raises:
        OSError, UnicodeDecodeError: the starting program cannot be read.
    """
    return {"key": exercise.key, "title": exercise.text(exercise.title, lang),
            "html": to_html(exercise.text(exercise.statement, lang)),
            "hints": [to_html(h) for h in exercise.hints_in(lang)],
            "start": exercise.start_in(lang).read_text(encoding="utf-8"),
            "functions": list(exercise.functions), "time_limit": exercise.time_limit,
            "worker_seconds": exercise.time_limit * SLOWDOWN,
            "seconds": CHECK_SECONDS, "bundle": etag,
            "checks": {c: exercise.check_title(c, lang) for c in exercise.check_titles}}


def _unknown(key: str) -> web.Response:
    return web.json_response({"error": "exercise.unknown", "message": f"no exercise {key}"[:120]},
                             status=404)


def _broken(key: str) -> web.Response:
    return web.json_response({"error": "exercise.broken",
                              "message": f"the files of exercise {key} cannot be read"[:120]},
                             status=404)


def _key(request: web.Request) -> str:
    return f"{request.match_info['lesson']}/{request.match_info['id']}"


def bundle_response(found: Exercises, request: web.Request) -> web.Response:
    """The answer to ``GET /api/exercises/{lesson}/{id}/bundle`` (304 when the page has
    it already: ``If-None-Match``)."""
    exercise = found.get(_key(request))
    if exercise is None:
        return _unknown(_key(request))
    try:
        body, etag = found.bundle(exercise)
    except (OSError, UnicodeDecodeError, SyntaxError):
        return _broken(exercise.key)
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if request.headers.get("If-None-Match") == etag:
        return web.Response(status=304, headers=headers)
    return web.Response(body=body, content_type="application/json", headers=headers)


def routes(ctx: WebContext, exercises: Exercises | None = None) -> list[web.RouteDef]:
    """``GET /api/exercises``, ``GET /api/exercises/{lesson}/{id}`` and its ``/bundle``
    (see the module's text); ``exercises`` default: the installed ones."""
    found = exercises or Exercises()

    async def listing(request: web.Request) -> web.Response:
        cells = ctx.store.grid(ctx.student(request)).cells
        states = {key: cell.status for (_, key), cell in cells.items()}
        lang = language(request)
        sequence = [str(k) for k in ctx.stage().get("sequence", [])]
        listed = ordered(found.all(), sequence)
        passed = {key for key, status in states.items() if status == "passed"}
        opened = {s.exercise: s.open for s in steps([e.key for e, place in listed if place], passed)}
        items = [{"key": e.key, "title": e.text(e.title, lang), "lesson": e.lesson,
                  "order": e.order, "sequence": place,
                  "state": states.get(e.key, ""), "open": opened.get(e.key, True)}
                 for e, place in listed]
        return web.json_response({"exercises": items})

    async def one(request: web.Request) -> web.Response:
        ctx.student(request)
        key = _key(request)
        exercise = found.get(key)
        if exercise is None:
            return _unknown(key)
        try:
            answer = detail(exercise, language(request), found.bundle(exercise)[1])
        except (OSError, UnicodeDecodeError, SyntaxError):
            return _broken(key)
        return web.json_response(answer)

    async def packed(request: web.Request) -> web.Response:
        return bundle_response(found, request)

    return [web.get("/api/exercises", listing),
            web.get("/api/exercises/{lesson}/{id}", one),
            web.get("/api/exercises/{lesson}/{id}/bundle", packed)]

