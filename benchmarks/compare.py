"""Compare the 15-puzzle searches on one position: every algorithm with every heuristic
that fits the board, each stopped at a node cap and a time limit.

    python benchmarks/compare.py                       # the thesis's 18-move 4x4 position
    python benchmarks/compare.py 8,6,7,2,5,4,3,0,1     # any position (flat list, rows, 2-D)
    python benchmarks/compare.py POSITION --size 3x5 --node-limit 200000 --time-limit 10

Prints a table: algorithm, heuristic, solution length (or why it stopped), nodes expanded,
peak open-set size, seconds, and whether the solution is guaranteed shortest.
"""

from __future__ import annotations

import argparse
import sys

from boardgames.games.fifteen.board import format_board
from boardgames.games.fifteen.parsing import PositionError, parse_position, parse_size
from boardgames.games.fifteen.search import ALGORITHMS, HEURISTICS
from boardgames.games.fifteen.search.comparison import Entry, format_table, run_entry
from boardgames.games.fifteen.solvability import solvability

#: The position of the thesis's screenshot (solved there in 18 moves, in 30.7 s).
THESIS_18 = "7 1 3 4 / 2 5 10 8 / 0 6 9 11 / 13 14 15 12"


def entries(rows: int, cols: int) -> list[Entry]:
    """Every installed algorithm, with every heuristic that fits the board when it needs
    one (pattern databases only on 4x4)."""
    fitting = []
    for name, heuristic in HEURISTICS.items():
        try:
            heuristic.bind(rows, cols)
        except ValueError:
            continue
        fitting.append(name)
    out = []
    for algorithm in ALGORITHMS.values():
        if algorithm.unavailable_reason():
            continue
        if algorithm.name == "ida*-pdb" and (rows, cols) != (4, 4):
            continue
        if algorithm.needs_heuristic:
            out += [Entry(algorithm.name, h) for h in fitting]
        else:
            out.append(Entry(algorithm.name, ""))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("position", nargs="*", help="the position (default: the thesis's)")
    parser.add_argument("--size", help="board size such as 3x5")
    parser.add_argument("--node-limit", type=int, default=1_000_000,
                        help="cap of the searches that keep nodes (default 1,000,000)")
    parser.add_argument("--time-limit", type=float, default=60.0,
                        help="seconds before a search is stopped (default 60)")
    parser.add_argument("--weight", type=float, default=2.0, help="weighted A*'s w (2)")
    args = parser.parse_args(argv)
    try:
        size = parse_size(args.size) if args.size else None
        board, rows, cols = parse_position(" ".join(args.position) or THESIS_18, size)
    except PositionError as exc:
        print(f"compare.py: error: {exc}", file=sys.stderr)
        return 2
    verdict = solvability(board, rows, cols)
    if not verdict.solvable:
        print(f"compare.py: error: {verdict.explain()}", file=sys.stderr)
        return 2
    print(format_board(board, cols))
    print(f"\nnode cap {args.node_limit:,}, time limit {args.time_limit:g} s, "
          f"weighted A* w = {args.weight:g}\n")
    results = []
    for entry in entries(rows, cols):
        result = run_entry(board, rows, cols, entry, node_limit=args.node_limit,
                           time_limit=args.time_limit, weight=args.weight)
        results.append(result)
        print(f"  {entry.label}: {result.status} in {result.seconds:.2f} s", file=sys.stderr,
              flush=True)
    print(format_table(results, args.time_limit))
    return 0


if __name__ == "__main__":
    sys.exit(main())
