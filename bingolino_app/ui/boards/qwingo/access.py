"""The Qwingo board for a screen reader (ui/boards/accessible.py): every player's sheet as its
five columns of twelve boxes, the start numbers during the setup, the die, the number called,
the explanations and the result.

Names say what the sheet shows: "Box 4: empty, the number may go here". A press is Enter on
that box (interaction.pick): a number written, a start number placed, or the refusal.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from bingolino_app.games.qwingo import rules
from bingolino_app.ui.boards.accessible import Part, Role, sentences, united
from bingolino_app.ui.boards.qwingo import texts
from bingolino_app.ui.boards.qwingo.paper import box_rect, header_rect
from bingolino_app.ui.common.messages import fill


def words() -> dict[str, str]:
    """The words of the parts (context "QwingoBoard", the board's glossary)."""
    return {
        "legal": QCoreApplication.translate("QwingoBoard", "the number may go here"),
        "legal_do": QCoreApplication.translate("QwingoBoard", "Write the number here"),
        "risky": QCoreApplication.translate(
            "QwingoBoard",
            "the number may go here, but then the column can no longer be completed"),
        "risky_do": QCoreApplication.translate("QwingoBoard", "Write the number here"),
        "could": QCoreApplication.translate("QwingoBoard",
                                            "its player could write the number here"),
        "hint": QCoreApplication.translate("QwingoBoard", "suggested"),
        "last": QCoreApplication.translate("QwingoBoard", "written last"),
        "sheet_score": QCoreApplication.translate("QwingoBoard", "%1's sheet: %2"),
        "sheet": QCoreApplication.translate("QwingoBoard", "%1's sheet"),
        "calls": QCoreApplication.translate("QwingoBoard", "calls now"),
        "called": QCoreApplication.translate("QwingoBoard", "called this turn"),
        "pencil": QCoreApplication.translate("QwingoBoard", "start number %1, not written yet"),
        "empty": QCoreApplication.translate("QwingoBoard", "empty"),
        "place": QCoreApplication.translate("QwingoBoard", "Write the start number %1 here"),
        "box": QCoreApplication.translate("QwingoBoard", "Box %1: %2"),
        "column": QCoreApplication.translate("QwingoBoard", "%1 column: %2 of 12 written"),
        "dead": QCoreApplication.translate("QwingoBoard", "can no longer be completed"),
        "full": QCoreApplication.translate("QwingoBoard", "full"),
        "held": QCoreApplication.translate("QwingoBoard",
                                           "held: the next box you press gets it"),
        "hold": QCoreApplication.translate("QwingoBoard", "Hold this start number"),
        "chips": QCoreApplication.translate("QwingoBoard", "Start numbers to place"),
        "die": QCoreApplication.translate("QwingoBoard", "Die: %1."),
        "score": QCoreApplication.translate("QwingoBoard", "%1: %2."),
    }


def sheet_name(board, player: int, look, w: dict) -> str:
    """"Anna's sheet: best column 7/12, calls now"."""
    name = board.seats[player].name
    score = board.score_text(player)
    text = fill(w["sheet_score"], name, score) if score else fill(w["sheet"], name)
    notes = [note for note in (look.hidden_text if look.hidden else "", look.note) if note]
    if look.active:
        notes.append(w["calls"] if board.obs.phase == "call" else w["called"])
    return ", ".join([text] + notes)


def box_part(board, player: int, item, look, column: int, box: int, w: dict) -> Part:
    inter = board.interaction
    number = look.columns[column][box] if look.columns is not None else 0
    pencil = look.pencil.get((column, box))
    if number:
        said = [str(number)]
    elif pencil is not None:
        said = [fill(w["pencil"], pencil)]
    else:
        said = [w["empty"]]
    mark = look.marks.get((column, box))
    action = ""
    if mark is not None:
        said.append(w[mark])
        action = w.get(mark + "_do", "")
    if player == inter.editor():
        action = fill(w["place"], inter.held)
    press = partial(inter.pick, player, column, box) \
        if not board.reviewing and item.isVisible() and not look.hidden else None
    return Part(f"box:{player}:{column}:{box}", Role.ListItem,
                fill(w["box"], box + 1, ", ".join(said)),
                rect=item.mapRectToScene(box_rect(column, box)), press=press, action=action)


def column_part(board, player: int, item, look, column: int, w: dict) -> Part:
    sheet = look.columns
    written = rules.filled(sheet[column]) if sheet is not None else 0
    name = fill(w["column"], texts.symbol_name(column), written)
    if column in look.dead:
        name += ", " + w["dead"]
    if sheet is not None and rules.is_full(sheet[column]):
        name += ", " + w["full"]
    boxes = tuple(box_part(board, player, item, look, column, b, w)
                  for b in range(rules.BOXES))
    rect = united([item.mapRectToScene(header_rect(column)),
                   item.mapRectToScene(box_rect(column, rules.BOXES - 1))])
    return Part(f"column:{player}:{column}", Role.List, name, rect=rect, children=boxes)


def chips(board, w: dict) -> Part | None:
    """The start numbers still to place (the setup's tray): pressing one holds it."""
    inter = board.interaction
    shown = [(n, chip) for n, chip in board.chips.items() if chip.isVisible()]
    if not shown:
        return None
    parts = []
    for number, chip in shown:
        parts.append(Part(f"chip:{number}", Role.ListItem,
                          ", ".join([str(number)] + ([w["held"]] if chip.held else [])),
                          rect=chip.sceneBoundingRect(),
                          states=frozenset({"selectable", "selected"} if chip.held
                                           else {"selectable"}),
                          press=None if board.reviewing else partial(inter.hold, number),
                          action=w["hold"]))
    return Part("chips", Role.List, w["chips"],
                rect=united([c.sceneBoundingRect() for _, c in shown]), children=tuple(parts))


def die_text(board) -> str:
    obs = board.obs
    if obs.face is None or not board.die.isVisible():
        return ""
    return sentences(fill(words()["die"], texts.symbol_name(obs.face)),
                     texts.goes_text(obs.face))


def items(board) -> list[Part]:
    obs = board.obs
    if obs is None:
        return []
    w = words()
    parts = []
    # The acting (large) sheet first, the others in seat order: as a player reads the table.
    order = [board.big_player] + [p for p in range(len(board.seats)) if p != board.big_player]
    for p in order:
        item = board.sheets[p]
        look = board.look(p)
        columns = () if look.hidden else tuple(  # the editor's sheet: blank, pencilled
            column_part(board, p, item, look, c, w) for c in range(rules.COLUMNS))
        parts.append(Part(f"sheet:{p}", Role.Grouping, sheet_name(board, p, look, w),
                          rect=item.sceneBoundingRect(), children=columns))
    tray = chips(board, w)
    if tray is not None:
        parts.append(tray)
    called = board.call_item.text()
    if called:
        parts.append(Part("called", Role.StaticText, called,
                          rect=board.call_item.sceneBoundingRect()))
    die = die_text(board)
    if die:
        parts.append(Part("die", Role.StaticText, die, rect=board.die.sceneBoundingRect()))
    info = sentences(board.info_item.toPlainText())
    if info:
        parts.append(Part("info", Role.StaticText, info,
                          rect=board.info_item.sceneBoundingRect()))
    if board.end_card is not None:
        parts += board.end_card.parts()
    return parts


def focus(board) -> str | None:
    where = board.interaction.cursor_box()
    return None if where is None else "box:%d:%d:%d" % where


def position_text(board) -> str:
    """Each sheet's best column, the number called and the die."""
    obs = board.obs
    if obs is None:
        return ""
    w = words()
    lines = []
    for p, seat in enumerate(board.seats):
        state = board.score_text(p) or board.look(p).hidden_text
        lines.append(fill(w["score"], seat.name, state.rstrip(".")) if state else seat.name)
    lines += [board.call_item.text(), die_text(board)]
    return sentences(*lines)
