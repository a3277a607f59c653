"""The 15-puzzle's fast engines (Qt-free, numba-compiled kernels), as opposed to the
textbook searches the lessons show:

- :mod:`.ida_pdb` with :mod:`.kernel`: IDA* over additive pattern databases for 4x4 and
  smaller (Korf 1985; Korf and Felner 2002);
- :mod:`.anytime24` with :mod:`.beam24`, :mod:`.kernel24` and :mod:`.tail24`: the
  24-puzzle's anytime engine (beam search, weighted IDA*, optimal IDA* on a solution's tail);
- :mod:`.frame_beam`: beam search that places the outer frame of boards above 5x5.
"""
