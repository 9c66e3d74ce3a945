"""The Lino board: the tiles (dragged while building, filled with stones) with the cell names
on the edges, each player's latest move marked, the score panel with the score track, flashing
rows and flying points, and the end runs.

It draws the observation it is given and turns clicks, drags and keys (interaction.py) into
legal actions; it never changes the game. While the feedback of a human's own move plays (a
tile gliding or flashing, a closed row flashing and its points flying) the board holds the
table, so a computer's answer waits until it has run its full length. At the end of a fair
match's first game the model begins the second at once; the board shows the first game's end
(its last stone, runs and results) until the player clicks or presses a key. The end card's
contents and place: end_view.py.
"""

from __future__ import annotations

from typing import Sequence

import attrs
from PySide6.QtCore import (
    QCoreApplication, QEasingCurve, QEvent, QPointF, QRectF, QVariantAnimation,
)
from PySide6.QtGui import QLinearGradient, QBrush

from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.games.lino import scoring
from bingolino_app.games.lino.rules import STONES
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.state import Move, Place
from bingolino_app.ui.boards.base import GameBoard, InteractionScene
from bingolino_app.ui.boards.lino import texts
from bingolino_app.ui.boards.lino.controls import LinoControls
from bingolino_app.ui.boards.lino.drawing import Picture, font
from bingolino_app.ui.boards.lino.end_view import EndView
from bingolino_app.ui.boards.lino.interaction import Interaction
from bingolino_app.ui.boards.lino.items import BoardItem, FlyText, LastMark, PanelItem, TileGhost
from bingolino_app.ui.boards.lino.options import remember_layout
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.text import tooltip

WIDTH, HEIGHT = 1240.0, 800.0
BOARD_SIDE = 760.0


def felt_brush() -> QBrush:
    gradient = QLinearGradient(0, 0, WIDTH, HEIGHT)
    gradient.setColorAt(0, theme.colour("lino.felt_light"))
    gradient.setColorAt(1, theme.colour("lino.felt_dark"))
    return QBrush(gradient)


class Board(EndView, GameBoard):
    scene_type = InteractionScene
    scores_on_board = True  # each player's total beside his name in the panel

    def __init__(self, seats, options, parent=None) -> None:
        super().__init__(seats, options, parent)
        rect = QRectF(0, 0, WIDTH, HEIGHT)
        self.scene.setSceneRect(rect)
        theme.themed_background(self.scene, felt_brush)
        self.board_item = BoardItem(BOARD_SIDE)
        self.board_item.setPos(20, 20)
        self.scene.addItem(self.board_item)
        self.panel = PanelItem(WIDTH - BOARD_SIDE - 60, HEIGHT - 40)
        self.panel.setPos(BOARD_SIDE + 40, 20)
        self.scene.addItem(self.panel)
        self.obs = None
        self.legal: dict[int, list[Action]] = {}
        self.upcoming: tuple | None = None
        """(observation, legal) of a match's second game while the first one's end is shown
        in ``obs``: the table waits for the player (``go_on``)."""
        self.show_near = False
        self.flash: set[int] = set()
        self._animations: list = []
        self.sliding: int | None = None  # a tile gliding to its new cell (drawn by a ghost)
        self.last_marks: list[LastMark] = []
        self._layout_kept = False
        self._controls: LinoControls | None = None
        self.interaction = Interaction(self)

    # --- the GameBoard interface -------------------------------------------------------------
    def controls(self) -> LinoControls:
        if self._controls is None:
            self._controls = LinoControls()
            self._controls.near_toggled.connect(self.set_show_near)
            self._controls.next_game.connect(self.go_on)
            self._controls.near_check.setChecked(self.show_near)
            self._controls.destroyed.connect(self._controls_gone)
            if self.obs is not None:
                self._controls.show_phase(self.obs.phase, self.upcoming is not None)
        return self._controls

    def _controls_gone(self) -> None:
        self._controls = None

    def set_show_near(self, on: bool) -> None:
        self.show_near = bool(on)
        if self._controls is not None and self._controls.near_check.isChecked() != self.show_near:
            self._controls.near_check.setChecked(self.show_near)
        if self.obs is not None:
            self.redraw()

    def show_state(self, obs, legal, events: Sequence[Event]) -> None:
        self._finish_animations()
        legal = {p: list(a) for p, a in legal.items() if a}
        ended = None
        if not self.reviewing and any(seat.is_human for seat in self.seats):
            ended = first_game_end(self.obs, obs, events)
        self.upcoming = (obs, legal) if ended is not None else None
        if ended is not None:
            obs, legal = ended, {}
        self.obs, self.legal = obs, legal
        if not self._layout_kept and obs.pos:
            remember_layout(obs.start_cells())  # offered as "same board" in the next dialog
            self._layout_kept = True
        self.interaction.sync()
        self.redraw()
        if self.animation_speed > 0:
            self._animate(events)
        if self.upcoming is not None:
            self.hold()  # the first game's end, whatever the speed: the player goes on
        elif self.holding:  # undo, a new game, animations off: nothing of the human's plays now
            self.release_when_idle()

    def show_position(self, obs, events: Sequence[Event], before=None) -> None:
        """A review shows the first game's end at its last stone too (not game 2's board)."""
        ended = first_game_end(before, obs, events)
        self.show_state(ended if ended is not None else obs, {}, [] if ended else events)

    def go_on(self) -> bool:
        """A click or key while the first game's end is shown: on to the second game."""
        if self.upcoming is None:
            return False
        self._finish_animations()
        (self.obs, self.legal), self.upcoming = self.upcoming, None
        self.interaction.sync()
        self.redraw()
        self.release()
        return True

    def waits_for_click(self) -> bool:
        return self.upcoming is not None

    def log_cut(self, events: Sequence[Event]) -> int:
        """The second game's lines wait for it to be shown."""
        if self.upcoming is None:
            return len(events)
        return max((i + 1 for i, e in enumerate(events) if e.key == "lino.game_over"),
                   default=len(events))

    def cell_scene_pos(self, cell) -> QPointF:
        """Centre of ``cell`` in scene coordinates (tests click there)."""
        return self.board_item.mapToScene(self.board_item.cell_rect(cell).center())

    def tile_scene_pos(self, tile: int) -> QPointF:
        return self.cell_scene_pos(self.obs.pos[tile])

    def prompt(self) -> str:
        obs = self.obs
        if obs is None:
            return ""
        names = [s.name for s in self.seats]
        if self.upcoming is not None:
            return QCoreApplication.translate(
                "LinoBoard", "Click the board or press Space to begin game 2.")
        if obs.phase == "end":
            return self.end_headline() or texts.first_game_headline(obs, names)
        if not self.legal and self.reviewing:
            return ""  # a review's table: nobody is waited for (the window names the move)
        if not self.legal:
            return texts.fill(QCoreApplication.translate("LinoBoard", "Waiting for %1…"),
                              names[obs.active])
        if obs.phase == "build":
            return texts.fill(QCoreApplication.translate(
                "LinoBoard",
                "Move a tile (%1): drag it to a green cell, or click it and then the cell."),
                texts.moves_left_text(obs.builds_left[obs.active]))
        return QCoreApplication.translate("LinoBoard", "Place a stone on an empty tile.")

    def score_text(self, player: int) -> str:
        obs = self.obs
        return texts.points_text(int(obs.totals()[player]) if obs is not None else 0)

    def event_text(self, event: Event) -> str | None:
        return texts.event_text(event, [s.name for s in self.seats])

    def last_round(self, events) -> list[str]:
        """Each player's latest move (the two latest stones or tiles), with the rows they
        closed."""
        moves = [i for i, e in enumerate(events) if e.key in ("lino.placed", "lino.moved")]
        if not moves:
            return []
        begin = moves[-2] if len(moves) >= 2 else moves[-1]
        return [text for e in events[begin:] if (text := self.event_text(e))]

    def illegal_text(self, error: IllegalAction) -> str:
        return texts.illegal_text(error)

    def show_hint(self, player: int, action: Action) -> None:
        if self.upcoming is not None:  # a move of the second game, not yet on the table
            return
        if isinstance(action, Move):
            self.interaction.selected = action.tile
            self.interaction.cursor = (action.col, action.row)
        elif isinstance(action, Place):
            self.interaction.cursor = tuple(self.obs.pos[action.tile])
        self.interaction.keyboard = True
        self.redraw()

    def retranslate(self) -> None:
        if self.obs is not None:
            self.redraw()
        if self._controls is not None:
            self._controls.retranslate()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        return super().event(event)

    # --- drawing -----------------------------------------------------------------------------
    def human_to_move(self) -> int | None:
        return next(iter(self.legal), None)

    def picture(self) -> Picture:
        obs, inter = self.obs, self.interaction
        marks = {t: "flash" for t in self.flash}
        targets: tuple = ()
        if obs.phase == "build" and inter.selected is not None:
            marks[inter.selected] = "selected"
            targets = tuple(inter.targets(inter.selected))
        near = {}
        if self.show_near and obs.phase == "fill":
            geo = Geometry.of(obs.pos)
            for t, stone in enumerate(obs.stones):
                if stone == EMPTY:
                    points = sum(len(geo.rows[r]) for r in scoring.closed_rows(geo, obs.stones, t))
                    if points:
                        near[t] = points
                        marks.setdefault(t, "near")
        runs: tuple = ()
        if obs.phase == "end":
            runs = tuple(scoring.runs(Geometry.of(obs.pos), obs.stones))
        return Picture(
            box=obs.box, pos=obs.pos, stones=obs.stones, backs=obs.backs,
            used=obs.used if obs.phase == "build" else (), targets=targets, marks=marks,
            near=near, runs=runs,
            moved=frozenset(t for t, m in enumerate(obs.moved) if m)
            if obs.phase == "build" else frozenset(),
            hidden_tile=self.sliding if self.sliding is not None else inter.dragged_tile(),
            cursor=inter.cursor if inter.keyboard else None)

    def redraw(self) -> None:
        obs = self.obs
        self.board_item.set_picture(self.picture())
        names = [s.name for s in self.seats]
        panel = self.panel
        panel.names = list(names)
        panel.colours = [f" ({texts.colour_name(p)})" for p in (0, 1)]
        totals = obs.totals()
        if obs.phase == "build":
            panel.lines = [texts.moves_left_text(obs.builds_left[p]) for p in (0, 1)]
        elif obs.phase == "end":
            panel.lines = ["", ""]  # the table below has the points of each game
        else:
            # This game's rows only where they differ from the total beside the name (in
            # a match's second game): one number, one place.
            panel.lines = [texts.stones_left_text(obs.stones_left[p])
                           if totals[p] == obs.row_points[p] else
                           texts.fill(QCoreApplication.translate("LinoBoard", "%1 · rows %2"),
                                      texts.stones_left_text(obs.stones_left[p]),
                                      obs.row_points[p]) for p in (0, 1)]
        panel.scores = obs.totals()
        panel.active = obs.active if obs.phase != "end" else None
        final = obs.phase == "end" and obs.game_no + 1 >= obs.games
        # At the match's end the breakdown stands in the end card's table (end_card.py).
        panel.table = [] if final and self.upcoming is None else self._results_table()
        # The totals stand beside the names above it: the banner says who won and by how much.
        # It wraps, and shrinks from 30 pixels: a name may take its line at 24 ("Konstantin
        # Petr… wins" with room to spare).
        headline = texts.first_game_headline(obs, names) if obs.game_no + 1 < obs.games \
            else texts.end_headline(obs, names)
        # The match's end is the end card every game has (end_card.py); the interval after
        # a match's first game is the panel's own banner, with what to do.
        panel.banner = self.short(headline, font(30, True),
                                  (panel.rect.width() - 20) * 30 / 24) \
            if obs.phase == "end" and (self.upcoming is not None or not final) else ""
        if self.upcoming is not None:
            panel.banner += "\n" + self.prompt()
        self._mark_last_moves()
        panel.legend = self._legend()
        panel.update()
        panel.texts()  # lays it out: where its content ends
        if final and self.upcoming is None:
            self.show_end_card(0.5)
        else:
            self.hide_end_card()
        # A name the panel had to cut is there in full when the mouse rests on it.
        shown = {t.text for t in panel.texts()}
        full = [name + colour for name, colour in zip(panel.names, panel.colours)]
        panel.setToolTip(tooltip("\n".join(full)) if set(full) - shown else "")
        if self._controls is not None:
            self._controls.show_phase(obs.phase, self.upcoming is not None)

    def _mark_last_moves(self) -> None:
        """Each player's latest move as items on the board: a ring round the stone, or a
        dashed outline where the tile lay and an arrow into its new cell (hidden while the
        tile still glides there)."""
        for item in self.last_marks:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.last_marks = []
        obs, item = self.obs, self.board_item
        for player, move in enumerate(obs.last):
            if move is None:
                continue
            if move[0] == "place":
                marks = [LastMark("stone", player, move[2], item.cell_rect(move[2]))]
            else:
                _, tile, origin, cell = move
                marks = [LastMark("from", player, origin, item.cell_rect(origin))]
                if tile != self.sliding:
                    marks.append(LastMark("to", player, cell, item.cell_rect(cell),
                                          item.cell_rect(origin).center()))
            for mark in marks:
                mark.setParentItem(item)
            self.last_marks += marks

    def _legend(self) -> list[tuple[str, str]]:
        """What the marks on the board mean, for those shown now."""
        obs, legend = self.obs, []
        if obs.phase == "build" and any(obs.moved):
            legend.append(("moved", QCoreApplication.translate(
                "LinoBoard", "Folded corner: moved once, stays put")))
        kinds = {move[0] for move in obs.last if move is not None}
        if "move" in kinds:
            legend.append(("move", QCoreApplication.translate(
                "LinoBoard", "Each player's latest tile move")))
        if "place" in kinds:
            legend.append(("stone", QCoreApplication.translate(
                "LinoBoard", "Each player's latest stone")))
        return legend

    def _results_table(self) -> list[list[str]]:
        obs = self.obs
        if not obs.results:
            return []
        # A game's total only in a match of two games: in one game it is the total beside
        # the name, and the match's totals are those (one number, one place).
        keys = ("rows", "runs", "bonus", "total") if obs.games > 1 else ("rows", "runs", "bonus")
        rows = [[QCoreApplication.translate("LinoBoard", "Game"),
                 QCoreApplication.translate("LinoBoard", "Rows"),
                 QCoreApplication.translate("LinoBoard", "Runs"),
                 QCoreApplication.translate("LinoBoard", "Bonus"),
                 QCoreApplication.translate("LinoBoard", "Total")][:len(keys) + 1]]
        # Each player by colour: the names stand whole above, by their stones ("1: Алекс…"
        # in the table's narrow first column).
        for i, result in enumerate(obs.results):
            for p in (0, 1):
                label = texts.fill(QCoreApplication.translate("LinoBoard", "%1: %2"), i + 1,
                                   texts.colour_name(p))
                rows.append([label] + [str(result[k][p]) for k in keys])
        return rows

    # --- animations --------------------------------------------------------------------------
    def _animate(self, events: Sequence[Event]) -> None:
        obs = self.obs
        if self.upcoming is None and any(e.key == "lino.game_over" for e in events):
            return  # a new game began (no one at the screen to be shown the old one's end)
        own = False  # feedback of a human's own move: the computer's answer waits for it
        for event in events:
            if event.key in ("lino.closed", "lino.moved"):
                player = event.args.get("player")
                own = own or (player is not None and 0 <= player < len(self.seats)
                              and self.seats[player].is_human)
            if event.key == "lino.closed" and obs.phase != "setup":
                tiles = event.args["tiles"]
                self.flash |= set(tiles)
                a = self.tile_scene_pos(tiles[0])
                b = self.tile_scene_pos(tiles[-1])
                self._fly(f"+{event.args['points']}", (a + b) / 2,
                          self.panel.score_anchor(event.args["player"]))
            elif event.key == "lino.moved":
                if self.interaction.take_dropped(event.args["tile"]):
                    self.flash.add(event.args["tile"])  # dragged there by hand: no slide
                else:
                    self._slide(event.args["tile"], event.args["origin"], event.args["cell"])
        if self.flash:
            self._start_flash()
        if own and self._animations:
            self.hold()

    def busy(self) -> bool:
        """The human's own feedback (a flash, flying points, a sliding tile) still plays, or
        the first game's end waits for the player."""
        return bool(self._animations) or self.sliding is not None or self.upcoming is not None

    def _start_flash(self) -> None:
        self.redraw()
        timer = QVariantAnimation(self)
        timer.setStartValue(0.0)
        timer.setEndValue(1.0)
        timer.setDuration(int(900 / self.animation_speed))
        timer.finished.connect(self._end_flash)
        self._run(timer)

    def _slide(self, tile: int, origin, cell) -> None:
        """A tile moved by the computer (or by a click) glides from its old cell, then flashes."""
        back = self.obs.backs[tile] if self.obs.backs else None
        ghost = TileGhost(self.board_item.cell_rect(cell).width(), back)
        ghost.setOpacity(1.0)
        self.sliding = tile

        def landed() -> None:
            if ghost.scene() is not None:
                self.scene.removeItem(ghost)
            if self.sliding == tile:
                self.sliding = None
                self.flash.add(tile)
                self._start_flash()

        self._glide(ghost, self.cell_scene_pos(origin), self.cell_scene_pos(cell), 600, landed)
        self.redraw()

    def _end_flash(self) -> None:
        if self.flash:
            self.flash.clear()
            if self.obs is not None:
                self.redraw()

    def _fly(self, text: str, start: QPointF, end: QPointF) -> None:
        item = FlyText(text)
        self._glide(item, start, end, 900, lambda: item.scene() and self.scene.removeItem(item))

    def _glide(self, item, start: QPointF, end: QPointF, ms: int, done) -> None:
        """Put ``item`` in the scene at ``start`` and move it to ``end`` (eased); then ``done``."""
        item.setPos(start)
        self.scene.addItem(item)
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(int(ms / self.animation_speed))
        anim.setEasingCurve(QEasingCurve.InOutCubic)
        anim.valueChanged.connect(item.setPos)
        anim.finished.connect(done)
        self._run(anim)

    def _run(self, anim) -> None:
        self._animations.append(anim)
        anim.finished.connect(lambda: self._finished(anim))
        anim.start()

    def _finished(self, anim) -> None:
        if anim in self._animations:
            self._animations.remove(anim)
        if not self._animations and self.holding:
            self.release_when_idle()

    def _finish_animations(self) -> None:
        """A new state arrived: jump every running animation to its end."""
        self.sliding = None  # before the jumps: a landing slide must not start a flash
        for anim in list(self._animations):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
        self._animations.clear()
        self.flash.clear()
        for item in [i for i in self.scene.items() if isinstance(i, (FlyText, TileGhost))]:
            self.scene.removeItem(item)

    # --- a screen reader's board (access.py) -------------------------------------------------
    def accessible_items(self) -> list:
        from bingolino_app.ui.boards.lino import access

        return access.items(self)

    def accessible_focus(self) -> str | None:
        from bingolino_app.ui.boards.lino import access

        return access.focus(self)

    def position_text(self) -> str:
        from bingolino_app.ui.boards.lino import access

        return access.position_text(self)

    # --- lessons -------------------------------------------------------------------------------
    def cursor_rect(self):
        """The cell under the keyboard cursor (a zoomed view keeps it in sight)."""
        inter = self.interaction
        if not inter.keyboard or inter.cursor is None or self.board_item.picture is None:
            return None
        return self.board_item.mapRectToScene(self.board_item.cell_rect(inter.cursor))

    def anchor(self, name: str):
        """Parts a lesson points at: board, tile:T, cell:C:R, line:T1:T2 (the tiles of the
        row from T1 to T2), score:P (a player's box in the panel), results (a finished game's
        breakdown: its end card, or the panel's table), near (the control marking rows one
        stone short)."""
        obs, item = self.obs, self.board_item
        kind, *args = name.split(":")
        try:
            numbers = [int(a) for a in args]
            if kind == "tile" and obs is not None:
                return item.mapRectToScene(item.cell_rect(obs.pos[numbers[0]]))
            if kind == "cell":
                return item.mapRectToScene(item.cell_rect((numbers[0], numbers[1])))
            if kind == "line" and obs is not None:
                a, b = numbers
                geo = Geometry.of(obs.pos)
                row = next((r for r in geo.rows if a in r and b in r and a != b), None)
                if row is None:
                    return None
                i, j = sorted((row.index(a), row.index(b)))
                rect = QRectF()
                for tile in row[i:j + 1]:
                    rect = rect.united(item.mapRectToScene(item.cell_rect(obs.pos[tile])))
                return rect
            if kind == "score":
                box = QRectF(0, numbers[0] * 72, self.panel.rect.width(), 64)
                return self.panel.mapRectToScene(box) if numbers[0] in (0, 1) else None
        except (IndexError, ValueError):
            return None
        if name == "board":
            return item.sceneBoundingRect()
        if name == "results":
            card = self.end_card  # a finished game's breakdown stands on its end card
            if card is not None and card.scene() is self.scene and card.isVisible():
                return card.sceneBoundingRect()
            rows = self.panel.table
            if not rows:
                return None
            return self.panel.mapRectToScene(QRectF(0, 432, self.panel.rect.width(),
                                                    26 * len(rows)))
        if name == "near":
            return self.controls().near_check
        return None


def first_game_end(before, obs, events: Sequence[Event]):
    """The first game of a match as it ended, or None: ``obs`` already shows the second game
    (the model begins it with the first one's last stone), ``before`` the first before that
    stone, and ``events`` placed it."""
    placed = [e for e in events if e.key == "lino.placed"]
    if (before is None or len(placed) != 1 or before.phase != "fill" or obs.phase == "end"
            or obs.game_no != before.game_no + 1
            or sum(s != EMPTY for s in before.stones) != STONES - 1  # only the last stone
            or not any(e.key == "lino.game_over" for e in events)):
        return None
    placed = placed[0]
    tile, player = placed.args["tile"], placed.args["player"]
    stones, left, last = list(before.stones), list(before.stones_left), list(before.last)
    stones[tile] = player
    left[player] -= 1
    last[player] = ("place", tile, tuple(before.pos[tile]))
    result = obs.results[before.game_no]
    return attrs.evolve(before, phase="end", stones=tuple(stones), stones_left=tuple(left),
                        last=tuple(last), row_points=tuple(result["rows"]),
                        results=obs.results[:before.game_no + 1], winners=())
