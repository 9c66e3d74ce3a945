"""The words of review and analysis: moves as a player says them, values in each game's
measure, marks, and the hint's reason. Translated here; the model gives only keys and numbers."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from bingolino_app.core.analysis import CHANCE_CAUSE, OTHERS, Hint, Judgement, Split, Swing
from bingolino_app.ui.common import numbers, theme
from bingolino_app.ui.common.messages import english_plural, fill

NEVER = 999.0  # turns from here on mean "cannot be reached" (the bots' 1000)
MARK_SYMBOLS = {"good": "✓", "inaccuracy": "?!", "mistake": "?"}
"""Shown with the mark's colour and its word: never by colour alone."""


class _MarkColours(Mapping):
    """A mark's colour ("#rrggbb") in the current theme (its role "mark.<key>"), read when
    asked: the review window's list and chart follow a change of theme."""

    def __getitem__(self, key: str) -> str:
        if key not in MARK_SYMBOLS:
            raise KeyError(key)
        return theme.hex("mark." + key)

    def __iter__(self):
        return iter(MARK_SYMBOLS)

    def __len__(self) -> int:
        return len(MARK_SYMBOLS)


MARK_COLOURS = _MarkColours()


class ReviewPlurals(QObject):
    """Texts with %n (lupdate marks tr() of a QObject subclass as plural)."""

    def deals(self, n: int) -> str:
        return english_plural(self.tr("%n sampled deal(s) for each move", "", n))

    def hands(self, n: int) -> str:
        return english_plural(self.tr("each of the opponent's %n possible hand(s) solved", "", n))

    def stones(self, n: int) -> str:
        return english_plural(self.tr("searched %n stone(s) ahead", "", n))

    def boards(self, n: int) -> str:
        return english_plural(self.tr("%n played-out board(s) for each move", "", n))

    def mistakes(self, n: int) -> str:
        return english_plural(self.tr("%n mistake(s)", "", n))

    def sharing(self, n: int) -> str:
        return self.tr("The game has ended. %n players share the win.", "", n)

    def inaccuracies(self, n: int) -> str:
        text = self.tr("%n inaccuracies", "", n)  # English forms in i18n/en.json
        return "1 inaccuracy" if text == "1 inaccuracies" else text


_plurals: ReviewPlurals | None = None


def plurals() -> ReviewPlurals:
    global _plurals
    if _plurals is None:
        _plurals = ReviewPlurals()
    return _plurals


def number(value: float, decimals: int = 1) -> str:
    return numbers.number(value, decimals)


# --- how the game ended ---------------------------------------------------------------------
def result_text(replay) -> str:
    """How the game ended, with its winners (it said only "The game has ended.")."""
    if not replay.finished:
        return QCoreApplication.translate(
            "ReviewTexts", "The game is still going on: you see only what you saw while playing.")
    winners = replay.state(replay.last).winners()
    if not winners:
        return QCoreApplication.translate("ReviewTexts", "The game has ended.")
    if len(winners) == len(replay.seats) > 1:  # everyone won: nobody did
        return QCoreApplication.translate("ReviewTexts", "The game has ended in a draw.")
    if len(winners) > 2:  # counted, the names in the tooltip (four took three lines)
        return plurals().sharing(len(winners))
    names = ", ".join(replay.seats[p].name for p in winners)
    return fill(QCoreApplication.translate("ReviewTexts", "The game has ended. Winners: %1")
                if len(winners) > 1 else
                QCoreApplication.translate("ReviewTexts", "The game has ended. Winner: %1"), names)


def winners_text(replay) -> str:
    """Who shares the win, where ``result_text`` only counts them; else nothing."""
    winners = replay.state(replay.last).winners() if replay.finished else []
    if len(winners) <= 2 or len(winners) == len(replay.seats):
        return ""
    return fill(QCoreApplication.translate("ReviewTexts", "Winners: %1"),
                ", ".join(replay.seats[p].name for p in winners))


# --- values in the game's measure ----------------------------------------------------------------
def measure_name(key: str) -> str:
    if key == "win_chance":
        return QCoreApplication.translate("ReviewTexts", "Chance to win the match")
    if key == "margin":
        return QCoreApplication.translate("ReviewTexts", "Final margin in points")
    return QCoreApplication.translate("ReviewTexts", "Turns still needed (fewer is better)")


def value_text(key: str, value: float) -> str:
    """A value as a player reads it: "win chance 62%", "margin +5", "14.2 turns to go"."""
    if key == "win_chance":
        return fill(QCoreApplication.translate("ReviewTexts", "win chance %1"),
                    numbers.percent(value))
    if key == "margin":
        return fill(QCoreApplication.translate("ReviewTexts", "margin %1"), signed(value))
    if value >= NEVER:
        return QCoreApplication.translate("ReviewTexts", "out of reach")
    return fill(QCoreApplication.translate("ReviewTexts", "%1 turns to go"), number(value))


def short_value(key: str, value: float) -> str:
    """A value in a column or on the chart's axis: "62%", "+5", "14.2"."""
    if key == "win_chance":
        return numbers.percent(value)
    if key == "margin":
        return signed(value)
    return "∞" if value >= NEVER else number(value)


def signed(value: float) -> str:
    return numbers.signed(value)


def cost_text(key: str, cost: float) -> str:
    """What a decision cost: "−14% win chance", "−8 points", "+1.3 turns"."""
    if key == "win_chance":
        return fill(QCoreApplication.translate("ReviewTexts", "−%1 win chance"),
                    numbers.percent(cost, 1))
    if key == "margin":
        return fill(QCoreApplication.translate("ReviewTexts", "−%1 points"), number(cost))
    if cost >= NEVER / 2:
        return QCoreApplication.translate("ReviewTexts", "the goal out of reach")
    return fill(QCoreApplication.translate("ReviewTexts", "+%1 turns"), number(cost))


def noise_text(j: Judgement, key: str) -> str:
    """How sure the numbers are: exact, or the margin of error and how it was found."""
    basis = basis_text(j.basis, j.samples)
    if j.noise <= 0:
        return fill(QCoreApplication.translate("ReviewTexts", "exact: %1"), basis)
    if key == "win_chance":
        margin = "±" + numbers.percent(j.noise, 1)
    elif key == "margin":
        margin = fill(QCoreApplication.translate("ReviewTexts", "±%1 points"), number(j.noise))
    else:
        margin = fill(QCoreApplication.translate("ReviewTexts", "±%1 turns"), number(j.noise))
    return fill(QCoreApplication.translate("ReviewTexts", "noise %1: %2"), margin, basis)


def basis_text(basis: str, samples: int) -> str:
    if basis == "solved":
        return QCoreApplication.translate("ReviewTexts", "solved to the end")
    if basis == "sampled":
        return plurals().deals(samples)
    if basis == "worlds":
        return plurals().hands(samples)
    if basis == "search":
        return plurals().stones(samples)
    if basis == "playouts":
        return plurals().boards(samples)
    return QCoreApplication.translate("ReviewTexts", "the odds are computed, not sampled")


def mark_name(mark: str) -> str:
    if mark == "mistake":
        return QCoreApplication.translate("ReviewTexts", "Mistake")
    if mark == "inaccuracy":
        return QCoreApplication.translate("ReviewTexts", "Inaccuracy")
    return QCoreApplication.translate("ReviewTexts", "Good")


def mark_label(mark: str) -> str:
    return f"{MARK_SYMBOLS[mark]} {mark_name(mark)}"


# --- moves -------------------------------------------------------------------------------------------
def move_text(game_id: str, action, obs) -> str:
    """One player's decision in words, as it looked when it was made (``obs`` before it)."""
    kind = type(action).__name__
    if game_id == "domino_bingo":
        return _domino(kind, action)
    if game_id == "lino":
        return _lino(kind, action, obs)
    if game_id == "qwingo":
        return _qwingo(kind, action, obs)
    if game_id == "bingolino":
        return _bingolino(kind, action, obs)
    return kind


def reviewed_move_text(replay, k: int) -> str:
    """Move ``k`` of a review in words, as the review may show it: in a game still going on,
    another player's set-up that is still secret is named, not shown."""
    player, action = replay.move(k)
    if (not replay.finished and player != replay.reviewer and replay.game_id == "qwingo"
            and type(action).__name__ == "Setup"
            and replay.view(replay.last, replay.reviewer).sheets[player] is None):
        return QCoreApplication.translate("ReviewTexts", "start numbers, in secret")
    return move_text(replay.game_id, action, replay.seen_before(k))


def _domino(kind: str, action) -> str:
    from bingolino_app.ui.boards.domino_bingo.texts import stone_text

    if kind == "Close":
        return QCoreApplication.translate("ReviewTexts", "close the stock")
    stone = stone_text(action.stone)
    if action.declare:
        return fill(QCoreApplication.translate("ReviewTexts", "%1, showing the doubles"), stone)
    return stone


def _lino(kind: str, action, obs) -> str:
    from bingolino_app.games.lino.rules import cell_name

    if kind == "Move":
        return fill(QCoreApplication.translate("ReviewTexts", "tile %1 → %2"),
                    cell_name(obs.box, obs.pos[action.tile]),
                    cell_name(obs.box, (action.col, action.row)))
    return fill(QCoreApplication.translate("ReviewTexts", "stone on %1"),
                cell_name(obs.box, obs.pos[action.tile]))


def _qwingo(kind: str, action, obs) -> str:
    from bingolino_app.ui.boards.qwingo.texts import symbol_name

    if kind == "Call":
        return fill(QCoreApplication.translate("ReviewTexts", "call %1"), action.number)
    if kind == "Enter":
        return fill(QCoreApplication.translate("ReviewTexts", "%1 in the %2 column, box %3"),
                    obs.called, symbol_name(action.column), action.box + 1)
    if kind == "Pass":
        return QCoreApplication.translate("ReviewTexts", "pass")
    places = ", ".join(fill(QCoreApplication.translate("ReviewTexts", "%1 in %2 (box %3)"), n,
                            symbol_name(c), box + 1)
                       for c, (n, box) in enumerate(action.layout))
    return fill(QCoreApplication.translate("ReviewTexts", "start numbers: %1"), places)


def _bingolino(kind: str, action, obs) -> str:
    from bingolino_app.ui.boards.bingolino.texts import cell_name, dice_text

    if kind == "ChooseDice":
        return fill(QCoreApplication.translate("ReviewTexts", "roll %1"), dice_text(action.count))
    if kind == "Arrange":  # the grid row by row: what differs is where each number lies
        rows = " · ".join(" ".join(str(n) for n in action.layout[r:r + 4])
                          for r in range(0, len(action.layout), 4))
        return fill(QCoreApplication.translate("ReviewTexts", "the grid %1"), rows)
    grid = obs.grids[obs.viewer] if obs.grids[obs.viewer] is not None else ()
    shown = grid[action.cell] if action.cell < len(grid) else "?"
    if kind == "Flip":
        return fill(QCoreApplication.translate("ReviewTexts", "turn %1 down (%2)"), shown,
                    cell_name(action.cell))
    return fill(QCoreApplication.translate("ReviewTexts", "turn %1 back up (%2)"), shown,
                cell_name(action.cell))


# --- verdicts and reasons ------------------------------------------------------------------------------
def verdict_text(game_id: str, j: Judgement, obs, key: str) -> str:
    """The analysis of one decision in a sentence or two. The move played is named just above
    it (the position's line), so only the better move is named here."""
    if j.cost <= 0 or j.best == j.played:
        text = fill(QCoreApplication.translate(
            "ReviewTexts", "%1 (%2). The strong computer agrees."), mark_label(j.mark),
            value_text(key, j.played_value))
    elif cost_text(key, j.cost) == cost_text(key, 0.0):  # "+0.0 turns": no difference shown
        text = fill(QCoreApplication.translate(
            "ReviewTexts", "%1 (%2), as good as the strong computer's choice."),
            mark_label(j.mark), value_text(key, j.played_value))
    else:
        text = fill(QCoreApplication.translate(
            "ReviewTexts", "%1 (%2). The strong computer prefers “%3” (%4): %5."),
            mark_label(j.mark), value_text(key, j.played_value),
            move_text(game_id, j.best, obs), value_text(key, j.best_value),
            cost_text(key, j.cost))
    noise = noise_text(j, key)  # a sentence of its own, in the same paragraph
    return f"{text} {noise[:1].upper()}{noise[1:]}."


def hint_reason(game_id: str, hint: Hint, obs) -> str:
    """"The strong computer plays X: win chance 62% instead of 48% for Y". Two values that
    read the same are never compared ("24.7 turns … instead of 24.7"): a finer figure tells
    them apart, or the runner-up is said to be as good."""
    best = move_text(game_id, hint.action, obs)
    if hint.runner_up is None or hint.runner_up_value is None:
        return fill(QCoreApplication.translate(
            "ReviewTexts", "The strong computer plays “%1”: %2."), best,
            value_text(hint.measure, hint.value))
    other = move_text(game_id, hint.runner_up, obs)
    mine, theirs = _apart(hint.measure, hint.value, hint.runner_up_value)
    if mine is None:
        return fill(QCoreApplication.translate(
            "ReviewTexts", "The strong computer plays “%1”: %2; “%3” is as good."), best,
            value_text(hint.measure, hint.value), other)
    return fill(QCoreApplication.translate(
        "ReviewTexts", "The strong computer plays “%1”: %2 instead of %3 for “%4”."), best,
        mine, theirs, other)


def _apart(key: str, value: float, other: float) -> tuple[str | None, str]:
    """The two values as the hint says them, with as many decimals as it takes to tell them
    apart (up to two more); (None, "") when they read the same even then."""
    if key == "win_chance":
        for decimals in (0, 1, 2):
            a, b = numbers.percent(value, decimals), numbers.percent(other, decimals)
            if a != b:
                return fill(QCoreApplication.translate("ReviewTexts", "win chance %1"), a), b
    elif key == "margin":
        for decimals in (0, 1, 2):
            a, b = numbers.signed(value, decimals), numbers.signed(other, decimals)
            if a != b:
                return fill(QCoreApplication.translate("ReviewTexts", "margin %1"), a), b
    else:
        if value >= NEVER or other >= NEVER:
            if (value >= NEVER) != (other >= NEVER):
                return value_text(key, value), short_value(key, other)
            return None, ""
        for decimals in (1, 2, 3):
            a, b = number(value, decimals), number(other, decimals)
            if a != b:
                return fill(QCoreApplication.translate("ReviewTexts", "%1 turns to go"), a), b
    return None, ""


# --- luck and skill -----------------------------------------------------------------------------------
def gain_text(key: str, gain: float) -> str:
    """What a stretch of the game did for the player: "−31 %", "+5 points", "2.1 turns
    lost" (a turns measure counts the turns: saved or lost)."""
    if key == "win_chance":
        return numbers.signed_percent(gain)
    if key == "margin":
        return fill(QCoreApplication.translate("ReviewTexts", "%1 points"),
                    numbers.signed(gain))
    if abs(gain) < 0.05:
        return QCoreApplication.translate("ReviewTexts", "no turn lost or saved")
    if gain > 0:
        return fill(QCoreApplication.translate("ReviewTexts", "%1 turns saved"),
                    number(gain))
    return fill(QCoreApplication.translate("ReviewTexts", "%1 turns lost"), number(-gain))


def level_text(key: str, value: float) -> str:
    """A level of the running scale: "50 %", "+12", "15.7"."""
    if key == "win_chance":
        return numbers.percent(value)
    if key == "margin":
        return numbers.signed(value)
    return "∞" if value >= NEVER else number(value)


CHANCE_WORDS = {
    "bingolino": {"Deal": QT_TRANSLATE_NOOP("ReviewTexts", "the tiles drawn"),
                  "Starter": QT_TRANSLATE_NOOP("ReviewTexts", "who begins"),
                  "Roll": QT_TRANSLATE_NOOP("ReviewTexts", "the dice")},
    "qwingo": {"Starter": QT_TRANSLATE_NOOP("ReviewTexts", "who begins"),
               "Roll": QT_TRANSLATE_NOOP("ReviewTexts", "the die")},
    "domino_bingo": {"Starter": QT_TRANSLATE_NOOP("ReviewTexts", "the lot"),
                     "Deal": QT_TRANSLATE_NOOP("ReviewTexts", "the deal")},
    "lino": {"Starter": QT_TRANSLATE_NOOP("ReviewTexts", "who begins"),
             "Setup": QT_TRANSLATE_NOOP("ReviewTexts", "the layout")},
}
"""Words for the chance actions of each game (their type names)."""


def causes_text(game_id: str, causes, players: int) -> str:
    """What happened in a stretch of chance: "the dice, the other players' moves"."""
    words = []
    for cause in causes:
        if cause == OTHERS:
            words.append(QCoreApplication.translate("ReviewTexts", "the opponent's moves")
                         if players == 2 else QCoreApplication.translate(
                             "ReviewTexts", "the other players' moves"))
        elif cause.startswith(CHANCE_CAUSE):
            kind = cause[len(CHANCE_CAUSE):]
            source = CHANCE_WORDS.get(game_id, {}).get(kind)
            if source is not None:
                words.append(QCoreApplication.translate("ReviewTexts", source))  # i18n-ok: NOOP
    if not words:
        return QCoreApplication.translate("ReviewTexts", "chance")
    return ", ".join(dict.fromkeys(words))


def chance_name(game_id: str, players: int) -> str:
    """Everything the player did not decide, as the game has it."""
    if game_id == "lino":
        return QCoreApplication.translate("ReviewTexts", "the opponent's moves")
    if players == 1:
        return QCoreApplication.translate("ReviewTexts", "chance")
    if players == 2:
        return QCoreApplication.translate("ReviewTexts", "chance and the opponent")
    return QCoreApplication.translate("ReviewTexts", "chance and the other players")


def split_text(game_id: str, split: Split, name: str, players: int) -> str:
    """Why the game went as it did: "Anna: win chance 50 % → 0 %. Chance and the opponent:
    −48 %; own decisions: −2 %." (a name before the numbers, never declined)."""
    path = fill(QCoreApplication.translate("ReviewTexts", "%1 → %2"),
                level_text(split.key, split.start), level_text(split.key, split.end))
    if split.key == "win_chance":
        head = fill(QCoreApplication.translate("ReviewTexts", "win chance %1"), path)
    elif split.key == "margin":
        head = fill(QCoreApplication.translate("ReviewTexts", "margin %1"), path)
    else:
        head = fill(QCoreApplication.translate(
            "ReviewTexts", "turns (played and still needed) %1"), path)
    chance = chance_name(game_id, players)
    return fill(QCoreApplication.translate(
        "ReviewTexts", "%1: %2. %3: %4; own decisions: %5."), name, head,
        chance[:1].upper() + chance[1:], gain_text(split.key, split.chance),
        gain_text(split.key, split.decisions))


def moment_text(game_id: str, swing: Swing, replay, name: str) -> str:
    """One of the moments that decided the game: where, what, how much."""
    if swing.kind == "decision":
        obs = replay.seen_before(swing.last)
        action = replay.move(swing.last)[1]
        kind = type(action).__name__
        if kind == "Arrange":  # the whole grid, or five start numbers, made a long line
            move = QCoreApplication.translate("ReviewTexts", "the grid")
        elif kind == "Setup":
            move = QCoreApplication.translate("ReviewTexts", "the start numbers")
        else:
            move = move_text(game_id, action, obs)
        what = fill(QCoreApplication.translate("ReviewTexts", "Move %1, decision of %2: %3"),
                    swing.last, name, move)
    else:
        causes = causes_text(game_id, swing.causes, len(replay.seats))
        if swing.first == 0 and swing.last == 0:
            where = QCoreApplication.translate("ReviewTexts", "Before the first move")
        elif swing.first >= swing.last:
            where = fill(QCoreApplication.translate("ReviewTexts", "After move %1"), swing.last)
        else:
            where = fill(QCoreApplication.translate("ReviewTexts", "Moves %1–%2"),
                         max(swing.first, 1), swing.last)
        what = fill(QCoreApplication.translate("ReviewTexts", "%1: %2"), where, causes)
    return fill(QCoreApplication.translate("ReviewTexts", "%1 — %2"), what,
                gain_text(replay_key(replay), swing.gain))


def replay_key(replay) -> str:
    from bingolino_app.core.analysis import measure

    return measure(replay.game_id).key
