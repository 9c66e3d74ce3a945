"""The Qwingo board for a screen reader (ui/boards/accessible.py): every player's sheet as its
five columns of twelve boxes, the start numbers during the setup, the die, the number called,
the explanations and the result.

Names say what the sheet shows: "Box 4: empty, the number may go here". A press is Enter on
that box (interaction.pick): a number written, a start number placed, or the refusal.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bingolino_app.games.qwingo import rules
from bingolino_app.ui.boards.accessible import Part, Role, united
from bingolino_app.ui.boards.qwingo import texts
from bingolino_app.ui.boards.qwingo.paper import box_rect, header_rect
from bingolino_app.ui.common.messages import fill

CTX = "QwingoBoard"


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def _mark(kind: str | None) -> tuple[str, str]:
    """What a mark on a box says, and what pressing it does."""
    if kind == "legal":
        return _t("the number may go here"), _t("Write the number here")
    if kind == "risky":
        return (_t("the number may go here, but then the column can no longer be completed"),
                _t("Write the number here"))
    if kind == "could":
        return _t("its player could write the number here"), ""
    if kind == "hint":
        return _t("suggested"), ""
    if kind == "last":
        return _t("written last"), ""
    return "", ""


def sheet_name(board, player: int, look) -> str:
    """"Anna's sheet: best column 7/12, calls now"."""
    seat = board.seats[player]
    score = board.score_text(player)
    text = fill(_t("%1's sheet: %2"), seat.name, score) if score \
        else fill(_t("%1's sheet"), seat.name)
    notes = []
    if look.hidden and look.hidden_text:
        notes.append(look.hidden_text)
    if look.note:
        notes.append(look.note)
    obs = board.obs
    if look.active and obs.phase == "call":
        notes.append(_t("calls now"))
    elif look.active:
        notes.append(_t("rolled the die"))
    return ", ".join([text] + notes)


def box_part(board, player: int, item, look, column: int, box: int) -> Part:
    inter = board.interaction
    number = look.columns[column][box] if look.columns is not None else 0
    pencil = look.pencil.get((column, box))
    words = []
    if number:
        words.append(str(number))
    elif pencil is not None:
        words.append(fill(_t("start number %1, not written yet"), pencil))
    else:
        words.append(_t("empty"))
    marks = [look.marks.get((column, box))]
    said, action = _mark(marks[0])
    if said:
        words.append(said)
    editing = player == inter.editor()
    if editing:
        action = fill(_t("Write the start number %1 here"), inter.held)
    press = None
    if not board.reviewing and item.isVisible() and not look.hidden:
        def press(p=player, c=column, b=box) -> None:
            inter.pick(p, c, b)
    return Part(f"box:{player}:{column}:{box}", Role.ListItem,
                fill(_t("Box %1: %2"), box + 1, ", ".join(words)),
                rect=item.mapRectToScene(box_rect(column, box)), press=press, action=action)


def column_part(board, player: int, item, look, column: int) -> Part:
    sheet = look.columns
    written = rules.filled(sheet[column]) if sheet is not None else 0
    name = fill(_t("%1 column: %2 of 12 written"), texts.symbol_name(column), written)
    if column in look.dead:
        name += ", " + _t("can no longer be completed")
    if sheet is not None and rules.is_full(sheet[column]):
        name += ", " + _t("full")
    boxes = tuple(box_part(board, player, item, look, column, b) for b in range(rules.BOXES))
    rect = united([item.mapRectToScene(header_rect(column)),
                   item.mapRectToScene(box_rect(column, rules.BOXES - 1))])
    return Part(f"column:{player}:{column}", Role.List, name, rect=rect, children=boxes)


def chips(board) -> Part | None:
    inter = board.interaction
    shown = [(n, chip) for n, chip in board.chips.items() if chip.isVisible()]
    if not shown:
        return None
    parts = []
    for number, chip in shown:
        words = [str(number)]
        if chip.held:
            words.append(_t("held: the next box you press gets it"))

        def press(n=number) -> None:
            inter.hold(n)
        parts.append(Part(f"chip:{number}", Role.ListItem, ", ".join(words),
                          rect=chip.sceneBoundingRect(),
                          states=frozenset({"selectable", "selected"} if chip.held
                                           else {"selectable"}),
                          press=None if board.reviewing else press,
                          action=_t("Hold this start number")))
    return Part("chips", Role.List, _t("Start numbers to place"),
                rect=united([c.sceneBoundingRect() for _, c in shown]), children=tuple(parts))


def die_text(board) -> str:
    obs = board.obs
    if obs.face is None or not board.die.isVisible():
        return ""
    return fill(_t("Die: %1."), texts.symbol_name(obs.face)) + " " + texts.goes_text(obs.face)


def items(board) -> list[Part]:
    obs = board.obs
    if obs is None:
        return []
    parts = []
    # The acting (large) sheet first, the others in seat order: as a player reads the table.
    order = [board.big_player] + [p for p in range(len(board.seats)) if p != board.big_player]
    for p in order:
        item = board.sheets[p]
        look = board.look(p)
        columns = () if look.hidden else tuple(  # the editor's sheet: blank, pencilled
            column_part(board, p, item, look, c) for c in range(rules.COLUMNS))
        parts.append(Part(f"sheet:{p}", Role.Grouping, sheet_name(board, p, look),
                          rect=item.sceneBoundingRect(), children=columns))
    tray = chips(board)
    if tray is not None:
        parts.append(tray)
    called = board.call_item.text()
    if called:
        parts.append(Part("called", Role.StaticText, called,
                          rect=board.call_item.sceneBoundingRect()))
    die = die_text(board)
    if die:
        parts.append(Part("die", Role.StaticText, die, rect=board.die.sceneBoundingRect()))
    info = board.info_item.toPlainText().strip()
    if info:
        parts.append(Part("info", Role.StaticText, " ".join(info.split("\n")),
                          rect=board.info_item.sceneBoundingRect()))
    if board.end_banner is not None:
        reasons = texts.reason_lines(obs, [s.name for s in board.seats])
        headline = board.headline()
        parts.append(Part("result", Role.StaticText, " ".join([headline] + reasons),
                          rect=board.end_banner.sceneBoundingRect()))
    return parts


def focus(board) -> str | None:
    where = board.interaction.cursor_box()
    return None if where is None else "box:%d:%d:%d" % where


def position_text(board) -> str:
    """Each sheet's best column, the number called and the die."""
    obs = board.obs
    if obs is None:
        return ""
    lines = []
    for p, seat in enumerate(board.seats):
        score = board.score_text(p)
        look = board.look(p)
        state = score or look.hidden_text
        lines.append(fill(_t("%1: %2."), seat.name, state.rstrip(".")) if state
                     else seat.name + ".")
    called = board.call_item.text()
    if called:
        lines.append(called + ".")
    die = die_text(board)
    if die:
        lines.append(die)
    return " ".join(lines)
