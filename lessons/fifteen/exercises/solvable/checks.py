"""Hidden checks of fifteen/solvable: boards made by sliding tiles from the goal are
solvable; swapping two tiles of such a board makes it unsolvable. Named boards put the
empty cell in every row of even widths (the row counted from the wrong side, or from 0,
flips the answer); a few hundred random boards of widths 2 to 6 per run, smallest first.
A wrong answer's message gives the facts the rule uses (width, inversions, row)."""
import exercise_harness as h


def walk(width, steps, rng):
    board = list(range(1, width * width + 1))
    blank = len(board) - 1
    for _ in range(steps):
        row, col = divmod(blank, width)
        options = [(row + dr, col + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                   if 0 <= row + dr < width and 0 <= col + dc < width]
        r, c = rng.choice(options)
        other = r * width + c
        board[blank], board[other] = board[other], board[blank]
        blank = other
    return board


def swapped(board, a, b):
    board = list(board)
    board[a], board[b] = board[b], board[a]
    return board


def swap_two_tiles(board, rng):
    return swapped(board, *rng.sample([i for i, t in enumerate(board) if t != len(board)], 2))


def inversions(board):
    tiles = [t for t in board if t != len(board)]
    return sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])


def _expect(board, solvable):
    width = round(len(board) ** 0.5)
    what, got = h.call_text("is_solvable", [board]), h.call("is_solvable", board)
    if got != solvable or not isinstance(got, bool):
        h.fail("check.solvable_rule", what, h.show(got), solvable, width, inversions(board),
               width - board.index(len(board)) // width)


def blank_straight_up(width, rows):
    """The goal with the empty cell moved ``rows`` rows straight up (a solvable board)."""
    board = list(range(1, width * width + 1))
    blank = len(board) - 1
    for _ in range(rows):
        board = swapped(board, blank, blank - width)
        blank -= width
    return board


def goal_and_one_swap():
    _expect(list(range(1, 17)), True)
    _expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 16], False)


def _blank_in_each_row(widths):
    """For each width, the empty cell in each row: solvable, and unsolvable with tiles 1
    and 2 swapped."""
    for width in widths:
        for rows in range(width):
            board = blank_straight_up(width, rows)
            _expect(board, True)
            _expect(swapped(board, board.index(1), board.index(2)), False)


def blank_in_every_row():
    # even widths: the empty cell's row counts, from the bottom (1, 2, ...)
    _blank_in_each_row((4, 2, 6))


def odd_widths():
    _blank_in_each_row((3, 5))


def random_boards():
    rng = h.rng()
    boards = []
    for _ in range(150):
        width = rng.randint(2, 6)
        board = walk(width, rng.randint(1, 40 * width * width), rng)
        boards += [(board, True), (swap_two_tiles(board, rng), False)]
    for board, solvable in sorted(boards, key=lambda pair: len(pair[0])):
        _expect(board, solvable)


CHECKS = [("goal_and_one_swap", goal_and_one_swap), ("blank_in_every_row", blank_in_every_row),
          ("odd_widths", odd_widths), ("random_boards", random_boards)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["is_solvable"], seconds)
