"""The vendored third-party JavaScript (tools/vendor_web.py): every file is the one its lock
pins, nothing else lies in the vendor folders, every package carries its licence, the
import map leads the browser only to files that are there and covers every import of the
vendored editor modules, and an installed wheel carries them. Offline: the registry is
asked only by ``tools/vendor_web.py --check``, not here."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import io
import json
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests import paths

ROOT = paths.ROOT
PAGE = ROOT / "boardgames" / "classroom" / "web" / "vendor"
TESTS = ROOT / "tests" / "classroom" / "web" / "vendor"
FOLDERS = {"page": PAGE, "tests": TESTS}


def _tool():
    spec = importlib.util.spec_from_file_location("vendor_web", ROOT / "tools" / "vendor_web.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["vendor_web"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


vendor_web = _tool()


def _lock(folder: Path) -> dict:
    path = folder / "LOCK.json"
    assert path.is_file(), f"{path} is missing: run tools/vendor_web.py"
    return json.loads(path.read_text(encoding="utf-8"))["packages"]


@pytest.mark.parametrize("key", sorted(FOLDERS))
def test_every_locked_file_is_there_with_its_size_and_sha256(key):
    folder = FOLDERS[key]
    records = [record for package in _lock(folder).values() for record in package["files"]]
    assert records
    for record in records:
        data = (folder / record["path"]).read_bytes()
        assert len(data) == record["size"], record["path"]
        assert hashlib.sha256(data).hexdigest() == record["sha256"], record["path"]


@pytest.mark.parametrize("key", sorted(FOLDERS))
def test_nothing_unlisted_lies_in_the_vendor_folder(key):
    folder = FOLDERS[key]
    listed = {record["path"] for package in _lock(folder).values() for record in package["files"]}
    present = {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}
    assert present - listed <= set(vendor_web.OWN_FILES)
    assert present >= listed


@pytest.mark.parametrize("key", sorted(FOLDERS))
def test_the_lock_pins_what_the_script_asks_for(key):
    target = next(target for target in vendor_web.TARGETS if target.key == key)
    assert ROOT / target.folder == FOLDERS[key]
    lock = _lock(FOLDERS[key])
    assert {name: entry["version"] for name, entry in lock.items()} == \
        {package.name: package.version for package in target.packages}
    for package in target.packages:
        kept = {f"{package.name}/{path}" for path in (*package.keep, *(s.path for s in package.supplied))}
        assert {record["path"] for record in lock[package.name]["files"]} == kept
        assert lock[package.name]["integrity"].startswith("sha512-")


@pytest.mark.parametrize("key", sorted(FOLDERS))
def test_each_package_carries_its_licence(key):
    folder = FOLDERS[key]
    for name, entry in _lock(folder).items():
        assert entry["licence"] not in ("", "UNKNOWN"), name
        assert entry["licence_file"] in {record["path"] for record in entry["files"]}, name
        text = (folder / entry["licence_file"]).read_text(encoding="utf-8")
        assert "permission" in text.lower() or "Mozilla Public License" in text, name


def test_the_import_map_leads_only_to_vendored_files():
    imports = json.loads((PAGE / "importmap.json").read_text(encoding="utf-8"))["imports"]
    assert {"@codemirror/state", "@codemirror/view", "@codemirror/lang-python"} <= set(imports)
    for name, url in imports.items():
        assert url.startswith(f"/vendor/{name}/"), name
        assert (PAGE / url.removeprefix("/vendor/")).is_file(), url


def test_every_import_of_the_vendored_modules_resolves():
    imports = json.loads((PAGE / "importmap.json").read_text(encoding="utf-8"))["imports"]
    kept = {path.relative_to(PAGE).as_posix() for path in PAGE.rglob("*.js")}
    scanned = 0
    for url in imports.values():
        module = PAGE / url.removeprefix("/vendor/")
        for spec in vendor_web.es_imports(module.read_text(encoding="utf-8")):
            scanned += 1
            if spec.startswith("."):
                here = module.parent.relative_to(PAGE)
                assert vendor_web._normalise(here / spec) in kept, (url, spec)
            else:
                assert spec in imports, (url, spec)
    assert scanned > 20  # the editor's modules import one another


def test_import_scanning_sees_every_form_and_no_quoted_comment():
    source = ('import { a,\n  b } from "@x/y";\nexport { c } from \'./c.js\';\nimport "side";\n'
              '// write `@context name from "module"` in the grammar\n'
              'const m = await import( "dyn" );\nexport * from "star";\n'
              'import d, * as ns from \'z\';\nexport const q = "no";\n')
    assert vendor_web.es_imports(source) == {"@x/y", "./c.js", "side", "dyn", "star", "z"}


def test_a_missing_dependency_of_a_vendored_module_is_reported():
    package = vendor_web.Package("@x/editor", "1.0.0", ("dist/index.js", "LICENSE"), entry="dist/index.js")
    code = b'import { a } from "@x/absent";\nimport { b } from "./gone.js";\n'
    fetched = [vendor_web.Fetched(package, "sha512-x", "MIT", {"dist/index.js": code, "LICENSE": b"x"})]
    problems = vendor_web.unresolved_imports(fetched, vendor_web.import_map(fetched)["imports"])
    assert problems == ["@x/editor/dist/index.js: ./gone.js is not vendored",
                        "@x/editor/dist/index.js: @x/absent is not in the import map"]


def _tarball(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as archive:
        for path, data in files.items():
            info = tarfile.TarInfo("package/" + path)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return out.getvalue()


def _fake_npm(monkeypatch, tarball: bytes, integrity: str) -> None:
    """``npm view`` answers ``integrity``; ``npm pack`` writes ``tarball``."""
    def npm(*args: str) -> str:
        if args[0] == "view":
            return json.dumps(integrity)
        Path(args[args.index("--pack-destination") + 1], "x-1.0.0.tgz").write_bytes(tarball)
        return json.dumps([{"filename": "x-1.0.0.tgz"}])
    monkeypatch.setattr(vendor_web, "npm", npm)


def test_a_tarball_that_is_not_the_registrys_is_refused(tmp_path, monkeypatch):
    tarball = _tarball({"package.json": b'{"license": "MIT"}', "index.js": b"", "LICENSE": b"x"})
    _fake_npm(monkeypatch, tarball, vendor_web.sri_sha512(tarball + b"tampered"))
    package = vendor_web.Package("x", "1.0.0", ("index.js", "LICENSE"), entry="index.js")
    with pytest.raises(vendor_web.VendorError, match="registry says"):
        vendor_web.fetch(package, tmp_path)


def test_the_registrys_tarball_is_kept_as_it_is_and_twice_gives_the_same(tmp_path, monkeypatch):
    tarball = _tarball({"package.json": b'{"license": "MIT"}', "index.js": b"export const x = 1;\n",
                        "LICENSE": b"Permission is granted", "README.md": b"not kept"})
    assert vendor_web.sri_sha512(tarball) == "sha512-" + base64.b64encode(hashlib.sha512(tarball).digest()).decode()
    _fake_npm(monkeypatch, tarball, vendor_web.sri_sha512(tarball))
    monkeypatch.setattr(vendor_web, "ROOT", tmp_path)
    package = vendor_web.Package("x", "1.0.0", ("index.js", "LICENSE"), entry="index.js")
    target = vendor_web.Target("page", "vendor", (package,), importmap=True)
    (tmp_path / "vendor" / "stale").mkdir(parents=True)
    (tmp_path / "vendor" / "stale" / "old.js").write_text("old")
    assert vendor_web.run([target], check=False) == 0
    first = {p.relative_to(tmp_path).as_posix(): p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert sorted(first) == ["vendor/LOCK.json", "vendor/importmap.json", "vendor/x/LICENSE", "vendor/x/index.js"]
    assert json.loads(first["vendor/importmap.json"]) == {"imports": {"x": "/vendor/x/index.js"}}
    lock = json.loads(first["vendor/LOCK.json"])["packages"]["x"]
    assert (lock["version"], lock["licence"], lock["licence_file"]) == ("1.0.0", "MIT", "x/LICENSE")
    assert vendor_web.run([target], check=True) == 0
    second = {p.relative_to(tmp_path).as_posix(): p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert second == first
    (tmp_path / "vendor" / "x" / "index.js").write_text("changed")
    assert vendor_web.run([target], check=True) == 1


def _build_wheel(into: Path) -> Path:
    """The project's wheel, built by its own backend (hatchling) in this process: no build
    environment is downloaded."""
    try:
        from hatchling.builders.wheel import WheelBuilder
    except ImportError:
        pytest.fail("hatchling (the project's build backend) is not installed: the test extra "
                    "in pyproject.toml must name it, so that a wheel can be built offline")
    (wheel,) = WheelBuilder(str(ROOT)).build(directory=str(into), versions=["standard"])
    return Path(wheel)


def test_an_installed_wheel_carries_the_vendored_files(tmp_path):
    names = set(zipfile.ZipFile(_build_wheel(tmp_path)).namelist())
    inside = "boardgames/classroom/web/vendor/"
    locked = {inside + record["path"] for package in _lock(PAGE).values() for record in package["files"]}
    assert {inside + "importmap.json", inside + "LOCK.json", inside + "pyodide/pyodide.asm.wasm",
            inside + "pyodide/python_stdlib.zip", inside + "pyodide/pyodide.mjs"} <= names
    assert locked <= names
    assert not any(name.startswith("tests/") for name in names)
