"""Running several searches on one position and tabulating them (Qt-free).

Used by ``boardgames fifteen compare`` and ``benchmarks/compare.py``: the measured version
of the comparison tables of textbooks (algorithm, heuristic, solution length, nodes
expanded, peak open-set size, seconds, optimal).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from boardgames.core.players import Budget
from boardgames.games.fifteen.board import Board
from boardgames.games.fifteen.search.laboratory import ALGORITHMS, HEURISTICS, resolve_algorithm, solve
from boardgames.games.fifteen.search.result import SearchResult


@dataclass(frozen=True)
class Entry:
    """One line of a comparison: an algorithm name and a heuristic name (``"auto"`` for the
    algorithm's default, ``""`` for none)."""

    algorithm: str
    heuristic: str = "auto"

    @property
    def label(self) -> str:
        return f"{self.algorithm}:{self.heuristic}" if self.heuristic else self.algorithm


def parse_entries(text: str) -> list[Entry]:
    """Parse ``"a*,ida*:manhattan,human"`` (ALGORITHM[:HEURISTIC], comma-separated).

    Raises:
        ValueError: for an empty list, an unknown algorithm or an unknown heuristic.
    """
    entries = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        name, _, heuristic = part.partition(":")
        algorithm = resolve_algorithm(name)
        heuristic = heuristic.strip().lower() or "auto"
        if heuristic != "auto" and heuristic not in HEURISTICS:
            raise ValueError(f"unknown heuristic '{heuristic}' in '{part}'; choose one of: "
                             + ", ".join(HEURISTICS))
        entries.append(Entry(algorithm.name, heuristic))
    if not entries:
        raise ValueError("no algorithms given; list them like a*,ida*:manhattan,human")
    return entries


def default_entries(rows: int, cols: int) -> list[Entry]:
    """Every installed algorithm with its default heuristic (breadth-first search only on
    boards of up to 12 cells, pattern databases only on 4x4)."""
    entries = []
    for algorithm in ALGORITHMS.values():
        if algorithm.unavailable_reason():
            continue
        if algorithm.name == "bfs" and rows * cols > 12:
            continue
        if algorithm.name == "ida*-pdb" and (rows, cols) != (4, 4):
            continue
        entries.append(Entry(algorithm.name, "auto" if algorithm.needs_heuristic else ""))
    return entries


def run_entry(board: Board, rows: int, cols: int, entry: Entry, *,
              node_limit: int | None = None, time_limit: float | None = None,
              weight: float = 2.0) -> SearchResult:
    """Run one entry; stops it (status ``"cancelled"``) after ``time_limit`` seconds (the
    search's :class:`~boardgames.core.players.Budget`).

    Raises:
        ValueError: when the heuristic does not fit the board.
    """
    return solve(board, rows, cols, entry.algorithm, entry.heuristic or "auto", weight=weight,
                 node_limit=node_limit, budget=Budget(seconds=time_limit))


#: :func:`optimality` codes: the search proves its solution shortest; it does not, but the
#: solution is as short as one another search proved shortest; it is longer than that; no
#: search of the table proved a length to compare with; no solution.
PROVEN, MATCHED, LONGER, UNPROVEN, UNSOLVED = "proven", "matched", "longer", "unproven", "unsolved"


def proven_length(results: Iterable[SearchResult]) -> int | None:
    """The optimal length (moves) of the position, when a search among ``results`` proved
    its solution shortest; None when none did."""
    lengths = [r.length for r in results if r.solved and r.optimal]
    return min(lengths) if lengths else None


def optimality(result: SearchResult, optimum: int | None) -> tuple[str, int]:
    """How ``result`` stands against ``optimum`` (:func:`proven_length` of the same table):
    ``(code, extra moves)``, the code one of PROVEN, MATCHED, LONGER, UNPROVEN, UNSOLVED.

    Weighted A* or greedy best-first search may find a shortest solution without proving
    it; the table then says "yes, not proven" rather than "no"."""
    if not result.solved:
        return UNSOLVED, 0
    if result.optimal:
        return PROVEN, 0
    if optimum is None:
        return UNPROVEN, 0
    extra = max(0, result.length - optimum)
    return (LONGER, extra) if extra else (MATCHED, 0)


def optimality_text(code: str, extra: int) -> str:
    """The command line's words for an :func:`optimality` answer."""
    return {PROVEN: "yes", MATCHED: "yes, not proven", LONGER: f"no, +{extra}",
            UNPROVEN: "not proven"}.get(code, "-")


def outcome_text(result: SearchResult, time_limit: float | None = None) -> str:
    """``"18"`` for a solution, else a short reason (``"gave up"``, ``"stopped at 30 s"``)."""
    if result.solved:
        return str(result.length)
    if result.status == "cancelled":
        return f"stopped at {time_limit:g} s" if time_limit else "stopped"
    if result.status == "gave_up":
        return "gave up"
    return result.status


def format_table(results: list[SearchResult], time_limit: float | None = None) -> str:
    """A plain-text table with one line per result (columns: algorithm, heuristic, moves,
    nodes expanded, peak open, seconds, optimal: "yes" when the search proves it, else
    measured against the shortest length another search proved, e.g. "no, +4")."""
    header = ("algorithm", "heuristic", "moves", "nodes expanded", "peak open", "seconds",
              "optimal")
    lines = [header]
    optimum = proven_length(results)
    for r in results:
        lines.append((r.algorithm, r.heuristic or "-", outcome_text(r, time_limit),
                      f"{r.nodes_expanded:,}", f"{r.peak_open:,}", f"{r.seconds:.3f}",
                      optimality_text(*optimality(r, optimum))))
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    right = {2, 3, 4, 5}
    out = []
    for k, line in enumerate(lines):
        cells = [cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
                 for i, cell in enumerate(line)]
        out.append("  ".join(cells).rstrip())
        if k == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)
