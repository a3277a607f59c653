"""A game plug-in's own words (its title, its levels' titles) in a pupil's language, read
without Qt from the Qt Linguist source files (``.ts``) the desktop app's translations are
made from: the plug-in's ``translations/<id>_<language>.ts`` when it ships them (the
example plug-ins do, beside their ``.qm`` files), and the app's
``resources/translations/boardgames_<language>.ts`` (the built-in games), in both under
the context of the plug-in's id, as ``QCoreApplication.translate(plugin.id, text)`` looks
them up. A text without a finished translation stays English; so does every text of a
plug-in that ships ``.qm`` files only.
"""

from __future__ import annotations

from pathlib import Path

from boardgames.core.i18n import LANGUAGES as SHIPPED
from boardgames.core.plugins import GamePlugin
from boardgames.resources import linguist_catalogue, resource

#: Languages the page offers, the app's (English is the plug-ins' own).
LANGUAGES = tuple(code for code, _name in SHIPPED)


def plugin_text(plugin: GamePlugin, text: str, language: str) -> str:
    """``text`` (English, as the plug-in declares it) in ``language`` (``"ru"``; a code
    the page does not offer, or ``"en"``: the text itself)."""
    if language not in LANGUAGES or language == "en" or not text:
        return text
    for path in _files(plugin, language):
        found = linguist_catalogue(str(path)).get((plugin.id, text))
        if found:
            return found
    return text


def _files(plugin: GamePlugin, language: str) -> list[Path]:
    """The ``.ts`` files that may hold ``plugin``'s words in ``language``, its own first."""
    files = []
    try:
        folder = plugin.translations_folder()
    except ImportError:  # a broken plug-in keeps its English
        folder = None
    if folder is not None:
        files.append(Path(folder) / f"{plugin.id}_{language}.ts")
    files.append(resource("translations", f"boardgames_{language}.ts"))
    return [path for path in files if path.is_file()]

