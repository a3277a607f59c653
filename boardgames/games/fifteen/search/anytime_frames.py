"""Anytime solving of boards larger than 5x5: frames by beam search, the rest by the
finishing engines (Qt-free).

Each round places the outer frames (:func:`engines.frame_beam.place_frame`: the top row and left
column of the part still unsolved, or one of them on a narrow part) until a 5x5 part is
left, which the 24-puzzle engine (:func:`engines.anytime24.improve_5x5`, additive pattern
databases) solves for a short slice of time; a part of at most 4x4 is solved optimally.
Rounds differ in beam width (wider each time, up to :data:`MAX_WIDTH`), and every whole
solution better than the best is offered. The next round's frames are searched in a
second thread meanwhile, so two cores are used; frames that would come too late for their
rest are given up, so the time limit holds. In the last :data:`FINAL_SHARE` of the rounds'
time the 5x5 rest of the best solution so far gets all the remaining time (improving from
its solution, so it can only get shorter; not when its rest is already proven shortest).
The last :data:`WINDOW_SHARE` of the time shortens the best whole solution by optimal
searches over short windows of it (:mod:`engines.windows`): the frames, placed one after
the other, leave a few moves to spare between them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from boardgames.core.players import NO_LIMIT, Budget
from boardgames.games.fifteen.board import Board, apply_moves

#: Beam width of the first round; each next round doubles it up to MAX_WIDTH.
FIRST_WIDTH = 500
MAX_WIDTH = 32000
#: Seconds the 24-puzzle engine gets for each round's 5x5 rest.
REST_SECONDS = 0.6
#: Share of the rounds' time, at their end, spent improving the best solution's 5x5 rest.
FINAL_SHARE = 0.2
#: Share of the whole time, at the end, spent shortening the best solution by windows.
WINDOW_SHARE = 0.2


@dataclass
class Candidate:
    """A whole solution: the frames' moves, the rest (a board of its own) and its moves."""

    frames: list[str]
    rest: Board
    height: int
    width: int
    rest_moves: list[str]
    #: The rest's moves are proven the fewest (nothing left to improve).
    optimal: bool = False

    @property
    def length(self) -> int:
        """Moves in all."""
        return len(self.frames) + len(self.rest_moves)


def frame_kind(height: int, width: int) -> tuple[bool, bool] | None:
    """Which frame to place on a part ``height x width``: ``(top row, left column)``, or
    ``None`` when the part is finished by an engine (5x5, or at most 4x4)."""
    if (height, width) == (5, 5) or (height <= 4 and width <= 4):
        return None
    if height > 5 and width > 5:
        return True, True
    if height > 5 or (height == 5 and width < 5):
        return True, False
    return False, True


def place_frames(board: Board, rows: int, cols: int, width: int, seed: int,
                 budget: Budget = NO_LIMIT) -> tuple[list[str], int, int] | None:
    """The moves that place every frame (``(moves, top, left)`` of the rest), or ``None``
    when a beam died out or ``budget`` was cancelled."""
    from boardgames.games.fifteen.search.engines.frame_beam import place_frame

    moves: list[str] = []
    top = left = 0
    while (kind := frame_kind(rows - top, cols - left)) is not None:
        part = place_frame(board, rows, cols, top, left, kind[0], kind[1], width, seed, budget)
        if part is None:
            return None
        board = apply_moves(board, rows, cols, part)
        moves += part
        top, left = top + kind[0], left + kind[1]
    return moves, top, left


def solve_rest(rest: Board, height: int, width: int, seconds: float,
               incumbent: list[str] | None,
               budget: Budget = NO_LIMIT) -> tuple[list[str], bool] | None:
    """The rest's moves and whether they are proven the fewest: the 24-puzzle engine for
    ``seconds`` on 5x5 (improving ``incumbent`` or the divide-and-conquer answer), else
    optimal search; ``None`` when ``budget`` was cancelled first (only its cancel is used)."""
    from boardgames.games.fifteen.search.laboratory import solve

    budget = Budget(None, budget.cancelled)

    if (height, width) != (5, 5):
        found = solve(rest, height, width, "auto", checked=True, budget=budget)
        return (found.moves, True) if found.solved else None
    from boardgames.games.fifteen.search.engines.anytime24 import improve_5x5
    from boardgames.games.fifteen.search.pdb.tables24 import strongest_24_now

    first = (tuple(incumbent) if incumbent is not None
             else tuple(solve(rest, 5, 5, "human", checked=True).moves))
    best, _, optimal = improve_5x5(rest, first, time.monotonic() + seconds,
                                   lambda m, b: None, budget,
                                   databases=strongest_24_now(should_stop=budget.cancelled)[0],
                                   checked=True)
    return (list(best), optimal) if best is not None else (list(first), False)


def improve_large(board: Board, rows: int, cols: int, deadline: float,
                  offer: Callable[[list[str]], None], budget: Budget = NO_LIMIT) -> None:
    """Offer ever shorter solutions of a board larger than 5x5 (see the module text)
    until ``deadline`` (a ``time.monotonic()`` value) or a cancel of ``budget`` (its
    seconds are not read; the searches inside get its cancel): rounds of frames and
    rests (:func:`frames_and_rests`), then in the last :data:`WINDOW_SHARE` of the time
    the best solution shortened by window searches (:mod:`engines.windows`).

    ``offer(moves)`` receives whole solutions (cycles removed), each shorter than the one
    before.
    """
    from boardgames.games.fifteen.search.engines.windows import shorten_by_windows

    windows_at = deadline - WINDOW_SHARE * (deadline - time.monotonic())
    shortest: list[list[str]] = []

    def keep(moves: list[str]) -> None:
        if not shortest or len(moves) < len(shortest[0]):
            shortest[:] = [moves]
            offer(moves)

    frames_and_rests(board, rows, cols, windows_at, keep, Budget(None, budget.cancelled))
    if shortest and not budget.cancelled():
        keep(shorten_by_windows(board, rows, cols, shortest[0], deadline, budget))


def frames_and_rests(board: Board, rows: int, cols: int, deadline: float,
                     offer: Callable[[list[str]], None], budget: Budget = NO_LIMIT) -> None:
    """The rounds of frames and rests until ``deadline`` (see the module text), offering
    each whole solution shorter than the one before. The next round's frames are searched
    in a second thread while this one solves the current round's rest (the compiled
    searches release the GIL: two cores are used when free). Frames not ready in time for
    their rest's :data:`REST_SECONDS` before ``deadline`` are given up rather than waited
    for (so the time limit holds)."""
    start = time.monotonic()
    final = deadline - FINAL_SHARE * (deadline - start)
    ended, stop = threading.Event(), budget.cancelled
    frames = Budget(None, lambda: ended.is_set() or stop())  # the frames' thread: also at the end

    best = _Best(board, cols, offer)
    with ThreadPoolExecutor(1) as pool:
        width, seed = FIRST_WIDTH, 1
        job = pool.submit(place_frames, board, rows, cols, width, seed, frames)
        while not stop() and (best.candidate is None or time.monotonic() < final):
            if best.candidate is not None and not _ready(job, deadline - REST_SECONDS):
                break
            placed = job.result()
            width, seed = min(2 * width, MAX_WIDTH), seed + 1
            job = pool.submit(place_frames, board, rows, cols, width, seed, frames)
            best.consider(_round(board, rows, cols, placed, deadline, budget))
        ended.set()
    if not stop():
        best.improve_rest(deadline, budget)


def _ready(job: Future[Any], until: float) -> bool:
    """Wait for ``job`` until ``until`` (a ``time.monotonic()`` value); whether it is done."""
    wait([job], timeout=max(0.0, until - time.monotonic()))
    return job.done()


class _Best:
    """The shortest whole solution of the rounds so far; each shorter one is offered."""

    def __init__(self, board: Board, cols: int, offer: Callable[[list[str]], None]) -> None:
        self.board, self.cols, self.offer = board, cols, offer
        self.candidate: Candidate | None = None

    def consider(self, found: Candidate | None) -> None:
        """Keep and offer ``found`` when it is shorter than the best."""
        if found is not None and (self.candidate is None or found.length < self.candidate.length):
            self.candidate = found
            self.offer(_whole(self.board, self.cols, found.frames, found.rest_moves))

    def improve_rest(self, until: float, budget: Budget) -> None:
        """Shorten the best solution's rest until ``until`` or a cancel (not when it is
        proven optimal), offering the whole solution when it got shorter (once: the rounds
        are over)."""
        best = self.candidate
        if best is None or best.optimal:
            return
        found = solve_rest(best.rest, best.height, best.width, until - time.monotonic(),
                           best.rest_moves, budget)
        if found is not None and len(found[0]) < len(best.rest_moves):
            self.offer(_whole(self.board, self.cols, best.frames, found[0]))


def _round(board: Board, rows: int, cols: int, placed: tuple[list[str], int, int] | None,
           deadline: float, budget: Budget) -> Candidate | None:
    """A round's whole solution: its frames and their rest solved briefly (for at most
    :data:`REST_SECONDS` and the time left before ``deadline``, 0.05 s at the least)."""
    from boardgames.games.fifteen.search.decompose import sub_board

    if placed is None:
        return None
    moves, top, left = placed
    rest = sub_board(apply_moves(board, rows, cols, moves), rows, cols, top, left)
    seconds = min(REST_SECONDS, max(0.05, deadline - time.monotonic()))
    found = solve_rest(rest, rows - top, cols - left, seconds, None, budget)
    return None if found is None else Candidate(moves, rest, rows - top, cols - left, *found)


def _whole(board: Board, cols: int, frames: list[str], rest: list[str]) -> list[str]:
    """Frames and rest as one solution without detours."""
    from boardgames.games.fifteen.search.decompose import remove_cycles

    return remove_cycles(board, cols, frames + rest)
