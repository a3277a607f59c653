"""``boardgames tictactoe tournament FILE.py [FILE.py ...]``: students' players against the
computer's ladder and each other, without a window (Qt-free).

::

    boardgames tictactoe tournament alice.py bob.py
    boardgames tictactoe tournament alice.py --games 4 --time-limit 1 --rungs dummy,perfect
    boardgames tictactoe tournament alice.py bob.py --json --csv results.csv

Prints the results table and every game (or ``--json``: see
:func:`.tournament_report.to_json`); ``--csv FILE`` also writes the table as CSV. Exit
codes: 0 when the tournament was played (whoever won), 2 for bad input (a missing file, a
syntax error, no ``choose_move``, a bad option) with one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from boardgames import sandbox_cli
from boardgames.games.tictactoe import tournament as tm
from boardgames.games.tictactoe.tournament_report import table_text, to_csv, to_json
from boardgames.games.tictactoe.tournament_student import PlayerFileError

PROG = "boardgames tictactoe"


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the ``tournament`` sub-command to the tic-tac-toe command line's ``sub``."""
    parser = sub.add_parser(
        "tournament", help="students' choose_move(board) files against the computer and each other",
        description="Play each student's file (a function choose_move(board) that returns a "
                    "cell 0..8; board is a list of 9 cells \"X\", \"O\" or \"\") against the "
                    "computer players and against each other. Each move runs in the sandbox "
                    "with a time limit; a crash, a bad or illegal move or a timeout loses "
                    "that game.")
    parser.add_argument("files", nargs="+", metavar="FILE.py", help="the students' files")
    parser.add_argument("--games", type=int, default=tm.DEFAULT_GAMES, metavar="N",
                        help=f"games per pairing, taking turns to move first (default "
                             f"{tm.DEFAULT_GAMES})")
    parser.add_argument("--time-limit", type=float, default=tm.DEFAULT_TIME_LIMIT, metavar="S",
                        help=f"seconds per move (default {tm.DEFAULT_TIME_LIMIT:g})")
    parser.add_argument("--rungs", default=",".join(tm.DEFAULT_RUNGS), metavar="NAMES",
                        help=f"computer players, separated by commas, or 'none' (default "
                             f"{','.join(tm.DEFAULT_RUNGS)}; the whole ladder: "
                             f"{','.join(tm.LADDER)})")
    parser.add_argument("--seed", type=int, default=0,
                        help="seed of the computer players' random choices (default 0)")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--csv", metavar="FILE", help="also write the results table as CSV")
    sandbox_cli.add_flag(parser)


def fail(message: str) -> int:
    """Print ``boardgames tictactoe: error: MESSAGE`` on stderr; returns exit code 2."""
    print(f"{PROG}: error: {message}", file=sys.stderr)
    return 2


def run(options: argparse.Namespace) -> int:
    """Run the ``tournament`` sub-command; returns the exit code."""
    rungs = tuple(n.strip() for n in options.rungs.split(",") if n.strip())
    if rungs == ("none",):
        rungs = ()
    if not math.isfinite(options.time_limit):
        return fail(f"--time-limit {options.time_limit}: give seconds above 0")
    settings = tm.Settings(options.games, options.time_limit, rungs, options.seed)
    try:
        settings.check()
        students = tm.student_entrants(options.files)
    except (ValueError, PlayerFileError) as exc:
        return fail(str(exc))
    if len(students) < 2 and not rungs:
        return fail("nobody to play: give two files or some computer players (--rungs)")
    if options.csv and not Path(options.csv).resolve().parent.is_dir():
        return fail(f"cannot write {options.csv}: there is no such folder")
    refused = sandbox_cli.prepare(PROG, options.allow_unconfined)
    if refused is not None:
        return refused
    return _play(students, settings, options)


def _play(students: list[tm.Entrant], settings: tm.Settings, options: argparse.Namespace) -> int:
    """Play, print the table (or JSON), then write the CSV file if asked."""
    terminal = sys.stderr.isatty()
    result = tm.run_tournament(students, settings, _progress if terminal else None)
    if terminal:
        print("\r\033[K", end="", file=sys.stderr, flush=True)
    print(json.dumps(to_json(result), indent=2) if options.json else table_text(result))
    if options.csv:
        try:
            Path(options.csv).write_text(to_csv(result), encoding="utf-8", newline="")
        except OSError as exc:
            return fail(f"cannot write {options.csv}: {exc.strerror or exc}")
    return 0

def _progress(result: tm.TournamentResult) -> None:
    """``game 3 of 22`` on the terminal's stderr line, overwritten as games end."""
    print(f"\r{PROG}: game {len(result.games)} of {result.planned}", end="", file=sys.stderr,
          flush=True)
