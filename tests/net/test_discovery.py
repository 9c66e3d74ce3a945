"""mDNS announcement and browsing, on the loopback interface only (multicast on lo works in
this sandbox; a machine without it still runs servers, unannounced)."""

from __future__ import annotations

import asyncio

import attrs
import pytest

from bingolino_app.net import discovery
from bingolino_app.net.client import Client
from bingolino_app.net.embedded import start_embedded

LOOPBACK = ["127.0.0.1"]


@pytest.mark.slow  # waits out two real multicast browsing windows (3.5 s of wall clock)
def test_an_announced_server_is_found_by_browsing(tmp_path):
    server = start_embedded(tmp_path, host="127.0.0.1", workers=0,
                            announce_as="Anna's table", announce_interfaces=LOOPBACK,
                            announce_addresses=LOOPBACK)
    try:
        assert server.announced
        found = discovery.browse(2.0, interfaces=LOOPBACK)
        mine = [f for f in found if f.port == server.port]
        assert mine and mine[0].name == "Anna's table" and not mine[0].secure
        assert mine[0].url == f"ws://127.0.0.1:{server.port}"

        async def hello():  # the address found is a server that answers
            client = Client(mine[0].url, reconnect=False)
            await client.connect()
            await client.close()
        asyncio.run(hello())
    finally:
        server.stop()
    assert all(f.port != server.port for f in discovery.browse(1.5, interfaces=LOOPBACK))


def test_a_failed_announcement_leaves_the_server_running(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError("no multicast here")

    monkeypatch.setattr(discovery, "announce", refuse)
    server = start_embedded(tmp_path, host="127.0.0.1", workers=0, announce_as="x")
    try:
        assert not server.announced

        async def hello():
            client = Client(server.url, reconnect=False)
            await client.connect()
            await client.close()
        asyncio.run(hello())
    finally:
        server.stop()


@attrs.define
class _Info:
    name: str
    port: int
    properties: dict
    addresses: tuple = ("192.0.2.7",)

    def parsed_addresses(self):
        return list(self.addresses)


def test_records_of_other_versions_or_garbage_are_told_apart():
    good = discovery.found_of(_Info("A." + discovery.SERVICE_TYPE, 9000,
                                    {b"version": b"1", b"tls": b"1", b"name": b"A"}))
    assert good.url == "wss://192.0.2.7:9000" and good.version == 1
    assert discovery.found_of(_Info("B", 1, {b"version": b"x"})) is None
    assert discovery.found_of(None) is None
    six = discovery.found_of(_Info("C", 1, {b"version": b"1"}, ("fe80::1",)))
    assert six.url == "ws://[fe80::1]:1"
