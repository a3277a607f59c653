"""The one game page every game is shown on (see :mod:`.page`)."""

from boardgames.kit.page.page import GamePage

__all__ = ["GamePage"]
