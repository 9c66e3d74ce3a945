"""What a Qwingo seat may see of each event, for a table played over the network.

Only the events named here reach a seat, with only the arguments named. A setup is secret
until everybody has placed: "qwingo.set_up" says who has placed, never where (the sheets
come with the seat's observation, which hides them until "qwingo.revealed").
"""

EVENT_ARGS: dict[str, tuple[str, ...]] = {
    "qwingo.starter": ("player",),
    "qwingo.set_up": ("player",),
    "qwingo.revealed": (),
    "qwingo.turn": ("player", "turn"),
    "qwingo.called": ("player", "number"),
    "qwingo.rolled": ("player", "face", "number"),
    "qwingo.no_box": ("player", "number"),
    "qwingo.entered": ("player", "column", "box", "number", "dead"),
    "qwingo.passed": ("player",),
    "qwingo.stalemate": (),
    "qwingo.tie": ("players", "column"),
    "qwingo.won": ("players", "turns", "rank"),
}
