"""The contract every game implements: spec, actions, events and the state machine.

Shaped after OpenSpiel: a state says whose decision it is, lists legal actions, applies one
(validated), clones itself and gives each player an observation hiding what that player cannot
see. Dice and shuffles are explicit chance actions, so a game is fully described by its seed
and its list of actions. Actions are small frozen attrs records, not integer ids.
"""

from __future__ import annotations

import copy
import random
from typing import Any, ClassVar, Iterable

import attrs

from bingolino_app.core.spec import GameSpec, IllegalAction, Option  # noqa: F401 (the contract)

CHANCE = -1
"""The pseudo-player who takes chance actions (dice, shuffles)."""

_converter: Any = None


def converter() -> Any:
    """The cattrs converter of actions, made on first use (listing the games at start needs
    no JSON)."""
    global _converter
    if _converter is None:
        import cattrs

        _converter = cattrs.Converter()
    return _converter


@attrs.frozen
class Event:
    """Something that happened, as a message key with arguments (translated only when shown)."""

    key: str
    args: dict = attrs.field(factory=dict, hash=False)


@attrs.frozen
class Decision:
    """Whose decision it is. ``kind`` is "player" (one), "simultaneous" (several, any order),
    "chance" or "end"; ``players`` lists who must still decide."""

    kind: str
    players: tuple[int, ...] = ()

    @property
    def is_chance(self) -> bool:
        return self.kind == "chance"

    @property
    def is_end(self) -> bool:
        return self.kind == "end"


class Action:
    """Base of the action records; subclasses are ``@attrs.frozen`` classes."""

    def to_json(self) -> dict:
        return {"type": type(self).__name__, **converter().unstructure(self)}


def action_from_json(data: dict, action_types: Iterable[type]) -> Action:
    by_name = {t.__name__: t for t in action_types}
    try:
        kind = by_name[data["type"]]
        fields = {k: v for k, v in data.items() if k != "type"}
        return converter().structure(fields, kind)
    except (KeyError, TypeError, ValueError, _validation_error()) as exc:
        raise IllegalAction("action.malformed", data=str(data)) from exc


def _validation_error() -> type:
    import cattrs  # imported by converter() already

    return cattrs.BaseValidationError


class GameState:
    """Base class of a game's state. Subclasses implement the ``_`` hooks.

    ``apply`` validates against ``legal_actions`` (or ``is_chance_outcome`` for chance) before
    calling ``_apply``, so every refused action names its rule through IllegalAction.
    """

    spec: ClassVar[GameSpec]
    action_types: ClassVar[tuple[type, ...]]

    def __init__(self, num_players: int, options: dict) -> None:
        if not self.spec.min_players <= num_players <= self.spec.max_players:
            raise IllegalAction("game.player_count", count=num_players)
        self.num_players = num_players
        self.options = self.spec.check_options(dict(options))
        self.events: list[Event] = []

    # --- to implement -------------------------------------------------------------------
    def decision(self) -> Decision:
        raise NotImplementedError

    def legal_actions(self, player: int) -> list[Action]:
        """Legal actions of ``player`` now (empty when it is not his decision)."""
        raise NotImplementedError

    def sample_chance(self, rng: random.Random) -> Action:
        """Draw the outcome of the pending chance event."""
        raise NotImplementedError

    def is_chance_outcome(self, action: Action) -> bool:
        raise NotImplementedError

    def _apply(self, action: Action, player: int) -> None:
        raise NotImplementedError

    def observation(self, player: int | None) -> Any:
        """What ``player`` sees (None: a spectator). Must hold nothing hidden from him."""
        raise NotImplementedError

    def full_view(self, player: int | None) -> Any:
        """Everything there is, drawn from ``player``'s seat: only for reviewing a game that
        has ended (core/review.py checks that). Games whose observation(None) still hides
        something (hands, the stock's order, secret setups, face-down backs) override it."""
        return self.observation(player)

    def scores(self) -> list[float]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        """The winners once the game has ended (several share a win), else []."""
        raise NotImplementedError

    def snapshot(self) -> dict:
        """The full state as plain data, to check a replay against a save."""
        raise NotImplementedError

    # --- provided -----------------------------------------------------------------------
    def next_game_options(self) -> dict:
        """Options of the next game with the same players ("Play again"): the same ones,
        unless a game's rules say otherwise (Lino: the loser begins)."""
        return dict(self.options)

    def is_terminal(self) -> bool:
        return self.decision().is_end

    def has_secrets(self) -> bool:
        """Whether some player now sees something another may not (a hand, a setup being
        made): only then does hot seat hide the board between two humans. Games whose
        secrets end (Qwingo's setup) override this."""
        return self.spec.hidden_information and not self.is_terminal()

    def apply(self, action: Action, player: int) -> list[Event]:
        """Apply ``action`` by ``player`` (CHANCE for chance). Returns the events it caused."""
        decision = self.decision()
        if decision.is_end:
            raise IllegalAction("game.over")
        if player == CHANCE:
            if not decision.is_chance or not self.is_chance_outcome(action):
                raise IllegalAction("game.not_chance")
        else:
            if decision.is_chance or player not in decision.players:
                raise IllegalAction("game.not_your_turn", player=player)
            if action not in self.legal_actions(player):
                raise self.explain_illegal(action, player)
        self.events = []
        self._apply(action, player)
        return list(self.events)

    def explain_illegal(self, action: Action, player: int) -> IllegalAction:
        """Why ``action`` is refused; games override this to name the rule."""
        return IllegalAction("game.illegal", action=type(action).__name__)

    def clone(self) -> "GameState":
        return copy.deepcopy(self)

    def emit(self, key: str, **args: Any) -> None:
        self.events.append(Event(key, args))
