"""The Lino board for a screen reader (ui/boards/accessible.py): the board as a table of its
tiles and the cells a tile may move to, by their names on the edges (A1 … K11), each telling
its tile, stone, back and marks; the players' scores; the results and the result line; after a
match's first game, going on.

Names say what the board shows: "E5: tile, empty, you may place a stone here". A press is
Enter on that cell (interaction.pick): a tile picked or dropped, a stone placed, or the rule
that refuses it.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QRectF

from bingolino_app.games.lino import rules
from bingolino_app.games.lino.state import Move, Place
from bingolino_app.ui.boards.accessible import Part, Role, sentences
from bingolino_app.ui.boards.lino import texts
from bingolino_app.ui.common.messages import fill


def words() -> dict[str, str]:
    """The words of the parts (context "LinoBoard", the board's glossary)."""
    return {
        "star": QCoreApplication.translate("LinoBoard", "its back: a star"),
        "blue_back": QCoreApplication.translate("LinoBoard", "its back: blue, %1"),
        "white_back": QCoreApplication.translate("LinoBoard", "its back: white, %1"),
        "last_stone": QCoreApplication.translate("LinoBoard", "%1's latest stone"),
        "left_here": QCoreApplication.translate("LinoBoard", "%1's latest tile move began here"),
        "came_here": QCoreApplication.translate("LinoBoard", "%1's latest tile move, from %2"),
        "no_tile": QCoreApplication.translate("LinoBoard", "no tile"),
        "target": QCoreApplication.translate("LinoBoard", "the picked tile may go here"),
        "target_do": QCoreApplication.translate("LinoBoard", "Move the picked tile here"),
        "used": QCoreApplication.translate("LinoBoard", "a tile lay here before"),
        "free": QCoreApplication.translate("LinoBoard", "a tile may be moved here"),
        "empty": QCoreApplication.translate("LinoBoard", "tile, empty"),
        "blue": QCoreApplication.translate("LinoBoard", "tile with a blue stone"),
        "white": QCoreApplication.translate("LinoBoard", "tile with a white stone"),
        "picked": QCoreApplication.translate("LinoBoard", "picked to move"),
        "unpick": QCoreApplication.translate("LinoBoard", "Put the tile down again"),
        "moved": QCoreApplication.translate("LinoBoard", "moved once, stays put"),
        "near": QCoreApplication.translate("LinoBoard", "a stone here closes a row: +%1"),
        "place": QCoreApplication.translate("LinoBoard", "you may place a stone here"),
        "place_do": QCoreApplication.translate("LinoBoard", "Place a stone here"),
        "movable": QCoreApplication.translate("LinoBoard", "you may move this tile"),
        "pick": QCoreApplication.translate("LinoBoard", "Pick this tile to move it"),
        "named": QCoreApplication.translate("LinoBoard", "%1: %2"),
        "player": QCoreApplication.translate("LinoBoard", "%1 (%2): %3"),
        "to_move": QCoreApplication.translate("LinoBoard", "to move"),
        "board": QCoreApplication.translate("LinoBoard", "The board, %1 to %2"),
        "go_on": QCoreApplication.translate("LinoBoard", "Begin game 2"),
        "stone_at": QCoreApplication.translate("LinoBoard", "%1's latest stone: %2"),
        "move_at": QCoreApplication.translate("LinoBoard", "%1's latest tile move: %2 to %3"),
    }


def back_text(back: str, w: dict) -> str:
    """What the back of a turned tile shows: "its back: blue, 3", "its back: a star"."""
    if back == rules.STAR:
        return w["star"]
    blue = rules.back_owner(back) == rules.BLUE
    return fill(w["blue_back"] if blue else w["white_back"], rules.back_number(back))


def last_moves(board, w: dict) -> dict:
    """Cell -> what each player's latest move left there ("Anna's latest stone")."""
    obs, names = board.obs, [s.name for s in board.seats]
    out: dict = {}
    for player, move in enumerate(obs.last):
        if move is None:
            continue
        if move[0] == "place":
            out.setdefault(tuple(move[2]), []).append(fill(w["last_stone"], names[player]))
        else:
            _, _tile, origin, cell = move
            out.setdefault(tuple(origin), []).append(fill(w["left_here"], names[player]))
            out.setdefault(tuple(cell), []).append(
                fill(w["came_here"], names[player], rules.cell_name(obs.box, origin)))
    return out


def cell_part(board, cell, picture, last: dict, legal: set, w: dict,
              free: frozenset = frozenset()) -> Part:
    obs, inter = board.obs, board.interaction
    tile = inter.tile_at(cell)
    action = ""
    mark = picture.marks.get(tile) if tile is not None else None
    if tile is None or tile == picture.hidden_tile:
        said = [w["no_tile"]]
        if tuple(cell) in {tuple(c) for c in picture.targets}:
            said.append(w["target"])
            action = w["target_do"]
        elif tuple(cell) in free:  # nothing picked yet: some tile may come here
            said.append(w["free"])
        elif tuple(cell) in {tuple(c) for c in obs.used} and obs.phase == "build":
            said.append(w["used"])
    else:
        stone = obs.stones[tile]
        said = [w["empty"] if stone == -1 else w["blue"] if stone == rules.BLUE else w["white"]]
        back = obs.backs[tile] if tile < len(obs.backs) else None
        if back:
            said.append(back_text(back, w))
        if mark == "selected":
            said.append(w["picked"])
            action = w["unpick"]
        if tile in picture.moved:
            said.append(w["moved"])
        if picture.near.get(tile):
            said.append(fill(w["near"], picture.near[tile]))
        if obs.phase == "fill" and Place(tile) in legal:
            said.append(w["place"])
            action = w["place_do"]
        elif obs.phase == "build" and mark != "selected" and inter.targets(tile):
            said.append(w["movable"])
            action = w["pick"]
    said += last.get(tuple(cell), [])
    press = partial(inter.pick, tuple(cell)) \
        if not board.reviewing and board.upcoming is None else None
    item = board.board_item
    return Part("cell:%d:%d" % tuple(cell), Role.Cell,
                fill(w["named"], rules.cell_name(obs.box, cell), ", ".join(said)),
                rect=item.mapRectToScene(item.cell_rect(cell)), press=press, action=action,
                states=frozenset({"selectable", "selected"} if mark == "selected" else ()))


def player_part(board, player: int, w: dict) -> Part:
    obs, panel = board.obs, board.panel
    said = [fill(w["player"], board.seats[player].name, texts.colour_name(player),
                 texts.points_text(int(obs.totals()[player])))]
    if panel.lines and panel.lines[player]:
        said.append(panel.lines[player])
    if panel.active == player:
        said.append(w["to_move"])
    rect = panel.mapRectToScene(QRectF(0, player * 72, panel.rect.width(), 64))
    return Part(f"player:{player}", Role.StaticText, ", ".join(said), rect=rect)


def items(board) -> list[Part]:
    obs = board.obs
    if obs is None or not obs.pos:
        return []
    w = words()
    picture = board.picture()
    last = last_moves(board, w)
    legal = set(board.legal.get(board.human_to_move(), [])) if board.legal else set()
    c0, r0, c1, r1 = obs.box
    # The tiles, and the empty cells a tile may be moved to (with the keyboard's cursor):
    # not the hundred empty cells around a board being filled.
    free = frozenset((a.col, a.row) for a in legal if isinstance(a, Move))
    shown = {tuple(c) for c in obs.pos} | {tuple(c) for c in picture.targets} | free
    if board.interaction.cursor is not None:
        shown.add(tuple(board.interaction.cursor))
    cells = tuple(cell_part(board, (c, r), picture, last, legal, w, free)
                  for r in range(r0, r1 + 1) for c in range(c0, c1 + 1) if (c, r) in shown)
    item = board.board_item
    name = fill(w["board"], rules.cell_name(obs.box, (c0, r0)),
                rules.cell_name(obs.box, (c1, r1)))
    parts = [Part("board", Role.Table, name, rect=item.sceneBoundingRect(), children=cells)]
    parts += [player_part(board, p, w) for p in (0, 1)]
    panel = board.panel
    if panel.table:
        parts.append(Part("results", Role.StaticText,
                          sentences(*(", ".join(row) for row in panel.table)),
                          rect=panel.sceneBoundingRect()))
    if panel.banner:
        parts.append(Part("result", Role.StaticText, sentences(panel.banner),
                          rect=panel.sceneBoundingRect()))
    if board.end_card is not None:
        parts += board.end_card.parts()
    if board.upcoming is not None and not board.reviewing:
        parts.append(Part("next-game", Role.Button, w["go_on"], press=board.go_on,
                          action=w["go_on"]))
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
    w = words()
    lines = [player_part(board, p, w).name for p in (0, 1)]
    names = [s.name for s in board.seats]
    for player, move in enumerate(obs.last):
        if move is None:
            continue
        if move[0] == "place":
            lines.append(fill(w["stone_at"], names[player], rules.cell_name(obs.box, move[2])))
        else:
            lines.append(fill(w["move_at"], names[player], rules.cell_name(obs.box, move[2]),
                              rules.cell_name(obs.box, move[3])))
    lines.append(board.panel.banner)
    return sentences(*lines)
