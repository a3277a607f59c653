from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # кнопка может растянуться на свободное место
who = "X"                               # чей сейчас ход: "X" или "O"
buttons = []                            # все девять кнопок, номера от 0 до 8
board = [0] * 9                         # поле в числах: 1 = X, -1 = O, 0 = пусто

# Восемь линий: три строки, три столбца и две диагонали
LINES = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
]


def line_sums(board):
    # Сумма трёх клеток каждой линии: список из восьми чисел
    sums = []
    for line in LINES:
        sums.append(board[line[0]] + board[line[1]] + board[line[2]])
    return sums


def won(board):
    # True, если кто-то выиграл: три X в линию дают 3, три O дают -3
    sums = line_sums(board)
    return 3 in sums or -3 in sums


def play(n):
    # Выполняется при щелчке по кнопке номер n
    global who                          # play() меняет who — то, что наверху
    if won(board):                      # игра окончена
        return                          # значит, ничего не делаем
    if board[n] != 0:                   # клетка занята
        return                          # значит, ничего не делаем
    buttons[n].setText(who)
    if who == "X":                      # записываем ход, потом ходит другой игрок
        board[n] = 1
        who = "O"
    else:
        board[n] = -1
        who = "X"
    print(won(board), line_sums(board))


def make_button(n):
    # Делаем кнопку номер n; щелчок по ней вызывает play(n)
    button = QPushButton(" ")           # пробел: клетка пустая
    button.setFont(QFont("Arial", 28, QFont.Bold))  # крупные жирные буквы
    button.setSizePolicy(GROW, GROW)    # растягиваться в ширину и в высоту
    button.clicked.connect(lambda: play(n))     # при щелчке: play(её номер)
    buttons.append(button)              # список запоминает кнопку
    return button


def make_window():
    # Строим окно с девятью кнопками и возвращаем его
    window = QWidget()
    window.setWindowTitle("Крестики-нолики")
    window.resize(300, 300)
    column = QVBoxLayout(window)        # окно ставит ряды один под другим
    for i in range(3):                  # три ряда
        frame = QWidget()               # рамка: коробка, в которой лежит один ряд
        row = QHBoxLayout(frame)        # внутри рамки: в ряд
        column.addWidget(frame)
        for j in range(3):              # по три кнопки в каждом ряду
            row.addWidget(make_button(3 * i + j))   # номера от 0 до 8, ряд за рядом
    return window


if __name__ == "__main__":
    app = QApplication([])              # здесь запускается Qt
    window = make_window()
    window.show()
    app.exec()                          # ждём щелчков, пока окно не закроют
