"""Lesson mode, Qt-free: the lesson folder format (see ``lessons/README.md``), loading and
checking lessons, splitting stage text, diffs between stages, running stage programs
isolated, and scoring solvers in the 15-puzzle challenge.

The Qt views are in :mod:`boardgames.app.lessons`.
"""
