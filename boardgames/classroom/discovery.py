"""Finding the teacher's app on the local network (Qt-free; DNS-SD over multicast DNS, the
``zeroconf`` package).

A served class announces itself as a service of type :data:`SERVICE_TYPE` named after the
class, with its address and port, and the class's name and the computer's apart as TXT
properties (``class``, ``host``: the app shows them in its own words); the students' apps
browse for that type and list what they find, so nobody types an address. The
announcement carries no code: the class code is still needed to join
(:mod:`boardgames.classroom.server`). Multicast DNS stays on the local network by design
(link-local multicast, not routed).
"""

from __future__ import annotations

import ipaddress
import socket
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

#: The DNS-SD service type of a class (the name part may have at most 15 characters).
SERVICE_TYPE = "_bgclass._tcp.local."
#: The hosts that mean "listen on every address of this computer".
ALL_HOSTS = frozenset({"", "0.0.0.0", "::"})


@dataclass(frozen=True)
class FoundClass:
    """A class found on the network.

    Attributes:
        name: the name it announced (the teacher's class name and computer).
        address: ``HOST:PORT`` to join it.
        class_name / computer: the class's name and the teacher's computer as the
            announcement's properties give them ("" when it gives none: show ``name``).
    """

    name: str
    address: str
    class_name: str = ""
    computer: str = ""


class Announcer:
    """Announces a class on the local network until :meth:`stop` (registration takes a
    second or two, so it runs in a thread of its own and never holds up the class).

    Args:
        name: the name to announce (made unique on the network if it is taken).
        address: this computer's address (IPv4 or IPv6) the class answers on.
        port: the class's port.
        interfaces: the addresses of this computer's interfaces to announce on (e.g.
            ``["127.0.0.1"]``: loopback only, nothing leaves the computer); None: every
            interface.
        class_name / computer: the class's name and this computer's, announced apart
            (properties ``class`` and ``host``); by default the computer is this one's
            host name and the class is ``name`` without its ending " on COMPUTER".
    """

    def __init__(self, name: str, address: str, port: int,
                 interfaces: Sequence[str] | None = None, class_name: str | None = None,
                 computer: str | None = None):
        computer = socket.gethostname() if computer is None else computer
        if class_name is None:
            class_name = name.removesuffix(f" on {computer}")
        properties = {"app": "boardgames", "class": _text(class_name), "host": _text(computer)}
        self.info = ServiceInfo(SERVICE_TYPE, f"{_label(name)}.{SERVICE_TYPE}",
                                addresses=[ipaddress.ip_address(address).packed], port=port,
                                properties=properties)
        self.interfaces = list(interfaces) if interfaces is not None else None
        self._zeroconf: Zeroconf | None = None
        self._lock = threading.Lock()
        self._stopped = False
        self._thread = threading.Thread(target=self._register, daemon=True, name="class-announcer")

    def start(self) -> Announcer:
        """Start announcing (in the background); returns self."""
        self._thread.start()
        return self

    def _register(self) -> None:
        try:
            zeroconf = _zeroconf(self.interfaces)
        except OSError:  # no multicast here: the class works, students type the address
            return
        with self._lock:
            if self._stopped:
                zeroconf.close()
                return
            self._zeroconf = zeroconf
        try:
            zeroconf.register_service(self.info, allow_name_change=True)
        except Exception:  # noqa: BLE001 (a network without mDNS must not stop the class)
            return

    def stop(self) -> None:
        """Stop announcing (says goodbye on the network; waits for the registration)."""
        with self._lock:
            self._stopped = True
        if self._thread.is_alive():
            self._thread.join(10)
        with self._lock:
            zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            zeroconf.unregister_all_services()
            zeroconf.close()


def announcer_for(name: str, host: str, port: int) -> Announcer:
    """The announcer (not started) of a class listening on ``host``:``port``: announced on
    the interface it listens on (``127.0.0.1``: on loopback only), or, listening on every
    address (``0.0.0.0``, ``::`` or empty), this computer's address on the local network
    on every interface.

    Raises:
        OSError: ``host`` is a name that does not resolve to an IPv4 address.
    """
    if host in ALL_HOSTS:
        from boardgames.classroom.server import lan_address  # loaded with the class's server

        return Announcer(name, lan_address(), port)
    try:
        address = str(ipaddress.ip_address(host))
    except ValueError:  # a name, e.g. localhost: the IPv4 address it listens on
        address = socket.gethostbyname(host)
    return Announcer(name, address, port, interfaces=[address])


def browse(seconds: float = 2.0, interfaces: Sequence[str] | None = None) -> list[FoundClass]:
    """The classes announced on the local network, found within ``seconds``, by name;
    ``interfaces``: the addresses of this computer's interfaces to look on (e.g.
    ``["127.0.0.1"]``: this computer only; None: every interface).

    Raises:
        OSError: this computer cannot take part in multicast DNS.
        ValueError: an interface is not an IP address.
    """
    found: dict[str, FoundClass] = {}
    zeroconf = _zeroconf(list(interfaces) if interfaces is not None else None)
    names: list[str] = []

    def changed(zeroconf: Zeroconf, service_type: str, name: str,
                state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Added:
            names.append(name)

    try:
        ServiceBrowser(zeroconf, SERVICE_TYPE, handlers=[changed])
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            time.sleep(0.1)
        for name in list(names):
            info = zeroconf.get_service_info(SERVICE_TYPE, name, timeout=1000)
            if info is not None and info.parsed_addresses() and info.port:
                label = name[:-len(SERVICE_TYPE) - 1] if name.endswith(SERVICE_TYPE) else name
                found[label] = FoundClass(label, f"{info.parsed_addresses()[0]}:{info.port}",
                                          *_names(info.properties))
    finally:
        zeroconf.close()
    return [found[name] for name in sorted(found)]


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    """Multicast DNS on the interfaces of these addresses (None: every IPv4 interface)."""
    if interfaces is None:
        return Zeroconf(ip_version=IPVersion.V4Only)
    versions = {ipaddress.ip_address(address).version for address in interfaces}
    version = {frozenset({4}): IPVersion.V4Only, frozenset({6}): IPVersion.V6Only}
    return Zeroconf(interfaces=interfaces,
                    ip_version=version.get(frozenset(versions), IPVersion.All))


def _text(value: str) -> str:
    """``value`` fit for a TXT property (one line, at most 100 bytes)."""
    text = " ".join(value.split())
    while len(text.encode("utf-8")) > 100:
        text = text[:-1]
    return text


def _names(properties: dict[bytes, bytes | None]) -> tuple[str, str]:
    """``(class name, computer)`` from an announcement's properties; ``("", "")`` unless
    it gives both (an older app's announcement, or a damaged one)."""
    try:
        class_name, computer = (_text((properties.get(key) or b"").decode("utf-8"))
                                for key in (b"class", b"host"))
    except UnicodeDecodeError:
        return "", ""
    return (class_name, computer) if class_name and computer else ("", "")


def _label(name: str) -> str:
    """``name`` as a DNS-SD instance name (no dots, at most 63 bytes)."""
    text = " ".join(name.replace(".", " ").split()) or "class"
    while len(text.encode("utf-8")) > 63:
        text = text[:-1]
    return text
