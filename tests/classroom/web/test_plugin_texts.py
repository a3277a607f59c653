"""A plug-in's title and levels' titles in the pupil's language, read without Qt from the
``.ts`` files its translations are made from (boardgames/classroom/web/texts.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from boardgames.classroom.web.texts import plugin_text
from boardgames.core.plugins import GamePlugin

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context><name>{id}</name>
<message><source>Pebbles</source><translation>Камешки</translation></message>
<message><source>Two &amp;&amp; three</source><translation>Два &amp;&amp; &amp;три</translation></message>
<message><source>Unfinished</source><translation type="unfinished">Черновик</translation></message>
</context>
<context><name>another</name>
<message><source>Level one</source><translation>Не этот</translation></message>
</context>
</TS>
"""


@pytest.fixture
def pebbles(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[GamePlugin, Path]:
    """A plug-in ``pebbles`` whose package ``pebbles_texts`` ships a translations folder."""
    package = tmp_path / "pebbles_texts"
    (package / "translations").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "pebbles_texts", raising=False)
    plugin = GamePlugin(id="pebbles", title="Pebbles", description="",
                        translations="pebbles_texts")
    return plugin, package / "translations"


def test_the_plugins_finished_words_in_its_context(pebbles) -> None:
    plugin, folder = pebbles
    (folder / "pebbles_ru.ts").write_text(TS.format(id="pebbles"), encoding="utf-8")
    assert plugin_text(plugin, "Pebbles", "ru") == "Камешки"
    assert plugin_text(plugin, "Two && three", "ru") == "Два & три"  # accelerators gone
    assert plugin_text(plugin, "Unfinished", "ru") == "Unfinished"
    assert plugin_text(plugin, "Level one", "ru") == "Level one"  # another game's context
    assert plugin_text(plugin, "Pebbles", "de") == "Pebbles"  # no German file
    assert plugin_text(plugin, "Pebbles", "en") == "Pebbles"
    assert plugin_text(plugin, "Pebbles", "../ru") == "Pebbles"  # not a language offered


def test_qm_files_only_or_a_broken_file_keep_english(pebbles) -> None:
    plugin, folder = pebbles
    (folder / "pebbles_ru.qm").write_bytes(b"\x3c\xb8\x64\x18")
    assert plugin_text(plugin, "Pebbles", "ru") == "Pebbles"
    (folder / "pebbles_ru.ts").write_text("<TS><context>", encoding="utf-8")
    assert plugin_text(plugin, "Pebbles", "ru") == "Pebbles"


def test_the_built_in_games_words_come_from_the_apps_translations() -> None:
    tictactoe = GamePlugin(id="tictactoe", title="Tic-tac-toe", description="")
    assert plugin_text(tictactoe, "Tic-tac-toe", "ru") == "Крестики-нолики"
    assert plugin_text(tictactoe, "The computer plays at random", "de") != "The computer plays at random"
