"""Write the check messages of the pupils' web page from the desktop's, so that nobody
translates them twice.

Usage (from the project folder)::

    python tools/web_messages.py           # rewrite the msg.* keys of the catalogues
    python tools/web_messages.py --check   # exit 1 (saying which) when they are stale

The English templates are :data:`boardgames.exercises.messages.TEMPLATES` (``%1`` ...),
the Russian, German and Spanish ones the finished translations of the context
``ExerciseMessages`` in ``resources/translations/boardgames_LANG.ts`` (Qt Linguist). Each
becomes the key ``msg.CODE`` of ``boardgames/classroom/web/static/i18n/exercises.LANG.json``
with the page's placeholders (``{0}`` ...); the app's own titles of the checks ``load``
and ``run`` (context ``ExercisesPanel``) become ``title.load`` / ``title.run``. The other
keys of a catalogue (the tab's own texts) are kept as they are. A template with no
finished translation is left out: the page shows the English one.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from boardgames.exercises.messages import CONTEXT, TEMPLATES  # noqa: E402

#: The page's languages; English is the templates themselves.
LANGUAGES = ("en", "ru", "de", "es")
CATALOGUES = ROOT / "boardgames" / "classroom" / "web" / "static" / "i18n"
TRANSLATIONS = ROOT / "resources" / "translations"
#: The desktop's own words for the checks that are no check of the exercise.
PANEL, OWN_TITLES = "ExercisesPanel", {"load": "Loading your file",
                                       "run": "The run of the checks"}
PREFIXES = ("msg.", "title.")


def placeholders(text: str) -> str:
    """Qt's ``%1`` ... as the page's ``{0}`` ..."""
    return re.sub(r"%(\d)", lambda m: "{" + str(int(m.group(1)) - 1) + "}", text)


def translations(lang: str) -> dict[tuple[str, str], str]:
    """``{(context, source): translation}`` of the finished messages of ``lang``."""
    found: dict[tuple[str, str], str] = {}
    for context in ET.parse(TRANSLATIONS / f"boardgames_{lang}.ts").getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source, translation = message.find("source"), message.find("translation")
            if source is None or translation is None or translation.get("type"):
                continue  # unfinished, obsolete or vanished
            if source.text and translation.text:
                found[(name, source.text)] = translation.text
    return found


def generated(lang: str) -> dict[str, str]:
    """The ``msg.*`` and ``title.*`` keys of ``lang``'s catalogue."""
    done = {} if lang == "en" else translations(lang)
    keys: dict[str, str] = {}
    for code, template in TEMPLATES.items():
        text = template if lang == "en" else done.get((CONTEXT, template))
        if text:
            keys[f"msg.{code}"] = placeholders(text)
    for check, english in OWN_TITLES.items():
        text = english if lang == "en" else done.get((PANEL, english))
        if text:
            keys[f"title.{check}"] = text
    return keys


def catalogue(lang: str) -> dict[str, str]:
    """``lang``'s catalogue as it should be: its own keys kept, the generated ones new."""
    path = CATALOGUES / f"exercises.{lang}.json"
    old = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    own = {k: v for k, v in old.items() if not k.startswith(PREFIXES)}
    return {**own, **dict(sorted(generated(lang).items()))}


def text_of(data: dict[str, str]) -> str:
    """A catalogue as the file holds it."""
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Rewrite (or with ``--check`` compare) the catalogues; the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say which files are stale")
    args = parser.parse_args(argv)
    stale = []
    for lang in LANGUAGES:
        path = CATALOGUES / f"exercises.{lang}.json"
        wanted = text_of(catalogue(lang))
        current = path.read_text(encoding="utf-8") if path.is_file() else ""
        if wanted != current:
            stale.append(path)
            if not args.check:
                path.write_text(wanted, encoding="utf-8")
    for path in stale:
        verb = "stale (run python tools/web_messages.py)" if args.check else "written"
        print(f"{path.relative_to(ROOT)}: {verb}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
