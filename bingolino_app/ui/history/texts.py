"""Words for recorded games: dates, rules variants, seats, results, personal bests, and the
plural texts of the history's windows. Imports only core and ui.common."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject

from bingolino_app.core import history as core
from bingolino_app.ui.common import messages
from bingolino_app.ui.common.i18n import current_language
from bingolino_app.ui.common.messages import english_plural
from bingolino_app.ui.common.player_names import OLD_DEFAULTS, default_name
from bingolino_app.ui.common.text import isolated


class HistoryPlurals(QObject):
    """Texts with %n: lupdate marks only tr() of a QObject subclass as plural (English
    without its .qm still reads right: english_plural)."""

    def wins_in_a_row(self, n: int) -> str:
        return english_plural(self.tr("%n win(s) in a row", "", n))

    def games(self, n: int) -> str:
        return english_plural(self.tr("%n game(s)", "", n))

    def finished_in(self, n: int) -> str:
        return english_plural(self.tr("Finished in %n turn(s)", "", n))

    def imported(self, n: int) -> str:
        return english_plural(self.tr("%n finished game(s) recorded from the saves.", "", n))

    def delete_profile(self, n: int) -> str:
        return english_plural(self.tr(
            "The %n game(s) played with this profile stay in the game library under its last "
            "name, as a guest’s; its statistics are deleted.", "", n))


_plurals: HistoryPlurals | None = None


def plurals() -> HistoryPlurals:
    global _plurals
    if _plurals is None:
        _plurals = HistoryPlurals()
    return _plurals


def turns_text(n: int) -> str:
    return english_plural(messages.turns_text(n))


def date_text(stamp: float, time_too: bool = True) -> str:
    moment = QDateTime.fromSecsSinceEpoch(int(stamp))
    locale = QLocale(current_language())
    if time_too:
        return locale.toString(moment, QLocale.ShortFormat)
    return locale.toString(moment.date(), QLocale.ShortFormat)


def variant_text(game: str, variant: str) -> str:
    """The rules a variant key stands for, in words ("Russian rules, 7 big points")."""
    from bingolino_app.core import registry

    values = core.variant_options(variant)
    try:
        spec = registry.game(game).spec
    except KeyError:
        return variant
    parts = []
    for option in spec.options:
        if option.key not in values:
            continue
        value = values[option.key]
        label = dict((v, l) for v, l in option.choices).get(value) if option.choices else None
        if label is not None:
            parts.append(messages.option_text(label))
        elif isinstance(value, bool):
            if value:
                parts.append(messages.option_text(option.label))
        else:
            parts.append(f"{messages.option_text(option.label)}: {value}")
    if not parts:
        return QCoreApplication.translate("HistoryUi", "Standard rules")
    return ", ".join(parts)


def number_text(value: float | None) -> str:
    if value is None:
        return "–"
    return str(int(value)) if float(value).is_integer() else QLocale(current_language()) \
        .toString(float(value), "f", 1)


def seat_name(index: int, seat: Any) -> str:
    """A recorded seat's name; a human an earlier version called "You"/"Вы" gets the name a
    new game gives (as when the game is opened: player_names.rename_old_defaults)."""
    if seat.kind != "computer" and seat.name in OLD_DEFAULTS:
        return default_name(index, seat.kind)
    return isolated(seat.name)


def seat_text(index: int, seat: Any) -> str:
    """A seat as the library lists it: the name, and the level of a computer."""
    if seat.kind == "computer":
        return f"{isolated(seat.name)} ({messages.level_name(seat.level)})"
    return seat_name(index, seat)


def solo_rank(game: str, turns: int) -> str:
    """Qwingo's rank for a solo game finished in ``turns`` (the rulebook's chart); ""
    elsewhere."""
    if game != "qwingo":
        return ""
    from bingolino_app.games.qwingo import rules

    return messages.rank_name(rules.solo_rank(turns))


def result_text(row: core.LibraryRow) -> str:
    if len(row.seats) == 1:
        if row.solo_turns is None:
            return QCoreApplication.translate("HistoryUi", "Not finished")
        text = plurals().finished_in(row.solo_turns)
        rank = solo_rank(row.game, row.solo_turns)
        return f"{text} — {rank}" if rank else text
    winners = [seat_name(i, s) for i, s in enumerate(row.seats) if s.won]
    if not winners:
        return QCoreApplication.translate("HistoryUi", "Draw")
    return QCoreApplication.translate("HistoryUi", "Won by %1").replace("%1",
                                                                        ", ".join(winners))


def players_text(row: core.LibraryRow) -> str:
    return " · ".join(f"{seat_text(i, s)}: {number_text(s.score)}"
                      for i, s in enumerate(row.seats))


def best_text(best: core.Best) -> str:
    text = QCoreApplication.translate("HistoryUi", "Personal best for %1: %2 (before: %3).")
    if best.kind == "solo":
        value, before = turns_text(best.value), turns_text(best.previous)
    else:
        value = plurals().wins_in_a_row(best.value)
        before = plurals().wins_in_a_row(best.previous)
    return messages.fill(text, isolated(best.name), value, before)
