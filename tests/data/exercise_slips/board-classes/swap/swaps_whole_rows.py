"""Slip: when the cells are in different rows, swaps the two whole rows."""
# Caught by: neighbours: board.board == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, None]]; board.swap(0, 0, 1, 0)
# Caught by: random_swaps:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def swap(self, row1, col1, row2, col2):
        if row1 != row2:
            self.board[row1], self.board[row2] = self.board[row2], self.board[row1]
        else:
            row = self.board[row1]
            row[col1], row[col2] = row[col2], row[col1]
