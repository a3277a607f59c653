"""Translate the comments of lesson programs: writes ``<stem>.<lang>.py`` beside each program.

Usage (from the project folder)::

    python tools/program_comments.py --export todo.json [--lang ru] [PROGRAM ...]
    python tools/program_comments.py --apply done.json [--lang ru] [PROGRAM ...]

Without PROGRAM: every stage program (``lessons/*/stages/*.py``) and every exercise's
starting program (``lessons/*/exercises/*/start.py``) that has no ``<stem>.<lang>.py`` yet.

``--export`` writes ``{"english text": ""}`` for every distinct comment block (consecutive
full-line comments at one indentation, joined by newlines), trailing comment, docstring and
shown string (a literal passed straight to print, input, setWindowTitle, drawText or a
``report`` helper); fill in the values (a block may get more or fewer lines) and give the
file to ``--apply``, which writes the variants. Everything else stays byte for byte the same,
so the variant is the same program (tests/lessons/test_lesson_program_languages.py checks it).
"""

from __future__ import annotations

import argparse
import ast
import inspect
import io
import json
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHOWN_CALLS = {"print", "input", "setWindowTitle", "drawText", "report"}


def programs(lang: str) -> list[Path]:
    """Every lesson program without a ``lang`` variant."""
    found = [p for p in ROOT.glob("lessons/*/stages/*.py") if p.name.count(".") == 1]
    found += list(ROOT.glob("lessons/*/exercises/*/start.py"))
    return sorted(p for p in found if not p.with_name(f"{p.stem}.{lang}.py").exists())


def _docstrings_and_shown(source: str) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """Start positions (line, column) of docstring tokens and of shown strings."""
    docs, shown = set(), set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                docs.add((first.value.lineno, first.value.col_offset))
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in SHOWN_CALLS:
                shown |= {(a.lineno, a.col_offset) for a in node.args
                          if isinstance(a, ast.Constant) and isinstance(a.value, str)
                          and any(ch.isalpha() for ch in a.value)}
    return docs, shown


def _pieces(source: str) -> list[tuple[str, tuple[int, int], tuple[int, int], str]]:
    """(kind, start, end, english) for every translatable piece, in order; a comment block
    spans its lines (kind "block"), a trailing comment is kind "comment"."""
    docs, shown = _docstrings_and_shown(source)
    lines = source.splitlines()
    pieces: list[tuple[str, tuple[int, int], tuple[int, int], str]] = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            text = tok.string[1:].strip()
            alone = not lines[tok.start[0] - 1][:tok.start[1]].strip()
            prev = pieces[-1] if pieces else None
            if alone and prev and prev[0] == "block" and prev[2][0] == tok.start[0] - 1 \
                    and prev[1][1] == tok.start[1]:
                pieces[-1] = ("block", prev[1], tok.end, prev[3] + "\n" + text)
            else:
                pieces.append(("block" if alone else "comment", tok.start, tok.end, text))
        elif tok.type == tokenize.STRING and tok.start in docs:
            pieces.append(("doc", tok.start, tok.end, inspect.cleandoc(ast.literal_eval(tok.string))))
        elif tok.type == tokenize.STRING and tok.start in shown:
            pieces.append(("shown", tok.start, tok.end, ast.literal_eval(tok.string)))
    return pieces


def _key(kind: str, english: str) -> str:
    return ("S: " if kind == "shown" else "") + english


def _render(kind: str, column: int, old: str, text: str) -> str:
    if kind in ("block", "comment"):
        return ("\n" + " " * column).join("# " + line if line else "#" for line in text.split("\n"))
    if kind == "shown":
        quote = '"' if old.endswith('"') else "'"
        return quote + text.replace("\\", "\\\\").replace(quote, "\\" + quote) + quote
    quote = old[-3:] if old[-3:] in ('"""', "'''") else old[-1]
    indent = "\n" + " " * column
    body = indent.join(text.split("\n")).replace(indent + "\n", "\n\n")
    closing = indent if old[:-len(quote)].endswith(indent) else ""
    return quote + body.replace(indent + "\n", "\n\n") + closing + quote


def translate(source: str, table: dict[str, str]) -> str:
    """``source`` with every piece replaced by its translation in ``table``.

    Raises:
        KeyError: a piece has no (or an empty) translation.
    """
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    out, done = [], 0
    for kind, start, end, english in _pieces(source):
        text = table.get(_key(kind, english), "")
        if not text:
            raise KeyError(_key(kind, english))
        begin, finish = starts[start[0] - 1] + start[1], starts[end[0] - 1] + end[1]
        out += [source[done:begin], _render(kind, start[1], source[begin:finish], text)]
        done = finish
    return "".join(out) + source[done:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", default="ru")
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--export", type=Path)
    what.add_argument("--apply", type=Path)
    parser.add_argument("program", nargs="*", type=Path)
    args = parser.parse_args(argv)
    files = args.program or programs(args.lang)
    if args.export:
        table = {_key(kind, english): "" for f in files
                 for kind, _s, _e, english in _pieces(f.read_text(encoding="utf-8"))}
        args.export.write_text(json.dumps(table, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"{len(table)} texts from {len(files)} programs")
        return 0
    table = json.loads(args.apply.read_text(encoding="utf-8"))
    missing = 0
    for f in files:
        try:
            text = translate(f.read_text(encoding="utf-8"), table)
        except KeyError as exc:
            print(f"{f}: no translation for {exc}", file=sys.stderr)
            missing += 1
            continue
        f.with_name(f"{f.stem}.{args.lang}.py").write_text(text, encoding="utf-8")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
