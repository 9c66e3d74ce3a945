"""The Bingolino board: every player's grid in a fixed place (layout.py), dice, totals, hints.

It draws the observation it is given and turns clicks, drags and keys into legal actions; it
never changes the game. Interaction (mouse, keys, arrangement editing) lives in interaction.py,
the dice panel in dice_view.py.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import (
    QCoreApplication, QEvent, QPointF, QRectF, QVariantAnimation,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem

from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.games.bingolino import rules
from bingolino_app.games.bingolino.state import Arrange, ChooseDice, Flip, TurnBack
from bingolino_app.ui.boards.base import GameBoard, InteractionScene
from bingolino_app.ui.boards.bingolino import layout, texts
from bingolino_app.ui.boards.bingolino.controls import BingolinoControls
from bingolino_app.ui.boards.bingolino.dice_view import DiceView
from bingolino_app.ui.boards.bingolino.interaction import Interaction
from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.boards.bingolino.items import (
    GRID_SIDE, HEADER, CursorItem, DieItem, GridItem, cell_centre, cell_origin,
    felt_brush,
)
from bingolino_app.ui.boards.bingolino.odds import OddsPanel
from bingolino_app.ui.boards.fit import set_box
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.text import escaped

END_MIN_SCALE = 0.5  # the end banner shrinks to half before it cuts a name


class Board(DiceView, GameBoard):
    scene_type = InteractionScene
    scores_on_board = True  # each grid's header: stars (and a solo game's turns)

    def __init__(self, seats, options, parent=None) -> None:
        super().__init__(seats, options, parent)
        n = len(self.seats)
        self.own = layout.own_seats([s.is_human for s in self.seats])
        self.table = layout.table(n, self.own)
        rect = QRectF(0, 0, self.table.width, self.table.height)
        self.scene.setSceneRect(rect)
        theme.themed_background(self.scene, lambda: felt_brush(rect))
        self.grids = [GridItem(p) for p in range(n)]
        for grid in self.grids:
            self.scene.addItem(grid)
            origin, scale = self.slot(grid.player)
            grid.setPos(origin)  # for the whole game: a player's place does not move
            grid.setScale(scale)
            grid.set_text_scale(scale)
        panel = self.table.panel
        self.dice = [DieItem() for _ in range(rules.MAX_DICE)]
        for die in self.dice:
            self.scene.addItem(die)
            die.hide()
        self.total_item = self._text_item(46, True, "table.accent")
        line_y = panel.y + 86 + (60 if panel.total_below else 0)
        f = panel.text_scale
        self.roller_item = self._text_item(round(20 * f), False, "bingolino.roller")
        self.roller_item.setPos(panel.x + 10, line_y)
        self.aside_item = self._text_item(round(20 * f), True, "bingolino.aside")
        self.aside_item.setPos(panel.x + 10, line_y + 26 * f)
        self.panel_rect = QRectF(panel.x, panel.y, panel.w, panel.h)
        for item in (self.total_item, self.roller_item, self.aside_item):
            set_box(item, self.panel_rect)
        self.info_item = QGraphicsTextItem()
        theme.tint(self.info_item, "table.text")
        font = QFont("Sans Serif")
        font.setPixelSize(round(20 * f))
        self.info_item.setFont(font)
        self.info_item.setTextWidth(panel.text_w)
        self.info_item.setPos(panel.x, line_y + 56 * f)
        set_box(self.info_item, self.panel_rect.adjusted(-4, 0, 4, 0))  # its margin
        self.scene.addItem(self.info_item)
        self.odds = OddsPanel()
        self.scene.addItem(self.odds)
        self.odds.setScale(panel.odds_scale)
        self.odds.setPos(panel.odds_x, panel.odds_y)
        self.odds.hide()
        self.cursor_item = CursorItem()
        self.cursor_item.setZValue(20)
        self.cursor_item.hide()
        self.scene.addItem(self.cursor_item)
        self.obs = None
        self.legal: dict[int, list[Action]] = {}
        self.hint_cell: tuple[int, int] | None = None  # the suggested tile (player, cell)
        self._controls: BingolinoControls | None = None
        self._animations: list = []
        self.interaction = Interaction(self)

    def _text_item(self, size: int, bold: bool, role: str) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        font = QFont("Sans Serif")
        font.setPixelSize(size)
        font.setBold(bold)
        item.setFont(font)
        theme.tint(item, role)
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
        self.hint_cell = None  # a hint belongs to the decision it was asked for
        self.obs, self.legal = obs, {p: list(a) for p, a in legal.items() if a}
        self.interaction.sync()
        self._frame_grids()
        self.draw_grids(events)
        self._draw_dice(events)
        self._draw_texts()
        self._update_controls()
        self.interaction.place_cursor()
        if self.animation_speed > 0:
            earned = []
            for event in events:
                if event.key == "bingolino.star" and event.args["player"] not in earned:
                    earned.append(event.args["player"])
            for player in earned:
                self._flash(QCoreApplication.translate("BingolinoBoard", "Bingolino!"),
                            self.grids[player])
        if self.holding and not self._flashes():
            self.release_when_idle()  # the flash that held the table was cut short by this state

    turn_event = "bingolino.turn"

    def turn_ended(self, events) -> bool:
        """A turn was played (a roll and the tiles it turned): the next one began."""
        return any(e.key == "bingolino.turn" and e.args.get("turn", 0) > 1 for e in events)

    def turn_pace_changed(self) -> None:
        if self.obs is not None:
            self._draw_texts()

    def prompt(self) -> str:
        obs = self.obs
        if obs is None:
            return ""
        names = [s.name for s in self.seats]
        if self.pace_prompt() and obs.phase != "end":
            return self.pace_prompt()
        if obs.phase == "end":
            # The side panel's headline names the winners already; here: why (solo: turns).
            return texts.end_reason(obs) or texts.winners_title(obs.winners, names, obs.turn)
        mine = self.legal
        if not mine and self.reviewing:
            return ""  # a review's table: nobody is waited for (the window names the move)
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
        self.hint_cell = None
        if isinstance(action, (Flip, TurnBack)):
            self.hint_cell = (player, action.cell)  # marked on the tile, not only in words
            self.draw_grids(())
        if isinstance(action, Arrange):
            self.interaction.layouts[player] = list(action.layout)
            self.draw_grids(())
        elif isinstance(action, (Flip, TurnBack)):
            self.interaction.cursor = (player, action.cell)
            self.interaction.place_cursor()
        elif isinstance(action, ChooseDice) and self._controls is not None:
            self.dice_button(action.count).setFocus()
        if isinstance(action, ChooseDice):
            self.message.emit(texts.dice_text(action.count))

    def retranslate(self) -> None:
        if self.obs is not None:
            self.draw_grids(())
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
        """Where a player's grid lies (its origin) and its scale: the same all game long."""
        slot = self.table.slots[player]
        return QPointF(slot.x, slot.y), slot.scale

    def framed_player(self) -> int | None:
        """Whose grid carries the gold frame: the roller; while grids are laid out, the
        human whose arrangement is being edited."""
        obs = self.obs
        if obs is None or obs.phase == "end":
            return None
        if obs.phase == "arrange":
            return self.interaction.editor()
        return obs.active

    def _frame_grids(self) -> None:
        framed = self.framed_player()
        for grid in self.grids:
            grid.set_active(grid.player == framed)

    def odds_player(self) -> int:
        """Whose chances the odds chart shows: the human acting now, else the first own grid."""
        actor = self.interaction.actor()
        if actor is not None:
            return actor
        obs = self.obs
        if obs is not None and obs.active in self.own and obs.phase == "choose":
            return obs.active
        return self.own[0]

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

    def draw_grids(self, events: Sequence[Event]) -> None:
        obs, names = self.obs, [s.name for s in self.seats]
        flips = {(e.args["player"], e.args["cell"]): e.key == "bingolino.flipped"
                 for e in events if e.key in ("bingolino.flipped", "bingolino.turned_back")}
        duration = int(420 / self.animation_speed) if self.animation_speed > 0 else 0
        editor = self.interaction.editor()
        for grid in self.grids:
            p = grid.player
            layout_ = obs.grids[p]
            editable = p == editor
            if editable:
                layout_ = self.interaction.layouts[p]
            elif layout_ is None:
                layout_ = obs.hands[p] if obs.hands else None
            marks = self.highlights(p)
            note = ""
            if obs.phase == "arrange" and obs.grids[p] is None and not editable:
                note = QCoreApplication.translate("BingolinoBoard", "Arranging…")
            elif obs.contenders and p not in obs.contenders:
                note = QCoreApplication.translate("BingolinoBoard", "Out of the play-off")
            elif p in obs.winners:
                note = QCoreApplication.translate("BingolinoBoard", "Winner!")
            elif len(self.own) > 1 and p in self.legal and not editable:
                # Several humans at one screen decide at once: say whose choice is open.
                note = QCoreApplication.translate("BingolinoBoard", "Your move")
            grid.set_texts(names[p], self.score_text(p), note)
            for cell, tile in enumerate(grid.tiles):
                if layout_ is None:
                    tile.hide()
                    continue
                tile.show()
                down = obs.facedown[p][cell] if obs.grids[p] is not None else False
                if (p, cell) in flips and duration:
                    tile.set_face(layout_[cell], not down)
                    tile.flip_to(down, duration)
                else:
                    tile.set_face(layout_[cell], down)
                tile.dimmed = obs.grids[p] is None and not editable
                tile.selected = editable and self.interaction.selected == cell
                tile.set_highlight(marks.get(cell))
                tile.hinted = self.hint_cell == (p, cell)
                tile.setPos(cell_origin(cell))
                tile.setZValue(0)
                tile.update()
            for line, star in enumerate(grid.stars):
                star.set_earned(line in obs.completed[p])
            last = obs.last_turned[p] if obs.last_turned else None
            if last is None or layout_ is None:
                grid.last_marker.show_at(None)
            else:
                grid.last_marker.show_at(*last)

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
                    lines.append("<span style='color:%s'>%s</span>" % (
                        theme.hex("bingolino.aside"), escaped(texts.reduced_text(pairs))))
        font = self.info_item.font()
        line = self.info_item.textWidth() - 10  # its lines wrap: a name may take one
        if obs.contenders and obs.phase != "end":
            lines.append(escaped(self.short(
                texts.playoff_text(names, obs.contenders, obs.target), font, line)))
        forced = obs.phase == "flip" and isinstance(self.legal.get(obs.active, [None])[0], TurnBack)
        if obs.phase != "end" and not forced:  # the forced case has its own explanation
            bold = QFont(font)
            bold.setBold(True)
            lines.insert(0, "<b>%s</b>" % escaped(self.short(self.prompt(), bold, line)))
        self.info_item.setHtml("<br>".join(lines))
        self._draw_end()
        self.set_odds_visible(self._controls is not None and self._controls.odds_check.isChecked())

    def _draw_end(self) -> None:
        """The end card over the panel (end_card.py): who won, why, everyone's stars, Play
        again and Review. The last roll's lines give way to it (their ends stood out beside
        the card, cut); the dice and the total stay above it."""
        if self.obs.phase != "end":
            self.hide_end_card()
        else:
            self.show_end_card(END_MIN_SCALE)
        for item in (self.roller_item, self.aside_item):
            item.setVisible(self.end_card is None)

    @property
    def end_banner(self) -> BannerItem | None:
        """The winner's banner: the end card's headline."""
        return self.end_card.banner if self.end_card is not None else None

    def end_summary(self):
        from bingolino_app.ui.boards.end_card import EndSummary

        obs = self.obs
        if obs is None or obs.phase != "end":
            return None
        names = [s.name for s in self.seats]
        title = texts.winners_title(obs.winners, names, obs.turn)
        reason = texts.end_reason(obs)
        if len(names) == 1:
            return EndSummary(title, (reason,) if reason else ())
        heading = QCoreApplication.translate("BingolinoBoard", "Stars")
        rows = tuple((names[p], (str(obs.stars(p)),), p in obs.winners)
                     for p in range(len(names)))
        return EndSummary(title, (reason,) if reason else (), (heading,), rows)

    def end_card_room(self) -> QRectF:
        """The panel under the dice and the total (the card covered half of "Total 4")."""
        top = self.roller_item.pos().y() - 4
        rect = self.panel_rect
        return QRectF(rect.left(), top, rect.width(), rect.bottom() - top)

    def set_odds_visible(self, visible: bool) -> None:
        obs = self.obs
        self.odds.setVisible(visible and obs is not None and obs.phase != "end")
        if visible and obs is not None:
            p = self.odds_player()
            layout = obs.grids[p] or self.interaction.layouts.get(p) or obs.hands[p]
            numbers = {layout[c] for c in range(16)
                       if obs.grids[p] is None or not obs.facedown[p][c]}
            self.odds.set_numbers(numbers, may_reduce=p == obs.active)

    def _update_controls(self) -> None:
        if self._controls is None:
            return
        kinds = {type(a) for actions in self.legal.values() for a in actions}
        self._controls.set_enabled(dice=ChooseDice in kinds, arrange=Arrange in kinds)
        if self.obs is not None:
            self._controls.set_phase(self.obs.phase)

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
        for item in self._flashes():
            self.scene.removeItem(item)

    def _flashes(self) -> list:
        return [i for i in self.scene.items() if getattr(i, "is_flash", False)]

    def busy(self) -> bool:
        return bool(self._flashes())  # a star banner holds the table while it shows

    def _flash(self, text: str, grid: GridItem) -> None:
        """"Bingolino!" over the grid that earned the star, fitted inside it; the table is
        held meanwhile so a computer's next move does not wipe it out."""
        banner = BannerItem(text, 80)
        banner.is_flash = True
        banner.setZValue(40)
        banner.setPos(grid.mapToScene(QPointF(GRID_SIDE / 2, HEADER + GRID_SIDE / 2)))
        room = grid.sceneBoundingRect().width() * 0.9
        full = min(1.0, room / banner.boundingRect().width())
        banner.full_scale = full
        banner.setScale(full * 0.6)
        self.scene.addItem(banner)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(1400 / self.animation_speed))

        def step(v: float) -> None:
            banner.setScale(full * (0.6 + 0.4 * min(v * 3, 1.0)))
            banner.setOpacity(1.0 if v < 0.7 else (1.0 - v) / 0.3)

        def done() -> None:
            if banner.scene() is not None:
                self.scene.removeItem(banner)
            self.release_when_idle()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self.hold()
        self._run(anim)

    # --- a screen reader's board (access.py) -------------------------------------------------
    def accessible_items(self) -> list:
        from bingolino_app.ui.boards.bingolino import access

        return access.items(self)

    def accessible_focus(self) -> str | None:
        from bingolino_app.ui.boards.bingolino import access

        return access.focus(self)

    def position_text(self) -> str:
        from bingolino_app.ui.boards.bingolino import access

        return access.position_text(self)

    # --- lessons -------------------------------------------------------------------------------
    def anchor(self, name: str):
        """Parts a lesson points at: grid:P, cell:P:C, line:P:L (its tiles), star:P:L,
        dice (the roll and its total), dice_buttons, odds (the controls)."""
        kind, *args = name.split(":")
        try:
            numbers = [int(a) for a in args]
            if kind == "grid":
                grid = self.grids[numbers[0]]
                return grid.mapRectToScene(QRectF(0, 0, GRID_SIDE, HEADER + GRID_SIDE))
            if kind == "cell":
                return self.grids[numbers[0]].tiles[numbers[1]].sceneBoundingRect()
            if kind == "line":
                tiles = self.grids[numbers[0]].tiles
                rect = QRectF()
                for cell in rules.LINES[numbers[1]]:
                    rect = rect.united(tiles[cell].sceneBoundingRect())
                return rect
            if kind == "star":
                return self.grids[numbers[0]].stars[numbers[1]].sceneBoundingRect()
        except (IndexError, ValueError):
            return None
        if name == "dice":
            shown = [d for d in self.dice if d.isVisible()] + [self.total_item]
            rect = QRectF()
            for item in shown:
                rect = rect.united(item.sceneBoundingRect())
            return rect if shown and not rect.isEmpty() else None
        if name == "dice_buttons":
            return self.controls().dice_box
        if name == "odds":
            return self.controls().odds_check
        return None
