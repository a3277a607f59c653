"""What a plug-in's panel may offer the game page: its hooks, declared (no Qt needed here).

A panel is whatever a plug-in's ``GamePlugin.panels`` entry builds from the page (a
``QWidget`` made by ``factory(page)``). It offers any of the hooks below, or none: the page
asks ``isinstance(panel, SolverPanel)`` (and so on) and calls a hook only where the panel
has it; a panel with no hook is just shown. Each hook is a :func:`typing.runtime_checkable`
Protocol of one method, so a panel satisfies it by having the method (a Qt widget cannot
subclass a Protocol: the metaclasses differ); an attribute set to ``None`` counts as absent.

Where the page calls them:

* :class:`SolverPanel`, :class:`RefusingPanel`, :class:`AnytimePanel`,
  :class:`ResultWordingPanel`: the puzzle box (``PuzzleBox.solver``, ``refusal``,
  ``anytime``, ``result_text`` in :mod:`boardgames.kit.page.puzzle`), one-player games only;
* :class:`ProgressWordingPanel`: the progress line (``PageTexts.progress_words``);
* :class:`RefreshingPanel`, :class:`EventListener`, :class:`ShuttingDownPanel`: the page
  itself (``GamePage.refresh``, ``_on_event``, ``shutdown`` in :mod:`boardgames.kit.page.page`).

The model: ``SearchPanel`` in ``boardgames/games/fifteen/ui/panels.py`` offers all but
``on_event``; its ``PositionPanel`` only ``refresh``.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from boardgames.core import events as ev
from boardgames.core.players import Player


@runtime_checkable
class SolverPanel(Protocol):
    """A panel that chooses the player of Solve and Hint; the page puts it in its Solve box
    (under the playback), not among the other panels."""

    def solver(self, purpose: str) -> Player:
        """The player to ask, on each click of Solve (``purpose`` ``ev.SOLVE``) or Hint
        (``ev.HINT``, when no kept plan gives the next move). The first panel that offers
        it wins; without one the page asks the plug-in's first offered player."""
        ...


@runtime_checkable
class RefusingPanel(Protocol):
    """A panel that can say why a position is not searched at all."""

    def refuse(self, state: Any) -> str:
        """Why Solve or Hint does not search ``state`` (the game's state shown: solved,
        cannot be solved), in the user's words, or "" to search it. Called on each click,
        before :meth:`SolverPanel.solver`; the first non-empty answer is shown instead."""
        ...


@runtime_checkable
class AnytimePanel(Protocol):
    """A panel that knows whether Solve runs an anytime search."""

    def anytime(self) -> bool:
        """True when Solve on the position shown runs an anytime search (its best solution
        so far can be played while it goes on: the page offers "Play best so far").
        Called on each refresh of the puzzle box; True if any panel says so."""
        ...


@runtime_checkable
class ResultWordingPanel(Protocol):
    """A panel that words the end of a search."""

    def result_text(self, event: ev.Event) -> str:
        """The puzzle box's line after a search ended (``event``: its ``DecisionReady`` or
        ``ThinkingStopped``), or "" where the page's own words will do. The first
        non-empty answer is shown."""
        ...


@runtime_checkable
class ProgressWordingPanel(Protocol):
    """A panel that words a running search's progress."""

    def progress_text(self, progress: ev.SearchProgress) -> str:
        """The progress line for ``progress`` (every report of a search, a few a second).
        The first panel that offers it words every report; else the page's own words."""
        ...


@runtime_checkable
class RefreshingPanel(Protocol):
    """A panel that follows the position shown."""

    def refresh(self) -> None:
        """Bring the panel up to date: called after every event that changes what the
        page shows (a move, undo, new game, other options), after the page's own parts."""
        ...


@runtime_checkable
class EventListener(Protocol):
    """A panel (or a part of the page) that hears every session event."""

    def on_event(self, event: ev.Event) -> None:
        """Called with each of the session's events (moves, thinking, search progress)
        before the page redraws for it."""
        ...


@runtime_checkable
class ShuttingDownPanel(Protocol):
    """A panel with work of its own to stop (a background build, a timer)."""

    def shutdown(self) -> None:
        """Stop it: the page closes (its window, or another page replaces it). Called
        once, after the puzzle box's searches are stopped."""
        ...
