"""The games' boards for the pupils' web page of a class served without a window (Qt).

``boardgames class serve`` reaches the widget kit through the shell (the command line may
not import Qt itself): :func:`headless_boards` makes the QGuiApplication such a server
needs (Qt's offscreen platform when there is no display) and the painters' boards.
"""

from __future__ import annotations

from boardgames.kit.web_board import headless_boards

__all__ = ["headless_boards"]
