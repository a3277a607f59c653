"""Hidden checks of fifteen/row_end: named cells for the classic slips (a jump across the
row end, a list index that wraps round to the other side of the board), then every pair of
blank and clicked cell, each on a random board of the run."""
import exercise_harness as h

SIZE = 4
EMPTY = 16


def board_with_blank(blank, rng=None):
    """The tiles 1..15 in order (or shuffled by ``rng``) with the empty cell at ``blank``."""
    tiles = list(range(1, 16))
    if rng is not None:
        rng.shuffle(tiles)
    return tiles[:blank] + [EMPTY] + tiles[blank:]


def truth(blank, index):
    same_row = blank // SIZE == index // SIZE
    if abs(blank - index) == SIZE or (abs(blank - index) == 1 and same_row):
        return blank
    return index


def _expect(blank, index, rng=None):
    board = board_with_blank(blank, rng)
    what = h.call_text("blank_neighbour", [board, index])
    got = h.call("blank_neighbour", board, index)
    if got == blank != index and abs(blank - index) == 1 and truth(blank, index) == index:
        h.fail("check.across_row_end", what, got, index)
    h.expect(what, got, truth(blank, index))


def above_below():
    for blank, index in ((5, 1), (5, 9), (0, 4), (15, 11), (12, 8)):
        _expect(blank, index)


def left_right():
    for blank, index in ((5, 4), (5, 6), (0, 1), (15, 14), (10, 11)):
        _expect(blank, index)


def row_end():
    for blank, index in ((4, 3), (3, 4), (8, 7), (7, 8), (12, 11), (11, 12)):
        _expect(blank, index)


def far_away():
    for blank, index in ((0, 5), (5, 0), (0, 15), (6, 6), (9, 14), (2, 10)):
        _expect(blank, index)


def wrap_around():
    # board[index - 1] and board[index - 4] of the first cells are the last cells of the list
    for blank, index in ((15, 0), (12, 0), (13, 1), (15, 3)):
        _expect(blank, index)


def every_pair():
    rng = h.rng()
    for blank in range(16):
        for index in range(16):
            _expect(blank, index, rng)


CHECKS = [("above_below", above_below), ("left_right", left_right), ("row_end", row_end),
          ("far_away", far_away), ("wrap_around", wrap_around), ("every_pair", every_pair)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["blank_neighbour"], seconds)
