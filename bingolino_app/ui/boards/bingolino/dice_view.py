"""The Bingolino board's dice panel: the latest roll with the die set aside apart, the
total, who rolled and what is left, shortened to fit, and the dice tumbling as they land.

A mixin of ``board.Board``: it reads the board's observation, seats, items and pace; the
texts keep the board's translation context ("BingolinoBoard").
"""

from __future__ import annotations

import random
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QEasingCurve, QVariantAnimation
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from bingolino_app.core.game import Event
from bingolino_app.ui.boards.bingolino import texts
from bingolino_app.ui.boards.fit import set_elided
from bingolino_app.ui.common.elide import full_text_tip, names_to_fit

DIE_PITCH = 80.0


class DiceView:
    def _draw_dice(self, events: Sequence[Event]) -> None:
        """The latest roll (kept, paler, into the next turn until the next roll); the die the
        roller set aside lies apart from the others, outlined, with what is left."""
        obs, panel = self.obs, self.table.panel
        dice = tuple(obs.last_roll or obs.dice)
        current = bool(obs.dice)
        aside = self._aside_index(dice, obs.aside)
        order = [i for i in range(len(dice)) if i != aside] + ([aside] if aside is not None else [])
        # The die set aside sits a little lower, its dashed frame clear of the line under it.
        x, y = panel.x + 10, panel.y + 8
        for slot, die in enumerate(self.dice):
            die.setVisible(slot < len(dice))
            die.setRotation(0)
            if slot >= len(dice):
                continue
            index = order[slot]
            apart = index == aside
            die.set_value(dice[index])
            die.set_aside(apart)
            die.setPos(x + slot * DIE_PITCH + (30 if apart else 0), y + (5 if apart else 0))
            die.setOpacity((1.0 if current else 0.45) * (0.55 if apart else 1.0))
        roller = obs.last_roller
        name = self.seats[roller].name if roller is not None and dice else ""
        room = panel.w - 20  # the roller's and the set-aside lines, in the panel
        if dice:
            self.total_item.setText(texts.total_text(sum(dice)))
            right = panel.x + panel.text_w
            width = self.total_item.boundingRect().width()
            if panel.total_below:
                left = panel.x + 10
                top = panel.y + 84
            else:  # just after the dice (two dice left it far off at the right), shrunk
                left = x + len(dice) * DIE_PITCH + (30 if aside is not None else 0) + 10
                top = panel.y + 14
            scale = min(1.0, (right - left) / max(width, 1.0))
            self.total_item.setScale(scale)
            self.total_item.setPos(left, top + (1 - scale) * 28)
            self._set_line(self.roller_item, texts.fill(QCoreApplication.translate(
                "BingolinoBoard", "Rolled by %1"), name) if current else texts.fill(
                QCoreApplication.translate("BingolinoBoard", "Last roll, by %1"), name), room)
        else:
            self.total_item.setText("")
            self.roller_item.setText("")
        if aside is not None:
            text = texts.aside_text(name, obs.aside, sum(dice) - obs.aside)
            if QFontMetricsF(self.aside_item.font()).horizontalAdvance(text) > room:
                text = texts.aside_text(name, obs.aside, sum(dice) - obs.aside, short=True)
            self._set_line(self.aside_item, text, room)
        else:
            self.aside_item.setText("")
        self.aside_item.setOpacity(1.0 if current else 0.6)
        self.total_item.setOpacity(1.0 if current else 0.5)
        if any(e.key == "bingolino.rolled" for e in events) and self.animation_speed > 0 and dice:
            self._tumble(dice, order)

    def _set_line(self, item: QGraphicsSimpleTextItem, text: str, width: float) -> None:
        """One line of the panel: long names shortened as far as the line needs (down to a
        few letters: the numbers at the line's end are what counts, "16 − 6 = 10"), then cut
        with "…" if still too wide; the full line in the tooltip."""
        names = [s.name for s in self.seats]
        font = item.font()
        least = QFontMetricsF(font).height() * 3
        shown = set_elided(item, names_to_fit(text, names, font, width, least), width)
        item.setToolTip(full_text_tip(shown, text))

    @staticmethod
    def _aside_index(dice: tuple[int, ...], aside: int | None) -> int | None:
        """Which die is drawn set aside: the last one showing that value."""
        if aside is None or aside not in dice:
            return None
        return len(dice) - 1 - dice[::-1].index(aside)

    def _tumble(self, dice: tuple[int, ...], order: list[int]) -> None:
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
                die.set_value(dice[order[i]] if value >= 0.85 else faces[frame][i])
                die.setRotation(spins[i] * (1.0 - value))

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: [d.setRotation(0) or d.set_value(dice[i])
                                       for d, i in zip(self.dice, order)])
        self._run(anim)
