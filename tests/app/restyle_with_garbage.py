"""Run by tests/app/test_collector.py in a process of its own (a crash must not take the
test run with it): the application, made as the app makes it, restyled again and again
while panels whose Python objects form reference cycles become garbage. Each restyle
calls Python (a ``changeEvent`` that allocates), so an automatic garbage collection can
start in the middle of Qt's loop over every widget and delete a panel under it.

Prints ``restyled N`` and exits 0 when it survives ``N`` restyles (the first argument)."""

import sys

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from boardgames.app.main import create_application


class Panel(QWidget):
    """A few buttons; the panel keeps itself in a cycle, like a page whose slot names it."""

    def __init__(self):
        super().__init__()
        layout = QVBoxLayout(self)
        for _ in range(10):
            layout.addWidget(QPushButton("x", self))
        self.itself = self

    def changeEvent(self, event):
        self.scratch = [[] for _ in range(50)]  # allocations while Qt restyles
        super().changeEvent(event)


def main(rounds: int) -> int:
    app = create_application()
    window = QWidget()
    layout = QVBoxLayout(window)
    for i in range(30):
        layout.addWidget(QPushButton(str(i)))
    window.show()
    for n in range(1, rounds + 1):
        panels = [Panel() for _ in range(20)]
        del panels  # garbage now, in cycles: only the cyclic collector can delete them
        app.setStyleSheet(f"* {{ font-size: {10 + n % 7}pt; }}")
        app.processEvents()
    print(f"restyled {rounds}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
