"""The history of finished games: profiles, recorded games, statistics. SQLite, no Qt.

A recorded game is what a save holds (``saves.to_dict``: seed, options, seats, actions) plus
its result, so it opens again like a save. Statistics are queries over the seats of the
recorded games; the game library is a paged list of them. Indexes, not caches, keep both fast
with a hundred thousand games (``python -m bingolino_app.bench_history``).

Safety: the schema is versioned (``PRAGMA user_version``) and every file, a new one too, is
brought up to date by the same step-by-step migrations, each inside one transaction. WAL lets
readers and a writer work at once; writes take the lock at their start (BEGIN IMMEDIATE) and
wait up to ``BUSY_TIMEOUT_S`` for another app instance. A file that cannot be opened or read
is moved aside (never deleted) and a fresh one started; ``History.moved_aside`` says where it
went so the caller can tell the user. A file of a newer version is refused and left alone.
"""

from __future__ import annotations

import os
import sqlite3
import time
import uuid
import zlib
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import attrs

from bingolino_app.core.history_records import (  # noqa: F401 - the store's vocabulary
    MAX_NAME_LENGTH, NOT_VARIANT, Best, Bucket, GameRecord, ImportResult, LibraryFilter,
    LibraryRow, Opponent, Profile, Recorded, SeatRecord, SeatRow, Statistics, clean_name,
    digest, solo_turns, turns_of, variant_key, variant_options,
)
from bingolino_app.core.history_schema import (  # noqa: F401
    MIGRATIONS, SCHEMA_VERSION, folded, pack_save, unpack_save,
)

FILE_NAME = "history.sqlite3"
BUSY_TIMEOUT_S = 10.0
PALETTE = ("#2a6fdb", "#d9534f", "#3c9d5d", "#e0a800", "#8e5ccf", "#e07b39", "#1f9aa6",
           "#c2477f")
STREAK_WORTH_TELLING = 3  # a best winning streak is announced from this length on
BUCKETS = {"day": "%Y-%m-%d", "week": "%Y-%W", "month": "%Y-%m", "quarter": "%Y-q",
           "year": "%Y"}
BUCKET_DAYS = {"day": 1, "week": 7, "month": 30.4, "quarter": 91.3, "year": 365.25}
BY_PROFILE = "seats INDEXED BY seats_by_profile"
"""Statistics read this one covering index, named: the planner would otherwise take the
library's index (profile, ended) for "ended >= since" and visit the table for each row."""
SORTS = {"date": ("ended",), "game": ("game", "ended"), "players": ("names",),
         "result": ("winners",), "turns": ("turns",)}
"""Library sort keys: the columns of an index on ``games`` (the row id ends every index)."""


class HistoryError(Exception):
    """A failure of the store. ``key`` is a message key the UI translates:
    history.newer (a newer version's file, left alone), history.unusable (cannot open or
    write: permissions, full disk), history.busy (another instance held the lock too long),
    history.damaged (the file turned out unreadable: ``History.set_aside``),
    profile.exists / profile.empty / profile.missing."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(f"{key} {args}" if args else key)
        self.key = key
        self.args_ = args


def _error(exc: sqlite3.Error) -> HistoryError:
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc)
    if (name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text
            or "not a database" in text or "no such table" in text or "no such column" in text):
        return HistoryError("history.damaged", reason=text)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return HistoryError("history.busy")
    return HistoryError("history.unusable", reason=text)


def set_aside(path: Path) -> Path:
    """Move a damaged store (and its WAL files) beside itself under a new name; never
    deletes. Returns the new name of the main file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        target = path.with_name(f"{path.stem}-damaged-{stamp}{'' if n == 1 else f'-{n}'}"
                                f"{path.suffix}")
        if not any(Path(f"{target}{s}").exists() for s in ("", "-wal", "-shm")):
            break
    try:
        for suffix in ("-wal", "-shm", ""):  # the main file last: a crash leaves it found
            source = Path(f"{path}{suffix}")
            if source.exists():
                os.replace(source, f"{target}{suffix}")
    except OSError as exc:
        raise HistoryError("history.unusable", reason=exc.strerror or str(exc)) from None
    return target


# --- the store ---------------------------------------------------------------------------------
class History:
    """One connection to the store. Use ``History.open(path)``; one thread per connection."""

    def __init__(self, path: Path) -> None:
        """Open the store at ``path``; raises HistoryError. ``History.open`` also deals with
        a damaged file."""
        self.path = Path(path)
        self.moved_aside: Path | None = None
        self.db: sqlite3.Connection | None = None
        self._connect()

    @classmethod
    def open(cls, path: str | os.PathLike) -> "History":
        """Open or create the store; a damaged file is moved aside (``moved_aside``) and a
        fresh one started. Raises HistoryError (newer, unusable) when there is no store."""
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise HistoryError("history.unusable", reason=exc.strerror or str(exc)) from None
        store = cls.__new__(cls)
        store.path, store.moved_aside, store.db = path, None, None
        try:
            store._connect()
        except HistoryError as err:
            if err.key != "history.damaged":
                raise
            store.set_aside()
        return store

    def _connect(self) -> None:
        try:
            db = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT_S, isolation_level=None)
        except sqlite3.Error as exc:
            raise _error(exc) from None
        self.db = db
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:  # before WAL, which would change the file
                raise HistoryError("history.newer", version=version)
            # WAL: readers never wait for the writer. Where it cannot work (no shared memory)
            # SQLite stays with its rollback journal, slower but as safe.
            db.execute("PRAGMA journal_mode=WAL").fetchone()
            db.execute("PRAGMA synchronous=NORMAL")  # with WAL: safe, commits without fsync
            self._migrate()
            for table in ("profiles", "games", "records", "seats"):
                db.execute(f"SELECT * FROM {table} LIMIT 1").fetchall()
        except sqlite3.Error as exc:
            error = _error(exc)
            if error.key != "history.damaged":  # a damaged file stays open for set_aside
                self.close()
            raise error from None
        except HistoryError:
            self.close()
            raise

    def _migrate(self) -> None:
        db = self.db
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError("history.newer", version=version)
        if version == SCHEMA_VERSION:
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]  # another instance?
            while version < SCHEMA_VERSION:
                MIGRATIONS[version](db)
                version += 1
                db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        if self.db is not None:
            try:
                self.db.close()
            except sqlite3.Error:
                pass
            self.db = None

    def set_aside(self) -> Path:
        """The file proved damaged: move it aside and start a fresh one. It is moved while
        this connection still holds it, so closing cannot touch what it left behind (SQLite
        removes a journal as its last connection closes)."""
        try:
            moved = set_aside(self.path)
        except HistoryError:
            self.close()  # a system that moves no open file: close first
            moved = set_aside(self.path)
        self.close()
        self.moved_aside = moved
        self._connect()
        return moved

    @property
    def version(self) -> int:
        return self._all("PRAGMA user_version")[0][0]

    # --- plumbing ------------------------------------------------------------------------------
    def _all(self, sql: str, args: Iterable = ()) -> list[tuple]:
        if self.db is None:
            raise HistoryError("history.unusable", reason="closed")
        try:
            return self.db.execute(sql, tuple(args)).fetchall()
        except sqlite3.Error as exc:
            raise _error(exc) from None

    def _one(self, sql: str, args: Iterable = ()) -> tuple:
        rows = self._all(sql, args)
        return rows[0] if rows else ()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction holding the write lock from its start: two instances take turns
        (each waits up to the busy timeout) and never deadlock upgrading a read."""
        if self.db is None:
            raise HistoryError("history.unusable", reason="closed")
        db = self.db
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise _error(exc) from None
        try:
            yield db
            db.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback()
            raise _error(exc) from None
        except BaseException:
            self._rollback()
            raise

    def _rollback(self) -> None:
        try:
            self.db.execute("ROLLBACK")
        except sqlite3.Error:
            pass

    # --- profiles ------------------------------------------------------------------------------
    def profiles(self) -> list[Profile]:
        rows = self._all("SELECT id, name, colour, created, stats_since FROM profiles")
        return sorted((Profile(*r) for r in rows), key=lambda p: (p.name.casefold(), p.id))

    def profile(self, profile_id: str) -> Profile | None:
        row = self._one("SELECT id, name, colour, created, stats_since FROM profiles "
                        "WHERE id = ?", (profile_id,))
        return Profile(*row) if row else None

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

    # --- recording -----------------------------------------------------------------------------
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
            since = db.execute("SELECT stats_since FROM profiles WHERE id = ?",
                               (seat.profile,)).fetchone()[0]
            where = ("profile = ? AND game = ? AND variant = ? AND ended >= ? "
                     "AND game_row != ?")
            args = (seat.profile, rec.game, rec.variant, since, row)
            if rec.solo_turns is not None:
                (before,) = db.execute(f"SELECT min(solo_turns) FROM {BY_PROFILE} WHERE {where} "
                                       "AND players = 1", args).fetchone()
                if before is not None and rec.solo_turns < before:
                    bests.append(Best(seat.profile, seat.name, "solo", rec.solo_turns, before))
            if len(seats) > 1 and seat.won and rec.ended >= since:
                earlier = f"{where} AND players > 1 AND ended <= ?"
                run = 1
                for (won,) in db.execute(f"SELECT won FROM {BY_PROFILE} WHERE {earlier} "
                                         "ORDER BY ended DESC", args + (rec.ended,)):
                    if not won:
                        break
                    run += 1
                if run >= STREAK_WORTH_TELLING:
                    best = _best_run(w for (w,) in db.execute(
                        f"SELECT won FROM {BY_PROFILE} WHERE {where} AND players > 1 "
                        "ORDER BY ended", args))
                    if run > best:
                        bests.append(Best(seat.profile, seat.name, "streak", run, best))
        return tuple(bests)

    # --- reading games back --------------------------------------------------------------------
    def load_save(self, row: int) -> dict:
        """A recorded game as a save dict (saves.from_dict opens it). Profile seats carry
        their profile's present name; a deleted profile's seat is a guest's."""
        found = self._one("SELECT save FROM records WHERE game_row = ?", (row,))
        if not found:
            raise HistoryError("history.missing_game", row=row)
        try:
            data = unpack_save(found[0])
        except (zlib.error, ValueError, UnicodeDecodeError) as exc:
            raise HistoryError("history.damaged", reason=str(exc)) from None
        profiles = {p.id: p.name for p in self.profiles()}
        for player in data.get("players", []):
            profile = player.get("profile", "")
            if profile:
                if profile in profiles:
                    player["name"] = profiles[profile]
                else:
                    player["profile"] = ""
        return data

    def game_count(self) -> int:
        return self._one("SELECT count(*) FROM games")[0]

    # --- statistics ----------------------------------------------------------------------------
    # Statistics read one covering index, seats_by_profile. "ended" keeps the planner from
    # the library's index (profile, ended), which would send it to the table for every row.

    def games_of(self, profile_id: str) -> dict[str, tuple[int, float]]:
        """game id -> (games counted, last ended) for a profile since its reset."""
        since = self._since(profile_id)
        return {g: (n, last) for g, n, last in self._all(
            f"SELECT game, count(*), max(ended) FROM {BY_PROFILE} WHERE profile = ? "
            "AND ended >= ? "
            "GROUP BY game", (profile_id, since))}

    def variants(self, profile_id: str, game: str) -> list[tuple[str, int]]:
        since = self._since(profile_id)
        return self._all(f"SELECT variant, count(*) FROM {BY_PROFILE} WHERE profile = ? "
                         "AND game = ? "
                         "AND ended >= ? GROUP BY variant ORDER BY count(*) DESC, variant",
                         (profile_id, game, since))

    def _since(self, profile_id: str) -> float:
        row = self._one("SELECT stats_since FROM profiles WHERE id = ?", (profile_id,))
        return row[0] if row else 0.0

    def statistics(self, profile_id: str, game: str, variant: str | None = None) -> Statistics:
        since = self._since(profile_id)

        def selected(of: str = "") -> str:
            text = f"{of}profile = ? AND {of}game = ? AND {of}ended >= ?"
            return text + (f" AND {of}variant = ?" if variant is not None else "")

        where = selected()
        args: tuple = (profile_id, game, since) + (() if variant is None else (variant,))
        played, won, avg_score, avg_turns, first, last = self._one(
            f"SELECT count(*), total(won), avg(score), avg(turns), min(ended), max(ended) "
            f"FROM {BY_PROFILE} WHERE {where} AND players > 1", args)
        runs = [w for (w,) in self._all(
            f"SELECT won FROM {BY_PROFILE} WHERE {where} AND players > 1 "
            "ORDER BY ended, game_row",
            args)]
        streak = 0
        for w in reversed(runs):
            if not w:
                break
            streak += 1
        me = selected("me.")
        opponents = []
        profiles = {p.id: p.name for p in self.profiles()}
        for kind, key, games, wins in self._all(
                "SELECT kind, who, count(*), total(won) FROM ("
                " SELECT DISTINCT me.game_row, o.kind AS kind, me.won AS won,"
                "  CASE WHEN o.kind = 'computer' THEN o.level ELSE coalesce(o.profile, '') END"
                "  AS who"
                " FROM seats AS me INDEXED BY seats_by_profile"
                " JOIN seats AS o ON o.game_row = me.game_row"
                f"  AND o.seat != me.seat WHERE {me} AND me.players > 1)"
                " GROUP BY kind, who", args):
            if kind == "computer":
                opponents.append(Opponent("computer", key, key, games, int(wins)))
            elif key in profiles:
                opponents.append(Opponent("profile", key, profiles[key], games, int(wins)))
            else:
                opponents.append(Opponent("guest", "", "", games, int(wins)))
        opponents = _merge_guests(opponents)
        bucket = _bucket_for(first, last, played)
        period = "strftime(?, ended, 'unixepoch', 'localtime')"
        if bucket == "quarter":  # strftime has no quarters: the year and (month + 2) / 3
            period = (f"{period} || ((strftime('%m', ended, 'unixepoch', 'localtime') + 2) "
                      "/ 3)")
        timeline = tuple(Bucket(k, start, n, int(w)) for k, n, w, start in self._all(
            f"SELECT {period} AS b, count(*), total(won), min(ended) FROM {BY_PROFILE} "
            f"WHERE {where} AND players > 1 GROUP BY b ORDER BY b",
            (BUCKETS[bucket],) + args)) if played else ()
        solo_played, solo_finished, solo_best, solo_avg = self._one(
            f"SELECT count(*), count(solo_turns), min(solo_turns), avg(solo_turns) "
            f"FROM {BY_PROFILE} WHERE {where} AND players = 1", args)
        best_ended = None
        histogram: tuple = ()
        if solo_best is not None:
            best_ended = self._one(f"SELECT min(ended) FROM {BY_PROFILE} WHERE {where} "
                                   "AND players = 1 AND solo_turns = ?", args + (solo_best,))[0]
            histogram = tuple(self._all(
                f"SELECT solo_turns, count(*) FROM {BY_PROFILE} WHERE {where} AND players = 1 "
                "AND solo_turns IS NOT NULL GROUP BY solo_turns ORDER BY solo_turns", args))
        return Statistics(
            profile_id, game, variant, played=played, won=int(won), streak=streak,
            best_streak=_best_run(runs), avg_score=avg_score, avg_turns=avg_turns,
            opponents=tuple(opponents), bucket=bucket, timeline=timeline,
            solo_played=solo_played, solo_finished=solo_finished, solo_best=solo_best,
            solo_best_ended=best_ended, solo_avg=solo_avg, histogram=histogram)

    # --- the game library ------------------------------------------------------------------------
    def _library_from(self, flt: LibraryFilter) -> tuple[str, tuple]:
        """FROM and WHERE of the filtered list. With a player chosen, the list starts from
        that profile's seats (an index in date order), not from every game."""
        terms, args = [], []
        source = "games AS g"
        if flt.profile:
            source = "seats AS s JOIN games AS g ON g.id = s.game_row"
            terms.append("s.profile = ?")
            args.append(flt.profile)
        if flt.game:
            terms.append("g.game = ?")
            args.append(flt.game)
        text = folded(" ".join(flt.text.split()))
        if text:
            terms.append("instr(g.search, ?) > 0")
            args.append(text)
        where = (" WHERE " + " AND ".join(terms)) if terms else ""
        return f" FROM {source}{where}", tuple(args)

    def library_count(self, flt: LibraryFilter = LibraryFilter()) -> int:
        if flt.profile and not flt.game and not flt.text.strip():
            # A profile sits once per game (_insert): its seats count its games.
            return self._one("SELECT count(*) FROM seats WHERE profile = ?", (flt.profile,))[0]
        source, args = self._library_from(flt)
        return self._one(f"SELECT count(*){source}", args)[0]

    def _library_sql(self, flt: LibraryFilter, sort: str, descending: bool) -> tuple[str, tuple]:
        source, args = self._library_from(flt)
        order = " DESC" if descending else ""
        if flt.profile and sort == "date":
            columns: tuple[str, ...] = ("s.ended", "s.game_row")
        else:
            columns = tuple(f"g.{c}" for c in SORTS.get(sort, SORTS["date"]) + ("id",))
        keys = ", ".join(f"{c}{order}" for c in columns)
        return (f"SELECT g.id, g.game, g.variant, g.started, g.ended, g.turns, g.solo_turns, "
                f"g.seed{source} ORDER BY {keys}", args)

    def library_page(self, flt: LibraryFilter = LibraryFilter(), sort: str = "date",
                     descending: bool = True, offset: int = 0,
                     limit: int = 100) -> list[LibraryRow]:
        sql, args = self._library_sql(flt, sort, descending)
        return self._with_seats(self._all(f"{sql} LIMIT ? OFFSET ?",
                                          args + (int(limit), int(offset))))

    def library_rows(self, flt: LibraryFilter = LibraryFilter(), sort: str = "date",
                     descending: bool = True, chunk: int = 500) -> Iterator[LibraryRow]:
        """Every row of the filtered list in order, a chunk at a time (CSV export)."""
        offset = 0
        while True:
            rows = self.library_page(flt, sort, descending, offset, chunk)
            yield from rows
            if len(rows) < chunk:
                return
            offset += chunk

    def _with_seats(self, rows: list[tuple]) -> list[LibraryRow]:
        if not rows:
            return []
        ids = [r[0] for r in rows]
        seats: dict[int, list[SeatRow]] = {}
        for row, name, kind, level, profile, score, won in self._all(
                "SELECT game_row, name, kind, level, profile, score, won FROM seats WHERE "
                f"game_row IN ({','.join('?' * len(ids))}) ORDER BY game_row, seat", ids):
            seats.setdefault(row, []).append(SeatRow(name, kind, level, profile or "", score,
                                                     bool(won)))
        return [LibraryRow(*r[:8], seats=tuple(seats.get(r[0], ()))) for r in rows]

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


def _best_run(wins: Iterable[int]) -> int:
    best = run = 0
    for w in wins:
        run = run + 1 if w else 0
        best = max(best, run)
    return best


def _merge_guests(opponents: list[Opponent]) -> list[Opponent]:
    """Guests (and deleted profiles) are one line: "guests"."""
    others = [o for o in opponents if o.kind != "guest"]
    guests = [o for o in opponents if o.kind == "guest"]
    if guests:
        others.append(Opponent("guest", "", "", sum(o.games for o in guests),
                               sum(o.won for o in guests)))
    order = {"computer": 0, "profile": 1, "guest": 2}
    return sorted(others, key=lambda o: (order[o.kind], -o.games, o.name.casefold()))


def _bucket_for(first: float | None, last: float | None, games: int) -> str:
    """The finest period that gives each point of the win-rate chart about four games or
    more, and at most three dozen points."""
    if first is None or last is None or games <= 0:
        return "month"
    span = max(last - first, 1.0)
    for bucket, length in BUCKET_DAYS.items():
        points = span / (length * 86400) + 1
        if points <= min(36, max(1.0, games / 4)):
            return bucket
    return "year"


def default_path() -> Path:
    from bingolino_app import paths

    return paths.data_dir() / FILE_NAME
