"""Students' tic-tac-toe players: checking their files and asking them for a move in the
sandbox (Qt-free).

A student's player is a Python file with a function ``choose_move``::

    def choose_move(board):
        # board: a list of 9 cells, row by row from the top left:
        #     0 | 1 | 2
        #     3 | 4 | 5
        #     6 | 7 | 8
        # each cell is "X", "O" or "" (empty).
        # X always moves first, so you are X when X and O have as many marks,
        # and O when X has one more.
        for cell in range(9):
            if board[cell] == "":
                return cell          # the number of a free cell, 0..8

``choose_move(board, me)`` may also take a second argument: then ``me`` is ``"X"`` or
``"O"``, the mark it plays. The file is loaded afresh for every move (in a new process of
the sandbox for students' code, :mod:`boardgames.core.sandbox`), so global variables do
not remember anything from one move to the next.

A move that goes wrong is a *forfeit*: a code of :data:`FORFEIT_CODES` with a few values
(never a sentence, never a traceback); the interface turns it into words.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from boardgames.core import sandbox
from boardgames.core.sandbox.workspace import read_program
from boardgames.games.tictactoe.board import EMPTY, Board, O, X

#: The function a student's file must define.
FUNCTION = "choose_move"

#: Cell texts of the board handed to ``choose_move``, by cell value (0 empty, 1 X, 2 O).
CELL_TEXT = {EMPTY: "", X: "X", O: "O"}

#: Longest answer read from ``choose_move``, in bytes of JSON.
ANSWER_BYTES = 4096

#: Forfeit codes (``Forfeit.code``) and their values:
#: ``occupied`` (cell), ``off_board`` (the number), ``not_a_cell`` (the answer's repr, cut
#: to 40 characters), ``exception`` (the last line of the traceback), ``timed_out``
#: (seconds allowed), ``missing`` (no choose_move any more), ``exited`` (exit code),
#: ``killed`` (signal name), ``memory`` (megabytes allowed), ``output_limit`` (megabytes
#: allowed), ``answer_too_long`` (bytes allowed), ``not_json`` (type name),
#: ``not_started`` (why, in the system's words), ``refused`` (no sandbox here; no values).
OCCUPIED, OFF_BOARD, NOT_A_CELL = "occupied", "off_board", "not_a_cell"
FORFEIT_CODES = (OCCUPIED, OFF_BOARD, NOT_A_CELL, sandbox.EXCEPTION, sandbox.TIMED_OUT,
                 sandbox.MISSING, sandbox.EXITED, sandbox.KILLED, sandbox.MEMORY,
                 sandbox.OUTPUT_LIMIT, sandbox.ANSWER_TOO_LONG, sandbox.NOT_JSON,
                 sandbox.NOT_STARTED, sandbox.REFUSED)

#: Codes of :class:`PlayerFileError`: ``file_missing``, ``file_unreadable`` (the reason),
#: ``not_utf8``, ``syntax_error`` (line, the compiler's message), ``no_choose_move``,
#: ``no_board_parameter``.
FILE_ERRORS = ("file_missing", "file_unreadable", "not_utf8", "syntax_error", "no_choose_move",
               "no_board_parameter")

Value = str | int | float


class PlayerFileError(ValueError):
    """A student's file cannot take part.

    Attributes:
        file: the file's name (without its folder).
        code: one of :data:`FILE_ERRORS`.
        values: the code's values (see :data:`FILE_ERRORS`).

    ``str()`` is one English line naming the file, for the command line.
    """

    def __init__(self, file: str, code: str, *values: Value):
        self.file, self.code, self.values = file, code, tuple(values)
        super().__init__(f"{file}: {_FILE_ERROR_WORDS[code].format(*values)}")


_FILE_ERROR_WORDS = {
    "file_missing": "there is no such file",
    "file_unreadable": "the file cannot be read ({})",
    "not_utf8": "the file is not UTF-8 text",
    "syntax_error": "syntax error on line {}: {}",
    "no_choose_move": "the file has no function choose_move(board)",
    "no_board_parameter": "choose_move must take the board: def choose_move(board):",
}


@dataclass(frozen=True)
class Forfeit:
    """Why a student's move lost the game.

    Attributes:
        code: one of :data:`FORFEIT_CODES`.
        values: its values (see :data:`FORFEIT_CODES`).
    """

    code: str
    values: tuple[Value, ...] = ()


#: What :func:`ask_move` returns: a legal cell, a :class:`Forfeit`, or None when cancelled.
MoveAnswer = int | Forfeit | None


def check_player_file(path: Path | str) -> bool:
    """Check a student's file before a tournament: it exists, is UTF-8 Python that compiles
    and defines ``choose_move`` with at least one parameter.

    Returns:
        True when ``choose_move`` also takes the player's mark (two or more positional
        parameters, or ``*args``), False when it takes only the board.

    Raises:
        PlayerFileError: with the file's name and a code of :data:`FILE_ERRORS`.
    """
    path = Path(path)
    try:
        source = read_program(path)
    except FileNotFoundError:
        raise PlayerFileError(path.name, "file_missing") from None
    except UnicodeDecodeError:
        raise PlayerFileError(path.name, "not_utf8") from None
    except OSError as exc:
        raise PlayerFileError(path.name, "file_unreadable", str(exc.strerror or exc)) from None
    try:
        tree = ast.parse(source, str(path))
    except SyntaxError as exc:
        raise PlayerFileError(path.name, "syntax_error", exc.lineno or 0, str(exc.msg)) from None
    except ValueError as exc:  # e.g. a NUL character in the source
        raise PlayerFileError(path.name, "syntax_error", 0, str(exc)) from None
    function = _find_function(tree)
    if function is None:
        raise PlayerFileError(path.name, "no_choose_move")
    positional = len(function.args.posonlyargs) + len(function.args.args)
    if positional == 0 and function.args.vararg is None:
        raise PlayerFileError(path.name, "no_board_parameter")
    return positional >= 2 or function.args.vararg is not None


def _find_function(tree: ast.Module) -> ast.FunctionDef | None:
    """The module-level ``def choose_move`` (also inside a top-level ``if`` or ``try``)."""
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop(0)
        if isinstance(node, ast.FunctionDef) and node.name == FUNCTION:
            return node
        if isinstance(node, (ast.If, ast.Try)):
            pending.extend(node.body + node.orelse)
            if isinstance(node, ast.Try):
                pending.extend(node.finalbody)
                for handler in node.handlers:
                    pending.extend(handler.body)
    return None


def board_for_student(board: Board) -> list[str]:
    """The board as ``choose_move`` receives it: 9 texts ``"X"``, ``"O"`` or ``""``."""
    return [CELL_TEXT[cell] for cell in board]


def ask_move(path: Path | str, board: Board, mark: int, takes_mark: bool, seconds: float,
             cancelled: Callable[[], bool] | None = None) -> MoveAnswer:
    """Call the student's ``choose_move`` on ``board`` (``mark`` to move) in the sandbox.

    Args:
        path: the student's file.
        board: the position (cells 0 / X=1 / O=2, row-major); not finished.
        mark: the mark the student plays (``X`` or ``O``).
        takes_mark: pass the mark as a second argument (see :func:`check_player_file`).
        seconds: the time limit of the move, measured by this process.
        cancelled: polled while the student's code runs; True stops it.

    Returns:
        The cell (a free cell of ``board``), a :class:`Forfeit`, or None when cancelled.
        Never raises for anything the student's code does.
    """
    args: list[object] = [board_for_student(board)]
    if takes_mark:
        args.append(CELL_TEXT[mark])
    limits = sandbox.Limits(seconds=seconds, answer_bytes=ANSWER_BYTES)
    run = sandbox.call(path, FUNCTION, args, limits, cancelled)
    if run.verdict == sandbox.CANCELLED:
        return None
    if run.verdict != sandbox.ANSWERED:
        return Forfeit(run.verdict, _run_values(run, limits))
    return judge_answer(run.answer, board)


def judge_answer(answer: object, board: Board) -> int | Forfeit:
    """The cell ``answer`` names on ``board``, or the :class:`Forfeit` it deserves: a
    whole number (not a bool) of a free cell is a move."""
    if isinstance(answer, bool) or not isinstance(answer, int):
        return Forfeit(NOT_A_CELL, (repr(answer)[:40],))
    if not 0 <= answer < len(board):
        return Forfeit(OFF_BOARD, (answer,))
    if board[answer] != EMPTY:
        return Forfeit(OCCUPIED, (answer,))
    return answer


def _run_values(run: sandbox.SandboxResult, limits: sandbox.Limits) -> tuple[Value, ...]:
    """The values of the forfeit of a run that gave no answer."""
    megabyte = 1024 * 1024
    if run.verdict == sandbox.TIMED_OUT:
        return (float(limits.seconds),)
    if run.verdict == sandbox.MEMORY:
        return (limits.memory_bytes // megabyte,)
    if run.verdict == sandbox.OUTPUT_LIMIT:
        return (limits.file_bytes // megabyte,)
    if run.verdict == sandbox.ANSWER_TOO_LONG:
        return (limits.answer_bytes,)
    if run.verdict in (sandbox.EXCEPTION, sandbox.EXITED, sandbox.KILLED, sandbox.NOT_JSON,
                       sandbox.NOT_STARTED):
        return (run.detail[:200] or "?",)
    return ()
