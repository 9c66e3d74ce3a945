"""Tables across computers: a host-authoritative table server and its client (issue 31).

The server holds every table's ``Session`` and sends each seat only what that seat may see;
clients send actions and draw from the views they receive. Nothing here imports Qt: the
desktop wraps ``client.ThreadedClient`` in signals.

Modules, roughly in the order a message passes them:
    codec       strict JSON in (sizes, depth, numbers) and a strict cattrs converter
    protocol    the typed messages, their version and the error codes
    views       observations and actions as JSON, and back into the game's own records
    visibility  what one seat receives: its view, its legal actions, the events it may see
    tokens      seat tokens (128 bits, stored hashed) and invite codes (50 bits, no look-alikes)
    store       the TableStore interface; sqlite_store its SQLite (WAL) implementation
    table       one live table: the session, its seats, who is connected, the absence rule
    bots        where the computer seats think (a process pool off the event loop)
    ratelimit   the per-connection token bucket
    server      the asyncio WebSocket server; embedded runs it in a thread for the app
    discovery   mDNS/DNS-SD announcement and browsing (zeroconf, optional at run time)
    client      the asyncio client and its thread-backed wrapper for the desktop
    seatbook    the seat tokens a client keeps in its data folder
    headless    a client seat played by a bot (tests, benchmark)
    cli, bench  the ``bingolino-server`` command and the benchmark
"""
