"""Slip: compares the matrix (a list of rows) with the flat list of numbers: never equal."""
# Caught by: solved: Game([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, None]).is_solved()
# Caught by: random_boards:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))


class Game(Board):
    def is_solved(self):
        return self.board == list(range(1, 16)) + [None]
