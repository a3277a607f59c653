"""The pupils' web page checks a program in the browser (Pyodide in a Web Worker) with the
verdicts of the desktop app: for every exercise, the reference answer, the starting
program, a wrong file and an empty one, plus the ways a file goes wrong as a whole (a syntax error, an
error while loading, a missing function, an endless loop, a changed argument), run through
the page's own worker code (static/check-worker.js) and the vendored Pyodide in one Node
process, against :func:`boardgames.exercises.checker.check_source` on the same file with
the same seed.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from boardgames.classroom.web import exercises as web_exercises
from boardgames.exercises import checker, loader
from boardgames.exercises.browser import SLOWDOWN
from boardgames.exercises.messages import message
from boardgames.exercises.model import Exercise

HERE = Path(__file__).resolve().parent
WEB = Path(web_exercises.__file__).resolve().parent
WORKER = WEB / "static" / "check-worker.js"
PYODIDE = WEB / "vendor" / "pyodide"
RUNNER = HERE / "node_exercises.mjs"
SEED = 424242
#: Every exercise the app ships (the test fails when there are none).
EXERCISES = loader.find_exercises().exercises


def wrong_file(exercise: Exercise) -> str:
    """A file that defines every name the exercise asks for, each answering 42."""
    return "".join(f"def {name}(*args):\n    return 42\n\n\n" for name in exercise.functions)


def special_files() -> list[tuple[str, str, str]]:
    """``(name, exercise key, source)`` of files that go wrong as a whole."""
    return [
        ("syntax_error", "tictactoe/winner", "def winner(board)\n    return 0\n"),
        ("load_error", "tictactoe/winner", "import nothing_such_module\n"),
        ("missing", "tictactoe/winner", "def winnr(board):\n    return 0\n"),
        ("raises", "tictactoe/winner", "def winner(board):\n    return board[99]\n"),
        ("changes_input", "tictactoe/winner",
         "def winner(board):\n    board[0] = 5\n    return 0\n"),
        ("endless_loop", "tictactoe/winner",
         "def winner(board):\n    while True:\n        try:\n            pass\n"
         "        except BaseException:\n            pass\n"),
        ("exits", "tictactoe/winner", "import os\ndef winner(board):\n    os._exit(3)\n"),
        ("exits_while_loading", "fifteen/row_end", "import os\nos._exit(0)\n"),
        ("prints", "fifteen/row_end",
         "print('hello')\ndef blank_neighbour(*args):\n    print('called')\n    return None\n"),
    ]


def cases() -> list[tuple[str, Exercise, str]]:
    """Every file the test checks: ``(name, exercise, source)``."""
    by_key = {e.key: e for e in EXERCISES}
    found = []
    for exercise in EXERCISES:
        found += [(f"{exercise.key}:reference", exercise, exercise.reference_file.read_text("utf-8")),
                  (f"{exercise.key}:start", exercise, exercise.start_file.read_text("utf-8")),
                  (f"{exercise.key}:wrong", exercise, wrong_file(exercise)),
                  (f"{exercise.key}:empty", exercise, "")]
    for name, key, source in special_files():
        found.append((f"{key}:{name}", by_key[key], source))
    return found


def start_node(tmp: Path, files: list[tuple[str, Exercise, str]]) -> tuple[subprocess.Popen[bytes], Path]:
    """Start the one Node process that checks every file in the browser's way."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed: the browser's checks run in Node (apt-get install nodejs)")
    if not (PYODIDE / "pyodide.mjs").is_file() or not (PYODIDE / "pyodide.asm.wasm").is_file():
        pytest.fail(f"the vendored Pyodide is missing at {PYODIDE} (run tools/vendor_web.py)")
    store = web_exercises.Exercises()
    bundles = {e.key: json.loads(store.bundle(e)[0]) for _, e, _ in files}
    job = {"worker": str(WORKER), "pyodide": str(PYODIDE), "bundles": bundles,
           "runs": [{"name": n, "key": e.key, "source": s, "seed": SEED} for n, e, s in files]}
    (tmp / "job.json").write_text(json.dumps(job), encoding="utf-8")
    out = tmp / "out.json"
    proc = subprocess.Popen([node, str(RUNNER), str(tmp / "job.json"), str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return proc, out


def browser_checks(reply: dict[str, Any]) -> list[tuple[str, bool, Any]]:
    """The browser's results as the desktop's checker would read them."""
    assert "results" in reply, f"the browser's checks did not report: {reply}"
    return [(r["id"], r["passed"], message(r["code"], *r["values"][:10])) for r in reply["results"]]


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Every case checked on the desktop and in the browser (Node): ``{"desktop": {name:
    checks}, "browser": {name: reply}, "timings": ...}``."""
    assert EXERCISES, "no exercises found"
    files = cases()
    proc, out = start_node(tmp_path_factory.mktemp("browser"), files)
    began = time.monotonic()
    with ThreadPoolExecutor(max_workers=2) as pool:  # (each desktop check waits on processes)
        reports = list(pool.map(lambda c: checker.check_source(c[1], c[2], seed=SEED), files))
    desktop = {name: [(c.id, c.passed, c.message) for c in report.checks]
               for (name, _, _), report in zip(files, reports, strict=True)}
    desktop_seconds = time.monotonic() - began
    try:
        _, err = proc.communicate(timeout=600)
    finally:
        proc.kill()
    assert proc.returncode == 0, f"node failed: {err.decode('utf-8', 'replace')[-2000:]}"
    data = json.loads(out.read_text(encoding="utf-8"))
    return {"desktop": desktop, "browser": {r["name"]: r for r in data["runs"]},
            "start_ms": data["start_ms"], "desktop_seconds": desktop_seconds}


@pytest.mark.parametrize("name", [name for name, _, _ in cases()])
def test_the_browser_gives_the_desktops_verdict(both: dict[str, Any], name: str) -> None:
    """Each check: the same id, verdict and message (code and values) as on the desktop."""
    run = both["browser"][name]
    assert browser_checks(run["reply"]) == both["desktop"][name], f"{name} ({run['ms']} ms)"


def test_the_references_pass_in_the_browser(both: dict[str, Any]) -> None:
    """Every exercise's reference answer passes every check in the browser."""
    for exercise in EXERCISES:
        checks = browser_checks(both["browser"][f"{exercise.key}:reference"]["reply"])
        assert checks and all(passed for _, passed, _ in checks), exercise.key


def test_an_endless_loop_is_stopped_and_named(both: dict[str, Any]) -> None:
    """An endless loop (even one that catches every exception) is stopped at each call's
    limit, as on the desktop, not by ending the worker: each check says the call did not
    finish."""
    run = both["browser"]["tictactoe/winner:endless_loop"]
    checks = browser_checks(run["reply"])
    assert checks and {m.code for _, _, m in checks} == {"check.too_slow"}
    winner = next(e for e in EXERCISES if e.key == "tictactoe/winner")
    assert run["ms"] < winner.time_limit * SLOWDOWN * 1000  # before the page ends the worker


def test_the_pupils_prints_are_kept(both: dict[str, Any]) -> None:
    """What the program printed is in the reply, as the desktop keeps it."""
    reply = both["browser"]["fifteen/row_end:prints"]["reply"]
    assert reply["stdout"].startswith("hello\n") and "called" in reply["stdout"]
    assert reply["isolation"] == "browser" and reply["seed"] == SEED
