"""Golden playthroughs: whole games of a plug-in written out as text (Qt-free).

As OpenSpiel keeps one text file per game (``integration_tests/playthroughs/*.txt``), a
playthrough here records games played with a fixed seed: the settings used, the start
state's text, then for each ply the seat to move, the legal moves in the game's own
notation (:meth:`~boardgames.core.game.Game.move_to_str`), the move chosen and the
resulting state's text (:meth:`~boardgames.core.game.Game.state_to_text`); at the end
whether the state is terminal, the winner and the returns. The conformance test
regenerates each installed game's text and compares it with the file stored in
``tests/data/playthroughs/<id>.txt``, so a change in the rules' behaviour (a legal move
more or less, another order, another text, another outcome) shows as a readable diff;
``tools/playthroughs.py --update`` rewrites the files when the change is meant.

What a game records is declared by its plug-in (:attr:`GamePlugin.playthroughs
<boardgames.core.plugins.GamePlugin.playthroughs>`, a sequence of :class:`Playthrough`),
else :func:`default_playthroughs`. The moves are chosen by one ``random.Random(seed)``
(which also draws the start, through the plug-in's ``start`` function, as the game page
does), and a one-player puzzle may then be finished by a shortest solution found by the
core's breadth-first search (:func:`boardgames.core.search.textbook.breadth_first`).

This is in the core, not in ``tools/``, because the conformance test runs from an
installed copy too (where ``tools/`` is not importable) and plug-ins outside this
repository record their own games with it. The text is a record in notation (codes,
numbers and the games' own texts), not sentences for a person to read in their language.
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.game import Game
from boardgames.core.plugins import GamePlugin, load_attribute
from boardgames.core.search.problem import Problem
from boardgames.core.search.result import SOLVED
from boardgames.core.search.solve import solve
from boardgames.core.setup import Setup

#: Random moves at most when a playthrough plays at random "to the end" (a puzzle played
#: at random may never end).
MAX_RANDOM_MOVES = 200

#: Nodes breadth-first search may expand for a puzzle's shortest solution.
SOLVE_NODE_LIMIT = 200_000


@dataclass(frozen=True)
class Playthrough:
    """One recorded game of a plug-in.

    Attributes:
        seed: the seed of the ``random.Random`` that draws the start (the plug-in's
            ``start`` function) and chooses the random moves.
        settings: option values and start settings, as a level gives them
            (``{"rows": 3, "cols": 3, "shuffle": 12}``); options left out take their
            defaults.
        random_moves: how many moves are chosen at random (uniformly among the legal
            ones); ``None``: until the game ends, at most :data:`MAX_RANDOM_MOVES`.
        solve: after the random moves, finish a one-player puzzle by a shortest solution
            (breadth-first search, at most :data:`SOLVE_NODE_LIMIT` nodes expanded).
    """

    seed: int
    settings: Mapping[str, int | str] = field(default_factory=dict)
    random_moves: int | None = None
    solve: bool = False


def default_playthroughs(game: Game[Any, Any]) -> tuple[Playthrough, ...]:
    """What a plug-in that declares no playthroughs records: for a puzzle (one player),
    three random moves from the start and a shortest solution (seed 1); for a game of
    several players, three games of random moves to the end (seeds 1, 2, 3)."""
    if game.num_players == 1:
        return (Playthrough(seed=1, random_moves=3, solve=True),)
    return tuple(Playthrough(seed=seed) for seed in (1, 2, 3))


def declared(plugin: GamePlugin) -> tuple[Playthrough, ...]:
    """The playthroughs ``plugin`` records: its :attr:`~GamePlugin.playthroughs`, else
    :func:`default_playthroughs` of its rules.

    Raises:
        ValueError: the plug-in declares no rules, or an empty list of playthroughs.
        ImportError, AttributeError: the declared attribute cannot be loaded.
        TypeError: an item is not a :class:`Playthrough`.
    """
    if not plugin.rules:
        raise ValueError(f"the plug-in '{plugin.id}' declares no rules")
    if not plugin.playthroughs:
        return default_playthroughs(plugin.load_rules())
    found = tuple(load_attribute(plugin.playthroughs))
    if not all(isinstance(item, Playthrough) for item in found):
        raise TypeError(f"{plugin.playthroughs}: every item must be a boardgames.core.playthrough.Playthrough")
    if not found:
        raise ValueError(f"{plugin.playthroughs}: declares no playthrough")
    return found


def file_name(plugin_id: str) -> str:
    """The golden file's name for a plug-in: ``"<id>.txt"``."""
    return f"{plugin_id}.txt"


def record(plugin: GamePlugin) -> str:
    """The golden text of ``plugin``: a header (the game's id and seats), then each of
    :func:`declared`'s playthroughs, ending in a newline. Deterministic: the same code
    gives the same text.

    Raises:
        ValueError, TypeError, ImportError, AttributeError: a plug-in whose rules,
            options, start or playthroughs cannot be loaded (see :func:`declared` and
            :class:`~boardgames.core.setup.Setup`).
        Exception: whatever the game's own rules raise (an illegal move they list as
            legal, say).
    """
    setup, playthroughs = Setup(plugin), declared(plugin)
    game = setup.rules(setup.values())
    seats = ", ".join(game.seat_name(seat) for seat in range(game.num_players))
    lines = [
        f"# Golden playthroughs of '{plugin.id}', written by boardgames.core.playthrough and",
        "# compared with the code by the conformance test; rewrite: tools/playthroughs.py --update",
        f"game: {plugin.id}",
        f"players: {game.num_players} ({seats})",
        f"playthroughs: {len(playthroughs)}",
    ]
    for number, playthrough in enumerate(playthroughs, 1):
        lines += ["", *_one(setup, playthrough, number)]
    return "\n".join(lines) + "\n"


def _one(setup: Setup, playthrough: Playthrough, number: int) -> list[str]:
    """The lines of one playthrough: its heading, the start, every ply and the end."""
    values = setup.values(playthrough.settings)
    game = setup.rules(values)
    rng = random.Random(playthrough.seed)
    state = setup.start(game, {**values, **playthrough.settings}, rng)
    lines = [f"== {number}: seed {playthrough.seed}, {_settings_text(values, playthrough.settings)}; "
             f"{_plan_text(playthrough)}", f"start: {game.state_to_text(state)}"]
    plies = 0
    limit = MAX_RANDOM_MOVES if playthrough.random_moves is None else playthrough.random_moves
    while plies < limit and (moves := [] if game.is_terminal(state) else list(game.legal_moves(state))):
        plies += 1
        state = _play(game, state, rng.choice(moves), plies, "random", lines)
    if playthrough.solve and not game.is_terminal(state):
        solution = _shortest(game, state)
        if solution is None:
            lines.append(f"solution: none within {SOLVE_NODE_LIMIT} nodes")
        for move in solution or ():
            plies += 1
            state = _play(game, state, move, plies, "shortest solution", lines)
    return lines + _end(game, state, plies)


def _play(game: Game[Any, Any], state: Any, move: Any, ply: int, how: str, lines: list[str]) -> Any:
    """Make ``move`` (chosen ``how``) in ``state`` as ply number ``ply``: append its four
    lines to ``lines`` and return the state after it."""
    seat = game.to_move(state)
    child = game.apply(state, move)
    lines += [f"ply {ply}: {'nobody' if seat is None else game.seat_name(seat)} to move",
              f"  legal: {' '.join(game.move_to_str(state, m) for m in game.legal_moves(state))}",
              f"  move: {game.move_to_str(state, move)} ({how})",
              f"  state: {game.state_to_text(child)}"]
    return child


def _end(game: Game[Any, Any], state: Any, plies: int) -> list[str]:
    """The closing lines: terminal or not after ``plies`` moves, the winner and returns."""
    outcome = game.outcome(state)
    if not game.is_terminal(state) or outcome is None:
        return [f"end: {plies} moves, not terminal"]
    winner = "none (a draw)" if outcome.winner is None else game.seat_name(outcome.winner)
    returns = " ".join(f"{value:g}" for value in outcome.returns)
    return [f"end: {plies} moves, terminal", f"  winner: {winner}", f"  returns: {returns}"]


def _shortest(game: Game[Any, Any], state: Any) -> list[Any] | None:
    """A shortest solution of the puzzle ``game`` from ``state`` (breadth-first search),
    or ``None`` when none is found within :data:`SOLVE_NODE_LIMIT` expansions."""
    result = solve(Problem.of(game, state), "bfs", node_limit=SOLVE_NODE_LIMIT)
    return list(result.moves) if result.status == SOLVED else None


def _settings_text(values: Mapping[str, Any], given: Mapping[str, Any]) -> str:
    """``key=value`` for every option (in declaration order), then the start settings
    given that are not options (sorted); ``"defaults"`` when there are none."""
    extra = {key: given[key] for key in sorted(given) if key not in values}
    words = [f"{key}={value}" for key, value in {**values, **extra}.items()]
    return " ".join(words) if words else "defaults"


def _plan_text(playthrough: Playthrough) -> str:
    """How the moves are chosen, in a few words."""
    random_part = ("random moves to the end" if playthrough.random_moves is None
                   else f"{playthrough.random_moves} random moves")
    return random_part + (", then a shortest solution" if playthrough.solve else "")


def diff(stored: str, fresh: str, name: str) -> str:
    """A unified diff from the ``stored`` golden text to the ``fresh`` one, ``""`` when
    they are equal; ``name`` labels the two sides (``"fifteen.txt"``)."""
    lines = difflib.unified_diff(stored.splitlines(keepends=True), fresh.splitlines(keepends=True),
                                 f"{name} (stored)", f"{name} (from the code)")
    return "".join(lines)
