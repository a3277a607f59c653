"""The test suite's tiers: which tests carry the markers ``gui``, ``sandbox`` and ``slow``
(registered in ``pyproject.toml``; applied by ``tests/conftest.py`` at collection, so no
test file spells them out).

- ``gui``: a test that uses pytest-qt's ``qtbot`` or ``qapp`` fixture, itself or through
  the fixtures it asks for (found by :func:`uses_fixture`; the session's autouse set-up
  does not count).
- ``sandbox``: every test in :data:`SANDBOX_TESTS`, the files that run students' code.
- ``slow``: every test whose node id starts with one of :data:`SLOW_TESTS`.

``pytest -m "not gui and not sandbox and not slow"`` is then the fast tier.
``python tests/tiers.py sandbox`` prints the sandbox files, one a line, for shell scripts
(e.g. ``.ci/run``'s forced-mode runs).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

#: The files whose tests run students' code (in the sandbox), relative to the repository.
SANDBOX_TESTS: tuple[str, ...] = (
    "tests/core/test_sandbox.py",
    "tests/exercises/test_exercises.py",
    "tests/exercises/test_exercises_cheats.py",
    "tests/games/fifteen/test_challenge_cli.py",
    "tests/games/tictactoe/test_tournament.py",
    "tests/lessons/test_lesson_programs.py",
    "tests/lessons/test_lessons_model.py",
)

#: Node id prefixes of the tests that take more than a few seconds each (picked from a
#: ``--durations`` run; a prefix may name a file, a test or one parametrisation).
SLOW_TESTS: tuple[str, ...] = ()

#: The fixtures that make a test a GUI test.
GUI_FIXTURES = frozenset({"qtbot", "qapp"})


class FixtureDef(Protocol):
    """The part of pytest's fixture definition used here: the fixtures it asks for."""

    argnames: Sequence[str]


def uses_fixture(
    wanted: frozenset[str], asked: Iterable[str], definitions: Mapping[str, Sequence[FixtureDef]]
) -> bool:
    """Whether the fixtures ``asked`` for (a test's own arguments), or those they ask for in
    turn (``definitions``: fixture name to its definitions, the last one in use, as pytest
    keeps them), include one of ``wanted``. Autouse fixtures are not followed unless asked."""
    seen: set[str] = set()
    todo = list(asked)
    while todo:
        name = todo.pop()
        if name in wanted:
            return True
        if name in seen:
            continue
        seen.add(name)
        chain = definitions.get(name) or ()
        if chain:
            todo.extend(chain[-1].argnames)
    return False


def is_slow(nodeid: str) -> bool:
    """Whether the test of node id ``nodeid`` (``tests/...py::name[param]``) is in
    :data:`SLOW_TESTS`: a prefix naming a file covers its tests, one naming a test its
    parametrisations, one ending in ``]`` that parametrisation only."""
    return any(nodeid == prefix or nodeid.startswith(prefix + ("[" if "::" in prefix else "::"))
               for prefix in SLOW_TESTS)


def is_sandbox(path: str) -> bool:
    """Whether the test file at ``path`` (relative to the repository, ``/`` separated) is
    one of :data:`SANDBOX_TESTS`."""
    return path in SANDBOX_TESTS


if __name__ == "__main__":  # pragma: no cover (a shell script's use)
    if sys.argv[1:] != ["sandbox"]:
        print("usage: python tests/tiers.py sandbox", file=sys.stderr)
        raise SystemExit(2)
    print("\n".join(SANDBOX_TESTS))
