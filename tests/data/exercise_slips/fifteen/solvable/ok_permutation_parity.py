"""Right, by another rule: a board is solvable when the parity of the whole permutation (the
empty cell counted as a tile) equals the parity of the empty cell's distance from its goal
corner. Counts the parity from the permutation's cycles."""


def is_solvable(board):
    n = len(board)
    width = int(round(n ** 0.5))
    seen, transpositions = [False] * n, 0
    for start in range(n):
        length, cell = 0, start
        while not seen[cell]:
            seen[cell] = True
            cell = board[cell] - 1
            length += 1
        transpositions += max(length - 1, 0)
    row, col = divmod(board.index(n), width)
    distance = (width - 1 - row) + (width - 1 - col)
    return transpositions % 2 == distance % 2
