import random

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


def move(board, n):
    # The player to move puts a mark on cell n, then the turn passes
    board[n] = board[9]
    board[9] = -board[9]


def minimax(board):
    # Returns the score and the best cell for the player to move.
    # Score: 1 means X wins, -1 means O wins, 0 means a draw.
    player = board[9]
    if won(board):                      # the player who just moved has won
        return -player, None
    if 0 not in board:                  # no empty cells left: a draw
        return 0, None
    best_score = -2 * player            # worse than any real score
    best_cell = None
    for i in range(9):
        if board[i] != 0:
            continue
        trial = board.copy()
        move(trial, i)
        score, cell = minimax(trial)    # the function calls itself
        if player == 1 and score > best_score:      # X wants a big score
            best_score = score
            best_cell = i
        if player == -1 and score < best_score:     # O wants a small score
            best_score = score
            best_cell = i
    return best_score, best_cell


def best_move(board):
    # The computer chooses its move here
    score, cell = minimax(board)
    return cell


class Game(QWidget):
    def __init__(self):
        super().__init__()
        self.resize(300, 300)
        self.computer_first = False     # who starts: you (X) or the computer (O)
        self.buttons = []               # all nine buttons, numbered 0 to 8
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
        self.start_game()

    def start_game(self):
        # Clear the board and start a new game
        self.setWindowTitle("Tic-tac-toe")
        self.board = [0] * 9 + [1]      # nine cells (1 = X, -1 = O, 0 = empty), then who moves
        for button in self.buttons:
            button.setText(" ")
        if self.computer_first:         # the computer opens on a random cell
            self.board[9] = -1          # O moves first
            i = random.randrange(9)
            self.buttons[i].setText("O")
            move(self.board, i)
        self.computer_first = not self.computer_first   # next game, the other one starts

    def game_over(self):
        # True if the game has ended; then the title shows the result
        sums = line_sums(self.board)
        if 3 in sums:
            self.setWindowTitle("X wins")
            return True
        if -3 in sums:
            self.setWindowTitle("O wins")
            return True
        if 0 not in self.board:         # no empty cells left
            self.setWindowTitle("Draw")
            return True
        return False

    def play(self):
        n = self.buttons.index(self.sender())   # the number of the clicked button
        if self.game_over():            # the game has ended
            self.start_game()           # so a click starts a new one
            return
        if self.board[n] != 0:          # the cell is taken
            return                      # so do nothing
        self.buttons[n].setText("X")    # your move
        move(self.board, n)
        if self.game_over():
            return
        i = best_move(self.board)       # the computer chooses a cell
        self.buttons[i].setText("O")    # the computer's move
        move(self.board, i)
        self.game_over()


if __name__ == "__main__":
    app = QApplication([])
    window = Game()
    window.show()
    app.exec()
