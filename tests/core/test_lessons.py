"""Lessons as data (core/lessons.py): every lesson plays through in plain Python, its texts are
translated and current, and the machinery refuses what does not fit."""

from __future__ import annotations

import re

import attrs
import pytest

from bingolino_app.core import lessons
from bingolino_app.core.game import IllegalAction
from bingolino_app.core.lessons import LessonError, LessonStep
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.state import ChooseDice, Deal, Flip, Roll
from bingolino_app.languages import codes

VARIANTS = [("bingolino", {}), ("qwingo", {}), ("domino_bingo", {"variant": "english"}),
            ("domino_bingo", {"variant": "russian"}), ("lino", {})]
IDS = ["bingolino", "qwingo", "domino-english", "domino-russian", "lino"]
WORDS_PER_MINUTE = 180  # a careful first read
CLICK_SECONDS = 4  # finding and making a move, reading the board after it


@pytest.mark.parametrize("game,options", VARIANTS, ids=IDS)
def test_every_lesson_plays_through_to_its_end(game, options):
    lesson = lessons.load(game, options)
    seen = []
    session = lessons.rehearse(lesson, on_step=lambda step, _: seen.append(step.id))
    assert seen == [s.id for s in lesson.steps]
    assert session.history  # a real game was played
    assert all(step.anchor for step in lesson.steps), "every callout points at something"


@pytest.mark.parametrize("game,options", VARIANTS, ids=IDS)
def test_a_lesson_takes_a_few_minutes(game, options):
    lesson = lessons.load(game, options)
    words = sum(len(step.text.split()) for step in lesson.steps)
    moves = sum(1 for step in lesson.steps if step.kind != "watch")
    minutes = words / WORDS_PER_MINUTE + moves * CLICK_SECONDS / 60
    assert minutes <= 5, f"{game}: about {minutes:.1f} minutes"
    assert len(lesson.steps) <= 25


def test_domino_follows_the_chosen_variant():
    russian = lessons.load("domino_bingo", {"variant": "russian", "target": 8})
    english = lessons.load("domino_bingo", {"variant": "english"})
    assert russian.options["variant"] == "russian" and english.options["variant"] == "english"
    assert russian.options["target"] == 7  # an option the lesson does not follow stays its own
    by_id = {s.id: s for s in russian.steps}
    assert by_id["close"].key == "close/russian" and "answering" in by_id["close"].text
    assert {s.id: s for s in english.steps}["close"].key == "close"
    assert by_id["close"].nudge_key == "close#nudge"  # the variant kept the shared nudge
    assert lessons.follows("domino_bingo") == ("variant",)
    assert lessons.follows("lino") == ()


# --- texts -------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", [c for c in codes() if c != "en"])
@pytest.mark.parametrize("game", sorted(lessons.LESSONS))
def test_every_text_is_translated_from_the_current_english(game, lang):
    """A step added or reworded in English without its translation fails here (run
    i18n/update.py, then translate what it lists)."""
    assert lessons.stale(game, lang) == []


AVOID = {  # the glossary (i18n/README.md, tests/test_i18n.py): one Russian word per thing
    "bingolino": r"фишк|переигров|кост(?:и|ей)\b",
    "domino_bingo": r"матч|фишк|кост(?:и|ей|ь)\b|базар",
    "lino": r"камн|камен",
    "qwingo": r"фишк|плитк",
}


@pytest.mark.parametrize("game", sorted(lessons.LESSONS))
def test_russian_lessons_use_the_glossary_and_guess_no_gender(game):
    texts = [entry["text"] for entry in lessons.translations(game, "ru").values()]
    assert texts
    joined = "\n".join(texts)
    assert not re.findall(r"\w*(?:%s)\w*" % AVOID[game], joined, re.I)
    assert not re.search(r"зерн|сид\b|лист очков", joined, re.I)
    assert not re.search(r"\w\((?:а|ла|ой)\)", joined), "no (а) gender hacks"
    assert not re.search(r"[A-Za-z]{4,}", re.sub(r"\b[A-O]\d+\b|\(N\)", "", joined)), \
        "no English words left in the Russian"


def test_a_stale_translation_shows_the_english(monkeypatch):
    lesson = lessons.load("bingolino")
    step = lesson.steps[0]
    assert lessons.text("bingolino", step.key, step.text, "ru") != step.text
    assert lessons.text("bingolino", step.key, step.text + " Changed.", "ru") == \
        step.text + " Changed."
    assert lessons.text("bingolino", step.key, step.text, "en") == step.text
    table = {**lessons.translations("bingolino", "ru")}
    table[step.key] = {"source": "older English", "text": "перевод"}
    monkeypatch.setattr(lessons, "translations", lambda game, lang: table)
    assert step.key in lessons.stale("bingolino", "ru")


# --- the machinery ----------------------------------------------------------------------------
def test_predicates_compare_the_fields_given():
    assert lessons.matches({"type": "Flip", "cell": 3}, Flip(3))
    assert not lessons.matches({"type": "Flip", "cell": 3}, Flip(4))
    assert not lessons.matches({"type": "TurnBack", "cell": 3}, Flip(3))
    assert lessons.matches({"type": "ChooseDice"}, ChooseDice(5))
    assert not lessons.matches(None, ChooseDice(5))


def test_listed_chance_first_then_the_seed_and_replay_keeps_to_the_list():
    deal = Deal((lessons.load("bingolino").chance[0].hands[0],))
    session = lessons.ScriptedSession("bingolino", [Seat("a")], {"starter": 0}, 5,
                                      (deal, Roll((6, 6))))
    assert session.state.hands[0] == deal.hands[0]
    session.apply(0, session.state.legal_actions(0)[0])  # arranged as dealt
    session.apply(0, ChooseDice(2))
    assert session.state.last_roll == (6, 6)
    while session.pending_humans() and session.state.phase == "flip":
        session.apply(0, session.state.legal_actions(0)[0])
    session.apply(0, ChooseDice(3))
    assert len(session.state.last_roll) == 3  # the list is used up: the seed rolls
    replayed = Session.replay("bingolino", [Seat("a")], {"starter": 0}, 5, session.actions)
    assert replayed.state.snapshot() == session.state.snapshot()


def test_a_listed_chance_that_does_not_fit_is_refused():
    with pytest.raises(IllegalAction):
        lessons.ScriptedSession("bingolino", [Seat("a")], {"starter": 0}, 5, (Roll((1, 2)),))


def test_a_waited_for_move_that_is_not_legal_names_its_step():
    lesson = lessons.load("bingolino")
    steps = list(lesson.steps)
    i = next(i for i, s in enumerate(steps) if s.id == "roll3")
    steps[i] = attrs.evolve(steps[i], do={"type": "Flip", "cell": 0})  # nothing rolled yet
    with pytest.raises(LessonError, match="roll3"):
        lessons.rehearse(attrs.evolve(lesson, steps=tuple(steps)))


def test_a_computer_move_not_listed_is_found():
    lesson = attrs.evolve(lessons.load("bingolino"), computer=())
    with pytest.raises(LessonError, match="their_roll"):
        lessons.rehearse(lesson)


def test_a_watch_that_never_ends_is_found():
    lesson = lessons.load("qwingo")
    never = LessonStep(id="forever", kind="watch", text="", key="forever",
                       until={"event": "qwingo.no_such_thing"})
    with pytest.raises(LessonError, match="forever"):
        lessons.rehearse(attrs.evolve(lesson, steps=(never,)))


def test_a_prelude_move_that_is_not_legal_is_refused():
    lesson = lessons.load("bingolino")
    bad = attrs.evolve(lesson, prelude=((0, ChooseDice(3)),))
    with pytest.raises(LessonError):
        lessons.new_session(bad, ["a", "b"])
