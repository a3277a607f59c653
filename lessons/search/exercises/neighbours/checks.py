"""Hidden checks of search/neighbours: every position one move away, each once, nothing
else (any order), on named positions (the blank in each place, at the ends of the rows)
and on random arrangements of the digits."""
import exercise_harness as h

from boardgames.exercises import search_checks as sc


def row_jump(state, other):
    """True when ``other`` is ``state`` with the blank swapped across a row's end."""
    blank = state.index("0")
    for step in (-1, 1):
        there = blank + step
        if 0 <= there < 9 and there // 3 != blank // 3:
            cells = list(state)
            cells[blank], cells[there] = cells[there], cells[blank]
            if "".join(cells) == other:
                return True
    return False


def judge(state, reveal=False):
    """The student's neighbours(state): the right positions, each once, nothing else;
    a named example (``reveal`` False) does not show a missing one."""
    what = h.call_text("neighbours", [state])
    got = h.call("neighbours", state)
    right = sc.puzzle_neighbours(state)
    if not isinstance(got, (list, tuple)) and reveal:
        h.fail("check.wrong_value", what, h.show(got), h.show(right))
    if not isinstance(got, (list, tuple)):
        sc.fail_here(what, got)
    for item in got:
        if item not in right:
            h.fail("check.row_jump" if row_jump(state, item) else "check.not_a_neighbour",
                   what, h.show(got), h.show(item))
        if got.count(item) > 1:
            h.fail("check.repeated_neighbour", what, h.show(got), h.show(item))
    missing = [item for item in right if item not in got]
    if missing and reveal:
        h.fail("check.missing_neighbour", what, h.show(got), h.show(missing[0]))
    if missing:
        h.fail("check.missing_neighbours", what, h.show(got), len(missing))


def centre():
    judge("123405678")


def corners():
    for state in ("012345678", "120345678", "123456780", "123456078"):
        judge(state)


def row_ends():
    """The blank at the end of a row: it must not jump to the next row's start."""
    for state in ("123045678", "123450678", "102345678", "123456708"):
        judge(state)


def every_place():
    for blank in range(9):
        judge("12345678"[:blank] + "0" + "12345678"[blank:])


def random_positions():
    rng = h.rng()
    for _ in range(300):
        judge(sc.random_arrangement(rng), reveal=True)


CHECKS = [("centre", centre), ("corners", corners), ("row_ends", row_ends),
          ("every_place", every_place), ("random_positions", random_positions)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["neighbours"], seconds)
