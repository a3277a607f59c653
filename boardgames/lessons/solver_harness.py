"""Runs one student solver on one position, in its own process (started by challenge.py).

    python solver_harness.py SOLVER.py BOARD_JSON RESULT.json

Loads SOLVER.py as a module (its own folder first on ``sys.path``), calls
``solve(board)`` with ``board`` a fresh list of row lists, and writes
``{"ok": true, "answer": ..., "seconds": ...}`` to RESULT.json (``seconds``: loading the
module plus the call). The student's prints go to stderr. A crash leaves the usual Python
traceback on stderr and exit code 1. This file must not import ``boardgames``.
"""

import json
import os
import sys
import time
import traceback
from typing import Any


def _write(path: str, data: dict[str, Any]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)


def _print_student_traceback() -> None:
    """The traceback without this file's and importlib's frames: what the student would
    see running the solver directly."""
    kind, error, tb = sys.exc_info()
    while tb is not None and (tb.tb_frame.f_code.co_filename == __file__
                              or tb.tb_frame.f_code.co_filename.startswith("<frozen")):
        tb = tb.tb_next
    traceback.print_exception(kind, error, tb)
    sys.stderr.flush()


def main() -> int:
    solver, board_json, result_path = sys.argv[1:4]
    sys.argv = [solver]
    sys.path[0] = os.path.dirname(os.path.abspath(solver))
    board = json.loads(board_json)
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    start = time.perf_counter()
    import importlib.util

    spec = importlib.util.spec_from_file_location("solver", solver)
    if spec is None or spec.loader is None:
        print(f"{solver}: not a Python file", file=sys.stderr)
        return 1
    module = importlib.util.module_from_spec(spec)
    sys.modules["solver"] = module
    try:
        spec.loader.exec_module(module)
        solve = getattr(module, "solve", None)
        if not callable(solve):
            _write(result_path, {"ok": False, "error": "no_solve"})
            return 0
        answer = solve(board)
    except BaseException:
        _print_student_traceback()
        return 1
    seconds = time.perf_counter() - start
    shown: object
    if isinstance(answer, (list, tuple)):
        shown = [item if isinstance(item, str) else repr(item) for item in answer]
        kind = "list" if all(isinstance(item, str) for item in answer) else "bad_items"
    elif isinstance(answer, str):
        shown, kind = answer, "str"
    else:
        shown, kind = repr(answer)[:200], "bad_type:" + type(answer).__name__
    _write(result_path, {"ok": True, "kind": kind, "answer": shown, "seconds": seconds})
    sys.stdout = real_stdout
    return 0


if __name__ == "__main__":
    sys.exit(main())
