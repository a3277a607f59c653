"""Class mode (Qt-free): the teacher's app hosts a class on the local network, the students'
apps submit their exercise checks to it.

* :mod:`~boardgames.classroom.model`: submissions, the grid and their limits, as data;
* :mod:`~boardgames.classroom.store`: the class in SQLite, in the teacher's data folder;
* :mod:`~boardgames.classroom.server`: the class served over HTTP (aiohttp);
* :mod:`~boardgames.classroom.client`: a student's side, with a queue that resends;
* :mod:`~boardgames.classroom.discovery`: the class announced and found on the network;
* :mod:`~boardgames.classroom.cli`: ``boardgames class ...`` and ``boardgames check ... --class``.
"""
