"""Board classes, stage 1: a Board class that keeps a 4 x 4 matrix."""

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


def main():
    board = Board(EXAMPLE)
    print(board.board)  # the matrix: a list of 4 rows
    print("Top left:", board.board[0][0])
    print("Row 2, column 1:", board.board[2][1])


if __name__ == "__main__":
    main()
