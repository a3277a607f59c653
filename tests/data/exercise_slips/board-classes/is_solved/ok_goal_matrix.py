"""Right: builds the goal matrix and compares the two matrices."""

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))


class Game(Board):
    def is_solved(self):
        goal = [[row * SIZE + col + 1 for col in range(SIZE)] for row in range(SIZE)]
        goal[SIZE - 1][SIZE - 1] = None
        return self.board == goal
