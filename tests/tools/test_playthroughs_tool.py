"""tools/playthroughs.py: --check finds a missing, a changed and a stale golden file (exit
1, a unified diff), --update writes files that --check then accepts (in a temporary
folder, not the repository's)."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from tests.paths import DATA, ROOT

SCRIPT = ROOT / "tools" / "playthroughs.py"
STORED = DATA / "playthroughs"


def _script():
    spec = importlib.util.spec_from_file_location("playthroughs_tool", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("playthroughs_tool", module)
    spec.loader.exec_module(module)
    return module


def test_check_and_update_in_a_folder(tmp_path, capsys):
    tool = _script()
    assert tool.main(["--check", "--folder", str(tmp_path), "hanoi"]) == 1
    out = capsys.readouterr().out
    assert "hanoi.txt: missing" in out and "+++ hanoi.txt (from the code)" in out
    assert tool.main(["--update", "--folder", str(tmp_path), "hanoi", "nim"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hanoi.txt", "nim.txt"]
    assert (tmp_path / "nim.txt").read_text(encoding="utf-8") == (STORED / "nim.txt").read_text(encoding="utf-8")
    capsys.readouterr()
    assert tool.main(["--check", "--folder", str(tmp_path), "hanoi", "nim"]) == 0
    assert "2 playthrough files agree" in capsys.readouterr().out
    path = tmp_path / "hanoi.txt"
    path.write_text(path.read_text(encoding="utf-8").replace("(random)", "(chosen)", 1), encoding="utf-8")
    assert tool.main(["--check", "--folder", str(tmp_path), "hanoi"]) == 1
    out = capsys.readouterr().out
    assert "hanoi.txt: differs from the code" in out
    assert "\n-  move: A→B (chosen)\n+  move: A→B (random)\n" in out


def test_check_of_every_game_names_a_stale_file(tmp_path, capsys):
    tool = _script()
    assert tool.main(["--update", "--folder", str(tmp_path)]) == 0
    assert {"fifteen.txt", "tictactoe.txt"} <= {p.name for p in tmp_path.iterdir()}
    (tmp_path / "gone.txt").write_text("game: gone\n", encoding="utf-8")
    capsys.readouterr()
    assert tool.main(["--check", "--folder", str(tmp_path)]) == 1
    assert "gone.txt: no installed game has this file" in capsys.readouterr().out


def test_an_unknown_game_is_refused(tmp_path):
    with pytest.raises(SystemExit, match="no such game: chess"):
        _script().main(["--check", "--folder", str(tmp_path), "chess"])
