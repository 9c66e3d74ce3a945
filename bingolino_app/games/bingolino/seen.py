"""What a Bingolino seat may see of each event, for a table played over the network.

Only the events named here reach a seat, with only the arguments named: an event a later
version adds stays on the server until someone decides here what a seat may see of it. All
of Bingolino lies face up, so every event is public; the bag's order never is an event.
"""

EVENT_ARGS: dict[str, tuple[str, ...]] = {
    "bingolino.dealt": (),
    "bingolino.arranged": ("player",),
    "bingolino.turn": ("player", "turn"),
    "bingolino.rolled": ("player", "dice", "total"),
    "bingolino.must_turn_back": ("player", "total", "reduced"),
    "bingolino.nothing_to_do": ("player", "total"),
    "bingolino.flipped": ("player", "cell", "number", "reduced", "total", "die"),
    "bingolino.turned_back": ("player", "cell", "number"),
    "bingolino.star": ("player", "line", "stars"),
    "bingolino.playoff": ("players", "target"),
    "bingolino.won": ("players", "turns", "reason", "stars", "target"),
}
