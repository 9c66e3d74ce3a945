"""Recording finished games in the history: one game (with the personal bests it set), many
at once, and the finished games among saved files. A mixin of ``History``, which gives it
``_write``."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any, Callable, Iterable

import attrs

from bingolino_app.core import history_records as values
from bingolino_app.core.history_records import (
    Best, GameRecord, ImportResult, Recorded, SeatRecord, digest,
)
from bingolino_app.core.history_schema import folded, pack_save
from bingolino_app.core.history_statistics import BY_PROFILE, best_run

STREAK_WORTH_TELLING = 3  # a best winning streak is announced from this length on


class RecordingMixin:
    def record(self, rec: GameRecord, replace: int | None = None) -> Recorded:
        """Record a finished game in one transaction, and say which personal bests it set.
        The same game twice is recorded once. ``replace``: the row this game was recorded as
        before it was taken back and ended otherwise; that row gives way to the new end."""
        blob = pack_save(rec.save)
        with self._write() as db:
            return self._insert(db, rec, blob, replace, bests=True)

    def record_many(self, recs: Iterable[GameRecord]) -> int:
        """Record many games in one transaction (imports, benchmarks); returns how many were
        new."""
        new = 0
        with self._write() as db:
            for rec in recs:
                new += self._insert(db, rec, pack_save(rec.save), None, bests=False).new
        return new

    def _insert(self, db: sqlite3.Connection, rec: GameRecord, blob: bytes,
                replace: int | None, bests: bool) -> Recorded:
        key = digest(rec.save)
        found = db.execute("SELECT id FROM games WHERE digest = ?", (key,)).fetchone()
        if found:
            return Recorded(found[0], False)
        if replace is not None:  # the new end takes the old one's row (and its id)
            for table, column in (("games", "id"), ("records", "game_row"),
                                  ("seats", "game_row")):
                db.execute(f"DELETE FROM {table} WHERE {column} = ?", (replace,))
        wanted = sorted({s.profile for s in rec.seats if s.profile})
        known = dict(db.execute(
            f"SELECT id, name FROM profiles WHERE id IN ({','.join('?' * len(wanted))})",
            wanted).fetchall()) if wanted else {}
        # A profile deleted meanwhile (or from another computer's save) sits as a guest; a
        # profile renamed meanwhile sits under its new name; a profile sits once per game.
        seats, seated = [], set()
        for s in rec.seats:
            mine = s.profile in known and s.profile not in seated
            seated.add(s.profile)
            seats.append(attrs.evolve(s, profile=s.profile if mine else "",
                                      name=known[s.profile] if mine else s.name))
        players = len(seats)
        names = ", ".join(s.name for s in seats)
        row = db.execute(
            "INSERT INTO games (id, game, variant, started, ended, seed, turns, players, "
            "solo_turns, names, winners, search, digest) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (replace, rec.game, rec.variant, rec.started, rec.ended, rec.seed, rec.turns, players,
             rec.solo_turns, names, ", ".join(s.name for s in seats if s.won), folded(names),
             key)).lastrowid
        db.execute("INSERT INTO records VALUES (?, ?)", (row, blob))
        db.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", [
            (row, i, s.name, s.kind, s.level, s.profile or None, s.score, int(s.won),
             rec.game, rec.variant, rec.ended, rec.turns, players, rec.solo_turns)
            for i, s in enumerate(seats)])
        found_bests = self._bests(db, row, rec, seats) if bests else ()
        return Recorded(row, True, found_bests)

    def _bests(self, db: sqlite3.Connection, row: int, rec: GameRecord,
               seats: list[SeatRecord]) -> tuple[Best, ...]:
        bests = []
        for seat in seats:
            if not seat.profile:
                continue
            # A damaged file may hold anything in a column: read as the statistics read it (a
            # reset time that is not a time counts every game; a turn count or a won flag that is
            # not a number is no result), never compared raw with this game's numbers.
            since = values.moment(db.execute("SELECT stats_since FROM profiles WHERE id = ?",
                                             (seat.profile,)).fetchone()[0]) or 0.0
            where = ("profile = ? AND game = ? AND variant = ? AND ended >= ? "
                     "AND game_row != ?")
            args = (seat.profile, rec.game, rec.variant, since, row)
            if rec.solo_turns is not None:
                before = values.count(db.execute(
                    f"SELECT min(solo_turns) FROM {BY_PROFILE} WHERE {where} AND players = 1",
                    args).fetchone()[0])
                if before is not None and rec.solo_turns < before:
                    bests.append(Best(seat.profile, seat.name, "solo", rec.solo_turns, before))
            if len(seats) > 1 and seat.won and rec.ended >= since:
                earlier = f"{where} AND players > 1 AND ended <= ?"
                run = 1
                for (won,) in db.execute(f"SELECT won FROM {BY_PROFILE} WHERE {earlier} "
                                         "ORDER BY ended DESC", args + (rec.ended,)):
                    if not values.count(won, 1):
                        break
                    run += 1
                if run >= STREAK_WORTH_TELLING:
                    best = best_run(values.count(w, 1) for (w,) in db.execute(
                        f"SELECT won FROM {BY_PROFILE} WHERE {where} AND players > 1 "
                        "ORDER BY ended", args))
                    if run > best:
                        bests.append(Best(seat.profile, seat.name, "streak", run, best))
        return tuple(bests)

    # --- importing saves -------------------------------------------------------------------------
    def import_saves(self, files: Iterable[Path],
                     load: Callable[[Path], Any] | None = None) -> ImportResult:
        """Record the finished games among saved files (their time: the file's). Unfinished,
        unreadable and already recorded games are counted, never changed."""
        from bingolino_app.core import saves

        if load is None:
            load = saves.load
        recorded = known = unfinished = failed = 0
        records = []
        for path in files:
            try:
                session = load(path)
                stamp = Path(path).stat().st_mtime
            except (saves.SaveError, OSError):  # a junk or vanished file is counted; a bug is not
                failed += 1
                continue
            if not session.state.is_terminal():
                unfinished += 1
                continue
            records.append(GameRecord.from_session(session, stamp, stamp))
        with self._write() as db:
            for rec in records:
                if self._insert(db, rec, pack_save(rec.save), None, bests=False).new:
                    recorded += 1
                else:
                    known += 1
        return ImportResult(recorded, known, unfinished, failed)
