"""Levels, "How to play" cards and results from the player's side (Qt-free).

A plug-in declares its levels (:class:`Level`): level 1 is the easiest and a child must be
able to win it; each level names the game's own settings (a board size and shuffle depth,
a computer player and its mistakes, a search depth). The app shows one "Level ‹ N ›"
control for every game and applies the chosen level through the game's page.

A plug-in also gives a :class:`HowToPlay` card: its goal, rules and keys in English,
translated by the app in the plug-in's translation context (its id).

:func:`human_result` says how a finished game ended *for the human at the board* (won,
lost, draw, solved), which the app's shared result overlay shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.game import Outcome

#: :func:`human_result` values; ASSISTED is a puzzle whose last move the computer's
#: solution played (not the player's success, so no level up).
WIN, LOSS, DRAW, SOLVED, OVER = "win", "loss", "draw", "solved", "over"
ASSISTED = "assisted"


@dataclass(frozen=True)
class Level:
    """One level of a game.

    Attributes:
        title: a few English words on what the level is (``"3x3, 3 moves from solved"``),
            translated by the app in the plug-in's context.
        settings: the game's own settings for this level (keys and values documented by
            the plug-in, e.g. ``{"rows": 3, "cols": 3, "shuffle": 3}``).
    """

    title: str
    settings: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class HowToPlay:
    """A game's "How to play" card, in English (the app translates each text).

    Attributes:
        goal: one sentence: what you try to do (also shown under the board).
        rules: the rules, one short sentence each.
        keys: ``(key, what it does)`` pairs, e.g. ``("Arrow keys", "slide a tile")``.
    """

    goal: str
    rules: tuple[str, ...] = ()
    keys: tuple[tuple[str, str], ...] = ()


def clamp_level(number: object, levels: Sequence[Level]) -> int:
    """``number`` as a valid 1-based level of ``levels`` (1 for anything unusable, e.g. a
    damaged setting; the last level for a number beyond it)."""
    if not levels or not isinstance(number, int) or isinstance(number, bool) or number < 1:
        return 1
    return min(number, len(levels))


def next_level(number: int, result: str, levels: Sequence[Level], advance: bool) -> int:
    """The level after a game at level ``number`` that ended with ``result`` (a
    :func:`human_result` value): one up after a win or a solved puzzle when ``advance`` is
    on and there is a higher level; otherwise the same level."""
    number = clamp_level(number, levels)
    if advance and result in (WIN, SOLVED) and number < len(levels):
        return number + 1
    return number


def human_result(outcome: Outcome | None, humans: Sequence[int], players: int) -> str:
    """How a finished game ended for the human seats ``humans`` (seat indexes).

    Returns :data:`SOLVED` for a one-player puzzle that ended (:data:`ASSISTED` when
    ``humans`` is empty: the computer's solution played its last move), :data:`WIN` when
    a human seat won, :data:`LOSS` when only computers won, :data:`DRAW` when nobody won,
    and :data:`OVER` when there is no human seat (computer against computer) or no
    outcome.
    """
    if outcome is None:
        return OVER
    if players == 1:
        return SOLVED if humans else ASSISTED
    if not humans:
        return OVER
    if outcome.winner is None:
        return DRAW
    return WIN if outcome.winner in humans else LOSS
