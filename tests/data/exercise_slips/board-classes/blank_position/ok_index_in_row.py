"""Right: finds the row holding None, then its place in that row (gives back a list)."""

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def blank_position(self):
        for row, cells in enumerate(self.board):
            if None in cells:
                return [row, cells.index(None)]
