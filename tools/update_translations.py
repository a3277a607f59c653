"""Update the app's translations: ``resources/translations/boardgames_<lang>.ts`` and ``.qm``.

Usage (from the project folder, with the project's Python)::

    python tools/update_translations.py            # lupdate every .ts, then lrelease to .qm
    python tools/update_translations.py --check    # exit 1 if a string is missing or unfinished

The update runs ``pyside6-lupdate`` over every ``.py`` file under ``boardgames/`` (which
includes ``boardgames/app/i18n_strings.py``, the list of strings that Qt-free modules hand
to ``QCoreApplication.translate``) into each ``boardgames_*.ts`` (``boardgames_ru.ts`` when
there is none yet). Existing translations are kept; strings that left the code are dropped.
New or changed strings come out as "unfinished": translate them in ``pyside6-linguist``
(or by editing the XML), then run the script again to compile the ``.qm`` files.

``--check`` changes nothing: it runs lupdate into a temporary copy and lists, per language,
the source strings missing from the ``.ts``, the unfinished or empty translations, the
translations that lost a placeholder (``%1``, ``%n``) or an accelerator (``&``), and a
``.qm`` that is not the compiled ``.ts``. It exits 1 when it found anything.
"""

from __future__ import annotations

import argparse
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
DEFAULT_LANGUAGES = ("ru",)

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
    """The ``.ts`` files to maintain (``boardgames_ru.ts`` when there are none yet)."""
    found = sorted(TRANSLATIONS.glob(f"{PREFIX}*.ts"))
    return found or [TRANSLATIONS / f"{PREFIX}{lang}.ts" for lang in DEFAULT_LANGUAGES]


def lupdate(ts: Path) -> None:
    """Merge the current source strings into ``ts`` (created when missing)."""
    ts.parent.mkdir(parents=True, exist_ok=True)
    files = source_files()
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        lst.write("\n".join(files) + "\n")
    try:
        subprocess.run([_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "relative",
                        f"@{lst.name}", "-ts", str(ts)], cwd=ROOT, check=True)
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
    lang = ts.stem[len(PREFIX):].split("_")[0]
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


def update() -> int:
    """lupdate then lrelease every language; print a summary."""
    for ts in ts_files():
        lupdate(ts)
        lrelease(ts, ts.with_suffix(".qm"))
        messages = read_messages(ts)
        todo = sum(1 for m in messages.values() if problems(m, _plural_forms(ts)))
        print(f"{ts.relative_to(ROOT)}: {len(messages)} strings, {todo} to translate or fix"
              f" -> {ts.with_suffix('.qm').name}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a string is missing or unfinished")
    options = parser.parse_args(argv)
    return check() if options.check else update()


if __name__ == "__main__":
    sys.exit(main())
