"""Guards against a Qt binding that would crash the app after a long lesson.

PySide6 6.12.0 on CPython 3.10/3.11 loses a reference to None on every call of a method
returning void (update(), setText(), resize() ...); once None's count reaches zero the
interpreter aborts with "none_dealloc". pyproject.toml pins PySide6 below 6.12; this test
fails if an installed binding leaks again.
"""

import sys

from PySide6.QtWidgets import QLabel, QWidget


def test_void_calls_do_not_leak_references_to_none(qtbot):
    widget, label = QWidget(), QLabel("x")
    qtbot.addWidget(widget)
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        widget.update()
        label.setText("y")
        widget.resize(100, 100)
    assert sys.getrefcount(None) >= before - 50
