"""Count the lines of Python files: all of them (as ``wc -l`` does) and the code lines.

Usage (from the project folder)::

    python tools/count_lines.py examples/nim/boardgames_nim     # each .py file, then the total
    python tools/count_lines.py a.py b.py                      # named files

A code line is a line that holds part of a statement: blank lines, comment lines and
docstrings (the first string of a module, class or function) do not count; a statement
over three lines counts three. Prints a Markdown table (file, lines, code lines).
"""

from __future__ import annotations

import ast
import io
import sys
import tokenize
from pathlib import Path

SKIPPED = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
           tokenize.ENDMARKER}


def docstring_lines(tree: ast.Module) -> set[int]:
    """The line numbers of every docstring in ``tree``."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                found.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return found


def count(text: str) -> tuple[int, int]:
    """(lines, code lines) of Python source ``text`` (see the module text)."""
    docs = docstring_lines(ast.parse(text))
    code: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type not in SKIPPED:
            code.update(n for n in range(token.start[0], token.end[0] + 1) if n not in docs)
    return len(text.splitlines()), len(code)


def main(argv: list[str]) -> int:
    """Print the table for the files and folders of ``argv``; exit 2 for a path that is
    neither a .py file nor a folder."""
    files: list[Path] = []
    for name in argv:
        path = Path(name)
        if path.is_dir():
            files += sorted(path.glob("*.py"))
        elif path.suffix == ".py" and path.is_file():
            files.append(path)
        else:
            print(f"count_lines: {name} is neither a .py file nor a folder", file=sys.stderr)
            return 2
    print("| file | lines | code lines |\n| --- | ---: | ---: |")
    total = [0, 0]
    for path in files:
        lines, code = count(path.read_text(encoding="utf-8"))
        total = [total[0] + lines, total[1] + code]
        print(f"| `{path.as_posix()}` | {lines} | {code} |")
    print(f"| total | {total[0]} | {total[1]} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
