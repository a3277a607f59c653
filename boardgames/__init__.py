"""boardgames: a Qt desktop toolkit for teaching programming and algorithms with board games.

The game rules and search algorithms live in Qt-free modules (``boardgames.core``,
``boardgames.games.*`` rule and search modules); the Qt application in ``boardgames.app``
only shows and drives them.
"""

__version__ = "0.1.0"
