"""Check or rewrite the golden playthrough files, ``tests/data/playthroughs/<id>.txt``.

One file per game (the built-in ones and the example plug-ins of ``examples/``, installed
or not), written by :func:`boardgames.core.playthrough.record`: seeded games, ply by ply,
in the game's own notation. The conformance test compares them with the code; when a
change of the rules' behaviour is meant, rewrite them and read the diff before
committing it::

    python tools/playthroughs.py --check            # exit 1 and a unified diff when a file differs or is missing
    python tools/playthroughs.py --update           # rewrite every file
    python tools/playthroughs.py --update nim hanoi # only these games

``--check`` also fails for a file whose game is not installed (a stale file). ``--folder``
names another folder (the tests use a temporary one).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "tests" / "data" / "playthroughs"
if str(ROOT / "tests" / "examples") not in sys.path:  # the example plug-ins, installed or not
    sys.path.insert(0, str(ROOT / "tests" / "examples"))

from example_plugins import with_examples  # noqa: E402

from boardgames.core.playthrough import diff, file_name, record  # noqa: E402
from boardgames.core.plugins import GamePlugin, discover  # noqa: E402


def games(ids: Sequence[str]) -> list[GamePlugin]:
    """The installed games with rules (and the examples), only those of ``ids`` if given.

    Raises:
        SystemExit: (2) an id that is no such game.
    """
    found = [plugin for plugin in with_examples(discover()).plugins if plugin.rules]
    unknown = sorted(set(ids) - {plugin.id for plugin in found})
    if unknown:
        raise SystemExit(f"no such game: {' '.join(unknown)} (games: {' '.join(p.id for p in found)})")
    return [plugin for plugin in found if not ids or plugin.id in ids]


def check(plugins: Sequence[GamePlugin], folder: Path, every_game: bool) -> int:
    """Compare each game's file in ``folder`` with the code; print a diff for each one that
    differs or is missing (and, when ``every_game``, name the files of no installed game).
    Returns the exit status: 0 when all agree, else 1."""
    status = 0
    for plugin in plugins:
        path = folder / file_name(plugin.id)
        stored = path.read_text(encoding="utf-8") if path.is_file() else ""
        changes = diff(stored, record(plugin), path.name)
        if changes:
            status = 1
            print(f"{path}: {'differs from the code' if stored else 'missing'}")
            print(changes, end="")
    known = {file_name(plugin.id) for plugin in plugins}
    for path in sorted(folder.glob("*.txt")) if every_game else ():
        if path.name not in known:
            status = 1
            print(f"{path}: no installed game has this file")
    if status == 0:
        print(f"{len(plugins)} playthrough files agree with the code ({folder})")
    return status


def update(plugins: Sequence[GamePlugin], folder: Path) -> int:
    """Rewrite each game's file in ``folder`` (created when missing), naming the ones that
    changed. Returns 0."""
    folder.mkdir(parents=True, exist_ok=True)
    for plugin in plugins:
        path = folder / file_name(plugin.id)
        fresh = record(plugin)
        if not path.is_file() or path.read_text(encoding="utf-8") != fresh:
            path.write_text(fresh, encoding="utf-8")
            print(f"wrote {path}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="compare the files with the code (exit 1 on a difference)")
    mode.add_argument("--update", action="store_true", help="rewrite the files from the code")
    parser.add_argument("--folder", type=Path, default=FOLDER, help=f"the files' folder (default {FOLDER})")
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    args = parser.parse_args(argv)
    plugins = games(args.games)
    if args.update:
        return update(plugins, args.folder)
    return check(plugins, args.folder, every_game=not args.games)


if __name__ == "__main__":
    sys.exit(main())
