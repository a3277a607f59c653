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

import functools
import xml.etree.ElementTree as ET
from pathlib import Path

from boardgames.core.plugins import GamePlugin
from boardgames.resources import resource

#: Languages the page offers (English is the plug-ins' own).
LANGUAGES = ("en", "ru", "de", "es")


def plugin_text(plugin: GamePlugin, text: str, language: str) -> str:
    """``text`` (English, as the plug-in declares it) in ``language`` (``"ru"``; a code
    the page does not offer, or ``"en"``: the text itself)."""
    if language not in LANGUAGES or language == "en" or not text:
        return text
    for path in _files(plugin, language):
        found = _catalogue(str(path)).get((plugin.id, text))
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


@functools.lru_cache(maxsize=32)
def _catalogue(path: str) -> dict[tuple[str, str], str]:
    """``{(context, source): translation}`` of the finished messages of one ``.ts`` file
    (accelerator marks removed); empty when the file cannot be read."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return {}
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source")
            if (source and translation is not None and translation.get("type") is None
                    and translation.text):
                found[(name, source)] = translation.text.replace("&&", "\0").replace(
                    "&", "").replace("\0", "&")
    return found
