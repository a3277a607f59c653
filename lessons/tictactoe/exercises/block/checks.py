"""Hidden checks of tictactoe/block: O (-1) wins when it can, else blocks X's winning cell,
else takes any empty cell. The classic slips as named positions, and a few hundred positions
of random games with O to move, against the checks' own rule."""
import exercise_harness as h

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def has_line(board, player):
    return any(sum(board[i] for i in line) == 3 * player for line in LINES)


def wins_at(board, player):
    """Every empty cell where ``player`` completes a line at once."""
    cells = []
    for cell in range(9):
        if board[cell] == 0:
            trial = list(board)
            trial[cell] = player
            if has_line(trial, player):
                cells.append(cell)
    return cells


def random_o_to_move(rng):
    """A position of a random game that nobody has won yet, with O to move: X opened and
    made one move more, or O opened and both made as many."""
    while True:
        x_opens = rng.random() < 0.5
        marks = rng.randrange(1, 9, 2) if x_opens else rng.randrange(0, 9, 2)
        board, player = [0] * 9, 1 if x_opens else -1
        free = list(range(9))
        rng.shuffle(free)
        for cell in free[:marks]:
            board[cell] = player
            player = -player
        if not has_line(board, 1) and not has_line(board, -1):
            return board


def _choose(board):
    what = h.call_text("choose_move", [board])
    cell = h.call("choose_move", board)
    if not isinstance(cell, int) or isinstance(cell, bool) or not 0 <= cell < 9 or board[cell] != 0:
        h.fail("check.illegal_cell", what, h.show(cell))
    return what, cell


def _expect_rule(board):
    """O's move must win when O can, else block when X threatens."""
    what, cell = _choose(board)
    wins, threats = wins_at(board, -1), wins_at(board, 1)
    if wins and cell not in wins:
        h.fail("check.blocked_not_won" if cell in threats else "check.missed_win",
               what, cell, wins[0])
    if not wins and threats and cell not in threats:
        h.fail("check.missed_block", what, cell, threats[0])


def legal():
    for board in ([1, 0, 0, 0, 0, 0, 0, 0, 0], [1, -1, 1, 0, 0, 0, 0, 0, 0],
                  [1, -1, 1, -1, 1, 0, 0, 0, 0][::-1], [1, -1, 1, 1, -1, -1, -1, 1, 0]):
        _expect_rule(board)


def blocks():
    for line in LINES:
        for gap in line:
            board = [0] * 9
            for cell in line:
                if cell != gap:
                    board[cell] = 1
            spare = next(c for c in range(9) if c not in line and c != 4)
            board[spare] = -1
            _expect_rule(board)


def still_wins():
    for board in ([-1, -1, 0, 1, 1, 0, 1, 0, 0], [0, 1, 1, -1, 1, 0, -1, 0, 0],
                  [0, 1, -1, 1, -1, 0, 0, 0, 1]):
        _expect_rule(board)


def win_before_block():
    # X threatens a cell before O's winning cell: blocking first misses the win
    for board in ([1, 1, 0, -1, -1, 0, 1, 0, 0], [1, -1, 1, 0, -1, 0, 1, 0, 0],
                  [1, -1, 1, 0, 0, -1, 1, -1, 1]):
        _expect_rule(board)


def line_already_blocked():
    # O holds the end of X's top row already: the block is in the left column, not at cell 2
    _expect_rule([1, 1, -1, 0, -1, 0, 1, 0, 0])


def random_positions():
    rng = h.rng()
    for _ in range(300):
        _expect_rule(random_o_to_move(rng))


CHECKS = [("legal", legal), ("blocks", blocks), ("still_wins", still_wins),
          ("win_before_block", win_before_block), ("line_already_blocked", line_already_blocked),
          ("random_positions", random_positions)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["choose_move"], seconds)
