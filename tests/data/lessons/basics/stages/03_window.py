"""A window with one label."""

import sys

from PySide6.QtWidgets import QApplication, QLabel


def make_window():
    label = QLabel("Hello from a window")
    label.resize(300, 100)
    return label


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = make_window()
    window.show()
    print("window shown", flush=True)
    sys.exit(app.exec())
