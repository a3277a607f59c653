"""The 15-puzzle (sliding puzzle) plug-in, on any rows x cols board from 2x2 to 8x8.

Qt-free modules: ``board`` (positions and moves), ``solvability``, ``parsing``,
``shuffle``, ``rules`` (the framework's Game contract), ``players`` (the solver on the
player protocol), ``messages`` (English sentences of the codes, for the command line), the
``search`` package and the command lines ``cli`` and ``engine_cli``.
Qt modules: everything in ``ui`` (the view, its board widget, panel, clock, solver
controls and translated texts, and the Compare window).
"""
