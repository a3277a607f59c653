"""The first solve on a fresh install: ``boardgames solve`` on 4x4 positions, each in a new
process with an empty cache folder (and, with ``--cold-numba``, an empty numba cache, so
the compiled search is compiled again as after ``pip install``).

Usage: ``python benchmarks/first_solve.py [--first 10] [--cold-numba]``

Positions: the first ``--first`` of Korf's 100 (published optimal lengths). Prints per
position the published length, the length found, whether it is optimal, the wall time of
the whole command (Python start-up, imports, unpacking the shipped pattern databases,
compiling when cold, the search), the ``build_seconds`` the command reports for making the
databases ready (the shipped tables are decompressed meanwhile, while the engine imports:
:mod:`boardgames.games.fifteen.search.pdb.prefetch`) and the search's own seconds; then the
worst and mean wall times, under a caption naming the machine and its load (goal: 1 s). The
24-puzzle counterpart is ``python benchmarks/pdb24.py --process --empty-cache``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from event_loop_gaps import cpu_model, load_average  # beside this script

from boardgames.games.fifteen.board import apply_moves, is_goal
from boardgames.games.fifteen.engine_cli import load_benchmark


def first_solve(board: tuple[int, ...], cold_numba: bool) -> tuple[dict[str, object], float]:
    """``boardgames solve --json`` in a new process with empty caches; (answer, wall s)."""
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as numba:
        env = dict(os.environ, BOARDGAMES_CACHE_DIR=cache)
        if cold_numba:
            env["NUMBA_CACHE_DIR"] = numba
        command = [sys.executable, "-m", "boardgames", "solve", ",".join(map(str, board)),
                   "--json"]
        start = time.monotonic()
        out = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
        return json.loads(out.stdout), time.monotonic() - start


def machine() -> str:
    """The CPU model, core count and load average, for the table's caption."""
    model, load = cpu_model(), load_average()
    cold = "an empty numba cache" if "--cold-numba" in sys.argv else "the user's numba cache"
    return f"{model}, {os.cpu_count()} cores, load average {load:.1f} at the start; {cold}"


def main(argv: list[str]) -> int:
    """Run the benchmark; print the table. Exit 1 when an answer is not optimal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=10)
    parser.add_argument("--cold-numba", action="store_true")
    args = parser.parse_args(argv)
    print(f"Machine: {machine()}; goal: 1 s for the first 4x4 Solve (issue 44).\n")
    print("| Korf # | optimal | found | wall s | databases s | search s |")
    print("| --- | --- | --- | --- | --- | --- |")
    walls, wrong = [], 0
    for ident, optimal, board in load_benchmark("korf")[:args.first]:
        found, wall = first_solve(board, args.cold_numba)
        moves = found["moves"]
        assert isinstance(moves, list) and is_goal(apply_moves(board, 4, 4, moves))
        wrong += len(moves) != optimal
        walls.append(wall)
        print(f"| {ident} | {optimal} | {len(moves)} | {wall:.2f} | {found['build_seconds']:.2f} "
              f"| {found['seconds']:.3f} |", flush=True)
    print(f"worst {max(walls):.2f} s, mean {sum(walls) / len(walls):.2f} s per first solve; "
          f"{len(walls) - wrong} of {len(walls)} optimal")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
