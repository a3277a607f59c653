"""Slip: works on the cells' numbers row by row, with a row width of 3 instead of 4
(SIZE - 1), so a cell near a row end is taken from the next row."""
# Caught by: neighbours: board.board == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, None]]; board.swap(3, 3, 3, 2)
# Caught by: random_swaps:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def swap(self, row1, col1, row2, col2):
        cells = [number for row in self.board for number in row]
        a, b = row1 * (SIZE - 1) + col1, row2 * (SIZE - 1) + col2
        cells[a], cells[b] = cells[b], cells[a]
        self.board = [cells[r * SIZE:(r + 1) * SIZE] for r in range(SIZE)]
