"""Translated texts shared by the shell and the dialogs (not one board's own texts).

The model speaks in keys (game ids, option labels, error keys); this module turns them into
sentences in the interface language. Every source string is written literally inside a
translate() or QT_TRANSLATE_NOOP() call so that lupdate can find it.
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from bingolino_app.core.spec import GameSpec, IllegalAction

if TYPE_CHECKING:  # the save format loads with the first save read or written
    from bingolino_app.core.saves import Note, SaveError


def short(value: str) -> str:
    from bingolino_app.core.saves import short as saves_short

    return saves_short(value)


def file_stem(text: str) -> str:
    from bingolino_app.core.saves import file_stem as saves_file_stem

    return saves_file_stem(text)


def _tr(text: str, n: int = -1) -> str:
    # Only for strings already marked with QT_TRANSLATE_NOOP("Messages", ...) below.
    return QCoreApplication.translate("Messages", text, None, n)  # i18n-ok: marked by NOOP


_TITLES = {
    "bingolino": QT_TRANSLATE_NOOP("Messages", "Bingolino"),
    "qwingo": QT_TRANSLATE_NOOP("Messages", "Qwingo"),
    "domino_bingo": QT_TRANSLATE_NOOP("Messages", "Domino Bingo"),
    "lino": QT_TRANSLATE_NOOP("Messages", "Lino"),
}

_BLURBS = {
    "bingolino": QT_TRANSLATE_NOOP(
        "Messages", "Roll the dice and turn your number tiles over to finish lines."),
    "qwingo": QT_TRANSLATE_NOOP(
        "Messages", "Call a number, roll the symbol die and keep every column rising."),
    "domino_bingo": QT_TRANSLATE_NOOP(
        "Messages", "A domino duel of tricks and trumps, where double blank rules."),
    "lino": QT_TRANSLATE_NOOP(
        "Messages", "Shape the board, then close rows with your stones."),
}

_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("Messages", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Messages", "Normal"),
    "strong": QT_TRANSLATE_NOOP("Messages", "Strong"),
    "expert": QT_TRANSLATE_NOOP("Messages", "Expert"),
    "random": QT_TRANSLATE_NOOP("Messages", "Random"),
    "greedy": QT_TRANSLATE_NOOP("Messages", "Greedy"),
}

# English labels written in GameSpec.options; add new ones here as games declare them.
_OPTION_LABELS = (
    QT_TRANSLATE_NOOP("Options", "Who starts"),
    QT_TRANSLATE_NOOP("Options", "At random"),
    QT_TRANSLATE_NOOP("Options", "Player 1"),
    QT_TRANSLATE_NOOP("Options", "Player 2"),
    QT_TRANSLATE_NOOP("Options", "Player 3"),
    QT_TRANSLATE_NOOP("Options", "Player 4"),
    QT_TRANSLATE_NOOP("Options", "Player 5"),
)


def game_title(game_id: str) -> str:
    text = _TITLES.get(game_id)
    return _tr(text) if text else game_id


def game_blurb(game_id: str) -> str:
    text = _BLURBS.get(game_id)
    return _tr(text) if text else ""


def fill(text: str, *args) -> str:
    """Replace %1..%9 in one pass (an argument holding "%2" is never replaced again)."""
    return re.sub(r"%(\d)", lambda m: str(args[int(m.group(1)) - 1])
                  if 0 < int(m.group(1)) <= len(args) else m.group(0), text)


_ARTICLES = (QT_TRANSLATE_NOOP("Messages", "a %1"), QT_TRANSLATE_NOOP("Messages", "an %1"))


def sounds_like_vowel(n: int) -> bool:
    """Whether the English name of ``n`` starts with a vowel sound: eight, eleven, eighteen,
    eighty-…, eight hundred…, eleven thousand…, eighteen million…"""
    n = abs(int(n))
    while n >= 1000:  # the leading group is what is said first
        n //= 1000
    return n in (8, 11, 18) or 80 <= n <= 89 or 800 <= n <= 899


def a_number(n: int) -> str:
    """"a 7", "an 8", "an 18" in English; the number alone in languages without articles."""
    return _tr(_ARTICLES[sounds_like_vowel(n)]).replace("%1", str(n))


def english_plural(text: str) -> str:
    """Without a loaded translation a numerus text stays "1 star(s)": make it English."""
    if "(s)" not in text:
        return text
    number = re.search(r"-?\d+", text)
    return text.replace("(s)", "" if number is not None and number.group() == "1" else "s")


class Messages(QObject):
    """Texts with plural forms. They go through tr() on a QObject because lupdate marks only
    those calls as numerus messages (QCoreApplication.translate with n is not recognised)."""

    def players(self, n: int) -> str:
        return self.tr("%n player(s)", "", n)

    def player_range(self, n: int) -> str:
        return self.tr("%1–%n player(s)", "", n)

    def stars(self, n: int) -> str:
        return self.tr("%n star(s)", "", n)

    def turns(self, n: int) -> str:
        return self.tr("%n turn(s)", "", n)

    def not_for_count(self, n: int) -> str:
        return self.tr("This game cannot be played by %n player(s).", "", n)


_plurals: Messages | None = None


def _plural() -> Messages:
    global _plurals
    if _plurals is None:
        _plurals = Messages()
    return _plurals


def player_count_text(spec: GameSpec) -> str:
    low, high = spec.min_players, spec.max_players
    if low == high:
        return _plural().players(high)
    # The noun agrees with the upper bound: "2–4 players", in Russian "2–4 игрока".
    return _plural().player_range(high).replace("%1", str(low))


def level_name(level: str) -> str:
    text = _LEVELS.get(level)
    return _tr(text) if text else level


def option_text(label: str) -> str:
    """The translation of an option or choice label from GameSpec.options."""
    return QCoreApplication.translate("Options", label)  # i18n-ok: marked by NOOP


# What a game option changes, by (game, option key); None: any game's option of that key.
OPTION_HELP = {
    (None, "starter"): QT_TRANSLATE_NOOP(
        "OptionHelp", "Who takes the first turn; at random unless you choose."),
    ("domino_bingo", "variant"): QT_TRANSLATE_NOOP(
        "OptionHelp", "The Russian and the English rules differ in how a trick must be "
        "answered once drawing is over, in who may close the stock, and in the big points "
        "a deal brings. The rules page (F1) gives both."),
    ("domino_bingo", "target"): QT_TRANSLATE_NOOP(
        "OptionHelp", "The match is won by the first player to reach this many big points."),
    ("lino", "layout"): QT_TRANSLATE_NOOP(
        "OptionHelp", "Where the 56 tiles lie before the players move six of them: the "
        "cross of the rules, a random group, the last game's board or one you draw."),
    ("lino", "bonus"): QT_TRANSLATE_NOOP(
        "OptionHelp", "Numbers and stars: the backs of the tiles are face up; at the end "
        "each empty tile's number goes to the player of its colour, and each star to the "
        "player with more stones around it. Stars only: just the stars count."),
    ("lino", "match"): QT_TRANSLATE_NOOP(
        "OptionHelp", "Fair match: two games on the same starting tiles, each player "
        "beginning one of them; the totals of both decide."),
    ("qwingo", "may_pass"): QT_TRANSLATE_NOOP(
        "OptionHelp", "A player may pass instead of writing the number, even when a box is "
        "free for it."),
}


def option_help(game_id: str, key: str) -> str:
    """What a game option changes, in a line (the new-game dialog's tooltips); "" if nothing
    needs saying."""
    text = OPTION_HELP.get((game_id, key)) or OPTION_HELP.get((None, key))
    return QCoreApplication.translate("OptionHelp", text) if text else ""  # i18n-ok: NOOP


def stars_text(n: int) -> str:
    return _plural().stars(n)


def turns_text(n: int) -> str:
    return _plural().turns(n)


def _detail(value) -> str:
    """A technical detail as shown in a message: one line, at most ~80 characters."""
    return short(value if isinstance(value, str) else str(value))


def corrupt_reason(reason: str) -> str:
    """What is wrong with a damaged save, in the player's words (``saves._corrupt`` names
    the technical place: "JSON: Expecting value, line 1…", "actions[15]", "seed")."""
    move = re.fullmatch(r"actions\[(\d+)\]", reason)
    if move:
        return QCoreApplication.translate(
            "Messages", "its move %1 cannot be read").replace(
            "%1", str(int(move.group(1)) + 1))
    if reason.startswith("replay:") or reason == "snapshot":
        return QCoreApplication.translate(
            "Messages", "the game cannot be set up again from its moves")
    if reason.startswith("JSON:") or reason in (
            "not UTF-8 text", "invalid text", "nested too deeply", "number too large",
            "unexpected value"):
        return QCoreApplication.translate(
            "Messages", "the file is incomplete or was changed by another program")
    return QCoreApplication.translate(
        "Messages", "a part of the game's record is missing or wrong")


def save_error_text(err: SaveError) -> str:
    args = {k: _detail(v) for k, v in (getattr(err, "args_", {}) or {}).items()}
    key = err.key
    if key == "save.foreign":
        return QCoreApplication.translate("Messages", "This file is not a Bingolino saved game.")
    if key == "save.corrupt":
        return QCoreApplication.translate(
            "Messages", "The saved game is damaged and cannot be opened: %1."
        ).replace("%1", corrupt_reason(str(getattr(err, "args_", {}).get("reason", ""))))
    if key == "save.newer":
        from bingolino_app import __version__

        version = args.get("version", "?")
        if version in ("?", __version__):  # its rules are newer than this version's, not its
            return QCoreApplication.translate(  # number (a file edited by hand)
                "Messages", "This game was saved by a newer version of the program. Please "
                "update Bingolino to open it.")
        return QCoreApplication.translate(
            "Messages",
            "This game was saved by a newer version of the program (%1). "
            "Please update Bingolino to open it.",
        ).replace("%1", version)
    if key == "save.unknown_game":
        return QCoreApplication.translate(
            "Messages", "The saved game belongs to a game this version cannot play (%1)."
        ).replace("%1", game_title(args.get("game", "?")))
    if key == "save.too_large":
        return QCoreApplication.translate(
            "Messages", "The file is too large to be a Bingolino saved game.")
    if key == "save.not_a_file":
        return QCoreApplication.translate(
            "Messages", "This is not an ordinary file, so it cannot be opened as a saved game.")
    if key == "save.unreadable":
        return QCoreApplication.translate(
            "Messages", "The file could not be read: %1"
        ).replace("%1", args.get("reason", "?"))
    if key == "save.write_failed":
        return QCoreApplication.translate(
            "Messages", "The game could not be saved: %1"
        ).replace("%1", args.get("reason", "?"))
    if key == "save.unsafe_target":
        return unsafe_target_text()
    if key == "save.not_kept":
        return QCoreApplication.translate(
            "Messages", "The unfinished game in the autosave could not be kept among the "
            "saves (%1)."
        ).replace("%1", args.get("reason", "?"))
    return QCoreApplication.translate("Messages", "The saved game could not be used (%1).") \
        .replace("%1", _detail(key))


def unsafe_target_text() -> str:
    """Why a write was refused (core.files.UnsafeTarget), for every file the app writes."""
    return QCoreApplication.translate(
        "Messages", "Nothing was written: that name belongs to something other than an ordinary "
                    "file of yours (a device, a pipe, a folder, or a link to one of them or to "
                    "another user’s file), and it is left as it is.")


def save_note_text(note: Note) -> str:
    """What loading a game had to change, for the player."""
    args = {k: _detail(v) for k, v in note.args.items()}
    if note.key == "save.level_replaced":
        text = QCoreApplication.translate(
            "Messages", "%1 was saved as a computer player of level “%2”, which this version "
            "does not have; %1 now plays at level %3.")
    elif note.key == "save.kind_replaced":
        text = QCoreApplication.translate(
            "Messages", "%1 was saved as a kind of player this version does not know (“%2”); "
            "a computer player at level %3 now takes that seat.")
    else:
        return _detail(note.key)
    return fill(text, args.get("seat", "?"), args.get("level", args.get("kind", "?")),
                level_name("normal"))


_UNDO_BLOCKED = {
    ("chance", "Roll", "bingolino"): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: the dice have been rolled since your last move."),
    ("chance", "Roll", "qwingo"): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: the die has been rolled since your last move."),
    ("chance", "Deal", "bingolino"): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: the tiles have been drawn since your last move."),
    ("chance", "Deal", "domino_bingo"): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: the stones have been dealt since your last move."),
    ("revealed", "domino.trick", ""): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: a trick has been played out and stones drawn since "
                    "your last move."),
    ("revealed", "domino.played", ""): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: your opponent has played a stone since your last "
                    "move."),
    ("revealed", "domino.declared", ""): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: your opponent has shown doubles since your last "
                    "move."),
    ("revealed", "qwingo.revealed", ""): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: the start numbers have been shown since your last "
                    "move."),
    ("other", "", ""): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible: the last move was another player’s, and only your "
                    "own moves can be taken back."),
    ("nothing", "", ""): QT_TRANSLATE_NOOP("Messages", "There is no move of yours to take back."),
    ("lesson", "", ""): QT_TRANSLATE_NOOP(
        "Messages", "Undo is off while the lesson runs: its steps only go forward."),
    ("remote", "", ""): QT_TRANSLATE_NOOP(
        "Messages", "Undo is not possible at a table across computers: each move counts for "
                    "everyone at once."),
}
_UNDO_CHANCE = QT_TRANSLATE_NOOP(
    "Messages", "Undo is not possible: chance has spoken since your last move.")


def undo_blocked_text(game_id: str, blocker: tuple[str, str] | None) -> str:
    """Why Undo is disabled (``Session.undo_blocker``), in the player's words; "" if it is not."""
    if blocker is None:
        return ""
    kind, detail = blocker
    text = _UNDO_BLOCKED.get((kind, detail, game_id)) or _UNDO_BLOCKED.get((kind, detail, ""))
    return _tr(text or _UNDO_CHANCE)


def illegal_text(err: IllegalAction) -> str:
    """Refusals named by the core; each board translates its own game's keys."""
    args = err.args or {}
    key = err.key
    if key == "game.over":
        return QCoreApplication.translate("Messages", "The game is over.")
    if key == "game.not_your_turn":
        return QCoreApplication.translate("Messages", "It is not your turn.")
    if key == "game.not_chance":
        return QCoreApplication.translate("Messages", "This is not the moment for the dice.")
    if key == "game.illegal":
        return QCoreApplication.translate("Messages", "This move is not allowed now.")
    if key == "game.player_count":
        return english_plural(_plural().not_for_count(int(args.get("count", 0))))
    if key == "game.not_available":
        return QCoreApplication.translate("Messages", "This game is not available yet.")
    if key == "option.unknown":
        return QCoreApplication.translate("Messages", "Unknown game option: %1") \
            .replace("%1", str(args.get("option", "?")))
    if key == "option.bad_value":
        return QCoreApplication.translate("Messages", "The option “%1” cannot take that value.") \
            .replace("%1", str(args.get("option", "?")))
    if key == "action.malformed":
        return QCoreApplication.translate("Messages", "A move in the saved game is unreadable.")
    return QCoreApplication.translate("Messages", "This move is not allowed now.")


# --- names of the files the app makes for the player -------------------------------------------
def kept_file_stem(kind: str, game_id: str | None) -> str:
    """The name (without date) of a file set aside when a new game replaces the autosave
    (saves.keep_replaced_autosave): "Unfinished Lino", "Неоконченная игра «Лино»"."""
    if kind == "damaged":
        return file_stem(QCoreApplication.translate("Messages", "Damaged autosave"))
    if game_id is None:
        return file_stem(QCoreApplication.translate("Messages", "Unfinished game"))
    return file_stem(QCoreApplication.translate("Messages", "Unfinished %1")
                     .replace("%1", game_title(game_id)))


def save_file_stem(game_id: str) -> str:
    """The name Save As proposes for a game not saved yet: the game's title."""
    return file_stem(game_title(game_id))


def sheets_file_stem(game_id: str) -> str:
    """The name the PDF export proposes: "Lino score sheets", "Бланки «Лино»"."""
    return file_stem(QCoreApplication.translate("Messages", "%1 score sheets")
                     .replace("%1", game_title(game_id)))


def rank_name(rank: str) -> str:
    """Qwingo's solo rank (rules.solo_rank) by its name: the board's end and the history
    say it alike."""
    return {
        "professional": QCoreApplication.translate("QwingoBoard", "Professional"),
        "specialist": QCoreApplication.translate("QwingoBoard", "Specialist"),
        "expert": QCoreApplication.translate("QwingoBoard", "Expert"),
        "intermediate": QCoreApplication.translate("QwingoBoard", "Intermediate"),
        "beginner": QCoreApplication.translate("QwingoBoard", "Beginner"),
    }.get(rank, QCoreApplication.translate("QwingoBoard", "Unranked"))
