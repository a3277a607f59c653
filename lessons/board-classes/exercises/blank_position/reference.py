"""Board classes: where is the blank?"""

SIZE = 4  # 4 rows and 4 columns


class Board:
    """A 4 x 4 board of the fifteen puzzle. None is the blank cell."""

    def __init__(self, numbers):
        # numbers: any order of 1..15 and None, 16 values in all,
        # cut into 4 rows of 4 cells (a matrix): self.board[row][col]
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def blank_position(self):
        """Give back (row, column) of the blank cell."""
        for row in range(SIZE):
            for col in range(SIZE):
                if self.board[row][col] is None:   # the blank is None
                    return (row, col)
