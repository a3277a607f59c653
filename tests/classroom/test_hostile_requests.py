"""No request ever gets a 500 (issue 42, point 4): whatever the body, content type, headers
or query, the class answers a refusal with a code (4xx, JSON), stores nothing of it, and
still serves a real student afterwards. Served in-process (aiohttp's test server on
127.0.0.1), one class per test."""

import asyncio
import json
import logging
import sqlite3

import pytest
from aiohttp.test_utils import TestClient, TestServer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames.classroom.model import ERRORS
from boardgames.classroom.server import ClassApp
from boardgames.classroom.store import ClassStore

CODE = "ABC234"
ROUTES = [("POST", "/api/join"), ("POST", "/api/submissions"), ("POST", "/api/players"),
          ("POST", "/api/levels"), ("POST", "/api/sequence"), ("GET", "/api/me"),
          ("GET", "/api/stage"), ("GET", "/api/grid")]
TEACHERS = {"/api/grid", "/api/sequence"}
SUBMISSION = {"id": "sub-0001-abcdef", "exercise": "tictactoe/block", "passed": True,
              "checks": [{"id": "wins", "passed": True, "code": "check.passed"}],
              "seconds": 0.3, "file": "def choose(board):\n    return 4\n", "sent": 1764032000.5}


class Running:
    """A class served in-process: ``run(coroutine)`` runs in its loop."""

    def __init__(self, path, **options):
        self.store = ClassStore(path)
        self.class_app = ClassApp(self.store, CODE, **options)
        self.loop = asyncio.new_event_loop()
        self.client = self.run(self._start())

    async def _start(self):
        client = TestClient(TestServer(self.class_app.app))
        await client.start_server()
        return client

    def run(self, coroutine):
        return self.loop.run_until_complete(coroutine)

    def send(self, method, path, body=None, headers=None, code=CODE, params=None):
        """``(status, answer's JSON or None, headers)``; ``body`` bytes, or JSON to dump."""
        sent = {"X-Class-Code": code, "Content-Type": "application/json"} if code else {}
        sent.update(headers or {})
        data = body if body is None or isinstance(body, bytes) else json.dumps(body).encode()
        return self.run(self._send(method, path, data, sent, params))

    async def _send(self, method, path, data, headers, params):
        answer = await self.client.request(method, path, data=data, headers=headers,
                                           params=params)
        text = await answer.text()
        try:
            parsed = json.loads(text)
        except ValueError:
            parsed = None
        return answer.status, parsed, answer.headers

    def raw(self, data, read_timeout=10.0):
        """Send ``data`` (bytes: a whole HTTP request) on a socket of its own; the status
        and the answer's JSON."""
        return self.run(self._raw(data, read_timeout))

    async def _raw(self, data, read_timeout):
        reader, writer = await asyncio.open_connection(self.client.server.host,
                                                       self.client.server.port)
        writer.write(data)
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), read_timeout)
        length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length:")))
        body = await asyncio.wait_for(reader.readexactly(length), read_timeout)
        writer.close()
        return int(head.split()[1]), json.loads(body)

    def join(self, name):
        status, answer, _ = self.send("POST", "/api/join", {"name": name})
        assert status == 200, answer
        return answer["token"]

    def stored(self):
        """Everything in the class file (a dump of its tables, read by a connection of its own)."""
        with sqlite3.connect(self.store.path) as db:
            return list(db.iterdump())

    def close(self):
        self.run(self.client.close())
        self.loop.close()
        self.store.close()


@pytest.fixture
def serving(db_path):
    """``serving(**ClassApp options)``: a class served in-process (closed after the test)."""
    running = []

    def start(**options):
        running.append(Running(db_path, **options))
        return running[-1]

    yield start
    for served in running:
        served.close()

def refusal(status, answer):
    """True for a refusal as the class makes them: 4xx with a known code and a message."""
    return (400 <= status < 500 and isinstance(answer, dict) and answer.get("error") in ERRORS
            and isinstance(answer.get("message"), str))


def test_a_bogus_charset_is_refused_as_not_json(serving):
    served = serving()
    for kind in ("application/json; charset=bogus", "application/json; charset=latin-1",
                 "text/plain", "application/x-www-form-urlencoded", ""):
        status, answer, _ = served.send("POST", "/api/join", {"name": "Anna"},
                                        {"Content-Type": kind})
        assert (status, answer["error"]) == (415, "request.media"), kind
    for encoding in ("gzip", "deflate", "br", "zstd"):  # refused, never inflated
        status, answer, _ = served.send("POST", "/api/join", b"\x1f\x8b garbage",
                                        {"Content-Encoding": encoding})
        assert (status, answer["error"]) == (415, "request.media"), encoding
    for body in (b'{"name": "\xff\xfe"}', b'{"name": "\xed\xa0\x80"}', b"\xef\xbb\xbf{}"):
        status, answer, _ = served.send("POST", "/api/join", body)  # not UTF-8 (strictly)
        assert (status, answer["error"]) == (400, "request.bad"), body
    assert served.send("POST", "/api/join", '{"name": "Élodie"}'.encode(),
                       {"Content-Type": 'application/json; charset="UTF-8"'})[0] == 200


def test_huge_numbers_are_refused_not_overflowed(serving):
    served = serving()
    token = served.join("Anna")
    before = served.stored()
    template = json.dumps({**SUBMISSION, "sent": "@", "seconds": 1.0})
    for field in ("sent", "seconds"):
        for number in ("1" + "0" * 400, "1e400", "-1e400", "NaN", "Infinity", "1" + "0" * 16):
            body = template.replace('"@"', number) if field == "sent" else \
                json.dumps({**SUBMISSION, "seconds": "@"}).replace('"@"', number)
            status, answer, _ = served.send("POST", "/api/submissions", body.encode(),
                                            {"X-Student-Token": token})
            assert (status, answer["error"]) == (400, "request.bad"), (field, number[:8])
    assert served.stored() == before


def test_deep_nesting_is_refused_but_brackets_in_a_file_are_kept(serving):
    served = serving()
    token = served.join("Anna")
    before = served.stored()
    for body in (b"[" * 100_000, b"[" * 100_000 + b"]" * 100_000, b'{"a":' * 50_000):
        status, answer, _ = served.send("POST", "/api/submissions", body,
                                        {"X-Student-Token": token})
        assert (status, answer["error"]) == (400, "request.bad")
    assert served.stored() == before
    brackets = {**SUBMISSION, "file": "x = " + "[" * 30_000 + "\\\"{" + "]" * 30_000}
    status, answer, _ = served.send("POST", "/api/submissions", brackets,
                                    {"X-Student-Token": token})
    assert (status, answer["stored"]) == (200, True)


def test_a_lone_surrogate_in_a_name_or_a_file_is_refused(serving):
    served = serving()
    for name in ('"Anna\\ud800"', '"\\udfff"', '"\\ude00\\ud83d"'):
        status, answer, _ = served.send("POST", "/api/join",
                                        b'{"name": ' + name.encode() + b"}")
        assert (status, answer["error"]) == (400, "request.bad"), name
    token = served.join("Anna")
    before = served.stored()
    body = json.dumps({**SUBMISSION, "file": "@"}).replace('"@"', '"x = \\ud800"').encode()
    status, answer, _ = served.send("POST", "/api/submissions", body, {"X-Student-Token": token})
    assert (status, answer["error"]) == (400, "request.bad")
    body = json.dumps({**SUBMISSION, "checks": [{"id": "wins", "passed": True, "code": "@"}]})
    status, answer, _ = served.send("POST", "/api/submissions",
                                    body.replace('"@"', '"\\udc80"').encode(),
                                    {"X-Student-Token": token})
    assert (status, answer["error"]) == (400, "request.bad")
    assert served.stored() == before
    emoji = {**SUBMISSION, "file": "print('\U0001f600')\n"}  # a pair, escaped by json.dumps
    assert served.send("POST", "/api/submissions", emoji, {"X-Student-Token": token})[0] == 200


def test_query_values_are_checked(serving):
    served = serving()
    teacher = served.class_app.teacher_code
    for path, code in (("/api/stage", CODE), ("/api/grid", teacher)):
        for since, wait in (("9" * 5000, "0"), ("1" * 20, "0"), ("1.5", "0"), ("\u0663", "0"),
                            ("0", "nan"), ("0", "inf"), ("0", "-1"), ("0", "1e400"),
                            ("0", "٣")):
            status, answer, _ = served.send("GET", path, code=code,
                                            params={"since": since, "wait": wait})
            assert (status, answer["error"]) == (400, "request.bad"), (path, since, wait)
        assert served.send("GET", path, code=code, params={"since": "-1", "wait": "0.5"})[0] == 200


def test_header_bytes_that_are_not_text_are_refused(serving):
    served = serving()
    token = served.join("Anna")
    for headers in (b"X-Class-Code: \xff\xfe\r\n",
                    b"X-Class-Code: " + CODE.encode() + b"\r\nX-Student-Token: \xff\xfe\r\n",
                    b"X-Class-Code: " + b"A" * 5000 + b"\r\n"):
        request = (b"GET /api/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + headers +
                   b"\r\n")
        status, answer = served.raw(request)
        assert refusal(status, answer), (headers[:30], status, answer)
    assert served.send("GET", "/api/me", headers={"X-Student-Token": token})[0] == 200


def test_a_body_that_never_arrives_is_cut_off(serving):
    served = serving(body_timeout=0.5)
    request = (b"POST /api/join HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
               b"X-Class-Code: " + CODE.encode() + b"\r\nContent-Type: application/json\r\n"
               b"Content-Length: 1000\r\n\r\n" + b'{"name": ')
    status, answer = served.raw(request, read_timeout=20)  # before: no answer, ever
    assert (status, answer["error"]) == (503, "server.busy")  # the app sends it again later
    assert served.store.students() == []
    served.join("Anna")


def test_unknown_routes_and_methods_answer_json_with_a_code(serving):
    served = serving()
    for method, path in (("GET", "/api/nothing"), ("DELETE", "/api/join"), ("GET", "/api/join"),
                         ("POST", "/api/me")):
        status, answer, _ = served.send(method, path, b"{}")
        assert refusal(status, answer) and status in (404, 405), (method, path, status)


def test_a_fault_of_the_server_is_retried_and_logged_in_one_line(serving, caplog, monkeypatch):
    served = serving()
    token = served.join("Anna")

    def broken(*args):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(served.store, "add", broken)
    with caplog.at_level(logging.ERROR):
        status, answer, _ = served.send("POST", "/api/submissions", SUBMISSION,
                                        {"X-Student-Token": token})
    assert (status, answer["error"]) == (503, "server.busy")  # retried by the app, not dropped
    assert [r.exc_info for r in caplog.records] == [None]  # one line, no traceback
    assert "OperationalError" in caplog.text


# --- anything at all ------------------------------------------------------------------------

#: Raw JSON texts a field may be replaced with.
HOSTILE = ["1" + "0" * 400, "-" + "9" * 30, "1e400", "-1e400", "NaN", "Infinity", "-Infinity",
           '"\\ud800"', '"a\\udfffb"', '"\\ude00\\ud83d"', "[" * 40 + "]" * 40,
           '{"a": ' * 40 + "1" + "}" * 40, '"' + "x" * 140_000 + '"', "1" * 5000]
TEXT = st.text(st.characters(exclude_categories=()), max_size=12)  # surrogates too
JSON = st.recursive(st.none() | st.booleans() | st.integers() | TEXT
                    | st.floats(allow_nan=True, allow_infinity=True),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(TEXT, inner, max_size=4), max_leaves=12)
TEMPLATES = [SUBMISSION, {"name": "Hostile", "token": None}, {"sequence": ["tictactoe/block"]},
             {"kind": "player", "id": "player-0001", "game": "tictactoe", "file": "x = 1\n",
              "sent": 1.0},
             {"kind": "level", "id": "level-0001", "game": "tictactoe", "level": 2, "sent": 1.0}]


@st.composite
def hostile_bodies(draw):
    """``(bytes, hostile)``: ``hostile`` when JSON parsing must refuse it."""
    kind = draw(st.sampled_from(["bytes", "json", "template", "deep"]))
    if kind == "bytes":
        return draw(st.binary(max_size=200)), False
    if kind == "json":
        return json.dumps(draw(JSON)).encode(), False
    if kind == "deep":
        depth = draw(st.integers(33, 100_000))
        return b"[" * depth + draw(st.sampled_from([b"", b"]" * depth])), True
    template = dict(draw(st.sampled_from(TEMPLATES)))
    field = draw(st.sampled_from(sorted(template)))
    template[field] = "@HOSTILE@"
    return json.dumps(template).replace('"@HOSTILE@"', draw(st.sampled_from(HOSTILE))).encode(), True


HEADER_TEXT = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x2FF,
                                    exclude_characters="\x7f"), max_size=300)
CONTENT_TYPES = ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON; charset=\"UTF-8\"",
                 "application/json; charset=bogus", "application/json; charset=utf-16",
                 "application/json;;;charset", "text/plain", "", "multipart/form-data; boundary=x"]
QUERY = st.sampled_from(["-1", "0", "1" * 20, "9" * 5000, "nan", "inf", "-inf", "1e400", "-0",
                         "0.01", "1.5", "\u0663", "", " 1", "0x10"])


@given(route=st.sampled_from(ROUTES), body=hostile_bodies(),
       code=st.sampled_from(["right", "right", "right", "class", "none", "text"]),
       code_text=HEADER_TEXT, token=st.sampled_from(["valid", "none", "text", "long"]),
       token_text=HEADER_TEXT, content_type=st.sampled_from(CONTENT_TYPES),
       encoding=st.sampled_from([None, None, "gzip", "deflate", "br", "zstd", "identity", "x"]),
       since=QUERY, wait=st.sampled_from(["0", "0.01", "nan", "inf", "-1", "1e400", "x", "٣"]))
@settings(max_examples=150, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.data_too_large])
def _hostile_request(served, tokens, route, body, code, code_text, token, token_text,
                     content_type, encoding, since, wait):
    method, path = route
    raw, hostile = body
    teacher = served.class_app.teacher_code
    codes = {"right": teacher if path in TEACHERS else CODE, "class": CODE, "none": "",
             "text": code_text}
    headers = {"Content-Type": content_type}
    if encoding is not None:
        headers["Content-Encoding"] = encoding
    token = {"valid": tokens[0], "none": None, "text": token_text, "long": "t" * 5000}[token]
    if token is not None:
        headers["X-Student-Token"] = token
    before = served.stored()
    status, answer, _ = served.send(method, path, raw, {"X-Class-Code": codes[code], **headers},
                                    code=None, params={"since": since, "wait": wait})
    assert status < 500, (status, answer)
    assert status < 400 or refusal(status, answer), (status, answer)
    if status >= 400:
        assert served.stored() == before
    if hostile and method == "POST":
        assert status >= 400, (path, raw[:80])


def test_anything_thrown_at_every_route_gets_a_refusal_never_a_500(serving):
    served = serving()
    tokens = [served.join("Probe")]
    _hostile_request(served, tokens)
    # a real student still joins and submits, and the teacher sees it
    token = served.join("Anna")
    status, answer, _ = served.send("POST", "/api/submissions", SUBMISSION,
                                    {"X-Student-Token": token})
    assert (status, answer["stored"]) == (200, True)
    status, grid, _ = served.send("GET", "/api/grid", code=served.class_app.teacher_code)
    assert status == 200 and "Anna" in grid["students"]
