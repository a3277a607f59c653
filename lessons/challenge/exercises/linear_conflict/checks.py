"""Hidden checks of challenge/linear_conflict: exact values on named examples (one for each
classic slip) and on random boards of 3 x 3 to 5 x 5, at least nothing more than the true
distance (3 x 3: known for every solvable position, by breadth-first search from the goal;
4 x 4: the challenge positions' optimal lengths)."""
import exercise_harness as h

from boardgames.exercises import search_checks as sc

#: 3 x 3 positions (row by row) with their true distances; counting every pair in the
#: wrong order overestimates the first seven.
DEEP = ["780654123", "870654321", "381654027", "687354021", "807654321", "687054321",
        "087654321", "867254301", "806547231", "518342760", "321654780"]
#: The challenge positions (4 x 4) with their optimal lengths.
CHALLENGE = {"5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12": 15,
             "2 5 13 12 1 0 3 15 9 7 14 6 10 11 8 4": 48,
             "5 2 4 8 10 0 3 14 13 6 11 12 1 15 9 7": 38,
             "11 4 12 2 5 10 3 15 14 1 6 7 0 9 8 13": 49,
             "5 8 7 11 1 6 12 2 9 0 13 10 14 3 4 15": 45}


def rows_of(cells):
    size = int(round(len(cells) ** 0.5))
    return [list(cells[r * size:(r + 1) * size]) for r in range(size)]


def from_text(text):
    return rows_of([int(t) for t in (text.split() if " " in text else text)])


def solved(size):
    return rows_of(list(range(1, size * size)) + [0])


def lis(seq):
    best = []
    for i, x in enumerate(seq):
        best.append(1 + max([best[j] for j in range(i) if seq[j] < x], default=0))
    return max(best, default=0)


def truth(board):
    n = len(board)
    total = 0
    for r in range(n):
        for c in range(n):
            if board[r][c]:
                total += abs(r - (board[r][c] - 1) // n) + abs(c - (board[r][c] - 1) % n)
    for line in range(n):
        row = [(board[line][c] - 1) % n for c in range(n)
               if board[line][c] and (board[line][c] - 1) // n == line]
        col = [(board[r][line] - 1) // n for r in range(n)
               if board[r][line] and (board[r][line] - 1) % n == line]
        total += 2 * (len(row) - lis(row) + len(col) - lis(col))
    return total


def true_distance(board):
    """The optimal length, where it is known (None elsewhere)."""
    cells = [t for row in board for t in row]
    if len(board) == 3:
        return sc.goal_distances().get("".join(str(t) for t in cells))
    return CHALLENGE.get(" ".join(str(t) for t in cells))


def check(board, reveal=True):
    sc.check_estimate("linear_conflict", board, truth(board), true_distance(board), reveal)


def named(*boards):
    for board in boards:
        check(board, reveal=False)


def goal_is_zero():
    named(solved(3), solved(4))


def three_in_a_row():
    """3 2 1: three pairs, but two tiles leaving are enough."""
    named(from_text("321456780"), from_text("321654780"))


def not_only_neighbours():
    """3 4 1 2: one pair of neighbours in the wrong order, but two tiles must leave."""
    named(from_text("3 4 1 2 5 6 7 8 9 10 11 12 13 14 15 0"))


def columns_too():
    named(from_text("723456180"), from_text("1 2 3 4 13 6 7 8 9 10 11 12 5 14 15 0"))


def blank_is_not_a_tile():
    """The blank is not a tile of the last column."""
    named(from_text("123450786"), from_text("1 2 3 4 5 6 7 0 9 10 11 8 13 14 15 12"))


def fewest_leave():
    """1 3 2 4: one tile must leave (keep 1 2 4), though no three in order stand side by
    side. 2 4 1 5 3: two tiles must leave (keep 2 4 5); taking out the tile with the most
    conflicts again and again takes three."""
    named(from_text("1 3 2 4 5 6 7 8 9 10 11 12 13 14 15 0"),
          rows_of([2, 4, 1, 5, 3] + list(range(6, 25)) + [0]))


def never_overestimates():
    named(*[from_text(text) for text in DEEP + list(CHALLENGE)])


def random_boards():
    rng = h.rng()
    for size in (3, 4, 5):
        for _ in range(100):
            check(sc.random_board(rng, size))


def random_positions():
    rng = h.rng()
    for _ in range(300):
        check(from_text(sc.random_position(rng, rng.randint(0, 31))))


CHECKS = [("goal_is_zero", goal_is_zero), ("three_in_a_row", three_in_a_row),
          ("not_only_neighbours", not_only_neighbours), ("columns_too", columns_too),
          ("blank_is_not_a_tile", blank_is_not_a_tile), ("fewest_leave", fewest_leave),
          ("never_overestimates", never_overestimates), ("random_boards", random_boards),
          ("random_positions", random_positions)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["linear_conflict"], max(seconds, 5.0))
