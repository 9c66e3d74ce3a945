"""The Bingolino board: every player's grid (the active one large), dice, totals and hints.

It draws the observation it is given and turns clicks, drags and keys into legal actions; it
never changes the game. Interaction (mouse, keys, arrangement editing) lives in interaction.py.
"""

from __future__ import annotations

import random
from typing import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve, QEvent, QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem

from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.games.bingolino import rules
from bingolino_app.games.bingolino.state import Arrange, ChooseDice, Flip, TurnBack
from bingolino_app.ui.boards.base import GameBoard, InteractionScene
from bingolino_app.ui.boards.bingolino import texts
from bingolino_app.ui.boards.bingolino.controls import BingolinoControls
from bingolino_app.ui.boards.bingolino.interaction import Interaction
from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.boards.bingolino.items import (
    CursorItem, DieItem, GridItem, cell_centre, cell_origin, felt_brush,
)
from bingolino_app.ui.boards.bingolino.odds import OddsPanel
from bingolino_app.ui.text import escaped

WIDTH = 1240.0
BIG, SMALL = 0.9, 0.5625  # the active grid is 1.6 times the others
GRID_W, GRID_H = 554.0, 596.0  # GridItem bounding box
GRID_LEFT, GRID_TOP = 62.0, 6.0  # where the bounding box starts left of / above the origin
PANEL_X, PANEL_W = 590.0, 620.0


class Board(GameBoard):
    scene_type = InteractionScene

    def __init__(self, seats, options, parent=None) -> None:
        super().__init__(seats, options, parent)
        n = len(self.seats)
        self.top_band = 0.0 if n == 1 else 20.0 + GRID_H * SMALL + 24.0
        height = self.top_band + 20.0 + GRID_H * BIG + 20.0
        rect = QRectF(0, 0, WIDTH, height)
        self.scene.setSceneRect(rect)
        self.scene.setBackgroundBrush(felt_brush(rect))
        self.grids = [GridItem(p) for p in range(n)]
        for grid in self.grids:
            self.scene.addItem(grid)
        self.panel_y = self.top_band + 20.0
        self.dice = [DieItem() for _ in range(rules.MAX_DICE)]
        for i, die in enumerate(self.dice):
            self.scene.addItem(die)
            die.setPos(PANEL_X + 10 + i * 80, self.panel_y + 12)
            die.hide()
        self.total_item = self._text_item(46, True, "#ffe08a")
        self.total_item.setPos(PANEL_X + 420, self.panel_y + 14)
        self.roller_item = self._text_item(16, False, "#d8e8d0")
        self.roller_item.setPos(PANEL_X + 10, self.panel_y + 86)
        self.info_item = QGraphicsTextItem()
        self.info_item.setDefaultTextColor(QColor("#f5f0e1"))
        font = QFont("Sans Serif")
        font.setPixelSize(20)
        self.info_item.setFont(font)
        self.info_item.setTextWidth(PANEL_W)
        self.info_item.setPos(PANEL_X, self.panel_y + 112)
        self.scene.addItem(self.info_item)
        self.odds = OddsPanel()
        self.scene.addItem(self.odds)
        self.odds.setPos(PANEL_X, self.panel_y + GRID_H * BIG - self.odds.boundingRect().height())
        self.odds.hide()
        self.cursor_item = CursorItem()
        self.cursor_item.setZValue(20)
        self.cursor_item.hide()
        self.scene.addItem(self.cursor_item)
        self.end_banner: BannerItem | None = None
        self.obs = None
        self.legal: dict[int, list[Action]] = {}
        self.big_player = 0
        self.last_roll: tuple[int, ...] = ()
        self.last_roller: int | None = None
        self._controls: BingolinoControls | None = None
        self._animations: list = []
        self.interaction = Interaction(self)

    def _text_item(self, size: int, bold: bool, colour: str) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        font = QFont("Sans Serif")
        font.setPixelSize(size)
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(QColor(colour))
        self.scene.addItem(item)
        return item

    # --- the GameBoard interface -------------------------------------------------------------
    def controls(self) -> BingolinoControls:
        if self._controls is None:
            self._controls = BingolinoControls()
            self._controls.dice_clicked.connect(self.interaction.choose_dice)
            self._controls.arrange_clicked.connect(self.interaction.arrange_for_me)
            self._controls.done_clicked.connect(self.interaction.done)
            self._controls.odds_toggled.connect(self.set_odds_visible)
            self._controls.destroyed.connect(self._controls_gone)
            self._update_controls()
        return self._controls

    def _controls_gone(self) -> None:
        self._controls = None

    def dice_button(self, n: int) -> QAbstractButton:
        return self.controls().dice_buttons[n - 1]

    def cell_scene_pos(self, player: int, cell: int) -> QPointF:
        origin, scale = self.slot(player)  # the final place, even mid-animation
        return origin + cell_centre(cell) * scale

    def show_state(self, obs, legal, events: Sequence[Event]) -> None:
        self._finish_animations()
        self.obs, self.legal = obs, {p: list(a) for p, a in legal.items() if a}
        for event in events:
            if event.key == "bingolino.rolled":
                self.last_roll = tuple(event.args.get("dice", ()))
                self.last_roller = event.args.get("player")
        if obs.dice:
            self.last_roll, self.last_roller = tuple(obs.dice), obs.active
        self.interaction.sync()
        editor = self.interaction.editor()
        self.big_player = editor if editor is not None else obs.active
        self._layout(animate=self.animation_speed > 0)
        self._draw_grids(events)
        self._draw_dice(events)
        self._draw_texts()
        self._update_controls()
        self.interaction.place_cursor()
        if self.animation_speed > 0:
            for event in events:
                if event.key == "bingolino.star":
                    self._flash(QCoreApplication.translate("BingolinoBoard", "Bingolino!"),
                                self.grids[event.args["player"]])

    def prompt(self) -> str:
        obs = self.obs
        if obs is None:
            return ""
        names = [s.name for s in self.seats]
        if obs.phase == "end":
            return texts.winners_text(obs.winners, names, obs.turn)
        mine = self.legal
        if not mine:
            waiting = [names[p] for p in obs.pending] or [names[obs.active]]
            return texts.waiting_text(waiting)
        first = next(iter(mine.values()))[0]
        if isinstance(first, Arrange):
            return QCoreApplication.translate(
                "BingolinoBoard",
                "Arrange your tiles: drag one onto another to swap them, or use Arrange for me. "
                "Then press Done.")
        if isinstance(first, ChooseDice):
            return QCoreApplication.translate("BingolinoBoard", "Choose how many dice to roll (1–5).")
        if isinstance(first, TurnBack):
            return QCoreApplication.translate("BingolinoBoard", "Nothing matches: turn one of your face-down tiles back up.")
        return QCoreApplication.translate("BingolinoBoard", "Turn one of the highlighted tiles face down.")

    def score_text(self, player: int) -> str:
        obs = self.obs
        stars = obs.stars(player) if obs is not None else 0
        text = texts.stars_text(stars)
        if len(self.seats) == 1 and obs is not None:
            text += " · " + texts.turns_text(obs.turn)
        return text

    def event_text(self, event: Event) -> str | None:
        return texts.event_text(event, [s.name for s in self.seats])

    def illegal_text(self, error: IllegalAction) -> str:
        return texts.illegal_text(error)

    def show_hint(self, player: int, action: Action) -> None:
        if isinstance(action, Arrange):
            self.interaction.layouts[player] = list(action.layout)
            self._draw_grids(())
        elif isinstance(action, (Flip, TurnBack)):
            self.interaction.cursor = (player, action.cell)
            self.interaction.place_cursor()
        elif isinstance(action, ChooseDice) and self._controls is not None:
            self.dice_button(action.count).setFocus()
        if isinstance(action, ChooseDice):
            self.message.emit(texts.dice_text(action.count))

    def retranslate(self) -> None:
        if self.obs is not None:
            self._draw_grids(())
            self._draw_dice(())
            self._draw_texts()
        self.odds.retranslate()
        if self._controls is not None:
            self._controls.retranslate()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        return super().event(event)

    # --- drawing -----------------------------------------------------------------------------
    def slot(self, player: int) -> tuple[QPointF, float]:
        """Where a player's grid goes (its origin) and its scale."""
        n = len(self.seats)
        if player == self.big_player:
            return QPointF(30 + GRID_LEFT * BIG, self.panel_y + GRID_TOP * BIG), BIG
        others = [(self.big_player + i) % n for i in range(1, n)]
        k, gap = len(others), 40.0
        width = k * GRID_W * SMALL + (k - 1) * gap
        x0 = (WIDTH - width) / 2
        i = others.index(player)
        x = x0 + i * (GRID_W * SMALL + gap) + GRID_LEFT * SMALL
        return QPointF(x, 20 + GRID_TOP * SMALL), SMALL

    def _layout(self, animate: bool) -> None:
        group = QParallelAnimationGroup(self)
        for grid in self.grids:
            pos, scale = self.slot(grid.player)
            if animate and (grid.pos() != pos or grid.scale() != scale) and grid.isVisible():
                for prop, value in ((b"pos", pos), (b"scale", scale)):
                    anim = QPropertyAnimation(grid, prop)
                    anim.setEndValue(value)
                    anim.setDuration(int(350 / self.animation_speed))
                    anim.setEasingCurve(QEasingCurve.OutCubic)
                    group.addAnimation(anim)
            else:
                grid.setPos(pos)
                grid.setScale(scale)
            grid.set_active(grid.player == self.obs.active and self.obs.phase != "arrange")
        if group.animationCount():
            self._run(group)

    def highlights(self, player: int) -> dict[int, str]:
        """Cell -> highlight kind for ``player``'s grid in the current state."""
        obs = self.obs
        if obs is None or obs.phase != "flip" or obs.grids[player] is None:
            return {}
        grid, total = obs.grids[player], obs.total
        if player in self.legal:
            marks = {}
            for action in self.legal[player]:
                if isinstance(action, Flip):
                    marks[action.cell] = "match" if grid[action.cell] == total else "reduced"
                elif isinstance(action, TurnBack):
                    marks[action.cell] = "back"
            return marks
        if player not in obs.pending:
            return {}
        numbers = {total} | (rules.reduced_totals(obs.dice) if player == obs.active else set())
        return {c: "could" for c in rules.flip_cells(grid, obs.facedown[player], numbers)}

    def _draw_grids(self, events: Sequence[Event]) -> None:
        obs, names = self.obs, [s.name for s in self.seats]
        flips = {(e.args["player"], e.args["cell"]): e.key == "bingolino.flipped"
                 for e in events if e.key in ("bingolino.flipped", "bingolino.turned_back")}
        duration = int(420 / self.animation_speed) if self.animation_speed > 0 else 0
        editor = self.interaction.editor()
        for grid in self.grids:
            p = grid.player
            layout = obs.grids[p]
            editable = p == editor
            if editable:
                layout = self.interaction.layouts[p]
            elif layout is None:
                layout = obs.hands[p] if obs.hands else None
            marks = self.highlights(p)
            note = ""
            if obs.phase == "arrange" and obs.grids[p] is None and not editable:
                note = QCoreApplication.translate("BingolinoBoard", "Arranging…")
            elif obs.contenders and p not in obs.contenders:
                note = QCoreApplication.translate("BingolinoBoard", "Out of the play-off")
            elif p in obs.winners:
                note = QCoreApplication.translate("BingolinoBoard", "Winner!")
            grid.set_texts(names[p], self.score_text(p), note)
            for cell, tile in enumerate(grid.tiles):
                if layout is None:
                    tile.hide()
                    continue
                tile.show()
                down = obs.facedown[p][cell] if obs.grids[p] is not None else False
                if (p, cell) in flips and duration:
                    tile.set_face(layout[cell], not down)
                    tile.flip_to(down, duration)
                else:
                    tile.set_face(layout[cell], down)
                tile.dimmed = obs.grids[p] is None and not editable
                tile.selected = editable and self.interaction.selected == cell
                tile.set_highlight(marks.get(cell))
                tile.setPos(cell_origin(cell))
                tile.setZValue(0)
                tile.update()
            for line, star in enumerate(grid.stars):
                star.set_earned(line in obs.completed[p])

    def _draw_dice(self, events: Sequence[Event]) -> None:
        dice = self.last_roll
        rolled = any(e.key == "bingolino.rolled" for e in events)
        for i, die in enumerate(self.dice):
            die.setVisible(i < len(dice))
            die.setRotation(0)
            if i < len(dice):
                die.set_value(dice[i])
                die.setOpacity(1.0 if self.obs.dice else 0.45)
        if dice:
            self.total_item.setText(texts.total_text(sum(dice)))
            # Right-aligned beside the dice, shrunk if a language makes it too wide.
            left = PANEL_X + 10 + len(dice) * 80 + 10
            width = self.total_item.boundingRect().width()
            scale = min(1.0, (PANEL_X + PANEL_W - left) / max(width, 1.0))
            self.total_item.setScale(scale)
            self.total_item.setPos(PANEL_X + PANEL_W - width * scale,
                                   self.panel_y + 14 + (1 - scale) * 28)
            roller = self.last_roller
            name = self.seats[roller].name if roller is not None else ""
            self.roller_item.setText(texts.fill(QCoreApplication.translate("BingolinoBoard", 
                "Rolled by %1"), name) if self.obs.dice else texts.fill(
                QCoreApplication.translate("BingolinoBoard", "Last roll, by %1"), name))
        else:
            self.total_item.setText("")
            self.roller_item.setText("")
        self.total_item.setOpacity(1.0 if self.obs.dice else 0.5)
        if rolled and self.animation_speed > 0 and dice:
            self._tumble(dice)

    def _tumble(self, dice: tuple[int, ...]) -> None:
        rng = random.Random(hash(dice))  # looks only; never touches the game
        faces = [[rng.randint(1, 6) for _ in dice] for _ in range(12)]
        spins = [rng.choice((-1, 1)) * rng.uniform(180, 540) for _ in dice]
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(650 / self.animation_speed))
        anim.setEasingCurve(QEasingCurve.OutCubic)

        def step(value: float) -> None:
            frame = min(int(value * len(faces)), len(faces) - 1)
            for i, die in enumerate(self.dice[:len(dice)]):
                die.set_value(dice[i] if value >= 0.85 else faces[frame][i])
                die.setRotation(spins[i] * (1.0 - value))

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: [d.setRotation(0) or d.set_value(v)
                                       for d, v in zip(self.dice, dice)])
        self._run(anim)

    def _draw_texts(self) -> None:
        obs = self.obs
        names = [s.name for s in self.seats]
        lines = []  # rich text: every text put in is escaped (names are never markup)
        if obs.phase == "flip" and obs.active in self.legal:
            legal = self.legal[obs.active]
            grid = obs.grids[obs.active]
            if isinstance(legal[0], TurnBack):
                lines.append(escaped(texts.forced_text(obs.total, rules.reduced_totals(obs.dice))))
            else:
                usable = sorted({grid[a.cell] for a in legal if grid[a.cell] != obs.total})
                pairs = [(n, obs.total - n) for n in usable]
                if pairs:
                    lines.append("<span style='color:#7fdcff'>%s</span>"
                                 % escaped(texts.reduced_text(pairs)))
        if obs.contenders and obs.phase != "end":
            lines.append(escaped(texts.playoff_text(names, obs.contenders, obs.target)))
        forced = obs.phase == "flip" and isinstance(self.legal.get(obs.active, [None])[0], TurnBack)
        if obs.phase != "end" and not forced:  # the forced case has its own explanation
            lines.insert(0, "<b>%s</b>" % escaped(self.prompt()))
        self.info_item.setHtml("<br>".join(lines))
        if self.end_banner is not None:
            self.scene.removeItem(self.end_banner)
            self.end_banner = None
        if obs.phase == "end":
            self.end_banner = BannerItem(texts.winners_text(obs.winners, names, obs.turn), 48)
            self.end_banner.setZValue(30)
            room = WIDTH - PANEL_X  # right of the grids, to the scene's edge
            self.end_banner.fit(room - 10)
            self.end_banner.setPos(PANEL_X + room / 2, self.panel_y + 180)
            self.scene.addItem(self.end_banner)
        self.set_odds_visible(self._controls is not None and self._controls.odds_check.isChecked())

    def set_odds_visible(self, visible: bool) -> None:
        obs = self.obs
        self.odds.setVisible(visible and obs is not None and obs.phase != "end")
        if visible and obs is not None:
            p = self.big_player
            layout = obs.grids[p] or self.interaction.layouts.get(p) or obs.hands[p]
            numbers = {layout[c] for c in range(16)
                       if obs.grids[p] is None or not obs.facedown[p][c]}
            self.odds.set_numbers(numbers, may_reduce=p == obs.active)

    def _update_controls(self) -> None:
        if self._controls is None:
            return
        kinds = {type(a) for actions in self.legal.values() for a in actions}
        self._controls.set_enabled(dice=ChooseDice in kinds, arrange=Arrange in kinds)

    # --- animations ----------------------------------------------------------------------------
    def _run(self, anim) -> None:
        self._animations.append(anim)
        anim.finished.connect(lambda: anim in self._animations and self._animations.remove(anim))
        anim.start()

    def _finish_animations(self) -> None:
        """A new state arrived: jump every running animation to its end."""
        for anim in list(self._animations):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
        self._animations.clear()
        for grid in self.grids:
            for tile in grid.tiles:
                tile.stop_animation()
        for item in [i for i in self.scene.items() if getattr(i, "is_flash", False)]:
            self.scene.removeItem(item)

    def _flash(self, text: str, grid: GridItem) -> None:
        banner = BannerItem(text, 80)
        banner.is_flash = True
        banner.setZValue(40)
        banner.setPos(grid.mapToScene(QPointF(215, 280)))
        self.scene.addItem(banner)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(1400 / self.animation_speed))

        def step(v: float) -> None:
            banner.setScale(0.6 + 0.5 * min(v * 3, 1.0))
            banner.setOpacity(1.0 if v < 0.7 else (1.0 - v) / 0.3)

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: banner.scene() and self.scene.removeItem(banner))
        self._run(anim)
