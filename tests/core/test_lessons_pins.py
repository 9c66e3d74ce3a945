"""More of what a lesson waits for, pinned (core/lessons.py): the computer's listed moves are
counted from where the lesson begins (not the prelude's arrangements) and from any seat, a
watch step waits for what happens after it begins, a lesson takes only the choices it follows,
and the English of a lesson is its own file's."""

from __future__ import annotations

import json

import attrs

from lesson_helpers import bingolino_lesson

from bingolino_app.core import lessons
from bingolino_app.core.game import CHANCE
from bingolino_app.core.lessons import LessonStep
from bingolino_app.games.bingolino.state import ChooseDice, Flip


def moves_since(session, start: int, player: int) -> list:
    return [s.action for s in session.history[start:] if s.player == player]


def test_a_skip_is_answered_by_the_first_listed_move_though_the_prelude_had_his_setup():
    lesson = lessons.load("bingolino")
    computer = 1 - lesson.human
    assert any(p == computer for p, _ in lesson.prelude)  # his arrangement, before the lesson
    skip = LessonStep(id="skip", kind="next", text="", key="skip",
                      apply=((lesson.human, ChooseDice(3)), (lesson.human, Flip(0))))
    short = attrs.evolve(lesson, steps=(skip,), computer=lesson.computer[:1])
    session = lessons.rehearse(short)
    start = len(lessons.new_session(short, ["a", "b"])[0].history)
    assert moves_since(session, start, computer) == [lesson.computer[0]]
    assert session.pending_computers()  # the list is used up: the rest is the game's


def test_a_computer_in_the_first_seat_counts_his_listed_moves():
    shipped = lessons.load("bingolino")
    lesson = attrs.evolve(shipped, seats=("computer", "human"),
                          computer=(ChooseDice(3), ChooseDice(2)))
    assert lesson.human == 1
    session, start = lessons.new_session(lesson, ["It", "Me"])  # seat 0 begins
    assert lessons.listed_left(lesson, session, start) == 2
    first = lessons.scripted_move(lesson, session, start, 0)
    assert first == ChooseDice(3)
    session.apply(0, first)
    assert lessons.listed_left(lesson, session, start) == 1


def test_a_watch_waits_for_an_event_after_it_begins_not_one_before():
    lesson = lessons.load("bingolino")
    do = [s for s in lesson.steps if s.kind == "do"][:2]  # roll three, flip the first cell
    watch = LessonStep(id="their_roll", kind="watch", text="", key="their_roll",
                       until={"event": "bingolino.rolled"})
    session = lessons.rehearse(attrs.evolve(lesson, steps=(*do, watch)))
    rolls = [s for s in session.history
             if any(e.key == "bingolino.rolled" for e in s.events)]
    assert len(rolls) == 2  # the human's, then the computer's that the watch waited for
    moves = [(s.player, s.action) for s in session.history if s.player != CHANCE]
    assert moves[-1] == (1 - lesson.human, lesson.computer[0])


def test_a_lesson_that_follows_nothing_keeps_its_own_options(lesson_files):
    lesson_files("bingolino", bingolino_lesson([{"id": "a", "text": "A"}]))
    lesson = lessons.load("bingolino", {"starter": 1})
    assert lesson.options["starter"] == 0
    lesson_files("bingolino", bingolino_lesson([{"id": "a", "text": "A"}], follows=[]))
    assert lessons.follows("bingolino") == ()
    lesson = lessons.load("bingolino", {"starter": 1})
    assert lesson.options["starter"] == 0
    assert [(s.key, s.text) for s in lesson.steps] == [("a", "A")]


def test_english_is_the_lesson_files_own_even_beside_an_english_translation(lesson_files,
                                                                            tmp_path):
    lesson_files("bingolino", bingolino_lesson([{"id": "a", "text": "A"}]))
    (tmp_path / "custom_bingolino.en.json").write_text(json.dumps({
        "a": {"source": "A", "text": "Not this."}}), encoding="utf-8")
    lessons._translation_file.cache_clear()
    assert lessons.text("bingolino", "a", "A", "en") == "A"
