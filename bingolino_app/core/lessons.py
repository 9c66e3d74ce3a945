"""Lessons: a guided first game of each game, as data (resources/lessons/<id>.json).

A lesson is a real game against a computer on a prepared deal: the chance outcomes are listed
(``chance``: dice, deals, who begins; the seed takes over once they run out), the moves made
before the first step too (``prelude``: arrangements, setups), and the computer's moves
(``computer``, in order; its own bot takes over once they run out). So the situations worth
teaching arrive on cue. The steps say what the callout points at (an anchor name each board
resolves), what it says, and what it waits for:

- ``next``: an explanation; the Next button goes on. Nothing moves meanwhile. ``apply``: human
  moves played when Next is pressed, the computer answering from its list in between (a lesson
  that skips ahead over the middle of a game).
- ``do``: the human makes the move described by ``do`` (a predicate: the action's type and the
  fields given); any other move is refused with the step's ``nudge``. Nothing else moves.
- ``watch``: the computer plays until ``until`` holds: "human" (a human must decide) or an
  event ({"event": key, and arguments it must carry}).

Texts: the lesson file holds the English; ``<id>.<lang>.json`` holds each step's translation
with the English it was made from ({step: {"source": ..., "text": ...}}), so a translator reads
both side by side and a changed English text shows as a stale translation (tests fail on it).
A step may differ per value of an option the lesson follows (Domino Bingo's rule variant):
``variants: {value: {text, anchor, nudge}}``. ``side`` says where the callout would rather
stand (right, left, below, above) when the default would hide what the step talks about, and
``around`` names a larger part it stands beside (the row a stone ends, the tiles round a star);
a variant's own text has the key ``<step>/<value>``.

No Qt here: ``rehearse`` plays a lesson through in plain Python for the tests.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

import attrs

from bingolino_app import paths
from bingolino_app.core import registry
from bingolino_app.core.game import CHANCE, Action, Event, IllegalAction, action_from_json
from bingolino_app.core.session import Seat, Session

KINDS = ("next", "do", "watch")
LESSONS = {"bingolino": "bingolino", "qwingo": "qwingo", "domino_bingo": "domino_bingo",
           "lino": "lino"}
"""The lesson of each game (its file name under resources/lessons)."""


class LessonError(ValueError):
    """A lesson file that does not fit its game, or a step that cannot be played."""


def lesson_dir() -> Path:
    return paths.resources_dir() / "lessons"


# --- the data ------------------------------------------------------------------------------------
@attrs.frozen
class LessonStep:
    id: str
    kind: str
    text: str  # English; translated by step key
    key: str  # the translation key: the id, or "<id>/<variant>" for a variant's own text
    nudge_key: str = ""  # the nudge's key: "<id>#nudge", or "<id>/<variant>#nudge"
    anchor: str = ""  # the board part pointed at ("" none: the callout stands by the board)
    side: str = ""  # where the callout would rather stand: right, left, below or above
    around: str = ""  # what the callout stands beside if not only the anchor: the part the
    # text talks about (the row a stone ends, the tiles round a star) stays in view
    do: dict | None = None  # "do": the predicate on the human's action
    nudge: str = ""  # "do": what a refused move hears (English; key ``nudge_key``)
    until: Any = None  # "watch": "human" or {"event": key, ...arguments}
    apply: tuple[tuple[int, Action], ...] = ()  # "next": moves played when Next is pressed


@attrs.frozen
class Lesson:
    id: str
    game: str
    options: dict
    seats: tuple[str, ...]  # "human" / "computer" per seat; the human is seat 0
    level: str  # the computer's level once its listed moves run out
    seed: int
    chance: tuple[Action, ...]
    prelude: tuple[tuple[int, Action], ...]
    computer: tuple[Action, ...]
    steps: tuple[LessonStep, ...]

    @property
    def human(self) -> int:
        return self.seats.index("human")

    def texts(self) -> dict[str, str]:
        """Every English text by key (the keys a translation file must hold)."""
        found = {}
        for step in self.steps:
            found[step.key] = step.text
            if step.nudge:
                found[step.nudge_key] = step.nudge
        return found


def _actions(game: str, raw: list) -> list[Action]:
    types = registry.game(game).new_state.action_types
    return [action_from_json(a, types) for a in raw]


def _moves(game: str, raw: list) -> tuple[tuple[int, Action], ...]:
    types = registry.game(game).new_state.action_types
    return tuple((int(p), action_from_json(a, types)) for p, a in raw)


def lesson_id(game: str) -> str:
    return LESSONS[game]


@lru_cache(maxsize=None)
def _raw(lesson: str) -> dict:
    path = lesson_dir() / f"{lesson}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LessonError(f"{path.name}: {exc}") from exc


def follows(game: str) -> tuple[str, ...]:
    """The options a game's lesson takes from the player's choice (Domino's variant)."""
    return tuple(_raw(lesson_id(game)).get("follows", ()))


def load(game: str, options: dict | None = None) -> Lesson:
    """The lesson of ``game``; ``options``: the player's choices, of which the lesson takes
    those it follows (the rest of its options are its own)."""
    raw = _raw(lesson_id(game))
    spec = registry.game(game).spec
    chosen = {k: v for k, v in (options or {}).items() if k in raw.get("follows", ())}
    merged = spec.check_options({**raw.get("options", {}), **chosen})
    variant_of = raw.get("follows", [None])[0] if raw.get("follows") else None
    variant = merged.get(variant_of) if variant_of else None
    steps = []
    for item in raw["steps"]:
        own = dict(item)
        key = nudge_key = own["id"]
        override = own.pop("variants", {}).get(variant) if variant is not None else None
        if override:
            own.update(override)
            if "text" in override:
                key = f"{own['id']}/{variant}"
            if "nudge" in override:
                nudge_key = f"{own['id']}/{variant}"
        kind = own.get("kind", "next")
        if kind not in KINDS:
            raise LessonError(f"{game}: step {own['id']}: unknown kind {kind!r}")
        steps.append(LessonStep(
            id=own["id"], kind=kind, text=own["text"], key=key, nudge_key=nudge_key + "#nudge",
            anchor=own.get("anchor", ""),
            side=own.get("side", ""), around=own.get("around", ""),
            do=own.get("do"), nudge=own.get("nudge", ""), until=own.get("until"),
            apply=_moves(game, own.get("apply", []))))
    ids = [s.id for s in steps]
    if len(set(ids)) != len(ids):
        raise LessonError(f"{game}: step ids repeat")
    return Lesson(
        id=lesson_id(game), game=game, options=merged, seats=tuple(raw["seats"]),
        level=raw.get("level", "easy"), seed=int(raw["seed"]),
        chance=tuple(_actions(game, raw.get("chance", []))),
        prelude=_moves(game, raw.get("prelude", [])),
        computer=tuple(_actions(game, raw.get("computer", []))), steps=tuple(steps))


def all_texts(game: str) -> dict[str, str]:
    """Every English text of a game's lesson, over all the variants it follows."""
    raw = _raw(lesson_id(game))
    found: dict[str, str] = {}
    values = [None]
    for key in raw.get("follows", ()):
        option = next(o for o in registry.game(game).spec.options if o.key == key)
        values = [value for value, _ in option.choices]
    for value in values:
        found.update(load(game, {raw["follows"][0]: value} if value is not None else {}).texts())
    return found


def translation_path(game: str, lang: str) -> Path:
    return lesson_dir() / f"{lesson_id(game)}.{lang}.json"


@lru_cache(maxsize=None)
def _translation_file(game: str, lang: str) -> dict:
    path = translation_path(game, lang)
    if not path.is_file():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def translations(game: str, lang: str) -> dict[str, dict]:
    """{key: {"source": English it was made from, "text": translation}} of a language."""
    return _translation_file(game, lang)


def text(game: str, key: str, english: str, lang: str) -> str:
    """The text of ``key`` in ``lang``: its translation when it was made from this English,
    else the English (a stale or missing translation never shows a wrong sentence)."""
    entry = translations(game, lang).get(key) if lang != "en" else None
    if entry and entry.get("source") == english and entry.get("text"):
        return entry["text"]
    return english


def stale(game: str, lang: str) -> list[str]:
    """Keys whose translation is missing, empty or made from another English text."""
    table = translations(game, lang)
    return [key for key, english in all_texts(game).items()
            if not (table.get(key, {}).get("text") and table[key].get("source") == english)]


# --- playing -------------------------------------------------------------------------------------
def matches(predicate: dict | None, action: Action) -> bool:
    """Whether ``action`` is the one ``predicate`` describes: its type, and every other
    field given equal (compared as JSON: tuples and lists alike)."""
    if predicate is None:
        return False
    data = json.loads(json.dumps(action.to_json()))
    return all(data.get(k) == v for k, v in json.loads(json.dumps(predicate)).items())


def event_matches(condition: dict, event: Event) -> bool:
    if event.key != condition.get("event"):
        return False
    args = json.loads(json.dumps(event.args))
    return all(args.get(k) == v for k, v in condition.items() if k != "event")


class ScriptedSession(Session):
    """A session whose chance outcomes come from a list first (the prepared deal), then from
    the seed. The n-th chance action of the history is the n-th of the list, so undo and
    replay keep to it."""

    def __init__(self, game_id: str, seats: list[Seat], options: dict, seed: int,
                 chance: tuple[Action, ...]) -> None:
        self.chance_script = tuple(chance)
        super().__init__(game_id, seats, options, seed)

    def _resolve_chance(self) -> None:
        while self.state.decision().is_chance:
            done = sum(1 for step in self.history if step.player == CHANCE)
            if done < len(self.chance_script):
                action = self.chance_script[done]
                if not self.state.is_chance_outcome(action):
                    raise IllegalAction("lesson.chance", index=done)
                self._apply(CHANCE, action)
            else:
                super()._resolve_chance()


def new_session(lesson: Lesson, names: list[str]) -> tuple[ScriptedSession, int]:
    """The lesson's game with its prelude played; and where the lesson's own history begins
    (the computer's listed moves are counted from there)."""
    seats = [Seat(name, kind, lesson.level) for name, kind in zip(names, lesson.seats)]
    session = ScriptedSession(lesson.game, seats, lesson.options, lesson.seed, lesson.chance)
    for player, action in lesson.prelude:
        if not _acceptable(session, player, action):
            raise LessonError(f"{lesson.id}: prelude move {action} is not legal")
        session.apply(player, action)
    return session, len(session.history)


def _acceptable(session: Session, player: int, action: Action) -> bool:
    if action in session.state.legal_actions(player):
        return True
    check = getattr(session.state, "is_legal_arrangement", None)
    layout = getattr(action, "layout", None)
    return bool(check and layout is not None and check(player, layout))


def listed_left(lesson: Lesson, session: Session, start: int) -> int:
    """How many of the computer's listed moves are still to come."""
    done = sum(1 for step in session.history[start:]
               if step.player >= 0 and not session.seats[step.player].is_human)
    return max(0, len(lesson.computer) - done)


def scripted_move(lesson: Lesson, session: Session, start: int, player: int) -> Action | None:
    """The computer's next listed move, if it is legal now (None: the list is used up, or
    it does not fit, and the computer's own bot decides)."""
    left = listed_left(lesson, session, start)
    if not left:
        return None
    action = lesson.computer[len(lesson.computer) - left]
    return action if _acceptable(session, player, action) else None


def until_holds(step: LessonStep, session: Session, since: int) -> bool:
    """Whether a watch step's condition holds (events counted from history index ``since``)."""
    if step.until == "human":
        return bool(session.pending_humans()) or session.state.is_terminal()
    if isinstance(step.until, dict):
        return any(event_matches(step.until, e) for s in session.history[since:]
                   for e in s.events)
    raise LessonError(f"step {step.id}: unknown condition {step.until!r}")


def wanted(step: LessonStep, session: Session, player: int) -> list[Action]:
    """The legal moves of ``player`` that a do step accepts (empty: the step cannot be done)."""
    return [a for a in session.state.legal_actions(player) if matches(step.do, a)]


def rehearse(lesson: Lesson, names: list[str] | None = None,
             on_step: Callable[[LessonStep, Session], None] | None = None) -> Session:
    """Play ``lesson`` through as the window would, without a window: the human makes each
    step's move, the computer its listed moves. Raises LessonError naming the first step
    that cannot be played (a move not legal then, a computer move not listed, a watch that
    never ends)."""
    names = names or [f"P{i + 1}" for i in range(len(lesson.seats))]
    session, start = new_session(lesson, names)
    human = lesson.human
    for step in lesson.steps:
        if on_step is not None:
            on_step(step, session)
        where = f"{lesson.id}: step {step.id}"
        if step.kind == "next":
            for player, action in step.apply:
                if not _acceptable(session, player, action):
                    raise LessonError(f"{where}: move {action} is not legal")
                session.apply(player, action)
                _computers_until_human(lesson, session, start, where)
        elif step.kind == "do":
            moves = wanted(step, session, human)
            if not moves:
                raise LessonError(f"{where}: no legal move fits {step.do}")
            session.apply(human, moves[0])
        else:
            since = len(session.history)
            for _ in range(10_000):
                if until_holds(step, session, since):
                    break
                computers = session.pending_computers()
                if not computers:
                    raise LessonError(f"{where}: nobody moves and {step.until} never holds")
                for player in computers:
                    action = scripted_move(lesson, session, start, player)
                    if action is None:
                        raise LessonError(f"{where}: no listed computer move fits")
                    session.apply(player, action)
    return session


def _computers_until_human(lesson: Lesson, session: Session, start: int, where: str) -> None:
    """After a skipped-ahead human move: the computer answers until a human decides (or its
    listed moves are used up: the rest is the game's, after the lesson)."""
    while (session.pending_computers() and not session.pending_humans()
           and listed_left(lesson, session, start)):
        for player in session.pending_computers():
            action = scripted_move(lesson, session, start, player)
            if action is None:
                raise LessonError(f"{where}: no listed computer move fits")
            session.apply(player, action)
