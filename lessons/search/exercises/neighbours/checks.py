"""Hidden checks of search/neighbours."""
import exercise_harness as h


def truth(state):
    blank = state.index("0")
    row, col = divmod(blank, 3)
    result = []
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < 3 and 0 <= c < 3:
            cells = list(state)
            other = r * 3 + c
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return sorted(result)


def _expect(state):
    what = h.call_text("neighbours", [state])
    got = h.call("neighbours", state)
    if not isinstance(got, (list, tuple)):
        h.fail("check.wrong_value", what, h.show(got), h.show(truth(state)))
    h.expect(what + " (sorted)", sorted(got, key=str), truth(state))


def centre():
    _expect("123405678")


def corners():
    for state in ("012345678", "120345678", "123456780", "123456078"):
        _expect(state)


def row_ends():
    for state in ("123045678", "123450678", "102345678", "123456708"):
        _expect(state)


def every_place():
    for blank in range(9):
        _expect("12345678"[:blank] + "0" + "12345678"[blank:])


CHECKS = [("centre", centre), ("corners", corners), ("row_ends", row_ends),
          ("every_place", every_place)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["neighbours"], seconds)
