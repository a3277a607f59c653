"""Speed of the tic-tac-toe searches: nodes and time per move.

Usage: ``python benchmarks/tictactoe_bench.py [--quick]``

Prints tables for
  1. the empty 3x3 board: plain minimax, alpha-beta (textbook root window: one best move;
     and the players' window that scores every tie exactly), alpha-beta with a
     transposition table, the solved table;
  2. all 4,520 unfinished reachable 3x3 positions (one search each, fresh table each time);
  3. the solved table: build time in this process, and a cold start in a new process
     (interpreter + imports + build + one move);
  4. ``analyze`` throughput (positions per second, JSON included);
  5. the timed deep search on 4x4 .. 7x7 (default budget 1000 ms).

Reference numbers (from the issue): a plain pure-Python minimax takes 0.31 s for the
first move, plain alpha-beta 12 ms (18,297 nodes), OpenSpiel's solver tabulates the whole
3x3 game in 39 ms. Floors: a perfect move in under 1 ms warm and 20 ms cold, the whole
game tabulated in under 40 ms, a 4x4 move under 1 s. Timings vary with machine load; the
script never fails on them.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

from boardgames.games.tictactoe.board import geometry
from boardgames.games.tictactoe.cli import analyze_position
from boardgames.games.tictactoe.players import make_player
from boardgames.games.tictactoe.search.alphabeta import alphabeta
from boardgames.games.tictactoe.search.common import line_table
from boardgames.games.tictactoe.search.minimax import minimax
from boardgames.games.tictactoe.search.scores import WIN
from boardgames.games.tictactoe.search.table import SolvedTable, solved_table

GEO = geometry(3, 3, 3)


def unfinished_positions() -> list[tuple[int, int]]:
    """(me, them) bitboards of the 4,520 unfinished positions reachable with X first."""
    table = solved_table()
    out = []
    for key, score in table.scores.items():
        me, them = key & 511, key >> 9
        if score != -WIN and (me | them) != 511:
            out.append((me, them))
    return out


def row(*cells: object, widths=(28, 14, 14, 14, 14)) -> str:
    pairs = enumerate(zip(cells, widths, strict=False))
    return "".join(f"{str(c):>{w}}" if i else f"{str(c):<{w}}" for i, (c, w) in pairs)


def searches():
    table = solved_table()
    return [
        ("minimax", lambda me, them: minimax(GEO, me, them)),
        ("alpha-beta, one best move", lambda me, them: alphabeta(GEO, me, them, all_best=False)),
        ("alpha-beta", lambda me, them: alphabeta(GEO, me, them)),
        ("alpha-beta + table", lambda me, them: alphabeta(GEO, me, them, {})),
        ("solved table (warm)", lambda me, them: table.result(me, them)),
    ]


def empty_board() -> None:
    print("1. Empty 3x3 board: one move")
    print(row("search", "nodes", "ms"))
    for name, search in searches():
        times, result = [], None
        for _ in range(3):
            start = time.perf_counter()
            result = search(0, 0)
            times.append((time.perf_counter() - start) * 1000)
        print(row(name, f"{result.nodes:,}", f"{min(times):.2f}"))
    print()


def all_positions(quick: bool) -> None:
    positions = unfinished_positions()
    if quick:
        positions = positions[::10]
    print(f"2. All {len(positions):,} unfinished reachable 3x3 positions: one move each")
    print(row("search", "nodes total", "nodes/move", "ms/move", "max ms"))
    for name, search in searches():
        nodes, times = 0, []
        for me, them in positions:
            start = time.perf_counter()
            result = search(me, them)
            times.append((time.perf_counter() - start) * 1000)
            nodes += result.nodes
        print(row(name, f"{nodes:,}", f"{nodes / len(positions):,.1f}",
                  f"{statistics.mean(times):.3f}", f"{max(times):.2f}"))
    print()


def table_build() -> None:
    print("3. The solved table (5,478 positions)")
    line_table(GEO)
    builds = [SolvedTable().build_millis for _ in range(5)]
    print(f"   build in this process: best {min(builds):.1f} ms, median {statistics.median(builds):.1f} ms")
    code = ("import time; t=time.perf_counter();"
            "from boardgames.games.tictactoe.players import make_player;"
            "from boardgames.games.tictactoe.board import geometry;"
            "t1=time.perf_counter();"
            "p=make_player('perfect', geometry(3,3,3)); m=p.choose((0,)*9, 1);"
            "t2=time.perf_counter();"
            "print((t1-t)*1000, (t2-t1)*1000)")
    runs = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        runs.append(tuple(float(x) for x in out.stdout.split()))
    imports, move = min(runs, key=lambda r: r[1])
    print(f"   cold start in a new process: imports {imports:.1f} ms, then the first perfect move "
          f"(table build + look-up) {move:.1f} ms")
    player = make_player("perfect", GEO)
    start = time.perf_counter()
    for me, them in unfinished_positions():
        player._decide(me, them, None)
    per_move = (time.perf_counter() - start) * 1000 / 4520
    print(f"   warm perfect move (player, any position): {per_move * 1000:.1f} µs on average")
    print()


def analyze_rate() -> None:
    texts = []
    for me, them in unfinished_positions():
        x_first = bin(me).count("1") == bin(them).count("1")
        x_mask, o_mask = (me, them) if x_first else (them, me)
        texts.append("".join("x" if x_mask >> i & 1 else "o" if o_mask >> i & 1 else "." for i in range(9)))
    start = time.perf_counter()
    for text in texts:
        json.dumps(analyze_position(text))
    seconds = time.perf_counter() - start
    print(f"4. analyze --json: {len(texts):,} positions in {seconds * 1000:.0f} ms "
          f"= {len(texts) / seconds:,.0f} positions per second")
    print()


def deep(quick: bool) -> None:
    print("5. Deep search (iterative deepening, budget 1000 ms) on larger boards")
    print(row("board", "position", "depth", "nodes", "ms"))
    cases = [((4, 4, 3), "x...", ()), ((4, 4, 4), "x + o", (5, 6)), ((4, 4, 4), "empty", ()),
             ((5, 5, 4), "x + o", (12, 13)), ((7, 7, 5), "x + o", (24, 25))]
    if quick:
        cases = cases[:2]
    for (rows, cols, k), label, cells in cases:
        geo = geometry(rows, cols, k)
        player = make_player("deep", geo)
        board = [0] * geo.cells
        if label == "x...":
            board[0] = 1
        for i, cell in enumerate(cells):
            board[cell] = 1 if i % 2 == 0 else 2
        mark = 1 if board.count(1) == board.count(2) else 2
        decision = player.decide(tuple(board), mark)
        depth = decision.result.depth if decision.result else 0
        print(row(f"{rows}x{cols}, k={k}", label, depth, f"{decision.nodes:,}", f"{decision.millis:.0f}"))
    print()


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    print(f"Python {sys.version.split()[0]}")
    print()
    empty_board()
    all_positions(quick)
    table_build()
    analyze_rate()
    deep(quick)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
