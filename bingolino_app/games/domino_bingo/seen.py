"""What a Domino Bingo seat may see of each event, for a table played over the network.

Only the events named here reach a seat, with only the arguments named. Hands and the stock
are secret: no event names a stone that is not on the table (played, declared, or the turned
trump stone and who drew it). A draw from the stock is no event; the drawer's own hand shows
it in his observation.
"""

EVENT_ARGS: dict[str, tuple[str, ...]] = {
    "domino.lot": ("player",),
    "domino.dealt": ("deal", "leader", "turner", "trump_stone", "trump"),
    "domino.declared": ("player", "count", "doubles"),
    "domino.played": ("player", "stone"),
    "domino.trick": ("winner", "stones", "points"),
    "domino.drew_trump": ("player", "stone"),
    "domino.stock_exhausted": (),
    "domino.closed": ("player", "points", "tricks", "stock"),
    "domino.declaration_lost": ("player", "count"),
    "domino.declaration_won": ("player", "count", "points"),
    "domino.reached70": ("player", "points"),
    "domino.award": ("player", "amount", "reason", "big", "count", "low"),
    "domino.deal_end": ("deal", "points", "tricks"),
    "domino.no_award": (),
    "domino.tie_play_on": ("big",),
    "domino.match_won": ("player", "big"),
}
