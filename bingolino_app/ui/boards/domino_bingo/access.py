"""The Domino Bingo table for a screen reader (ui/boards/accessible.py): both hands as lists of
stones, the table in the middle (the trick; a finished trick is gathered by pressing it), the
stock with the turned trump, the won tricks, the scores and the sheet at a deal's end with its
button.

Names say what lies on the table: "6–4, trump, you may play it"; the opponent's stones are
"face down". A press is a click on that part of the table (``click``): a stone played, the
trick gathered, the stock closed, the next deal begun, or the refusal when that cannot be.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.ui.boards.accessible import Part, Role, sentences, united
from bingolino_app.ui.boards.domino_bingo import texts
from bingolino_app.ui.boards.domino_bingo.table import TRICK_Y
from bingolino_app.ui.common.messages import english_plural, fill

CTX = "DominoBoard"


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class DominoAccess(QObject):
    """Plural texts of this context: lupdate marks only tr() calls on a QObject as numerus."""

    def stones(self, n: int) -> str:
        return self.tr("%n stone(s)", "", n)


_plurals: DominoAccess | None = None


def stones_text(n: int) -> str:
    global _plurals
    _plurals = _plurals or DominoAccess()
    return english_plural(_plurals.stones(n))


def _click(board, item):
    """A press: a click in the middle of ``item`` (where a sighted player would click)."""
    def press() -> None:
        board.click(item.sceneBoundingRect().center())
    return press


def stone_part(board, row: int, index: int, stone) -> Part:
    item = board.hand_items[row][index]
    obs = board.obs
    acts = board.my_legal() if row == 0 else []
    playable = {tuple(a.stone) for a in acts if isinstance(a, Play)}
    declarable = {tuple(a.stone) for a in acts if isinstance(a, Play) and a.declare}
    if stone is None:
        return Part(f"back:{row}:{index}", Role.ListItem, _t("face down"),
                    rect=item.sceneBoundingRect())
    words = [texts.stone_text(stone)]
    if item.trump:
        words.append(_t("trump"))
    action = ""
    if acts:
        if board.declare and stone in declarable:
            words.append(_t("you may declare your doubles and lead it"))
            action = _t("Declare your doubles and lead this stone")
        elif stone in playable and not board.declare:
            words.append(_t("you may play it"))
            action = _t("Play this stone")
        else:
            words.append(_t("cannot be played now"))
    press = None
    if row == 0 and not board.reviewing and obs.hands[board.bottom()] is not None:
        press = _click(board, item)
    states = {"selectable", "selected"} if item.selected else set()
    return Part(f"stone:{stone[0]}-{stone[1]}", Role.ListItem, ", ".join(words),
                rect=item.sceneBoundingRect(), states=frozenset(states), press=press,
                action=action)


def hand_part(board, row: int) -> Part | None:
    player = board.bottom() if row == 0 else 1 - board.bottom()
    stones = board.hand_shown[row]
    if not stones:
        return None
    name = board.seats[player].name
    count = stones_text(len(stones))
    hidden = all(s is None for s in stones)
    text = fill(_t("%1's hand: %2, face down") if hidden else _t("%1's hand: %2"), name, count)
    children = tuple(stone_part(board, row, i, s) for i, s in enumerate(stones))
    return Part(f"hand:{row}", Role.List, text,
                rect=united(item.sceneBoundingRect() for item in board.hand_items[row]
                            if item.isVisible()), children=children)


def table_part(board) -> Part | None:
    """The trick in the middle (the table a click gathers)."""
    stones = []
    for slot, item in enumerate(board.trick_items):
        if item.isVisible():
            # The stone lies on its player's side of the table (table.py).
            row = 1 if item.pos().y() < TRICK_Y else 0
            player = board.bottom() if row == 0 else 1 - board.bottom()
            stone = texts.stone_text(item.pips) + (", " + _t("trump") if item.trump else "")
            stones.append(Part(f"trick:{slot}", Role.ListItem,
                               fill(_t("%1: %2"), board.seats[player].name, stone),
                               rect=item.sceneBoundingRect()))
    caption = board.trick_label.text()
    note = board.go_on_label.text() if board.go_on_label.isVisible() else ""
    if not stones and not caption:
        return None
    played = "; ".join(part.name for part in stones)
    goes_on = not board.reviewing and not board.sheet.isVisible() and (
        board.pace.recall is not None or board.pace.fresh is not None)
    name = fill(_t("Table: %1"), sentences(played, caption, note))
    rect = united([i.sceneBoundingRect() for i in board.trick_items if i.isVisible()]
                  + [board.trick_label.sceneBoundingRect()])
    press = None
    if goes_on:
        def press() -> None:
            board.click(rect.center())
    return Part("table", Role.Button if goes_on else Role.Grouping, name, rect=rect,
                press=press, action=_t("Go on") if goes_on else "", children=tuple(stones))


def stock_part(board) -> Part | None:
    if board.summary_up():
        return None
    words = [board.stock_label.text()]
    if board.turned_item.isVisible():
        if board.turned_item.face_up:
            words.append(fill(_t("turned up under it: %1"),
                              texts.stone_text(board.turned_item.pips)))
        else:
            words.append(_t("the trump stone under it lies face down: the stock is closed"))
    trump = board.trump_label.text()
    closable = Close() in board.my_legal() and board.turned_item.isVisible() \
        and not board.reviewing
    return Part("stock", Role.Button if closable else Role.StaticText,
                sentences(", ".join(words), trump),
                rect=united([i.sceneBoundingRect() for i in board.stock_items if i.isVisible()]
                            + [board.turned_item.sceneBoundingRect()]),
                press=_click(board, board.turned_item) if closable else None,
                action=_t("Close the stock") if closable else "")


def player_part(board, row: int) -> Part:
    player = board.bottom() if row == 0 else 1 - board.bottom()
    name = board.seats[player].name
    score = ", ".join(line for line in board.score_items[row].text().split("\n") if line)
    words = [fill(_t("%1: %2"), name, score),
             board.pile_labels[row].text()]
    if board.name_items[row].text().endswith("◀"):
        words.append(_t("to move"))
    return Part(f"player:{player}", Role.StaticText, ", ".join(words),
                rect=united([board.name_items[row].sceneBoundingRect(),
                             board.score_items[row].sceneBoundingRect()]))


def sheet_part(board) -> Part | None:
    sheet = board.sheet
    if not sheet.isVisible():
        return None
    lines = []
    if sheet.banner is not None:
        lines.append(sheet.banner.text)
    if sheet.reason.isVisible():
        lines.append(sheet.reason.toPlainText())
    lines.append(sheet.title.toPlainText())
    button = sheet.button
    press = None
    if not board.reviewing:
        press = _click(board, button)
    children = (Part("summary:text", Role.StaticText, sentences(sheet.body.toPlainText()),
                     rect=sheet.body.sceneBoundingRect()),
                Part("summary:button", Role.Button, button.text,
                     rect=button.sceneBoundingRect(), press=press, action=button.text))
    return Part("summary", Role.Grouping, sentences(*lines),
                rect=sheet.sceneBoundingRect(), children=children)


def items(board) -> list[Part]:
    if board.obs is None:
        return []
    parts = [sheet_part(board), hand_part(board, 0), table_part(board), stock_part(board),
             hand_part(board, 1), player_part(board, 0), player_part(board, 1)]
    info = sentences(board.info.toPlainText())
    if info:
        parts.append(Part("info", Role.StaticText, info, rect=board.info.sceneBoundingRect()))
    return [p for p in parts if p is not None]


def focus(board) -> str | None:
    if board.sheet.isVisible():
        return "summary:button"
    hand = board.hand_shown[0]
    if board.cursor is None or not (0 <= board.cursor < len(hand)) or hand[board.cursor] is None:
        return None
    stone = hand[board.cursor]
    return f"stone:{stone[0]}-{stone[1]}"


def position_text(board) -> str:
    """Both players' points, the trumps and the stock, the trick, the stones in hand."""
    obs = board.obs
    if obs is None:
        return ""
    lines = [player_part(board, row).name for row in (0, 1)]
    for part in (stock_part(board), table_part(board)):
        if part is not None:
            lines.append(part.name)
    for row in (0, 1):
        hand = hand_part(board, row)
        if hand is not None and row == 0 and any(s is not None for s in board.hand_shown[0]):
            lines.append(hand.name + ": " + ", ".join(
                texts.stone_text(s) for s in board.hand_shown[0] if s is not None))
        elif hand is not None:
            lines.append(hand.name)
    return sentences(*lines)
