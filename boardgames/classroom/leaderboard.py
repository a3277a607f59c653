"""The challenge leaderboard of a class (Qt-free): each student's newest solver (sent as
a player of the game whose plug-in runs the challenge: the 15-puzzle's,
``Discovery.contest_game(CHALLENGE)``) scored by ``boardgames GAME challenge`` in a
process of its own (which runs the solver in the sandbox), ranked by positions solved,
then total moves, then time.

The solvers are scored one after another, so that their times are comparable (a class of
40 takes a few minutes with the default time limit).
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from pathlib import Path

from boardgames.core import processes
from boardgames.core.spreadsheet import safe_row


@dataclass(frozen=True)
class Entry:
    """One student's score.

    Attributes:
        student: the name (the solver's file name without ``.py``).
        valid: positions solved with a valid answer.
        positions: positions tried.
        moves: the total length of the valid answers, in moves.
        seconds: the total time of the runs, in seconds.
        error: why the solver could not be scored at all ("" when it was).
    """

    student: str
    valid: int
    positions: int
    moves: int
    seconds: float
    error: str = ""


def arguments(path: Path, game: str, time_limit: float | None = None,
              positions: Path | None = None) -> list[str]:
    """The arguments of ``python -m boardgames`` that score the solver ``path`` with the
    challenge of ``game`` (``GAME challenge --json``); its files as absolute paths, since
    the child starts in the package's folder (:func:`.core.processes.popen_module`)."""
    line = [game, "challenge", str(Path(path).resolve()), "--json"]
    if time_limit is not None:
        line += ["--time-limit", str(time_limit)]
    if positions is not None:
        line += ["--positions", str(Path(positions).resolve())]
    return line


def entry(path: Path, stdout: str, stderr: str) -> Entry:
    """The score of the solver ``path`` from the output of its :func:`command`."""
    try:
        result = json.loads(stdout)
        rows = result["rows"]
    except (ValueError, KeyError, TypeError):
        reason = (stderr.strip().splitlines() or ["no answer"])[-1]
        return Entry(path.stem, 0, 0, 0, 0.0, reason)
    good = [row for row in rows if row.get("valid")]
    return Entry(path.stem, len(good), len(rows), sum(int(r.get("length") or 0) for r in good),
                 sum(float(r.get("seconds") or 0.0) for r in rows))


def score(path: Path, game: str, time_limit: float | None = None,
          positions: Path | None = None) -> Entry:
    """Score the solver ``path`` with ``boardgames GAME challenge --json`` in a new
    process (stopped after an hour: its entry then says "no answer").

    Raises:
        OSError: the interpreter cannot be started.
    """
    done = processes.run_module("boardgames", arguments(path, game, time_limit, positions),
                                timeout=3600)
    return entry(path, done.stdout, done.stderr)


def ranked(entries: list[Entry]) -> list[Entry]:
    """Best first: most positions solved, then fewest moves, then least time."""
    return sorted(entries, key=lambda e: (-e.valid, e.moves, e.seconds, e.student.casefold()))


def as_csv(entries: list[Entry]) -> str:
    """``rank,student,valid,positions,moves,seconds,error``, one row per student (a text
    that a spreadsheet would run as a formula is quoted: :mod:`boardgames.core.spreadsheet`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["rank", "student", "valid", "positions", "moves", "seconds", "error"])
    for rank, e in enumerate(entries, 1):
        writer.writerow(safe_row([rank, e.student, e.valid, e.positions, e.moves,
                                  f"{e.seconds:.2f}", e.error]))
    return out.getvalue()


def as_table(entries: list[Entry]) -> str:
    """The leaderboard as aligned text."""
    width = max([len("student")] + [len(e.student) for e in entries])
    lines = [f"{'rank':>4}  {'student':{width}}  {'solved':>7}  {'moves':>6}  {'seconds':>8}"]
    for rank, e in enumerate(entries, 1):
        solved = f"{e.valid}/{e.positions}"
        lines.append(f"{rank:>4}  {e.student:{width}}  {solved:>7}  {e.moves:>6}  {e.seconds:>8.2f}"
                     + (f"  {e.error}" if e.error else ""))
    return "\n".join(lines) + "\n"
