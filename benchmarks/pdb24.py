"""Anytime 24-puzzle solving: 20 seeded random 5x5 positions, 1 s and 10 s answers.

Usage: ``python benchmarks/pdb24.py [--seconds S] [--first N] [--data FILE]``

For each position of ``boardgames/games/fifteen/data/random5x5.tsv`` (uniformly random
solvable positions; the seed is in the file's header) it runs the divide-and-conquer
("human") solver, gives its answer to :func:`anytime24.improve_5x5` as the incumbent and
lets it improve for ``--seconds`` (default 10). One row per position: the human solver's
length, the best length after 1 s and at the end, the proven lower bound, and the ratio
of the final length to the lower bound; then the means. The 24-puzzle databases are built
first if they are not cached (about 20 s, once; reported separately).

Measured on 2026-11-23 on the project machine (2 cores shared with other jobs, load about
2): human 238.6, after 1 s 108.8, after 10 s 104.8, lower bound 90.0 (mean moves);
10 s / lower bound 1.163. Database build 19 s (39 MB on disk, peak 250 MB).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from boardgames.games.fifteen import search
from boardgames.games.fifteen.board import apply_moves, is_goal
from boardgames.games.fifteen.search.anytime24 import improve_5x5
from boardgames.games.fifteen.search.pdb24 import load_databases_24

DATA = Path(__file__).resolve().parent.parent / "boardgames/games/fifteen/data/random5x5.tsv"


def read_positions(path: Path) -> list[tuple[str, tuple[int, ...]]]:
    """``(id, board)`` rows of a positions file (``#`` lines are comments)."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#") or line.startswith("id\t"):
            continue
        ident, tiles = line.split("\t")
        rows.append((ident, tuple(int(t) for t in tiles.split())))
    return rows


def run_one(board: tuple[int, ...], seconds: float, dbs: object) -> dict[str, float]:
    """Solve one position: human solver, then improvement; returns the row's figures."""
    human = tuple(search.solve(board, 5, 5, algorithm="human").moves)
    times: list[tuple[float, int]] = [(0.0, len(human))]
    start = time.monotonic()

    def improved(moves: tuple[str, ...], lower: int) -> None:
        times.append((time.monotonic() - start, len(moves)))

    best, lower, optimal = improve_5x5(board, human, start + seconds, improved,
                                       lambda: False, databases=dbs)  # type: ignore[arg-type]
    assert best is not None and is_goal(apply_moves(board, 5, 5, best)), "invalid solution"
    at1 = min(n for t, n in times if t <= 1.0)
    return {"human": len(human), "at1": at1, "end": len(best), "lower": lower,
            "optimal": float(optimal), "first": times[1][0] if len(times) > 1 else -1.0}


def main(argv: list[str]) -> int:
    """Run the benchmark and print the table; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--first", type=int, default=20)
    parser.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args(argv)
    t0 = time.monotonic()
    dbs = load_databases_24(progress=None)
    print(f"databases ready in {time.monotonic() - t0:.1f} s: "
          + ", ".join(f"{s.action} {len(s.tiles)} tiles" for s in dbs.statuses))
    print(f"{'id':>4} {'human':>6} {'1 s':>5} {args.seconds:>4.0f} s {'lower':>6} {'ratio':>6}")
    rows = []
    for ident, board in read_positions(args.data)[:args.first]:
        row = run_one(board, args.seconds, dbs)
        rows.append(row)
        print(f"{ident:>4} {row['human']:>6.0f} {row['at1']:>5.0f} {row['end']:>6.0f} "
              f"{row['lower']:>6.0f} {row['end'] / row['lower']:>6.3f}"
              + ("  optimal" if row["optimal"] else ""), flush=True)
    n = len(rows)
    mean = {k: sum(r[k] for r in rows) / n for k in ("human", "at1", "end", "lower")}
    print(f"mean {mean['human']:>6.1f} {mean['at1']:>5.1f} {mean['end']:>6.1f} "
          f"{mean['lower']:>6.1f} {mean['end'] / mean['lower']:>6.3f}")
    print(f"ratio at 1 s: {mean['at1'] / mean['lower']:.3f}; positions: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
