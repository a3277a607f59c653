"""Board classes: is the puzzle solved?"""

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
                if self.board[row][col] is None:
                    return (row, col)

    def swap(self, row1, col1, row2, col2):
        """Swap the values of two cells."""
        first = self.board[row1][col1]
        self.board[row1][col1] = self.board[row2][col2]
        self.board[row2][col2] = first


class Game(Board):
    """The game: a Board that can also move its blank.
    Each move gives back True if it worked, False if it was not possible."""

    def is_solved(self):
        """True when the numbers are 1..15 in order and the blank is last."""
        numbers = []
        for row in self.board:
            for number in row:
                numbers.append(number)
        return numbers == list(range(1, SIZE * SIZE)) + [None]
