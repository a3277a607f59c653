"""Pattern databases shipped inside the package, compressed (Qt-free).

Building the 4x4 and the 24-puzzle tables takes 10-25 s of CPU, which a fresh install
would otherwise pay on its first Solve. The default tables are therefore shipped in
``boardgames/games/fifteen/data/pdb/``: each table's bytes (the ``uint8`` array of
:mod:`pdb.layout`'s placement index) compressed with LZMA (``<stem>.u8.xz``, about 1 MB
for a 6-tile 4x4 table, 0.3 MB for a 5-tile 5x5 one), and ``manifest.json`` with, per
table, the board size, the tiles, the number of entries, the blank model and the SHA-256
of the uncompressed bytes.

:func:`unpack` is the only way in: it returns a table only when the manifest entry matches
the wanted layout and pattern exactly, the file decompresses (LZMA checks its own CRC),
has exactly the expected length and checksum, and its goal entry is 0. Anything else
(missing, truncated, flipped bytes, another partition) returns ``None`` and the caller
builds the table instead, so a damaged shipped table is never trusted. :mod:`pdb.tables` stores
an unpacked table in the cache folder like a built one (with its own checksum).

:func:`pack` writes the files (maintainers: ``boardgames fifteen build-databases --pack``).
"""

from __future__ import annotations

import hashlib
import json
import lzma
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from boardgames.games.fifteen.search.pdb import prefetch
from boardgames.games.fifteen.search.pdb.layout import Layout
from boardgames.games.fifteen.search.pdb.store import BLANK_MODEL, FORMAT_VERSION

__all__ = ["SHIPPED_DIR", "is_shipped", "pack", "unpack"]

#: Where the compressed tables live inside the installed package.
SHIPPED_DIR = Path(__file__).resolve().parents[2] / "data" / "pdb"
MANIFEST = "manifest.json"


def _expected(layout: Layout, p: int) -> dict[str, Any]:
    """The manifest fields a table of pattern ``p`` of ``layout`` must have."""
    return {"format": FORMAT_VERSION, "rows": layout.rows, "cols": layout.cols,
            "tiles": list(layout.patterns[p]), "entries": layout.entries(p),
            "blank": BLANK_MODEL}


def _manifest(folder: Path) -> dict[str, Any]:
    """The manifest of ``folder`` (empty when missing or unreadable)."""
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _entry(layout: Layout, p: int, folder: Path) -> dict[str, Any] | None:
    """The manifest entry of pattern ``p`` when it describes exactly that table."""
    entry = _manifest(folder).get(layout.key(p))
    if not isinstance(entry, dict):
        return None
    if any(entry.get(k) != v for k, v in _expected(layout, p).items()):
        return None
    return entry


def is_shipped(layout: Layout, folder: Path | None = None) -> bool:
    """True when the package ships every table of ``layout`` (by its manifest; the files
    are checked only when unpacked)."""
    folder = SHIPPED_DIR if folder is None else folder
    return all(_entry(layout, p, folder) is not None and
               (folder / f"{layout.key(p)}.u8.xz").exists()
               for p in range(len(layout.patterns)))


def unpack(layout: Layout, p: int, folder: Path | None = None) -> npt.NDArray[np.uint8] | None:
    """The shipped table of pattern ``p`` of ``layout``, checked (see the module text), or
    ``None`` when there is none or it is damaged. Never raises for a bad file."""
    folder = SHIPPED_DIR if folder is None else folder
    entry = _entry(layout, p, folder)
    if entry is None:
        return None
    ahead = prefetch.take(layout.key(p), folder)  # decompressed meanwhile, when started
    if ahead is None:
        try:
            raw = lzma.decompress((folder / f"{layout.key(p)}.u8.xz").read_bytes())
        except (OSError, lzma.LZMAError, ValueError):
            return None
        ahead = raw, hashlib.sha256(raw).hexdigest()
    raw, digest = ahead
    if len(raw) != layout.entries(p) or digest != entry.get("sha256"):
        return None
    table = np.frombuffer(raw, dtype=np.uint8).copy()  # writable, owns its memory
    return table if layout.goal_value(table, p) == 0 else None


def pack(layout: Layout, tables: list[npt.NDArray[np.uint8]], folder: Path | None = None) -> list[Path]:
    """Write every table of ``layout`` compressed into ``folder`` (default
    :data:`SHIPPED_DIR`) and record it in the manifest; returns the files written.

    Raises:
        ValueError: a table has the wrong size or type.
        OSError: the folder cannot be written.
    """
    folder = SHIPPED_DIR if folder is None else Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    manifest = _manifest(folder)
    written = []
    for p, table in enumerate(tables):
        if table.dtype != np.uint8 or table.shape != (layout.entries(p),):
            raise ValueError(f"table {p} does not fit the layout {layout.key(p)}")
        raw = np.ascontiguousarray(table).tobytes()
        path = folder / f"{layout.key(p)}.u8.xz"
        path.write_bytes(lzma.compress(raw, preset=9 | lzma.PRESET_EXTREME))
        manifest[layout.key(p)] = _expected(layout, p) | {
            "sha256": hashlib.sha256(raw).hexdigest(), "xz_bytes": path.stat().st_size}
        written.append(path)
    text = json.dumps(dict(sorted(manifest.items())), indent=1) + "\n"
    (folder / MANIFEST).write_text(text, encoding="utf-8")
    return written
