"""Seat tokens, invite codes and links.

A seat token is 192 random bits from ``secrets``: whoever holds it plays that seat, so it is
kept in the client's data folder and stored only hashed (SHA-256) on the server; a stolen
database acts for nobody. An invite code is short enough to read aloud: 10 characters from
an alphabet without look-alikes (Crockford's base 32 without 0 and 1: no O/0, no I/L/1, no U),
49 bits; the server rate-limits guesses. An invite link carries the server and the code.
"""

from __future__ import annotations

import hashlib
import secrets
from urllib.parse import quote, unquote, urlsplit

TOKEN_BYTES = 24  # 192 bits
ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"  # 30 characters: log2(30**10) = 49.07 bits
CODE_LENGTH = 10
LINK_SCHEME = "bingolino"
MAX_TOKEN_LENGTH = 64
MAX_CODE_LENGTH = 32


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(secret: str) -> str:
    """What the server keeps of a token or an invite code."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def format_code(code: str) -> str:
    """"ABCDE-FGHJK": two groups of five, easier to read out."""
    return f"{code[:5]}-{code[5:]}"


def normalize_code(text: str) -> str | None:
    """A code as typed (lower case, spaces, dashes) in its canonical form, or None."""
    if not isinstance(text, str) or len(text) > MAX_CODE_LENGTH:
        return None
    code = "".join(c for c in text.upper() if c not in " -")
    if len(code) != CODE_LENGTH or any(c not in ALPHABET for c in code):
        return None
    return code


def invite_link(server_url: str, code: str) -> str:
    """bingolino://join?server=wss%3A%2F%2Fhost%3A8765&code=ABCDE-FGHJK"""
    return f"{LINK_SCHEME}://join?server={quote(server_url, safe='')}&code={format_code(code)}"


def parse_invite(text: str) -> tuple[str | None, str] | None:
    """(server URL or None, code) from a link or a bare code; None if it is neither."""
    text = text.strip() if isinstance(text, str) else ""
    if text.startswith(f"{LINK_SCHEME}://"):
        query = urlsplit(text).query
        fields = dict(part.split("=", 1) for part in query.split("&") if "=" in part)
        code = normalize_code(unquote(fields.get("code", "")))
        server = unquote(fields.get("server", "")) or None
        if code is None or (server and not server.startswith(("ws://", "wss://"))):
            return None
        return server, code
    code = normalize_code(text)
    return (None, code) if code else None
