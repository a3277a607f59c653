"""The command lines' word on the sandbox for students' code (``boardgames check``,
``boardgames challenge``, ``boardgames tictactoe tournament``).

Each takes ``--allow-unconfined`` and, before running students' code, :func:`prepare`:
where no sandbox works and the flag is missing, the command refuses with exit code 2 and
one line on stderr; where students' code will run unconfined, it says so once on stderr.
"""

from __future__ import annotations

import argparse
import sys

from boardgames.core import sandbox

FLAG_HELP = ("where no sandbox works on this computer, run students' code anyway, with your "
             "rights (it could read, change or delete your files)")


def add_flag(parser: argparse.ArgumentParser) -> None:
    """Add ``--allow-unconfined`` to ``parser``."""
    parser.add_argument("--allow-unconfined", action="store_true", help=FLAG_HELP)


def prepare(prog: str, allow_unconfined: bool) -> int | None:
    """Apply the flag and check that students' code may run here: None to go on, else the
    exit code 2 after one line on stderr."""
    if allow_unconfined:
        sandbox.allow_unconfined()
    mode = sandbox.isolation()
    if mode == sandbox.UNAVAILABLE:
        print(f"{prog}: error: no sandbox works on this computer (bubblewrap needs user "
              f"namespaces, Landlock Linux 5.13), so students' code is not run; "
              f"--allow-unconfined runs it with your rights", file=sys.stderr)
        return 2
    if mode == sandbox.NONE:
        print(f"{prog}: warning: no sandbox works here: students' code runs with your rights",
              file=sys.stderr)
    return None
