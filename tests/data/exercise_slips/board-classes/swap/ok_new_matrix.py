"""Right: builds a new matrix with the two cells exchanged."""
import copy

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def swap(self, row1, col1, row2, col2):
        new = copy.deepcopy(self.board)
        new[row1][col1], new[row2][col2] = self.board[row2][col2], self.board[row1][col1]
        self.board = new
