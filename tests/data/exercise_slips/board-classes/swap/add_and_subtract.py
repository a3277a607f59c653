"""Slip: swaps without a spare variable by adding and subtracting: None cannot be added,
and a cell swapped with itself becomes 0."""
# Caught by: with_the_blank: board.board == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, None]]; board.swap(3, 3, 0, 0)
# Caught by: same_cell_and_back:
# Caught by: random_swaps:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def swap(self, row1, col1, row2, col2):
        b = self.board
        b[row1][col1] = b[row1][col1] + b[row2][col2]
        b[row2][col2] = b[row1][col1] - b[row2][col2]
        b[row1][col1] = b[row1][col1] - b[row2][col2]
