"""ast.parse one thread at a time (search/ast_lock.py): numba parses source files when it
compiles a kernel, and CPython before 3.13 fails ("AST constructor recursion depth
mismatch") when two threads do it at once, as on a fresh install where a solve's kernels
and the pattern databases' builders compile together."""

import ast
import sys
import threading

import pytest

from boardgames.games.fifteen.search import ast_lock


@pytest.mark.skipif(sys.version_info >= (3, 13), reason="fixed in CPython 3.13 (gh-106905)")
def test_a_second_thread_waits_while_one_parses():
    finished = threading.Event()

    def parse_in_thread():
        ast.parse("x = 1")
        finished.set()

    with ast_lock._LOCK:  # as if another thread were inside ast.parse
        worker = threading.Thread(target=parse_in_thread)
        worker.start()
        assert not finished.wait(0.3)
    assert finished.wait(5)
    worker.join()


def test_parse_still_parses():
    tree = ast.parse("def f(a):\n    return a + 1\n")
    assert isinstance(tree.body[0], ast.FunctionDef) and tree.body[0].name == "f"
