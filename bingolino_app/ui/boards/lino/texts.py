"""Lino's translated texts: log lines, refusals, prompts and scores (context "LinoBoard")."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QT_TRANSLATE_NOOP

from bingolino_app.core.game import Event, IllegalAction
from bingolino_app.ui.messages import english_plural, fill

# Option labels of games/lino/state.py, translated by messages.option_text().
OPTION_LABELS = (
    QT_TRANSLATE_NOOP("Options", "Starting layout"),
    QT_TRANSLATE_NOOP("Options", "Starting cross"),
    QT_TRANSLATE_NOOP("Options", "Random layout"),
    QT_TRANSLATE_NOOP("Options", "Bonus game"),
    QT_TRANSLATE_NOOP("Options", "No bonus"),
    QT_TRANSLATE_NOOP("Options", "Numbers and stars"),
    QT_TRANSLATE_NOOP("Options", "Stars only"),
    QT_TRANSLATE_NOOP("Options", "Match"),
    QT_TRANSLATE_NOOP("Options", "One game"),
    QT_TRANSLATE_NOOP("Options", "Fair match: two games"),
)


class LinoBoard(QObject):
    """Plural texts of this context: lupdate marks only tr() calls on a QObject as numerus."""

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def stones_left(self, n: int) -> str:
        return self.tr("%n stone(s) left", "", n)

    def moves_left(self, n: int) -> str:
        return self.tr("%n move(s) left", "", n)


_plurals: LinoBoard | None = None


def _p() -> LinoBoard:
    global _plurals
    _plurals = _plurals or LinoBoard()
    return _plurals


def points_text(n: int) -> str:
    return english_plural(_p().points(n))


def stones_left_text(n: int) -> str:
    return english_plural(_p().stones_left(n))


def moves_left_text(n: int) -> str:
    return english_plural(_p().moves_left(n))


def colour_name(player: int) -> str:
    return QCoreApplication.translate("LinoBoard", "blue") if player == 0 else \
        QCoreApplication.translate("LinoBoard", "white")


def event_text(event: Event, names: Sequence[str]) -> str | None:
    key, a = event.key, event.args

    def name(p=None):
        p = a.get("player") if p is None else p
        return names[p] if p is not None and 0 <= p < len(names) else "?"
    if key == "lino.setup":
        return QCoreApplication.translate("LinoBoard", "The tiles are laid out.")
    if key == "lino.building":
        if a.get("game"):
            return fill(QCoreApplication.translate(
                "LinoBoard", "Second game of the match on the same tiles: %1 begins."), name())
        return fill(QCoreApplication.translate(
            "LinoBoard", "Building: %1 moves a tile first; three moves each."), name())
    if key == "lino.moved":
        return fill(QCoreApplication.translate("LinoBoard", "%1 moved a tile."), name())
    if key == "lino.filling":
        return fill(QCoreApplication.translate(
            "LinoBoard", "The board is built. %1 places the first stone."), name())
    if key == "lino.closed":
        return fill(QCoreApplication.translate("LinoBoard", "%1 closed a row of %2: +%3."),
                    name(), len(a.get("tiles", [])), a.get("points", 0))
    if key == "lino.run":
        return fill(QCoreApplication.translate("LinoBoard", "%1 has a run of %2 stones: +%3."),
                    name(), len(a.get("tiles", [])), a.get("points", 0))
    if key == "lino.number":
        return fill(QCoreApplication.translate("LinoBoard", "An empty %1 tile gives %2 +%3."),
                    colour_name(a.get("player", 0)), name(), a.get("points", 0))
    if key == "lino.star":
        return fill(QCoreApplication.translate("LinoBoard", "A star goes to %1: +10."), name())
    if key == "lino.game_over":
        totals = a.get("totals", [0, 0])
        return fill(QCoreApplication.translate("LinoBoard", "Game %1 is over: %2 %3, %4 %5."),
                    a.get("game", 0) + 1, name(0), totals[0], name(1), totals[1])
    if key == "lino.won":
        winners = a.get("players", [])
        if len(winners) > 1:
            return QCoreApplication.translate("LinoBoard", "A draw!")
        return fill(QCoreApplication.translate("LinoBoard", "%1 wins!"), name(winners[0]))
    return None


def illegal_text(err: IllegalAction) -> str:
    key = err.key
    if key == "lino.tile_moved":
        return QCoreApplication.translate("LinoBoard", "This tile has been moved once already.")
    if key == "lino.cell_used":
        return QCoreApplication.translate(
            "LinoBoard", "A tile has lain there before: only never-used cells may take a tile.")
    if key == "lino.disconnected":
        return QCoreApplication.translate(
            "LinoBoard", "All tiles must stay one group, touching by a side or a corner.")
    if key == "lino.outside":
        return QCoreApplication.translate("LinoBoard", "That is too far from the board.")
    if key == "lino.tile_taken":
        return QCoreApplication.translate("LinoBoard", "That tile already holds a stone.")
    if key == "lino.not_building":
        return QCoreApplication.translate("LinoBoard", "The board is built: tiles no longer move.")
    if key == "lino.not_filling":
        return QCoreApplication.translate("LinoBoard", "Stones are placed once the board is built.")
    return key


def winners_text(winners: Sequence[int], names: Sequence[str]) -> str:
    if len(winners) != 1:
        return QCoreApplication.translate("LinoBoard", "A draw!")
    return fill(QCoreApplication.translate("LinoBoard", "%1 wins!"), names[winners[0]])
