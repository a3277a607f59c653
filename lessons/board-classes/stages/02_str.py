"""Board classes, stage 2: the board as text, with __str__."""

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


def main():
    board = Board(EXAMPLE)
    print(board)  # print() uses __str__ now


if __name__ == "__main__":
    main()
