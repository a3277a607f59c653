"""The anytime solver on large boards: uniformly random solvable 5x5 to 8x8 positions.

Usage: ``python benchmarks/anytime.py [--time-limit SECONDS] [--sizes 6,7,8] [--generate]
[--deepcubea48 N]``

Positions come from ``boardgames/games/fifteen/data/random{N}x{N}.tsv`` (seeded, stored in
the repository; ``--generate`` writes the 6x6, 7x7 and 8x8 files again from their seeds).
Without ``random5x5.tsv``, 20 5x5 positions are drawn in memory with seed 5005.

Prints per board size: positions, the human solver's mean length, the anytime solver's
mean length after 1 s and after the time limit (default 10 s), the mean admissible lower
bound (linear conflict with the last-moves term, or the 24-puzzle databases on 5x5 when installed), the ratio of
the final mean length to the mean bound, and the saving against the human solver.
One solve per position: the 1 s length is the best found by then in the same run.
With ``--deepcubea48 N`` the 7x7 row uses the first N positions of DeepCubeA's 48-puzzle
test set (``benchmarks/data/deepcubea48.tsv``) and a last line compares the mean length
with DeepCubeA's own on them.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from boardgames.games.fifteen.board import Board, apply_moves, is_goal
from boardgames.games.fifteen.search import solve
from boardgames.games.fifteen.search.anytime import AnytimeResult, solve_anytime
from boardgames.games.fifteen.shuffle import random_solvable

DATA = Path(__file__).resolve().parents[1] / "boardgames" / "games" / "fifteen" / "data"
DEEPCUBEA48 = Path(__file__).resolve().parent / "data" / "deepcubea48.tsv"
#: Seed and count of each stored set.
SETS = {5: (5005, 20), 6: (6006, 5), 7: (7007, 5), 8: (8008, 5)}


def deepcubea48(count: int) -> tuple[list[Board], float]:
    """The first ``count`` DeepCubeA 48-puzzle positions and DeepCubeA's mean length."""
    rows = [line.split("\t") for line in DEEPCUBEA48.read_text().splitlines()
            if line and not line.startswith("#") and not line.startswith("id")][:count]
    return ([tuple(int(t) for t in r[2].split()) for r in rows],
            sum(int(r[1]) for r in rows) / len(rows))


def positions(side: int, deepcubea: int = 0) -> list[Board]:
    """The stored positions of a side x side board (or the in-memory 5x5 fallback)."""
    if side == 7 and deepcubea:
        return deepcubea48(deepcubea)[0]
    path = DATA / f"random{side}x{side}.tsv"
    if not path.exists():
        seed, count = SETS[side]
        rng = random.Random(seed)
        return [random_solvable(side, side, rng) for _ in range(count)]
    boards = []
    for line in path.read_text().splitlines():
        if not line or line.startswith("#") or line.startswith("id"):
            continue
        tiles = line.split("\t")[-1]
        boards.append(tuple(int(t) for t in tiles.split()))
    return boards


def generate(side: int) -> None:
    """Write ``random{side}x{side}.tsv`` from its seed."""
    seed, count = SETS[side]
    rng = random.Random(seed)
    lines = [f"# {count} uniformly random solvable {side}x{side} positions: "
             f"shuffle.random_solvable({side}, {side}, random.Random({seed})) drawn in turn",
             "id\ttiles"]
    for i in range(count):
        board = random_solvable(side, side, rng)
        lines.append(f"{i + 1}\t{' '.join(map(str, board))}")
    (DATA / f"random{side}x{side}.tsv").write_text("\n".join(lines) + "\n")


def length_at(result: AnytimeResult, seconds: float) -> int:
    """The best length found within ``seconds`` (the first answer if none by then)."""
    found = [i.length for i in result.improvements if i.seconds <= seconds]
    return found[-1] if found else result.improvements[0].length


def run_size(side: int, time_limit: float,
             deepcubea: int = 0) -> tuple[int, float, float, float, float]:
    """(positions, human mean, mean after 1 s, mean after the limit, mean lower bound)."""
    boards = positions(side, deepcubea)
    human = early = final = bound = 0.0
    for k, board in enumerate(boards, 1):
        result = solve_anytime(board, side, side, time_limit=time_limit)
        assert is_goal(apply_moves(board, side, side, result.moves)), "invalid solution"
        human += solve(board, side, side, "human").length
        early += length_at(result, 1.0)
        final += result.length
        bound += result.lower_bound
        print(f"  {side}x{side} #{k}: {result.length} moves, bound {result.lower_bound}",
              file=sys.stderr, flush=True)
    n = len(boards)
    return n, human / n, early / n, final / n, bound / n


def main(argv: list[str]) -> int:
    """Run the benchmark; print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--sizes", default="5,6,7,8")
    parser.add_argument("--generate", action="store_true")
    parser.add_argument("--deepcubea48", type=int, default=0, metavar="N")
    args = parser.parse_args(argv)
    if args.generate:
        for side in (6, 7, 8):
            generate(side)
    limit = args.time_limit
    print(f"| board | positions | human | after 1 s | after {limit:g} s | lower bound "
          f"| ratio | vs human |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for side in (int(s) for s in args.sizes.split(",")):
        n, human, early, final, bound = run_size(side, limit, args.deepcubea48)
        print(f"| {side}x{side} | {n} | {human:.1f} | {early:.1f} | {final:.1f} | {bound:.1f} "
              f"| {final / bound:.2f} | {100 * (1 - final / human):.0f}% shorter |", flush=True)
        if side == 7 and args.deepcubea48:
            theirs = deepcubea48(args.deepcubea48)[1]
            print(f"DeepCubeA on the same {n} positions: mean {theirs:.1f} moves; ours "
                  f"{final / theirs:.3f}x theirs", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
