"""What a Lino seat may see of each event, and its legal moves rebuilt from its view.

Only the events named here reach a seat, with only the arguments named. Backs lying face
down are hidden from both players: the bonus events at a game's end name only backs the
bonus mode shows ("full": all, "stars": the stars).

While building, the legal moves are many (a hundred kilobytes as JSON): the server sends
none and the client rebuilds them from the view, as the state does from the same public
facts. tests/net/test_views.py checks the two lists are equal in every position.
"""

from __future__ import annotations

from bingolino_app.games.lino import rules
from bingolino_app.games.lino.scoring import EMPTY
from bingolino_app.games.lino.state import Move, Place, View

EVENT_ARGS: dict[str, tuple[str, ...]] = {
    "lino.setup": ("layout",),
    "lino.building": ("player", "game"),
    "lino.moved": ("player", "tile", "origin", "cell", "names"),
    "lino.filling": ("player",),
    "lino.placed": ("player", "tile", "name"),
    "lino.closed": ("player", "tiles", "points", "names"),
    "lino.run": ("player", "tiles", "points", "names"),
    "lino.star": ("player", "tile", "points", "name"),
    "lino.number": ("player", "tile", "points", "name"),
    "lino.game_over": ("game", "totals", "games"),
    "lino.won": ("players", "totals"),
}


def legal_from_view(view: View, seat: int) -> list:
    """``LinoState.legal_actions(seat)`` from what the seat sees, in the same order."""
    if view.phase not in ("build", "fill") or seat != view.active:
        return []
    if view.phase == "fill":
        return [Place(t) for t, s in enumerate(view.stones) if s == EMPTY]
    targets = rules.all_build_targets(set(view.pos), set(view.used), view.box)
    return [Move(t, c, r) for t, moved in enumerate(view.moved) if not moved
            for c, r in targets[view.pos[t]]]
