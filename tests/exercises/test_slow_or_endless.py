"""A search stopped at its time limit while it keeps expanding is too slow, not stuck:
its message says so and what to speed up (a heap, a set); an endless loop still gets the
endless-loop message (issue 44). Run in-process through the harness, with a one-second
call limit instead of the exercise's eight."""

import textwrap

import pytest

from boardgames.core import sandbox
from boardgames.exercises import harness as h
from boardgames.exercises import search_checks as sc
from boardgames.exercises.messages import message

#: A correct A* whose open and closed lists are plain lists (min() and `in`), calling h for
#: every open position at every step: right, but far too slow for an 8-puzzle at depth 22.
PLAIN_LISTS = """
def astar(start, goal, neighbours, h):
    open_list, closed = [start], []
    g, parent = {start: 0}, {start: None}
    while open_list:
        state = min(open_list, key=lambda s: g[s] + h(s))
        open_list.remove(state)
        if state == goal:
            path = [state]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            return path[::-1]
        closed.append(state)
        for nxt in neighbours(state):
            if nxt in closed:
                continue
            if nxt not in open_list:
                open_list.append(nxt)
            elif g[state] + 1 >= g[nxt]:
                continue
            g[nxt] = g[state] + 1
            parent[nxt] = state
"""

ENDLESS = """
def astar(start, goal, neighbours, h):
    neighbours(start)
    while True:
        pass
"""

#: Stuck in a loop that still asks the estimate: it expands nothing after the start.
ENDLESS_ASKING = """
def astar(start, goal, neighbours, h):
    neighbours(start)
    while True:
        h(start)
"""


def _run(tmp_path, source):
    program = tmp_path / "student.py"
    program.write_text(textwrap.dedent(source), encoding="utf-8")
    h.configure(program, sandbox.Limits(seconds=20.0), seed=1)
    start = sc.positions_at(22)[0]
    what = f"astar({start!r}, ...)"

    def check():
        recorder = sc.Recorder(sc.puzzle_neighbours)
        sc.search("astar", what, recorder, start, sc.GOAL, recorder, sc.manhattan)

    [result] = h.run([("deep", check)], ["astar"], seconds=1.0)
    return result, message(result["code"], *result["values"]).english()


def test_a_slow_but_correct_astar_is_told_too_slow_and_what_to_speed_up(tmp_path):
    result, text = _run(tmp_path, PLAIN_LISTS)
    assert result["code"] == "check.search_too_slow", result
    assert "endless" not in text
    assert "too slow" in text and "heap" in text and "set" in text


@pytest.mark.parametrize("source", [ENDLESS, ENDLESS_ASKING], ids=["silent", "asking_h"])
def test_an_endless_loop_still_gets_the_endless_loop_message(tmp_path, source):
    result, text = _run(tmp_path, source)
    assert result["code"] == "check.too_slow", result
    assert "endless loop" in text


def test_a_call_that_keeps_calling_back_is_working_one_that_went_quiet_is_not():
    h.RUN.seconds = 8.0
    assert h.working(sandbox.session.TooSlow(callbacks=500, quiet=0.01, at=10.0))
    assert not h.working(sandbox.session.TooSlow(callbacks=500, quiet=3.0, at=10.0))
    assert not h.working(sandbox.session.TooSlow(callbacks=0, quiet=0.0, at=10.0))
    assert not h.working(sandbox.session.TooSlow(callbacks=9, quiet=0.0, at=10.0), last=7.0)
