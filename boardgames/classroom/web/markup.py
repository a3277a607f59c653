"""Markdown of lessons and exercises, and lessons' Python programs, as HTML for the pupils'
web page (Qt-free).

CommonMark by markdown-it-py, with raw HTML turned off: a ``<script>`` in a lesson's text
is shown as text, never run (lesson folders may come from anyone). Links are kept only
when they point to ``http:`` or ``https:`` pages (a ``javascript:`` link stays text).
Programs are lexed by pygments' Python lexer; the page colours its token families.
"""

from __future__ import annotations

import html
from functools import lru_cache

from markdown_it import MarkdownIt
from pygments.lexers import PythonLexer
from pygments.token import Token, _TokenType, is_token_subtype

#: pygments' token types -> the family the page colours (``.tok-keyword`` ... in
#: style.css, as the exercises' editor colours them: None, True and self as numbers);
#: the first that a token is in wins.
FAMILIES = ((Token.Comment, "comment"), (Token.Literal.String, "string"),
            (Token.Literal.Number, "number"), (Token.Keyword.Constant, "number"),
            (Token.Name.Builtin.Pseudo, "number"), (Token.Keyword, "keyword"),
            (Token.Operator.Word, "keyword"), (Token.Name.Function, "name"),
            (Token.Name.Class, "name"), (Token.Name.Decorator, "name"))


class _Parser(MarkdownIt):
    """CommonMark without raw HTML, linking to web pages only."""

    def validateLink(self, url: str) -> bool:  # noqa: N802 - markdown-it's name
        return url.lower().startswith(("http://", "https://"))


def _highlight(code: str, language: str, _attributes: str) -> str:
    """A fenced block's content highlighted when it is Python (markdown-it wraps it in
    ``<pre><code>``); "" leaves any other block to markdown-it's escaping."""
    return "\n".join(python_lines(code)) if language.lower() in ("python", "py") else ""


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    return _Parser("commonmark", {"html": False, "linkify": False, "typographer": False,
                                  "highlight": _highlight})


@lru_cache(maxsize=512)
def to_html(text: str) -> str:
    """``text`` (Markdown) as an HTML fragment: paragraphs, lists, emphasis, code spans
    and fenced code blocks (``<pre><code class="language-python">``, a Python one
    highlighted as :func:`python_lines`); raw HTML escaped."""
    return str(_parser().render(text))


def _family(kind: _TokenType) -> str | None:
    return next((name for token, name in FAMILIES if is_token_subtype(kind, token)), None)


@lru_cache(maxsize=64)
def python_lines(source: str) -> tuple[str, ...]:
    """``source`` (a Python program) as one HTML fragment per line, its tokens in
    ``<span class="tok-FAMILY">`` (:data:`FAMILIES`), everything else escaped text; as many
    lines as ``source.split("\\n")`` has (a string over several lines is cut at each)."""
    lines: list[list[str]] = [[]]
    for kind, text in PythonLexer(stripnl=False, ensurenl=False).get_tokens(source):
        family = _family(kind)
        for number, piece in enumerate(text.split("\n")):
            if number:
                lines.append([])
            if piece:
                escaped = html.escape(piece, quote=False)
                lines[-1].append(f'<span class="tok-{family}">{escaped}</span>' if family else escaped)
    return tuple("".join(parts) for parts in lines)
