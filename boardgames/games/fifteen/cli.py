"""The 15-puzzle command line: ``boardgames fifteen solve|check|shuffle|compare|...``.

``boardgames solve ...`` is the same as ``boardgames fifteen solve ...``. Bad input exits
with code 2 and one line on stderr; Ctrl+C exits with 130 quietly; never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import sys
from collections.abc import Sequence
from typing import Any

from boardgames.core.cli_args import OneLineParser, UsageError
from boardgames.core.game import PositionError
from boardgames.core.players import Budget
from boardgames.games.fifteen import messages
from boardgames.games.fifteen.board import format_board, tiles_of
from boardgames.games.fifteen.parsing import parse_position, parse_size
from boardgames.games.fifteen.solvability import solvability

PROG = "boardgames fifteen"
ENGINE_CLI = "boardgames.games.fifteen.engine_cli"


def _position_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("position", nargs="+", metavar="POSITION",
                   help="the tiles row by row, 0 for the blank")
    p.add_argument("--size", metavar="ROWSxCOLS",
                   help="board size such as 3x5 (default: from the rows typed, or a "
                        "square for a flat list)")


def _add_solve(sub: Any) -> None:
    solve = sub.add_parser(
        "solve", help="print the moves that solve a position",
        description="Print the moves that solve POSITION, numbered, one per line; each word "
                    "is the direction the tile slides. Then the length, time and nodes.")
    _position_args(solve)
    solve.add_argument("--algorithm", default="auto", metavar="NAME",
                       help="auto (default), bfs, a*, ida*, weighted-a*, greedy, human, "
                            "ida*-pdb")
    solve.add_argument("--heuristic", default="auto", metavar="NAME",
                       help="auto (default), hamming, manhattan, euclidean, linear-conflict, "
                            "walking-distance, walking-distance-lc, pdb")
    solve.add_argument("--weight", type=float, default=2.0, metavar="W",
                       help="weight of weighted A* (at least 1; default 2)")
    solve.add_argument("--node-limit", type=int, default=None, metavar="N",
                       help="give up after N nodes (bfs, a*, weighted-a*, greedy; "
                            "default 2,000,000)")
    solve.add_argument("--time-limit", type=float, default=10.0, metavar="SECONDS",
                       help="boards larger than 4x4 with --algorithm auto: keep improving "
                            "the solution for this long (default 10)")
    solve.add_argument("--optimal", action="store_true",
                       help="with --algorithm auto: search until the solution is proved "
                            "shortest, without a time limit (can take very long above 4x4)")
    solve.add_argument("--json", action="store_true",
                       help="print one JSON object (moves, tiles, length, optimal, "
                            "lower_bound, improvements, seconds of the search, build_seconds "
                            "of a pattern-database build before it, nodes, ...) instead of text")


def _add_check_and_shuffle(sub: Any) -> None:
    check = sub.add_parser(
        "check", help="say whether a position can be solved, and why",
        description="Print the solvability verdict, the inversion count, the blank's row "
                    "counted from the bottom and a one-sentence explanation. Exit code 0 "
                    "when the position can be solved, 1 when it cannot (2 for bad input).")
    _position_args(check)
    shuffle = sub.add_parser(
        "shuffle", help="print a random solvable position",
        description="Print a random solvable position as a comma-separated flat list, "
                    "ready for 'boardgames solve'.")
    shuffle.add_argument("--size", default="4x4", metavar="ROWSxCOLS",
                         help="board size (default 4x4)")
    shuffle.add_argument("--walk", type=int, default=None, metavar="N",
                         help="make N random moves from the goal instead (an easier "
                              "position, at most N moves from solved)")
    shuffle.add_argument("--seed", type=int, default=None, metavar="S",
                         help="seed of the random generator, for repeatable positions")


def _add_compare(sub: Any) -> None:
    compare = sub.add_parser(
        "compare", help="run several algorithms on one position and print a table",
        description="Run the algorithms in turn on POSITION and print algorithm, heuristic, "
                    "solution length, nodes expanded, peak open-set size, seconds and "
                    "whether the result is optimal.")
    _position_args(compare)
    compare.add_argument("--algorithms", metavar="LIST",
                         help="comma-separated ALGORITHM[:HEURISTIC] entries, e.g. "
                              "'a*:manhattan,ida*:linear-conflict,human' (default: all)")
    compare.add_argument("--node-limit", type=int, default=500_000, metavar="N",
                         help="node cap of the searches that keep nodes (default 500,000)")
    compare.add_argument("--time-limit", type=float, default=30.0, metavar="SECONDS",
                         help="stop each search after this many seconds (default 30)")


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog=PROG,
        description="Solve, check and shuffle sliding-puzzle positions on boards from 2x2 "
                    "to 8x8, and compare search algorithms.",
        epilog="Positions: a flat list '5,1,7,3,9,2,11,4,13,6,15,8,0,10,14,12' (or the "
               "numbers as separate words), rows split by '/', or the 2-D form "
               "'([5,1,7,3],[9,2,11,4],[13,6,15,8],[0,10,14,12])'; 0 is the blank. "
               "Bad input exits with code 2 and one line on stderr.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_solve(sub)
    _add_check_and_shuffle(sub)
    _add_compare(sub)
    sub.add_parser("build-databases", add_help=False,
                   help="build the pattern databases (see 'build-databases --help')")
    sub.add_parser("benchmark", add_help=False,
                   help="time the pattern-database solver (see 'benchmark --help')")
    sub.add_parser("challenge", add_help=False,
                   help="score a student's solver in the sandbox (also 'boardgames challenge')")
    return parser


def _position(args: argparse.Namespace):
    size = parse_size(args.size) if args.size else None
    return parse_position(" ".join(args.position), size)


def _cmd_solve(args: argparse.Namespace) -> int:
    from boardgames.games.fifteen.search import solve

    board, rows, cols = _position(args)
    if args.node_limit is not None and args.node_limit < 1:
        raise UsageError("--node-limit must be a positive whole number of nodes")
    if not (math.isfinite(args.time_limit) and args.time_limit > 0):
        raise UsageError("--time-limit must be a positive number of seconds")
    from boardgames.games.fifteen.search.anytime import is_large

    if _is_auto(args) and is_large(rows, cols):  # smaller boards: optimal already
        return _cmd_anytime(args, board, rows, cols)
    builds = _BuildReport()
    result = solve(board, rows, cols, args.algorithm, args.heuristic, weight=args.weight,
                   node_limit=args.node_limit, budget=Budget(report=builds))
    builds.done(result.build_seconds)
    if result.status == "unsolvable":
        _refuse_unsolvable(result)
    if result.status == "gave_up":
        limit = (messages.gave_up(result.limit, result.limit_unit) if result.limit
                 else result.message or "gave up")
        raise UsageError(f"{limit}; raise --node-limit or use --algorithm ida*")
    if not result.solved:
        raise UsageError(f"no solution: the search was {result.status}")
    if args.json:
        _print_json(result, board, rows, cols)
        return 0
    quality = _print_moves(result.moves, result.optimal)
    method = result.algorithm + (f" + {result.heuristic}" if result.heuristic else "")
    print(f"{result.length} move{'' if result.length == 1 else 's'} ({quality}), "
          f"{result.seconds:.3f} s, {result.nodes_expanded:,} nodes, {method}"
          f"{_built_words(result.build_seconds)}")
    return 0


class _BuildReport:
    """Progress of a pattern-database build on stderr, so stdout stays the answer: a
    first line saying what happens, then the bar of ``build-databases`` (redrawn on a
    terminal, a line every 10% otherwise), then the build's time. Silent when nothing
    is built."""

    def __init__(self) -> None:
        self.bar: Any = None

    def __call__(self, progress: Any) -> None:
        if progress.phase != "build":  # a search report, not a build
            return
        if self.bar is None:
            print("building the pattern databases (only the first time; about 20 s)",
                  file=sys.stderr, flush=True)
            self.bar = importlib.import_module(ENGINE_CLI)._Bar(sys.stderr)
        self.bar(progress)

    def done(self, seconds: float) -> None:
        """End the bar and say how long the build took (nothing when none ran)."""
        if self.bar is not None:
            self.bar.done()
            print(f"pattern databases built in {seconds:.1f} s; the search time below "
                  f"does not include it", file=sys.stderr, flush=True)


def _built_words(build_seconds: float) -> str:
    """The summary line's note about a build, or ``""``."""
    return f" (pattern databases built first in {build_seconds:.1f} s)" if build_seconds else ""


#: Seconds of compiling before an anytime search worth a note (loading the compiled
#: searches from numba's cache takes a few tenths).
COMPILE_NOTE_SECONDS = 1.0


def _compiled_words(compile_seconds: float) -> str:
    """The summary line's note about compiling the searches first, or ``""``."""
    if compile_seconds < COMPILE_NOTE_SECONDS:
        return ""
    return (f" (searches compiled first in {compile_seconds:.1f} s, once after an install; "
            f"the time limit started after it)")


def _refuse_unsolvable(result: Any) -> None:
    """Raise the usage error that says why the board cannot be solved: the search's
    ``"unsolvable"`` result's message (the solvability rule with its numbers, applied
    once, by the search)."""
    raise UsageError(f"this position cannot be solved: {result.message}")


def _print_moves(moves: Any, optimal: bool) -> str:
    """Print the moves numbered as in the solver challenge; returns the quality words."""
    for i, move in enumerate(moves, 1):
        print(f"{i}: {move}")
    return "optimal" if optimal else "not necessarily optimal"


def _common_json(result: Any, board: tuple[int, ...], rows: int, cols: int) -> dict[str, Any]:
    """The fields every ``solve --json`` object has, optimal or anytime."""
    return {
        "status": result.status,
        "moves": result.moves,
        "tiles": tiles_of(board, rows, cols, result.moves),
        "length": result.length,
        "optimal": result.optimal,
        "seconds": round(result.seconds, 6),
        "build_seconds": round(result.build_seconds, 6),
        "rows": rows,
        "cols": cols,
        "board": list(board),
    }


def _print_json(result: Any, board: tuple[int, ...], rows: int, cols: int) -> None:
    """The solution as one JSON object (``solve --json``)."""
    print(json.dumps(_common_json(result, board, rows, cols) | {
        "nodes": result.nodes_expanded,
        "nodes_generated": result.nodes_generated,
        "peak_open": result.peak_open,
        "algorithm": result.algorithm,
        "heuristic": result.heuristic,
        "bounds": result.bounds,
        "lower_bound": result.length if result.optimal else None,
        "improvements": [{"length": result.length, "seconds": round(result.seconds, 6)}],
    }))


def _is_auto(args: argparse.Namespace) -> bool:
    return (str(args.algorithm).strip().lower() == "auto"
            and str(args.heuristic).strip().lower() == "auto")


def _cmd_anytime(args: argparse.Namespace, board: tuple[int, ...], rows: int,
                 cols: int) -> int:
    """``solve`` with the anytime solver (boards above 4x4, see ``anytime.is_large``)."""
    from boardgames.games.fifteen.search.anytime import solve_anytime

    def progress_line(found: Any, moves: list[str]) -> None:
        print(f"best so far: {found.length} moves, lower bound {found.lower_bound}, "
              f"{found.seconds:.2f} s", file=sys.stderr, flush=True)

    verbose = not args.json and sys.stderr.isatty()
    builds, bounds = _BuildReport(), _BoundReport() if args.optimal else None

    def report(progress: Any) -> None:
        builds(progress)
        if bounds is not None:
            bounds(progress)

    result = solve_anytime(board, rows, cols, time_limit=args.time_limit,
                           optimal=args.optimal, budget=Budget(report=report),
                           on_improvement=progress_line if verbose else None)
    builds.done(result.build_seconds)
    if result.status == "unsolvable":
        _refuse_unsolvable(result)
    if not result.moves and not _solved(board):
        raise UsageError(f"no solution: the search was {result.status}")
    if args.json:
        _print_anytime_json(result, board, rows, cols)
        return 0
    quality = _print_moves(result.moves, result.optimal)
    print(f"{result.length} move{'' if result.length == 1 else 's'} ({quality}, lower bound "
          f"{result.lower_bound}), {result.seconds:.3f} s, anytime search "
          f"({len(result.improvements)} improvement"
          f"{'' if len(result.improvements) == 1 else 's'}){_built_words(result.build_seconds)}"
          f"{_compiled_words(result.compile_seconds)}")
    return 0


class _BoundReport:
    """``solve --optimal`` progress on stderr: a line whenever the proven lower bound or
    the best solution changes (the proof can take minutes above 4x4); the anytime
    search's SearchProgress reports without a best so far (a build's) are skipped."""

    def __init__(self) -> None:
        self.last: tuple[int, int] = (-1, -1)

    def __call__(self, p: Any) -> None:
        now = (p.lower_bound, p.best_so_far)
        if now != self.last and p.best_so_far:
            self.last = now
            nodes = f", {p.nodes:,} nodes" if p.nodes else ""
            print(f"lower bound {p.lower_bound}, best so far {p.best_so_far} moves, "
                  f"{p.seconds:.1f} s{nodes}", file=sys.stderr, flush=True)


def _solved(board: tuple[int, ...]) -> bool:
    from boardgames.games.fifteen.board import is_goal

    return is_goal(board)


def _print_anytime_json(result: Any, board: tuple[int, ...], rows: int, cols: int) -> None:
    """The anytime solution as one JSON object (``solve --json`` above 4x4)."""
    print(json.dumps(_common_json(result, board, rows, cols) | {
        "lower_bound": result.lower_bound,
        "improvements": [{"length": i.length, "seconds": round(i.seconds, 6),
                          "lower_bound": i.lower_bound} for i in result.improvements],
        "compile_seconds": round(result.compile_seconds, 6),
        "algorithm": "anytime",
    }))


def _cmd_check(args: argparse.Namespace) -> int:
    board, rows, cols = _position(args)
    verdict = solvability(board, rows, cols)
    print(format_board(board, cols))
    print(f"solvable: {'yes' if verdict.solvable else 'no'}")
    print(f"inversions: {verdict.inversions}")
    print(f"blank row from bottom: {verdict.blank_row_from_bottom}")
    print(messages.solvability_text(verdict))
    return 0 if verdict.solvable else 1


def _cmd_shuffle(args: argparse.Namespace) -> int:
    from boardgames.games.fifteen.shuffle import random_solvable, random_walk

    rows, cols = parse_size(args.size)
    rng = random.Random(args.seed)
    if args.walk is not None:
        if args.walk < 0:
            raise UsageError("--walk must be a number of moves, 0 or more")
        board = random_walk(rows, cols, args.walk, rng)
    else:
        board = random_solvable(rows, cols, rng)
    print(",".join(str(t) for t in board))
    return 0


def _cmd_compare(args: argparse.Namespace) -> int:
    from boardgames.games.fifteen.search.comparison import (
        default_entries,
        format_table,
        parse_entries,
        run_entry,
    )
    board, rows, cols = _position(args)
    verdict = solvability(board, rows, cols)
    if not verdict.solvable:
        raise UsageError(f"this position cannot be solved: {messages.solvability_text(verdict)}")
    if args.time_limit <= 0 or args.node_limit < 1:
        raise UsageError("--time-limit and --node-limit must be positive")
    entries = parse_entries(args.algorithms) if args.algorithms else default_entries(rows, cols)
    print(format_board(board, cols))
    print()
    results = []
    for entry in entries:
        results.append(run_entry(board, rows, cols, entry, node_limit=args.node_limit,
                                 time_limit=args.time_limit))
    print(format_table(results, args.time_limit))
    return 0


def _delegate(command: str, argv: list[str]) -> int:
    function = {"build-databases": "build_databases_main", "benchmark": "benchmark_main"}[command]
    try:
        module = importlib.import_module(ENGINE_CLI)
        main_function = getattr(module, function)
    except (ImportError, AttributeError):
        raise UsageError(f"'{command}' needs the pattern-database engine "
                         f"({ENGINE_CLI}), which is not installed") from None
    return int(main_function(argv) or 0)


_COMMANDS = {"solve": _cmd_solve, "check": _cmd_check, "shuffle": _cmd_shuffle,
             "compare": _cmd_compare}


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``boardgames fifteen`` with ``argv`` (without the program name); return the exit
    code: 0 success, 1 ``check`` of an unsolvable position, 2 bad input, 130 Ctrl+C."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] in ("build-databases", "benchmark"):
            return _delegate(argv[0], argv[1:])
        if argv and argv[0] == "challenge":  # its own parser and exit codes
            from boardgames.games.fifteen.challenge_cli import main as challenge_main

            return challenge_main(argv[1:])
        parser = _parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as exc:  # --help printed its text
            return int(exc.code or 0)
        if not args.command:
            raise UsageError("choose a command: solve, check, shuffle, compare, "
                             "build-databases or benchmark (see 'boardgames fifteen --help')")
        return _COMMANDS[args.command](args)
    except (UsageError, PositionError, ValueError) as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. piped into `head`
        return 0
    except Exception as exc:  # never a traceback
        return _fail(f"unexpected {type(exc).__name__}: {exc}; please report this")


def _fail(message: str) -> int:
    """Print ``boardgames: error: MESSAGE`` (one line) on stderr; return 2."""
    print(f"boardgames: error: {' '.join(message.split())}", file=sys.stderr)
    return 2

