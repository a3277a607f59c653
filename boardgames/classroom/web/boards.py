"""The seam between the pupils' web page and the games' own drawing (Qt-free).

The page shows every installed game without the plug-in writing web code: the server asks a
:class:`BoardFactory` (Qt's, :mod:`boardgames.kit.web_board`, given by the app or by
``boardgames class serve``) for a :class:`WebBoard` per pupil and game, which draws a state
as the desktop app's painter does and turns the pupil's clicks and keys into moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from boardgames.core.game import Game
from boardgames.core.plugins import GamePlugin


class WebBoard(Protocol):
    """One pupil's board of one game (one painter: it may keep a half-made gesture)."""

    def picture(self, state: Any, last_move: Any = None, *, hint: Any = None,
                interactive: bool = True, seat: int | None = None) -> dict[str, Any]:
        """``state`` drawn for the page: a JSON object ``{"svg": text, "width", "height",
        "cells": [{"x", "y", "w", "h", "words", ...}], "cursor": index or None}`` (see
        :mod:`boardgames.kit.web_board`); ``hint``: a move to point out; ``interactive``:
        the pupil is to move; ``seat``: the seat to move."""
        ...

    def press(self, state: Any, x: float, y: float) -> Sequence[Any]:
        """The moves a click at (``x``, ``y``) makes, in the picture's units (empty: none)."""
        ...

    def key(self, state: Any, key: str) -> Sequence[Any] | None:
        """The moves a key makes (``key``: a DOM ``KeyboardEvent.key``, "ArrowUp"); None
        when the board does not use that key."""
        ...

    def move_words(self, state: Any, move: Any) -> str:
        """``move`` (legal in ``state``) in the painter's words (the app's language)."""
        ...

    def reset(self) -> None:
        """The state changed otherwise than by this board's moves (a new game, a Solve's
        playback): forget a half-made gesture."""
        ...


class BoardFactory(Protocol):
    """Makes the boards of the installed games."""

    def board(self, plugin: GamePlugin, game: Game[Any, Any]) -> WebBoard:
        """A new board for ``game`` (built by ``plugin``'s rules)."""
        ...
