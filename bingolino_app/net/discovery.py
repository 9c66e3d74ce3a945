"""Finding tables on the local network: mDNS/DNS-SD (``_bingolino._tcp.local.``) via zeroconf.

zeroconf is imported only here, inside the functions: a machine where it is missing or where
multicast does not work still runs and joins servers by address; a failed announcement never
stops a server.
"""

from __future__ import annotations

import socket
import time

import attrs

from bingolino_app.net.protocol import PROTOCOL_VERSION

SERVICE_TYPE = "_bingolino._tcp.local."
MAX_NAME = 40  # an instance name shown in the Join dialog


@attrs.frozen
class Found:
    name: str  # the host's chosen name ("Anna's table")
    addresses: tuple[str, ...]
    port: int
    secure: bool
    version: int

    @property
    def url(self) -> str:
        host = self.addresses[0] if self.addresses else "127.0.0.1"
        host = f"[{host}]" if ":" in host else host
        return f"{'wss' if self.secure else 'ws'}://{host}:{self.port}"


class Announcement:
    def __init__(self, zeroconf, info) -> None:
        self._zeroconf = zeroconf
        self._info = info

    def close(self) -> None:
        if self._zeroconf is not None:
            try:
                self._zeroconf.unregister_service(self._info)
            finally:
                self._zeroconf.close()
                self._zeroconf = None


def _local_addresses() -> list[str]:
    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                found.append(ip.ip)
    return found or ["127.0.0.1"]


def service_info(name: str, port: int, secure: bool = False,
                 addresses: list[str] | None = None):
    from zeroconf import ServiceInfo

    instance = "".join(c for c in name if c.isprintable() and c != ".")[:MAX_NAME] or "table"
    return ServiceInfo(
        SERVICE_TYPE, f"{instance}.{SERVICE_TYPE}", port=port,
        parsed_addresses=addresses or _local_addresses(),
        properties={"version": str(PROTOCOL_VERSION), "tls": "1" if secure else "0",
                    "name": instance},
        server=f"bingolino-{socket.gethostname()[:20]}.local.")


def announce(name: str, port: int, secure: bool = False, addresses: list[str] | None = None,
             interfaces=None) -> Announcement:
    """Announce a server (blocks about a second); ``close()`` withdraws it."""
    from zeroconf import InterfaceChoice, Zeroconf

    zeroconf = Zeroconf(interfaces=interfaces or InterfaceChoice.All)
    info = service_info(name, port, secure, addresses)
    try:
        zeroconf.register_service(info, allow_name_change=True)
    except Exception:
        zeroconf.close()
        raise
    return Announcement(zeroconf, info)


def found_of(info) -> Found | None:
    """A service record as the Join dialog lists it (None: not one of ours, or unreadable)."""
    if info is None:
        return None
    props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
             for k, v in (info.properties or {}).items() if isinstance(k, bytes)}
    try:
        version = int(props.get("version", "0"))
    except ValueError:
        return None
    name = props.get("name") or info.name.removesuffix("." + SERVICE_TYPE)
    return Found(name[:MAX_NAME], tuple(info.parsed_addresses()), int(info.port or 0),
                 props.get("tls") == "1", version)


def browse(seconds: float = 2.0, interfaces=None) -> list[Found]:
    """The servers announced on the local network within ``seconds`` (blocks that long),
    those speaking this protocol version only."""
    from zeroconf import InterfaceChoice, ServiceBrowser, Zeroconf

    zeroconf = Zeroconf(interfaces=interfaces or InterfaceChoice.All)
    names: set[str] = set()
    try:
        browser = ServiceBrowser(zeroconf, SERVICE_TYPE,
                                 handlers=[lambda zeroconf, service_type, name, state_change:
                                           names.add(name)])
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            time.sleep(0.05)
        browser.cancel()
        found = []
        for name in sorted(names):
            entry = found_of(zeroconf.get_service_info(SERVICE_TYPE, name, timeout=1000))
            if entry is not None and entry.version == PROTOCOL_VERSION:
                found.append(entry)
        return found
    finally:
        zeroconf.close()
