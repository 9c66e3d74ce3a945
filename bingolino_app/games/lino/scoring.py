"""Scoring on a built board: rows closed by a stone, end runs, numbers and stars.

During filling the tiles no longer move, so a ``Geometry`` (rows as tuples of tile ids) is
computed once per game and shared by the state and the computer players.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from bingolino_app.games.lino import rules
from bingolino_app.games.lino.rules import NEIGHBOURS, STAR, back_number, back_owner, run_points

EMPTY = -1


class Geometry:
    """Rows and neighbours of a fixed board. ``pos[t]`` is tile t's cell."""

    __slots__ = ("pos", "rows", "rows_of", "around")

    def __init__(self, pos: Sequence[tuple[int, int]]) -> None:
        self.pos = tuple(tuple(p) for p in pos)
        tile_at = {p: t for t, p in enumerate(self.pos)}
        self.rows = tuple(tuple(tile_at[c] for c in row) for row in rules.rows_of(self.pos))
        rows_of: list[list[int]] = [[] for _ in self.pos]
        for i, row in enumerate(self.rows):
            for t in row:
                rows_of[t].append(i)
        self.rows_of = tuple(tuple(r) for r in rows_of)
        self.around = tuple(
            tuple(tile_at[(c + dc, r + dr)] for dc, dr in NEIGHBOURS if (c + dc, r + dr) in tile_at)
            for c, r in self.pos)

    @staticmethod
    @lru_cache(maxsize=64)
    def _cached(pos: tuple) -> "Geometry":
        return Geometry(pos)

    @classmethod
    def of(cls, pos) -> "Geometry":
        """The geometry of ``pos``, shared between states and decisions on the same board."""
        return cls._cached(tuple(tuple(p) for p in pos))


def closed_rows(geo: Geometry, stones: Sequence[int], tile: int) -> list[int]:
    """Rows through ``tile`` that are full once it holds a stone (``stones`` before it)."""
    return [i for i in geo.rows_of[tile]
            if all(stones[t] != EMPTY or t == tile for t in geo.rows[i])]


def runs(geo: Geometry, stones: Sequence[int]) -> list[tuple[int, tuple[int, ...], int]]:
    """(player, tiles, points) of every maximal run of 4+ stones of one colour in a row."""
    found = []
    for row in geo.rows:
        start = 0
        while start < len(row):
            owner = stones[row[start]]
            end = start
            while end + 1 < len(row) and stones[row[end + 1]] == owner:
                end += 1
            if owner != EMPTY and end - start + 1 >= 4:
                found.append((owner, row[start:end + 1], run_points(end - start + 1)))
            start = end + 1
    return found


def star_winner(geo: Geometry, stones: Sequence[int], tile: int) -> int | None:
    """Who takes the star on ``tile``: more stones around it; a tie goes to the stone on it."""
    count = [0, 0]
    for t in geo.around[tile]:
        if stones[t] != EMPTY:
            count[stones[t]] += 1
    if count[0] != count[1]:
        return 0 if count[0] > count[1] else 1
    return stones[tile] if stones[tile] != EMPTY else None


def bonus_items(geo: Geometry, stones: Sequence[int], backs: Sequence[str],
                mode: str) -> list[tuple[int, int, int]]:
    """(player, tile, points) of the bonus: numbers on empty tiles ("full") and stars ("full",
    "stars"). Nothing when ``mode`` is "off"."""
    items = []
    if mode == "off":
        return items
    for t, back in enumerate(backs):
        if back == STAR:
            winner = star_winner(geo, stones, t)
            if winner is not None:
                items.append((winner, t, 10))
        elif mode == "full" and stones[t] == EMPTY:
            items.append((back_owner(back), t, back_number(back)))
    return items


def end_totals(geo: Geometry, stones: Sequence[int], backs: Sequence[str],
               mode: str) -> tuple[list[int], list[int]]:
    """Run points and bonus points per player at the end of a game."""
    run_pts, bonus = [0, 0], [0, 0]
    for player, _, points in runs(geo, stones):
        run_pts[player] += points
    for player, _, points in bonus_items(geo, stones, backs, mode):
        bonus[player] += points
    return run_pts, bonus
