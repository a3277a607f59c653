"""Command lines of the pattern-database engine (Qt-free).

* ``boardgames fifteen build-databases [--force] [--size 4x4]`` makes the databases ready
  (unpacks the ones shipped in the package, checks stored ones, builds the rest; on 4x4
  also the larger 7-7-1 set), with a text progress bar, and says where they are and how
  long it took.
* ``boardgames fifteen benchmark [--korf] [--challenge] [--first N]`` solves the
  benchmark positions with :func:`engines.ida_pdb.solve_pdb` and prints a table with totals; any
  length that differs from the published optimum, or a solution that does not replay to
  the goal, is marked ``MISMATCH`` and makes the exit code 1.

Bad input: exit code 2 and one line on stderr.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from boardgames.core.cli_args import OneLineParser, UsageError

#: Where the benchmark positions are looked for when --data is not given.
DEFAULT_DATA = Path(__file__).resolve().parent / "data"  # shipped in the wheel


def _fail(prog: str, message: str) -> int:
    print(f"{prog}: error: {message}", file=sys.stderr)
    return 2


def _parse(parser: OneLineParser, argv: Sequence[str]):
    """Parse; returns options, or an int exit code (0 after --help, 2 on bad input)."""
    try:
        return parser.parse_args(list(argv))
    except UsageError as exc:
        return _fail(parser.prog, str(exc))
    except SystemExit as exc:  # --help
        return int(exc.code or 0)


def _peak_mb() -> float:
    """Peak resident memory of this process in MB (ru_maxrss), or 0 where unknown."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


class _Bar:
    """A one-line text progress bar (redrawn with \\r on a terminal, else every 10%)."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.tty = out.isatty()
        self.last_step = -1
        self.drawn = False

    def __call__(self, progress) -> None:
        fraction, pattern, patterns = progress.fraction or 0.0, progress.part, progress.parts
        width = 30
        filled = int(round(fraction * width))
        line = (f"[{'#' * filled}{'.' * (width - filled)}] {fraction:4.0%}  "
                f"pattern {pattern} of {patterns}  {progress.seconds:5.1f} s")
        self.drawn = True
        if self.tty:
            self.out.write("\r" + line)
            self.out.flush()
        else:
            step = int(fraction * 10)
            if step != self.last_step:
                self.last_step = step
                print(line, file=self.out, flush=True)

    def done(self) -> None:
        if self.tty and self.drawn:
            self.out.write("\n")
            self.out.flush()
        self.drawn = False


def build_databases_main(argv: Sequence[str]) -> int:
    """``boardgames fifteen build-databases [--force] [--size RxC]``; returns the exit code.

    Checks the stored pattern databases of the board (default 4x4) against their
    checksums, builds any missing or damaged one (all of them with ``--force``) showing
    a progress bar, then prints each file, what was done, the folder and the time taken.
    Exit codes: 0 done, 1 cancelled with Ctrl+C or the cache folder cannot be written,
    2 bad input.
    """
    from boardgames.core.game import PositionError
    from boardgames.games.fifteen.parsing import parse_size

    parser = OneLineParser(prog="boardgames fifteen build-databases",
                           description="Build (or check) the 15-puzzle pattern databases.")
    parser.add_argument("--force", action="store_true",
                        help="rebuild even when the stored databases are intact")
    parser.add_argument("--size", default="4x4", metavar="RxC",
                        help="board size: at most 16 cells, or 5x5 for the 24-puzzle's "
                             "databases (default 4x4)")
    parser.add_argument("--pack", metavar="DIR", help=argparse.SUPPRESS)  # maintainers:
    # write the tables compressed into DIR (boardgames/games/fifteen/data/pdb is shipped)
    options = _parse(parser, argv)
    if isinstance(options, int):
        return options
    try:
        rows, cols = parse_size(options.size)
        from boardgames.games.fifteen.search.pdb.layout import check_supported

        if (rows, cols) != (5, 5):
            check_supported(rows, cols)
    except (PositionError, ValueError) as exc:
        return _fail(parser.prog, str(exc))

    return _build(rows, cols, options.force, parser.prog, options.pack)


def _build(rows: int, cols: int, force: bool, prog: str, pack: str | None = None) -> int:
    """Load or build the databases with a progress bar, then report them; on 4x4 and 5x5
    also the larger 7-7-1 and 6-6-6-6 sets (:func:`pdb.layout.large_layout`), which the
    solvers prefer."""
    from boardgames.games.fifteen.search.pdb import store as pdb_store
    from boardgames.games.fifteen.search.pdb.layout import large_layout, layout_for
    from boardgames.games.fifteen.search.pdb.tables24 import layout_24

    folder = pdb_store.cache_dir()
    layout = layout_24() if (rows, cols) == (5, 5) else layout_for(rows, cols)
    sets = [("", layout)]
    large = None if pack else large_layout(rows, cols)
    if large is not None:
        sizes = "-".join(str(len(t)) for t in large.patterns)
        sets.append((f"the larger {sizes} set ({_build_cost(large)}): ", large))
    warned_before = pdb_store.unwritable_reported()
    for words, chosen in sets:
        print(f"Pattern databases for {rows}x{cols} in {folder}" if not words else words)
        dbs = _build_set(chosen, force)
        if dbs is None:
            return 1
        if pack:
            from boardgames.games.fifteen.search.pdb import shipped as pdb_shipped

            for path in pdb_shipped.pack(dbs.layout, dbs.tables, Path(pack)):
                print(f"  packed {path} ({path.stat().st_size / 1e6:.2f} MB)")
        if not all(s.saved for s in dbs.statuses):
            if not warned_before and pdb_store.unwritable_reported():  # just said, on stderr
                return 1
            print(f"{prog}: the databases could not be saved in {folder}; set "
                  f"BOARDGAMES_CACHE_DIR to a writable folder", file=sys.stderr)
            return 1
    return 0


def _build_cost(layout: Any) -> str:
    """What building a larger table set costs, in words: minutes per table (two at a
    time on two cores), MB on disk and, when it is stored packed, MB in memory."""
    from boardgames.games.fifteen.search.pdb.layout import LARGE_BUILD_MINUTES

    count = range(len(layout.patterns))
    minutes = LARGE_BUILD_MINUTES.get((layout.rows, layout.cols), 1)
    words = (f"about {minutes} min per table, on up to two cores; "
             f"{sum(layout.stored_entries(p) for p in count) / 1e6:.1f} MB on disk")
    if layout.packed:
        words += f", {sum(layout.entries(p) for p in count) / 1e6:.0f} MB in memory"
    return words


def _build_set(layout: Any, force: bool) -> Any:
    """Load or build one table set with a progress bar and print its files; ``None``
    after Ctrl+C."""
    from boardgames.games.fifteen.search.pdb.tables import load_layout

    bar = _Bar(sys.stdout)
    start = time.perf_counter()
    try:
        dbs = load_layout(layout, progress=bar, force=force)
    except KeyboardInterrupt:
        bar.done()
        print("cancelled; nothing half-written was left behind", file=sys.stderr)
        return None
    bar.done()
    _print_statuses(dbs.statuses, time.perf_counter() - start)
    return dbs


def _print_statuses(statuses: Sequence[Any], seconds: float) -> None:
    """One line per database file, then the totals."""
    total = 0
    for status in statuses:
        total += status.bytes
        what = status.action + (f" ({status.reason})" if status.reason and
                                status.reason not in ("missing", "forced") else "")
        tiles = " ".join(str(t) for t in status.tiles)
        print(f"  {status.path.name:28} {status.bytes / 1e6:7.1f} MB  {what:30} "
              f"{status.seconds:6.1f} s  tiles {tiles}")
    built = sum(s.action in ("built", "rebuilt") for s in statuses)
    unpacked = sum(s.action == "unpacked" for s in statuses)
    verb = ", ".join(part for part in (
        f"unpacked {unpacked} of {len(statuses)} from the package" if unpacked else "",
        f"built {built} of {len(statuses)}" if built else "") if part) or "all checked and intact"
    print(f"{verb}; {total / 1e6:.1f} MB on disk; {seconds:.1f} s in all")


def _read_tsv(path: Path) -> list[tuple[str, int, tuple[int, ...]]]:
    """Rows ``(id, published optimal length, board)`` of a benchmark file."""
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if number == 0 or not line.strip():
            continue
        ident, length, tiles = line.split("\t")
        rows.append((ident, int(length), tuple(int(t) for t in tiles.split())))
    return rows


def korf_to_ours(board: Sequence[int]) -> tuple[int, ...]:
    """Convert a position with Korf's goal (blank top-left, 1..15 after it) to ours (1..15,
    blank bottom-right) by turning it 180 degrees and relabelling t -> 16 - t; optimal
    lengths are unchanged."""
    n = len(board)
    ours = [0] * n
    for p, t in enumerate(board):
        ours[n - 1 - p] = 0 if t == 0 else n - t
    return tuple(ours)


Instance = tuple[str, int, tuple[int, ...]]


def load_benchmark(name: str, data: Path | None = None) -> list[Instance]:
    """The positions of ``"challenge"`` or ``"korf"`` (converted to our goal) as
    ``(id, published optimal length, board)``.

    Raises:
        FileNotFoundError: the data file is not in ``data`` (default: the data folder shipped with the package).
    """
    data = DEFAULT_DATA if data is None else Path(data)
    if name == "challenge":
        return _read_tsv(data / "challenge.tsv")
    return [(i, n, korf_to_ours(b)) for i, n, b in _read_tsv(data / "korf100.tsv")]


def benchmark_main(argv: Sequence[str]) -> int:
    """``boardgames fifteen benchmark [--korf] [--challenge] [--first N] [--cold]
    [--data DIR]``; returns the exit code.

    Without --korf or --challenge both sets run. Prints one row per position (set, id,
    published optimal length, length found, nodes expanded, seconds), then totals, the
    time to load the databases and to warm up numba's compiled code, and the peak
    memory. Exit codes: 0 all optimal, 1 any mismatch, 2 bad input.
    """
    parser = OneLineParser(prog="boardgames fifteen benchmark",
                           description="Solve benchmark positions with the pattern-database engine.")
    parser.add_argument("--korf", action="store_true", help="Korf's 100 random instances")
    parser.add_argument("--challenge", action="store_true", help="the 5 challenge positions")
    parser.add_argument("--first", type=int, metavar="N", help="only the first N of each set")
    parser.add_argument("--cold", action="store_true",
                        help="no warm-up: the first position also pays for compiling")
    parser.add_argument("--data", metavar="DIR", help=f"folder of the .tsv files "
                                                      f"(default {DEFAULT_DATA})")
    options = _parse(parser, argv)
    if isinstance(options, int):
        return options
    if options.first is not None and options.first < 1:
        return _fail(parser.prog, f"--first must be at least 1, not {options.first}")
    names = [n for n, on in (("challenge", options.challenge), ("korf", options.korf)) if on]
    names = names or ["challenge", "korf"]
    sets = []
    try:
        for name in names:
            items = load_benchmark(name, options.data)
            sets.append((name, items[:options.first] if options.first else items))
    except (OSError, ValueError) as exc:
        return _fail(parser.prog, f"cannot read the benchmark positions: {exc}")

    try:
        return _run_benchmark(sets, options.cold)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 1


def _run_benchmark(sets: list[tuple[str, list[Instance]]], cold: bool) -> int:
    from boardgames.games.fifteen.search.engines import ida_pdb as engine
    from boardgames.games.fifteen.search.pdb.tables import load_databases

    t0 = time.perf_counter()
    bar = _Bar(sys.stderr)
    dbs = engine.strongest_stored(4, 4) or load_databases(4, 4, progress=bar)
    load_seconds = time.perf_counter() - t0
    bar.done()
    made = [s for s in dbs.statuses if s.action != "loaded"]
    how = f"made {len(made)} in" if made else "loaded and checked in"
    sizes = "-".join(str(len(t)) for t in dbs.layout.patterns)
    print(f"pattern databases {sizes}: {how} {load_seconds:.2f} s ({dbs.total_bytes / 1e6:.1f} MB)")
    if not cold:
        print(f"numba warm-up (compile or load from cache): {engine.warm_up(dbs):.2f} s")
    print(f"{'set':9} {'id':>4} {'optimal':>7} {'found':>5} {'nodes':>13} {'seconds':>8}")
    mismatches, totals = 0, [0, 0, 0, 0.0]
    for name, items in sets:
        sums, missed = _run_set(name, items)
        mismatches += missed
        totals = [a + b for a, b in zip(totals, sums, strict=True)]
    moves, published, nodes, seconds = totals
    print(f"total: {moves} moves found, {published} published, {nodes:,} nodes, "
          f"{seconds:.2f} s; peak memory {_peak_mb():.0f} MB")
    if mismatches:
        print(f"*** {mismatches} MISMATCH{'ES' if mismatches > 1 else ''}: a length differs "
              f"from the published optimum or a solution does not replay ***")
        return 1
    print("all lengths equal the published optima and every solution replays to the goal")
    return 0


def _run_set(name: str, items: list[Instance]) -> tuple[list[Any], int]:
    """Solve one benchmark set, printing a row per position and the set's totals; returns
    ``([moves, published, nodes, seconds], mismatches)``."""
    from boardgames.games.fifteen.board import apply_moves, goal
    from boardgames.games.fifteen.search.engines import ida_pdb as engine

    target = goal(4, 4)
    moves = published = nodes = mismatches = 0
    seconds = 0.0
    for ident, optimal, board in items:
        result = engine.solve_pdb(board, 4, 4)
        ok = (result.solved and result.length == optimal
              and apply_moves(board, 4, 4, result.moves) == target)
        mismatches += 0 if ok else 1
        found = result.length if result.solved else result.status
        print(f"{name:9} {ident:>4} {optimal:7d} {found!s:>5} {result.nodes_expanded:13,d} "
              f"{result.seconds:8.3f}{'' if ok else '  <<< MISMATCH'}", flush=True)
        moves += result.length
        published += optimal
        nodes += result.nodes_expanded
        seconds += result.seconds
    print(f"{name:9} {'all':>4} {published:7d} {moves:5d} {nodes:13,d} {seconds:8.3f}"
          f"   ({len(items)} positions, {nodes / max(seconds, 1e-9) / 1e6:.1f} M nodes/s)")
    return [moves, published, nodes, seconds], mismatches


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(benchmark_main(sys.argv[1:]))
