"""The review's words: verdicts that say what the numbers show, moves named as a player names
them, the printed move list that can be followed move by move, and the slider's move numbers."""

from __future__ import annotations

import pytest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.review import Replay
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.common import i18n
from bingolino_app.ui.boards import analysis_texts as texts
from bingolino_app.ui.review import movelist


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_good_move_a_hair_from_the_best_reads_as_good(qapp, lang):
    """"✓ Good … The strong computer prefers another move … +0.0 turns": a cost too small to
    show is said as "as good as the strong computer's choice"; an exact value says "exact",
    not "no sampling noise: the strong computer's exact formula"."""
    from bingolino_app.core.analysis import Judgement
    from bingolino_app.games.bingolino.state import ChooseDice

    def judged(cost):
        return Judgement(move=9, player=0, played=ChooseDice(3), best=ChooseDice(4),
                         played_value=20.54, best_value=20.54 - cost, cost=cost, noise=0.0,
                         samples=0, basis="formula", exact=True, mark="good")

    i18n.install_language(qapp, lang)
    try:
        hair, real = (texts.verdict_text("bingolino", judged(c), None, "turns")
                      for c in (0.03, 0.4))
        if lang == "en":
            assert hair.startswith("✓ Good (20.5 turns to go), as good as the strong computer's")
            assert "prefers" in real and "+0.4 turns" in real
            assert "Exact: the odds are computed, not sampled." in hair
        else:
            assert "не хуже выбора сильного компьютера" in hair and "предпоч" not in hair
            assert "Точно: шансы вычислены" in hair
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("lang, said", [("en", "10 in banana (box 2)"),
                                        ("ru", "10 → «банан» (клетка 2)")])
def test_a_qwingo_set_up_names_each_box(qapp, lang, said):
    """"10 → «банан» 2": the 2 was a box nobody could tell from a count."""
    from types import SimpleNamespace

    from bingolino_app.games.qwingo.state import Setup

    layout = ((10, 1), (20, 4), (30, 6), (40, 8), (50, 11))
    i18n.install_language(qapp, lang)
    try:
        text = texts.move_text("qwingo", Setup(layout), SimpleNamespace())
        assert said in text
    finally:
        i18n.install_language(qapp, "en")


def test_the_bingolino_move_list_shows_the_dice_and_the_tiles_a_roll_turned(qapp):
    """It read "roll 5 dice" and nothing more; a tile turned on another player's roll had no
    row: the printed list could not be followed."""
    session = Session("bingolino", [Seat("Ann"), Seat("Bot 1", "computer", "greedy")], {}, 4)
    while not session.state.is_terminal():
        p, state = session.pending_players()[0], session.state
        session.apply(p, choose_move("bingolino", "greedy", state.observation(p),
                                     state.legal_actions(p), bot_seed(4, len(session.history), p)))
    replay = Replay.of_session(session)
    table = movelist.rows(replay, {}, "turns")
    rolls = [row for row in table if row.move.startswith("roll ")]
    assert rolls and all(": " in row.move for row in rolls)
    automatic = [e for k in range(1, replay.last + 1)
                 if type(replay.move(k)[1]).__name__ == "ChooseDice"
                 for e in replay.events[k] if e.key == "bingolino.flipped"]
    extra = [row for row in table if row.number == ""]
    assert len(extra) == len(automatic) > 0
    assert all(row.player in ("Ann", "Bot 1") and row.move.startswith(row.player)
               for row in extra)


@pytest.mark.parametrize("last", [9, 54, 187, 1203])
def test_the_sliders_numbers_stand_whole_inside_it(qtbot, last):
    """Every move number under the slider is inside it and apart from the next one, the
    last move's number too (at the right edge its last digit was cut off)."""
    from bingolino_app.ui.review.navigator import NumberedSlider

    for width in (200, 318, 600):
        slider = NumberedSlider()
        qtbot.addWidget(slider)
        slider.setRange(0, last)
        slider.resize(width, slider.sizeHint().height())
        rects = slider.label_rects()
        assert rects[0][0] == 0 and last - rects[-1][0] < slider.step()
        for value, rect in rects:
            assert slider.rect().contains(rect.toAlignedRect()), (width, value, rect)
        for (_, a), (_, b) in zip(rects, rects[1:]):
            assert a.right() <= b.left(), (width, a, b)
