"""Speed of the game-tree searches: tic-tac-toe on 3x3 and 4x4, larger m,n,k boards, and
Connect Four, all on the core alpha-beta (boardgames/core/alphabeta.py) but the course's
plain minimax and the solved 3x3 table.

Usage: ``python benchmarks/tictactoe_bench.py [--quick]``

Prints tables for
  1. the empty 3x3 board: plain minimax, the course's alpha-beta (textbook root window: one
     best move; the players' window that scores every tie exactly; with a transposition
     table), the perfect player's fastest search, the solved table;
  2. all 4,520 unfinished reachable 3x3 positions (one search each, fresh table each time);
  3. the solved 3x3 table: build time, a cold start in a new process;
  4. ``analyze`` throughput (positions per second, JSON included);
  5. the perfect player on 4x4 (k = 3 and k = 4), exact: the first move on the empty board
     and a mid-game move, each cold (a new process: imports, tables, search) and in
     process (the move alone, a fresh solve; nodes, seconds);
  6. the timed deep search on 4x4 .. 7x7 (budget 1000 ms);
  7. Connect Four (the example plug-in, when installed): the depth its strongest player
     reaches in its 1.5 s on named positions (best: the column it plays, 1..7).

Floors (issue 19): the perfect player plays 4x4 with k = 3 and k = 4 exactly; Connect
Four searches at least 10 plies in 1.5 s. Timings vary with machine load; the script never
fails on them.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from boardgames.core.gametree import WIN, TreeSearchResult, plies_to_end
from boardgames.core.players import Budget
from boardgames.games.tictactoe.board import geometry
from boardgames.games.tictactoe.cli import analyze_position
from boardgames.games.tictactoe.players import make_player
from boardgames.games.tictactoe.rules import MNKGame, State
from boardgames.games.tictactoe.search import space as mnk
from boardgames.games.tictactoe.search.common import line_table
from boardgames.games.tictactoe.search.minimax import minimax
from boardgames.games.tictactoe.search.table import SolvedTable, solved_table

GEO = geometry(3, 3, 3)
Search = Callable[[int, int], TreeSearchResult[int]]


def unfinished_positions() -> list[tuple[int, int]]:
    """(me, them) bitboards of the 4,520 unfinished positions reachable with X first."""
    out = []
    for key, score in solved_table().scores.items():
        me, them = key & 511, key >> 9
        if score != -WIN and (me | them) != 511:
            out.append((me, them))
    return out


def row(*cells: object, widths: tuple[int, ...] = (30, 14, 14, 14, 14)) -> str:
    pairs = enumerate(zip(cells, widths, strict=False))
    return "".join(f"{str(c):>{w}}" if i else f"{str(c):<{w}}" for i, (c, w) in pairs)


def fresh_solve(geo: Any, me: int, them: int) -> TreeSearchResult[int]:
    """The perfect player's search with nothing kept from earlier moves."""
    mnk._SOLVED.pop(geo, None)
    return mnk.solve(geo, me, them)


def searches() -> list[tuple[str, Search]]:
    table = solved_table()
    return [
        ("minimax", lambda me, them: minimax(GEO, me, them)),
        ("alpha-beta, one best move", lambda me, them: mnk.textbook_alphabeta(GEO, me, them, all_best=False)),
        ("alpha-beta", lambda me, them: mnk.textbook_alphabeta(GEO, me, them)),
        ("alpha-beta + table", lambda me, them: mnk.textbook_alphabeta(GEO, me, them, {})),
        ("alpha-beta, fastest space", lambda me, them: fresh_solve(GEO, me, them)),
        ("solved table (warm)", lambda me, them: table.result(me, them)),
    ]


def empty_board() -> None:
    print("1. Empty 3x3 board: one move")
    print(row("search", "nodes", "ms"))
    for name, run in searches():
        times, result = [], None
        for _ in range(3):
            start = time.perf_counter()
            result = run(0, 0)
            times.append((time.perf_counter() - start) * 1000)
        assert result is not None
        print(row(name, f"{result.nodes:,}", f"{min(times):.2f}"))
    print()


def all_positions(quick: bool) -> None:
    positions = unfinished_positions()
    if quick:
        positions = positions[::10]
    print(f"2. All {len(positions):,} unfinished reachable 3x3 positions: one move each")
    print(row("search", "nodes total", "nodes/move", "ms/move", "max ms"))
    for name, run in searches():
        nodes, times = 0, []
        for me, them in positions:
            start = time.perf_counter()
            nodes += run(me, them).nodes
            times.append((time.perf_counter() - start) * 1000)
        print(row(name, f"{nodes:,}", f"{nodes / len(positions):,.1f}",
                  f"{statistics.mean(times):.3f}", f"{max(times):.2f}"))
    print()


def cold(rows: int, k: int, cells: tuple[int, ...]) -> tuple[float, float]:
    """(imports ms, first move ms) of the perfect player in a new process, on a board of
    ``rows`` x ``rows`` with ``cells`` played (X first)."""
    code = ("import time; t=time.perf_counter();"
            "from boardgames.games.tictactoe.players import make_player;"
            "from boardgames.games.tictactoe.board import geometry;"
            "from boardgames.games.tictactoe.rules import MNKGame, State;"
            "t1=time.perf_counter();"
            f"b=[0]*{rows * rows}\n"
            f"for i, c in enumerate({cells!r}): b[c] = 1 + i % 2\n"
            f"p=make_player('perfect', geometry({rows},{rows},{k}));"
            f"m=p.choose(MNKGame({rows},{rows},{k}), State(tuple(b)));"
            "t2=time.perf_counter();"
            "print((t1-t)*1000, (t2-t1)*1000)")
    runs = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        imports, move = (float(x) for x in out.stdout.split())
        runs.append((imports, move))
    return min(runs, key=lambda r: r[1])


def table_build() -> None:
    print("3. The solved 3x3 table (5,478 positions)")
    line_table(GEO)
    builds = [SolvedTable().build_millis for _ in range(5)]
    print(f"   build in this process: best {min(builds):.1f} ms, median {statistics.median(builds):.1f} ms")
    imports, move = cold(3, 3, ())
    print(f"   cold start in a new process: imports {imports:.1f} ms, then the first perfect move "
          f"(table build + look-up) {move:.1f} ms")
    player = make_player("perfect", GEO)
    positions = unfinished_positions()
    start = time.perf_counter()
    for me, them in positions:
        player._decide(me, them, Budget())
    per_move = (time.perf_counter() - start) / len(positions)
    print(f"   warm perfect move (player, any position): {per_move * 1e6:.1f} µs on average")
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


#: Named 4x4 positions: (label, cells played in order, X first).
POSITIONS_4X4 = (("empty", ()), ("mid-game", (5, 10, 0, 15)))


def four_by_four() -> None:
    print("5. The perfect player on 4x4, exact (core alpha-beta, symmetries, forced moves)")
    print(row("board", "position", "value", "nodes", "s in process", "s cold", widths=(14, 12, 14, 12, 14, 12)))
    for k in (3, 4):
        geo = geometry(4, 4, k)
        for label, cells in POSITIONS_4X4:
            me = them = 0
            for i, cell in enumerate(cells):  # the side to move after len(cells) moves is "me"
                if (len(cells) - i) % 2 == 0:
                    me |= 1 << cell
                else:
                    them |= 1 << cell
            result = min((fresh_solve(geo, me, them) for _ in range(3)), key=lambda r: r.seconds)
            best = result.best_score or 0
            plies = plies_to_end(best)
            value = "draw" if plies is None else f"{'win' if best > 0 else 'loss'} in {plies}"
            move_ms = cold(4, k, cells)[1]
            print(row(f"4x4, k={k}", label, value, f"{result.nodes:,}", f"{result.seconds:.3f}",
                      f"{move_ms / 1000:.3f}", widths=(14, 12, 14, 12, 14, 12)))
    print("   (s cold: a new process, imports not counted: the move with its table builds)")
    print()


def deep(quick: bool) -> None:
    print("6. Deep search (budget 1000 ms: up to 16 cells an exact solve first, else iterative deepening)")
    print(row("board", "position", "depth", "nodes", "ms"))
    cases = [((4, 4, 3), "x...", ()), ((4, 4, 4), "x + o", (5, 6)), ((4, 4, 4), "empty", ()),
             ((5, 5, 4), "x + o", (12, 13)), ((7, 7, 5), "x + o", (24, 25))]
    if quick:
        cases = cases[:2]
    for (rows, cols, k), label, cells in cases:
        geo = geometry(rows, cols, k)
        board = [0] * geo.cells
        if label == "x...":
            board[0] = 1
        for i, cell in enumerate(cells):
            board[cell] = 1 if i % 2 == 0 else 2
        mnk._SOLVED.pop(geo, None)  # nothing kept from an earlier row
        decision = make_player("deep", geo).choose(MNKGame(rows, cols, k),  # X first
                                                   State(tuple(board))).analysis.detail
        depth = decision.result.depth if decision.result else 0
        print(row(f"{rows}x{cols}, k={k}", label, depth, f"{decision.nodes:,}", f"{decision.millis:.0f}"))
    print()


#: Named Connect Four positions: (label, columns played, 0-based, Red first).
POSITIONS_C4 = (("empty", ()), ("after 4 4", (3, 3)), ("mid-game, 8 plies", (3, 3, 2, 4, 4, 2, 3, 5)),
                ("mid-game, 16 plies", (5, 3, 2, 4, 3, 3, 2, 4, 5, 1, 1, 2, 4, 4, 4, 1)))


def connect_four() -> None:
    try:
        from boardgames_connect_four.players import MOVE_SECONDS, alphabeta
        from boardgames_connect_four.rules import create
    except ImportError:
        print("7. Connect Four: not installed (pip install -e examples/connect-four)")
        return
    game = create()
    print(f"7. Connect Four: the expert player's depth in {MOVE_SECONDS} s (every column scored)")
    print(row("position", "depth", "nodes", "s", "best", widths=(22, 8, 12, 8, 8)))
    for label, columns in POSITIONS_C4:
        state = game.initial_state()
        for col in columns:
            state = game.apply(state, col)
        decision = alphabeta(None, "alphabeta-deep").choose(game, state)
        analysis = decision.analysis
        print(row(label, analysis.depth, f"{analysis.nodes:,}", f"{analysis.seconds:.2f}", decision.move + 1,
                  widths=(22, 8, 12, 8, 8)))
    print()


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    print(f"Python {sys.version.split()[0]}")
    print()
    empty_board()
    all_positions(quick)
    table_build()
    analyze_rate()
    four_by_four()
    deep(quick)
    connect_four()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
