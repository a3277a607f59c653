"""The test suite's tiers: which tests carry the markers ``gui``, ``browser``, ``sandbox`` and ``slow``
(registered in ``pyproject.toml``; applied by ``tests/conftest.py`` at collection, so no
test file spells them out).

- ``gui``: a test that uses pytest-qt's ``qtbot`` or ``qapp`` fixture, itself or through
  the fixtures it asks for (found by :func:`uses_fixture`; the session's autouse set-up
  does not count).
- ``browser``: a test that drives the pupils' web page in headless Chromium (it asks for
  the ``browser`` fixture, itself or through ``pupil``).
- ``sandbox``: every test in :data:`SANDBOX_TESTS`, the files that run students' code
  (those ``.ci/run`` runs again in every sandbox mode), and in :data:`ALSO_IN_THE_SANDBOX`.
- ``slow``: every test whose node id starts with one of :data:`SLOW_TESTS`.

``pytest -m "not gui and not browser and not sandbox and not slow"`` is then the fast tier.
``python tests/tiers.py sandbox`` prints the sandbox files, one a line, for shell scripts
(e.g. ``.ci/run``'s forced-mode runs).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

#: The files whose tests run students' code (in the sandbox), relative to the repository.
SANDBOX_TESTS: tuple[str, ...] = (
    "tests/core/sandbox/test_sandbox.py",
    "tests/exercises/test_exercises.py",
    "tests/exercises/test_exercises_cheats.py",
    "tests/games/fifteen/test_challenge_cli.py",
    "tests/games/tictactoe/test_tournament.py",
    "tests/lessons/test_lesson_programs.py",
    "tests/lessons/test_lessons_model.py",
)

#: Files whose tests also run students' code in the sandbox, in its default mode only
#: (marked ``sandbox`` too, though ``.ci/run`` does not rerun them in every mode).
ALSO_IN_THE_SANDBOX: tuple[str, ...] = (
    "tests/exercises/test_exercise_slips.py",
)

#: Node id prefixes of the tests that take more than a few seconds each (picked from a
#: ``--durations=60`` run of the tests that are neither gui nor sandbox: over 4 s each
#: on this 2-core machine under load; a prefix may name a file, a test or one
#: parametrisation).
SLOW_TESTS: tuple[str, ...] = (
    "tests/app/test_app.py::test_bad_command_line_exits_2_with_one_line",
    "tests/app/test_app.py::test_screenshot_command_writes_png",
    "tests/classroom/test_class_cli.py::test_a_check_for_an_unreachable_class_is_kept_and_sent_later",
    "tests/classroom/test_class_cli.py::test_a_served_class_is_found_on_the_network",
    "tests/classroom/test_class_cli.py::test_players_reach_the_teacher_and_play_their_tournament",
    "tests/classroom/test_class_cli.py::test_students_check_and_submit_the_teacher_reads_the_grid",
    "tests/classroom/test_class_cli.py::test_three_student_processes_submit_at_once",
    "tests/classroom/test_class_live.py::test_the_class_tournament_leaderboard_and_grid_follow_the_class",
    "tests/classroom/test_hostile_connections.py::"
    "test_under_a_low_open_file_limit_idle_connections_held_open_lock_nobody_out",
    "tests/core/test_record.py::test_any_near_record_gives_a_record_or_a_record_error",
    "tests/games/fifteen/search/test_fifteen_build_phase.py::test_a_child_process_compiles_into_numbas_cache",
    "tests/games/fifteen/search/test_fifteen_frames.py::test_anytime_on_7x7_beats_the_decomposition_bound_of_two",
    "tests/games/fifteen/search/test_fifteen_heuristics.py::"
    "test_linear_conflict_plus_last_moves_never_overestimates_and_adds_moves[3-3]",
    "tests/games/fifteen/search/engines/test_fifteen_pdb24.py::test_after_late_after_the_beams_run_wider_beams_from_the_start",
    "tests/games/fifteen/test_fifteen_rules.py::test_solvability_rule_matches_breadth_first_search_on_every_board[3-3]",
    "tests/games/fifteen/search/test_fifteen_search.py::test_optimal_algorithms_match_breadth_first_distances[bfs-auto-3-3-8]",
    "tests/games/fifteen/search/engines/test_fifteen_windows.py::test_a_solution_with_a_detour_loses_it_and_still_solves",
    "tests/lessons/test_lesson_tictactoe.py::test_alphabeta_scores_and_moves_like_minimax",
)

#: The fixtures that make a test a GUI test.
GUI_FIXTURES = frozenset({"qtbot", "qapp"})
#: The fixtures that make a test a browser test (headless Chromium, tests/classroom/web/conftest.py).
BROWSER_FIXTURES = frozenset({"browser"})


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
    one of :data:`SANDBOX_TESTS` or :data:`ALSO_IN_THE_SANDBOX`."""
    return path in SANDBOX_TESTS or path in ALSO_IN_THE_SANDBOX


if __name__ == "__main__":  # pragma: no cover (a shell script's use)
    if sys.argv[1:] != ["sandbox"]:
        print("usage: python tests/tiers.py sandbox", file=sys.stderr)
        raise SystemExit(2)
    print("\n".join(SANDBOX_TESTS))
