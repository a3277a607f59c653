"""Finding the teacher's app on the local network (Qt-free; DNS-SD over multicast DNS, the
``zeroconf`` package).

A served class announces itself as a service of type :data:`SERVICE_TYPE` named after the
class, with its address and port; the students' apps browse for that type and list what
they find, so nobody types an address. The announcement carries no code: the class code is
still needed to join (:mod:`boardgames.classroom.server`). Multicast DNS stays on the local
network by design (link-local multicast, not routed).
"""

from __future__ import annotations

import socket
import threading
import time
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

#: The DNS-SD service type of a class (the name part may have at most 15 characters).
SERVICE_TYPE = "_bgclass._tcp.local."


@dataclass(frozen=True)
class FoundClass:
    """A class found on the network.

    Attributes:
        name: the name it announced (the teacher's class name and computer).
        address: ``HOST:PORT`` to join it.
    """

    name: str
    address: str


class Announcer:
    """Announces a class on the local network until :meth:`stop` (registration takes a
    second or two, so it runs in a thread of its own and never holds up the class).

    Args:
        name: the name to announce (made unique on the network if it is taken).
        address: this computer's IPv4 address the class answers on.
        port: the class's port.
    """

    def __init__(self, name: str, address: str, port: int):
        self.info = ServiceInfo(SERVICE_TYPE, f"{_label(name)}.{SERVICE_TYPE}",
                                addresses=[socket.inet_aton(address)], port=port,
                                properties={"app": "boardgames"})
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
            zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
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


def browse(seconds: float = 2.0) -> list[FoundClass]:
    """The classes announced on the local network, found within ``seconds``, by name.

    Raises:
        OSError: this computer cannot take part in multicast DNS.
    """
    found: dict[str, FoundClass] = {}
    zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
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
                found[label] = FoundClass(label, f"{info.parsed_addresses()[0]}:{info.port}")
    finally:
        zeroconf.close()
    return [found[name] for name in sorted(found)]


def _label(name: str) -> str:
    """``name`` as a DNS-SD instance name (no dots, at most 63 bytes)."""
    text = " ".join(name.replace(".", " ").split()) or "class"
    while len(text.encode("utf-8")) > 63:
        text = text[:-1]
    return text
