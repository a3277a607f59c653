"""tools/run_through.py: its steps run offscreen, each saving a picture and printing its
longest event-loop gap (issue 44, point 2); two cheap steps only, to stay fast."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "run_through.py"


def _script():
    spec = importlib.util.spec_from_file_location("run_through", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("run_through", module)
    spec.loader.exec_module(module)
    return module


def test_steps_are_a_lesson_in_order():
    steps = list(_script().STEPS)
    assert steps[0] == "start"
    for name in ("lesson", "stage-demo", "notes", "fifteen-4x4-solve", "fifteen-5x5",
                 "tictactoe-level-1", "tictactoe-perfect-thinking", "tree", "stepper",
                 "compare", "tournament", "class-start", "class-join"):
        assert name in steps, name
    assert steps.index("class-start") < steps.index("class-join")


def test_two_steps_run_offscreen_with_a_picture_and_a_gap_each(qapp, tmp_path, capsys):
    before = dict(os.environ)
    code = _script().main(["--platform", "offscreen", "--only", "start,tictactoe-level-1",
                           "--out", str(tmp_path / "pictures")])
    assert code == 0
    pictures = sorted((tmp_path / "pictures").iterdir())
    assert [p.name for p in pictures] == ["01-start-en.png", "02-tictactoe-level-1-en.png"]
    assert all(p.stat().st_size > 1000 for p in pictures)
    table = capsys.readouterr().out
    for name in ("start", "tictactoe-level-1"):
        row = next(line for line in table.splitlines() if line.startswith(f"| {name} |"))
        assert row.split("|")[2].strip().isdigit(), row  # the longest gap, in ms
    assert dict(os.environ) == before  # the fresh user's folders were the run's only


def test_an_unknown_step_is_refused_with_exit_2(capsys):
    try:
        _script().main(["--only", "no-such-step"])
    except SystemExit as exit_:
        assert exit_.code == 2
    else:
        raise AssertionError("not refused")
    assert "no step no-such-step" in capsys.readouterr().err
