"""Slip: the second cell is read as board[col2][row2] (row and column the wrong way round)."""
# Caught by: neighbours: board.board == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, None]]; board.swap(3, 3, 3, 2)
# Caught by: random_swaps:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def swap(self, row1, col1, row2, col2):
        first = self.board[row1][col1]
        self.board[row1][col1] = self.board[col2][row2]
        self.board[col2][row2] = first
