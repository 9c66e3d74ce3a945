"""The history's statistics: a profile's games, variants and figures (wins, streaks,
opponents, the win-rate timeline, solo results), counted since its last reset. Queries over
one covering index of the seats. A mixin of ``History``, which gives it ``_one`` and ``_all``."""

from __future__ import annotations

from typing import Iterable

from bingolino_app.core import history_records as values
from bingolino_app.core.history_records import Bucket, Opponent, Statistics

BUCKETS = {"day": "%Y-%m-%d", "week": "%Y-%W", "month": "%Y-%m", "quarter": "%Y-q",
           "year": "%Y"}
BUCKET_DAYS = {"day": 1, "week": 7, "month": 30.4, "quarter": 91.3, "year": 365.25}
BY_PROFILE = "seats INDEXED BY seats_by_profile"
"""Statistics read this one covering index, named: the planner would otherwise take the
library's index (profile, ended) for "ended >= since" and visit the table for each row."""


class StatisticsMixin:
    def games_of(self, profile_id: str) -> dict[str, tuple[int, float]]:
        """game id -> (games counted, last ended) for a profile since its reset."""
        since = self._since(profile_id)
        return {g: (n, values.moment(last) or 0.0) for g, n, last in self._all(
            f"SELECT game, count(*), max(ended) FROM {BY_PROFILE} WHERE profile = ? "
            "AND ended >= ? "
            "GROUP BY game", (profile_id, since)) if isinstance(g, str)}

    def variants(self, profile_id: str, game: str) -> list[tuple[str, int]]:
        since = self._since(profile_id)
        return [(v, n) for v, n in self._all(
            f"SELECT variant, count(*) FROM {BY_PROFILE} WHERE profile = ? AND game = ? "
            "AND ended >= ? GROUP BY variant ORDER BY count(*) DESC, variant",
            (profile_id, game, since)) if isinstance(v, str)]

    def _since(self, profile_id: str) -> float:
        row = self._one("SELECT stats_since FROM profiles WHERE id = ?", (profile_id,))
        return (values.moment(row[0]) or 0.0) if row else 0.0

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
        runs = [bool(values.count(w, 1)) for (w,) in self._all(
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
            key, wins = values.text(key) or "", int(values.count(wins) or 0)
            if kind == "computer":
                opponents.append(Opponent("computer", key, key, games, wins))
            elif key in profiles:
                opponents.append(Opponent("profile", key, profiles[key], games, wins))
            else:
                opponents.append(Opponent("guest", "", "", games, wins))
        opponents = _merge_guests(opponents)
        first, last = values.moment(first), values.moment(last)
        bucket = _bucket_for(first, last, played)
        period = "strftime(?, ended, 'unixepoch', 'localtime')"
        if bucket == "quarter":  # strftime has no quarters: the year and (month + 2) / 3
            period = (f"{period} || ((strftime('%m', ended, 'unixepoch', 'localtime') + 2) "
                      "/ 3)")
        timeline = tuple(
            Bucket(k, values.moment(start), n, int(values.count(w) or 0))
            for k, n, w, start in self._all(
                f"SELECT {period} AS b, count(*), total(won), min(ended) FROM {BY_PROFILE} "
                f"WHERE {where} AND players > 1 GROUP BY b ORDER BY b",
                (BUCKETS[bucket],) + args)
            if isinstance(k, str) and values.moment(start) is not None) if played else ()
        solo_played, solo_finished, solo_best, solo_avg = self._one(
            f"SELECT count(*), count(solo_turns), min(solo_turns), avg(solo_turns) "
            f"FROM {BY_PROFILE} WHERE {where} AND players = 1", args)
        best_ended = None
        histogram: tuple = ()
        solo_best = values.count(solo_best)
        if solo_best is not None:
            best_ended = values.moment(self._one(
                f"SELECT min(ended) FROM {BY_PROFILE} WHERE {where} AND players = 1 "
                "AND solo_turns = ?", args + (solo_best,))[0])
            histogram = tuple((t, n) for t, n in self._all(
                f"SELECT solo_turns, count(*) FROM {BY_PROFILE} WHERE {where} AND players = 1 "
                "AND solo_turns IS NOT NULL GROUP BY solo_turns ORDER BY solo_turns", args)
                if values.count(t) is not None)
        return Statistics(
            profile_id, game, variant, played=played, won=int(values.count(won) or 0),
            streak=streak, best_streak=best_run(runs), avg_score=values.real(avg_score),
            avg_turns=values.real(avg_turns),
            opponents=tuple(opponents), bucket=bucket, timeline=timeline,
            solo_played=solo_played, solo_finished=solo_finished, solo_best=solo_best,
            solo_best_ended=best_ended, solo_avg=values.real(solo_avg), histogram=histogram)


def best_run(wins: Iterable[int]) -> int:
    """The longest run of wins (truthy values) in ``wins``."""
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
