"""Hidden checks of tictactoe/win_move: any winning cell is right (a position can have
several); the classic slips as named positions; a few hundred positions of random
unfinished games, for both players, against the checks' own answer."""
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


def random_unfinished(rng):
    """A position of a random game (X or O opening) that nobody has won yet and that has an
    empty cell."""
    while True:
        board, player = [0] * 9, rng.choice((1, -1))
        free = list(range(9))
        rng.shuffle(free)
        for cell in free[:rng.randint(0, 8)]:
            board[cell] = player
            player = -player
        if not has_line(board, 1) and not has_line(board, -1):
            return board


def _expect_win(board, player):
    what = h.call_text("winning_move", [board, player])
    got = h.call("winning_move", board, player)
    good = wins_at(board, player)
    if isinstance(got, int) and not isinstance(got, bool) and 0 <= got < 9 and board[got] != 0:
        h.fail("check.illegal_cell", what, got)
    if not good:
        h.expect(what, got, None)
    elif got not in good or isinstance(got, bool):
        h.fail("check.missed_win", what, h.show(got), good[0])


def finds_a_win():
    _expect_win([1, 1, 0, -1, -1, 0, 0, 0, 0], 1)
    _expect_win([1, 1, 0, -1, -1, 0, 0, 0, 0], -1)
    _expect_win([1, -1, 0, 0, 1, -1, 0, 0, 0], 1)
    _expect_win([0, -1, 1, 0, 1, -1, 0, 0, 0], 1)


def any_line():
    for line in LINES:
        for player in (1, -1):
            board = [0] * 9
            board[line[0]] = board[line[2]] = player
            _expect_win(board, player)


def no_win():
    for board, player in (([0] * 9, 1), ([1, 0, 0, 0, -1, 0, 0, 0, 0], 1),
                          ([1, -1, 1, 0, -1, 0, 0, 1, 0], 1),
                          ([1, -1, 1, -1, 1, -1, -1, 1, 0], -1), ([1, 0, 1, 0, -1, 0, 0, 0, 0], -1)):
        _expect_win(board, player)


def win_after_other_cells():
    # the first empty cells do not win: "return None" inside the loop gives up too early
    _expect_win([0, -1, -1, 1, 1, 0, 0, 0, 0], 1)
    _expect_win([1, -1, 1, 0, -1, 1, 0, 0, -1], -1)


def only_empty_cells():
    # a mark put over the opponent's would complete a line: that cell is not free
    _expect_win([1, 1, -1, 0, 0, 0, 0, 0, 0], 1)
    _expect_win([1, 1, -1, 0, 1, 0, -1, 0, 0], 1)
    _expect_win([-1, 1, 0, -1, 1, 0, 1, 0, 0], -1)


def random_positions():
    rng = h.rng()
    for _ in range(300):
        _expect_win(random_unfinished(rng), rng.choice((1, -1)))


CHECKS = [("finds_a_win", finds_a_win), ("any_line", any_line), ("no_win", no_win),
          ("win_after_other_cells", win_after_other_cells),
          ("only_empty_cells", only_empty_cells), ("random_positions", random_positions)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["winning_move"], seconds)
