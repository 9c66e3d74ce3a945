"""wss: the server speaks TLS when given a certificate, and a client that trusts it plays."""

from __future__ import annotations

import shutil
import ssl
import subprocess

import pytest
from net_helpers import run

from bingolino_app.net.bots import BotRunner
from bingolino_app.net.cli import tls_context
from bingolino_app.net.client import Client, NetError
from bingolino_app.net.protocol import SeatSpec
from bingolino_app.net.server import ServerConfig, TableServer


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
def test_a_table_over_wss(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True,
                   timeout=60)
    trusting = ssl.create_default_context(cafile=str(cert))

    async def scenario():
        server = TableServer(tmp_path / "data", ServerConfig(), BotRunner(0))
        port = await server.start("127.0.0.1", 0, ssl=tls_context(cert, key))
        try:
            client = Client(f"wss://127.0.0.1:{port}", ssl=trusting, reconnect=False)
            await client.connect()
            created = await client.create_table(
                "lino", [SeatSpec("Ann"), SeatSpec("Bot", "computer", "easy")], [0])
            assert client.latest[(created.table, 0)].status == "playing"
            await client.close()
            with pytest.raises(NetError):  # plain ws to a wss server: no table
                await Client(f"ws://127.0.0.1:{port}", reconnect=False, timeout=3).connect()
            stranger = Client(f"wss://127.0.0.1:{port}", reconnect=False, timeout=3)
            with pytest.raises(NetError):  # a client that does not trust the certificate
                await stranger.connect()
        finally:
            await server.stop()

    run(scenario(), 60)
