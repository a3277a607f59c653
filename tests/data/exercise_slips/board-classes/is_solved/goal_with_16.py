"""Slip: compares with 1..16, as in the list lessons; here the blank is None."""
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
        numbers = []
        for row in self.board:
            numbers += row
        return numbers == list(range(1, 17))
