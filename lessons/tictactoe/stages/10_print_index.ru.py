from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # кнопка может растянуться на свободное место
who = "X"                               # чей сейчас ход: "X" или "O"
buttons = []                            # все девять кнопок, номера от 0 до 8


def play(n):
    # Выполняется при щелчке по кнопке номер n
    global who                          # play() меняет who — то, что наверху
    if buttons[n].text() != " ":        # клетка занята
        return                          # значит, ничего не делаем
    buttons[n].setText(who)
    if who == "X":                      # теперь ходит другой игрок
        who = "O"
    else:
        who = "X"
    print(n)                            # номер кнопки, по которой щёлкнули


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
