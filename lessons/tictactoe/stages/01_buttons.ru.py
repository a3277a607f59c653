from PySide6.QtWidgets import QApplication, QWidget, QPushButton, QVBoxLayout


def make_window():
    # Строим окно с тремя кнопками и возвращаем его
    window = QWidget()
    window.setWindowTitle("Крестики-нолики")
    layout = QVBoxLayout(window)        # ставит кнопки одну под другой
    layout.addWidget(QPushButton())
    layout.addWidget(QPushButton())
    layout.addWidget(QPushButton())
    return window


if __name__ == "__main__":
    app = QApplication([])              # здесь запускается Qt
    window = make_window()
    window.show()
    app.exec()                          # ждём щелчков, пока окно не закроют
