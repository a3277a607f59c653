"""The pupils' web page's files, served from the installed package (Qt-free).

The page (``static/index.html``) is served at ``/``; every other file of ``static/`` and
the vendored JavaScript of ``vendor/`` (the Python runtime, the editor) under
``/v/BUILD/...``, where ``BUILD`` is a hash of all the files' contents: a browser keeps
those for good (``Cache-Control: immutable``) and downloads the runtime once per device,
while the page itself is checked again each time (``no-cache`` with an ``ETag``, answered
304 when unchanged). Every answer carries an ``ETag``; a file that gzip shrinks by a tenth
or more is sent compressed to a browser that accepts it, compressed once per server and
kept in memory, so a whole class opening the page at once costs one compression per file.
The page gets the vendored import map (``vendor/importmap.json``) inlined, its URLs under
the build's prefix, and a content security policy (:data:`POLICY`) that lets it run its
own files only.
"""

from __future__ import annotations

import asyncio
import base64
import gzip
import hashlib
import json
import mimetypes
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path, PurePosixPath

from aiohttp import web

#: The folder of the page's own files.
STATIC = Path(__file__).with_name("static")
#: The folder of the vendored third-party files (see ``tools/vendor_web.py``).
VENDOR = Path(__file__).with_name("vendor")
#: Where the page's files and the vendored ones are served: ``/v/BUILD/`` and
#: ``/v/BUILD/vendor/``.
PREFIX = "/v/"
#: Types the standard table may lack or get wrong.
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".svg": "image/svg+xml", ".css": "text/css",
         ".html": "text/html", ".zip": "application/zip"}
#: A year, in seconds: how long a browser keeps a file under the build's prefix.
IMMUTABLE = "public, max-age=31536000, immutable"
#: The page's content security policy (``{importmap}``: the inline import map's hash): its
#: own files only, WebAssembly for the Python runtime, inline styles for the editor's
#: themes; no plug-in, frame, form or connection elsewhere.
POLICY = ("default-src 'self'; script-src 'self' '{importmap}' 'wasm-unsafe-eval'; "
          "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; "
          "worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
          "form-action 'self'")


@dataclass
class Served:
    """One file as it is served: its bytes, type, ETag and (once made) its gzip form."""

    body: bytes
    content_type: str
    etag: str
    gzipped: bytes | None = None
    compressing: asyncio.Future[bytes | None] | None = field(default=None, repr=False)


def _content_type(path: PurePosixPath) -> str:
    return TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"


def _files(root: Path, under: str) -> dict[str, Path]:
    """The files below ``root`` by their served path (``under`` + the relative path)."""
    if not root.is_dir():
        return {}
    return {under + p.relative_to(root).as_posix(): p for p in sorted(root.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".py"}


@lru_cache(maxsize=1)
def package_files() -> StaticFiles:
    """The package's own page files, read once per process (about 14 MB with the Python
    runtime: a class started again, or the app's preload thread, reads them no more).

    Raises:
        FileNotFoundError: the package holds no ``index.html`` (a broken install).
    """
    return StaticFiles()


class StaticFiles:
    """The page's files: read at start, each answered with its ETag and cache rule.

    Args:
        static / vendor: the folders (default: the package's own).

    Raises:
        FileNotFoundError: the folder holds no ``index.html``.
    """

    def __init__(self, static: Path = STATIC, vendor: Path = VENDOR):
        paths = {**_files(static, ""), **_files(vendor, "vendor/")}
        paths.pop("index.html", None)
        digest = hashlib.sha256()
        self.files: dict[str, Served] = {}
        for name, path in paths.items():
            body = path.read_bytes()
            etag = hashlib.sha256(body).hexdigest()[:20]
            digest.update(f"{name}\0{etag}\0".encode())
            self.files[name] = Served(body, _content_type(PurePosixPath(name)), f'"{etag}"')
        #: The build: changes whenever a served file does.
        self.build = digest.hexdigest()[:12]
        self.base = f"{PREFIX}{self.build}/"
        page = self._page((static / "index.html").read_text(encoding="utf-8"), vendor)
        self.page = Served(page, "text/html; charset=utf-8",
                           f'"{hashlib.sha256(page).hexdigest()[:20]}"')

    def _page(self, template: str, vendor: Path) -> bytes:
        """``index.html`` with the build's prefix and the import map filled in."""
        imports: dict[str, str] = {}
        importmap = vendor / "importmap.json"
        if importmap.is_file():
            for name, url in json.loads(importmap.read_text(encoding="utf-8"))["imports"].items():
                imports[name] = self.base + "vendor/" + url.split("/vendor/", 1)[-1].lstrip("/")
        importmap_text = json.dumps({"imports": imports}, indent=1).replace("</", "<\\/")
        digest = base64.b64encode(hashlib.sha256(importmap_text.encode("utf-8")).digest()).decode()
        self.policy = POLICY.format(importmap=f"sha256-{digest}")
        text = template.replace("{{BASE}}", self.base).replace("{{IMPORTMAP}}", importmap_text)
        return text.encode("utf-8")

    def routes(self) -> list[web.RouteDef]:
        """``GET /`` (the page) and ``GET /v/BUILD/{path}`` (its files)."""
        return [web.get("/", self.index), web.get(PREFIX + "{build}/{path:.+}", self.file)]

    async def index(self, request: web.Request) -> web.StreamResponse:
        """``GET /``: the page, checked again by the browser every time."""
        return await self._answer(request, self.page, "no-cache")

    async def file(self, request: web.Request) -> web.StreamResponse:
        """``GET /v/BUILD/PATH``: a file of this build (immutable), else 404.

        A file of another build (a page loaded before the teacher's app was updated) is
        answered when it still exists, but not kept for good."""
        served = self.files.get(request.match_info["path"])
        if served is None:
            raise web.HTTPNotFound(reason="no such file")
        same = request.match_info["build"] == self.build
        return await self._answer(request, served, IMMUTABLE if same else "no-cache")

    async def _answer(self, request: web.Request, served: Served, cache: str) -> web.StreamResponse:
        headers = {"ETag": served.etag, "Cache-Control": cache, "Vary": "Accept-Encoding",
                   "X-Content-Type-Options": "nosniff", "Content-Security-Policy": self.policy,
                   "Referrer-Policy": "no-referrer"}
        if served.etag in request.headers.get("If-None-Match", ""):
            return web.Response(status=304, headers=headers)
        body = served.body
        if "gzip" in request.headers.get("Accept-Encoding", ""):
            packed = await _gzipped(served)
            if packed is not None:
                body, headers["Content-Encoding"] = packed, "gzip"
        headers["Content-Type"] = served.content_type
        return web.Response(body=body, headers=headers)


async def _gzipped(served: Served) -> bytes | None:
    """``served``'s gzip form, made once off the event loop (None: it would not shrink by
    a tenth, e.g. a zip file)."""
    if served.gzipped is not None or served.compressing is None and len(served.body) < 512:
        return served.gzipped
    loop = asyncio.get_running_loop()
    if served.compressing is None or served.compressing.get_loop() is not loop:
        served.compressing = loop.run_in_executor(None, _compress, served.body)
    packed = await asyncio.shield(served.compressing)
    served.gzipped = packed
    return packed


def _compress(body: bytes) -> bytes | None:
    packed = gzip.compress(body, compresslevel=6, mtime=0)
    return packed if len(packed) <= 0.9 * len(body) else None
