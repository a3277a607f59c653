"""The test tiers (tests/tiers.py): the markers are registered, applied at collection, and
the lists they come from name files that exist; the sandbox files are the ones .ci/run
runs in every mode."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import tomllib

from tests import tiers

ROOT = Path(__file__).resolve().parent.parent


def test_the_markers_are_registered_with_a_meaning():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    lines = config["tool"]["pytest"]["ini_options"]["markers"]
    meanings = dict(line.split(":", 1) for line in lines)
    assert {"gui", "sandbox", "slow"} <= set(meanings)
    assert all(meaning.strip() for meaning in meanings.values())


def test_the_listed_files_exist():
    assert tiers.SANDBOX_TESTS
    for entry in (*tiers.SANDBOX_TESTS, *tiers.ALSO_IN_THE_SANDBOX, *tiers.SLOW_TESTS):
        assert (ROOT / entry.split("::")[0]).is_file(), entry


def test_the_sandbox_files_are_the_ones_ci_runs_in_every_mode():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    if "tests/tiers.py" in script:  # .ci/run reads the list from tests/tiers.py itself
        return
    found = re.search(r"^sandbox_tests=\((.*?)\)", script, re.MULTILINE | re.DOTALL)
    assert found, ".ci/run has neither sandbox_tests=(...) nor a use of tests/tiers.py"
    assert tuple(shlex.split(found.group(1))) == tiers.SANDBOX_TESTS


def fixture(*argnames):
    return [SimpleNamespace(argnames=argnames)]


def test_a_gui_fixture_is_found_through_the_fixtures_that_ask_for_it():
    definitions = {"window": fixture("qtbot", "settings"), "settings": fixture("tmp_path"),
                   "view": fixture("window"), "loop": fixture("loop")}
    assert tiers.uses_fixture(tiers.GUI_FIXTURES, ["view"], definitions)
    assert tiers.uses_fixture(tiers.GUI_FIXTURES, ["qapp"], {})
    assert not tiers.uses_fixture(tiers.GUI_FIXTURES, ["settings", "loop", "unknown"], definitions)


def test_a_slow_prefix_covers_a_file_a_test_or_one_parametrisation(monkeypatch):
    monkeypatch.setattr(tiers, "SLOW_TESTS", ("tests/a.py", "tests/b.py::test_x", "tests/c.py::test_y[2]"))
    assert tiers.is_slow("tests/a.py::test_any[1]") and tiers.is_slow("tests/b.py::test_x[3]")
    assert tiers.is_slow("tests/b.py::test_x") and tiers.is_slow("tests/c.py::test_y[2]")
    assert not tiers.is_slow("tests/ab.py::test_any") and not tiers.is_slow("tests/b.py::test_xy")
    assert not tiers.is_slow("tests/c.py::test_y[3]")


def test_a_test_with_qtbot_is_marked_gui(qtbot, request):
    assert request.node.get_closest_marker("gui") is not None


def test_a_test_without_qt_fixtures_is_not_marked(request):
    assert request.node.get_closest_marker("gui") is None
    assert request.node.get_closest_marker("sandbox") is None


def test_the_sandbox_list_prints_for_a_shell_script():
    out = subprocess.run([sys.executable, str(ROOT / "tests" / "tiers.py"), "sandbox"],
                         capture_output=True, text=True, check=True).stdout
    assert tuple(out.split()) == tiers.SANDBOX_TESTS
