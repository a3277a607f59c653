"""Right: one helper moves the blank by a step; the four methods call it."""

SIZE = 4


class Board:
    def __init__(self, numbers):
        self.board = []
        for row in range(SIZE):
            self.board.append(list(numbers[row * SIZE:(row + 1) * SIZE]))

    def blank_position(self):
        for row in range(SIZE):
            for col in range(SIZE):
                if self.board[row][col] is None:
                    return (row, col)

    def swap(self, row1, col1, row2, col2):
        first = self.board[row1][col1]
        self.board[row1][col1] = self.board[row2][col2]
        self.board[row2][col2] = first


class Game(Board):
    def _move(self, dr, dc):
        row, col = self.blank_position()
        if 0 <= row + dr < SIZE and 0 <= col + dc < SIZE:
            self.swap(row, col, row + dr, col + dc)
            return True
        return False

    def blank_up(self):
        return self._move(-1, 0)

    def blank_down(self):
        return self._move(1, 0)

    def blank_left(self):
        return self._move(0, -1)

    def blank_right(self):
        return self._move(0, 1)
