"""The 15-puzzle's fast engines (Qt-free), as opposed to the textbook searches the lessons
show (those are the core's, :mod:`boardgames.core.search`):

- :mod:`.ida_lines` (numba): IDA* (Korf 1985) for any n x m board, its heuristic
  (Manhattan distance, linear conflict, walking distance) updated move by move, 15-25
  times faster than the plain-Python version it replaced with the same nodes and moves:
  the laboratory's ``"ida*"`` and the exact finishes of the other solvers (other
  heuristics run the core's textbook IDA*);
- :mod:`.ida_pdb` with :mod:`.kernel` (numba): IDA* over additive pattern databases for 4x4 and
  smaller (Korf 1985; Korf and Felner 2002);
- :mod:`.anytime24` with :mod:`.beam24`, :mod:`.kernel24` and :mod:`.tail24`: the
  24-puzzle's anytime engine (beam search, weighted IDA*, optimal IDA* on a solution's tail);
- :mod:`.frame_beam`: beam search that places the outer frame of boards above 5x5.
"""
