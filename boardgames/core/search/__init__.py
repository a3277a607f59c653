"""Searches over one-player puzzles written once for every game (Qt-free): the heuristic
contract a plug-in offers (:mod:`.heuristic`)."""
