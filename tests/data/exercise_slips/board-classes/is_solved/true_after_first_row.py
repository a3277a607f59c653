"""Slip: `return True` inside the loop over the rows answers after the first row."""
# Caught by: blank_in_corner_but_mixed: Game([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, None]).is_solved()
# Caught by: random_boards:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))


class Game(Board):
    def is_solved(self):
        for row in range(SIZE):
            if self.board[row] != list(range(row * SIZE + 1, row * SIZE + SIZE + 1))[:SIZE]:
                if row < SIZE - 1:
                    return False
            return True
