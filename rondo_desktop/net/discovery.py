"""Finding hosts on the home network: zeroconf (mDNS/DNS-SD), as printers and music players do.

A host advertises ``_rondo-desktop._tcp.local.`` with its port and a TXT record (protocol
version, the host's name, whether it speaks TLS, the games it hosts); the Join screen browses
for it and lists what it finds. Multicast may be refused (no network, a guest Wi-Fi, a
container): then nothing is found and it is logged -- neither side ever raises into the game,
and registering (a second or two of probing) runs in a thread, never on the game loop.
"""

from __future__ import annotations

import logging
import socket
import threading
from dataclasses import dataclass
from typing import Any

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from rondo_desktop.net.protocol import PROTOCOL_VERSION

SERVICE_TYPE = "_rondo-desktop._tcp.local."
RESOLVE_MS = 3000  # how long the browser waits for a found host's address and port
LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class FoundHost:
    name: str
    address: str  # an IPv4 address
    port: int
    tls: bool
    version: int = 0  # its protocol version (0: it did not say)
    games: tuple[str, ...] = ()

    @property
    def url(self) -> str:
        return f"{'wss' if self.tls else 'ws'}://{self.address}:{self.port}"


def lan_address() -> str:
    """This computer's address on the home network (127.0.0.1 when it has none)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def hosted_games() -> list[str]:
    from rondo_desktop import games

    registry = games.registry()
    return [name for name in registry.names() if registry.get(name).observation_to_json]


class Advertiser:
    """Makes a host on ``port`` visible to Join screens on the network; ``close()`` after."""

    def __init__(self, port: int, name: str, tls: bool, games: list[str] | None = None) -> None:
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._closed = False
        self._thread = threading.Thread(
            target=self._register, args=(port, name, tls, games), daemon=True, name="advertise"
        )
        self._thread.start()

    def _register(self, port: int, name: str, tls: bool, games: list[str] | None) -> None:
        try:
            properties = {
                "version": str(PROTOCOL_VERSION),
                "name": name,
                "tls": "1" if tls else "0",
                "games": ",".join(hosted_games() if games is None else games),
            }
            address = lan_address()
            label = "".join(c for c in name if c.isprintable() and c != ".")[:40] or "Rondo"
            info = ServiceInfo(
                SERVICE_TYPE,
                f"{label} {port}.{SERVICE_TYPE}",
                addresses=[socket.inet_aton(address)],
                port=port,
                properties=properties,
            )
            zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
            with self._lock:
                self._zeroconf = zeroconf
                if self._closed:
                    return
            zeroconf.register_service(info, allow_name_change=True)
            with self._lock:
                self._info = info
        except Exception as error:  # multicast refused, no network: the host serves on
            LOG.warning("cannot advertise the host on the network: %s", error)

    def close(self, wait: bool = False) -> None:
        """Say goodbye on the network: in a thread (it takes a moment) unless ``wait``."""
        with self._lock:
            self._closed = True
        if wait:
            self._unregister()
        else:
            threading.Thread(target=self._unregister, daemon=True, name="unadvertise").start()

    def _unregister(self) -> None:
        self._thread.join(timeout=5)  # registering takes a second or two at most
        with self._lock:
            zeroconf, info = self._zeroconf, self._info
        if zeroconf is None:
            return
        try:
            if info is not None:
                zeroconf.unregister_service(info)
            zeroconf.close()
        except Exception as error:
            LOG.warning("cannot stop advertising the host: %s", error)


def _found(info: ServiceInfo) -> FoundHost | None:
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or info.port is None:
        return None
    txt = {
        key.decode("utf-8", "replace"): (value or b"").decode("utf-8", "replace")
        for key, value in info.properties.items()
    }
    label = info.name.removesuffix(f".{SERVICE_TYPE}")
    version = txt.get("version", "0")
    return FoundHost(
        name=txt.get("name") or label,
        address=addresses[0],
        port=int(info.port),
        tls=txt.get("tls") == "1",
        version=int(version) if version.isdigit() else 0,
        games=tuple(game for game in txt.get("games", "").split(",") if game),
    )


class Browser:
    """Looks for hosts in the background from the moment it is made; ``hosts()`` never waits."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._found: dict[str, FoundHost] = {}
        self._zeroconf: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        try:
            self._zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
            self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE, handlers=[self._changed])
        except Exception as error:  # no multicast here: nothing will be found
            LOG.warning("cannot look for hosts on the network: %s", error)
            self.close()

    def _changed(self, **change: Any) -> None:
        name: str = change["name"]
        if change["state_change"] is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        try:
            zeroconf: Zeroconf = change["zeroconf"]
            info = zeroconf.get_service_info(change["service_type"], name, RESOLVE_MS)
            host = None if info is None else _found(info)
        except Exception as error:  # a host that answers garbage is not listed
            LOG.warning("cannot read the host %r found on the network: %s", name, error)
            return
        if host is not None:
            with self._lock:
                self._found[name] = host

    def hosts(self) -> list[FoundHost]:
        with self._lock:
            return sorted(self._found.values(), key=lambda host: (host.name, host.address))

    def close(self) -> None:
        browser, zeroconf = self._browser, self._zeroconf
        self._browser = self._zeroconf = None
        try:
            if browser is not None:
                browser.cancel()
            if zeroconf is not None:
                zeroconf.close()
        except Exception as error:
            LOG.warning("cannot stop looking for hosts: %s", error)
