"""Command-line edges: empty or unknown values exit 2 with one line naming the choices,
and a screenshot leaves no temporary folder behind."""

import os
import subprocess
import sys

import pytest

from boardgames.lessons.loader import find_lessons


def _run(*args, env=None):
    return subprocess.run([sys.executable, "-m", "boardgames", *args], capture_output=True,
                          text=True, timeout=60, env=env)


def test_empty_screenshot_name_exits_2_with_one_line():
    proc = _run("--screenshot", "")
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert ".png" in lines[0]


def test_unknown_lesson_exits_2_listing_the_lessons():
    proc = _run("--lesson", "nosuch")
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "nosuch" in lines[0]
    for entry in find_lessons():
        assert entry.id in lines[0]


def test_screenshot_leaves_no_temporary_folder(tmp_path):
    temp = tmp_path / "temp"
    temp.mkdir()
    env = dict(os.environ, TMPDIR=str(temp))
    out = tmp_path / "shot.png"
    proc = _run("--screenshot", str(out), "--window-size", "800x600", env=env)
    assert proc.returncode == 0, proc.stderr
    assert out.is_file()
    assert [p.name for p in temp.iterdir() if p.name.startswith("boardgames-shot-")] == []



def _easy_position(moves=6):
    """A 4x4 position a few moves from the goal (a walk that never steps back)."""
    from boardgames.games.fifteen.board import apply_move, goal, legal_moves

    board, seen = goal(4, 4), {goal(4, 4)}
    for _ in range(moves):
        board = next(b for b in (apply_move(board, 4, 4, m) for m in legal_moves(board, 4, 4))
                     if b not in seen)
        seen.add(board)
    return board


def _no_databases(*args, **kwargs):
    raise AssertionError("the pattern databases were loaded for an easy position")


@pytest.mark.parametrize("walk", [0, 1, 6])
def test_auto_solves_easy_positions_without_pattern_databases(monkeypatch, walk):
    from boardgames.games.fifteen.board import apply_moves, is_goal
    from boardgames.games.fifteen.search import solve
    from boardgames.games.fifteen.search.engines import ida_pdb as engine

    monkeypatch.setattr(engine, "load_databases", _no_databases)
    board = _easy_position(walk)
    result = solve(board, 4, 4, "auto")
    assert result.solved and result.optimal
    assert is_goal(apply_moves(board, 4, 4, result.moves))
    assert len(result.moves) <= walk


def test_auto_still_uses_pattern_databases_for_hard_positions(monkeypatch):
    from boardgames.games.fifteen.search import solve
    from boardgames.games.fifteen.search.engines import ida_pdb as engine

    calls = []

    def fake(*args, **kwargs):
        calls.append(args)
        raise engine.BuildCancelled()

    monkeypatch.setattr(engine, "load_databases", fake)
    hard = (0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1)  # 80 moves
    result = solve(hard, 4, 4, "auto")
    assert calls and result.status == "cancelled"


def test_solve_command_on_an_easy_position_builds_no_database(tmp_path):
    cache = tmp_path / "cache"
    env = dict(os.environ, BOARDGAMES_CACHE_DIR=str(cache))
    text = " ".join(str(t) for t in _easy_position(6))
    proc = _run("solve", text, env=env)
    assert proc.returncode == 0, proc.stderr
    assert "(optimal)" in proc.stdout
    assert [p for p in cache.rglob("*") if p.is_file()] == []
