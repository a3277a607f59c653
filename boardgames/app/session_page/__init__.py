"""The app's shared session page: any plug-in without a view of its own whose rules
implement :class:`~boardgames.core.grid.GridGame` is played here."""

from boardgames.app.session_page.page import SessionPage

__all__ = ["SessionPage"]
