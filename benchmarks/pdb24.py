"""The 24-puzzle against published optimal lengths: the anytime solve's length after 1 s,
10 s and (optionally) 60 s.

Usage: ``python benchmarks/pdb24.py [--set kf50|deepcubea24|random] [--seconds 10]
[--first N] [--process] [--empty-cache] [--cold-numba] [--beam WIDTH]``

Positions: ``kf50`` (default) are Korf and Felner's 50 instances (2002) with their optimal
lengths, ``deepcubea24`` DeepCubeA's 496 test positions with optimal lengths (both in
``benchmarks/data``), ``random`` 20 seeded random positions (no optimum: the ratio is to
the lower bound).

Each position is solved by :func:`anytime.solve_anytime` for ``--seconds`` (default 10); the
columns "1 s", "10 s", "60 s" are the best lengths found by then in that one run (only
those not above ``--seconds``). With ``--process`` every position is a new process running
``boardgames solve POSITION --size 5x5 --time-limit S --json`` (Python start-up, imports
and loading the tables included); with ``--empty-cache`` each of those processes also gets
an empty cache folder of its own (``BOARDGAMES_CACHE_DIR``), as on a fresh install, and
with ``--cold-numba`` an empty numba cache too (``NUMBA_CACHE_DIR``: the searches are
compiled before the time limit starts, as right after ``pip install``; the wall column
includes it).
With ``--beam WIDTH`` every position gets one beam search of that width from the start
instead (:mod:`engines.beam24`, no clock involved, so the figure does not depend on the
machine's load; the time columns then all show its length), with the tables the solver
would use (:func:`pdb.tables24.strongest_24`: the 6-6-6-6 set once it is built).
The last lines give the means and the mean ratio to the optimum (or to the lower bound).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from boardgames.games.fifteen.board import apply_moves, is_goal
from boardgames.games.fifteen.engine_cli import korf_to_ours

DATA = Path(__file__).resolve().parent / "data"
RANDOM = Path(__file__).resolve().parents[1] / "boardgames/games/fifteen/data/random5x5.tsv"
CHECKPOINTS = (1.0, 10.0, 60.0)


def read_positions(name: str) -> list[tuple[str, int | None, tuple[int, ...]]]:
    """``(id, optimal length or None, board)`` rows of a set, boards with our goal."""
    path = {"kf50": DATA / "korf_felner50.tsv", "deepcubea24": DATA / "deepcubea24.tsv",
            "random": RANDOM}[name]
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#") or line.startswith("id\t"):
            continue
        parts = line.split("\t")
        board = tuple(int(t) for t in parts[-1].split())
        optimal = int(parts[1]) if len(parts) == 3 else None
        rows.append((parts[0], optimal, korf_to_ours(board) if name == "kf50" else board))
    return rows


def solve_in_process(board: tuple[int, ...], seconds: float) -> dict[str, object]:
    """Solve in this process; the same fields as ``solve --json``."""
    from boardgames.games.fifteen.search.anytime import solve_anytime

    result = solve_anytime(board, 5, 5, time_limit=seconds)
    return {"moves": result.moves, "lower_bound": result.lower_bound,
            "improvements": [{"length": i.length, "seconds": i.seconds}
                             for i in result.improvements]}


def beam_only(board: tuple[int, ...], width: int) -> dict[str, object]:
    """One beam search of ``width`` from the start; the same fields as ``solve --json``."""
    from boardgames.games.fifteen.board import DIRECTIONS
    from boardgames.games.fifteen.search.engines.beam24 import Beam
    from boardgames.games.fifteen.search.engines.kernel import Tables
    from boardgames.games.fifteen.search.engines.kernel24 import MAX_DEPTH, WidaState
    from boardgames.games.fifteen.search.pdb.tables24 import strongest_24

    dbs = strongest_24()
    tables = dbs.kernel_tables = dbs.kernel_tables or Tables(dbs)
    beam = Beam(tables, board, width, MAX_DEPTH)
    while not beam.done:
        beam.step(MAX_DEPTH)
    moves = [DIRECTIONS[k] for k in beam.moves or []]
    return {"moves": moves, "lower_bound": WidaState(tables, board).root_h,
            "improvements": [{"length": len(moves), "seconds": 0.0}]}


def solve_new_process(board: tuple[int, ...], seconds: float, empty_cache: bool,
                      cold_numba: bool = False) -> dict[str, object]:
    """Solve with ``boardgames solve`` in a new process (and an empty cache folder, and
    an empty numba cache)."""
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as numba:
        if empty_cache:
            env["BOARDGAMES_CACHE_DIR"] = cache
        if cold_numba:
            env["NUMBA_CACHE_DIR"] = numba
        command = [sys.executable, "-m", "boardgames", "solve", ",".join(map(str, board)),
                   "--size", "5x5", "--time-limit", str(seconds), "--json"]
        start = time.monotonic()
        out = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
        found: dict[str, object] = json.loads(out.stdout)
        found["wall"] = time.monotonic() - start
    return found


def length_at(found: dict[str, object], seconds: float) -> int:
    """The best length found within ``seconds`` of the search."""
    steps = found["improvements"]
    assert isinstance(steps, list)
    return min(int(s["length"]) for s in steps if s["seconds"] <= seconds or s is steps[0])


def main(argv: list[str]) -> int:
    """Run the benchmark and print the table; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="kf50", choices=("kf50", "deepcubea24", "random"))
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--first", type=int, default=None)
    parser.add_argument("--process", action="store_true")
    parser.add_argument("--empty-cache", action="store_true")
    parser.add_argument("--cold-numba", action="store_true")
    parser.add_argument("--beam", type=int, default=0, metavar="WIDTH")
    args = parser.parse_args(argv)
    marks = [c for c in CHECKPOINTS if c <= args.seconds]
    print(f"{'id':>4} {'optimal':>7} " + " ".join(f"{m:>5g} s" for m in marks)
          + f" {'lower':>6} {'ratio':>6}" + ("   wall s" if args.process else ""))
    sums = {"optimal": 0.0, "lower": 0.0, **{m: 0.0 for m in marks}}
    rows = read_positions(args.set)[:args.first]
    for ident, optimal, board in rows:
        if args.beam:
            found = beam_only(board, args.beam)
        elif args.process:
            found = solve_new_process(board, args.seconds, args.empty_cache, args.cold_numba)
        else:
            found = solve_in_process(board, args.seconds)
        moves = found["moves"]
        assert isinstance(moves, list) and is_goal(apply_moves(board, 5, 5, moves)), ident
        lengths = [length_at(found, m) for m in marks]
        lower = int(found["lower_bound"])  # type: ignore[call-overload]
        reference = optimal if optimal is not None else lower
        for m, n in zip(marks, lengths, strict=True):
            sums[m] += n
        sums["optimal"] += reference
        sums["lower"] += lower
        wall = f"  {found['wall']:7.1f}" if args.process else ""
        print(f"{ident:>4} {reference:>7} " + " ".join(f"{n:>7}" for n in lengths)
              + f" {lower:>6} {lengths[-1] / reference:>6.3f}{wall}", flush=True)
    n = len(rows)
    what = "optimal" if rows and rows[0][1] is not None else "lower bound"
    print(f"mean {sums['optimal'] / n:>7.2f} " + " ".join(f"{sums[m] / n:>7.2f}" for m in marks)
          + f" {sums['lower'] / n:>6.2f}")
    print("mean ratio to the " + what + ": "
          + ", ".join(f"{sums[m] / sums['optimal']:.4f} after {m:g} s" for m in marks)
          + f"; {n} positions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
