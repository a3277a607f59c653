"""``boardgames challenge FILE.py``: score a student's 15-puzzle solver without the GUI.

The solver runs in the sandbox for students' code (:mod:`boardgames.core.sandbox`) on the
challenge's five positions (or ``--positions FILE.tsv``), one position at a time::

    boardgames challenge solver.py
    boardgames challenge solver.py --json --time-limit 5

Exit codes: 0 when every answer is valid, 1 when one is not, 2 for bad input (a missing or
broken solver file, a bad positions file, a bad time limit). ``--json`` prints one object:
``{"rows": [{"position", "verdict", "valid", "length", "seconds", "optimal", "detail"}],
"valid": N, "all_valid": bool, "isolation": "bubblewrap" | "none"}``; ``seconds`` is the
time this process measured.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from typing import Any

from boardgames import sandbox_cli
from boardgames.core import sandbox
from boardgames.games.fifteen import challenge as ch

#: Largest accepted ``--time-limit`` in seconds.
MAX_TIME_LIMIT = 3600.0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boardgames challenge",
        description="Score a 15-puzzle solver (a .py file with solve(board)) on the challenge "
                    "positions, each in a sandboxed process with a time limit.")
    parser.add_argument("solver", help="the solver's Python file")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--time-limit", type=float, default=ch.DEFAULT_TIME_LIMIT, metavar="S",
                        help=f"seconds per position (default {ch.DEFAULT_TIME_LIMIT:g})")
    parser.add_argument("--positions", metavar="FILE.tsv",
                        help="other positions: tab-separated id, optimal_length, tiles")
    sandbox_cli.add_flag(parser)
    return parser


def fail(message: str) -> int:
    """Print ``boardgames challenge: error: MESSAGE`` on stderr and return exit code 2."""
    print(f"boardgames challenge: error: {message}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``boardgames challenge``; returns the exit code (see the module docstring)."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse printed its one-line message
        return int(exc.code or 0)
    limit = args.time_limit
    if not math.isfinite(limit) or not 0 < limit <= MAX_TIME_LIMIT:
        return fail(f"--time-limit {limit:g}: give seconds above 0, at most {MAX_TIME_LIMIT:g}")
    try:
        ch.check_solver_file(args.solver)
        positions = ch.load_positions(args.positions)
    except ch.ChallengeError as exc:
        return fail(str(exc))
    refused = sandbox_cli.prepare("boardgames challenge", args.allow_unconfined)
    if refused is not None:
        return refused
    result = ch.score_solver(args.solver, positions, limit)
    print(json.dumps(_as_json(result), indent=2) if args.json else _as_table(result))
    return 0 if result.all_valid else 1


def _as_json(result: ch.ChallengeResult) -> dict[str, Any]:
    rows = [{"position": row.position, "verdict": row.verdict, "valid": row.valid,
             "length": row.moves, "seconds": row.seconds, "optimal": row.optimal,
             "detail": row.detail} for row in result.rows]
    return {"rows": rows, "valid": result.valid_count, "all_valid": result.all_valid,
            "isolation": sandbox.isolation()}


def _as_table(result: ch.ChallengeResult) -> str:
    lines = [f"{'position':10} {'verdict':16} {'moves':>6} {'optimal':>8} {'seconds':>8}  detail"]
    for row in result.rows:
        moves = "" if row.moves is None else str(row.moves)
        optimal = "" if row.optimal is None else str(row.optimal)
        seconds = "" if row.seconds is None else f"{row.seconds:.2f}"
        lines.append(f"{row.position:10} {row.verdict:16} {moves:>6} {optimal:>8} "
                     f"{seconds:>8}  {row.detail}")
    lines.append(f"{result.valid_count} of {len(result.rows)} positions solved; "
                 f"{result.total_moves} moves in the solved ones")
    return "\n".join(lines)
