"""Command lines that fail in one line: an argparse parser whose errors raise
:class:`UsageError` instead of printing the usage and exiting (Qt-free). The game
plug-ins' command lines (``boardgames fifteen …``, ``boardgames tictactoe …``) print the
message as ``PROG: error: MESSAGE`` on stderr and exit with code 2."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any, NoReturn


class UsageError(Exception):
    """Bad command-line input; the message is the one line printed on stderr (exit 2)."""


class OneLineParser(argparse.ArgumentParser):
    """argparse whose errors raise :class:`UsageError` with the message and where to
    read more (``see 'PROG --help'``); give it as ``parser_class`` to sub-commands too."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")

    def parse_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                   namespace: Any = None) -> Any:
        """As argparse's, but words nobody takes point to the help of the sub-command
        (``dest="command"``) they were given to, whose options they most likely miss."""
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            command = getattr(parsed, "command", None)
            where = f"{self.prog} {command}" if isinstance(command, str) else self.prog
            raise UsageError(f"unrecognized arguments: {' '.join(extras)} (see '{where} --help')")
        return parsed
