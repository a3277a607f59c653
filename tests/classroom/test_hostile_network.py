"""IPv6 and the local-network rule (issue 42, point 8): the rule is an allow-list (loopback,
private, link-local, unique local), so special-purpose and tunnel addresses are refused
like global ones; ``--host ::`` serves IPv6 and IPv4 both. Servers and clients on loopback
only."""

import json
import socket
import urllib.request

import pytest

from boardgames.classroom.server import bind, is_local

CODE = "ABC234"


@pytest.mark.parametrize("address, local", [
    # loopback, private, link-local and unique local: the local network
    ("127.0.0.1", True), ("127.8.9.10", True), ("::1", True),
    ("10.1.2.3", True), ("172.16.0.9", True), ("172.31.255.254", True), ("192.168.1.20", True),
    ("169.254.1.1", True), ("fe80::1", True), ("fe80::1%eth0", True), ("febf::1", True),
    ("fd00::5", True), ("fc00::1", True),
    ("::ffff:192.168.0.4", True), ("::ffff:127.0.0.1", True), ("::ffff:10.0.0.1", True),
    # special purpose: never a student next door
    ("0.0.0.0", False), ("0.1.2.3", False), ("198.18.0.1", False), ("198.19.255.1", False),
    ("240.0.0.1", False), ("255.255.255.255", False), ("100.64.0.1", False),
    ("224.0.0.251", False), ("ff02::fb", False), ("::", False), ("fec0::1", False),
    ("2001:0:4136:e378:8000:63bf:3fff:fdd2", False),  # Teredo
    ("2002:c0a8:0101::1", False),  # 6to4 (of 192.168.1.1)
    ("64:ff9b::c0a8:0001", False),  # NAT64 (of 192.168.0.1)
    ("::ffff:0.0.0.0", False), ("::ffff:198.18.0.1", False), ("::ffff:240.0.0.1", False),
    ("::192.168.0.1", False),  # IPv4-compatible (deprecated): not the IPv4 address
    # global
    ("8.8.8.8", False), ("172.32.0.1", False), ("2001:4860::8888", False), ("::ffff:8.8.8.8", False),
    # no address
    (None, False), ("", False), ("garbage", False), ("192.168.1", False), ("[::1]", False)])
def test_the_local_network_is_an_allow_list(address, local):
    assert is_local(address) is local


def _ipv6_loopback():
    if not socket.has_ipv6:
        return False
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.bind(("::1", 0))
        return True
    except OSError:
        return False


needs_ipv6 = pytest.mark.skipif(not _ipv6_loopback(), reason="this machine has no IPv6 loopback")
needs_dual_stack = pytest.mark.skipif(not socket.has_dualstack_ipv6(),
                                      reason="this system cannot serve IPv4 on an IPv6 socket")


def _join(url, name):
    request = urllib.request.Request(f"{url}/api/join", data=json.dumps({"name": name}).encode(),
                                     method="POST", headers={"X-Class-Code": CODE,
                                                             "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.status, json.loads(answer.read())


@needs_ipv6
@needs_dual_stack
def test_a_class_on_every_address_answers_ipv4_and_ipv6_loopback(serve):
    server = serve(host="::")
    assert _join(f"http://127.0.0.1:{server.port}", "Anna")[0] == 200  # IPv4, mapped
    assert _join(f"http://[::1]:{server.port}", "Boris")[0] == 200
    assert sorted(server.class_app.store.students()) == ["Anna", "Boris"]


@needs_ipv6
def test_a_class_on_ipv6_loopback_answers_there(serve):
    server = serve(host="::1")
    status, joined = _join(f"http://[::1]:{server.port}", "Anna")
    assert (status, joined["name"]) == (200, "Anna")


@needs_ipv6
@needs_dual_stack
def test_the_host_of_every_address_binds_both_families():
    with bind("::", 0) as sock:
        assert sock.family == socket.AF_INET6
        assert sock.getsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY) == 0


@needs_ipv6
def test_an_ipv6_address_in_brackets_is_listened_on():
    with bind("[::1]", 0) as sock:
        assert sock.getsockname()[0] == "::1"


@needs_ipv6
def test_a_student_joins_and_submits_over_ipv6(serve):
    from boardgames.classroom.client import ClassClient, submission_of

    server = serve(host="::1")
    client = ClassClient(server.address, CODE, "Anna")
    assert server.address == f"[::1]:{server.port}"
    assert client.join() == "Anna"
    assert client.submit(submission_of("tictactoe/block", True, [("wins", True, "")], 0.1, "x = 1\n"))
    assert server.class_app.store.count() == 1


def test_the_address_to_type_is_the_one_listened_on(serve):
    assert serve(host="127.0.0.1").address.startswith("127.0.0.1:")
