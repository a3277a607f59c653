"""Slip: the loops stop one row and one column early (range(SIZE - 1))."""
# Caught by: corners: Board([1, 2, 3, None, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]).blank_position()
# Caught by: everywhere:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def blank_position(self):
        for row in range(SIZE - 1):
            for col in range(SIZE - 1):
                if self.board[row][col] is None:
                    return (row, col)
