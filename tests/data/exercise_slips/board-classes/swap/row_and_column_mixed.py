"""Slip: the second cell is read as board[col2][row2] (row and column the wrong way round)."""
# fails: neighbours random_swaps
# names: swap(3, 3, 3, 2) on the board [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, None]]

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
