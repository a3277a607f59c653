"""The 15-puzzle's computer players (Qt-free): the search laboratory behind the player
protocol of :mod:`boardgames.core.players`.

A :class:`SolverPlayer` runs :func:`boardgames.games.fifteen.search.solve` with a chosen
algorithm and heuristic and answers a :class:`~boardgames.core.players.Decision` whose
``plan`` is the whole solution (a session plays it back with ``step_plan``) and whose
``optimal`` says whether it is proven shortest. The same player gives the Hint (a session
asks it with purpose ``HINT``). Progress of the search (and of the first-time build of the
pattern databases) arrives as :class:`~boardgames.core.events.SearchProgress`. When it
cannot answer, it raises :class:`SolverRefused` with a code and numbers, never a sentence.
"""

from __future__ import annotations

import threading
from typing import Any

from boardgames.core import events as ev
from boardgames.core.game import Game
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.players import NO_LIMIT, Analysis, Budget, Decision, Player, PlayerChoice, Refusal
from boardgames.core.runner import Cancelled
from boardgames.games.fifteen.board import Board, is_goal
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.solvability import solvability

#: Codes of :class:`SolverRefused` and the meaning of their ``values``.
SOLVED_ALREADY = "solved"          # ()
UNSOLVABLE = "unsolvable"          # (inversions, blank's row from the bottom, even width)
GAVE_UP = "gave-up"                # (limit or None, "nodes" | "moves" | "")
OUT_OF_TIME = "out-of-time"        # (seconds allowed,)


class SolverRefused(Refusal):
    """The solver gives no move for this position.

    Attributes:
        code: :data:`SOLVED_ALREADY`, :data:`UNSOLVABLE`, :data:`GAVE_UP`,
            :data:`OUT_OF_TIME`, or a :class:`~.search.common.SearchRefused` code (an
            algorithm or heuristic that does not fit the board).
        values: the numbers of the code (see the module constants).
        result: the search's :class:`~.search.result.SearchResult` when it ran.
    """

    def __init__(self, code: str, values: tuple[Any, ...] = (), result: Any = None):
        super().__init__(code, values)
        self.result = result


def refusal(board: Board, rows: int, cols: int) -> SolverRefused | None:
    """Why a solver gives no move for ``board`` (a tuple of rows*cols ints, 0 = blank)
    before any search: :data:`SOLVED_ALREADY`, :data:`UNSOLVABLE` with the solvability
    rule's numbers (:func:`~boardgames.games.fifteen.solvability.solvability`), or ``None``.

    The one application of the rule in a Solve or Hint: :class:`SolverPlayer` calls it
    (unless told ``checked``) and tells its search the position was checked; the app's
    panel calls it on the click, words the refusal and asks players made ``checked``.
    """
    if is_goal(board):
        return SolverRefused(SOLVED_ALREADY)
    verdict = solvability(board, rows, cols)
    if verdict.solvable:
        return None
    return SolverRefused(UNSOLVABLE, (verdict.inversions, verdict.blank_row_from_bottom,
                                      verdict.even_width))


class SolverPlayer(Player):
    """Solves the position with one search of the laboratory and plays its first move.

    Args:
        algorithm: a name of ``search.ALGORITHMS`` or ``"auto"`` (the fastest optimal
            search for the board, see ``search.auto_choice``).
        heuristic: a name of ``search.HEURISTICS`` or ``"auto"``.
        node_limit: expansion cap of the searches that keep nodes (default 2,000,000).
        weight: the weight of weighted A*.
        time_limit: seconds the anytime solver keeps improving on boards above 4x4 with
            ``"auto"`` (see :mod:`.search.anytime`); a smaller ``budget.seconds`` wins.
        compile_apart: compile the searches in a child process before the first solve of
            a board size (:func:`.search.compile_ahead.ensure_compiled`; reported as
            ``phase="compile"``): the app's, whose window stops answering while its own
            process compiles; the command line compiles in its process.
        checked: the asker applied :func:`refusal` to every position it asks about and
            asks only about those it let through (the app's panel, on each click): the
            player then neither checks again nor has its search check. Default: the
            player checks (once) and raises what :func:`refusal` gives.
    """

    name = "solver"

    def __init__(self, algorithm: str = "auto", heuristic: str = "auto",
                 node_limit: int | None = None, weight: float = 2.0,
                 time_limit: float = 10.0, compile_apart: bool = False, checked: bool = False):
        self.algorithm, self.heuristic = algorithm, heuristic
        self.checked = checked
        self.compile_apart = compile_apart
        self.node_limit, self.weight = node_limit, weight
        self.time_limit = time_limit
        self._finish_now = threading.Event()
        self._best: tuple[str, ...] = ()
        self._best_lock = threading.Lock()

    def is_anytime(self, rows: int, cols: int) -> bool:
        """True when this player answers with the anytime solver on a rows x cols board."""
        from boardgames.games.fifteen.search.board_sizes import is_large  # no numpy: asked by the page

        return is_large(rows, cols) and _is_auto(self.algorithm) and _is_auto(self.heuristic)

    def best_so_far(self) -> tuple[str, ...]:
        """The best solution the running (or last) anytime search has found so far, from
        the position it was asked about (direction words; empty when none yet).
        Thread-safe: the search updates it from its worker thread."""
        with self._best_lock:
            return self._best

    def _keep_best(self, _found: Any, moves: list[str]) -> None:
        with self._best_lock:
            self._best = tuple(moves)

    def finish_now(self) -> None:
        """Ask a running anytime search to stop and answer with its best solution so far
        (thread-safe; a no-op for the other searches)."""
        self._finish_now.set()

    def choose(self, game: Game[Any, Any], state: Any, budget: Budget = NO_LIMIT) -> Decision:
        """Solve ``state`` and answer with the whole solution as ``plan``.

        Raises:
            SolverRefused: the board is solved, cannot be solved, the search gave up or
                ran out of time, or the algorithm/heuristic does not fit the board.
            Cancelled: when ``budget.cancelled()`` became true.
            ValueError: when ``game`` is not a :class:`SlidingPuzzle`.
        """
        if not isinstance(game, SlidingPuzzle):
            raise ValueError("the solver plays the sliding puzzle only")
        return self._solve(game, tuple(state), budget)

    def _solve(self, game: SlidingPuzzle, board: Board, budget: Budget) -> Decision:
        from boardgames.games.fifteen import search

        refused = None if self.checked else refusal(board, game.rows, game.cols)
        if refused is not None:
            raise refused
        if self.compile_apart:
            self._compile_apart(game, budget)
        if self.is_anytime(game.rows, game.cols):
            return self._solve_anytime(game, board, budget)
        try:
            result = search.solve(board, game.rows, game.cols, self.algorithm, self.heuristic,
                                  weight=self.weight, node_limit=self.node_limit,
                                  checked=True, budget=budget)
        except search.SearchRefused as exc:
            raise SolverRefused(exc.code, exc.values) from None
        return _decision(result, budget)


    def _compile_apart(self, game: SlidingPuzzle, budget: Budget) -> None:
        """See ``compile_apart`` (nothing for the textbook searches, which run no compiled
        engine). Raises Cancelled when the budget was cancelled."""
        from boardgames.games.fifteen import search
        from boardgames.games.fifteen.search.compile_ahead import ensure_compiled

        if not _is_auto(self.algorithm):
            try:
                if not search.resolve_algorithm(self.algorithm).compiled:
                    return
            except search.SearchRefused:
                return  # an unknown name: the search refuses it with its own message
        if not ensure_compiled(game.rows, game.cols, budget.cancelled,
                               lambda: budget.report(ev.SearchProgress(phase="compile"))):
            raise Cancelled

    def _solve_anytime(self, game: SlidingPuzzle, board: Board, budget: Budget) -> Decision:
        """Anytime search: build reports first when pattern databases must be built
        (``phase="build"``), then reports with ``best_so_far`` and ``lower_bound``;
        the answer is the best plan when the time is up or :meth:`finish_now` was called
        (``analysis.seconds`` is the search's time, ``analysis.detail.build_seconds`` the
        build's)."""
        from boardgames.games.fifteen.search.anytime import solve_anytime

        self._finish_now.clear()
        self._keep_best(None, [])
        finish_now = self._finish_now
        cancelled = budget.cancelled
        search = Budget(budget.seconds, lambda: cancelled() or finish_now.is_set(), budget.report)
        result = solve_anytime(board, game.rows, game.cols, time_limit=self.time_limit,
                               on_improvement=self._keep_best, budget=search, checked=True)
        if budget.cancelled():
            raise Cancelled
        if not result.moves:
            raise SolverRefused(result.status, (), result)
        plan = tuple(result.moves)
        analysis = Analysis(nodes=0, seconds=result.seconds, depth=len(plan),
                            exact=result.optimal, detail=result)
        return Decision(plan[0], analysis, plan, result.optimal, reason="solved")


def _is_auto(name: str) -> bool:
    """True when an algorithm or heuristic name leaves the choice to the search."""
    return name.strip().lower() == "auto"


def _decision(result: Any, budget: Budget) -> Decision:
    """The decision for a finished search, or the refusal/cancel it amounts to (a search
    stopped without a cancel ran out of the budget's seconds)."""
    if result.status == "cancelled":
        if budget.cancelled() or budget.seconds is None:
            raise Cancelled
        raise SolverRefused(OUT_OF_TIME, (budget.seconds,), result)
    if result.status == "gave_up":
        raise SolverRefused(GAVE_UP, (result.limit, result.limit_unit), result)
    if not result.solved or not result.moves:
        raise SolverRefused(result.status, (), result)
    plan = tuple(result.moves)
    analysis = Analysis(nodes=result.nodes_expanded, seconds=result.seconds, depth=len(plan),
                        exact=result.optimal, detail=result)
    return Decision(plan[0], analysis, plan, result.optimal, reason="solved")


#: Context of the players' titles (the plug-in's id).
CONTEXT = "fifteen"

#: The computer players the 15-puzzle offers.
PLAYER_CHOICES = [
    PlayerChoice("solver", QT_TRANSLATE_NOOP("fifteen", "Best solver (optimal)"),
                 lambda game: SolverPlayer(),
                 QT_TRANSLATE_NOOP("fifteen", "The fastest optimal search for the board size: "
                                            "IDA* with pattern databases on 4x4")),
    PlayerChoice("ida*", QT_TRANSLATE_NOOP("fifteen", "IDA* (linear conflict)"),
                 lambda game: SolverPlayer("ida*", "linear-conflict"),
                 QT_TRANSLATE_NOOP("fifteen", "Iterative-deepening A* with Manhattan distance "
                                            "and linear conflict: optimal, little memory")),
    PlayerChoice("human", QT_TRANSLATE_NOOP("fifteen", "Divide and conquer"),
                 lambda game: SolverPlayer("human"),
                 QT_TRANSLATE_NOOP("fifteen", "Row by row, column by column, as people solve "
                                            "it: fast on any size, not shortest")),
]
