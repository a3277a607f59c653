"""Slip: counts the row and the column from 1, as people do."""
# Caught by: corners: Board([None, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]).blank_position()
# Caught by: everywhere:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def blank_position(self):
        for row in range(SIZE):
            for col in range(SIZE):
                if self.board[row][col] is None:
                    return (row + 1, col + 1)
