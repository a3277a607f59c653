from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # кнопка может растянуться на свободное место
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


def put(board, i, mark):
    # Копия поля с ещё одним знаком в клетке i: чтобы примерить ход
    trial = board.copy()
    trial[i] = mark
    return trial


def x_can_win(board):
    # True, если крестики могут выиграть одним ходом
    for j in range(9):
        if board[j] == 0 and won(put(board, j, 1)):
            return True
    return False


def x_can_fork(board):
    # True, если у крестиков есть ход-вилка: две линии, в каждой по два X
    for j in range(9):
        if board[j] == 0:
            sums = line_sums(put(board, j, 1))
            if sums.count(2) >= 2 and -2 not in sums:  # и нолики не выиграют раньше
                return True
    return False


def best_move(board):
    # Здесь компьютер выбирает ход: возвращает номер клетки
    for i in range(9):                  # могут ли нолики выиграть одним ходом?
        if board[i] != 0:               # клетка занята
            continue                    # пропускаем: переходим к следующей клетке
        if won(put(board, i, -1)):      # пробуем туда O, на копии
            return i
    if board[4] == 0:                   # центр пустой: занимаем его
        return 4
    for i in range(9):                  # крестики не выиграют сразу и не сделают вилку
        if board[i] == 0:
            trial = put(board, i, -1)
            if not x_can_win(trial) and not x_can_fork(trial):
                return i
    for i in range(9):                  # ход, после которого крестики не выиграют сразу
        if board[i] == 0 and not x_can_win(put(board, i, -1)):
            return i
    for i in range(9):                  # смотрим клетки по порядку
        if board[i] == 0:               # первая пустая клетка
            return i                    # return выходит из цикла и из функции


def game_over():
    # True, если игра кончилась; тогда заголовок показывает результат
    sums = line_sums(board)
    if 3 in sums:
        window.setWindowTitle("Выиграли крестики")
    elif -3 in sums:
        window.setWindowTitle("Выиграли нолики")
    elif 0 not in board:                # пустых клеток не осталось
        window.setWindowTitle("Ничья")
    else:
        return False                    # никто не выиграл, и место есть: играем дальше
    return True


def play(n):
    # Выполняется при щелчке по кнопке номер n: твой X, потом O компьютера
    if game_over():                     # игра кончилась
        return                          # значит, ничего не делаем
    if board[n] != 0:                   # клетка занята
        return                          # значит, ничего не делаем
    buttons[n].setText("X")             # твой ход
    board[n] = 1
    if game_over():
        return
    i = best_move(board)                # компьютер выбирает клетку
    buttons[i].setText("O")
    board[i] = -1
    game_over()                         # показываем результат, если игра кончилась


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
    global window                       # play() тоже нужно окно: ради заголовка
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
