"""The rules of tic-tac-toe and the m,n,k-games as a :class:`~boardgames.core.game.Game`.

Qt-free. A state is a :class:`State`: the board (a tuple of ``rows * cols`` cells,
row-major, 0 empty / 1 X / 2 O) and the mark that moved first. Moves are cell indices
(0-based, row-major). The game ends when a player completes a line of ``k`` marks, or as a
draw as soon as no line can be completed any more (every line is blocked by both marks,
or needs more marks than its owner has moves left); at the latest when the board is full.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from boardgames.core.game import Game, IllegalMoveError, Outcome
from boardgames.core.grid import Grid
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.options import Option
from boardgames.games.tictactoe.board import (
    EMPTY,
    MAX_SIDE,
    Board,
    Geometry,
    O,
    X,
    bits,
    empty_board,
    geometry,
    mark_char,
    other,
    symmetries,
    to_bitboards,
    to_text,
)
from boardgames.games.tictactoe.match import starter_for
from boardgames.games.tictactoe.notation import (
    BOTH_LINES,
    NOT_A_STATE,
    STARTER,
    STARTER_COUNTS,
    parse_board,
    refused,
)


@dataclass(frozen=True)
class State:
    """A tic-tac-toe position.

    Attributes:
        board: tuple of ``rows * cols`` cells, row-major, values 0 empty, 1 X, 2 O.
        starter: the mark that made the first move (``X`` = 1 or ``O`` = 2).
    """

    board: Board
    starter: int = X

    @property
    def to_move(self) -> int:
        """The mark whose turn it is (ignores whether the game is over)."""
        placed = sum(1 for c in self.board if c != EMPTY)
        return self.starter if placed % 2 == 0 else other(self.starter)

    @property
    def ply(self) -> int:
        """Number of marks on the board (plies played)."""
        return sum(1 for c in self.board if c != EMPTY)


def winner(geo: Geometry, board: Board) -> int:
    """The mark (``X`` or ``O``) that has a full line on ``board``, or 0 (``EMPTY``)."""
    x_mask, o_mask = to_bitboards(board)
    if geo.has_line(x_mask):
        return X
    if geo.has_line(o_mask):
        return O
    return EMPTY


def winning_cells(geo: Geometry, board: Board) -> list[int]:
    """Cells of the first completed line (ascending), or ``[]`` when nobody has won."""
    x_mask, o_mask = to_bitboards(board)
    return bits(geo.winning_line(x_mask) or geo.winning_line(o_mask))


def completable(geo: Geometry, board: Board, to_move: int) -> bool:
    """True while some line can still be completed by its owner.

    A line can be completed by a player when it holds no opponent mark and its empty
    cells number at most the moves that player has left (``to_move`` moves first among the
    remaining empty cells).
    """
    x_mask, o_mask = to_bitboards(board)
    empties = geo.cells - bin(x_mask | o_mask).count("1")
    left = {to_move: (empties + 1) // 2, other(to_move): empties // 2}
    for line in geo.lines:
        for mine, theirs, mark in ((x_mask, o_mask, X), (o_mask, x_mask, O)):
            if line & theirs == 0 and bin(line & ~mine).count("1") <= left[mark]:
                return True
    return False


class MNKGame(Game[State, int]):
    """The m,n,k-game: a ``rows`` x ``cols`` board, ``k`` in a row wins; 3,3,3 is tic-tac-toe.

    Args:
        rows, cols, k: the board and how many in a row win.
        starter: the mark that moves first.
        early_draw: the game ends in a draw as soon as no line can be completed any more
            (the app's rules); False plays on until a line or a full board, as the course's
            minimax and the textbook game-tree counts do (:func:`textbook_rules`).

    Raises:
        ValueError: (constructor) for sizes outside 3..7 or ``k`` outside 3..max(rows, cols).
    """

    num_players = 2
    seat_names = ("X", "O")

    def __init__(self, rows: int = 3, cols: int = 3, k: int = 3, starter: int = X,
                 early_draw: bool = True):
        self.geo = geometry(rows, cols, k)
        if starter not in (X, O):
            raise ValueError("starter must be X (1) or O (2)")
        self.starter, self.early_draw = starter, early_draw

    def _open(self, state: State) -> bool:
        """True while a line can still be completed (or, without early draws, while a cell
        is free)."""
        if self.early_draw:
            return completable(self.geo, state.board, state.to_move)
        return EMPTY in state.board

    @property
    def rows(self) -> int:
        return self.geo.rows

    @property
    def cols(self) -> int:
        return self.geo.cols

    @property
    def k(self) -> int:
        return self.geo.k

    def initial_state(self) -> State:
        return State(empty_board(self.geo), self.starter)

    def winner(self, state: State) -> int:
        """The mark that completed a line, or 0."""
        return winner(self.geo, state.board)

    def is_draw(self, state: State) -> bool:
        """True when nobody has won and no line can be completed any more."""
        return self.winner(state) == EMPTY and not self._open(state)

    def is_terminal(self, state: State) -> bool:
        return self.winner(state) != EMPTY or not self._open(state)

    def legal_moves(self, state: State) -> list[int]:
        if self.is_terminal(state):
            return []
        return [i for i, c in enumerate(state.board) if c == EMPTY]

    def apply(self, state: State, move: int) -> State:
        if not isinstance(move, int) or not 0 <= move < self.geo.cells:
            raise IllegalMoveError(f"cell {move!r} is not on the {self.geo.rows}x{self.geo.cols} board")
        if state.board[move] != EMPTY:
            raise IllegalMoveError(f"cell {move} is already taken")
        if self.is_terminal(state):
            raise IllegalMoveError("the game is over")
        board = list(state.board)
        board[move] = state.to_move
        return State(tuple(board), state.starter)

    def to_move(self, state: State) -> int | None:
        """0 when X is to move, 1 for O, ``None`` when the game is over."""
        return None if self.is_terminal(state) else state.to_move - 1

    def outcome(self, state: State) -> Outcome | None:
        mark = self.winner(state)
        if mark == X:
            return Outcome(0, (1.0, -1.0))
        if mark == O:
            return Outcome(1, (-1.0, 1.0))
        if not self._open(state):
            return Outcome(None, (0.0, 0.0))
        return None

    def symmetries(self, state: State) -> list[State]:
        """The images of ``state`` under the board's 8 symmetries (a square board) or 4 (a
        rectangle), ``state`` itself first (see :func:`.board.symmetries`)."""
        board = state.board
        images = []
        for perm in symmetries(self.geo):
            image = [EMPTY] * len(board)
            for cell, mark in enumerate(board):
                image[perm[cell]] = mark
            images.append(State(tuple(image), state.starter))
        return images

    def move_to_str(self, state: State, move: int) -> str:
        row, col = divmod(move, self.geo.cols)
        return f"{'xo'[state.to_move - 1]}({row},{col})"

    def grid(self, state: State, last_move: int | None = None) -> Grid:
        """The board as a :class:`~boardgames.core.grid.Grid`: X is seat 0's piece, O seat
        1's; the winning line and the last move marked."""
        return Grid(self.geo.rows, self.geo.cols, state.board,
                    tuple(winning_cells(self.geo, state.board)), last_move)

    def move_at(self, state: State, cell: int) -> int | None:
        """A click on ``cell`` marks it, when it is free and the game goes on."""
        return cell if 0 <= cell < self.geo.cells and cell in self.legal_moves(state) else None

    def state_to_text(self, state: State) -> str:
        """The board as rows of ``x``, ``o``, ``.`` separated by ``/``, a space, and the
        mark that started: ``"x.o/.x./..o x"``."""
        return f"{to_text(state.board, self.geo.cols)} {mark_char(state.starter)}"

    def state_from_text(self, text: str) -> State:
        """Read ``"BOARD STARTER"`` as written by :meth:`state_to_text`; without the
        starter, X started (the usual notation of :mod:`.notation`).

        Raises:
            PositionError: (a ValueError; codes of :mod:`.notation`) a board of the wrong
                size or characters, a starter that is not ``x`` or ``o``, mark counts that
                alternating moves from that starter cannot give, or a board where both marks
                have a line.
        """
        parts = text.split()
        if not 1 <= len(parts) <= 2:
            raise refused(NOT_A_STATE, text)
        board = parse_board(parts[0], self.geo)
        starter = _STARTERS.get(parts[1].lower()) if len(parts) == 2 else X
        if starter is None:
            raise refused(STARTER, parts[1])
        _check_counts(board, starter)
        x_mask, o_mask = to_bitboards(board)
        if self.geo.has_line(x_mask) and self.geo.has_line(o_mask):
            raise refused(BOTH_LINES)
        return State(board, starter)


_STARTERS = {"x": X, "o": O}


def _check_counts(board: Board, starter: int) -> None:
    """Raise :class:`~boardgames.core.game.PositionError` unless the marks on ``board``
    alternate from ``starter``."""
    first = sum(1 for c in board if c == starter)
    second = sum(1 for c in board if c == other(starter))
    if not 0 <= first - second <= 1:
        raise refused(STARTER_COUNTS, mark_char(starter).upper(), mark_char(other(starter)).upper(),
                      first, second)


def create(size: int = 3, k: int = 3) -> MNKGame:
    """Factory named in the plug-in descriptor: a ``size`` x ``size`` board, ``k`` in a row
    wins (3 and 3: classic tic-tac-toe), X moves first.

    Raises:
        ValueError: a size outside 3..7 or ``k`` outside 3..size.
    """
    return MNKGame(size, size, k)


def textbook_rules(game: MNKGame) -> MNKGame:
    """``game`` played on until a line or a full board (the plug-in's ``tree_rules``: the
    game-tree viewer draws and counts the tree the course's minimax searches)."""
    return MNKGame(game.rows, game.cols, game.k, game.starter, early_draw=False)


#: Who makes the first move of a new game: X, O, each in turn (X in the first game), or
#: one of them at random.
FIRST = (("x", QT_TRANSLATE_NOOP("tictactoe", "X")), ("o", QT_TRANSLATE_NOOP("tictactoe", "O")),
         ("alternate", QT_TRANSLATE_NOOP("tictactoe", "Each in turn")),
         ("random", QT_TRANSLATE_NOOP("tictactoe", "At random")))
#: A computer that opens a game: it chooses its first mark, or puts it on a random cell (the
#: course's computer opens at random). The players take this option.
OPENING = (("chosen", QT_TRANSLATE_NOOP("tictactoe", "Chosen by its search")),
           ("random", QT_TRANSLATE_NOOP("tictactoe", "On a random cell")))

#: The options of the game page (and of saved games and levels).
OPTIONS = (
    Option("size", QT_TRANSLATE_NOOP("tictactoe", "Board size"), 3, 3, MAX_SIDE),
    Option("k", QT_TRANSLATE_NOOP("tictactoe", "In a row to win"), 3, 3, MAX_SIDE, at_most="size"),
    Option("first", QT_TRANSLATE_NOOP("tictactoe", "First move"), "x", choices=FIRST),
    Option("opening", QT_TRANSLATE_NOOP("tictactoe", "Computer's opening"), "chosen", choices=OPENING),
)


def new_start(game: MNKGame, rng: random.Random, first: str = "x", number: int = 0) -> State:
    """The start of game number ``number`` (0-based) on the page: an empty board with the
    mark that moves first (``first``: ``x``, ``o``, ``alternate`` or ``random``)."""
    return State(empty_board(game.geo), starter_for(first, number, rng))
