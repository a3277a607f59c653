"""Nim as a boardgames plug-in: Qt-free rules and players, a painter that draws heaps of
matches, and a descriptor."""
