"""Class mode (Qt-free): the teacher's app hosts a class on the local network, the students'
apps submit their exercise checks to it.

* :mod:`~boardgames.classroom.model`: submissions, the grid and their limits, as data;
* :mod:`~boardgames.classroom.store`: the class in SQLite, in the teacher's data folder;
* :mod:`~boardgames.classroom.server`: the class served over HTTP (aiohttp);
* :mod:`~boardgames.classroom.client`: a student's side, with a queue that resends;
* :mod:`~boardgames.classroom.discovery`: the class announced and found on the network;
* :mod:`~boardgames.classroom.tournament`: the class tournament of the students' players;
* :mod:`~boardgames.classroom.leaderboard`: the challenge leaderboard of their solvers;
* :mod:`~boardgames.classroom.live`: the class as the teacher's view shows it, kept up to
  date in threads of its own;
* :mod:`~boardgames.classroom.cli`: ``boardgames class ...`` and ``boardgames check ... --class``.
"""
