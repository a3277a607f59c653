"""Korf's 100 random 15-puzzle instances solved by the pattern-database engine.

Usage: ``python benchmarks/korf100.py [--first N] [--challenge] [--cold]``

Prints one row per instance (published optimal length, length found, nodes expanded,
seconds), the totals, the database load time, numba's warm-up time and the peak memory
(ru_maxrss). Exit code 1 when any length differs from the published optimum. Builds the
pattern databases first if they are not in the cache folder yet (about 20 s, once).
"""

from __future__ import annotations

import sys

from boardgames.games.fifteen.engine_cli import benchmark_main


def main(argv: list[str]) -> int:
    """Run the Korf set (plus the challenge set with --challenge)."""
    return benchmark_main(["--korf", *argv])


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
