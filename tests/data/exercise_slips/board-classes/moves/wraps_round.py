"""Slip: blank_up and blank_left test no edge: from the top row, row - 1 is -1, and Python
takes the bottom row (the blank jumps to the other side)."""
# Caught by: at_the_edges: game.board == [[None, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]; game.blank_up()
# Caught by: every_place:

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
    def blank_up(self):
        row, col = self.blank_position()
        self.swap(row, col, row - 1, col)
        return True

    def blank_left(self):
        row, col = self.blank_position()
        self.swap(row, col, row, col - 1)
        return True

    def blank_down(self):
        row, col = self.blank_position()
        if row < SIZE - 1:
            self.swap(row, col, row + 1, col)
            return True
        return False

    def blank_right(self):
        row, col = self.blank_position()
        if col < SIZE - 1:
            self.swap(row, col, row, col + 1)
            return True
        return False
