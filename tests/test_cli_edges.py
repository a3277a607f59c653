"""Command-line edges: empty or unknown values exit 2 with one line naming the choices,
and a screenshot leaves no temporary folder behind."""

import os
import subprocess
import sys

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
