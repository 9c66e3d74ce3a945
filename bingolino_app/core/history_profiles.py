"""The history's profiles: create, rename (the recorded games follow), colour, delete, reset
their statistics. A mixin of ``History``, which gives it ``_one``, ``_all`` and ``_write``."""

from __future__ import annotations

import sqlite3
import time
import uuid

import attrs

from bingolino_app.core import history_records as values
from bingolino_app.core.history_errors import HistoryError
from bingolino_app.core.history_records import Profile, clean_name
from bingolino_app.core.history_schema import folded

PALETTE = ("#2a6fdb", "#d9534f", "#3c9d5d", "#e0a800", "#8e5ccf", "#e07b39", "#1f9aa6",
           "#c2477f")


class ProfilesMixin:
    def profiles(self) -> list[Profile]:
        rows = self._all("SELECT id, name, colour, created, stats_since FROM profiles")
        found = (_profile(r) for r in rows)
        return sorted((p for p in found if p is not None),
                      key=lambda p: (p.name.casefold(), p.id))

    def profile(self, profile_id: str) -> Profile | None:
        row = self._one("SELECT id, name, colour, created, stats_since FROM profiles "
                        "WHERE id = ?", (profile_id,))
        return _profile(row) if row else None

    def _check_name(self, db: sqlite3.Connection, name: str, own: str = "") -> str:
        name = clean_name(name)
        if not name:
            raise HistoryError("profile.empty")
        for other_id, other in db.execute("SELECT id, name FROM profiles"):
            if other_id != own and other.casefold() == name.casefold():
                raise HistoryError("profile.exists", name=other)
        return name

    def create_profile(self, name: str, colour: str = "", now: float | None = None) -> Profile:
        with self._write() as db:
            name = self._check_name(db, name)
            if not colour:
                used = {c for (c,) in db.execute("SELECT colour FROM profiles")}
                colour = next((c for c in PALETTE if c not in used),
                              PALETTE[len(used) % len(PALETTE)])
            profile = Profile(uuid.uuid4().hex, name, colour,
                              time.time() if now is None else now, 0.0)
            db.execute("INSERT INTO profiles (id, name, colour, created, stats_since) "
                       "VALUES (?, ?, ?, ?, ?)", attrs.astuple(profile))
        return profile

    def rename_profile(self, profile_id: str, name: str) -> None:
        """The history follows: the profile's seats carry the new name, in every game."""
        with self._write() as db:
            if not db.execute("SELECT 1 FROM profiles WHERE id = ?", (profile_id,)).fetchone():
                raise HistoryError("profile.missing")
            name = self._check_name(db, name, profile_id)
            db.execute("UPDATE profiles SET name = ? WHERE id = ?", (name, profile_id))
            db.execute("UPDATE seats SET name = ? WHERE profile = ?", (name, profile_id))
            self._rename_games(db, profile_id)

    @staticmethod
    def _rename_games(db: sqlite3.Connection, profile_id: str) -> None:
        seats: dict[int, list[tuple[str, int]]] = {}
        for row, name, won in db.execute(
                "SELECT s.game_row, s.name, s.won FROM seats AS s WHERE s.game_row IN "
                "(SELECT game_row FROM seats WHERE profile = ?) ORDER BY s.game_row, s.seat",
                (profile_id,)):
            seats.setdefault(row, []).append((name, won))
        updates = []
        for row, seated in seats.items():
            names = ", ".join(n for n, _ in seated)
            updates.append((names, ", ".join(n for n, w in seated if w), folded(names), row))
        db.executemany("UPDATE games SET names = ?, winners = ?, search = ? WHERE id = ?",
                       updates)

    def set_colour(self, profile_id: str, colour: str) -> None:
        with self._write() as db:
            db.execute("UPDATE profiles SET colour = ? WHERE id = ?", (colour, profile_id))

    def profile_games(self, profile_id: str) -> int:
        return self._one("SELECT count(*) FROM seats WHERE profile = ?", (profile_id,))[0]

    def delete_profile(self, profile_id: str) -> int:
        """Delete a profile. Its games stay in the library, its seats become a guest's under
        the name they had; its statistics are gone. Returns how many games it had."""
        with self._write() as db:
            count = db.execute("SELECT count(*) FROM seats WHERE profile = ?",
                               (profile_id,)).fetchone()[0]
            db.execute("UPDATE seats SET profile = NULL WHERE profile = ?", (profile_id,))
            db.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))
        return count

    def reset_statistics(self, profile_id: str | None = None, now: float | None = None) -> None:
        """Statistics start again from now, for one profile or (None) all of them. The games
        stay in the library."""
        now = time.time() if now is None else now
        with self._write() as db:
            if profile_id is None:
                db.execute("UPDATE profiles SET stats_since = ?", (now,))
            else:
                db.execute("UPDATE profiles SET stats_since = ? WHERE id = ?",
                           (now, profile_id))


def _profile(row: tuple) -> Profile | None:
    """A profile row as read back, its values checked (history_records); one without an id
    is no profile."""
    pid, name, colour, created, since = row
    if not isinstance(pid, str) or not pid:
        return None
    return Profile(pid[:64], clean_name(values.text(name) or "") or "?",
                   values.text(colour, 32) or "", values.moment(created) or 0.0,
                   values.moment(since) or 0.0)
