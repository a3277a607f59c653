"""Board classes: swap two cells."""

SIZE = 4  # 4 rows and 4 columns


class Board:
    """A 4 x 4 board of the fifteen puzzle. None is the blank cell."""

    def __init__(self, numbers):
        # numbers: any order of 1..15 and None, 16 values in all,
        # cut into 4 rows of 4 cells (a matrix): self.board[row][col]
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def swap(self, row1, col1, row2, col2):
        """Swap the values of two cells."""
        first = self.board[row1][col1]      # keep it before it is overwritten
        self.board[row1][col1] = self.board[row2][col2]
        self.board[row2][col2] = first
