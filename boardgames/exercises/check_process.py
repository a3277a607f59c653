"""The process an exercise's checks run in (Qt-free): ``python -m
boardgames.exercises.check_process``.

It reads one request from standard input (JSON: ``{"checks": PATH, "student": PATH,
"seed": N, "seconds": S, "limits": {"seconds", "memory_bytes", "file_bytes",
"output_chars"}}``), loads the exercise's ``checks.py`` with :mod:`boardgames.exercises.
harness` as its ``exercise_harness``, calls ``run_checks(S)`` (which loads the student's
file in the sandbox) and prints one JSON object on standard output: ``{"results": [...],
"stdout": TEXT, "stderr": TEXT, "isolation": MODE, "seed": N}``, or ``{"error": TEXT}``
when the checks themselves cannot run. The student's code never runs in this process.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

from boardgames.core import sandbox
from boardgames.exercises import harness


def checks_module(path: Path) -> Any:
    """The exercise's ``checks.py`` at ``path``, loaded as the module ``exercise_checks``.

    Raises:
        ImportError: ``path`` is not a Python file; whatever loading the file raises.
    """
    spec = importlib.util.spec_from_file_location("exercise_checks", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """Run the checks the request names; the reply object (see the module's text)."""
    limits = sandbox.Limits(**request["limits"])
    harness.configure(Path(request["student"]), limits, int(request["seed"]))
    sys.modules["exercise_harness"] = harness
    try:
        results = checks_module(Path(request["checks"])).run_checks(float(request["seconds"]))
    except Exception as exc:  # a broken checks file is the exercise author's
        return {"error": f"{type(exc).__name__}: {exc}"[:300]}
    return {"results": results, "stdout": "".join(harness.RUN.stdout),
            "stderr": "".join(harness.RUN.stderr), "isolation": sandbox.confine.resolve(None),
            "seed": harness.RUN.seed}


def main() -> int:
    """Answer the request on standard input; exit code 0 (the reply says what happened)."""
    reply = answer(json.loads(sys.stdin.read()))
    sys.stdout.write(json.dumps(reply))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
