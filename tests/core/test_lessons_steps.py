"""What a lesson waits for, pinned (core/lessons.py): how a lesson file becomes steps (kinds,
keys, variants, defaults), each step's condition (the move a do step accepts, the events a
watch step waits for, "human"), the computer's listed moves, the listed chance, and the
message naming what does not fit."""

from __future__ import annotations

import json

import attrs
import pytest

from lesson_helpers import HAND0, HAND1, bingolino_lesson

from bingolino_app.core import lessons
from bingolino_app.core.game import CHANCE, Event, IllegalAction
from bingolino_app.core.lessons import LessonError, LessonStep
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.state import Arrange, ChooseDice, Deal, Flip, Roll


# --- a lesson file becomes steps --------------------------------------------------------------------
def test_a_step_reads_every_field_and_the_defaults(lesson_files):
    lesson_files("bingolino", bingolino_lesson([
        {"id": "hello", "text": "Hello."},
        {"id": "roll", "kind": "do", "anchor": "dice_buttons", "side": "left",
         "around": "grid:0", "do": {"type": "ChooseDice", "count": 3}, "text": "Roll three.",
         "nudge": "Three, please."},
        {"id": "wait", "kind": "watch", "until": "human", "text": "Watch."},
        {"id": "skip", "apply": [[0, {"type": "ChooseDice", "count": 1}]], "text": "On."},
    ]))
    lesson = lessons.load("bingolino")
    hello, roll, wait, skip = lesson.steps
    assert hello == LessonStep(id="hello", kind="next", text="Hello.", key="hello",
                               nudge_key="hello#nudge")
    assert roll == LessonStep(id="roll", kind="do", text="Roll three.", key="roll",
                              nudge_key="roll#nudge", anchor="dice_buttons", side="left",
                              around="grid:0", do={"type": "ChooseDice", "count": 3},
                              nudge="Three, please.")
    assert (wait.kind, wait.until, wait.do, wait.apply) == ("watch", "human", None, ())
    assert skip.apply == ((0, ChooseDice(1)),)
    assert lesson.id == "custom_bingolino" and lesson.game == "bingolino"
    assert lesson.level == "easy"  # the computer's level when nothing is said
    assert lesson.seats == ("human", "computer") and lesson.human == 0
    assert lesson.seed == 7 and lesson.options == {"starter": 0}
    assert lesson.chance == (Deal((HAND0, HAND1)), Roll((4, 5, 2)))
    assert lesson.prelude == ((0, Arrange(HAND0)), (1, Arrange(HAND1)))
    assert lesson.computer == (ChooseDice(2),)
    assert lesson.texts() == {"hello": "Hello.", "roll": "Roll three.",
                              "roll#nudge": "Three, please.", "wait": "Watch.", "skip": "On."}


def test_a_lesson_says_its_level_seats_and_seed_as_written(lesson_files):
    lesson_files("bingolino", bingolino_lesson([{"id": "a", "text": "A"}], level="strong",
                                               seats=["computer", "human"], seed="12"))
    lesson = lessons.load("bingolino")
    assert lesson.level == "strong" and lesson.human == 1 and lesson.seed == 12
    assert lesson.chance and lesson.prelude


def test_a_lesson_without_chance_prelude_or_computer_moves_has_none(lesson_files):
    lesson_files("bingolino", {"game": "bingolino", "seats": ["human"], "seed": 1,
                               "steps": [{"id": "a", "text": "A"}]})
    lesson = lessons.load("bingolino")
    assert (lesson.chance, lesson.prelude, lesson.computer) == ((), (), ())
    assert lesson.options == {"starter": -1}  # the game's defaults


def test_an_unknown_kind_and_repeated_ids_are_refused_by_name(lesson_files):
    lesson_files("bingolino", bingolino_lesson([{"id": "a", "kind": "dance", "text": "A"}]))
    with pytest.raises(LessonError) as err:
        lessons.load("bingolino")
    assert str(err.value) == "bingolino: step a: unknown kind 'dance'"
    lesson_files("bingolino", bingolino_lesson([{"id": "a", "text": "A"},
                                                {"id": "a", "text": "B"}]))
    with pytest.raises(LessonError) as err:
        lessons.load("bingolino")
    assert str(err.value) == "bingolino: step ids repeat"


def test_a_lesson_file_that_cannot_be_read_names_itself(lesson_files, tmp_path):
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    lesson_files("qwingo", {"steps": []}, name="other")
    lessons.LESSONS["qwingo"] = "broken"
    with pytest.raises(LessonError, match=r"^broken\.json: "):
        lessons.load("qwingo")
    lessons.LESSONS["qwingo"] = "missing"
    with pytest.raises(LessonError, match=r"^missing\.json: "):
        lessons.follows("qwingo")


def domino_lesson() -> dict:
    return {"game": "domino_bingo", "follows": ["variant"],
            "options": {"variant": "english", "target": 7}, "seats": ["human", "computer"],
            "seed": 3, "steps": [
                {"id": "plain", "text": "Same for all."},
                {"id": "both", "text": "English.", "nudge": "English nudge.", "anchor": "a",
                 "variants": {"russian": {"text": "Russian.", "nudge": "Russian nudge.",
                                          "anchor": "r"}}},
                {"id": "text_only", "kind": "do", "do": {"type": "Close"}, "text": "E.",
                 "nudge": "Shared nudge.", "variants": {"russian": {"text": "R."}}},
                {"id": "nudge_only", "kind": "do", "do": {"type": "Close"}, "text": "Same.",
                 "nudge": "E nudge.", "variants": {"russian": {"nudge": "R nudge."}}}]}


def test_a_variant_step_takes_its_own_texts_and_keys(lesson_files):
    lesson_files("domino_bingo", domino_lesson())
    russian = {s.id: s for s in lessons.load("domino_bingo", {"variant": "russian",
                                                               "target": 8}).steps}
    english = {s.id: s for s in lessons.load("domino_bingo", {"variant": "english"}).steps}
    assert (russian["plain"].key, russian["plain"].text) == ("plain", "Same for all.")
    both = russian["both"]
    assert (both.text, both.nudge, both.anchor) == ("Russian.", "Russian nudge.", "r")
    assert (both.key, both.nudge_key) == ("both/russian", "both/russian#nudge")
    assert (english["both"].key, english["both"].nudge_key) == ("both", "both#nudge")
    assert (english["both"].text, english["both"].anchor) == ("English.", "a")
    assert (russian["text_only"].key, russian["text_only"].nudge_key) == (
        "text_only/russian", "text_only#nudge")
    assert russian["text_only"].nudge == "Shared nudge."
    assert (russian["nudge_only"].key, russian["nudge_only"].nudge_key) == (
        "nudge_only", "nudge_only/russian#nudge")
    assert russian["nudge_only"].text == "Same."
    lesson = lessons.load("domino_bingo", {"variant": "russian", "target": 8})
    assert lesson.options == {"variant": "russian", "target": 7}  # target is the lesson's own
    assert lessons.follows("domino_bingo") == ("variant",)
    assert lessons.all_texts("domino_bingo") == {
        "plain": "Same for all.", "both": "English.", "both#nudge": "English nudge.",
        "text_only": "E.", "text_only#nudge": "Shared nudge.", "nudge_only": "Same.",
        "nudge_only#nudge": "E nudge.", "both/russian": "Russian.",
        "both/russian#nudge": "Russian nudge.", "text_only/russian": "R.",
        "nudge_only/russian#nudge": "R nudge."}


def test_a_lesson_that_follows_nothing_has_one_set_of_texts(lesson_files):
    lesson_files("bingolino", bingolino_lesson([{"id": "a", "text": "A", "nudge": "N"}]))
    assert lessons.follows("bingolino") == ()
    assert lessons.all_texts("bingolino") == {"a": "A", "a#nudge": "N"}


def test_translations_are_read_with_their_source_and_a_stale_one_is_named(lesson_files,
                                                                          tmp_path):
    lesson_files("bingolino", bingolino_lesson([{"id": "a", "text": "A", "nudge": "N"},
                                                {"id": "b", "text": "B"},
                                                {"id": "c", "text": "C"}]))
    assert lessons.translation_path("bingolino", "ru") == tmp_path / "custom_bingolino.ru.json"
    assert lessons.translations("bingolino", "ru") == {}  # no file yet
    (tmp_path / "custom_bingolino.ru.json").write_text(json.dumps({
        "a": {"source": "A", "text": "А"}, "a#nudge": {"source": "old N", "text": "Н"},
        "b": {"source": "B", "text": ""}}), encoding="utf-8")
    lessons._translation_file.cache_clear()
    assert lessons.text("bingolino", "a", "A", "ru") == "А"
    assert lessons.text("bingolino", "a", "A", "en") == "A"
    assert lessons.text("bingolino", "a#nudge", "N", "ru") == "N"  # made from older English
    assert lessons.text("bingolino", "b", "B", "ru") == "B"  # empty: the English
    assert lessons.text("bingolino", "c", "C", "ru") == "C"  # missing: the English
    assert lessons.stale("bingolino", "ru") == ["a#nudge", "b", "c"]
    (tmp_path / "custom_bingolino.de.json").write_text("{broken", encoding="utf-8")
    assert lessons.translations("bingolino", "de") == {}


# --- the conditions -----------------------------------------------------------------------------
def test_a_do_step_compares_the_fields_it_names_as_json():
    assert lessons.matches({"type": "Arrange", "layout": list(HAND0)}, Arrange(HAND0))
    assert lessons.matches({"type": "Arrange"}, Arrange(HAND0))
    assert not lessons.matches({"type": "Arrange", "layout": list(HAND1)}, Arrange(HAND0))
    assert not lessons.matches({"type": "Flip", "cell": 3, "extra": 1}, Flip(3))
    assert lessons.matches({}, Flip(3))  # nothing named: any move
    assert not lessons.matches(None, Flip(3))


def test_a_watch_step_waits_for_an_event_with_the_arguments_it_names():
    event = Event("bingolino.star", {"player": 1, "lines": (2, 5)})
    assert lessons.event_matches({"event": "bingolino.star"}, event)
    assert lessons.event_matches({"event": "bingolino.star", "player": 1}, event)
    assert lessons.event_matches({"event": "bingolino.star", "lines": [2, 5]}, event)
    assert not lessons.event_matches({"event": "bingolino.star", "player": 0}, event)
    assert not lessons.event_matches({"event": "bingolino.win", "player": 1}, event)
    assert not lessons.event_matches({"event": "bingolino.star", "lines": [5, 2]}, event)


def _session() -> tuple[lessons.Lesson, lessons.ScriptedSession, int]:
    lesson = lessons.load("bingolino")
    session, start = lessons.new_session(lesson, ["Me", "It"])
    return lesson, session, start


def test_a_new_session_plays_the_prelude_and_starts_the_lesson_after_it():
    lesson, session, start = _session()
    assert [s.name for s in session.seats] == ["Me", "It"]
    assert [(s.kind, s.level) for s in session.seats] == [("human", "easy"),
                                                          ("computer", "easy")]
    assert session.seed == lesson.seed
    moves = [(s.player, s.action) for s in session.history if s.player != CHANCE]
    assert moves == list(lesson.prelude)
    assert start == len(session.history)
    assert session.state.hands == [lesson.chance[0].hands[0], lesson.chance[0].hands[1]]


def test_a_prelude_arrangement_may_be_any_order_of_the_hand():
    lesson = lessons.load("bingolino")
    reordered = tuple(reversed(lesson.prelude[0][1].layout))
    other = attrs.evolve(lesson, prelude=((0, Arrange(reordered)),) + lesson.prelude[1:])
    session, _ = lessons.new_session(other, ["a", "b"])
    assert session.state.grids[0] == list(reordered)
    wrong = attrs.evolve(lesson, prelude=((0, Arrange(HAND1)),) + lesson.prelude[1:])
    with pytest.raises(LessonError) as err:
        lessons.new_session(wrong, ["a", "b"])
    assert str(err.value).startswith("bingolino: prelude move Arrange(")
    assert str(err.value).endswith(" is not legal")


def test_the_computer_plays_its_listed_moves_while_they_fit():
    lesson, session, start = _session()
    assert lessons.listed_left(lesson, session, start) == len(lesson.computer)
    human, computer = lesson.human, 1
    assert lessons.scripted_move(lesson, session, start, computer) is None  # not legal now
    session.apply(human, ChooseDice(3))
    while session.pending_humans():
        session.apply(human, session.state.legal_actions(human)[0])
    first = lessons.scripted_move(lesson, session, start, computer)
    assert first == lesson.computer[0]
    session.apply(computer, first)
    assert lessons.listed_left(lesson, session, start) == len(lesson.computer) - 1
    human_moves_do_not_count = lessons.listed_left(lesson, session, start)
    assert human_moves_do_not_count == len(lesson.computer) - 1
    done = attrs.evolve(lesson, computer=lesson.computer[:1])
    assert lessons.listed_left(done, session, start) == 0
    assert lessons.scripted_move(done, session, start, computer) is None
    assert lessons.listed_left(lesson, session, len(session.history)) == len(lesson.computer)


def test_until_human_holds_when_a_human_must_decide_or_the_game_is_over():
    lesson, session, start = _session()
    wait = LessonStep(id="w", kind="watch", text="", key="w", until="human")
    assert lessons.until_holds(wait, session, start)  # the human chooses the dice
    session.apply(0, ChooseDice(3))
    while session.pending_humans():
        session.apply(0, session.state.legal_actions(0)[0])
    assert not lessons.until_holds(wait, session, start)  # the computer's turn
    session.state.winner = 1
    ended = Session("bingolino", [Seat("a", "computer"), Seat("b", "computer")], {}, 1)
    ended.state.is_terminal = lambda: True
    assert lessons.until_holds(wait, ended, 0)


def test_until_an_event_counts_only_the_events_since_the_step_began():
    lesson, session, start = _session()
    rolled = LessonStep(id="r", kind="watch", text="", key="r",
                        until={"event": "bingolino.rolled"})
    session.apply(0, ChooseDice(3))
    keys = [e.key for s in session.history[start:] for e in s.events]
    assert "bingolino.rolled" in keys
    assert lessons.until_holds(rolled, session, start)
    assert not lessons.until_holds(rolled, session, len(session.history))
    bad = LessonStep(id="odd", kind="watch", text="", key="odd", until=42)
    with pytest.raises(LessonError) as err:
        lessons.until_holds(bad, session, start)
    assert str(err.value) == "step odd: unknown condition 42"


def test_a_do_step_accepts_exactly_the_legal_moves_it_describes():
    lesson, session, start = _session()
    step = LessonStep(id="d", kind="do", text="", key="d", do={"type": "ChooseDice",
                                                               "count": 3})
    assert lessons.wanted(step, session, 0) == [ChooseDice(3)]
    anything = attrs.evolve(step, do={"type": "ChooseDice"})
    assert lessons.wanted(anything, session, 0) == [ChooseDice(n) for n in range(1, 6)]
    assert lessons.wanted(attrs.evolve(step, do={"type": "Flip"}), session, 0) == []
    assert lessons.wanted(step, session, 1) == []  # not his turn


def test_the_listed_chance_comes_first_counted_over_the_whole_history():
    deal = Deal((HAND0,))
    session = lessons.ScriptedSession("bingolino", [Seat("a")], {"starter": 0}, 5,
                                      (deal, Roll((1, 2)), Roll((6,))))
    assert session.chance_script == (deal, Roll((1, 2)), Roll((6,)))
    session.apply(0, Arrange(HAND0))
    session.apply(0, ChooseDice(2))
    assert session.state.last_roll == (1, 2)
    while session.pending_humans() and session.state.phase == "flip":
        session.apply(0, session.state.legal_actions(0)[0])
    session.apply(0, ChooseDice(1))
    assert session.state.last_roll == (6,)
    while session.pending_humans() and session.state.phase == "flip":
        session.apply(0, session.state.legal_actions(0)[0])
    session.apply(0, ChooseDice(4))
    assert len(session.state.last_roll) == 4  # the list is used up: the seed rolls


def test_a_listed_chance_that_does_not_fit_names_its_place():
    deal = Deal((HAND0,))
    session = lessons.ScriptedSession("bingolino", [Seat("a")], {"starter": 0}, 5,
                                      (deal, Roll((1, 2, 3))))
    session.apply(0, Arrange(HAND0))
    with pytest.raises(IllegalAction) as err:
        session.apply(0, ChooseDice(2))  # two dice, and the list has three
    assert err.value.key == "lesson.chance" and err.value.args == {"index": 1}


# --- playing a lesson through -------------------------------------------------------------------
def test_rehearse_makes_each_move_and_reports_every_step_in_order():
    lesson = lessons.load("bingolino")
    seen = []
    session = lessons.rehearse(lesson, ["X", "Y"], on_step=lambda step, s: seen.append(
        (step.id, len(s.history))))
    assert [s for s, _ in seen] == [step.id for step in lesson.steps]
    assert [s.name for s in session.seats] == ["X", "Y"]
    lengths = [n for _, n in seen]
    assert lengths == sorted(lengths)
    for step in lesson.steps:
        if step.kind == "do":
            assert any(lessons.matches(step.do, s.action) for s in session.history
                       if s.player == lesson.human)
    default = lessons.rehearse(lesson)
    assert [s.name for s in default.seats] == ["P1", "P2"]
    assert default.actions == session.actions


def test_a_step_whose_move_fits_nothing_is_named():
    lesson = lessons.load("bingolino")
    steps = [s for s in lesson.steps if s.kind == "do"][:1]
    bad = attrs.evolve(steps[0], do={"type": "Flip", "cell": 99})
    with pytest.raises(LessonError) as err:
        lessons.rehearse(attrs.evolve(lesson, steps=(bad,)))
    assert str(err.value) == (f"bingolino: step {bad.id}: no legal move fits "
                              "{'type': 'Flip', 'cell': 99}")


def test_a_skipped_ahead_move_that_is_not_legal_is_named():
    lesson = lessons.load("bingolino")
    step = LessonStep(id="jump", kind="next", text="", key="jump",
                      apply=((0, Flip(0)),))
    with pytest.raises(LessonError) as err:
        lessons.rehearse(attrs.evolve(lesson, steps=(step,)))
    assert str(err.value) == "bingolino: step jump: move Flip(cell=0) is not legal"


def _lino_until(step_id: str, **changes):
    lesson = lessons.load("lino")
    cut = next(i for i, s in enumerate(lesson.steps) if s.id == step_id)
    return attrs.evolve(lesson, steps=lesson.steps[:cut + 1], **changes)


def test_skipped_ahead_moves_are_answered_by_the_computers_listed_moves():
    lesson = _lino_until("more_builds")
    session, start = lessons.new_session(lesson, ["a", "b"])
    session = lessons.rehearse(lesson)
    computer = 1 - lesson.human
    mine = [s.action for s in session.history[start:] if s.player == computer]
    assert mine and mine == list(lesson.computer[:len(mine)])
    assert session.pending_humans()  # the skip ends where the human decides


def test_skipped_ahead_moves_stop_where_the_listed_moves_end():
    lesson = lessons.load("lino")
    cut = next(i for i, s in enumerate(lesson.steps) if s.id == "more_builds")
    before = lessons.rehearse(attrs.evolve(lesson, steps=lesson.steps[:cut]))
    computer = 1 - lesson.human
    used = sum(1 for s in before.history if s.player == computer)
    short = attrs.evolve(lesson, steps=lesson.steps[:cut + 1],
                         computer=lesson.computer[:used + 1])  # one answer between the two
    session = lessons.rehearse(short)
    assert sum(1 for s in session.history if s.player == computer) == used + 1
    assert session.pending_computers()  # the rest is the game's, after the lesson


def test_a_listed_move_that_does_not_fit_after_a_skip_is_named():
    lesson = lessons.load("lino")
    skip = next(s for s in lesson.steps if s.id == "more_builds")
    human_first = attrs.evolve(skip, apply=skip.apply[:1])
    bad = attrs.evolve(lesson, steps=(human_first,), computer=(ChooseDice(1),))
    with pytest.raises(LessonError) as err:
        lessons.rehearse(bad)
    assert str(err.value) == "lino: step more_builds: no listed computer move fits"


def test_a_watch_with_nobody_to_move_is_named():
    lesson = lessons.load("bingolino")
    never = LessonStep(id="stuck", kind="watch", text="", key="stuck",
                       until={"event": "bingolino.never"})
    with pytest.raises(LessonError) as err:
        lessons.rehearse(attrs.evolve(lesson, steps=(never,)))
    assert str(err.value) == ("bingolino: step stuck: nobody moves and "
                              "{'event': 'bingolino.never'} never holds")


def test_a_watch_whose_computer_move_is_not_listed_is_named():
    lesson = lessons.load("bingolino")
    steps = list(lesson.steps)
    watch = next(i for i, s in enumerate(steps) if s.kind == "watch")
    short = attrs.evolve(lesson, computer=(), steps=tuple(steps[:watch + 1]))
    with pytest.raises(LessonError) as err:
        lessons.rehearse(short)
    assert str(err.value) == f"bingolino: step {steps[watch].id}: no listed computer move fits"


def test_every_shipped_lesson_is_named_by_its_game():
    assert lessons.LESSONS == {"bingolino": "bingolino", "qwingo": "qwingo",
                               "domino_bingo": "domino_bingo", "lino": "lino"}
    assert lessons.lesson_id("lino") == "lino"
    assert lessons.KINDS == ("next", "do", "watch")
