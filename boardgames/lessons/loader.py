"""Finding, loading and checking lesson folders (Qt-free).

Lessons are looked for in two places, in this order:

1. the shipped folder, ``boardgames.resources.data_dir("lessons")``;
2. the user's folder: the environment variable ``BOARDGAMES_LESSONS_DIR`` when set, else
   ``platformdirs.user_data_dir("boardgames")/lessons``.

A lesson's id is its folder name. A user lesson named like a shipped one never replaces it:
both are listed, the user's with the id ``<name>@user`` (see :func:`find_lessons`), so a
teacher who adapts a copy of a shipped lesson sees both. Every mistake is a
:class:`~boardgames.lessons.model.LessonError` naming the file and the manifest field; a
broken lesson is listed as a :class:`~boardgames.lessons.model.BrokenLesson` and the other
lessons still load.

Lesson folders are input like any other: every file the app reads from them (the manifest,
the stage programs and texts) may be at most :data:`MAX_FILE_BYTES` long, and every number
of the manifest has a sane range (:data:`MAX_TIMEOUT`, :data:`ORDER_RANGE`,
:data:`MAX_STAGES`); anything else is a :class:`LessonError` with a message.
"""

from __future__ import annotations

import dataclasses
import math
import os
import re
import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10
    import tomli as tomllib

from boardgames.core.data_paths import user_data_path
from boardgames.lessons.markdown import split_stage_text
from boardgames.lessons.model import (
    DEMO_CHALLENGE,
    DEMO_KINDS,
    DEMO_NONE,
    FORMAT_VERSION,
    TOOL_GAMES,
    TOOLS,
    BrokenLesson,
    Lesson,
    LessonError,
    Stage,
    StageText,
    language_variant,
)

MANIFEST = "lesson.toml"
STAGES = "stages"
ENV_USER_DIR = "BOARDGAMES_LESSONS_DIR"

LessonEntry = Lesson | BrokenLesson

#: The most bytes of one lesson file (manifest, stage program, stage text): 200 KB. A
#: bigger file is refused with a message instead of freezing the lesson page.
MAX_FILE_BYTES = 200_000
#: The longest time limit (seconds) a stage's demo may ask for.
MAX_TIMEOUT = 600.0
#: The range of a lesson's ``order``.
ORDER_RANGE = (-1_000_000, 1_000_000)
#: The most stages one lesson may have.
MAX_STAGES = 200
#: What is appended to the id of a user lesson named like a shipped one.
USER_SUFFIX = "@user"

_LANGUAGE = re.compile(r"^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$")
_STAGE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


def shipped_lessons_dir() -> Path | None:
    """The lessons folder shipped with the app, or None if this installation has none."""
    try:
        from boardgames.resources import data_dir

        return data_dir("lessons")
    except FileNotFoundError:
        return None


def user_lessons_dir() -> Path:
    """The user's lesson folder (it may not exist yet): ``$BOARDGAMES_LESSONS_DIR`` if set,
    else ``platformdirs.user_data_dir("boardgames")/lessons``."""
    return user_data_path(ENV_USER_DIR, "lessons")


def lesson_dirs() -> list[tuple[Path, bool]]:
    """The folders searched for lessons, as ``(folder, is_user_folder)`` pairs; the shipped
    folder first (left out when missing). Folders that do not exist are included (and
    simply hold no lessons)."""
    dirs: list[tuple[Path, bool]] = []
    shipped = shipped_lessons_dir()
    if shipped is not None:
        dirs.append((shipped, False))
    user = user_lessons_dir()
    if shipped is None or user.resolve() != shipped.resolve():
        dirs.append((user, True))
    return dirs


def find_lessons(dirs: list[tuple[Path, bool]] | None = None) -> list[LessonEntry]:
    """Load every lesson folder (a sub-folder holding ``lesson.toml``) under ``dirs``
    (default :func:`lesson_dirs`).

    Returns lessons and broken lessons sorted by ``(order, id)`` (broken ones last). A user
    lesson whose folder is named like a shipped lesson does not replace it: both are
    returned, the user's with the id ``<name>@user`` (:data:`USER_SUFFIX`; its ``path``
    still names its folder). Never raises for a bad lesson; folders that cannot be listed
    are skipped.
    """
    by_id: dict[str, LessonEntry] = {}
    for folder, is_user in dirs if dirs is not None else lesson_dirs():
        try:
            children = sorted(p for p in folder.iterdir() if p.is_dir())
        except OSError:
            continue
        for child in children:
            if not (child / MANIFEST).is_file():
                continue
            try:
                entry: LessonEntry = load_lesson(child, user=is_user)
            except LessonError as error:
                entry = BrokenLesson(child.name, child, error, user=is_user)
            entry_id = _free_id(child.name, by_id)
            if entry_id != entry.id:
                entry = dataclasses.replace(entry, id=entry_id)
            by_id[entry_id] = entry
    return sorted(by_id.values(), key=_sort_key)


def _free_id(name: str, taken: dict[str, LessonEntry]) -> str:
    """``name``, or ``name@user`` (``name@user2``, ...) when an earlier folder has it."""
    if name not in taken:
        return name
    candidate, number = name + USER_SUFFIX, 1
    while candidate in taken:
        number += 1
        candidate = f"{name}{USER_SUFFIX}{number}"
    return candidate


def _sort_key(entry: LessonEntry) -> tuple[int, int, str]:
    if isinstance(entry, BrokenLesson):
        return (1, 0, entry.id)
    return (0, entry.order, entry.id)


def load_lesson(folder: Path | str, user: bool = False) -> Lesson:
    """Load and check the lesson in ``folder``.

    Checks: the manifest parses as TOML; ``format`` is 1; ``languages`` is a non-empty list
    of language codes; ``title`` (and each stage title) has an entry for every language;
    there is at least one ``[[stage]]``; each stage has a unique ``id``, a known ``demo``,
    a ``timeout`` above 0 and at most :data:`MAX_TIMEOUT` seconds; its program file and
    its Markdown file for every language exist. ``order`` lies in :data:`ORDER_RANGE`, there
    are at most :data:`MAX_STAGES` stages, and the manifest has at most
    :data:`MAX_FILE_BYTES` bytes.

    Raises:
        LessonError: naming the file (the manifest or the missing stage file) and the field.
    """
    folder = Path(folder)
    manifest_path = folder / MANIFEST
    data = _read_manifest(manifest_path)
    m = _Fields(manifest_path, data)

    version = m.get("format", int, required=True)
    if version != FORMAT_VERSION:
        raise LessonError(manifest_path, "format", "lesson.format", version)
    languages = _languages(m)
    title = m.texts("title", languages, required=True)
    summary = m.texts("summary", languages, required=False)
    order = m.get("order", int, default=100)
    if not ORDER_RANGE[0] <= order <= ORDER_RANGE[1]:
        raise LessonError(manifest_path, "order", "lesson.order_range", order, *ORDER_RANGE)
    source = m.get("source", str, default="")
    stages = _load_stages(folder, manifest_path, data.get("stage"), languages)
    return Lesson(
        id=folder.name, path=folder, languages=tuple(languages), title=title,
        stages=tuple(stages), summary=summary, order=order, source=source, user=user,
    )


def _languages(m: _Fields) -> list[str]:
    """The manifest's ``languages``: a non-empty list of distinct language codes."""
    languages = m.get("languages", list, required=True)
    if not languages:
        raise LessonError(m.path, "languages", "lesson.no_languages")
    for i, lang in enumerate(languages):
        if not isinstance(lang, str) or not _LANGUAGE.match(lang):
            raise LessonError(m.path, f"languages[{i + 1}]", "lesson.bad_language", repr(lang))
    if len(set(languages)) != len(languages):
        raise LessonError(m.path, "languages", "lesson.language_twice")
    return list(languages)


def _load_stages(folder: Path, manifest: Path, raw_stages: Any,
                 languages: list[str]) -> list[Stage]:
    """The ``[[stage]]`` tables: at least one, each with a unique id."""
    if raw_stages is None:
        raise LessonError(manifest, "stage", "lesson.no_stages")
    if not isinstance(raw_stages, list) or not all(isinstance(s, dict) for s in raw_stages):
        raise LessonError(manifest, "stage", "lesson.stage_not_table")
    if not raw_stages:
        raise LessonError(manifest, "stage", "lesson.no_stages")
    if len(raw_stages) > MAX_STAGES:
        raise LessonError(manifest, "stage", "lesson.too_many_stages", len(raw_stages), MAX_STAGES)
    stages: list[Stage] = []
    for index, raw in enumerate(raw_stages):
        stage = _load_stage(folder, manifest, index, raw, languages)
        if any(stage.id == earlier.id for earlier in stages):
            raise LessonError(manifest, f"stage[{index + 1}].id", "lesson.duplicate_stage",
                              stage.id)
        stages.append(stage)
    return stages


def _read_manifest(path: Path) -> dict[str, Any]:
    try:
        raw = _read_bytes(path)
    except FileNotFoundError:
        raise LessonError(path, "", "lesson.no_manifest") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LessonError(path, "", "file.not_utf8") from None
    try:
        manifest: dict[str, Any] = tomllib.loads(text)
        return manifest
    except tomllib.TOMLDecodeError as exc:
        raise LessonError(path, "", "lesson.not_toml", str(exc)) from None
    except RecursionError:  # tomllib recurses once per nested array or table
        raise LessonError(path, "", "lesson.not_toml", "nested too deeply") from None


class _Fields:
    """Typed access to manifest tables, raising LessonError with the field's name."""

    _TYPE_CODES = {int: "lesson.type.int", str: "lesson.type.str", list: "lesson.type.list",
                   float: "lesson.type.float", dict: "lesson.type.dict"}

    def __init__(self, path: Path, data: dict[str, Any], prefix: str = ""):
        self.path, self.data, self.prefix = path, data, prefix

    def name(self, key: str) -> str:
        return f"{self.prefix}{key}"

    def get(self, key: str, kind: type, required: bool = False, default: Any = None) -> Any:
        if key not in self.data:
            if required:
                raise LessonError(self.path, self.name(key), "lesson.required")
            return default
        value = self.data[key]
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if kind is float:
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        if not ok:
            raise LessonError(self.path, self.name(key), self._TYPE_CODES[kind], repr(value))
        return value

    def texts(self, key: str, languages: list[str], required: bool) -> dict[str, str]:
        table = self.get(key, dict, required=required, default={})
        for lang in languages if required else ():
            if lang not in table:
                raise LessonError(self.path, self.name(f"{key}.{lang}"), "lesson.no_text",
                                  lang, self.name(key))
        for lang, value in table.items():
            if not isinstance(value, str):
                raise LessonError(self.path, self.name(f"{key}.{lang}"), "lesson.type.str",
                                  repr(value))
        return dict(table)


def _load_stage(folder: Path, manifest: Path, index: int, raw: dict[str, Any],
                languages: list[str]) -> Stage:
    f = _Fields(manifest, raw, prefix=f"stage[{index + 1}].")
    stage_id = f.get("id", str, required=True)
    if not _STAGE_ID.match(stage_id):
        raise LessonError(manifest, f.name("id"), "lesson.bad_stage_id", stage_id)
    demo = f.get("demo", str, required=True)
    if demo not in DEMO_KINDS:
        raise LessonError(manifest, f.name("demo"), "lesson.bad_demo", demo,
                          ", ".join(f'"{kind}"' for kind in DEMO_KINDS))
    title = f.texts("title", languages, required=True)
    timeout = f.get("timeout", float, default=10.0)
    if not (math.isfinite(timeout) and 0 < timeout <= MAX_TIMEOUT):  # not NaN, inf, 1e308
        raise LessonError(manifest, f.name("timeout"), "lesson.timeout_range", repr(timeout),
                          MAX_TIMEOUT)
    stdin = f.get("stdin", str, default="")
    program = _stage_program(folder, f, stage_id, demo)
    texts = {}
    for lang in languages:
        path = folder / STAGES / f"{stage_id}.{lang}.md"
        if not path.is_file():
            raise LessonError(path, "", "lesson.no_stage_text", lang, stage_id,
                              f"{STAGES}/{stage_id}.{lang}.md")
        texts[lang] = path
    positions = _stage_positions(folder, f, demo)
    written = f.get("tool", str, default="")
    tool, _, game = written.partition(":")
    if tool and (tool not in TOOLS or (_ and not game)):
        raise LessonError(manifest, f.name("tool"), "lesson.bad_tool", written,
                          ", ".join(f'"{kind}"' for kind in TOOLS))
    return Stage(id=stage_id, index=index, demo=demo, title=title, program=program,
                 texts=texts, timeout=float(timeout), stdin=stdin, positions=positions,
                 tool=tool or None, tool_game=game or TOOL_GAMES.get(tool, ""),
                 programs=_program_variants(program, languages))


def _program_variants(program: Path | None, languages: list[str]) -> dict[str, Path]:
    """The stage program's variants in the lesson's languages (``<stem>.<lang>.py``
    beside it): language -> path, for the languages that have one."""
    if program is None:
        return {}
    found = {lang: language_variant(program, lang) for lang in languages}
    return {lang: path for lang, path in found.items() if path.is_file()}


def _stage_program(folder: Path, f: _Fields, stage_id: str, demo: str) -> Path | None:
    """The stage's program: ``program`` if given, else ``stages/<id>.py`` (which only a
    ``"none"`` or ``"challenge"`` stage may lack)."""
    stages_dir = folder / STAGES
    program_name = f.get("program", str, default=None)
    if program_name is not None:
        program = _inside(stages_dir, program_name, f.path, f.name("program"))
        if not program.is_file():
            raise LessonError(program, f.name("program"), "lesson.no_program_file",
                              f"{STAGES}/{program_name}")
        return program
    program = stages_dir / f"{stage_id}.py"
    if program.is_file():
        return program
    if demo in (DEMO_NONE, DEMO_CHALLENGE):
        return None
    raise LessonError(program, "", "lesson.no_program", stage_id, f"{STAGES}/{stage_id}.py")


def _stage_positions(folder: Path, f: _Fields, demo: str) -> Path | None:
    """A challenge stage's ``positions`` file (inside the lesson folder), or None."""
    positions_name = f.get("positions", str, default=None)
    if positions_name is None:
        return None
    if demo != DEMO_CHALLENGE:
        raise LessonError(f.path, f.name("positions"), "lesson.positions_not_challenge")
    positions = _inside(folder, positions_name, f.path, f.name("positions"))
    if not positions.is_file():
        raise LessonError(positions, f.name("positions"), "lesson.no_positions_file",
                          positions_name)
    return positions


def _inside(base: Path, name: str, manifest: Path, field: str) -> Path:
    try:
        path = (base / name).resolve()
    except (ValueError, OSError):  # a NUL byte in the name, a symbolic-link loop
        path = base
    if base.resolve() not in path.parents:
        raise LessonError(manifest, field, "lesson.outside", name.replace("\0", "\\0"))
    return path


def read_stage_text(stage: Stage, language: str) -> StageText:
    """The stage's text in ``language`` (or its first language), split into parts.

    Raises:
        LessonError: the file cannot be read or is not UTF-8 (it was checked to exist at load
            time but may have been removed since).
    """
    path = stage.texts.get(language) or next(iter(stage.texts.values()))
    return split_stage_text(_read_text(path))


def read_program(stage: Stage, language: str = "") -> str:
    """The stage program's source text in ``language`` (its variant in that language
    when there is one, else the program without a language; ``""`` when the stage has no
    program).

    Raises:
        LessonError: the file cannot be read or is not UTF-8.
    """
    path = stage.program_in(language)
    if path is None:
        return ""
    return _read_text(path)


def _read_text(path: Path) -> str:
    """The UTF-8 text of a lesson file (at most :data:`MAX_FILE_BYTES` bytes).

    Raises:
        LessonError: the file is gone, too big, unreadable or not UTF-8.
    """
    try:
        return _read_bytes(path).decode("utf-8")
    except FileNotFoundError:
        raise LessonError(path, "", "lesson.file_gone") from None
    except UnicodeDecodeError:
        raise LessonError(path, "", "file.not_utf8") from None


def _read_bytes(path: Path) -> bytes:
    """The bytes of ``path``, refused (not read) when there are more than
    :data:`MAX_FILE_BYTES` of them.

    Raises:
        FileNotFoundError: there is no such file.
        LessonError: the file is too big or cannot be read.
    """
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
            if len(data) > MAX_FILE_BYTES:
                size = os.fstat(stream.fileno()).st_size
                raise LessonError(path, "", "file.too_big", _kilobytes(max(size, len(data))),
                                  _kilobytes(MAX_FILE_BYTES))
            return data
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise LessonError(path, "", "file.unreadable", str(exc.strerror or exc)) from None


def _kilobytes(size: int) -> int:
    """``size`` bytes in whole kilobytes (1000 bytes), rounded up."""
    return -(-size // 1000)
