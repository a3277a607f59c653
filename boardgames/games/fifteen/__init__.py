"""The 15-puzzle (sliding puzzle) plug-in, on any rows x cols board from 2x2 to 8x8.

Qt-free modules: ``board`` (positions and moves), ``solvability``, ``parsing``,
``shuffle``, ``rules`` (the framework's Game contract) and the ``search`` package.
Qt modules: ``view`` and its helpers.
"""
