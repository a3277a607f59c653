from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QHBoxLayout, QSizePolicy

GROW = QSizePolicy.Expanding            # кнопка может растянуться на свободное место


def make_window():
    # Строим окно с тремя кнопками и возвращаем его
    window = QWidget()
    window.setWindowTitle("Крестики-нолики")
    window.resize(300, 100)
    layout = QHBoxLayout(window)        # ставит кнопки в ряд
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)    # растягиваться в ширину и в высоту
    layout.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    layout.addWidget(button)
    button = QPushButton()
    button.setSizePolicy(GROW, GROW)
    layout.addWidget(button)
    return window


if __name__ == "__main__":
    app = QApplication([])              # здесь запускается Qt
    window = make_window()
    window.show()
    app.exec()                          # ждём щелчков, пока окно не закроют
