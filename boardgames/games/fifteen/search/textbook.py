"""The 15-puzzle's textbook searches (Qt-free): breadth-first search, A*, weighted A* and
greedy best-first search are the core's (:mod:`boardgames.core.search.textbook`, run by
:func:`boardgames.core.search.solve.solve`) over a 15-puzzle :class:`~boardgames.core.search.problem.Problem`:
the moves of :func:`~boardgames.games.fifteen.board.neighbours` and a heuristic of
:mod:`.heuristics`.

Boards are tuples of ``rows * cols`` ints, row-major, 0 = blank; the results' ``moves``
are direction words (the way the tile slides). Each function gives status
``"unsolvable"`` at once for a position that cannot be solved, ``"gave_up"`` after
``node_limit`` expansions (default 2,000,000; message "gave up after N nodes") and
``"cancelled"`` when ``budget.cancelled()`` returns True or ``budget.seconds`` have passed
(polled every 1,024 expansions); ``budget.report`` receives a progress report about every
0.1 s, with the board on boards of at most 9 cells.
"""

from __future__ import annotations

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.core.search.problem import Problem, Successors
from boardgames.core.search.solve import solve
from boardgames.games.fifteen.board import BLANK_STEP, Board, is_goal, legal_moves
from boardgames.games.fifteen.search.common import (
    DEFAULT_NODE_LIMIT,
    SHOW_BOARD_CELLS,
    check_board,
    gave_up_message,
    unsolvable_result,
)
from boardgames.games.fifteen.search.heuristics import get_heuristic
from boardgames.games.fifteen.search.result import CANCELLED, GAVE_UP, SearchResult


def puzzle_problem(board: Board, rows: int, cols: int, heuristic: str = "") -> Problem:
    """``board`` as the core's searches see it: moves in the order Up, Down, Left, Right,
    the goal test, and the heuristic called ``heuristic`` (``""``: 0).

    Raises:
        ValueError: for a heuristic that is unknown or does not fit the size.
    """
    successors = _successors(rows, cols)
    if not heuristic:
        return Problem(board, successors, is_goal)
    bound = get_heuristic(heuristic, rows, cols)
    return Problem(board, successors, is_goal, bound.h, bound.admissible)


def _successors(rows: int, cols: int) -> Successors:
    """The moves out of a board, as :func:`~boardgames.games.fifteen.board.neighbours`
    gives them, with the blank's moves worked out once per cell (the searches call this
    for every node)."""
    moves_from = [[(move, blank + BLANK_STEP[move][0] * cols + BLANK_STEP[move][1])
                   for move in legal_moves(goal_with_blank_at(blank, rows, cols), rows, cols)]
                  for blank in range(rows * cols)]

    def successors(state: Board) -> list[tuple[str, Board]]:
        blank = state.index(0)
        out = []
        for move, cell in moves_from[blank]:
            cells = list(state)
            cells[blank], cells[cell] = cells[cell], 0
            out.append((move, tuple(cells)))
        return out
    return successors


def goal_with_blank_at(blank: int, rows: int, cols: int) -> Board:
    """A board whose blank is in cell ``blank`` (for working out the legal moves there)."""
    cells = [i + 1 for i in range(rows * cols - 1)]
    cells.insert(blank, 0)
    return tuple(cells)


def run_textbook(board: Board, rows: int, cols: int, algorithm: str, heuristic: str = "", *,
                 weight: float = 2.0, node_limit: int | None = None, max_bound: int | None = None,
                 checked: bool = False, budget: Budget = NO_LIMIT) -> SearchResult:
    """Solve ``board`` with the core's ``algorithm`` (``"bfs"``, ``"a*"``,
    ``"weighted-a*"``, ``"greedy"`` or ``"ida*"``) guided by ``heuristic``; IDA* gives up
    before an iteration whose bound exceeds ``max_bound`` moves (it has no node limit).
    An unsolvable board gives status ``"unsolvable"`` at once, unless ``checked`` says
    the caller applied the solvability rule already (``search.solve`` does).

    Raises:
        ValueError: for a malformed board, a heuristic that does not fit the size, or a
            weight below 1.
    """
    board = check_board(board, rows, cols)
    problem = puzzle_problem(board, rows, cols, heuristic)
    refused = None if checked else unsolvable_result(board, rows, cols, algorithm, heuristic)
    if refused:
        return refused
    limit = DEFAULT_NODE_LIMIT if node_limit is None else max(1, int(node_limit))
    result = solve(problem, algorithm, weight=weight, node_limit=limit, max_bound=max_bound,
                   budget=budget, preview=rows * cols <= SHOW_BOARD_CELLS)
    result.heuristic = heuristic
    if result.status == GAVE_UP:
        result.message = (gave_up_message(max_bound, "moves") if max_bound is not None and algorithm == "ida*"
                          else gave_up_message(limit))
    elif result.status == CANCELLED:
        result.message = "cancelled"
    return result


def breadth_first(board: Board, rows: int, cols: int, *, node_limit: int | None = None,
                  checked: bool = False, budget: Budget = NO_LIMIT) -> SearchResult:
    """Breadth-first search (Moore 1959): always a shortest solution; no heuristic, every
    position seen kept (fine up to about 9 cells: 181,440 positions on 3x3)."""
    return run_textbook(board, rows, cols, "bfs", node_limit=node_limit, checked=checked,
                        budget=budget)


def a_star(board: Board, rows: int, cols: int, heuristic: str = "linear-conflict", *,
           node_limit: int | None = None, checked: bool = False,
           budget: Budget = NO_LIMIT) -> SearchResult:
    """A* (Hart, Nilsson and Raphael 1968): shortest with an admissible heuristic."""
    return run_textbook(board, rows, cols, "a*", heuristic, node_limit=node_limit, checked=checked,
                        budget=budget)


def weighted_a_star(board: Board, rows: int, cols: int, heuristic: str = "linear-conflict", *,
                    weight: float = 2.0, node_limit: int | None = None, checked: bool = False,
                    budget: Budget = NO_LIMIT) -> SearchResult:
    """Weighted A* (Pohl 1970) by g + w * h: at most w times the shortest; shortest only
    with w = 1 and an admissible heuristic.

    Raises:
        ValueError: for a weight below 1 (and the errors of :func:`run_textbook`).
    """
    if not weight >= 1:
        raise ValueError(f"the weight must be a number of at least 1, not {weight:g}")
    return run_textbook(board, rows, cols, "weighted-a*", heuristic, weight=weight, node_limit=node_limit,
                        checked=checked, budget=budget)


def greedy_best_first(board: Board, rows: int, cols: int, heuristic: str = "linear-conflict", *,
                      node_limit: int | None = None, checked: bool = False,
                      budget: Budget = NO_LIMIT) -> SearchResult:
    """Greedy best-first search (Doran and Michie 1966): the smallest h first; fast, never
    guaranteed shortest."""
    return run_textbook(board, rows, cols, "greedy", heuristic, node_limit=node_limit, checked=checked,
                        budget=budget)
