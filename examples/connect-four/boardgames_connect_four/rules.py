"""The rules of Connect Four (Qt-free): a 7x6 upright board, pieces drop to the lowest
free cell of a column, four in a row (across, down or diagonal) wins, a full board draws.

States are immutable: ``cells`` (row-major from the top left, 0 empty, 1 Red, 2 Yellow,
as the shared grid board reads them) and the winning four. A move is a column, 0..6.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames.core.game import Game, IllegalMoveError, Outcome, PositionError
from boardgames.core.grid import Grid
from boardgames.core.i18n import QT_TRANSLATE_NOOP

ROWS, COLS = 6, 7
SYMBOLS = ".ry"  # the text form: empty, Red, Yellow


def _windows() -> tuple[tuple[int, ...], ...]:
    """Every line of four cells on the board (69 of them)."""
    found = []
    for r in range(ROWS):
        for c in range(COLS):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if 0 <= r + 3 * dr < ROWS and 0 <= c + 3 * dc < COLS:
                    found.append(tuple((r + i * dr) * COLS + c + i * dc for i in range(4)))
    return tuple(found)


WINDOWS = _windows()
THROUGH = tuple(tuple(w for w in WINDOWS if cell in w) for cell in range(ROWS * COLS))


@dataclass(frozen=True)
class State:
    """A position: ``cells`` (see the module) and ``line``, the four winning cells
    (``()`` while nobody has won; derived from the cells, so not compared)."""

    cells: tuple[int, ...]
    line: tuple[int, ...] = field(default=(), compare=False)

    def turn(self) -> int:
        """The seat whose piece comes next: 0 Red, 1 Yellow."""
        return (len(self.cells) - self.cells.count(0)) % 2


def landing_row(cells: tuple[int, ...], col: int) -> int | None:
    """The row a piece dropped in ``col`` lands on, or ``None`` when the column is full."""
    return next((r for r in range(ROWS - 1, -1, -1) if cells[r * COLS + col] == 0), None)


class ConnectFour(Game[State, int]):
    """Connect Four; Red (seat 0) moves first."""

    num_players = 2
    seat_names = (QT_TRANSLATE_NOOP("connect-four", "Red"), QT_TRANSLATE_NOOP("connect-four", "Yellow"))

    def initial_state(self) -> State:
        return State((0,) * (ROWS * COLS))

    def is_terminal(self, state: State) -> bool:
        return bool(state.line) or 0 not in state.cells

    def legal_moves(self, state: State) -> list[int]:
        return [] if self.is_terminal(state) else [c for c in range(COLS) if state.cells[c] == 0]

    def apply(self, state: State, move: int) -> State:
        if not isinstance(move, int) or not 0 <= move < COLS:
            raise IllegalMoveError(f"column {move!r} is not on the board (0..{COLS - 1})")
        row = landing_row(state.cells, move)
        if row is None or self.is_terminal(state):
            raise IllegalMoveError("the game is over" if row is not None else f"column {move + 1} is full")
        cell, piece = row * COLS + move, state.turn() + 1
        cells = state.cells[:cell] + (piece,) + state.cells[cell + 1:]
        line = next((w for w in THROUGH[cell] if all(cells[i] == piece for i in w)), ())
        return State(cells, line)

    def to_move(self, state: State) -> int | None:
        return None if self.is_terminal(state) else state.turn()

    def outcome(self, state: State) -> Outcome | None:
        if state.line:
            winner = state.cells[state.line[0]] - 1
            return Outcome(winner, (1.0, -1.0) if winner == 0 else (-1.0, 1.0))
        return Outcome(None, (0.0, 0.0)) if 0 not in state.cells else None

    def symmetries(self, state: State) -> list[State]:
        """The position and its mirror image (columns reversed): the board's one symmetry."""
        mirror = tuple(state.cells[r * COLS + COLS - 1 - c] for r in range(ROWS) for c in range(COLS))
        line = tuple(sorted(r * COLS + COLS - 1 - c for r, c in (divmod(i, COLS) for i in state.line)))
        return [state, State(mirror, line)]

    def move_to_str(self, state: State, move: int) -> str:
        return str(move + 1)  # columns are numbered 1..7 from the left

    def state_to_text(self, state: State) -> str:
        """Rows from the top, ``/`` between them: ``.`` empty, ``r`` Red, ``y`` Yellow."""
        rows = ("".join(SYMBOLS[v] for v in state.cells[r * COLS:(r + 1) * COLS]) for r in range(ROWS))
        return "/".join(rows)

    def state_from_text(self, text: str) -> State:
        """The state :meth:`state_to_text` wrote.

        Raises:
            PositionError: (the core's) when ``text`` is not a position; its code says
                why, its message in English.
        """
        rows = text.strip().lower().split("/")
        if len(rows) != ROWS or any(len(row) != COLS for row in rows):
            raise PositionError("rows", (text,), f"a position is {ROWS} rows of {COLS} cells separated by '/'")
        if any(ch not in SYMBOLS for row in rows for ch in row):
            raise PositionError("cells", (text,), f"cells are '.' (empty), 'r' (Red) or 'y' (Yellow): {text!r}")
        cells = tuple(SYMBOLS.index(ch) for row in rows for ch in row)
        if any(cells[i] and not cells[i + COLS] for i in range(len(cells) - COLS)):
            raise PositionError("floats", (text,), "a piece floats above an empty cell")
        if not 0 <= cells.count(1) - cells.count(2) <= 1:
            raise PositionError("red-first", (text,), "Red moves first: Red has as many pieces as Yellow or one more")
        lines = [w for w in WINDOWS if cells[w[0]] and all(cells[i] == cells[w[0]] for i in w)]
        if len({cells[w[0]] for w in lines}) > 1:
            raise PositionError("both-lines", (text,), "both players have four in a row")
        return State(cells, lines[0] if lines else ())

    # -- the shared grid board (boardgames.core.grid.GridGame) ---------------------------
    def grid(self, state: State, last_move: int | None = None) -> Grid:
        last = None
        if last_move is not None:
            row = landing_row(state.cells, last_move)
            last = (0 if row is None else row + 1) * COLS + last_move
        return Grid(ROWS, COLS, state.cells, state.line, last)

    def move_at(self, state: State, cell: int) -> int | None:
        col = cell % COLS
        return col if col in self.legal_moves(state) else None


def create() -> ConnectFour:
    """The rules factory named in the plug-in descriptor."""
    return ConnectFour()
