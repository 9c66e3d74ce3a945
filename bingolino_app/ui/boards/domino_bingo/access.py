"""The Domino Bingo table for a screen reader (ui/boards/accessible.py): both hands as lists of
stones, the table in the middle (the trick; a finished trick is gathered by pressing it), the
stock with the turned trump, the won tricks, the scores and the sheet at a deal's end with its
button.

Names say what lies on the table: "6–4, trump, you may play it"; the opponent's stones are
"face down". A press is a click on that part of the table (``board.click``): a stone played,
the trick gathered, the stock closed, the next deal begun, or the refusal when that cannot be.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QObject

from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.ui.boards.accessible import Part, Role, sentences, united
from bingolino_app.ui.boards.domino_bingo import texts
from bingolino_app.ui.boards.domino_bingo.table import TRICK_Y
from bingolino_app.ui.common.messages import english_plural, fill


class DominoAccess(QObject):
    """Plural texts of this context: lupdate marks only tr() calls on a QObject as numerus."""

    def stones(self, n: int) -> str:
        return self.tr("%n stone(s)", "", n)


_plurals: DominoAccess | None = None


def stones_text(n: int) -> str:
    global _plurals
    _plurals = _plurals or DominoAccess()
    return english_plural(_plurals.stones(n))


def words() -> dict[str, str]:
    """The words of the parts (context "DominoBoard", the table's glossary)."""
    return {
        "back": QCoreApplication.translate("DominoBoard", "face down"),
        "trump": QCoreApplication.translate("DominoBoard", "trump"),
        "declare": QCoreApplication.translate("DominoBoard",
                                              "you may declare your doubles and lead it"),
        "declare_do": QCoreApplication.translate("DominoBoard",
                                                 "Declare your doubles and lead this stone"),
        "play": QCoreApplication.translate("DominoBoard", "you may play it"),
        "play_do": QCoreApplication.translate("DominoBoard", "Play this stone"),
        "not_now": QCoreApplication.translate("DominoBoard", "cannot be played now"),
        "hidden_hand": QCoreApplication.translate("DominoBoard", "%1's hand: %2, face down"),
        "hand": QCoreApplication.translate("DominoBoard", "%1's hand: %2"),
        "named": QCoreApplication.translate("DominoBoard", "%1: %2"),
        "table": QCoreApplication.translate("DominoBoard", "Table: %1"),
        "go_on": QCoreApplication.translate("DominoBoard", "Go on"),
        "turned": QCoreApplication.translate("DominoBoard", "turned up under it: %1"),
        "closed": QCoreApplication.translate(
            "DominoBoard", "the trump stone under it lies face down: the stock is closed"),
        "close": QCoreApplication.translate("DominoBoard", "Close the stock"),
        "to_move": QCoreApplication.translate("DominoBoard", "to move"),
    }


def _click(board, item):
    """A press: a click in the middle of ``item`` (where a sighted player would click)."""
    def press() -> None:
        board.click(item.sceneBoundingRect().center())
    return press


def stone_part(board, row: int, index: int, stone, w: dict) -> Part:
    item = board.hand_items[row][index]
    if stone is None:
        return Part(f"back:{row}:{index}", Role.ListItem, w["back"],
                    rect=item.sceneBoundingRect())
    acts = board.my_legal() if row == 0 else []
    said = [texts.stone_text(stone)] + ([w["trump"]] if item.trump else [])
    action = ""
    if acts:
        playable = {tuple(a.stone) for a in acts if isinstance(a, Play)}
        declarable = {tuple(a.stone) for a in acts if isinstance(a, Play) and a.declare}
        if board.declare and stone in declarable:
            said.append(w["declare"])
            action = w["declare_do"]
        elif stone in playable and not board.declare:
            said.append(w["play"])
            action = w["play_do"]
        else:
            said.append(w["not_now"])
    press = None
    if row == 0 and not board.reviewing and board.obs.hands[board.bottom()] is not None:
        press = _click(board, item)
    return Part(f"stone:{stone[0]}-{stone[1]}", Role.ListItem, ", ".join(said),
                rect=item.sceneBoundingRect(), press=press, action=action,
                states=frozenset({"selectable", "selected"} if item.selected else ()))


def hand_part(board, row: int, w: dict) -> Part | None:
    player = board.bottom() if row == 0 else 1 - board.bottom()
    stones = board.hand_shown[row]
    if not stones:
        return None
    hidden = all(s is None for s in stones)
    text = fill(w["hidden_hand"] if hidden else w["hand"], board.seats[player].name,
                stones_text(len(stones)))
    children = tuple(stone_part(board, row, i, s, w) for i, s in enumerate(stones))
    return Part(f"hand:{row}", Role.List, text,
                rect=united(item.sceneBoundingRect() for item in board.hand_items[row]
                            if item.isVisible()), children=children)


def table_part(board, w: dict) -> Part | None:
    """The trick in the middle (the table a click gathers)."""
    stones = []
    for slot, item in enumerate(board.trick_items):
        if item.isVisible():
            # The stone lies on its player's side of the table (table.py).
            row = 1 if item.pos().y() < TRICK_Y else 0
            player = board.bottom() if row == 0 else 1 - board.bottom()
            stone = ", ".join([texts.stone_text(item.pips)] + ([w["trump"]] if item.trump
                                                                else []))
            stones.append(Part(f"trick:{slot}", Role.ListItem,
                               fill(w["named"], board.seats[player].name, stone),
                               rect=item.sceneBoundingRect()))
    caption = board.trick_label.text()
    note = board.go_on_label.text() if board.go_on_label.isVisible() else ""
    if not stones and not caption:
        return None
    goes_on = not board.reviewing and not board.sheet.isVisible() and (
        board.pace.recall is not None or board.pace.fresh is not None)
    rect = united([i.sceneBoundingRect() for i in board.trick_items if i.isVisible()]
                  + [board.trick_label.sceneBoundingRect()])
    press = partial(board.click, rect.center()) if goes_on else None  # a click on the table
    name = fill(w["table"], sentences("; ".join(part.name for part in stones), caption, note))
    return Part("table", Role.Button if goes_on else Role.Grouping, name, rect=rect,
                press=press, action=w["go_on"] if goes_on else "", children=tuple(stones))


def stock_part(board, w: dict) -> Part | None:
    if board.summary_up():
        return None
    said = [board.stock_label.text()]
    turned = board.turned_item
    if turned.isVisible():
        said.append(fill(w["turned"], texts.stone_text(turned.pips)) if turned.face_up
                    else w["closed"])
    closable = Close() in board.my_legal() and turned.isVisible() and not board.reviewing
    return Part("stock", Role.Button if closable else Role.StaticText,
                sentences(", ".join(said), board.trump_label.text()),
                rect=united([i.sceneBoundingRect() for i in board.stock_items if i.isVisible()]
                            + [turned.sceneBoundingRect()]),
                press=_click(board, turned) if closable else None,
                action=w["close"] if closable else "")


def player_part(board, row: int, w: dict) -> Part:
    player = board.bottom() if row == 0 else 1 - board.bottom()
    score = ", ".join(line for line in board.score_items[row].text().split("\n") if line)
    said = [fill(w["named"], board.seats[player].name, score), board.pile_labels[row].text()]
    if board.name_items[row].text().endswith("◀"):  # the turn marker by the name
        said.append(w["to_move"])
    return Part(f"player:{player}", Role.StaticText, ", ".join(said),
                rect=united([board.name_items[row].sceneBoundingRect(),
                             board.score_items[row].sceneBoundingRect()]))


def sheet_part(board) -> Part | None:
    """The sheet at a deal's (or the match's) end, with its button."""
    sheet = board.sheet
    if not sheet.isVisible():
        return None
    lines = [sheet.banner.text if sheet.banner is not None else "",
             sheet.reason.toPlainText() if sheet.reason.isVisible() else "",
             sheet.title.toPlainText()]
    button = sheet.button
    children = (Part("summary:text", Role.StaticText, sentences(sheet.body.toPlainText()),
                     rect=sheet.body.sceneBoundingRect()),
                Part("summary:button", Role.Button, button.text,
                     rect=button.sceneBoundingRect(), action=button.text,
                     press=None if board.reviewing else _click(board, button)))
    return Part("summary", Role.Grouping, sentences(*lines), rect=sheet.sceneBoundingRect(),
                children=children)


def items(board) -> list[Part]:
    if board.obs is None:
        return []
    w = words()
    parts = [sheet_part(board), hand_part(board, 0, w), table_part(board, w),
             *(board.end_card.parts() if board.end_card is not None else []),
             stock_part(board, w), hand_part(board, 1, w), player_part(board, 0, w),
             player_part(board, 1, w)]
    info = sentences(board.info.toPlainText())
    if info:
        parts.append(Part("info", Role.StaticText, info, rect=board.info.sceneBoundingRect()))
    return [p for p in parts if p is not None]


def focus(board) -> str | None:
    if board.sheet.isVisible():
        return "summary:button"  # Enter presses it, as on the keyboard
    hand = board.hand_shown[0]
    if board.cursor is None or not (0 <= board.cursor < len(hand)) or hand[board.cursor] is None:
        return None
    stone = hand[board.cursor]
    return f"stone:{stone[0]}-{stone[1]}"


def position_text(board) -> str:
    """Both players' points, the trumps and the stock, the trick, the stones in hand."""
    if board.obs is None:
        return ""
    w = words()
    lines = [player_part(board, row, w).name for row in (0, 1)]
    for part in (stock_part(board, w), table_part(board, w)):
        if part is not None:
            lines.append(part.name)
    for row in (0, 1):
        hand = hand_part(board, row, w)
        shown = [s for s in board.hand_shown[row] if s is not None]
        if hand is not None and shown:
            lines.append(hand.name + ": " + ", ".join(texts.stone_text(s) for s in shown))
        elif hand is not None:
            lines.append(hand.name)
    return sentences(*lines)
