"""The 15-puzzle solver challenge: run a student's solver on the test positions and score
it (Qt-free).

A solver is a Python file with a function ``solve(board)``: ``board`` is the position as a
list of row lists (``0`` is the blank), e.g. ``[[5, 1, 7, 3], [9, 2, 11, 4], ...]``; it
returns the moves as a list of direction words (``["Down", "Left", ...]``) or as one string
(``"Down Left ..."``, ``"1: Down\\n2: Left"`` or ``"DL..."``). A move names the way the
**tile** slides into the blank (see :mod:`boardgames.games.fifteen.board`).

Each position is solved in a fresh process (:mod:`boardgames.lessons.solver_harness`) with
a time limit; every answer is replayed with
:func:`boardgames.games.fifteen.board.apply_move`, and the result is a
:class:`ChallengeResult` of one :class:`ScoreRow` per position.
"""

from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional, Sequence

from boardgames.core.game import IllegalMoveError
from boardgames.games.fifteen.board import DIRECTIONS, Board, apply_move, is_goal
from boardgames.games.fifteen.parsing import PositionError, parse_position
from boardgames.lessons import runner

#: The built-in positions (the five of the original challenge, with optimal lengths).
DEFAULT_POSITIONS = Path(__file__).with_name("challenge_positions.tsv")
HARNESS = Path(__file__).with_name("solver_harness.py")

#: Default seconds per position.
DEFAULT_TIME_LIMIT = 10.0
#: Extra seconds allowed for starting Python before the process is killed; the limit itself
#: is checked against the time measured inside the process (loading the solver + solve()).
STARTUP_GRACE = 1.5

#: ``ScoreRow.verdict`` values.
VALID, CRASHED, TIMED_OUT, ILLEGAL_MOVE, NOT_SOLVED, BAD_OUTPUT, NO_SOLVE, CANCELLED = (
    "valid", "crashed", "timed_out", "illegal_move", "not_solved", "bad_output", "no_solve",
    "cancelled")


class ChallengeError(ValueError):
    """A positions file or a solver file cannot be used; ``str()`` names the file (and the
    line) and says how to fix it."""


@dataclass(frozen=True)
class Position:
    """One test position.

    Attributes:
        id: its name in the table (e.g. ``"T1"``).
        board: the tiles, row-major, 0 = blank.
        rows / cols: the board's size.
        optimal: the length of a shortest solution in moves, or None when unknown.
    """

    id: str
    board: Board
    rows: int
    cols: int
    optimal: Optional[int]

    def as_rows(self) -> list[list[int]]:
        """The board as a list of row lists, as ``solve`` receives it."""
        return [list(self.board[r * self.cols:(r + 1) * self.cols]) for r in range(self.rows)]


@dataclass(frozen=True)
class ScoreRow:
    """The score of one position.

    Attributes:
        position: the position's id.
        verdict: one of the verdict constants (:data:`VALID` when the answer solves it).
        detail: what went wrong, in English, without repeating the verdict ("" when valid):
            e.g. "at step 3 (Left): no tile can slide left here", the last line of a
            traceback, "no answer within 10 seconds".
        moves: the number of moves in the answer (None when there is no usable answer).
        seconds: seconds the solver took (None when it crashed before answering; the time
            limit when it was killed).
        optimal: the optimal length of the position, or None.
        stderr: what the solver wrote on stderr (its prints and tracebacks), cut to 20,000
            characters.
    """

    position: str
    verdict: str
    detail: str
    moves: Optional[int]
    seconds: Optional[float]
    optimal: Optional[int]
    stderr: str = ""

    @property
    def valid(self) -> bool:
        """True when the answer solved the position."""
        return self.verdict == VALID


@dataclass
class ChallengeResult:
    """All rows of one scoring run, in position order."""

    rows: list[ScoreRow] = field(default_factory=list)

    @property
    def valid_count(self) -> int:
        """How many positions were solved."""
        return sum(row.valid for row in self.rows)

    @property
    def all_valid(self) -> bool:
        """True when every position was solved (and there is at least one)."""
        return bool(self.rows) and all(row.valid for row in self.rows)

    @property
    def total_moves(self) -> int:
        """Moves summed over the solved positions."""
        return sum(row.moves or 0 for row in self.rows if row.valid)

    @property
    def total_optimal(self) -> Optional[int]:
        """Optimal lengths summed over all positions (None if one is unknown)."""
        if any(row.optimal is None for row in self.rows):
            return None
        return sum(row.optimal for row in self.rows)  # type: ignore[misc]

    @property
    def total_seconds(self) -> float:
        """Seconds summed over the rows that have a time."""
        return sum(row.seconds or 0.0 for row in self.rows)


def load_positions(path: Optional[Path | str] = None) -> list[Position]:
    """Read a positions file: tab-separated ``id``, ``optimal_length`` and ``tiles`` (the
    tiles row-major, separated by spaces), with a header line. ``optimal_length`` may be
    empty or ``?`` when unknown. Lines starting with ``#`` and blank lines are skipped.

    Args:
        path: the file; default :data:`DEFAULT_POSITIONS` (the challenge's five positions).

    Raises:
        ChallengeError: the file cannot be read, or a line is malformed (names the line).
    """
    path = Path(path) if path is not None else DEFAULT_POSITIONS
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise ChallengeError(f"{path.name}: the positions file cannot be read ({exc})") from None
    positions = []
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cells = line.split("\t")
        if cells[0].strip().lower() == "id":
            continue
        if len(cells) != 3:
            raise ChallengeError(f"{path.name}, line {number}: expected 3 tab-separated "
                                 "columns: id, optimal_length, tiles")
        pid, optimal_text, tiles = (c.strip() for c in cells)
        try:
            board, rows, cols = parse_position(tiles)
        except PositionError as exc:
            raise ChallengeError(f"{path.name}, line {number}: {exc}") from None
        if optimal_text in ("", "?"):
            optimal = None
        elif optimal_text.isdigit():
            optimal = int(optimal_text)
        else:
            raise ChallengeError(f"{path.name}, line {number}: optimal length "
                                 f"'{optimal_text}' is not a whole number (or ? if unknown)")
        positions.append(Position(pid, board, rows, cols, optimal))
    if not positions:
        raise ChallengeError(f"{path.name}: the file has no positions")
    return positions


_WORDS = {d.lower(): d for d in DIRECTIONS}
_LETTERS = {d[0].lower(): d for d in DIRECTIONS}
_NUMBERING = re.compile(r"^\(?\d+[:.)]?$")


class BadOutput(ValueError):
    """A solver's answer is not a list of moves; ``str()`` says what is wrong."""


def parse_answer(answer: object) -> list[str]:
    """Turn a solver's answer into move names.

    Accepts a list/tuple of move words (any case; ``"1: Down"`` numbering allowed) or one
    string of words (separated by spaces, commas, semicolons or new lines, numbering
    allowed) or of letters ``U D L R`` (e.g. ``"DDLU"``).

    Raises:
        BadOutput: an item is not a move, or the answer is neither a list nor a string.
    """
    if isinstance(answer, str):
        tokens = [t for t in re.split(r"[\s,;]+", answer) if t]
    elif isinstance(answer, (list, tuple)):
        tokens = []
        for i, item in enumerate(answer, start=1):
            if not isinstance(item, str):
                raise BadOutput(f"item {i} of the list is {item!r}, not a move word")
            tokens.extend(t for t in re.split(r"[\s,;]+", item) if t)
    else:
        raise BadOutput(f"solve() returned {type(answer).__name__}; return a list of moves "
                        "like ['Down', 'Left'] or a string like 'Down Left'")
    moves: list[str] = []
    for token in tokens:
        if _NUMBERING.match(token):
            continue
        word = token.strip("'\"").lower()
        if word in _WORDS:
            moves.append(_WORDS[word])
        elif word and all(ch in _LETTERS for ch in word):
            moves.extend(_LETTERS[ch] for ch in word)
        else:
            raise BadOutput(f"'{token[:40]}' is not a move; use Up, Down, Left or Right")
    return moves


def judge(position: Position, moves: Sequence[str]) -> tuple[str, str]:
    """Replay ``moves`` on ``position``: ``(verdict, detail)`` with verdict :data:`VALID`,
    :data:`ILLEGAL_MOVE` (detail: "at step N (Move): why", N 1-based) or
    :data:`NOT_SOLVED`."""
    board = position.board
    for step, move in enumerate(moves, start=1):
        try:
            board = apply_move(board, position.rows, position.cols, move)
        except IllegalMoveError as exc:
            return ILLEGAL_MOVE, f"at step {step} ({move}): {exc}"
    if not is_goal(board):
        return NOT_SOLVED, f"after {len(moves)} moves the puzzle is not solved"
    return VALID, ""


def run_solver_on(solver: Path | str, position: Position,
                  time_limit: float = DEFAULT_TIME_LIMIT,
                  cancelled: Optional[Callable[[], bool]] = None) -> ScoreRow:
    """Run ``solver``'s ``solve`` on one position in its own process and score the answer.

    The process is killed ``time_limit + STARTUP_GRACE`` seconds after it starts; an answer
    whose measured time exceeds ``time_limit`` also counts as timed out. Never raises for
    anything the solver does.
    """
    solver = Path(solver).resolve()
    with tempfile.TemporaryDirectory(prefix="boardgames-solver-") as tmp:
        result_path = Path(tmp, "result.json")
        command = runner.program_command(HARNESS) + [
            str(solver), json.dumps(position.as_rows()), str(result_path)]
        run = runner.run_command(command, time_limit + STARTUP_GRACE, "", cancelled)
        data = _read_result(result_path)
    stderr = run.stderr[-20_000:]

    def row(verdict: str, detail: str, moves=None, seconds=None) -> ScoreRow:
        return ScoreRow(position.id, verdict, detail, moves, seconds, position.optimal, stderr)

    if run.status == runner.CANCELLED:
        return row(CANCELLED, "stopped before it finished")
    if run.status == runner.TIMED_OUT:
        return row(TIMED_OUT, f"no answer within {time_limit:g} seconds", None, time_limit)
    if run.status == runner.NOT_STARTED:
        return row(CRASHED, run.message)
    if data is None or not data.get("ok", False) and data.get("error") != "no_solve":
        last = _last_line(run.stderr) or run.message
        return row(CRASHED, last)
    if data.get("error") == "no_solve":
        return row(NO_SOLVE, "the file has no function solve(board); define one")
    seconds = float(data.get("seconds", 0.0))
    if seconds > time_limit:
        return row(TIMED_OUT, f"took {seconds:.1f} s, more than {time_limit:g} s", None, seconds)
    kind = data.get("kind", "")
    try:
        if kind.startswith("bad_type:"):
            raise BadOutput(f"solve() returned {kind.split(':', 1)[1]}; return a list of "
                            "moves like ['Down', 'Left'] or a string like 'Down Left'")
        if kind == "bad_items":
            bad = next((a for a in data["answer"] if a.lower() not in _WORDS), "?")
            raise BadOutput(f"the list holds {bad}, which is not a move word")
        moves = parse_answer(data.get("answer"))
    except BadOutput as exc:
        return row(BAD_OUTPUT, str(exc), None, seconds)
    verdict, detail = judge(position, moves)
    return row(verdict, detail, len(moves), seconds)


def _read_result(path: Path) -> Optional[dict]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:200] if lines else ""


def check_solver_file(solver: Path | str) -> None:
    """Quick checks before a run: the file exists, is UTF-8 Python that compiles.

    Raises:
        ChallengeError: naming the file (and the line of a syntax error) and the fix.
    """
    path = Path(solver)
    try:
        source = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ChallengeError(f"{path.name}: the file does not exist") from None
    except UnicodeDecodeError:
        raise ChallengeError(f"{path.name}: the file is not UTF-8 text; save it as UTF-8") from None
    except OSError as exc:
        raise ChallengeError(f"{path.name}: the file cannot be read ({exc.strerror})") from None
    try:
        compile(source, str(path), "exec")
    except SyntaxError as exc:
        raise ChallengeError(f"{path.name}, line {exc.lineno}: syntax error: {exc.msg}") from None
    if not re.search(r"^\s*def\s+solve\s*\(", source, re.MULTILINE):
        raise ChallengeError(f"{path.name}: there is no function solve(board); "
                             "define def solve(board): ... returning the moves")


def score_solver(solver: Path | str, positions: Sequence[Position],
                 time_limit: float = DEFAULT_TIME_LIMIT,
                 report: Optional[Callable[[ChallengeResult], None]] = None,
                 cancelled: Optional[Callable[[], bool]] = None) -> ChallengeResult:
    """Score ``solver`` on every position in turn (blocking; run it in a worker thread).

    Args:
        solver: the student's .py file.
        positions: the positions, e.g. :func:`load_positions`.
        time_limit: seconds per position.
        report: called after each position with the result so far (a fresh object each
            time, safe to hand to another thread).
        cancelled: polled while a solver runs; when True the run stops, the remaining
            positions are not run, and the rows so far are returned.

    Returns:
        The :class:`ChallengeResult` (one row per position that was run).
    """
    result = ChallengeResult()
    for position in positions:
        if cancelled is not None and cancelled():
            break
        row = run_solver_on(solver, position, time_limit, cancelled)
        if row.verdict == CANCELLED:
            break
        result.rows.append(row)
        if report is not None:
            report(ChallengeResult(list(result.rows)))
    return result
