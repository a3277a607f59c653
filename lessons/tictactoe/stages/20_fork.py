from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

# The eight lines: three rows, three columns and two diagonals
LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def line_sums(board):
    # The sum of the three cells of each line
    sums = []
    for line in LINES:
        sums.append(board[line[0]] + board[line[1]] + board[line[2]])
    return sums


def won(board):
    # Three X in a line give 3, three O give -3
    sums = line_sums(board)
    return 3 in sums or -3 in sums


def x_can_win(board):
    # True if X can win with one move
    for j in range(9):
        if board[j] == 0:
            trial = board.copy()
            trial[j] = 1
            if won(trial):
                return True
    return False


def best_move(board):
    # The computer chooses its move here
    for i in range(9):                  # can O win with one move?
        if board[i] != 0:               # the cell is taken
            continue                    # try the next cell
        trial = board.copy()            # a copy to try a move on
        trial[i] = -1
        if won(trial):
            return i
    if board[4] == 0:                   # the centre is empty: take it
        return 4
    for i in range(9):                  # a fork: two lines with two O in each
        if board[i] != 0:
            continue
        trial = board.copy()
        trial[i] = -1
        if not x_can_win(trial) and line_sums(trial).count(-2) >= 2:
            return i
    for i in range(9):                  # a move after which X cannot win at once
        if board[i] != 0:
            continue
        trial = board.copy()
        trial[i] = -1
        if not x_can_win(trial):
            return i
    return board.index(0)               # the first empty cell


class Game(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Tic-tac-toe")
        self.resize(300, 300)
        self.buttons = []               # all nine buttons, numbered 0 to 8
        self.board = [0] * 9            # the board in numbers: 1 = X, -1 = O, 0 = empty
        column = QVBoxLayout(self)      # the window puts rows one under another
        for i in range(3):              # three rows
            row = QWidget()             # a frame: a box that holds one row
            row_layout = QHBoxLayout(row)   # inside the frame: side by side
            column.addWidget(row)
            for j in range(3):          # three buttons in each row
                button = QPushButton(" ")   # a space: the cell is empty
                button.setFont(QFont("Arial", 28, QFont.Bold))  # big bold letters
                button.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)  # grow to fill
                button.clicked.connect(self.play)   # on a click, call play()
                row_layout.addWidget(button)
                self.buttons.append(button)

    def play(self):
        n = self.buttons.index(self.sender())   # the number of the clicked button
        if won(self.board):             # the game is over
            return                      # so do nothing
        if self.board[n] != 0:          # the cell is taken
            return                      # so do nothing
        self.buttons[n].setText("X")    # your move
        self.board[n] = 1
        if won(self.board):
            self.setWindowTitle("X wins")
            return
        if 0 not in self.board:         # no empty cells left
            self.setWindowTitle("Draw")
            return
        i = best_move(self.board)       # the computer chooses a cell
        self.buttons[i].setText("O")    # the computer's move
        self.board[i] = -1
        if won(self.board):
            self.setWindowTitle("O wins")


if __name__ == "__main__":
    app = QApplication([])
    window = Game()
    window.show()
    app.exec()
