"""Slip: looks at the first three rows and the corner, not at the rest of the last row."""
# Caught by: last_row_mixed: Game([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 13, 15, None]).is_solved()
# Caught by: every_swap:

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))


class Game(Board):
    def is_solved(self):
        number = 1
        for row in range(SIZE - 1):
            for col in range(SIZE):
                if self.board[row][col] != number:
                    return False
                number += 1
        return self.board[SIZE - 1][SIZE - 1] is None
