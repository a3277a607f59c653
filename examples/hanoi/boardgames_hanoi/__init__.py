"""The Towers of Hanoi as a boardgames plug-in: Qt-free rules and heuristics, a painter of
pegs and disks, and a descriptor; the framework's puzzle searches solve it."""
