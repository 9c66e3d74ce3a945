"""The Bingolino board for a screen reader (ui/boards/accessible.py): each player's grid a
table of its sixteen tiles, the dice with their total, the explanations and the result.

Names say what the tiles show, read from the items as drawn: "Row 2, column 3: 17, face up,
you may turn it down". A press is Enter on that tile (interaction.pick): the same choice, the
same refusal when it cannot be taken.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bingolino_app.ui.boards.accessible import Part, Role, united
from bingolino_app.ui.boards.bingolino import texts
from bingolino_app.ui.common.messages import fill

CTX = "BingolinoBoard"


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def cell_place(cell: int) -> str:
    """"Row 2, column 3": a tile's place at the start of its name."""
    row, column = divmod(cell, 4)
    return fill(_t("Row %1, column %2"), row + 1, column + 1)


def _highlight(kind: str | None) -> tuple[str, str]:
    if kind == "match":
        return _t("you may turn it down"), _t("Turn this tile down")
    if kind == "reduced":
        return (_t("you may turn it down with a die set aside"),
                _t("Turn this tile down, setting a die aside"))
    if kind == "back":
        return _t("you may turn it face up again"), _t("Turn this tile face up again")
    if kind == "could":
        return _t("its player could turn it down"), ""
    return "", ""


def grid_name(board, player: int) -> str:
    """"Anna's grid: 2 stars (row 1 and a diagonal), rolls now"."""
    obs = board.obs
    name = board.seats[player].name
    text = fill(_t("%1's grid: %2"), name, board.score_text(player))
    lines = [texts.line_name(line) for line in sorted(obs.completed[player])]
    if lines:
        text += " (" + texts.join_names(lines) + ")"
    notes = []
    grid = board.grids[player]
    if grid.note_item.text():
        notes.append(grid.note_item.text())
    if grid.is_active and obs.phase != "arrange":
        notes.append(_t("rolls now"))
    elif grid.is_active:
        notes.append(_t("being arranged"))
    return ", ".join([text] + notes)


def cell_part(board, player: int, cell: int) -> Part:
    grid = board.grids[player]
    tile = grid.tiles[cell]
    obs, inter = board.obs, board.interaction
    words = [str(tile.number), _t("face down") if tile.facedown else _t("face up")]
    editable = player == inter.editor()
    action = ""
    if tile.dimmed:
        words.append(_t("not laid out yet"))
    if tile.selected:
        words.append(_t("picked for a swap"))
    said, action = _highlight(tile.highlight)
    if said:
        words.append(said)
    marker = grid.last_marker
    if marker.isVisible() and getattr(marker, "cell", None) == cell:
        words.append(_t("turned last"))
    if editable:
        action = _t("Put this tile back") if tile.selected else (
            _t("Pick this tile to swap it") if inter.selected is None
            else _t("Swap it with the picked tile"))
    press = None
    if not board.reviewing and obs is not None and tile.isVisible():
        def press(p=player, c=cell) -> None:
            inter.pick(p, c)
    states = {"selectable", "selected"} if tile.selected else set()
    return Part(f"cell:{player}:{cell}", Role.Cell,
                fill(_t("%1: %2"), cell_place(cell), ", ".join(words)),
                rect=tile.sceneBoundingRect(), states=frozenset(states), press=press,
                action=action)


def dice_text(board) -> str:
    """The dice and their total as the panel shows them, with who rolled."""
    obs = board.obs
    dice = tuple(obs.last_roll or obs.dice)
    if not dice:
        return ""
    roller = obs.last_roller
    name = board.seats[roller].name if roller is not None else "?"
    rolled = " + ".join(map(str, dice)) + f" = {sum(dice)}"
    text = fill(_t("Dice rolled by %1: %2") if obs.dice else _t("Last roll, by %1: %2"),
                name, rolled)
    if obs.aside is not None:
        text += ". " + texts.aside_text(name, obs.aside, sum(dice) - obs.aside)
    return text


def items(board) -> list[Part]:
    obs = board.obs
    if obs is None:
        return []
    parts = []
    for grid in board.grids:
        p = grid.player
        cells = tuple(cell_part(board, p, c) for c in range(16) if grid.tiles[c].isVisible())
        parts.append(Part(f"grid:{p}", Role.Table, grid_name(board, p),
                          rect=grid.sceneBoundingRect(), children=cells))
    text = dice_text(board)
    if text:
        shown = [d.sceneBoundingRect() for d in board.dice if d.isVisible()]
        parts.append(Part("dice", Role.StaticText, text,
                          rect=united(shown + [board.total_item.sceneBoundingRect()])))
    info = board.info_item.toPlainText().strip()
    if info:
        parts.append(Part("info", Role.StaticText, info.replace("\u2028", " ")
                          .replace("\n", " "), rect=board.info_item.sceneBoundingRect()))
    if board.end_banner is not None:
        result = texts.winners_title(obs.winners, [s.name for s in board.seats], obs.turn)
        reason = texts.end_reason(obs)
        parts.append(Part("result", Role.StaticText, f"{result}. {reason}" if reason
                          else result, rect=board.end_banner.sceneBoundingRect()))
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
    lines = []
    for p, seat in enumerate(board.seats):
        text = fill(_t("%1: %2"), seat.name, board.score_text(p))
        done = [texts.line_name(line) for line in sorted(obs.completed[p])]
        if done:
            text += " (" + texts.join_names(done) + ")"
        lines.append(text + ".")
    dice = dice_text(board)
    if dice:
        lines.append(dice + ".")
    if obs.contenders and obs.phase != "end":
        lines.append(texts.playoff_text([s.name for s in board.seats], obs.contenders,
                                        obs.target))
    return " ".join(lines)

