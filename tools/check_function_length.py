"""List the functions in ``boardgames/`` longer than the house limit (40 lines).

Usage (from the project folder)::

    python tools/check_function_length.py            # prints path:line name (N lines)
    python tools/check_function_length.py --max 30   # a stricter limit
    python tools/check_function_length.py some/dir   # another tree

A function's length runs from its ``def`` line (decorators not counted) to its last line,
docstring and comments included, as Python's ``ast`` reports them (``end_lineno``). Nested
functions are measured on their own too (and are part of the enclosing function's length).
Functions decorated with numba's ``njit`` or ``jit`` (compiled kernels, where splitting
costs speed) are exempt. Exits 1 when any function is too long, else 0.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from pathlib import Path

#: The house rule: at most 40 lines (numba kernels exempt).
MAX_LINES = 40

#: Decorators marking a numba-compiled function (``njit``, ``numba.njit(cache=True)``, ...).
COMPILED = {"njit", "jit"}

ROOT = Path(__file__).resolve().parent.parent


def _decorator_name(node: ast.expr) -> str:
    """``njit`` for ``@njit``, ``@njit(cache=True)``, ``@numba.njit`` and the like."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def long_functions(path: Path, max_lines: int = MAX_LINES) -> Iterator[tuple[int, str, int]]:
    """``(line, qualified name, length)`` of each function in ``path`` over ``max_lines``.

    Raises:
        SyntaxError: when the file is not valid Python.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    yield from _walk(tree, "", max_lines)


def _walk(node: ast.AST, prefix: str, max_lines: int) -> Iterator[tuple[int, str, int]]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            name = prefix + child.name
            compiled = any(_decorator_name(d) in COMPILED for d in child.decorator_list)
            length = (child.end_lineno or child.lineno) - child.lineno + 1
            if length > max_lines and not compiled:
                yield child.lineno, name, length
            yield from _walk(child, name + ".", max_lines)
        elif isinstance(child, ast.ClassDef):
            yield from _walk(child, prefix + child.name + ".", max_lines)
        else:
            yield from _walk(child, prefix, max_lines)


def check(root: Path, max_lines: int = MAX_LINES) -> list[str]:
    """One ``path:line name (N lines)`` report per too-long function under ``root``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        for line, name, length in long_functions(path, max_lines):
            found.append(f"{shown}:{line} {name} ({length} lines)")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", nargs="?", default=str(ROOT / "boardgames"),
                        help="folder to check (default: boardgames/)")
    parser.add_argument("--max", type=int, default=MAX_LINES,
                        help=f"longest function allowed, in lines (default {MAX_LINES})")
    args = parser.parse_args(argv)
    root = Path(args.root)
    if not root.is_dir():
        print(f"check_function_length.py: error: no folder {root}", file=sys.stderr)
        return 2
    found = check(root.resolve(), args.max)
    for report in found:
        print(report)
    if found:
        print(f"{len(found)} function(s) over {args.max} lines", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
