"""Unpacking the shipped pattern databases ahead, while the first Solve imports (Qt-free).

A first Solve from an empty cache spends about 0.3-0.7 s decompressing the shipped 4x4
tables (:mod:`pdb.shipped`: 2 x 16 MB from LZMA, and their SHA-256) and about as long
importing numba and the compiled search. Both used to run one after the other. LZMA and
SHA-256 release the interpreter lock, so :func:`start` decompresses the tables in threads
of their own while the solving thread imports: on two cores the two overlap.
:func:`pdb.shipped.unpack` then takes the bytes with :func:`take` (waiting for the thread
when it is still at work) instead of reading the file again; it still checks them.

Nothing is decompressed when the cache folder already holds the tables (a look for the
files, in the threads), and this module imports neither numpy nor numba, so that starting
it costs nothing on the solving thread.
"""

from __future__ import annotations

import hashlib
import lzma
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from boardgames.games.fifteen.search.pdb.layout import Layout

__all__ = ["start", "take"]

#: Threads decompressing at once (the 4x4 set has two large tables).
THREADS = 2

_lock = threading.Lock()
_pending: dict[tuple[str, str], Future[tuple[bytes, str] | None]] = {}


def _shipped_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "data" / "pdb"  # as pdb.shipped.SHIPPED_DIR


def _cache_dir() -> Path:
    from boardgames.games.fifteen.search.pdb.store import cache_dir  # (numpy: in the thread)

    return cache_dir()


def _decompress(layout: Layout, p: int, cache: Path | None) -> tuple[bytes, str] | None:
    """The table's bytes and SHA-256, or ``None`` when ``cache`` (default the cache folder)
    already holds the table or the shipped file cannot be read."""
    cache = _cache_dir() if cache is None else cache
    if (cache / f"{layout.key(p)}.npy").exists():
        return None  # loaded from the cache: nothing to unpack
    try:
        raw = lzma.decompress((_shipped_dir() / f"{layout.key(p)}.u8.xz").read_bytes())
    except (OSError, lzma.LZMAError, ValueError):
        return None  # pdb.shipped.unpack says so in its own way
    return raw, hashlib.sha256(raw).hexdigest()


def start(layout: Layout, cache: Path | None = None) -> int:
    """Start decompressing, in background threads, the shipped tables of ``layout`` that
    ``cache`` (default the cache folder, looked up in those threads) lacks; returns how
    many tables were queued (0: the package ships none, or they were queued already).
    Returns at once; never raises for a bad file (:func:`take` then gives ``None``)."""
    shipped = _shipped_dir()
    with _lock:
        wanted = [p for p in range(len(layout.patterns))
                  if (shipped / f"{layout.key(p)}.u8.xz").exists()
                  and (layout.key(p), str(shipped)) not in _pending]
        if not wanted:
            return 0
        pool = ThreadPoolExecutor(min(THREADS, len(wanted)), thread_name_prefix="pdb-prefetch")
        for p in sorted(wanted, key=layout.entries, reverse=True):  # the large ones first
            _pending[(layout.key(p), str(shipped))] = pool.submit(_decompress, layout, p, cache)
    pool.shutdown(wait=False)  # its threads end when their work is done
    return len(wanted)


def take(key: str, folder: Path) -> tuple[bytes, str] | None:
    """``(the decompressed bytes, their hex SHA-256)`` of the shipped table ``key``
    (a :meth:`Layout.key`) in ``folder`` when :func:`start` began it (waiting for it to
    finish), else ``None``. Each table is given once: the bytes are not kept."""
    with _lock:
        future = _pending.pop((key, str(folder)), None)
    return None if future is None else future.result()
