"""Hidden checks of tictactoe/winner: every line for both sides, the classic slips as named
positions, and a few hundred random positions per run (of random games, and lines just
made among few marks) against the checks' own answer."""
import exercise_harness as h

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner_of(board):
    """The checks' own answer: 1 or -1 for the side with three in a line, else 0."""
    for line in LINES:
        total = sum(board[i] for i in line)
        if total in (3, -3):
            return total // 3
    return 0


def random_game(rng):
    """The position after a random game's moves (X or O opening), stopped at a random move
    or at its end (a line of three or a full board)."""
    board, player = [0] * 9, rng.choice((1, -1))
    stop = rng.randint(0, 9) if rng.random() < 0.5 else 9
    free = list(range(9))
    rng.shuffle(free)
    for cell in free[:stop]:
        board[cell] = player
        player = -player
        if winner_of(board):
            break
    return board


def fresh_win(rng):
    """A line of three just made, with few other marks (so empty lines are common): the
    winner's line and up to one more mark, the other side as many marks or one fewer
    (whoever opened), not in a line."""
    while True:
        board, side, line = [0] * 9, rng.choice((1, -1)), rng.choice(LINES)
        free = [c for c in range(9) if c not in line]
        rng.shuffle(free)
        own = rng.randint(0, 1)
        for cell in line + free[:own]:
            board[cell] = side
        for cell in free[own:own + 3 + own - rng.randint(0, 1)]:
            board[cell] = -side
        if all(sum(board[i] for i in other) != -3 * side for other in LINES):
            return board


def _expect(board):
    h.expect(h.call_text("winner", [board]), h.call("winner", board), winner_of(board))


def _board_with(line, mark):
    board = [0] * 9
    for cell in line:
        board[cell] = mark
    # a few opponent marks elsewhere, so the board looks like a game
    free = [c for c in range(9) if c not in line]
    board[free[0]] = -mark
    board[free[-1]] = -mark
    return board


def _lines(lines):
    for mark in (1, -1):
        for line in lines:
            _expect(_board_with(line, mark))


def rows():
    _lines(LINES[:3])


def columns():
    _lines(LINES[3:6])


def diagonals():
    _lines(LINES[6:])


def nobody():
    for board in ([0] * 9, [1, -1, 1, 0, -1, 0, 0, 1, 0], [1, -1, 1, 1, -1, -1, -1, 1, 1],
                  [1, 1, 0, -1, -1, 0, 0, 0, 0]):
        _expect(board)


def empty_line_first():
    # `a == b == c` also holds for three empty cells: an empty top row, middle row or left
    # column comes before the line that really wins
    for board in ([0, 0, 0, -1, -1, 0, 1, 1, 1], [-1, -1, 0, 0, 0, 0, 1, 1, 1],
                  [0, -1, 1, 0, -1, 1, 0, 0, 1], [0, 0, 0, 1, 1, 0, -1, -1, -1]):
        what, got = h.call_text("winner", [board]), h.call("winner", board)
        if got == 0 and not isinstance(got, bool):
            h.fail("check.empty_line", what, h.show(got), winner_of(board))
        h.expect(what, got, winner_of(board))


def random_positions():
    rng = h.rng()
    for _ in range(250):
        _expect(random_game(rng))
    for _ in range(150):
        _expect(fresh_win(rng))


CHECKS = [("rows", rows), ("columns", columns), ("diagonals", diagonals), ("nobody", nobody),
          ("empty_line_first", empty_line_first), ("random_positions", random_positions)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["winner"], seconds)
