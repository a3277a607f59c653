"""Searches over one-player puzzles written once for every game (Qt-free).

* :mod:`.heuristic`: the :class:`~.heuristic.Heuristic` a plug-in offers;
* :mod:`.problem`: a puzzle as a search sees it (:class:`~.problem.Problem`);
* :mod:`.steps` and :mod:`.textbook`: breadth-first search, A*, weighted A*, greedy
  best-first search and IDA* as generators of their steps;
* :mod:`.solve`: one of them run to the end under a budget, giving a
  :class:`~.result.SearchResult`; :mod:`.player`: the generic puzzle player;
* :mod:`.stepper`: the search stepper's model (one step at a time, and back).
"""
