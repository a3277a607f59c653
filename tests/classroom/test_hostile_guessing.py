"""Guessing codes cut off without locking the room out (issue 42, point 7): a pupil's wrong
codes never stop another pupil at the same address joining with the right one, the same
wrong code retried counts once and backs off, a cap across all addresses stops an
enumeration, and a joined student's token keeps working whatever others guess. Served
in-process (aiohttp's test server on 127.0.0.1); the address a request comes from is
simulated by a header the test's own middleware reads."""

import asyncio
import json

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from boardgames.classroom.guesses import GuessLimiter
from boardgames.classroom.server import ClassApp
from boardgames.classroom.store import ClassStore

CODE = "ABC234"
SUBMISSION = {"id": "sub-0001-abcdef", "exercise": "tictactoe/block", "passed": True,
              "checks": [{"id": "wins", "passed": True, "code": "check.passed"}],
              "seconds": 0.3, "file": "def choose(board):\n    return 4\n", "sent": 1764032000.5}


@web.middleware
async def _from(request, handler):
    """The request as if it came from the address in ``X-Test-From`` (simulated NATs)."""
    address = request.headers.get("X-Test-From")
    return await handler(request.clone(remote=address) if address else request)


class Running:
    """A class served in-process (``**options``: :class:`ClassApp`'s)."""

    def __init__(self, path, **options):
        self.store = ClassStore(path)
        self.class_app = ClassApp(self.store, CODE, **options)
        self.class_app.app.middlewares.insert(0, _from)
        self.loop = asyncio.new_event_loop()
        self.client = self.loop.run_until_complete(self._start())

    async def _start(self):
        client = TestClient(TestServer(self.class_app.app))
        await client.start_server()
        return client

    def send(self, method, path, body=None, code=CODE, address=None, token=None):
        """``(status, error code or the answer, Retry-After or None)``."""
        headers = {"X-Class-Code": code, "Content-Type": "application/json"}
        if address:
            headers["X-Test-From"] = address
        if token:
            headers["X-Student-Token"] = token
        return self.loop.run_until_complete(self._send(method, path, body, headers))

    async def _send(self, method, path, body, headers):
        data = None if body is None else json.dumps(body).encode()
        answer = await self.client.request(method, path, data=data, headers=headers)
        parsed = await answer.json()
        retry = answer.headers.get("Retry-After")
        return answer.status, parsed.get("error", parsed), None if retry is None else int(retry)

    def join(self, name, code=CODE, address=None):
        return self.send("POST", "/api/join", {"name": name}, code, address)

    def close(self):
        self.loop.run_until_complete(self.client.close())
        self.loop.close()
        self.store.close()


@pytest.fixture
def serving(db_path):
    running = []

    def start(**options):
        running.append(Running(db_path, **options))
        return running[-1]

    yield start
    for served in running:
        served.close()


def wrong_codes(count, prefix="G"):
    """``count`` codes of six characters, none of them :data:`CODE`."""
    return [f"{prefix}{n:05d}"[-6:].replace("0", "Q") for n in range(count)]


def test_a_pupils_wrong_codes_never_stop_another_at_the_same_address(serving):
    served = serving()  # the usual limits
    guesses = [served.join("Boris", code, "10.0.0.1")[:2]  # a pupil behind the room's NAT
               for code in wrong_codes(30)]
    status, answer, _ = served.join("Anna", CODE, "10.0.0.1")
    assert status == 200 and answer["name"] == "Anna"  # before: too_many_tries for a minute
    assert guesses == [(403, "code.wrong")] * 30
    teacher = served.class_app.teacher_code
    for code in wrong_codes(30, "T"):  # the teacher's code is guarded the same way
        assert served.send("GET", "/api/grid", code=code + "ABCDEF", address="10.0.0.1")[0] == 403
    assert served.send("GET", "/api/grid", code=teacher, address="10.0.0.1")[0] == 200


class Clock:
    """A clock the test moves (seconds)."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_the_same_wrong_code_retried_counts_once_and_backs_off(serving):
    served, clock = serving(guess_cap=3), Clock()
    served.class_app.guesses = GuessLimiter(cap=3, window=60.0, backoff=1.0, clock=clock)
    assert served.join("Anna", "OLD234")[:2] == (403, "code.wrong")
    assert served.join("Anna", "OLD234") == (429, "too_many_tries", 1)  # before: compared again
    clock.now += 1.0
    assert served.join("Anna", "OLD234")[:2] == (403, "code.wrong")  # compared after the wait
    assert served.join("Anna", "OLD234") == (429, "too_many_tries", 2)  # waits twice as long
    clock.now += 2.0
    assert served.join("Anna", "OLD234")[:2] == (403, "code.wrong")
    assert served.join("Anna", "OLD234") == (429, "too_many_tries", 4)
    # six tries of one code were one guess: two more distinct ones are still compared
    assert served.join("Anna", "NEW234")[:2] == (403, "code.wrong")
    assert served.join("Anna", "NEX234")[:2] == (403, "code.wrong")
    assert served.join("Anna", "NEY234")[:2] == (429, "too_many_tries")  # the cap of 3
    assert served.join("Anna", CODE, "10.0.0.2")[:2] == (429, "too_many_tries")


def test_the_cap_across_addresses_stops_a_guessing_storm_but_not_a_joined_student(serving):
    served = serving(guess_cap=50, guess_window=60.0)
    status, joined, _ = served.join("Anna", CODE, "10.0.9.9")
    token = joined["token"]
    answers = [served.join("Mallory", code, f"10.1.{n // 5}.{n % 5}")[:2]
               for n, code in enumerate(wrong_codes(80))]  # 16 addresses x 5 guesses
    assert answers[:50] == [(403, "code.wrong")] * 50
    assert answers[50:] == [(429, "too_many_tries")] * 30  # not compared: enumeration stops
    status, error, retry = served.join("Mallory", CODE, "10.2.0.1")  # not compared either
    assert (status, error) == (429, "too_many_tries") and 1 <= retry <= 60
    status, answer, _ = served.send("POST", "/api/submissions", SUBMISSION, address="10.0.9.9",
                                    token=token)  # the joined student, during the storm
    assert status == 200 and answer["stored"] is True
    assert served.send("GET", "/api/me", address="10.0.9.9", token=token)[0] == 200
    assert served.send("POST", "/api/submissions", SUBMISSION, address="10.0.9.9",
                       token="forged-token")[:2] == (429, "too_many_tries")


def test_the_cap_lifts_after_its_window(serving):
    served, clock = serving(), Clock()
    served.class_app.guesses = GuessLimiter(cap=5, window=60.0, clock=clock)
    for code in wrong_codes(5):
        assert served.join("Mallory", code, "10.1.0.1")[:2] == (403, "code.wrong")
    clock.now += 59.5
    assert served.join("Anna", CODE, "10.2.0.1") == (429, "too_many_tries", 1)
    clock.now += 0.5
    assert served.join("Anna", CODE, "10.2.0.1")[0] == 200


def test_a_retry_of_an_old_code_keeps_no_record_without_end():
    now = [0.0]
    limiter = GuessLimiter(cap=10, window=1.0, backoff=1.0, clock=lambda: now[0])
    for n in range(1000):  # guesses spread over a long time: the records of the old ones go
        now[0] = n * 0.5
        limiter.check("10.0.0.1", f"C{n}", lambda: False)
        limiter.wrong("10.0.0.1", f"C{n}")
    assert len(limiter._records) <= 4 * limiter.cap + 64
