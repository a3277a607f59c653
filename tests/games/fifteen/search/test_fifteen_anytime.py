"""The anytime solver: an answer at once on every board, shorter ones after, never past its
time limit; the lower bound never above the optimum; Solve in the app and the command line
use it above 4x4, and Cancel keeps the best solution found so far."""

import json
import random
import time

import pytest

from boardgames.core import events as ev
from boardgames.core.players import Budget
from boardgames.games.fifteen import board as B
from boardgames.games.fifteen.cli import main
from boardgames.games.fifteen.engine_cli import korf_to_ours
from boardgames.games.fifteen.players import SolverPlayer
from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.games.fifteen.search.anytime import solve_anytime
from boardgames.games.fifteen.search.decompose import decompose, sub_board
from boardgames.games.fifteen.search.heuristics import get_heuristic
from boardgames.games.fifteen.shuffle import random_solvable
from tests import paths

DATA = paths.ROOT / "boardgames" / "games" / "fifteen" / "data"


@pytest.fixture(scope="module", autouse=True)
def databases_44():
    """The anytime solver builds the 4x4 pattern databases before it searches (a phase of
    its own, see tests/games/fifteen/search/test_fifteen_build_phase.py): have them ready, so the timings here
    measure the search."""
    from boardgames.games.fifteen.search.pdb.tables import load_databases

    return load_databases(4, 4)


def replays_to_goal(board, rows, cols, moves):
    return B.is_goal(B.apply_moves(board, rows, cols, moves))


@pytest.mark.parametrize("rows, cols, seed", [(5, 5, 1), (6, 6, 2), (5, 7, 3)])
def test_improvements_are_valid_and_strictly_shorter(rows, cols, seed):
    board = random_solvable(rows, cols, random.Random(seed))
    seen = []
    # Stop after the first search result rather than after a fixed time: a slow or busy
    # machine (numba compiling on a fresh install) takes longer, and this test is about
    # what the improvements are, not how fast they come (see benchmarks/ for speed).
    result = solve_anytime(board, rows, cols, time_limit=120.0,
                           on_improvement=lambda found, moves: seen.append((found, moves)),
                           budget=Budget(cancelled=lambda: len(seen) >= 2))
    assert result.status in ("solved", "cancelled")
    assert len(seen) >= 2  # the human solution, then at least one search result
    lengths = [found.length for found, _ in seen]
    assert lengths == sorted(set(lengths), reverse=True)
    for found, moves in seen:
        assert len(moves) == found.length
        assert replays_to_goal(board, rows, cols, moves)
    assert result.moves == seen[-1][1]
    assert [i.length for i in result.improvements] == lengths
    assert result.lower_bound <= result.length


def test_time_limit_is_respected():
    board = random_solvable(8, 8, random.Random(5))
    start = time.perf_counter()
    result = solve_anytime(board, 8, 8, time_limit=1.0)
    assert time.perf_counter() - start < 8.0  # generous margin on a shared machine
    assert replays_to_goal(board, 8, 8, result.moves)
    assert not result.optimal


@pytest.mark.parametrize("side", [6, 8])
def test_first_answer_is_valid_and_quick(side):
    board = random_solvable(side, side, random.Random(side))
    first = []
    start = time.perf_counter()

    def keep(found, moves):
        if not first:
            first.append((time.perf_counter() - start, moves))

    solve_anytime(board, side, side, time_limit=0.5, on_improvement=keep)
    seconds, moves = first[0]
    assert replays_to_goal(board, side, side, moves)
    assert seconds < 5.0


def test_lower_bound_is_admissible_on_korf_positions():
    lines = (DATA / "korf100.tsv").read_text().splitlines()[1:]
    for line in lines[:4]:
        _, optimal, tiles = line.split("\t")
        board = korf_to_ours(tuple(int(t) for t in tiles.split()))
        result = solve_anytime(board, 4, 4)
        assert result.optimal and result.length == int(optimal)
        assert result.lower_bound <= int(optimal)
        assert get_heuristic("linear-conflict", 4, 4).h(board) <= int(optimal)


def test_large_lower_bound_is_linear_conflict_with_last_moves_and_below_the_answer():
    from boardgames.games.fifteen.search.heuristics import LineConflicts
    from boardgames.games.fifteen.search.last_moves import last_moves_bonus

    board = random_solvable(6, 6, random.Random(1))
    assert last_moves_bonus(board, 6, 6, LineConflicts(6, 6)) == 2  # the term shows here
    result = solve_anytime(board, 6, 6, time_limit=0.5)
    assert result.lower_bound == get_heuristic("linear-conflict", 6, 6).h(board) + 2
    assert result.lower_bound <= result.length


def test_unsolvable_position_is_refused():
    board = B.goal(5, 5)
    cells = list(board)
    cells[0], cells[1] = cells[1], cells[0]
    result = solve_anytime(tuple(cells), 5, 5)
    assert result.status == "unsolvable" and not result.moves
    assert result.message


def test_solved_board_needs_no_moves():
    result = solve_anytime(B.goal(6, 6), 6, 6, time_limit=1.0)
    assert result.moves == [] and result.optimal


def test_a_cancel_keeps_the_best_so_far():
    board = random_solvable(7, 7, random.Random(4))
    result = solve_anytime(board, 7, 7, time_limit=30.0, budget=Budget(cancelled=lambda: True))
    assert result.status == "cancelled"
    assert result.moves == [] or replays_to_goal(board, 7, 7, result.moves)


def test_decomposition_beats_the_human_solver():
    from boardgames.games.fifteen.search import solve

    board = random_solvable(6, 6, random.Random(11))
    moves = decompose(board, 6, 6, configs=[(4.0, 8), (3.0, 4)],
                      finish=lambda part, h, w: solve(part, h, w, "human").moves)
    assert replays_to_goal(board, 6, 6, moves)
    assert len(moves) < solve(board, 6, 6, "human").length


def test_sub_board_relabels_the_rest():
    board = B.goal(6, 6)
    assert sub_board(board, 6, 6, 2, 2) == B.goal(4, 4)


def test_solver_player_reports_best_so_far_and_answers_with_the_plan():
    board = random_solvable(6, 6, random.Random(12))
    reports = []
    budget = Budget(seconds=1.5, report=reports.append)
    decision = SolverPlayer(time_limit=1.5).choose(SlidingPuzzle(6, 6), board, budget)
    assert replays_to_goal(board, 6, 6, decision.plan)
    assert decision.optimal is False
    best = [r.best_so_far for r in reports if r.best_so_far]
    assert best and best[-1] == len(decision.plan)
    assert all(r.lower_bound for r in reports if r.best_so_far)


def test_cli_anytime_json(capsys):
    board = random_solvable(6, 6, random.Random(13))
    code = main(["solve", ",".join(map(str, board)), "--time-limit", "1", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert replays_to_goal(board, 6, 6, out["moves"])
    assert out["optimal"] is False and 0 < out["lower_bound"] <= out["length"]
    assert out["improvements"][-1]["length"] == out["length"]
    assert all(i["seconds"] >= 0 for i in out["improvements"])


@pytest.mark.parametrize("value", ["0", "-3", "nan", "soon"])
def test_cli_bad_time_limit(value, capsys):
    board = random_solvable(5, 5, random.Random(1))
    code = main(["solve", ",".join(map(str, board)), "--time-limit", value])
    err = capsys.readouterr().err
    assert code == 2 and len(err.strip().splitlines()) == 1 and "time-limit" in err


def test_gui_cancel_keeps_the_best_solution(window, qtbot):
    from PySide6.QtCore import Qt

    from boardgames.games.fifteen.ui.panels import SearchPanel

    qtbot.mouseClick(window.start_page.cards["fifteen"], Qt.LeftButton)
    view = window.current_view()
    view.board.set_animation_ms(0)
    panel = next(p for p in view.extra if isinstance(p, SearchPanel))
    spin = panel.time_limit
    assert not spin.isVisibleTo(panel)  # 3x3 (level 1): Solve is optimal, no limit
    board = random_solvable(8, 8, random.Random(3))
    view.new_position(board, {"rows": 8, "cols": 8}, "Set position")
    assert spin.isVisibleTo(panel)
    spin.setValue(60)
    stopped = []
    view.session.subscribe(lambda e: stopped.append(e) if isinstance(e, ev.ThinkingStopped) else None)
    qtbot.mouseClick(view.puzzle.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "best so far" in view.progress.text(), timeout=10000)
    qtbot.mouseClick(view.puzzle.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(stopped), timeout=10000)
    plan = view.session.thinking.plan  # the best solution so far, kept to play or not
    assert plan and replays_to_goal(board, 8, 8, plan)
    qtbot.waitUntil(lambda: not view.runner.busy(), timeout=5000)
    text = view.puzzle.result.text()
    assert "lower bound" in text and str(len(plan)) in text and "press Play" in text
    assert view.puzzle.play_button.isEnabled()


def test_remove_cycles_drops_detours_only():
    from boardgames.games.fifteen.search.decompose import remove_cycles

    board = random_solvable(5, 5, random.Random(14))
    moves = solve_anytime(board, 5, 5, time_limit=0.2).moves
    blank_row = board.index(0) // 5
    detour = ["Up", "Down"] if blank_row < 4 else ["Down", "Up"]  # out and back
    shorter = remove_cycles(board, 5, detour + moves)
    assert replays_to_goal(board, 5, 5, shorter)
    assert len(shorter) <= len(moves)
