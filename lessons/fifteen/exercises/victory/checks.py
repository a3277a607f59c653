"""Hidden checks of fifteen/victory: the goal, named boards for the classic slips (the
empty cell last but tiles mixed, a mix-up in the last cells, the first cell right and the
rest not), the goal with each pair of cells swapped, and a few hundred random boards per
run, most of them a few moves or swaps from the goal (a random board is almost never
solved)."""
import exercise_harness as h

GOAL = list(range(1, 17))


def _expect(board):
    h.expect(h.call_text("is_solved", [board]), h.call("is_solved", board), board == GOAL)


def near_goal(rng):
    """The goal, changed by one to three swaps of two cells or slides of the empty cell."""
    board = list(GOAL)
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.5:
            a, b = rng.sample(range(16), 2)
        else:
            blank = board.index(16)
            a, b = blank, rng.choice([c for c in (blank - 4, blank + 4, blank - 1, blank + 1)
                                      if 0 <= c < 16 and (c // 4 == blank // 4 or c % 4 == blank % 4)])
        board[a], board[b] = board[b], board[a]
    return board


def solved():
    _expect(list(GOAL))


def blank_last_but_mixed():
    for a, b in ((0, 1), (13, 14), (0, 14), (5, 9)):
        board = list(GOAL)
        board[a], board[b] = board[b], board[a]
        _expect(board)


def blank_elsewhere():
    for place in (0, 11, 14):
        board = [t for t in range(1, 16)]
        board.insert(place, 16)
        _expect(board)


def first_cells_right():
    # the first cells hold 1, 2, 3, ...: a loop that answers True after the first cell it
    # looks at, or one that stops before the last cells, sees nothing wrong
    _expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 15])
    _expect([1, 3, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])


def every_swap():
    # each pair of cells swapped in the goal: a slip that skips a cell misses one of these
    for a in range(16):
        for b in range(a + 1, 16):
            board = list(GOAL)
            board[a], board[b] = board[b], board[a]
            _expect(board)


def random_boards():
    rng = h.rng()
    for _ in range(200):
        _expect(near_goal(rng))
    for _ in range(50):
        board = list(GOAL)
        rng.shuffle(board)
        _expect(board)


CHECKS = [("solved", solved), ("blank_last_but_mixed", blank_last_but_mixed),
          ("blank_elsewhere", blank_elsewhere), ("first_cells_right", first_cells_right),
          ("every_swap", every_swap), ("random_boards", random_boards)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["is_solved"], seconds)
