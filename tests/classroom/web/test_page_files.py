"""The page's files as a classroom of browsers gets them: from the installed package, with
no class code, cached for good under the build's prefix, revalidated by ETag, gzipped."""

from __future__ import annotations

import gzip
import json
import re
import urllib.error
import urllib.request

from boardgames.classroom.web.static_files import STATIC, StaticFiles


def _get(url: str, **headers: str):
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_the_page_needs_no_code_and_names_its_files_under_the_build(web_class):
    served = web_class()
    status, headers, body = _get(served.url)
    assert status == 200
    assert headers["Content-Type"].startswith("text/html")
    assert headers["Cache-Control"] == "no-cache"
    page = body.decode("utf-8")
    build = StaticFiles().build
    assert f'src="/v/{build}/app.js"' in page and "{{" not in page
    importmap = json.loads(re.search(r'<script type="importmap">(.*?)</script>', page, re.S).group(1))
    assert all(url.startswith(f"/v/{build}/vendor/") for url in importmap["imports"].values())


def test_a_file_of_the_build_is_kept_for_good_and_revalidated_by_etag(web_class):
    served = web_class()
    build = StaticFiles().build
    status, headers, body = _get(served.url + f"v/{build}/app.js")
    assert status == 200 and headers["Content-Type"].startswith("text/javascript")
    assert "immutable" in headers["Cache-Control"]
    assert body == (STATIC / "app.js").read_bytes()
    status, again, body = _get(served.url + f"v/{build}/app.js", **{"If-None-Match": headers["ETag"]})
    assert status == 304 and body == b""
    status, _, _ = _get(served.url, **{"If-None-Match": _get(served.url)[1]["ETag"]})
    assert status == 304


def test_files_are_sent_gzipped_to_a_browser_that_takes_it(web_class):
    served = web_class()
    build = StaticFiles().build
    status, headers, body = _get(served.url + f"v/{build}/style.css", **{"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == (STATIC / "style.css").read_bytes()
    assert len(body) < len((STATIC / "style.css").read_bytes())
    _, plain, body = _get(served.url + f"v/{build}/style.css")
    assert "Content-Encoding" not in plain and body == (STATIC / "style.css").read_bytes()


def test_no_file_outside_the_page_is_served(web_class):
    served = web_class()
    build = StaticFiles().build
    for path in (f"v/{build}/../server.py", f"v/{build}/%2e%2e/server.py", f"v/{build}/static_files.py",
                 f"v/{build}/nothing.js", "etc/passwd"):
        status, headers, body = _get(served.url + path)
        assert status == 404, path
        assert json.loads(body)["error"] == "request.bad"


def test_an_old_build_s_file_is_served_but_not_kept_for_good(web_class):
    served = web_class()
    status, headers, _ = _get(served.url + "v/000000000000/app.js")
    assert status == 200 and headers["Cache-Control"] == "no-cache"


def _plain(keys) -> set[str]:
    """The keys without their plural forms (a language has the forms it needs)."""
    return {k.rsplit(".", 1)[0] if k.rsplit(".", 1)[-1] in ("one", "few", "many", "other") else k
            for k in keys}


def test_every_part_the_page_loads_has_its_catalogue_in_every_language():
    parts = {p.name.split(".")[0] for p in (STATIC / "i18n").glob("*.json")}
    for part in parts:
        english = json.loads((STATIC / "i18n" / f"{part}.en.json").read_text(encoding="utf-8"))
        for lang in ("ru", "de", "es"):
            other = json.loads((STATIC / "i18n" / f"{part}.{lang}.json").read_text(encoding="utf-8"))
            assert _plain(other) == _plain(english), (part, lang)
            for key, text in other.items():
                assert set(re.findall(r"\{\d\}", text)) <= set(re.findall(r"\{\d\}", english.get(
                    key, english.get(key.rsplit(".", 1)[0] + ".other", "")))), (part, lang, key)


def test_the_page_runs_its_own_files_only(web_class):
    """The content security policy allows the inline import map by its hash, nothing else
    inline, no other host, no frame around the page."""
    import base64
    import hashlib

    served = web_class()
    _, headers, body = _get(served.url)
    policy = headers["Content-Security-Policy"]
    importmap = re.search(r'<script type="importmap">(.*?)</script>', body.decode(), re.S).group(1)
    digest = base64.b64encode(hashlib.sha256(importmap.encode()).digest()).decode()
    assert f"'sha256-{digest}'" in policy
    assert "script-src 'self' " in policy and "'unsafe-inline'" not in policy.split("style-src")[0]
    assert "frame-ancestors 'none'" in policy and "connect-src 'self'" in policy
