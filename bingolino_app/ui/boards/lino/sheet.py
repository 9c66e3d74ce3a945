"""Lino's printable sheets: a score card per game (every scoring stone, the runs, the bonus and
the totals) and the final board; blank: an empty card and the starting cross.

Texts are translated here, in the GUI thread; ``paint_card`` only uses the copied data.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.rules import STAR
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.ui.boards.lino import drawing
from bingolino_app.ui.boards.lino.drawing import Picture, font
from bingolino_app.ui.common import theme
from bingolino_app.ui.printing.fit import draw_fitted

BLANK_LINES = 28


@attrs.define
class GameRecord:
    first: int = 0
    entries: list = attrs.field(factory=list)  # (stone number, player, points)
    runs: list = attrs.field(factory=lambda: [[], []])  # run lengths per player
    result: dict | None = None
    picture: Picture | None = None


def _records(session) -> list[GameRecord]:
    """Replay the session's actions, noting every score and the board at each game's end."""
    state = type(session.state)(len(session.seats), session.options)
    records = [GameRecord()]
    stone = 0
    for player, action in session.actions:
        before = state.clone()
        events = state.apply(action, player)
        record = records[-1]
        gained = sum(e.args["points"] for e in events if e.key == "lino.closed")
        if any(e.key == "lino.placed" for e in events):
            stone += 1
            if gained:
                record.entries.append((stone, player, gained))
        for e in events:
            if e.key == "lino.building":  # the next game's may follow a game_over here
                records[-1].first = e.args["player"]
            elif e.key == "lino.run":
                record.runs[e.args["player"]].append(len(e.args["tiles"]))
            elif e.key == "lino.game_over":
                stones = list(before.stones)
                stones[action.tile] = player
                record.result = state.results[e.args["game"]]
                record.picture = Picture(
                    box=before.box(), pos=tuple(before.pos), stones=tuple(stones),
                    backs=tuple(before.visible_back(t) for t in range(len(before.backs))),
                    runs=tuple(scoring.runs(Geometry(before.pos), stones)), ink=True)
                records.append(GameRecord())
                stone = 0
    if records[-1].result is None and not records[-1].entries and len(records) > 1:
        records.pop()
    if records[-1].picture is None and state.phase in ("build", "fill"):
        records[-1].picture = Picture(
            box=state.box(), pos=tuple(state.pos), stones=tuple(state.stones),
            backs=tuple(state.visible_back(t) for t in range(len(state.backs))),
            runs=tuple(scoring.runs(Geometry(state.pos), state.stones)), ink=True)
    return records


def make_sheet(session, num_players: int):
    from bingolino_app.ui.printing.sheet import SheetSet

    names = [s.name for s in session.seats] if session is not None else ["", ""]
    labels = {
        "title": QCoreApplication.translate("LinoSheet", "Lino score card"),
        "game": QCoreApplication.translate("LinoSheet", "Game %1"),
        "stone": QCoreApplication.translate("LinoSheet", "Stone"),
        "runs": QCoreApplication.translate("LinoSheet", "Runs of 4+"),
        "bonus": QCoreApplication.translate("LinoSheet", "Bonus (numbers, stars)"),
        "rows": QCoreApplication.translate("LinoSheet", "Closed rows"),
        "total": QCoreApplication.translate("LinoSheet", "Total"),
        "board": QCoreApplication.translate("LinoSheet", "Final board, game %1"),
        "start": QCoreApplication.translate("LinoSheet", "Starting cross"),
        "begins": QCoreApplication.translate("LinoSheet", "Begins: %1"),
        "blue": QCoreApplication.translate("LinoSheet", "Blue"),
        "white": QCoreApplication.translate("LinoSheet", "White"),
        "backs": QCoreApplication.translate("LinoSheet", "Tiles:"),
        "lines": QCoreApplication.translate("LinoSheet", "Runs of 4+:"),
    }
    if session is None:
        cells = rules.cross_layout()
        records = [GameRecord(picture=Picture(box=rules.layout_box(cells), pos=cells,
                                              stones=(EMPTY,) * len(cells), ink=True))]
    else:
        records = _records(session)
    blank = session is None

    def paint_card(painter: QPainter, rect: QRectF, index: int) -> None:
        record = records[index // 2]
        if index % 2:
            _paint_board_card(painter, rect, record, index // 2, labels, blank)
        else:
            _paint_score_card(painter, rect, record, index // 2, labels, names, blank)

    return SheetSet(title=labels["title"], cards=2 * len(records), aspect=0.7,
                    paint_card=paint_card)


def _paint_score_card(painter, rect: QRectF, record: GameRecord, game: int, labels, names,
                      blank: bool) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    w, h = rect.width(), rect.height()
    unit = h / 48
    x0, y = rect.left() + w * 0.06, rect.top() + unit
    inner = w * 0.88
    painter.setPen(theme.printed("ink"))
    draw_fitted(painter, QRectF(x0, y, inner * 0.74, unit * 2.2), Qt.AlignLeft | Qt.AlignVCenter,
                labels["title"], font(unit * 1.6, True), wrap=False)
    draw_fitted(painter, QRectF(x0 + inner * 0.76, y, inner * 0.24, unit * 2.2),
                Qt.AlignRight | Qt.AlignVCenter, labels["game"].replace("%1", str(game + 1)),
                font(unit * 1.0))
    y += unit * 2.6
    if not blank:
        draw_fitted(painter, QRectF(x0, y, inner, unit * 1.4), Qt.AlignLeft | Qt.AlignVCenter,
                    labels["begins"].replace("%1", names[record.first]), font(unit * 1.0),
                    names=names)
    y += unit * 1.6
    cols = [x0, x0 + w * 0.22, x0 + w * 0.55, x0 + w * 0.88]
    head_h = unit * 2.4  # two lines: a long name goes under its colour
    head_font = font(unit * 1.0, True)
    draw_fitted(painter, QRectF(cols[0], y, cols[1] - cols[0], head_h),
                Qt.AlignLeft | Qt.AlignVCenter, labels["stone"], head_font)
    for p in (0, 1):
        drawing.paint_stone(painter, QRectF(cols[p + 1], y, unit * 1.6, head_h).center(),
                            unit * 0.55, p)
        title = labels["blue" if p == 0 else "white"] + (f" – {names[p]}" if names[p] else "")
        draw_fitted(painter, QRectF(cols[p + 1] + unit * 1.8, y,
                                    cols[p + 2] - cols[p + 1] - unit * 2, head_h),
                    Qt.AlignLeft | Qt.AlignVCenter, title, head_font, names=names)
    y += head_h + unit * 0.2
    lines = max(BLANK_LINES if blank else 0, len(record.entries))
    line_h = min(unit * 1.2, (rect.bottom() - y - unit * 9) / max(lines, 1))
    entry_font = font(line_h * 0.75)
    running = [0, 0]
    for i in range(lines):
        top = y + i * line_h
        painter.setPen(QPen(theme.printed("rule"), 0.5))
        painter.drawLine(QPointF(cols[0], top + line_h), QPointF(cols[3], top + line_h))
        if i < len(record.entries):
            stone, player, points = record.entries[i]
            running[player] += points
            painter.setPen(theme.printed("ink"))
            draw_fitted(painter, QRectF(cols[0], top, cols[1] - cols[0], line_h),
                        Qt.AlignLeft | Qt.AlignVCenter, str(stone), entry_font, wrap=False)
            draw_fitted(painter, QRectF(cols[player + 1], top,
                                        cols[player + 2] - cols[player + 1] - unit, line_h),
                        Qt.AlignRight | Qt.AlignVCenter, f"+{points}   = {running[player]}",
                        entry_font, wrap=False)
    y += lines * line_h + unit * 0.6
    result = record.result
    for key in ("rows", "runs", "bonus", "total"):
        painter.setPen(QPen(theme.printed("ink"), 1.2 if key == "total" else 0.6))
        row_font = font(unit * 0.95, key == "total")
        draw_fitted(painter, QRectF(cols[0], y, w * 0.32, unit * 1.8),
                    Qt.AlignLeft | Qt.AlignVCenter, labels[key], row_font)
        for p in (0, 1):
            box = QRectF(cols[p + 1] + w * 0.11, y + unit * 0.1, w * 0.2, unit * 1.6)
            painter.setBrush(Qt.NoBrush)
            painter.drawRect(box)
            if result is not None:
                text = str(result[key][p])
                if key == "runs" and record.runs[p]:
                    text = "+".join(str(rules.run_points(n)) for n in record.runs[p]) + f" = {text}"
                draw_fitted(painter, box.adjusted(unit * 0.3, 0, -unit * 0.3, 0),
                            Qt.AlignRight | Qt.AlignVCenter, text, row_font)
        y += unit * 2.0
    painter.restore()


def _paint_board_card(painter, rect: QRectF, record: GameRecord, game: int, labels,
                      blank: bool) -> None:
    painter.save()
    unit = rect.height() / 48
    painter.setPen(theme.printed("ink"))
    title = labels["start"] if blank else labels["board"].replace("%1", str(game + 1))
    draw_fitted(painter, QRectF(rect.left() + unit, rect.top() + unit, rect.width() - 2 * unit,
                                unit * 2.4), Qt.AlignCenter, title, font(unit * 1.4, True))
    pic = record.picture
    if pic is not None:
        legend = _legend_rows(pic)
        area = QRectF(rect.left() + unit, rect.top() + unit * 4, rect.width() - 2 * unit,
                      rect.height() - unit * (5 + 2 * len(legend)))
        drawing.paint_board(painter, area, pic)
        y = area.bottom() + unit
        for kind in legend:
            _legend_row(painter, QRectF(rect.left() + unit * 2, y, rect.width() - unit * 4,
                                        unit * 1.6), kind, labels, unit)
            y += unit * 2
    painter.restore()


def _legend_rows(pic: Picture) -> list[str]:
    """What the printed board needs explained: the back colours (a bonus game shows them),
    the run lines (when there are runs)."""
    rows = []
    if any(b and b != STAR for b in pic.backs):
        rows.append("backs")
    if pic.runs:
        rows.append("lines")
    return rows


def _legend_row(painter, rect: QRectF, kind: str, labels, unit: float) -> None:
    """"Tile backs: (3) Blue  [3] White" or "Runs of 4+: ── Blue  - - White", drawn as the
    board draws them."""
    label_w = rect.width() * 0.34
    draw_fitted(painter, QRectF(rect.left(), rect.top(), label_w, rect.height()),
                Qt.AlignLeft | Qt.AlignVCenter, labels[kind], font(unit * 1.0, True))
    sample = rect.height()
    item_w = (rect.width() - label_w) / 2
    for p, colour in enumerate(("blue", "white")):
        x = rect.left() + label_w + p * item_w
        icon = QRectF(x, rect.top(), sample * (1 if kind == "backs" else 2.2), sample)
        if kind == "backs":
            drawing.paint_tile(painter, icon, ("b" if p == 0 else "w") + "3", EMPTY, None,
                               ink=True)
        else:
            y = icon.center().y()
            drawing.paint_run_line(painter, QPointF(icon.left() + sample * 0.2, y),
                                   QPointF(icon.right() - sample * 0.2, y), sample, p, ink=True)
        painter.setPen(theme.printed("ink"))
        draw_fitted(painter, QRectF(icon.right() + unit * 0.5, rect.top(),
                                    item_w - icon.width() - unit, rect.height()),
                    Qt.AlignLeft | Qt.AlignVCenter, labels[colour], font(unit * 1.0))
