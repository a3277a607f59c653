"""Files that try to pass an exercise by reading, importing or patching the checks (issue 18).

The checks run in a process of their own; the student's file is loaded in the sandbox and
answers over a pipe. Each cheat runs in every sandbox mode this machine has; a cheat must
fail the exercise wherever students' code is confined. Unconfined (the teacher's explicit
choice where nothing confines) a file has the user's rights: reading the installed
reference solution is then possible, and the policy says so.
"""

import textwrap

from boardgames.exercises import checker, loader

FOUND = loader.find_exercises()
MINIMAX = FOUND.get("tictactoe/minimax")
CONFINED = ("bubblewrap", "landlock")
#: Why a check may fail that says nothing about the cheat: the student's code ran out of its
#: seconds (the copied reference search is slow on a busy machine).
SLOW = ("check.too_slow", "check.too_slow_total", "student.load_slow")


def cheated(report) -> bool:
    """True when the cheat passed every check it had the time for (unconfined, it can)."""
    failed = [c for c in report.checks if not c.passed]
    return bool(report.checks) and all(c.message.code in SLOW for c in failed)


def check(tmp_path, body):
    path = tmp_path / "cheat.py"
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return checker.check_file(MINIMAX, path)


def test_reading_checks_py_beside_the_file(tmp_path, sandbox_mode):
    report = check(tmp_path, """
        import os
        def minimax(board, player):
            for folder in (".", "..", "../..", os.path.dirname(os.path.abspath(__file__))):
                for name in ("checks.py", "exercise_harness.py"):
                    path = os.path.join(folder, name)
                    if os.path.exists(path):
                        scope = {}
                        exec(open(path).read(), scope)
                        return scope["value"](list(board), player)
            return None
        """)
    assert not report.passed and report.isolation == sandbox_mode


def test_importing_the_checks_through_sys_modules(tmp_path, sandbox_mode):
    report = check(tmp_path, """
        import sys
        def minimax(board, player):
            for module in list(sys.modules.values()):
                value = getattr(module, "value", None)
                if callable(value) and hasattr(module, "CHECKS"):
                    return value(list(board), player)
            import exercise_harness  # not importable from here
            return None
        """)
    assert not report.passed


def test_patching_the_harness_runner(tmp_path, sandbox_mode):
    report = check(tmp_path, """
        import sys
        for module in list(sys.modules.values()):
            if hasattr(module, "_run_one"):
                module._run_one = lambda i, c, s: {"id": i, "passed": True, "code": "check.passed", "values": []}
            if hasattr(module, "expect"):
                module.expect = lambda *args: None
        def minimax(board, player):
            return None
        """)
    assert not report.passed
    assert {c.id for c in report.checks} == {
        "finished", "one_move", "deeper", "searches_the_tree", "full_board_wins",
        "every_move_loses", "random_positions", "random_openings"}


def test_reading_the_installed_checks_by_their_path(tmp_path, sandbox_mode):
    checks = str(MINIMAX.checks_file)
    report = check(tmp_path, f"""
        def minimax(board, player):
            scope = {{"__name__": "copied"}}
            source = open({checks!r}).read().replace("import exercise_harness as h", "h = None")
            exec(source, scope)
            return scope["value"](list(board), player)
        """)
    assert cheated(report) == (sandbox_mode not in CONFINED)


def test_importing_the_app_to_find_the_checks(tmp_path, sandbox_mode):
    report = check(tmp_path, """
        def minimax(board, player):
            from boardgames.exercises import loader
            exercise = loader.find_exercises().get("tictactoe/minimax")
            scope = {"__name__": "copied"}
            source = exercise.checks_file.read_text().replace("import exercise_harness as h", "h = None")
            exec(source, scope)
            return scope["value"](list(board), player)
        """)
    assert cheated(report) == (sandbox_mode not in CONFINED)


def test_reading_the_checks_process_memory(tmp_path, sandbox_mode):
    report = check(tmp_path, """
        import os
        def minimax(board, player):
            found = []
            for pid in os.listdir("/proc") if os.path.isdir("/proc") else []:
                try:
                    with open(f"/proc/{pid}/cmdline", "rb") as f:
                        if b"check_process" in f.read():
                            found.append(pid)
                except OSError:
                    pass
            for pid in found:
                with open(f"/proc/{pid}/mem", "rb"):
                    return 1
            return None
        """)
    assert not report.passed


def test_the_reference_still_passes_in_every_mode(sandbox_mode):
    report = checker.check_file(MINIMAX, MINIMAX.reference_file)
    assert report.passed and report.isolation == sandbox_mode
