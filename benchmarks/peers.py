"""This project's solver side by side with the Python peer a user would install: PyPI's
``slidingpuzzle`` (A*, weighted A* and beam search with linear conflict), on the same
positions, each run in a process of its own with a time cap.

Usage: ``python benchmarks/peers.py --peer-python PATH [--cap 60] [--per-set 5]``

``slidingpuzzle`` pins ``numpy==1.23.5``, which this project's numba does not accept, so it
lives in a virtual environment of its own::

    python3 -m venv /tmp/peers && /tmp/peers/bin/pip install slidingpuzzle
    python benchmarks/peers.py --peer-python /tmp/peers/bin/python

Positions: the first ``--per-set`` of Korf's 100 (4x4) and of Korf and Felner's 50 (5x5),
with their optimal lengths, and seeded random 6x6-8x8 positions (the reference is then
the linear-conflict lower bound). Every solution is replayed to the goal; a run that
ends past the cap (or above 4 GB of memory) counts as unsolved. Prints per set and
solver: positions solved, mean length, mean ratio to the reference, mean seconds (whole
process, Python start-up included), and this project's speed-up and length ratio against
each peer on the positions both solved.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from anytime import positions as random_positions  # noqa: E402
from pdb24 import read_positions  # noqa: E402

from boardgames.games.fifteen.board import apply_moves, is_goal  # noqa: E402
from boardgames.games.fifteen.engine_cli import load_benchmark  # noqa: E402
from boardgames.games.fifteen.search.heuristics import get_heuristic  # noqa: E402

#: The peer's runner, executed by the peer's interpreter: reads
#: ``{"rows", "cols", "board", "alg", "weight", "width"}`` on stdin, prints the moved
#: tiles' cells (row, col) of the solution as JSON (``null`` when none).
PEER_RUNNER = """
import json, resource, sys
resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
import slidingpuzzle as sp
job = json.load(sys.stdin)
board = sp.from_iter(job["rows"], job["cols"], job["board"])
kwargs = {"weight": job["weight"]} if job["alg"] == "a*" else {"width": job["width"]}
result = sp.search(board, job["alg"], **kwargs)
print(json.dumps(None if result.solution is None else [list(map(int, m)) for m in result.solution]))
"""

#: ``(name, alg, weight, beam width)`` of the peer's configurations.
PEER_CONFIGS = (("slidingpuzzle A* (LC)", "a*", 1, 0),
                ("slidingpuzzle weighted A* w=2", "a*", 2, 0),
                ("slidingpuzzle weighted A* w=4", "a*", 4, 0),
                ("slidingpuzzle beam w=32", "beam", 1, 32))


def peer_moves(board: tuple[int, ...], cols: int, cells: list[list[int]]) -> list[str]:
    """The peer's solution (the cells of the tiles moved into the blank) as our moves."""
    from boardgames.games.fifteen.search.common import move_between

    blank = board.index(0)
    moves = []
    for r, c in cells:
        moves.append(move_between(blank, r * cols + c, cols))
        blank = r * cols + c
    return moves


def run_peer(python: str, board: tuple[int, ...], rows: int, cols: int, alg: str,
             weight: float, width: int, cap: float) -> tuple[list[str] | None, float]:
    """One peer run in a new process: (our moves or None, wall seconds)."""
    job = json.dumps({"rows": rows, "cols": cols, "board": list(board), "alg": alg,
                      "weight": weight, "width": width})
    start = time.monotonic()
    try:
        out = subprocess.run([python, "-c", PEER_RUNNER], input=job, capture_output=True,
                             text=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return None, cap
    seconds = time.monotonic() - start
    if out.returncode != 0 or out.stdout.strip() in ("", "null"):
        return None, seconds
    return peer_moves(board, cols, json.loads(out.stdout)), seconds


def run_ours(board: tuple[int, ...], rows: int, cols: int, cap: float) -> tuple[list[str] | None, float]:
    """``boardgames solve`` in a new process (anytime with a 10 s limit above 4x4)."""
    command = [sys.executable, "-m", "boardgames", "solve", ",".join(map(str, board)),
               "--size", f"{rows}x{cols}", "--json"]
    start = time.monotonic()
    try:
        out = subprocess.run(command, capture_output=True, text=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return None, cap
    seconds = time.monotonic() - start
    return (json.loads(out.stdout)["moves"] if out.returncode == 0 else None), seconds


def position_sets(per_set: int) -> list[tuple[str, int, list[tuple[tuple[int, ...], int]]]]:
    """``(name, side, [(board, reference length)])``: optimal lengths, or lower bounds."""
    sets = [("4x4 Korf", 4, [(b, n) for _, n, b in load_benchmark("korf")[:per_set]]),
            ("5x5 Korf-Felner", 5, [(b, int(n or 0)) for _, n, b in read_positions("kf50")[:per_set]])]
    for side in (6, 7, 8):
        h = get_heuristic("linear-conflict", side, side)
        boards = random_positions(side)[:max(1, per_set // 2)]
        sets.append((f"{side}x{side} random (vs bound)", side, [(b, h.h(b)) for b in boards]))
    return sets


def main(argv: list[str]) -> int:
    """Run every solver on every set; print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peer-python", required=True)
    parser.add_argument("--cap", type=float, default=60.0)
    parser.add_argument("--per-set", type=int, default=5)
    args = parser.parse_args(argv)
    print("| positions | solver | solved | mean length | length / reference | mean seconds "
          "| ours: faster by | ours: length ratio |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, side, items in position_sets(args.per_set):
        ours = [run_ours(b, side, side, args.cap) for b, _ in items]
        _row(name, "boardgames solve", items, ours, ours, side)
        for title, alg, weight, width in PEER_CONFIGS:
            runs = [run_peer(args.peer_python, b, side, side, alg, weight, width, args.cap)
                    for b, _ in items]
            _row(name, title, items, runs, ours, side)
    return 0


def _row(name: str, title: str, items: list[tuple[tuple[int, ...], int]],
         runs: list[tuple[list[str] | None, float]], ours: list[tuple[list[str] | None, float]],
         side: int) -> None:
    """Print one table row (solutions replayed; unsolved runs count in the seconds)."""
    solved = [(i, m) for i, (m, _) in enumerate(runs)
              if m is not None and is_goal(apply_moves(items[i][0], side, side, m))]
    both = [i for i, _ in solved if ours[i][0] is not None]
    seconds = sum(s for _, s in runs) / len(runs)
    if solved:
        length = sum(len(m) for _, m in solved) / len(solved)
        ratio = sum(len(m) / items[i][1] for i, m in solved) / len(solved)
        speed = sum(runs[i][1] for i in both) / max(1e-9, sum(ours[i][1] for i in both))
        shorter = sum(len(ours[i][0] or []) for i in both) / max(1, sum(len(runs[i][0] or []) for i in both))
        print(f"| {name} | {title} | {len(solved)}/{len(items)} | {length:.1f} | {ratio:.3f} "
              f"| {seconds:.2f} | {speed:.1f}x | {shorter:.3f} |", flush=True)
    else:
        print(f"| {name} | {title} | 0/{len(items)} | - | - | {seconds:.2f} | - | - |", flush=True)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
