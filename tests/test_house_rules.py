"""The house rules of the developers' guide that a machine can check: small functions, Qt
only in the app and the games' ui packages, Qt-style arguments through ``app.i18n.arg``,
small ui files."""

from __future__ import annotations

import ast
import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "boardgames"

#: Longest file allowed in a game's ``ui/`` folder, in lines.
MAX_UI_FILE_LINES = 350

def _length_tool():
    spec = importlib.util.spec_from_file_location(
        "check_function_length", ROOT / "tools" / "check_function_length.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _qt_allowed(path: Path) -> bool:
    parts = path.relative_to(PACKAGE).parts
    return parts[0] in ("app", "kit") or (len(parts) > 3 and parts[0] == "games" and parts[2] == "ui")


def _qt_imports(path: Path) -> list[int]:
    """Lines of ``path`` importing PySide6 or shiboken6 (anywhere, also inside functions)."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        if any(name.split(".")[0] in ("PySide6", "shiboken6") for name in names):
            lines.append(node.lineno)
    return lines


def test_length_check_reports_long_functions_and_spares_numba_kernels(tmp_path):
    body = "\n".join(f"    x{i} = {i}" for i in range(61))
    (tmp_path / "mod.py").write_text(
        "from numba import njit\n\n\n"
        f"def long_one():\n{body}\n\n\n"
        f"@njit(cache=True)\ndef kernel():\n{body}\n\n\n"
        "class Box:\n    def method(self):\n        x = 1\n" + body.replace("    ", "        ")
        + "\n\n\n"
        "def short():\n    return 1\n")
    tool = _length_tool()
    found = tool.check(tmp_path)
    assert [f.split(" ", 1)[1] for f in found] == ["long_one (62 lines)",
                                                   "Box.method (63 lines)"]
    assert tool.main([str(tmp_path)]) == 1
    assert tool.main([str(tmp_path), "--max", "70"]) == 0


def test_no_function_over_40_lines():
    found = _length_tool().check(PACKAGE)
    assert not found, "functions over 40 lines:\n" + "\n".join(found)


def test_qt_import_check_finds_imports(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os\n\ndef f():\n    from PySide6.QtCore import Qt\n    import shiboken6\n")
    assert _qt_imports(probe) == [4, 5]


def test_qt_is_imported_only_in_the_shell_the_kit_and_game_ui():
    offenders = [f"{path.relative_to(ROOT)}:{line}" for path in _sources()
                 if not _qt_allowed(path) for line in _qt_imports(path)]
    assert not offenders, "Qt imported outside boardgames/app, boardgames/kit and games/*/ui:\n" + "\n".join(offenders)


def test_no_replace_of_qt_placeholders():
    pattern = re.compile(r"""\.replace\(\s*["']%\d""")
    offenders = [f"{path.relative_to(ROOT)}:{number}" for path in _sources()
                 for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if pattern.search(line)]
    assert not offenders, ('use boardgames.kit.i18n.arg() instead of .replace("%1", ...):\n'
                           + "\n".join(offenders))


def test_ui_files_are_short():
    long_files = []
    for path in _sources():
        if "ui" in path.relative_to(PACKAGE).parts[:-1]:
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > MAX_UI_FILE_LINES:
                long_files.append(f"{path.relative_to(ROOT)} ({lines} lines)")
    assert not long_files, f"ui files over {MAX_UI_FILE_LINES} lines:\n" + "\n".join(long_files)


#: Test folders that hold no package's tests: the tests' inputs, the example plug-ins'
#: tests (their code is in examples/), the tools' tests, and vendored JavaScript.
NOT_MIRRORED = ("data", "examples", "tools")


def _test_folders() -> list[Path]:
    tests = ROOT / "tests"
    found = []
    for folder in sorted(p for p in tests.rglob("*") if p.is_dir()):
        parts = folder.relative_to(tests).parts
        if parts[0] in NOT_MIRRORED or "vendor" in parts or "__pycache__" in parts:
            continue
        found.append(folder)
    return found


def test_test_folders_mirror_the_package():
    """``tests/games/fifteen/search/engines/`` holds the tests of
    ``boardgames/games/fifteen/search/engines/``: every test folder has its package folder,
    so a reader finds a module's tests by its path."""
    unmatched = [f.relative_to(ROOT).as_posix() for f in _test_folders()
                 if not (PACKAGE / f.relative_to(ROOT / "tests")).is_dir()]
    assert _test_folders(), "no test folders found"
    assert not unmatched, f"test folders without a package folder of the same path: {unmatched}"
