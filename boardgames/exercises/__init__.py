"""Exercises the app checks (Qt-free).

An exercise is a folder ``lessons/<lesson>/exercises/<exercise-id>/`` holding
``exercise.toml`` (titles, statements, hints, the function names the student writes, the
time limit), ``start.py`` (the program the student starts from), ``reference.py`` (a
solution) and ``checks.py`` (the hidden tests). :mod:`.loader` finds and reads them,
:mod:`.checker` runs a student's file against the checks in the sandbox for students' code
(:mod:`boardgames.core.sandbox`), :mod:`.progress` remembers who passed what, and
:mod:`.cli` is ``boardgames exercises`` / ``boardgames check``.
"""
