"""Default names of the seats: the person at the computer by their own name, else "Player 1".

A name goes into sentences ("Anna takes the trick", "Анна берёт взятку"), so a default must
be a name too: "You"/"Вы" made "You wins" and "Вы берёт". The system account's full name is
used when it has one that reads as a name; a bare account name only when it is a plain word
that is not a machine's account ("root", "admin", "user").
"""

from __future__ import annotations

import getpass
import os
import re
import sys

from PySide6.QtCore import QCoreApplication

from bingolino_app.core.spec import MAX_NAME_LENGTH

_ACCOUNTS = {
    "root", "admin", "administrator", "user", "guest", "owner", "default", "nobody", "test",
    "runner", "builder", "build", "ubuntu", "debian", "fedora", "pi", "vagrant", "docker", "ci",
    "jenkins", "gitlab", "github", "travis", "appveyor", "buildbot", "operator", "system",
    "pc", "home", "player", "me", "you", "vm",
}


def _full_name() -> str:
    """The account's full name as the system keeps it ("" when it keeps none)."""
    if sys.platform == "win32":
        try:
            import ctypes

            size = ctypes.c_ulong(0)
            secur32 = ctypes.windll.secur32  # type: ignore[attr-defined]
            secur32.GetUserNameExW(3, None, ctypes.byref(size))  # 3: NameDisplay
            buffer = ctypes.create_unicode_buffer(size.value or 1)
            if secur32.GetUserNameExW(3, buffer, ctypes.byref(size)):
                return buffer.value
        except (AttributeError, OSError, ValueError):
            pass
        return ""
    try:
        import pwd

        return pwd.getpwuid(os.getuid()).pw_gecos.split(",")[0]
    except (ImportError, KeyError, OSError):
        return ""


def _login_name() -> str:
    try:
        return getpass.getuser()
    except (ImportError, KeyError, OSError):
        return ""


def name_from_account(full_name: str, login: str) -> str:
    """A person's name from what the system knows ("" if nothing reads as a name)."""
    full = " ".join(full_name.split())
    if full and re.search(r"[^\W\d_]", full) and full.lower() not in _ACCOUNTS:
        if len(full) > MAX_NAME_LENGTH:
            full = full.split(" ")[0]  # "Anna Maria Petrova-Vodkina…": "Anna"
        if len(full) <= MAX_NAME_LENGTH:
            return full
    word = login.strip()
    if re.fullmatch(r"[^\W\d_]{2,%d}" % MAX_NAME_LENGTH, word) and word.lower() not in _ACCOUNTS:
        return word[0].upper() + word[1:] if word.islower() else word
    return ""


def account_name() -> str:
    """The name of the person at this computer, or "" when the system does not tell it."""
    return name_from_account(_full_name(), _login_name())


def player_text(number: int) -> str:
    return QCoreApplication.translate("PlayerNames", "Player %1").replace("%1", str(number))


def computer_text(number: int) -> str:
    return QCoreApplication.translate("PlayerNames", "Computer %1").replace("%1", str(number))


def default_name(index: int, kind: str) -> str:
    """The name a seat gets when nobody types one: the first human is the person at the
    computer ("Player 1" if the system has no name for them), the others "Player 3",
    "Computer 2" by their seat number."""
    if kind == "computer":
        return computer_text(index + 1)
    if index == 0:
        return account_name() or player_text(1)
    return player_text(index + 1)


OLD_DEFAULTS = ("You", "Вы")  # what earlier versions called the first human: not a name


def rename_old_defaults(session) -> None:
    """A game saved by an earlier version may call a human "You"/"Вы" ("You wins", "Вы
    берёт"): such a seat gets the name a new game would give it."""
    for index, seat in enumerate(session.seats):
        if seat.is_human and seat.name in OLD_DEFAULTS:
            import attrs

            session.seats[index] = attrs.evolve(seat, name=default_name(index, seat.kind))
