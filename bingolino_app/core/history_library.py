"""The game library: the paged, filtered, sorted list of recorded games, and a recorded game
read back as a save. A mixin of ``History``, which gives it ``_one``, ``_all`` and
``profiles``."""

from __future__ import annotations

import zlib
from typing import Iterator

from bingolino_app.core import history_records as values
from bingolino_app.core.history_errors import HistoryError
from bingolino_app.core.history_records import LibraryFilter, LibraryRow, SeatRow
from bingolino_app.core.history_schema import folded, unpack_save

SORTS = {"date": ("ended",), "game": ("game", "ended"), "players": ("names",),
         "result": ("winners",), "turns": ("turns",)}
"""Library sort keys: the columns of an index on ``games`` (the row id ends every index)."""


class LibraryMixin:
    # --- reading games back --------------------------------------------------------------------
    def load_save(self, row: int) -> dict:
        """A recorded game as a save dict (saves.from_dict opens it). Profile seats carry
        their profile's present name; a deleted profile's seat is a guest's. A record that
        cannot be read is that one game unavailable (history.bad_record), never a reason to
        doubt the whole file."""
        found = self._one("SELECT save FROM records WHERE game_row = ?", (row,))
        if not found:
            raise HistoryError("history.missing_game", row=row)
        try:
            data = unpack_save(found[0])
        except (zlib.error, ValueError, TypeError, UnicodeDecodeError, RecursionError):
            raise HistoryError("history.bad_record", row=row) from None
        players = data.get("players") if isinstance(data, dict) else None
        if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
            raise HistoryError("history.bad_record", row=row)
        profiles = {p.id: p.name for p in self.profiles()}
        for player in players:
            profile = player.get("profile", "")
            if isinstance(profile, str) and profile:
                if profile in profiles:
                    player["name"] = profiles[profile]
                else:
                    player["profile"] = ""
        return data

    def game_count(self) -> int:
        return self._one("SELECT count(*) FROM games")[0]

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
        bad: set[int] = set()
        for row, name, kind, level, profile, score, won in self._all(
                "SELECT game_row, name, kind, level, profile, score, won FROM seats WHERE "
                f"game_row IN ({','.join('?' * len(ids))}) ORDER BY game_row, seat", ids):
            seat = SeatRow(values.text(name) or "?",
                           kind if kind in ("human", "computer") else "human",
                           values.text(level) or "", values.text(profile) or "",
                           values.real(score), bool(values.count(won, 1)))
            if (seat.name != name or seat.kind != kind or seat.level != level
                    or seat.profile != (profile or "") or (seat.score is None) != (score is None)
                    or values.count(won, 1) is None):
                bad.add(row)
            seats.setdefault(row, []).append(seat)
        return [_library_row(r, tuple(seats.get(r[0], ())), r[0] in bad) for r in rows]


def _library_row(r: tuple, seats: tuple[SeatRow, ...], bad_seat: bool) -> LibraryRow:
    """A row of the games table as the library shows it: each value checked (history_records'
    ``moment``, ``count``...), a bad one replaced and the row marked damaged."""
    gid, game, variant, started, ended, turns, solo, seed = r[:8]
    checked = (values.text(game) or "?", values.text(variant, 2000) or "",
               values.moment(started), values.moment(ended), values.count(turns),
               values.count(solo), values.seed(seed))
    damaged = bad_seat or any(v is None for v in checked[:5]) or checked[6] is None \
        or (solo is not None and checked[5] is None) or checked[0] != game
    game, variant, started, ended, turns, solo, seed = checked
    return LibraryRow(gid, game, variant, started if started is not None else 0.0,
                      ended if ended is not None else 0.0, turns or 0, solo, seed or 0,
                      seats=seats, damaged=damaged)
