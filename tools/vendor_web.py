"""Vendor the pupils' page's third-party JavaScript from the npm registry, pinned and verified.

Usage (from the project folder, with the project's Python and the ``npm`` client)::

    python tools/vendor_web.py                  # fetch every package, write the vendor folders
    python tools/vendor_web.py --target page    # only the page's (or: tests)
    python tools/vendor_web.py --check          # change nothing; exit 1 if a vendored file,
                                                # the lock or the import map differs

The wanted packages are :data:`TARGETS` below: each a pinned ``name@version`` and the files
of its tarball to keep. For each one the script runs ``npm pack NAME@VERSION`` into a
temporary folder, checks the tarball's sha512 against ``npm view NAME@VERSION
dist.integrity`` (the registry's own record), and copies the kept files to
``<folder>/<name>/<path in the tarball>``. Then it writes ``<folder>/LOCK.json`` (per
package: version, the tarball's integrity, licence name and licence file, and every kept
file's path, size and sha256) and, for the page, ``<folder>/importmap.json`` mapping each
ES module package's bare name to its ``/vendor/<name>/<entry>`` URL. Every import statement
of the vendored ES modules is read: a bare specifier the import map lacks, or a relative one
naming a file not kept, stops the script (a missing one would break the page).

The output is deterministic (sorted JSON, the tarballs' bytes): a second run changes
nothing. A file in a vendor folder that no package keeps is removed. A licence file that a
package's tarball does not ship (pyodide's) is committed by hand beside the package and
pinned here by its sha256; the script keeps it, checks it and lists it in the lock.

Node is needed neither to install nor to run the app: only this script uses ``npm``. The
network is used only through ``npm`` (``--check`` too); the tests read the lock offline.
Exits 0 when all is well, 1 when a check failed, 2 when ``npm`` failed.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: Files of a vendor folder that are the script's own output, not a package's.
OWN_FILES = ("LOCK.json", "importmap.json")

#: The URL prefix under which the class server serves the page's vendor folder.
PAGE_URL = "/vendor/"


@dataclass(frozen=True)
class Supplied:
    """A file kept beside a package that its tarball lacks (its licence): committed by hand,
    pinned by ``sha256`` (hex); ``source`` says where the text came from."""

    path: str
    sha256: str
    source: str


@dataclass(frozen=True)
class Package:
    """One pinned npm package: ``keep`` are paths inside its tarball (without the leading
    ``package/``); ``entry`` is the ES module the import map names for ``name`` (one of
    ``keep``), or None for a package that is not imported by bare name."""

    name: str
    version: str
    keep: tuple[str, ...]
    licence_file: str = "LICENSE"
    entry: str | None = None
    supplied: tuple[Supplied, ...] = ()

    @property
    def spec(self) -> str:
        """``name@version``, as npm takes it."""
        return f"{self.name}@{self.version}"


@dataclass(frozen=True)
class Target:
    """A vendor folder (relative to the project) and the packages it holds; ``importmap``:
    whether to write ``importmap.json`` there (the page's)."""

    key: str
    folder: str
    packages: tuple[Package, ...]
    importmap: bool = False


def _esm(name: str, version: str, entry: str = "dist/index.js") -> Package:
    """A package vendored as its ES module build and its licence."""
    return Package(name, version, (entry, "LICENSE"), entry=entry)


PYODIDE_LICENCE = Supplied(
    "LICENSE",
    "1f256ecad192880510e84ad60474eab7589218784b9a50bc7ceee34c2b91f1d5",
    "pyodide's source repository, LICENSE (unchanged since its first commit 183acfd9d, 2018); "
    "the npm package ships no licence file",
)

CPYTHON_LICENCE = Supplied(
    "LICENSE-CPython.txt",
    "78b12c3a81360b357002334f0e70ea0e92eebf7a9b358805c03c48484945f3bb",
    "CPython 3.13.0's LICENSE.txt (the PSF licence and its history; the same terms for the "
    "3.14 inside pyodide.asm.wasm and python_stdlib.zip, whose licence asks that its text "
    "go with every copy); the npm package ships none",
)

#: What to vendor, where. The page: Pyodide (what loadPyodide needs to start Python with its
#: standard library, in a browser worker and in Node) and CodeMirror 6 with Python and the
#: modules its ES builds import. The tests: axe-core (accessibility checks in the browser).
TARGETS: tuple[Target, ...] = (
    Target(
        "page",
        "boardgames/classroom/web/vendor",
        (
            Package(
                "pyodide",
                "314.0.8",
                ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json"),
                supplied=(PYODIDE_LICENCE, CPYTHON_LICENCE),
            ),
            _esm("@codemirror/autocomplete", "6.20.4"),
            _esm("@codemirror/commands", "6.11.1"),
            _esm("@codemirror/lang-python", "6.2.1"),
            _esm("@codemirror/language", "6.13.1"),
            _esm("@codemirror/state", "6.7.6"),
            _esm("@codemirror/streamparser", "6.0.0"),
            _esm("@codemirror/view", "6.43.15"),
            _esm("@lezer/common", "1.5.5"),
            _esm("@lezer/highlight", "1.2.5"),
            _esm("@lezer/lr", "1.4.12"),
            _esm("@lezer/python", "1.1.19"),
            _esm("@marijn/find-cluster-break", "1.0.4", "src/index.js"),
            _esm("crelt", "1.0.7", "index.js"),
            _esm("style-mod", "4.1.5", "src/style-mod.js"),
            _esm("w3c-keyname", "2.2.8", "index.js"),
        ),
        importmap=True,
    ),
    Target(
        "tests",
        "tests/classroom/web/vendor",
        (Package("axe-core", "4.14.1", ("axe.min.js", "LICENSE", "LICENSE-3RD-PARTY.txt")),),
    ),
)


class VendorError(Exception):
    """A package could not be fetched or verified; the message says which and why."""


class NpmError(VendorError):
    """The ``npm`` client failed (missing, no network, unknown package)."""


@dataclass
class Fetched:
    """A package as the registry serves it: ``integrity`` (``sha512-<base64>``), ``licence``
    (package.json's SPDX name) and ``files`` (kept path -> bytes)."""

    package: Package
    integrity: str
    licence: str
    files: dict[str, bytes] = field(default_factory=dict)


def npm(*args: str) -> str:
    """``npm ARGS``'s standard output; raises NpmError when it fails or is missing."""
    try:
        done = subprocess.run(["npm", *args], capture_output=True, text=True, check=False,
                              timeout=600)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise NpmError(f"npm {' '.join(args)}: {error}") from error
    if done.returncode != 0:
        raise NpmError(f"npm {' '.join(args)} failed: {done.stderr.strip()[-2000:]}")
    return done.stdout


def sri_sha512(data: bytes) -> str:
    """The Subresource-Integrity form npm records: ``sha512-`` and the base64 digest."""
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode("ascii")


def _pack(spec: str, into: Path) -> bytes:
    """The tarball of ``spec`` as ``npm pack`` downloads it (into ``into``)."""
    out = npm("pack", spec, "--pack-destination", str(into), "--json", "--ignore-scripts")
    names = [str(entry["filename"]) for entry in json.loads(out)]
    if len(names) != 1:
        raise NpmError(f"npm pack {spec}: expected one tarball, got {names}")
    return (into / names[0]).read_bytes()


def _members(tarball: bytes, spec: str) -> dict[str, bytes]:
    """Every regular file of a package tarball: path without its first folder -> bytes."""
    found: dict[str, bytes] = {}
    with tarfile.open(fileobj=io.BytesIO(tarball), mode="r:gz") as archive:
        for member in archive.getmembers():
            parts = PurePosixPath(member.name).parts
            if not member.isfile() or len(parts) < 2 or ".." in parts:
                continue
            stream = archive.extractfile(member)
            if stream is None:
                raise VendorError(f"{spec}: cannot read {member.name}")
            found["/".join(parts[1:])] = stream.read()
    return found


def _licence_name(package_json: bytes) -> str:
    """The SPDX name of package.json's ``license`` (a string or the old ``{type}`` form)."""
    licence = json.loads(package_json).get("license", "")
    if isinstance(licence, dict):
        licence = licence.get("type", "")
    return str(licence) or "UNKNOWN"


def fetch(package: Package, scratch: Path) -> Fetched:
    """Download ``package`` and check its tarball against the registry's integrity record;
    raises VendorError when they differ or a kept file is missing from it."""
    expected = json.loads(npm("view", package.spec, "dist.integrity", "--json"))
    tarball = _pack(package.spec, scratch)
    actual = sri_sha512(tarball)
    if not isinstance(expected, str) or actual != expected:
        raise VendorError(f"{package.spec}: tarball {actual} but the registry says {expected}")
    members = _members(tarball, package.spec)
    missing = [path for path in package.keep if path not in members]
    if missing or "package.json" not in members:
        raise VendorError(f"{package.spec}: not in the tarball: {missing or ['package.json']}")
    files = {path: members[path] for path in package.keep}
    return Fetched(package, actual, _licence_name(members["package.json"]), files)


#: A static ``import``/``export ... from`` statement, at the start of a line (as bundlers
#: write them; a comment quoting one mid-line is not taken), and a dynamic ``import("...")``.
_STATIC_IMPORT = re.compile(
    r"""^[ \t]*(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?(["'])([^"'\n]+)\1""", re.M)
_DYNAMIC_IMPORT = re.compile(r"""\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)""")


def es_imports(source: str) -> set[str]:
    """The module specifiers of an ES module's ``import``/``export ... from`` statements and
    ``import("...")`` calls with a literal."""
    found = [*_STATIC_IMPORT.finditer(source), *_DYNAMIC_IMPORT.finditer(source)]
    return {match.group(2) for match in found}


def import_map(fetched: list[Fetched]) -> dict[str, dict[str, str]]:
    """``{"imports": {bare name: "/vendor/<name>/<entry>"}}`` for every package with an
    entry, sorted by name."""
    imports = {item.package.name: f"{PAGE_URL}{item.package.name}/{item.package.entry}"
               for item in fetched if item.package.entry}
    return {"imports": dict(sorted(imports.items()))}


def unresolved_imports(fetched: list[Fetched], imports: dict[str, str]) -> list[str]:
    """Every import of a vendored ES module (a package with an entry) that would fail in the
    browser: a bare name not in ``imports``, or a relative path to a file not kept."""
    kept = {f"{item.package.name}/{path}" for item in fetched for path in item.files}
    problems = []
    for item in fetched:
        if not item.package.entry:
            continue
        for path, data in sorted(item.files.items()):
            if not path.endswith(".js"):
                continue
            here = PurePosixPath(item.package.name, path).parent
            for spec in sorted(es_imports(data.decode("utf-8"))):
                if spec.startswith((".", "/")):
                    target = _normalise(here / spec)
                    if target not in kept:
                        problems.append(f"{item.package.name}/{path}: {spec} is not vendored")
                elif spec not in imports:
                    problems.append(f"{item.package.name}/{path}: {spec} is not in the import map")
    return problems


def _normalise(path: PurePosixPath) -> str:
    """``a/b/../c`` -> ``a/c`` (no file system involved)."""
    parts: list[str] = []
    for part in path.parts:
        if part == "..":
            if parts:
                parts.pop()
        elif part != ".":
            parts.append(part)
    return "/".join(parts)


def _file_record(path: str, data: bytes) -> dict[str, Any]:
    """``{"path", "size", "sha256"}`` of one vendored file."""
    return {"path": path, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}


def _supplied_bytes(folder: Path, package: Package) -> dict[str, bytes]:
    """The hand-committed files of ``package`` (path in the package -> bytes); raises
    VendorError when one is missing or not the pinned text."""
    found = {}
    for item in package.supplied:
        where = folder / package.name / item.path
        if not where.is_file():
            raise VendorError(f"{package.spec}: {where} is missing (from {item.source})")
        data = where.read_bytes()
        if hashlib.sha256(data).hexdigest() != item.sha256:
            raise VendorError(f"{package.spec}: {where} is not the pinned text")
        found[item.path] = data
    return found


def lock(target: Target, fetched: list[Fetched]) -> dict[str, Any]:
    """The lock of a target: ``{"packages": {name: {version, integrity, licence,
    licence_file, files: [{path, size, sha256}]}}}``, paths relative to the target's folder.
    Raises VendorError when a package has no licence file."""
    folder = ROOT / target.folder
    packages: dict[str, Any] = {}
    for item in sorted(fetched, key=lambda fetched_item: fetched_item.package.name):
        package = item.package
        files = {**item.files, **_supplied_bytes(folder, package)}
        if package.licence_file not in files:
            raise VendorError(f"{package.spec}: no licence file {package.licence_file}")
        entry: dict[str, Any] = {
            "version": package.version,
            "integrity": item.integrity,
            "licence": item.licence,
            "licence_file": f"{package.name}/{package.licence_file}",
            "files": [_file_record(f"{package.name}/{path}", data)
                      for path, data in sorted(files.items())],
        }
        if package.supplied:
            entry["supplied"] = {f"{package.name}/{s.path}": s.source for s in package.supplied}
        packages[package.name] = entry
    return {"packages": packages}


def dumps(data: object) -> bytes:
    """Deterministic JSON: sorted keys, two-space indent, a final newline."""
    return (json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode()


def expected_files(target: Target, fetched: list[Fetched]) -> dict[str, bytes]:
    """Every file the target's folder should hold (relative path -> bytes): the packages'
    kept files, the lock and, for the page, the import map. Raises VendorError when an
    import would not resolve or a licence is missing."""
    files = {f"{item.package.name}/{path}": data for item in fetched
             for path, data in item.files.items()}
    files["LOCK.json"] = dumps(lock(target, fetched))
    if target.importmap:
        mapping = import_map(fetched)
        problems = unresolved_imports(fetched, mapping["imports"])
        if problems:
            raise VendorError("imports that would fail:\n  " + "\n  ".join(problems))
        files["importmap.json"] = dumps(mapping)
    return files


def _present(folder: Path, target: Target) -> dict[str, Path]:
    """The files now in a target's folder, relative path -> path, without the supplied
    ones (those are the maintainer's, checked by :func:`lock`)."""
    supplied = {f"{p.name}/{s.path}" for p in target.packages for s in p.supplied}
    if not folder.is_dir():
        return {}
    return {path.relative_to(folder).as_posix(): path for path in sorted(folder.rglob("*"))
            if path.is_file() and path.relative_to(folder).as_posix() not in supplied}


def write(target: Target, files: dict[str, bytes]) -> list[str]:
    """Make the target's folder hold exactly ``files`` (and the supplied ones): writes
    changed files, removes stray ones and empty folders. Returns what changed, one line
    each (``written PATH`` / ``removed PATH``)."""
    folder = ROOT / target.folder
    changes = []
    for path, where in _present(folder, target).items():
        if path not in files:
            where.unlink()
            changes.append(f"removed {target.folder}/{path}")
    for path, data in sorted(files.items()):
        where = folder / path
        if not where.is_file() or where.read_bytes() != data:
            where.parent.mkdir(parents=True, exist_ok=True)
            where.write_bytes(data)
            changes.append(f"written {target.folder}/{path}")
    for directory in sorted(folder.rglob("*"), reverse=True):
        if directory.is_dir() and not any(directory.iterdir()):
            directory.rmdir()
    return changes


def differences(target: Target, files: dict[str, bytes]) -> list[str]:
    """What differs between the target's folder and ``files``, one line each."""
    present = _present(ROOT / target.folder, target)
    found = [f"{target.folder}/{path}: not vendored by the lock" for path in present
             if path not in files]
    for path, data in sorted(files.items()):
        where = present.get(path)
        if where is None:
            found.append(f"{target.folder}/{path}: missing")
        elif where.read_bytes() != data:
            found.append(f"{target.folder}/{path}: differs from the registry's")
    return found


def run(targets: list[Target], check: bool) -> int:
    """Fetch and verify every package of ``targets``, then write their folders (or, with
    ``check``, only compare them). Returns the exit status (0 fine, 1 a difference)."""
    status = 0
    with tempfile.TemporaryDirectory(prefix="vendor-web-") as scratch:
        for target in targets:
            fetched = []
            for package in target.packages:
                where = Path(scratch) / package.name.replace("/", "+")
                where.mkdir(parents=True)
                fetched.append(fetch(package, where))
                shutil.rmtree(where)
            files = expected_files(target, fetched)
            lines = differences(target, files) if check else write(target, files)
            print("\n".join(lines) or f"{target.folder}: up to date")
            status = 1 if check and lines else status
    return status


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", choices=[target.key for target in TARGETS],
                        help="only this vendor folder (default: all)")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a vendored file differs")
    args = parser.parse_args(argv)
    targets = [target for target in TARGETS if args.target in (None, target.key)]
    try:
        return run(targets, args.check)
    except NpmError as error:
        print(f"vendor_web: {error}", file=sys.stderr)
        return 2
    except VendorError as error:
        print(f"vendor_web: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
