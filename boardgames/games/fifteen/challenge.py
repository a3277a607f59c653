"""The 15-puzzle solver challenge: run a student's solver on the test positions and score
it (Qt-free).

A solver is a Python file with a function ``solve(board)``: ``board`` is the position as a
list of row lists (``0`` is the blank), e.g. ``[[5, 1, 7, 3], [9, 2, 11, 4], ...]``; it
returns the moves as a list of direction words (``["Down", "Left", ...]``) or as one string
(``"Down Left ..."``, ``"1: Down\\n2: Left"`` or ``"DL..."``). A move names the way the
**tile** slides into the blank (see :mod:`boardgames.games.fifteen.board`).

Each position is solved in the sandbox for students' code (:mod:`boardgames.core.sandbox`)
with a time limit the app measures itself; every answer is replayed with
:func:`boardgames.games.fifteen.board.apply_move`, and the result is a
:class:`ChallengeResult` of one :class:`ScoreRow` per position.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from boardgames.core import sandbox
from boardgames.core.game import IllegalMoveError, PositionError
from boardgames.core.sandbox.workspace import read_program
from boardgames.games.fifteen.board import DIRECTIONS, Board, apply_move, is_goal
from boardgames.games.fifteen.parsing import parse_position
from boardgames.lessons.messages import Message, Value, verbatim

#: The built-in positions (the five of the original challenge, with optimal lengths).
DEFAULT_POSITIONS = Path(__file__).with_name("challenge_positions.tsv")

#: Default seconds per position.
DEFAULT_TIME_LIMIT = 10.0
#: Longest answer read from a solver, in bytes (about a million move letters).
ANSWER_BYTES = 1024 * 1024
#: Longest answer judged, in moves (replaying more would take seconds of the app's time).
MAX_MOVES = 100_000

#: ``ScoreRow.verdict`` values.
VALID, CRASHED, TIMED_OUT, ILLEGAL_MOVE, NOT_SOLVED, BAD_OUTPUT, NO_SOLVE, CANCELLED = (
    "valid", "crashed", "timed_out", "illegal_move", "not_solved", "bad_output", "no_solve",
    "cancelled")
ANSWER_TOO_LONG = "answer_too_long"


class ChallengeError(ValueError):
    """A positions file or a solver file cannot be used.

    Attributes:
        problem: the whole error as a :class:`~boardgames.lessons.messages.Message` naming
            the file (and the line) and saying how to fix it; the GUI translates it.

    ``str()`` is the same in English.
    """

    def __init__(self, name: str, line: int | None, code: str, *args: Value | Message):
        what = Message(code, args)
        if line is None:
            self.problem = Message("where.file", (name, what))
        else:
            self.problem = Message("where.line", (name, line, what))
        super().__init__(self.problem.english())


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
    optimal: int | None

    def as_rows(self) -> list[list[int]]:
        """The board as a list of row lists, as ``solve`` receives it."""
        return [list(self.board[r * self.cols:(r + 1) * self.cols]) for r in range(self.rows)]


@dataclass(frozen=True)
class ScoreRow:
    """The score of one position.

    Attributes:
        position: the position's id.
        verdict: one of the verdict constants (:data:`VALID` when the answer solves it).
        problem: what went wrong, without repeating the verdict (None when valid), as a
            message code and its numbers: e.g. ``challenge.illegal_move`` (step 3, "Left"),
            ``challenge.no_answer`` (10.0 seconds), or the last line of the solver's
            traceback (verbatim). :attr:`detail` is the same in English.
        moves: the number of moves in the answer (None when there is no usable answer).
        seconds: seconds the solver took (None when it crashed before answering; the time
            limit when it was killed).
        optimal: the optimal length of the position, or None.
        stderr: what the solver wrote on stderr (its prints and tracebacks), cut to 20,000
            characters.
    """

    position: str
    verdict: str
    problem: Message | None
    moves: int | None
    seconds: float | None
    optimal: int | None
    stderr: str = ""

    @property
    def valid(self) -> bool:
        """True when the answer solved the position."""
        return self.verdict == VALID

    @property
    def detail(self) -> str:
        """:attr:`problem` in English ("" when there is none), for the command line."""
        return self.problem.english() if self.problem is not None else ""


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
    def total_optimal(self) -> int | None:
        """Optimal lengths summed over all positions (None if one is unknown)."""
        if any(row.optimal is None for row in self.rows):
            return None
        return sum(row.optimal or 0 for row in self.rows)

    @property
    def total_seconds(self) -> float:
        """Seconds summed over the rows that have a time."""
        return sum(row.seconds or 0.0 for row in self.rows)


def load_positions(path: Path | str | None = None) -> list[Position]:
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
        raise ChallengeError(path.name, None, "file.unreadable", str(exc)) from None
    positions = []
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cells = line.split("\t")
        if cells[0].strip().lower() == "id":
            continue
        positions.append(_parse_position_line(path.name, number, cells))
    if not positions:
        raise ChallengeError(path.name, None, "positions.empty")
    return positions


def _parse_position_line(name: str, number: int, cells: list[str]) -> Position:
    """One line of a positions file (``name``, line ``number``) split at the tabs."""
    if len(cells) != 3:
        raise ChallengeError(name, number, "positions.columns")
    pid, optimal_text, tiles = (c.strip() for c in cells)
    try:
        board, rows, cols = parse_position(tiles)
    except PositionError as exc:  # the 15-puzzle's own explanation, in English
        raise ChallengeError(name, number, "verbatim", str(exc)) from None
    optimal: int | None
    if optimal_text in ("", "?"):
        optimal = None
    elif optimal_text.isascii() and optimal_text.isdigit() and len(optimal_text) <= 9:
        optimal = int(optimal_text)
    else:
        raise ChallengeError(name, number, "positions.bad_optimal", optimal_text)
    return Position(pid, board, rows, cols, optimal)


_WORDS = {d.lower(): d for d in DIRECTIONS}
_LETTERS = {d[0].lower(): d for d in DIRECTIONS}
_NUMBERING = re.compile(r"^\(?\d+[:.)]?$")


class BadOutput(ValueError):
    """A solver's answer is not a list of moves; :attr:`problem` says what is wrong (a
    :class:`~boardgames.lessons.messages.Message`), ``str()`` in English."""

    def __init__(self, code: str, *args: Value):
        self.problem = Message(code, args)
        super().__init__(self.problem.english())


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
                raise BadOutput("challenge.bad_item", i, repr(item))
            tokens.extend(t for t in re.split(r"[\s,;]+", item) if t)
    else:
        raise BadOutput("challenge.bad_type", type(answer).__name__)
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
            raise BadOutput("challenge.bad_word", token[:40])
    return moves


def judge(position: Position, moves: Sequence[str]) -> tuple[str, Message | None]:
    """Replay ``moves`` on ``position``: ``(verdict, problem)`` with verdict :data:`VALID`
    (problem None), :data:`ILLEGAL_MOVE` (``challenge.illegal_move``: the 1-based step and
    the move) or :data:`NOT_SOLVED` (``challenge.not_solved``: the number of moves)."""
    board = position.board
    for step, move in enumerate(moves, start=1):
        try:
            board = apply_move(board, position.rows, position.cols, move)
        except IllegalMoveError:
            if move not in DIRECTIONS:
                return ILLEGAL_MOVE, Message("challenge.unknown_move", (step, move))
            return ILLEGAL_MOVE, Message("challenge.illegal_move", (step, move))
    if not is_goal(board):
        return NOT_SOLVED, Message("challenge.not_solved", (len(moves),))
    return VALID, None


def run_solver_on(solver: Path | str, position: Position,
                  time_limit: float = DEFAULT_TIME_LIMIT,
                  cancelled: Callable[[], bool] | None = None) -> ScoreRow:
    """Run ``solver``'s ``solve`` on one position in the sandbox and score the answer.

    The solver runs under :mod:`boardgames.core.sandbox` (time measured by this process
    from the child's *ready* to its answer, memory and output limits, every process it
    started killed afterwards); the answer is read at most :data:`ANSWER_BYTES` far and
    judged only up to :data:`MAX_MOVES` moves. Never raises for anything the solver does.
    """
    limits = sandbox.Limits(seconds=time_limit, answer_bytes=ANSWER_BYTES)
    run = sandbox.call(solver, "solve", [position.as_rows()], limits, cancelled)
    verdict, problem, moves = _score(run, position, limits)
    seconds = run.seconds if verdict not in (CRASHED, NO_SOLVE, CANCELLED) else None
    return ScoreRow(position.id, verdict, problem, moves, seconds, position.optimal,
                    (run.stdout + run.stderr)[-20_000:])


_Score = tuple[str, Message | None, int | None]

#: What a sandbox verdict without an answer means for the challenge.
_NO_ANSWER: dict[str, tuple[str, str]] = {
    sandbox.MISSING: (NO_SOLVE, "challenge.no_solve"),
    sandbox.CANCELLED: (CANCELLED, "challenge.cancelled"),
    sandbox.TIMED_OUT: (TIMED_OUT, "challenge.no_answer"),
    sandbox.ANSWER_TOO_LONG: (ANSWER_TOO_LONG, "challenge.answer_too_long"),
    sandbox.MEMORY: (CRASHED, "challenge.memory"),
    sandbox.OUTPUT_LIMIT: (CRASHED, "challenge.output_limit"),
    sandbox.EXITED: (CRASHED, "challenge.exited"),
    sandbox.KILLED: (CRASHED, "run.killed"),
    sandbox.NOT_STARTED: (CRASHED, "run.not_started"),
    sandbox.REFUSED: (CRASHED, "run.refused"),
}


def _score(run: sandbox.SandboxResult, position: Position, limits: sandbox.Limits) -> _Score:
    """(verdict, problem, moves) of one sandboxed run."""
    if run.verdict == sandbox.EXCEPTION:
        return CRASHED, verbatim(run.detail or "?"), None
    if run.verdict == sandbox.NOT_JSON:
        return BAD_OUTPUT, Message("challenge.bad_type", (run.detail,)), None
    if run.verdict in _NO_ANSWER:
        verdict, code = _NO_ANSWER[run.verdict]
        return verdict, Message(code, _problem_values(run, limits)), None
    try:
        moves = parse_answer(run.answer)
    except BadOutput as exc:
        return BAD_OUTPUT, exc.problem, None
    if len(moves) > MAX_MOVES:
        return ANSWER_TOO_LONG, Message("challenge.too_many_moves", (len(moves), MAX_MOVES)), None
    verdict, problem = judge(position, moves)
    return verdict, problem, len(moves)


def _problem_values(run: sandbox.SandboxResult, limits: sandbox.Limits) -> tuple[Value, ...]:
    """The numbers of the message for a run that gave no answer."""
    megabytes = {sandbox.MEMORY: limits.memory_bytes, sandbox.OUTPUT_LIMIT: limits.file_bytes,
                 sandbox.ANSWER_TOO_LONG: limits.answer_bytes}
    if run.verdict in megabytes:
        return (megabytes[run.verdict] // (1024 * 1024),)
    if run.verdict == sandbox.TIMED_OUT:
        return (float(limits.seconds),)
    if run.verdict == sandbox.EXITED:
        return (run.detail or "0",)
    if run.verdict in (sandbox.KILLED, sandbox.NOT_STARTED):
        return (run.detail,)
    return ()


def check_solver_file(solver: Path | str) -> None:
    """Quick checks before a run: the file exists, is UTF-8 Python that compiles.

    Raises:
        ChallengeError: naming the file (and the line of a syntax error) and the fix.
    """
    path = Path(solver)
    try:
        source = read_program(path)
    except FileNotFoundError:
        raise ChallengeError(path.name, None, "file.missing") from None
    except UnicodeDecodeError:
        raise ChallengeError(path.name, None, "file.not_utf8") from None
    except OSError as exc:
        raise ChallengeError(path.name, None, "file.unreadable", str(exc.strerror)) from None
    try:
        compile(source, str(path), "exec")
    except SyntaxError as exc:
        raise ChallengeError(path.name, exc.lineno, "file.syntax_error", str(exc.msg)) from None
    if not re.search(r"^\s*def\s+solve\s*\(", source, re.MULTILINE):
        raise ChallengeError(path.name, None, "file.no_solve")


def score_solver(solver: Path | str, positions: Sequence[Position],
                 time_limit: float = DEFAULT_TIME_LIMIT,
                 report: Callable[[ChallengeResult], None] | None = None,
                 cancelled: Callable[[], bool] | None = None) -> ChallengeResult:
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
