"""Update the app's translations: ``resources/translations/boardgames_<lang>.ts`` and ``.qm``.

Usage (from the project folder, with the project's Python)::

    python tools/update_translations.py             # lupdate every .ts, lrelease to .qm,
                                                     # list what is left to translate
    python tools/update_translations.py --check     # change nothing; exit 1 if a string is
                                                     # missing or unfinished
    python tools/update_translations.py --export todo.json   # the unfinished strings
    python tools/update_translations.py --apply done.json    # write translations, update
    python tools/update_translations.py --carry-over         # moved strings keep theirs
    python tools/update_translations.py --plugin examples/connect-four/boardgames_connect_four \
        connect-four [--check | --export ... | --apply ...]   # a plug-in's own translations

The update runs ``pyside6-lupdate`` over every ``.py`` file under ``boardgames/`` (Qt code's
``tr()`` calls, and the English strings that Qt-free modules mark where they define them
with ``boardgames.core.i18n.QT_TRANSLATE_NOOP``) into each ``boardgames_*.ts``. Existing
translations are kept. A string that left the code stays in the file as "vanished" (with
its translation), so when it comes back, e.g. moved to another module under the same
context, its translation comes back too; ``--drop-obsolete`` removes such entries. New or
changed strings come out as "unfinished" and are listed: translate them in
``pyside6-linguist``, by editing the XML, or with ``--export`` / ``--apply``.

``boardgames_en.ts`` holds only the English plural forms (lupdate ``-pluralonly``): the
source texts are written for "many" ("%n moves"); English needs "1 move" too.

``--export FILE.json`` writes ``{lang: [{"context", "source", "comment", "numerus",
"translation"}]}`` for every unfinished or faulty message (``translation``: a string, or a
list of plural forms); fill in the translations and give the file to ``--apply``, which
writes them into the ``.ts`` files (marking them finished) and runs the update.

``--check`` changes nothing: it runs lupdate into a temporary copy and lists, per language,
the source strings missing from the ``.ts``, the unfinished or empty translations, the
translations that lost a placeholder (``%1``, ``%n``) or an accelerator (``&``), and a
``.qm`` that is not the compiled ``.ts``. It exits 1 when it found anything.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "boardgames"
TRANSLATIONS = ROOT / "resources" / "translations"
PREFIX = "boardgames_"
#: The interface languages; each has a ``boardgames_<code>.ts``. "en" holds plural forms only.
LANGUAGES = ("en", "ru", "es", "de")
PLURAL_ONLY = ("en",)

Key = tuple[str, str, str]  # (context, source, comment)


def _tool(name: str) -> str:
    """Path of ``pyside6-<name>`` next to the running Python, else on PATH."""
    exe = f"pyside6-{name}"
    for folder in (Path(sys.executable).parent, Path(sys.prefix) / "bin",
                   Path(sys.prefix) / "Scripts"):
        for candidate in (folder / exe, folder / f"{exe}.exe"):
            if candidate.is_file():
                return str(candidate)
    found = shutil.which(exe)
    if found:
        return found
    raise SystemExit(f"update_translations: {exe} not found; install PySide6 in this Python")


def source_files() -> list[str]:
    """Every Python file under ``boardgames/``, relative to the project folder, sorted."""
    files = []
    for dirpath, dirnames, filenames in os.walk(SOURCES):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
        for name in filenames:
            if name.endswith(".py"):
                files.append(os.path.relpath(os.path.join(dirpath, name), ROOT))
    return sorted(files)


def ts_files() -> list[Path]:
    """The ``.ts`` files to maintain: one per language of :data:`LANGUAGES`, plus any other
    ``boardgames_*.ts`` already in the folder."""
    wanted = {TRANSLATIONS / f"{PREFIX}{lang}.ts" for lang in LANGUAGES}
    return sorted(wanted | set(TRANSLATIONS.glob(f"{PREFIX}*.ts")))


def language_of(ts: Path) -> str:
    """``"ru"`` for ``boardgames_ru.ts``."""
    return ts.stem[len(PREFIX):]


def lupdate(ts: Path, drop_obsolete: bool = False) -> None:
    """Merge the current source strings into ``ts`` (created when missing)."""
    ts.parent.mkdir(parents=True, exist_ok=True)
    files = source_files()
    lang = language_of(ts)
    options = ["-silent", "-locations", "relative"]
    if not ts.is_file():
        options += ["-target-language", lang]
    if drop_obsolete:
        options.append("-no-obsolete")
    if lang.split("_")[0] in PLURAL_ONLY:
        options.append("-pluralonly")
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        lst.write("\n".join(files) + "\n")
    try:
        subprocess.run([_tool("lupdate"), *options, f"@{lst.name}", "-ts", str(ts)],
                       cwd=ROOT, check=True)
    finally:
        os.unlink(lst.name)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``."""
    subprocess.run([_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], cwd=ROOT, check=True)


def read_messages(ts: Path) -> dict[Key, ET.Element]:
    """The current (not obsolete or vanished) messages of ``ts`` by (context, source, comment)."""
    if not ts.is_file():
        return {}
    messages: dict[Key, ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else ""
            if kind in ("obsolete", "vanished"):
                continue
            key = (name, message.findtext("source", ""), message.findtext("comment", "") or "")
            messages[key] = message
    return messages


_PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def _forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if translation is None:
        return []
    if message.get("numerus") == "yes":
        return [f.text or "" for f in translation.iter("numerusform")]
    return [translation.text or ""]


def problems(message: ET.Element, plural_forms: int = 3) -> list[str]:
    """What is wrong with one message's translation (empty when it is fine)."""
    translation = message.find("translation")
    if translation is None or translation.get("type") == "unfinished":
        return ["unfinished"]
    forms = _forms(message)
    if not forms or any(not f.strip() for f in forms):
        return ["empty translation"]
    found = []
    if message.get("numerus") == "yes" and len(forms) != plural_forms:
        found.append(f"{len(forms)} plural forms instead of {plural_forms}")
    source = message.findtext("source", "")
    wanted = sorted(set(_PLACEHOLDER.findall(source)))
    for form in forms:
        missing = [p for p in wanted if p not in form]
        if missing:
            found.append("lost placeholder " + ", ".join(missing))
        if "&" in source.replace("&&", "") and "&" not in form.replace("&&", ""):
            found.append("lost the accelerator (&)")
    return sorted(set(found))


def _plural_forms(ts: Path) -> int:
    lang = language_of(ts).split("_")[0]
    return {"ru": 3, "uk": 3, "pl": 3, "cs": 3, "ja": 1, "zh": 1, "ko": 1}.get(lang, 2)


def stale_qm(ts: Path, messages: dict[Key, ET.Element]) -> list[str]:
    """Finished translations of ``ts`` that its ``.qm`` does not give back (the ``.qm`` was
    not compiled after the last edit). Compares what Qt loads, not bytes, so a different
    lrelease version gives the same answer."""
    from PySide6.QtCore import QTranslator

    qm = ts.with_suffix(".qm")
    translator = QTranslator()
    if not qm.is_file() or not translator.load(str(qm)):
        return [f"{qm.relative_to(ROOT)} is missing or cannot be loaded (run the update)"]
    wrong = []
    for (context, source, comment), message in messages.items():
        if problems(message, _plural_forms(ts)):
            continue
        forms = _forms(message)
        numerus = message.get("numerus") == "yes"
        got = translator.translate(context, source, comment or None, 1 if numerus else -1)
        if got not in forms:
            wrong.append(f"{qm.relative_to(ROOT)} is older than {ts.relative_to(ROOT)} "
                         f"(run the update): [{context}] {source!r}")
    return wrong[:1] + ([f"... and {len(wrong) - 1} more"] if len(wrong) > 1 else [])


def check() -> int:
    """Report missing and unfinished strings of every language; return the exit code."""
    failures = 0
    for ts in ts_files():
        rel = ts.relative_to(ROOT)
        current = read_messages(ts)
        with tempfile.TemporaryDirectory(prefix="boardgames-ts-") as tmp:
            fresh_ts = Path(tmp) / ts.name
            if ts.is_file():
                shutil.copyfile(ts, fresh_ts)
            lupdate(fresh_ts)
            fresh = read_messages(fresh_ts)
        lines = []
        for key in fresh:
            if key not in current:
                lines.append(f"missing from {rel}: [{key[0]}] {key[1]!r}")
        n = _plural_forms(ts)
        for key in fresh:
            if key in current:
                for problem in problems(current[key], n):
                    lines.append(f"{problem}: [{key[0]}] {key[1]!r}")
        for key in current:
            if key not in fresh:
                lines.append(f"no longer in the code (run the update): [{key[0]}] {key[1]!r}")
        if current:
            lines += stale_qm(ts, current)
        if lines:
            failures += 1
            print(f"{rel}: {len(lines)} problem(s)")
            for line in lines:
                print("  " + line)
        else:
            print(f"{rel}: {len(fresh)} strings, all translated")
    return 1 if failures else 0


def update(drop_obsolete: bool = False) -> int:
    """lupdate then lrelease every language; print what is left to translate."""
    for ts in ts_files():
        lupdate(ts, drop_obsolete)
        lrelease(ts, ts.with_suffix(".qm"))
        messages = read_messages(ts)
        todo = [(key, found) for key, m in messages.items()
                if (found := problems(m, _plural_forms(ts)))]
        print(f"{ts.relative_to(ROOT)}: {len(messages)} strings, {len(todo)} to translate or "
              f"fix -> {ts.with_suffix('.qm').name}")
        for (context, source, _comment), found in todo:
            print(f"  {', '.join(found)}: [{context}] {source!r}")
    return 0


def export(path: Path) -> int:
    """Write the unfinished or faulty messages of every language to ``path`` (JSON)."""
    out: dict[str, list[dict[str, object]]] = {}
    for ts in ts_files():
        lupdate(ts)
        items = []
        for (context, source, comment), message in read_messages(ts).items():
            if problems(message, _plural_forms(ts)):
                numerus = message.get("numerus") == "yes"
                forms = _forms(message)
                items.append({"context": context, "source": source, "comment": comment,
                              "numerus": numerus,
                              "translation": forms if numerus else (forms or [""])[0]})
        out[language_of(ts)] = items
        print(f"{ts.relative_to(ROOT)}: {len(items)} to translate")
    path.write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


def apply(path: Path) -> int:
    """Write the translations in ``path`` (the shape :func:`export` writes) into the
    ``.ts`` files, then run the update. Entries with an empty translation are skipped."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for lang, items in data.items():
        ts = TRANSLATIONS / f"{PREFIX}{lang}.ts"
        lupdate(ts)
        tree = ET.parse(ts)
        wanted = {(i["context"], i["source"], i.get("comment", "")): i["translation"]
                  for i in items if i.get("translation")}
        written = 0
        contexts = {c.findtext("name", ""): c for c in tree.getroot().iter("context")}
        for name, context in contexts.items():
            for message in context.iter("message"):
                key = (name, message.findtext("source", ""), message.findtext("comment", "") or "")
                if key in wanted:
                    _set_translation(message, wanted.pop(key))
                    written += 1
        for (name, source, comment), translation in wanted.items():
            _add_vanished(tree.getroot(), contexts, name, source, comment, translation)
        _write_ts(tree, ts)
        print(f"{ts.relative_to(ROOT)}: {written} translations written, {len(wanted)} kept "
              "for strings not in the code (yet)")
    return update()


def carry_over() -> int:
    """Fill unfinished messages from the translations of the same source text elsewhere in
    the file, in another context or kept as "vanished" (a string moved to another class
    or module, hence another context), when they agree on one translation; then run the
    update. Prints what it carried, for a person to review."""
    for ts in ts_files():
        lupdate(ts)
        tree = ET.parse(ts)
        known: dict[str, set[str]] = {}
        messages = [m for c in tree.getroot().iter("context") for m in c.iter("message")]
        for message in messages:
            translation = message.find("translation")
            if translation is not None and translation.get("type") in (None, "vanished",
                                                                         "obsolete"):
                forms = tuple(_forms(message))
                known.setdefault(message.findtext("source", ""), set()).add("\x00".join(forms))
        carried = 0
        for message in messages:
            translation = message.find("translation")
            source = message.findtext("source", "")
            if translation is None or translation.get("type") != "unfinished":
                continue
            if len(known.get(source, ())) == 1:
                forms = next(iter(known[source])).split("\x00")
                numerus = message.get("numerus") == "yes"
                _set_translation(message, forms if numerus else forms[0])
                carried += 1
                print(f"  carried over: {source!r} -> {forms if numerus else forms[0]!r}")
        _write_ts(tree, ts)
        print(f"{ts.relative_to(ROOT)}: {carried} translations carried over")
    return update()


def _set_translation(message: ET.Element, translation: str | list[str]) -> None:
    old = message.find("translation")
    if old is not None:
        message.remove(old)
    node = ET.SubElement(message, "translation")
    if message.get("numerus") == "yes":
        forms = translation if isinstance(translation, list) else [translation]
        for form in forms:
            ET.SubElement(node, "numerusform").text = form
    else:
        node.text = translation if isinstance(translation, str) else translation[0]


def _add_vanished(root: ET.Element, contexts: dict[str, ET.Element], name: str, source: str,
                  comment: str, translation: str | list[str]) -> None:
    """Keep the translation of a string the code does not have (yet) as a "vanished"
    message: lupdate keeps it and brings it back when the string appears in the code."""
    context = contexts.get(name)
    if context is None:
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        contexts[name] = context
    message = ET.SubElement(context, "message")
    if isinstance(translation, list):
        message.set("numerus", "yes")
    ET.SubElement(message, "source").text = source
    if comment:
        ET.SubElement(message, "comment").text = comment
    _set_translation(message, translation)
    message.find("translation").set("type", "vanished")  # type: ignore[union-attr]


def _write_ts(tree: ET.ElementTree, ts: Path) -> None:
    """Write ``tree`` with the ``.ts`` header lupdate expects (lupdate rewrites the layout
    the next time it runs)."""
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                  encoding="utf-8")


def target_plugin(package: Path, plugin_id: str) -> None:
    """Work on a game plug-in's translations: the strings of ``package`` (its folder), in
    ``package/translations/<plugin_id>_<lang>.ts`` (the names the app loads; see
    ``GamePlugin.translations``)."""
    global ROOT, SOURCES, TRANSLATIONS, PREFIX
    SOURCES = package.resolve()
    ROOT = SOURCES.parent
    TRANSLATIONS = SOURCES / "translations"
    PREFIX = f"{plugin_id}_"
    if not SOURCES.is_dir():
        raise SystemExit(f"update_translations: {package} is not a folder")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a string is missing or unfinished")
    parser.add_argument("--drop-obsolete", action="store_true",
                        help="remove the strings that are no longer in the code")
    parser.add_argument("--export", type=Path, metavar="FILE.json",
                        help="write the strings still to translate to this file")
    parser.add_argument("--apply", type=Path, metavar="FILE.json",
                        help="write the translations of this file into the .ts files")
    parser.add_argument("--carry-over", action="store_true",
                        help="translate moved strings with their translations from other contexts")
    parser.add_argument("--plugin", nargs=2, metavar=("PACKAGE_FOLDER", "ID"),
                        help="a game plug-in's translations instead of the app's: the .py files of "
                             "PACKAGE_FOLDER into PACKAGE_FOLDER/translations/ID_<lang>.ts and .qm")
    options = parser.parse_args(argv)
    if options.plugin:
        target_plugin(Path(options.plugin[0]), options.plugin[1])
    if options.check:
        return check()
    if options.export:
        return export(options.export)
    if options.apply:
        return apply(options.apply)
    if options.carry_over:
        return carry_over()
    return update(options.drop_obsolete)


if __name__ == "__main__":
    sys.exit(main())
