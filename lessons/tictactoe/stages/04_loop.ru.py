from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QVBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # кнопка может растянуться на свободное место


def make_window():
    # Строим окно с тремя кнопками и возвращаем его
    window = QWidget()
    window.setWindowTitle("Крестики-нолики")
    window.resize(300, 100)
    column = QVBoxLayout(window)        # окно ставит ряды один под другим
    frame = QWidget()                   # рамка: коробка, в которой лежит один ряд
    row = QHBoxLayout(frame)            # внутри рамки: в ряд
    column.addWidget(frame)
    for j in range(3):                  # повторить три раза
        button = QPushButton()
        button.setSizePolicy(GROW, GROW)    # растягиваться в ширину и в высоту
        row.addWidget(button)
    return window


if __name__ == "__main__":
    app = QApplication([])              # здесь запускается Qt
    window = make_window()
    window.show()
    app.exec()                          # ждём щелчков, пока окно не закроют
