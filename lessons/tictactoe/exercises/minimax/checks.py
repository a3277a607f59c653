"""Hidden checks of tictactoe/minimax: values of positions, found by searching. Named
positions for the classic slips (a winning move that fills the board, a position where
every move loses), then about two hundred positions of random games per run with three
marks or more, and a few random openings (one or two marks), against the checks' own
value. ``value`` keeps its name: tests/exercises/test_exercises_cheats.py copies it."""
import exercise_harness as h

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
    for line in LINES:
        total = sum(board[i] for i in line)
        if total in (3, -3):
            return total // 3
    return 0


def value(board, player):
    if winner(board) or 0 not in board:
        return winner(board)
    results = []
    for cell in range(9):
        if board[cell] == 0:
            board[cell] = player
            results.append(value(board, -player))
            board[cell] = 0
    return max(results) if player == 1 else min(results)


def random_position(rng, marks):
    """The position after ``marks`` moves of a random game (X or O opening; fewer when a
    move wins), and the player to move next."""
    board, player = [0] * 9, rng.choice((1, -1))
    free = list(range(9))
    rng.shuffle(free)
    for cell in free[:marks]:
        board[cell] = player
        player = -player
        if winner(board):
            break
    return board, player


def _expect(board, player, slip=None):
    """Compare with the checks' own value; ``slip``: the code of the message when the
    student's answer is the slip's 0."""
    what, got = h.call_text("minimax", [board, player]), h.call("minimax", board, player)
    right = value(list(board), player)
    if slip and got == 0 and not isinstance(got, bool) and right != 0:
        h.fail(slip, what, h.show(got), right)
    h.expect(what, got, right)


def finished():
    _expect([1, 1, 1, -1, -1, 0, 0, 0, 0], -1)
    _expect([1, -1, 1, 1, -1, 0, 0, -1, 0], 1)
    _expect([1, -1, 1, 1, -1, -1, -1, 1, 1], 1)


def one_move():
    _expect([1, 1, 0, -1, -1, 0, 0, 0, 0], 1)
    _expect([1, 1, 0, -1, -1, 0, 1, 0, 0], -1)


def deeper():
    # X to move and wins by a fork; O to move and must defend; quiet draws
    _expect([1, 0, 0, 0, -1, 0, 0, 0, 1], -1)
    _expect([1, -1, 0, 0, 0, 0, 0, 0, 0], 1)
    _expect([0, 0, 1, 0, -1, 0, 1, 0, 0], -1)
    _expect([1, 0, 0, 0, 0, 0, 0, 0, -1], 1)


def searches_the_tree():
    # the starting program's one-move look-ahead cannot see these
    _expect([1, -1, 0, 0, 1, 0, 0, 0, -1], 1)
    _expect([-1, 0, 0, 0, 1, 0, 0, 0, 0], 1)


def full_board_wins():
    # the last move fills the board and makes three in a line: a win, not a draw
    _expect([1, -1, 1, -1, 1, -1, -1, 1, 1], -1, "check.full_board_win")
    _expect([1, -1, 1, -1, 1, -1, -1, 1, 0], 1, "check.full_board_win")
    _expect([-1, 1, -1, 1, -1, 1, 1, -1, 0], -1, "check.full_board_win")


def every_move_loses():
    # the player to move loses whatever it plays: its best value is -1 for X, 1 for O
    _expect([0, 1, -1, 1, 0, 0, 0, 0, -1], 1, "check.every_move_loses")
    _expect([0, -1, 1, -1, 0, 0, 0, 0, 1], -1, "check.every_move_loses")


def random_positions():
    # a plain, unmemoized minimax takes at most a few milliseconds on each of these
    rng = h.rng()
    for _ in range(200):
        _expect(*random_position(rng, rng.randint(3, 9)))


def random_openings():
    # one or two marks: deeper trees, a tenth of a second each for a plain minimax
    rng = h.rng()
    for marks in (1, 2, 2, 2, 2, 2):
        _expect(*random_position(rng, marks))


CHECKS = [("finished", finished), ("one_move", one_move), ("deeper", deeper),
          ("searches_the_tree", searches_the_tree), ("full_board_wins", full_board_wins),
          ("every_move_loses", every_move_loses), ("random_positions", random_positions),
          ("random_openings", random_openings)]


def run_checks(seconds=4.0):
    return h.run(CHECKS, ["minimax"], max(seconds, 4.0))
