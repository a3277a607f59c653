from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # a button may grow to fill free space
buttons = []                            # all nine buttons, numbered 0 to 8
board = [0] * 9                         # the board in numbers: 1 = X, -1 = O, 0 = empty

# The eight lines: three rows, three columns and two diagonals
LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def line_sums(board):
    # The sum of the three cells of each line: a list of eight numbers
    sums = []
    for line in LINES:
        sums.append(board[line[0]] + board[line[1]] + board[line[2]])
    return sums


def won(board):
    # True if someone has won: three X in a line give 3, three O give -3
    sums = line_sums(board)
    return 3 in sums or -3 in sums


def best_move(board):
    # The computer chooses its move here: it gives back a cell number
    if board[4] == 0:                   # the centre is empty: take it
        return 4
    for i in range(9):                  # look at the cells in order
        if board[i] == 0:               # the first empty cell
            return i                    # return leaves the loop and the function


def play(n):
    # Runs when button number n is clicked: your X, then the computer's O
    if won(board):                      # the game is over
        return                          # so do nothing
    if board[n] != 0:                   # the cell is taken
        return                          # so do nothing
    buttons[n].setText("X")             # your move
    board[n] = 1
    if not won(board) and 0 in board:   # the computer answers with an O
        i = best_move(board)            # the computer chooses a cell
        buttons[i].setText("O")
        board[i] = -1
    sums = line_sums(board)
    if 3 in sums:                       # show the result in the title
        window.setWindowTitle("X wins")
    elif -3 in sums:
        window.setWindowTitle("O wins")
    elif 0 not in board:                # no empty cell left
        window.setWindowTitle("Draw")


def make_button(n):
    # Make button number n; a click on it calls play(n)
    button = QPushButton(" ")           # a space: the cell is empty
    button.setFont(QFont("Arial", 28, QFont.Bold))  # big bold letters
    button.setSizePolicy(GROW, GROW)    # grow in width and in height
    button.clicked.connect(lambda: play(n))     # on a click: play(its number)
    buttons.append(button)              # the list remembers the button
    return button


def make_window():
    # Build the window with nine buttons and give it back
    global window                       # play() needs the window too, for its title
    window = QWidget()
    window.setWindowTitle("Tic-tac-toe")
    window.resize(300, 300)
    column = QVBoxLayout(window)        # the window puts rows one under another
    for i in range(3):                  # three rows
        frame = QWidget()               # a frame: a box that holds one row
        row = QHBoxLayout(frame)        # inside the frame: side by side
        column.addWidget(frame)
        for j in range(3):              # three buttons in each row
            row.addWidget(make_button(3 * i + j))   # numbers 0 to 8, row by row
    return window


if __name__ == "__main__":
    app = QApplication([])              # Qt starts here
    window = make_window()
    window.show()
    app.exec()                          # wait for clicks until the window is closed
