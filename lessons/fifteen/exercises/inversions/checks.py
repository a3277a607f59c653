"""Hidden checks of fifteen/inversions: named boards for the classic slips (the empty cell
counted, a blank that is not 16, the last cell left out) and a few hundred random boards
of widths 2 to 6 per run, smallest first, against the checks' own count."""
import exercise_harness as h


def truth(board):
    tiles = [t for t in board if t != len(board)]
    return sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])


def _expect(board):
    what = h.call_text("count_inversions", [board])
    got, right = h.call("count_inversions", board), truth(board)
    after_blank = len(board) - 1 - board.index(len(board))
    if after_blank and got == right + after_blank and not isinstance(got, bool):
        h.fail("check.blank_counted", what, got, right, len(board))
    h.expect(what, got, right)


def examples():
    _expect(list(range(1, 17)))
    _expect([2, 1] + list(range(3, 17)))
    _expect([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 16])


def empty_cell_left_out():
    _expect([16] + list(range(1, 16)))
    _expect([1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    _expect([4, 1, 2, 9, 3, 5, 6, 7, 8])


def other_widths():
    # the empty cell is the biggest number: 9 on 3 x 3, 25 on 5 x 5 (not always 16)
    _expect([9, 1, 2, 3, 4, 5, 6, 7, 8])
    _expect([2, 1, 4, 3, 9, 5, 6, 8, 7])
    _expect([25] + list(range(1, 25)))
    _expect([4, 3, 2, 1])


def last_cell():
    # the smallest tile comes last: every tile before it makes an inversion with it
    _expect(list(range(2, 17)) + [1])
    _expect([2, 3, 4, 5, 6, 7, 9, 8, 1])


def random_boards():
    rng = h.rng()
    boards = []
    for _ in range(300):
        width = rng.randint(2, 6)
        board = list(range(1, width * width + 1))
        rng.shuffle(board)
        boards.append(board)
    for board in sorted(boards, key=len):
        _expect(board)


CHECKS = [("examples", examples), ("empty_cell_left_out", empty_cell_left_out),
          ("other_widths", other_widths), ("last_cell", last_cell),
          ("random_boards", random_boards)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["count_inversions"], seconds)
