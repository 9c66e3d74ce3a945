"""``bingolino-server``: the table server on a machine of its own.

    bingolino-server --port 8765 --data /var/lib/bingolino-server
    bingolino-server --port 443 --data DIR --cert fullchain.pem --key privkey.pem

Logs go to stderr (systemd's journal keeps them). SIGTERM or Ctrl+C stops it cleanly; a
kill -9 loses nothing either (every announced move is in the store).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
import sys
from pathlib import Path

import attrs

from bingolino_app.net.bots import BotRunner, default_workers
from bingolino_app.net.server import ServerConfig, TableServer


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bingolino-server",
                                     description="The Bingolino table server.")
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on")
    parser.add_argument("--port", type=int, default=8765, help="port (0: any free one)")
    parser.add_argument("--data", required=True, type=Path,
                        help="folder of the table store (created if missing)")
    parser.add_argument("--cert", type=Path, help="TLS certificate chain (PEM): serve wss")
    parser.add_argument("--key", type=Path, help="TLS private key (PEM)")
    parser.add_argument("--workers", type=int, default=default_workers(),
                        help="processes for the computer players (0: a thread)")
    parser.add_argument("--synchronous", choices=("FULL", "NORMAL"), default="FULL",
                        help="FULL survives a power cut; NORMAL only a crash, and is faster")
    defaults = attrs.fields(ServerConfig)
    parser.add_argument("--max-tables", type=int, default=defaults.max_tables.default)
    parser.add_argument("--max-connections", type=int,
                        default=defaults.max_connections.default)
    parser.add_argument("--announce", metavar="NAME",
                        help="announce the server on the local network (mDNS) by this name")
    parser.add_argument("--port-file", type=Path, help=argparse.SUPPRESS)  # tests: the port
    parser.add_argument("--allow-seed", action="store_true", help=argparse.SUPPRESS)  # tests
    parser.add_argument("--log-level", default="info",
                        choices=("debug", "info", "warning", "error"))
    args = parser.parse_args(argv)
    if (args.cert is None) != (args.key is None):
        parser.error("--cert and --key go together")
    return args


def tls_context(cert: Path, key: Path) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


async def serve(args: argparse.Namespace) -> None:
    config = ServerConfig(max_tables=args.max_tables, max_connections=args.max_connections,
                          allow_seed=args.allow_seed, synchronous=args.synchronous,
                          tune_gc=True)
    server = TableServer(args.data, config, BotRunner(args.workers))
    context = tls_context(args.cert, args.key) if args.cert else None
    port = await server.start(args.host, args.port, ssl=context)
    if args.port_file:
        args.port_file.write_text(str(port))
    announcement = None
    if args.announce:
        from bingolino_app.net import discovery
        try:  # blocks about a second: not on the loop
            announcement = await asyncio.get_running_loop().run_in_executor(
                None, lambda: discovery.announce(args.announce, port, context is not None))
        except Exception:
            logging.getLogger("bingolino.net").warning("could not announce", exc_info=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(signum, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises instead
            pass
    try:
        await stop.wait()
    finally:
        if announcement is not None:
            announcement.close()
        await server.stop()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        asyncio.run(serve(args))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
