"""The 15-puzzle's additive pattern databases (Korf and Felner 2002), Qt-free.

- :mod:`.layout`: which tiles each database covers (the partition) and how a position is
  ranked into a table index;
- :mod:`.build`: breadth-first builds of the tables (numba);
- :mod:`.tables`: loading a layout's tables and looking the heuristic up, for 4x4 and smaller;
- :mod:`.tables24`: the 24-puzzle's 5-5-5-5-4 tables with the mirrored lookup;
- :mod:`.store`: the cache folder, checksums and the build lock (a damaged table is rebuilt);
- :mod:`.shipped`: the compressed tables shipped in the package;
- :mod:`.ready`: "have them ready": load, unpack or build once per process.
"""
