"""The Lino board for a screen reader (ui/boards/accessible.py): the board as a table of its
cells by their names on the edges (A1 … K11), each telling its tile, stone, back and marks; the
players' scores; the results and the result line; after a match's first game, going on.

Names say what the board shows: "E5: tile, empty, you may place a stone here". A press is
Enter on that cell (interaction.pick): a tile picked or dropped, a stone placed, or the rule
that refuses it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF

from bingolino_app.games.lino import rules
from bingolino_app.games.lino.state import Move, Place
from bingolino_app.ui.boards.accessible import Part, Role, sentences
from bingolino_app.ui.boards.lino import texts
from bingolino_app.ui.common.messages import fill

CTX = "LinoBoard"


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def back_text(back: str) -> str:
    """What the back of a turned tile shows: "blue 3", "a star"."""
    if back == rules.STAR:
        return _t("a star on its back")
    colour = texts.colour_name(rules.back_owner(back))
    return fill(_t("%1 %2 on its back"), colour, rules.back_number(back))


def last_moves(board) -> dict:
    """Cell -> what each player's latest move left there ("Anna's latest stone")."""
    obs, names = board.obs, [s.name for s in board.seats]
    out: dict = {}
    for player, move in enumerate(obs.last):
        if move is None:
            continue
        if move[0] == "place":
            out.setdefault(tuple(move[2]), []).append(
                fill(_t("%1's latest stone"), names[player]))
        else:
            _, tile, origin, cell = move
            box = obs.box
            out.setdefault(tuple(origin), []).append(fill(
                _t("%1's latest tile move began here"), names[player]))
            out.setdefault(tuple(cell), []).append(fill(
                _t("%1's latest tile move, from %2"), names[player],
                rules.cell_name(box, origin)))
    return out


def cell_part(board, cell, picture, last: dict, legal: set) -> Part:
    obs, inter = board.obs, board.interaction
    box = obs.box
    tile = inter.tile_at(cell)
    words = []
    action = ""
    if tile is None or tile == picture.hidden_tile:
        words.append(_t("no tile"))
        if tuple(cell) in {tuple(c) for c in picture.targets}:
            words.append(_t("the picked tile may go here"))
            action = _t("Move the picked tile here")
        elif tuple(cell) in {tuple(c) for c in obs.used} and obs.phase == "build":
            words.append(_t("a tile lay here before"))
    else:
        stone = obs.stones[tile]
        if stone == -1:
            words.append(_t("tile, empty"))
        else:
            words.append(fill(_t("tile with a %1 stone"), texts.colour_name(stone)))
        back = obs.backs[tile] if tile < len(obs.backs) else None
        if back:
            words.append(back_text(back))
        mark = picture.marks.get(tile)
        if mark == "selected":
            words.append(_t("picked to move"))
            action = _t("Put the tile down again")
        if tile in picture.moved:
            words.append(_t("moved once, stays put"))
        near = picture.near.get(tile)
        if near:
            words.append(fill(_t("a stone here closes a row: +%1"), near))
        if obs.phase == "fill" and Place(tile) in legal:
            words.append(_t("you may place a stone here"))
            action = _t("Place a stone here")
        elif obs.phase == "build" and inter.targets(tile) and mark != "selected":
            words.append(_t("you may move this tile"))
            action = _t("Pick this tile to move it")
    words += last.get(tuple(cell), [])
    press = None
    if not board.reviewing and board.upcoming is None:
        def press(c=tuple(cell)) -> None:
            inter.pick(c)
    item = board.board_item
    return Part("cell:%d:%d" % tuple(cell), Role.Cell,
                fill(_t("%1: %2"), rules.cell_name(box, cell), ", ".join(words)),
                rect=item.mapRectToScene(item.cell_rect(cell)),
                states=frozenset({"selectable", "selected"}
                                 if tile is not None and picture.marks.get(tile) == "selected"
                                 else ()),
                press=press, action=action)


def player_part(board, player: int) -> Part:
    obs = board.obs
    panel = board.panel
    name = board.seats[player].name
    words = [fill(_t("%1 (%2): %3"), name, texts.colour_name(player),
                  texts.points_text(int(obs.totals()[player])))]
    if panel.lines and panel.lines[player]:
        words.append(panel.lines[player])
    if panel.active == player:
        words.append(_t("to move"))
    rect = panel.mapRectToScene(QRectF(0, player * 72, panel.rect.width(), 64))
    return Part(f"player:{player}", Role.StaticText, ", ".join(words), rect=rect)


def items(board) -> list[Part]:
    obs = board.obs
    if obs is None or not obs.pos:
        return []
    picture = board.picture()
    last = last_moves(board)
    legal = set(board.legal.get(board.human_to_move(), [])) if board.legal else set()
    c0, r0, c1, r1 = obs.box
    # The tiles, and the empty cells a tile may be moved to (with the keyboard's cursor):
    # not the hundred empty cells around a board being filled.
    shown = {tuple(c) for c in obs.pos} | {tuple(c) for c in picture.targets}
    shown |= {(a.col, a.row) for a in legal if isinstance(a, Move)}
    if board.interaction.cursor is not None:
        shown.add(tuple(board.interaction.cursor))
    cells = tuple(cell_part(board, (c, r), picture, last, legal)
                  for r in range(r0, r1 + 1) for c in range(c0, c1 + 1) if (c, r) in shown)
    item = board.board_item
    parts = [Part("board", Role.Table, fill(_t("The board, %1 to %2"),
                                            rules.cell_name(obs.box, (c0, r0)),
                                            rules.cell_name(obs.box, (c1, r1))),
                  rect=item.sceneBoundingRect(), children=cells)]
    parts += [player_part(board, p) for p in (0, 1)]
    if board.panel.table:
        rows = [", ".join(row) for row in board.panel.table]
        parts.append(Part("results", Role.StaticText, sentences(*rows),
                          rect=board.panel.sceneBoundingRect()))
    if board.panel.banner:
        parts.append(Part("result", Role.StaticText, sentences(board.panel.banner),
                          rect=board.panel.sceneBoundingRect()))
    if board.upcoming is not None and not board.reviewing:
        def go_on() -> None:
            board.go_on()
        parts.append(Part("next-game", Role.Button, _t("Begin game 2"), press=go_on,
                          action=_t("Begin game 2")))
    return parts


def focus(board) -> str | None:
    cursor = board.interaction.cursor
    obs = board.obs
    if cursor is None or obs is None or not obs.pos:
        return None
    return "cell:%d:%d" % tuple(cursor)


def position_text(board) -> str:
    """Both scores, stones or moves left, and the latest moves."""
    obs = board.obs
    if obs is None:
        return ""
    lines = [player_part(board, p).name for p in (0, 1)]
    names = [s.name for s in board.seats]
    for player, move in enumerate(obs.last):
        if move is None:
            continue
        if move[0] == "place":
            lines.append(fill(_t("%1's latest stone: %2"), names[player],
                              rules.cell_name(obs.box, move[2])))
        else:
            lines.append(fill(_t("%1's latest tile move: %2 to %3"), names[player],
                              rules.cell_name(obs.box, move[2]),
                              rules.cell_name(obs.box, move[3])))
    if board.panel.banner:
        lines.append(board.panel.banner)
    return sentences(*lines)
