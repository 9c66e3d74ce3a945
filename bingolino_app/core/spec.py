"""What a game is, as the app lists it before any game is played: its spec and options, and
the error that names a broken rule. Plain dataclasses (no attrs): the start page lists the
games from these alone, and the rules' state loads when a game begins."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_NAME_LENGTH = 24
"""The longest player's name: the new-game dialog's field, saves and the history keep to it."""


class IllegalAction(ValueError):
    """An action the rules refuse. ``key`` names the rule (a message key the UI translates)."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(f"{key} {args}" if args else key)
        self.key = key
        self.details = dict(args)

    @property
    def args(self) -> dict:  # type: ignore[override]
        """The rule's arguments. (Assigning to BaseException.args would keep only the keys.)"""
        return self.details



@dataclass(frozen=True)
class Option:
    """A game option shown in the new-game dialog. ``choices`` are (value, label key) pairs."""

    key: str
    label: str
    default: Any
    choices: tuple[tuple[Any, str], ...] = ()
    language_defaults: tuple[tuple[str, Any], ...] = ()
    """Defaults that follow the interface language, e.g. (("ru", "russian"), ("en", "english"));
    the new-game dialog uses them before falling back to ``default``."""
    accepts: Any = None
    """Optional predicate for values beyond ``choices`` (Lino's explicit layout strings)."""

    def default_for(self, language: str) -> Any:
        return dict(self.language_defaults).get(language, self.default)


@dataclass(frozen=True)
class GameSpec:
    """Frozen description of a game. ``id`` is stable forever: saves and settings use it."""

    id: str
    title: str  # untranslated English title; translated by the UI
    min_players: int
    max_players: int
    rules_version: int
    options: tuple[Option, ...] = ()
    available: bool = True
    hidden_information: bool = False
    """True when players may hold secrets (hands, a secret setup): hot seat then seats one
    human at a time, and covers the board while ``GameState.has_secrets`` says so."""
    undo_barriers: tuple[str, ...] = ()
    """Event keys that show every player something new (the revealed setups): undo never
    reaches back past them, or it would leak."""
    undo_reveals: Any = None
    """``undo_reveals(before, after, events) -> str | None``: what one step showed the player
    whose observations ``before`` and ``after`` it are, that he did not know (the key of the
    event that showed it), or None. Nothing shown to him since his last decision: he may take
    it back (a trick his own stone won shows nothing; the other's stone, or a drawn one,
    does). Chance (a roll, a deal) always shows something."""

    def default_options(self, language: str = "") -> dict:
        return {o.key: o.default_for(language) for o in self.options}

    def valid_options(self, options: Any) -> dict:
        """Of remembered options (a settings file, perhaps edited by hand), those this
        game takes: unknown keys and refused values are dropped, never raised."""
        if not isinstance(options, dict):
            return {}
        kept = {}
        for key, value in options.items():
            try:
                self.check_options({key: value})
            except (IllegalAction, TypeError):  # TypeError: an unhashable value
                continue
            kept[key] = value
        return kept

    def check_options(self, options: dict) -> dict:
        """Fill in defaults and refuse unknown keys or values."""
        known = {o.key: o for o in self.options}
        for key, value in options.items():
            if key not in known:
                raise IllegalAction("option.unknown", option=key)
            choices = [c[0] for c in known[key].choices]
            accepts = known[key].accepts
            if choices and value not in choices and not (accepts and accepts(value)):
                raise IllegalAction("option.bad_value", option=key, value=value)
        return {**self.default_options(), **options}
