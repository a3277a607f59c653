import random

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # a button may grow to fill free space
buttons = []                            # all nine buttons, numbered 0 to 8
board = [0] * 9                         # the board in numbers: 1 = X, -1 = O, 0 = empty
computer_first = False                  # True when the computer starts the game
boards_seen = 0                         # how many boards a search has looked at

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


def score(board):
    # The score of a finished game: 1 = X won, -1 = O won, 0 = a draw;
    # None (nothing) while the game is not over
    sums = line_sums(board)
    if 3 in sums:
        return 1
    elif -3 in sums:
        return -1
    elif 0 not in board:                # no empty cell left
        return 0
    else:
        return None


def put(board, i, mark):
    # A copy of the board with one more mark on cell i: for trying a move
    trial = board.copy()
    trial[i] = mark
    return trial


def minimax(board, player):
    # The score of the board if both sides play their best; player moves next
    global boards_seen
    boards_seen += 1
    result = score(board)
    if result is not None:              # the game is over: its score is known
        return result
    results = []                        # the score after each possible move
    for i in range(9):
        if board[i] == 0:
            results.append(minimax(put(board, i, player), -player))  # it calls itself!
    if player == 1:
        return max(results)             # X picks the biggest score
    else:
        return min(results)             # O picks the smallest score


def alphabeta(board, player, alpha, beta):
    # The same score as minimax, without looking at moves that cannot change it.
    # alpha: X can already get at least this; beta: O can already get at most this
    global boards_seen
    boards_seen += 1
    result = score(board)
    if result is not None:              # the game is over: its score is known
        return result
    for i in range(9):
        if board[i] == 0:
            value = alphabeta(put(board, i, player), -player, alpha, beta)
            if player == 1:
                alpha = max(alpha, value)   # X has found a move this good
            else:
                beta = min(beta, value)     # O has found a move this good
            if alpha >= beta:           # the other player will never let the game come here,
                break                   # so the other moves cannot matter: cut them off
    if player == 1:
        return alpha
    else:
        return beta


def look_ahead(board):
    # Print how many boards each search looks at to choose O's move
    global boards_seen
    boards_seen = 0
    for i in range(9):
        if board[i] == 0:
            minimax(put(board, i, -1), 1)
    print("minimax looks at", boards_seen, "boards")
    boards_seen = 0
    best_move(board)
    print("alpha-beta looks at", boards_seen, "boards")


def best_move(board):
    # The computer chooses its move here: the cell with the smallest score
    best_cell = None
    best_score = 2                      # bigger than any real score
    for i in range(9):
        if board[i] == 0:
            value = alphabeta(put(board, i, -1), 1, -2, best_score)  # only a smaller score matters
            if value < best_score:      # better for O than every move before it
                best_score = value
                best_cell = i
    return best_cell


def game_over():
    # True if the game has ended; then the title shows the result
    result = score(board)
    if result == 1:
        window.setWindowTitle("X wins")
    elif result == -1:
        window.setWindowTitle("O wins")
    elif result == 0:
        window.setWindowTitle("Draw")
    else:
        return False                    # nobody has won and there is room: play on
    return True


def start_game():
    # Clear the board and the buttons: a new game begins
    global computer_first
    window.setWindowTitle("Tic-tac-toe")
    for i in range(9):
        board[i] = 0
        buttons[i].setText(" ")
    computer_first = not computer_first     # you and the computer take turns to start
    if computer_first:                  # the computer opens on a random cell
        i = random.randrange(9)
        buttons[i].setText("O")
        board[i] = -1


def play(n):
    # Runs when button number n is clicked: your X, then the computer's O
    if game_over():                     # the game has ended
        start_game()                    # so a click starts a new one
        return
    if board[n] != 0:                   # the cell is taken
        return                          # so do nothing
    buttons[n].setText("X")             # your move
    board[n] = 1
    if game_over():
        return
    look_ahead(board)                   # print what the computer sees
    i = best_move(board)                # the computer chooses a cell
    buttons[i].setText("O")
    board[i] = -1
    game_over()                         # show the result if the game has ended


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
