"""The rules of Nim (Qt-free): heaps of matches; the two players take turns, and a move
takes one or more matches from one heap; who takes the last match wins (normal play).

States are immutable: ``heaps`` (the matches in each heap, from the left) and ``turn``
(the seat to move: 0 Red, 1 Blue; once the last match is gone, the seat that would move
next: the loser). A move is ``(heap, count)``: take ``count`` matches from heap number
``heap`` (0-based). Its notation names the heap by a letter: ``"B-3"`` takes 3 from B.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from boardgames.core.game import Game, IllegalMoveError, Outcome, PositionError
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.options import Option

Move = tuple[int, int]
LETTERS = "ABCDEFGH"
#: The most matches a heap may hold (the text form refuses more).
MOST_MATCHES = 15
SEATS = "rb"  # the text form's letter of the seat to move
#: The option value of random heaps: 3 to 5 heaps of 1 to RANDOM_MOST matches.
RANDOM, RANDOM_MOST = "random", 7

OPTIONS = (
    Option("heaps", QT_TRANSLATE_NOOP("nim", "Heaps"), "3 4 5", choices=(
        ("2 3", QT_TRANSLATE_NOOP("nim", "2, 3 (tiny)")),
        ("1 2 3", QT_TRANSLATE_NOOP("nim", "1, 2, 3")),
        ("3 4 5", QT_TRANSLATE_NOOP("nim", "3, 4, 5")),
        ("3 5 7", QT_TRANSLATE_NOOP("nim", "3, 5, 7")),
        ("1 3 5 7", QT_TRANSLATE_NOOP("nim", "1, 3, 5, 7")),
        (RANDOM, QT_TRANSLATE_NOOP("nim", "Random")),
    )),
)


@dataclass(frozen=True)
class State:
    """A position: the matches in each heap, and the seat to move (see the module)."""

    heaps: tuple[int, ...]
    turn: int = 0


class Nim(Game[State, Move]):
    """Nim in normal play; Red (seat 0) moves first.

    Args:
        heaps: the matches in each heap at the start (1 to 8 heaps).
        random_start: new games start from random heaps instead (see :func:`start`); the
            rules then fit every random start.

    Raises:
        ValueError: for no heaps, more than 8, or a heap outside 1..MOST_MATCHES.
    """

    num_players = 2
    seat_names = (QT_TRANSLATE_NOOP("nim", "Red"), QT_TRANSLATE_NOOP("nim", "Blue"))

    def __init__(self, heaps: tuple[int, ...] = (3, 4, 5), random_start: bool = False):
        if not 1 <= len(heaps) <= len(LETTERS) or not all(1 <= h <= MOST_MATCHES for h in heaps):
            raise ValueError(f"Nim has 1 to {len(LETTERS)} heaps of 1 to {MOST_MATCHES} matches: {heaps}")
        self.heaps, self.random_start = tuple(heaps), random_start

    @property
    def tallest(self) -> int:
        """The largest heap at the start (the painter makes room for it)."""
        return max(self.heaps)

    def initial_state(self) -> State:
        return State(self.heaps)

    def is_terminal(self, state: State) -> bool:
        return not any(state.heaps)

    def legal_moves(self, state: State) -> list[Move]:
        return [(heap, count) for heap, size in enumerate(state.heaps) for count in range(1, size + 1)]

    def apply(self, state: State, move: Move) -> State:
        heap, count = move
        if not 0 <= heap < len(state.heaps):
            raise IllegalMoveError(f"there is no heap {heap} (0..{len(state.heaps) - 1})")
        if not 1 <= count <= state.heaps[heap]:
            raise IllegalMoveError(f"heap {LETTERS[heap]} has {state.heaps[heap]} matches; "
                                   f"a move takes 1 to all of them, not {count}")
        heaps = state.heaps[:heap] + (state.heaps[heap] - count,) + state.heaps[heap + 1:]
        return State(heaps, 1 - state.turn)

    def to_move(self, state: State) -> int | None:
        return None if self.is_terminal(state) else state.turn

    def outcome(self, state: State) -> Outcome | None:
        if not self.is_terminal(state):
            return None
        winner = 1 - state.turn  # who took the last match
        return Outcome(winner, (1.0, -1.0) if winner == 0 else (-1.0, 1.0))

    def move_to_str(self, state: State, move: Move) -> str:
        return f"{LETTERS[move[0]]}-{move[1]}"

    def move_to_json(self, move: Move) -> str:
        return self.move_to_str(State(()), move)

    def move_from_json(self, value: object) -> Move:
        text = str(value).strip().upper()
        letter, dash, count = text.partition("-")
        if not dash or len(letter) != 1 or letter not in LETTERS or not count.isdecimal():
            raise ValueError(f"a move is a heap's letter and a count, 'B-3': {value!r}")
        return LETTERS.index(letter), int(count)

    def state_to_text(self, state: State) -> str:
        """The heaps' sizes, then ``/`` and who moves: ``"3 4 5 / r"`` (``r`` Red, ``b`` Blue)."""
        return f"{' '.join(str(h) for h in state.heaps)} / {SEATS[state.turn]}"

    def state_from_text(self, text: str) -> State:
        """The state :meth:`state_to_text` wrote.

        Raises:
            PositionError: (the core's) when ``text`` is not a position; its code says
                why, its message in English.
        """
        sizes, slash, seat = text.strip().lower().rpartition("/")
        if not slash or seat.strip() not in ("r", "b"):
            raise PositionError("form", (text,),
                                f"a position is the heaps' sizes, '/' and who moves (r or b): {text!r}")
        heaps = tuple(int(word) for word in sizes.split() if word.isdecimal())
        if len(heaps) != len(sizes.split()) or not 1 <= len(heaps) <= len(LETTERS):
            raise PositionError("heaps", (text,), f"1 to {len(LETTERS)} heaps, each a number of matches: {text!r}")
        if any(h > MOST_MATCHES for h in heaps):
            raise PositionError("too-many", (text,), f"a heap holds at most {MOST_MATCHES} matches: {text!r}")
        return State(heaps, SEATS.index(seat.strip()))


def nim_sum(heaps: tuple[int, ...]) -> int:
    """The heaps' sizes combined by exclusive or (binary addition without carry): the
    player to move can win exactly when it is not 0 (Bouton 1901)."""
    total = 0
    for size in heaps:
        total ^= size
    return total


def create(heaps: str = "3 4 5") -> Nim:
    """The rules factory named in the plug-in descriptor: ``heaps`` is an option's value,
    the sizes separated by spaces, or ``"random"`` (rules that fit every random start).

    Raises:
        ValueError: for sizes that are not numbers or outside Nim's limits.
    """
    if heaps == RANDOM:
        return Nim((RANDOM_MOST,) * 5, random_start=True)
    return Nim(tuple(int(word) for word in heaps.split()))


def start(game: Nim, rng: random.Random) -> State:
    """A new game's position: the rules' heaps, or for rules made for random heaps 3 to 5
    heaps of 1 to 7 matches whose nim-sum is not 0 (so the first player can win)."""
    if not game.random_start:
        return game.initial_state()
    while True:
        sizes = tuple(rng.randint(1, RANDOM_MOST) for _ in range(rng.randint(3, 5)))
        if nim_sum(sizes):
            return State(sizes)
