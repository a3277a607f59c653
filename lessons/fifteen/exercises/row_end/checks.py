"""Hidden checks of fifteen/row_end."""
import exercise_harness as h

SIZE = 4
EMPTY = 16


def board_with_blank(blank):
    tiles = [t for t in range(1, 16)]
    board = tiles[:blank] + [EMPTY] + tiles[blank:]
    return board


def truth(blank, index):
    same_row = blank // SIZE == index // SIZE
    if abs(blank - index) == SIZE or (abs(blank - index) == 1 and same_row):
        return blank
    return index


def _expect(blank, index):
    board = board_with_blank(blank)
    h.expect(h.call_text("blank_neighbour", [board, index]),
             h.call("blank_neighbour", board, index), truth(blank, index))


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


def every_pair():
    for blank in range(16):
        for index in range(16):
            _expect(blank, index)


CHECKS = [("above_below", above_below), ("left_right", left_right), ("row_end", row_end),
          ("far_away", far_away), ("every_pair", every_pair)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["blank_neighbour"], seconds)
