"""Markdown of lessons and exercises as HTML for the pupils' web page (Qt-free).

CommonMark by markdown-it-py, with raw HTML turned off: a ``<script>`` in a lesson's text
is shown as text, never run (lesson folders may come from anyone). Links are kept only
when they point to ``http:`` or ``https:`` pages (a ``javascript:`` link stays text).
"""

from __future__ import annotations

from functools import lru_cache

from markdown_it import MarkdownIt


class _Parser(MarkdownIt):
    """CommonMark without raw HTML, linking to web pages only."""

    def validateLink(self, url: str) -> bool:  # noqa: N802 - markdown-it's name
        return url.lower().startswith(("http://", "https://"))


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    return _Parser("commonmark", {"html": False, "linkify": False, "typographer": False})


@lru_cache(maxsize=512)
def to_html(text: str) -> str:
    """``text`` (Markdown) as an HTML fragment: paragraphs, lists, emphasis, code spans
    and fenced code blocks (``<pre><code class="language-python">``); raw HTML escaped."""
    return str(_parser().render(text))
