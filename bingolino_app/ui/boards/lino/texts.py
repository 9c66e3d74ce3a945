"""Lino's translated texts: log lines, refusals, prompts and scores (context "LinoBoard")."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QT_TRANSLATE_NOOP

from bingolino_app.core.game import Event, IllegalAction
from bingolino_app.ui.common.messages import english_plural, fill
from bingolino_app.ui.common.numbers import name_numbers

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

    def wins_by(self, n: int) -> str:
        return self.tr("%1 wins by %n point(s)!", "", n)

    def wins_match_by(self, n: int) -> str:
        return self.tr("%1 wins the match by %n point(s)!", "", n)

    def draw_each(self, n: int) -> str:
        return self.tr("A draw: %n point(s) each.", "", n)

    def first_game_lead(self, n: int) -> str:
        return self.tr("Game 1 is over: %1 leads by %n point(s).", "", n)

    def first_game_level(self, n: int) -> str:
        return self.tr("Game 1 is over: %n point(s) each.", "", n)


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
        cells = a.get("names") or ["?", "?"]
        return fill(QCoreApplication.translate("LinoBoard", "%1: tile %2 → %3"),
                    name(), cells[0], cells[1])
    if key == "lino.placed":
        return fill(QCoreApplication.translate("LinoBoard", "%1: stone on %2"), name(),
                    a.get("name", "?"))
    if key == "lino.filling":
        return fill(QCoreApplication.translate(
            "LinoBoard", "The board is built. %1 places the first stone."), name())
    if key == "lino.closed":
        ends = a.get("names") or ["?", "?"]
        return fill(QCoreApplication.translate("LinoBoard", "%1 closes the row %2–%3: +%4"),
                    name(), ends[0], ends[1], a.get("points", 0))
    if key == "lino.run":
        ends = a.get("names") or ["?", "?"]
        return fill(QCoreApplication.translate("LinoBoard", "%1: run of %2 stones %3–%4: +%5"),
                    name(), len(a.get("tiles", [])), ends[0], ends[1], a.get("points", 0))
    if key == "lino.number":
        text = (QCoreApplication.translate("LinoBoard", "%1: +%2 for the empty blue tile on %3")
                if a.get("player", 0) == 0 else
                QCoreApplication.translate("LinoBoard", "%1: +%2 for the empty white tile on %3"))
        return fill(text, name(), a.get("points", 0), a.get("name", "?"))
    if key == "lino.star":
        return fill(QCoreApplication.translate("LinoBoard", "%1: +10 for the star on %2"),
                    name(), a.get("name", "?"))
    if key == "lino.game_over":
        totals = a.get("totals", [0, 0])
        if a.get("games") == 1:  # no "Game 1" where there is no game 2
            return fill(QCoreApplication.translate("LinoBoard", "The game is over: %1."),
                        name_numbers([(name(0), totals[0]), (name(1), totals[1])]))
        return fill(QCoreApplication.translate("LinoBoard", "Game %1 is over: %2."),
                    a.get("game", 0) + 1,
                    name_numbers([(name(0), totals[0]), (name(1), totals[1])]))
    if key == "lino.won":
        winners, totals = a.get("players", []), a.get("totals", [0, 0])
        if len(winners) != 1:
            return fill(QCoreApplication.translate("LinoBoard", "A draw, %1 to %2."),
                        totals[0], totals[1])
        w = winners[0]
        return fill(QCoreApplication.translate("LinoBoard", "%1 wins, %2 to %3."),
                    name(w), totals[w], totals[1 - w])
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


def end_headline(obs, names: Sequence[str]) -> str:
    """Who won and by how much ("Ann wins by 23 points!"), or the draw stated as such."""
    totals = obs.totals()
    if len(obs.winners) != 1:
        return english_plural(_p().draw_each(int(totals[0])))
    w = obs.winners[0]
    margin = int(totals[w] - totals[1 - w])
    text = _p().wins_match_by(margin) if obs.games > 1 else _p().wins_by(margin)
    # Not english_plural: it would read the "1" of "%1" as the count.
    return fill(text.replace("(s)", "" if margin == 1 else "s"), names[w])


def first_game_headline(obs, names: Sequence[str]) -> str:
    """The end of a match's first game (``obs`` as it ended): who leads and by how much."""
    totals = [int(x) for x in obs.totals()]
    # Not english_plural: it would read the "1" of "Game 1" as the count.
    if totals[0] == totals[1]:
        return _p().first_game_level(totals[0]).replace("(s)", "" if totals[0] == 1 else "s")
    lead = 0 if totals[0] > totals[1] else 1
    margin = totals[lead] - totals[1 - lead]
    return fill(_p().first_game_lead(margin).replace("(s)", "" if margin == 1 else "s"),
                names[lead])


def end_banner(obs, names: Sequence[str]) -> str:
    """The end banner: the headline, then each player's total after the name (the table
    above it splits them into rows, runs and bonus)."""
    totals = obs.totals()
    detail = fill(QCoreApplication.translate("LinoBoard", "%1: %2 · %3: %4"),
                  names[0], int(totals[0]), names[1], int(totals[1]))
    return end_headline(obs, names) + "\n" + detail
