"""The rules of the Towers of Hanoi (Qt-free): n disks of different sizes on three pegs,
A, B and C. At the start every disk is on A, the largest at the bottom; the goal is the
same tower on C. A move carries the top disk of one peg onto another peg that is empty or
whose top disk is larger. The shortest solution takes 2^n - 1 moves.

States are immutable: ``pegs``, three tuples of disks from the bottom up (disk 1 is the
smallest, disk n the largest). A move is ``(source, target)``, pegs numbered 0, 1, 2; its
notation is ``"A→C"``.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.game import Game, IllegalMoveError, Outcome, PositionError
from boardgames.core.i18n import QT_TRANSLATE_NOOP
from boardgames.core.options import Option

Move = tuple[int, int]
PEGS = "ABC"
#: The goal peg (C).
GOAL = 2
#: Why a move is not legal (:func:`refusal`): the source peg has no disk; the disk is
#: larger than the target's top disk; source and target are the same peg.
EMPTY, LARGER, SAME = "empty", "larger", "same"
MOST_DISKS = 8

OPTIONS = (Option("disks", QT_TRANSLATE_NOOP("hanoi", "Disks"), 3, 1, MOST_DISKS),)


@dataclass(frozen=True)
class State:
    """A position: the disks on each peg, from the bottom up (see the module)."""

    pegs: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]

    def top(self, peg: int) -> int | None:
        """The top disk of ``peg``, or None when it is empty."""
        return self.pegs[peg][-1] if self.pegs[peg] else None


def refusal(state: State, move: Move) -> str | None:
    """Why ``move`` is not legal in ``state`` (:data:`EMPTY`, :data:`LARGER`, :data:`SAME`),
    or None when it is. Raises IndexError for a peg that is not 0, 1 or 2."""
    source, target = move
    disk, below = state.top(source), state.top(target)
    if source == target:
        return SAME
    if disk is None:
        return EMPTY
    return LARGER if below is not None and below < disk else None


class Hanoi(Game[State, Move]):
    """The Towers of Hanoi with ``disks`` disks (1 to 8).

    Raises:
        ValueError: for a number of disks outside 1..8.
    """

    num_players = 1
    seat_names = (QT_TRANSLATE_NOOP("hanoi", "Player"),)

    def __init__(self, disks: int = 3):
        if not 1 <= disks <= MOST_DISKS:
            raise ValueError(f"the Towers of Hanoi have 1 to {MOST_DISKS} disks, not {disks}")
        self.disks = disks
        self.tower = tuple(range(disks, 0, -1))

    def initial_state(self) -> State:
        return State((self.tower, (), ()))

    def is_terminal(self, state: State) -> bool:
        return state.pegs[GOAL] == self.tower

    def legal_moves(self, state: State) -> list[Move]:
        if self.is_terminal(state):
            return []
        return [(s, t) for s in range(3) for t in range(3) if refusal(state, (s, t)) is None]

    def apply(self, state: State, move: Move) -> State:
        source, target = move
        if not (0 <= source < 3 and 0 <= target < 3):
            raise IllegalMoveError(f"pegs are 0, 1 and 2, not {move!r}")
        why = refusal(state, move)
        if why is not None or self.is_terminal(state):
            raise IllegalMoveError(why or "the puzzle is solved")
        pegs = list(state.pegs)
        disk = pegs[source][-1]
        pegs[source] = pegs[source][:-1]
        pegs[target] = pegs[target] + (disk,)
        return State((pegs[0], pegs[1], pegs[2]))

    def outcome(self, state: State) -> Outcome | None:
        return Outcome(0, (1.0,)) if self.is_terminal(state) else None

    def move_to_str(self, state: State, move: Move) -> str:
        return f"{PEGS[move[0]]}→{PEGS[move[1]]}"

    def move_to_json(self, move: Move) -> str:
        return PEGS[move[0]] + PEGS[move[1]]

    def move_from_json(self, value: object) -> Move:
        text = str(value).strip().upper()
        if len(text) != 2 or not set(text) <= set(PEGS):
            raise ValueError(f"a move is two pegs' letters, 'AC': {value!r}")
        return PEGS.index(text[0]), PEGS.index(text[1])

    def state_to_text(self, state: State) -> str:
        """Each peg's disks from the bottom up, ``-`` for an empty one: ``"321/-/-"``."""
        return "/".join("".join(str(d) for d in peg) or "-" for peg in state.pegs)

    def state_from_text(self, text: str) -> State:
        """The state :meth:`state_to_text` wrote.

        Raises:
            PositionError: (the core's) when ``text`` is not a position; its code says
                why, its message in English.
        """
        parts = text.strip().split("/")
        if len(parts) != 3 or not all(p.strip() == "-" or p.strip() and set(p.strip()) <= set("123456789")
                                      for p in parts):
            raise PositionError("pegs", (text,),
                                f"a position is three pegs separated by '/', each its disks or '-': {text!r}")
        pegs = [tuple(int(d) for d in p.strip()) if p.strip() != "-" else () for p in parts]
        if sorted(d for peg in pegs for d in peg) != list(range(1, self.disks + 1)):
            raise PositionError("disks", (text,), f"the disks are 1 to {self.disks}, each on one peg: {text!r}")
        if any(list(peg) != sorted(peg, reverse=True) for peg in pegs):
            raise PositionError("order", (text,), f"a larger disk lies on a smaller one: {text!r}")
        return State((pegs[0], pegs[1], pegs[2]))


def create(disks: int = 3) -> Hanoi:
    """The rules factory named in the plug-in descriptor (``disks``: the option)."""
    return Hanoi(disks)
