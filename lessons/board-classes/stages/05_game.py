"""Board classes, stage 5: a Game class that moves the blank."""

SIZE = 4  # 4 rows and 4 columns
# The example from the notebook: blank first, then the numbers, some mixed up
EXAMPLE = [None, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 14, 13, 12, 11, 10]


class Board:
    """A 4 x 4 board of the fifteen puzzle. None is the blank cell."""

    def __init__(self, numbers):
        # numbers: any order of 1..15 and None, 16 values in all.
        # We cut the list into 4 rows of 4 cells (a matrix).
        self.board = []
        for row in range(SIZE):
            self.board.append([None] * SIZE)  # an empty row first
        for place in range(len(numbers)):
            row = place // SIZE   # which row this place is in
            col = place % SIZE    # which column
            self.board[row][col] = numbers[place]

    def __str__(self):
        """The board as text: one line per row, a dot for the blank."""
        text = ""
        for row in self.board:
            for number in row:
                if number is None:
                    text += "  ."
                else:
                    text += str(number).rjust(3)  # 3 characters wide
            text += "\n"
        return text

    def blank_position(self):
        """Give back (row, column) of the blank cell."""
        for row in range(SIZE):
            for col in range(SIZE):
                if self.board[row][col] is None:
                    return (row, col)

    def swap(self, row1, col1, row2, col2):
        """Swap the values of two cells."""
        first = self.board[row1][col1]
        second = self.board[row2][col2]
        self.board[row1][col1] = second
        self.board[row2][col2] = first


class Game(Board):
    """The game: a Board that can also move its blank.
    Each move gives back True if it worked, False if it was not possible."""

    def blank_up(self):
        row, col = self.blank_position()
        if row > 0:  # not in the top row
            self.swap(row, col, row - 1, col)
            return True
        return False

    def blank_down(self):
        row, col = self.blank_position()
        if row < SIZE - 1:  # not in the bottom row
            self.swap(row, col, row + 1, col)
            return True
        return False

    def blank_left(self):
        row, col = self.blank_position()
        if col > 0:  # not in the left column
            self.swap(row, col, row, col - 1)
            return True
        return False

    def blank_right(self):
        row, col = self.blank_position()
        if col < SIZE - 1:  # not in the right column
            self.swap(row, col, row, col + 1)
            return True
        return False


def main():
    game = Game(EXAMPLE)
    print(game)
    print("Blank up:", game.blank_up())  # the blank is in the top row
    print("Blank right:", game.blank_right())
    print("Blank down:", game.blank_down())
    print(game)


if __name__ == "__main__":
    main()
