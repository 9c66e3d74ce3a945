"""The Bingolino board for a screen reader (ui/boards/accessible.py): each player's grid a
table of its sixteen tiles, the dice with their total, the explanations and the result.

Names say what the tiles show, read from the items as drawn: "Row 2, column 3: 17, face up,
you may turn it down". A press is Enter on that tile (interaction.pick): the same choice, the
same refusal when it cannot be taken.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from bingolino_app.ui.boards.accessible import Part, Role, sentences, united
from bingolino_app.ui.boards.bingolino import texts
from bingolino_app.ui.common.messages import fill


def words() -> dict[str, str]:
    """The words of the parts (context "BingolinoBoard", the board's glossary)."""
    return {
        "place": QCoreApplication.translate("BingolinoBoard", "Row %1, column %2"),
        "named": QCoreApplication.translate("BingolinoBoard", "%1: %2"),
        "grid": QCoreApplication.translate("BingolinoBoard", "%1's grid: %2"),
        "rolls": QCoreApplication.translate("BingolinoBoard", "rolls now"),
        "arranged": QCoreApplication.translate("BingolinoBoard", "being arranged"),
        "down": QCoreApplication.translate("BingolinoBoard", "face down"),
        "up": QCoreApplication.translate("BingolinoBoard", "face up"),
        "dimmed": QCoreApplication.translate("BingolinoBoard", "not laid out yet"),
        "picked": QCoreApplication.translate("BingolinoBoard", "picked for a swap"),
        "last": QCoreApplication.translate("BingolinoBoard", "turned last"),
        "match": QCoreApplication.translate("BingolinoBoard", "you may turn it down"),
        "match_do": QCoreApplication.translate("BingolinoBoard", "Turn this tile down"),
        "reduced": QCoreApplication.translate(
            "BingolinoBoard", "you may turn it down with a die set aside"),
        "reduced_do": QCoreApplication.translate(
            "BingolinoBoard", "Turn this tile down, setting a die aside"),
        "back": QCoreApplication.translate("BingolinoBoard", "you may turn it face up again"),
        "back_do": QCoreApplication.translate("BingolinoBoard", "Turn this tile face up again"),
        "could": QCoreApplication.translate("BingolinoBoard", "its player could turn it down"),
        "hint": QCoreApplication.translate("BingolinoBoard", "suggested"),
        "unpick": QCoreApplication.translate("BingolinoBoard", "Put this tile back"),
        "pick": QCoreApplication.translate("BingolinoBoard", "Pick this tile to swap it"),
        "swap": QCoreApplication.translate("BingolinoBoard", "Swap it with the picked tile"),
        "rolled": QCoreApplication.translate("BingolinoBoard", "Dice rolled by %1: %2"),
        "last_roll": QCoreApplication.translate("BingolinoBoard", "Last roll, by %1: %2"),
    }


def cell_place(cell: int) -> str:
    """"Row 2, column 3": a tile's place at the start of its name."""
    row, column = divmod(cell, 4)
    return fill(words()["place"], row + 1, column + 1)


def grid_name(board, player: int, w: dict) -> str:
    """"Anna's grid: 2 stars (row 1 and a diagonal), rolls now"."""
    obs = board.obs
    text = fill(w["grid"], board.seats[player].name, board.score_text(player))
    lines = [texts.line_name(line) for line in sorted(obs.completed[player])]
    if lines:
        text += " (" + texts.join_names(lines) + ")"
    notes = []
    grid = board.grids[player]
    if grid.note_item.text():
        notes.append(grid.note_item.text())
    if grid.is_active:
        notes.append(w["rolls"] if obs.phase != "arrange" else w["arranged"])
    return ", ".join([text] + notes)


def cell_part(board, player: int, cell: int, w: dict) -> Part:
    grid = board.grids[player]
    tile = grid.tiles[cell]
    inter = board.interaction
    said = [str(tile.number), w["down"] if tile.facedown else w["up"]]
    if tile.dimmed:
        said.append(w["dimmed"])
    if tile.selected:
        said.append(w["picked"])
    action = ""
    if tile.highlight is not None:  # match, reduced, back (the player's), could (another's)
        said.append(w[tile.highlight])
    if tile.hinted:
        said.append(w["hint"])
        action = w.get(tile.highlight + "_do", "")
    marker = grid.last_marker
    if marker.isVisible() and getattr(marker, "cell", None) == cell:
        said.append(w["last"])
    if player == inter.editor():
        action = w["unpick"] if tile.selected else (
            w["pick"] if inter.selected is None else w["swap"])
    press = partial(inter.pick, player, cell) if not board.reviewing and tile.isVisible() \
        else None
    return Part(f"cell:{player}:{cell}", Role.Cell,
                fill(w["named"], cell_place(cell), ", ".join(said)),
                rect=tile.sceneBoundingRect(), press=press, action=action,
                states=frozenset({"selectable", "selected"} if tile.selected else ()))


def dice_text(board) -> str:
    """The dice and their total as the panel shows them, with who rolled."""
    obs, w = board.obs, words()
    dice = tuple(obs.last_roll or obs.dice)
    if not dice:
        return ""
    roller = obs.last_roller
    name = board.seats[roller].name if roller is not None else "?"
    rolled = " + ".join(map(str, dice)) + f" = {sum(dice)}"
    text = fill(w["rolled"] if obs.dice else w["last_roll"], name, rolled)
    if obs.aside is not None:
        text = sentences(text, texts.aside_text(name, obs.aside, sum(dice) - obs.aside))
    return text


def items(board) -> list[Part]:
    obs = board.obs
    if obs is None:
        return []
    w = words()
    parts = []
    for grid in board.grids:
        p = grid.player
        cells = tuple(cell_part(board, p, c, w) for c in range(16)
                      if grid.tiles[c].isVisible())
        parts.append(Part(f"grid:{p}", Role.Table, grid_name(board, p, w),
                          rect=grid.sceneBoundingRect(), children=cells))
    text = dice_text(board)
    if text:
        shown = [d.sceneBoundingRect() for d in board.dice if d.isVisible()]
        parts.append(Part("dice", Role.StaticText, text,
                          rect=united(shown + [board.total_item.sceneBoundingRect()])))
    info = sentences(board.info_item.toPlainText())
    if info:
        parts.append(Part("info", Role.StaticText, info,
                          rect=board.info_item.sceneBoundingRect()))
    if board.end_card is not None:
        parts += board.end_card.parts()
    return parts


def focus(board) -> str | None:
    cursor = board.interaction.cursor
    if cursor is None or board.interaction.actor() is None:
        return None
    return f"cell:{cursor[0]}:{cursor[1]}"


def position_text(board) -> str:
    """Every grid's stars, the dice, a play-off."""
    obs = board.obs
    if obs is None:
        return ""
    w = words()
    lines = []
    for p, seat in enumerate(board.seats):
        text = fill(w["named"], seat.name, board.score_text(p))
        done = [texts.line_name(line) for line in sorted(obs.completed[p])]
        if done:
            text += " (" + texts.join_names(done) + ")"
        lines.append(text)
    lines.append(dice_text(board))
    if obs.contenders and obs.phase != "end":
        lines.append(texts.playoff_text([s.name for s in board.seats], obs.contenders,
                                        obs.target))
    return sentences(*lines)
