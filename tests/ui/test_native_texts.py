"""Texts that read as written by a native speaker, with any name in them.

Whole games are played with the default names and with real ones; every log line and every
end text is rendered in English and in Russian and checked for what broke before: "You wins",
"Вы берёт", a verb or an adjective that guesses a player's gender, a name that Russian would
have to decline ("против Борис"), the log speaking to "you" although every player reads it.
"""

from __future__ import annotations

import importlib
import re

import pytest

from bingolino_app.core import bots, saves
from bingolino_app.core.game import CHANCE
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.state import Arrange, ChooseDice, Deal, Roll
from bingolino_app.ui.shell import app
from bingolino_app.ui.common import i18n, messages, player_names

# Past tense or short adjectives after a name, words that must be declined before one.
RU_AFTER_NAME = r"(?:не\s+)?[а-яё]+(?:л|ла|ло)\b|(?:первым|первой|сам|сама|готов|готова|" \
                r"должен|должна|один|одна|рад|рада)\b"
RU_BEFORE_NAME = r"\b(?:против|у|для|с|со|к|ко|от|без|при|игрока|игроку|игроком|игроков)\s+$"
RU_PRONOUNS = re.compile(r"\b(?:он|она|его|её|ему|ей|него|неё|нему|ней)\b", re.I)
RU_GENDERED = re.compile(r"\b(?:перв(?:ым|ой)|сам|сама|один(?!\s+ход)|одна|оба|обе|каждый|каждая|"
                         r"\w+(?:\(а\)|\(ла\)|\(ая\)))(?!\w)", re.I)
SECOND_PERSON = {"en": re.compile(r"\b(?:you|your|yours)\b", re.I),
                 "ru": re.compile(r"\b(?:вы|вас|вам|вами|ваш\w*)\b", re.I)}


@pytest.fixture
def language(qapp):
    yield lambda lang: i18n.install_language(qapp, lang)
    i18n.install_language(qapp, "en")


def play(game_id: str, seats: list[Seat], seed: int, options: dict | None = None) -> Session:
    """The whole game, every seat moved by the random bot (quick, and it tries everything)."""
    session = Session(game_id, seats, options or {}, seed)
    for n in range(6000):
        if session.state.is_terminal():
            break
        player = session.pending_players()[0]
        legal = session.state.legal_actions(player)
        session.apply(player, bots.choose_move(game_id, "random", session.state.observation(
            player), legal, seed * 7919 + n))
    assert session.state.is_terminal()
    return session


ONE_TO_16 = tuple(range(1, 17))


def bingolino_play_off() -> Session:
    """Two equal grids, every roll a number both hold: both reach five stars in one turn (the
    game goes on), then six in one turn (a shared win)."""
    actions = [(CHANCE, Deal((ONE_TO_16, ONE_TO_16))), (0, Arrange(ONE_TO_16)),
               (1, Arrange(ONE_TO_16))]
    for turn, n in enumerate([*range(1, 14), 14]):
        dice = (n,) if n <= 6 else (6, n - 6) if n <= 12 else (6, 6, n - 12)
        actions += [(turn % 2, ChooseDice(len(dice))), (CHANCE, Roll(dice))]
    return Session.replay("bingolino", [Seat("Анна"), Seat("Борис")], {"starter": 0}, 1,
                          actions)


def texts_of(session: Session) -> list[str]:
    """Every log line of ``session`` and the texts that tell its end, in the current
    language, as the boards make them."""
    game = session.game_id
    texts = importlib.import_module(f"bingolino_app.ui.boards.{game}.texts")
    names = [s.name for s in session.seats]
    lines = [t for t in (texts.event_text(e, names) for e in session.events()) if t]
    obs = session.state.observation(None)
    if game == "bingolino":
        lines += [texts.winners_title(obs.winners, names, obs.turn), texts.end_reason(obs)]
    elif game == "qwingo":
        lines += texts.reason_lines(obs, names)
    elif game == "lino":
        lines += texts.end_banner(obs, names).split("\n")
    elif game == "domino_bingo":
        from bingolino_app.ui.boards.domino_bingo import pad, shown, summary

        for deal in range(1, len(obs.records) + 1):
            facts = summary.facts(obs, deal)
            body = re.sub(r"<[^>]+>", "\n", summary.body_html(facts, names))
            lines += [line for line in body.split("\n") if line.strip()]
        lines += [summary.winner_text(facts, names), summary.reason_text(facts, names)]
        lines += [cell for row in pad.rows(obs.records, names) for cell in row if cell]
        events = session.events()
        for i, event in enumerate(events):
            if event.key == "domino.trick":
                trick = shown.from_events(events[: i + 1], obs)
                if trick is not None:
                    lines += shown.recalled_text(trick, names).split("\n")
    return lines


def faults(lines: list[str], names: list[str], lang: str, log: bool = True) -> list[str]:
    found = []
    for line in lines:
        for name in names:
            for match in re.finditer(re.escape(name), line):
                after, before = line[match.end():], line[:match.start()]
                if lang == "ru" and re.match(r"\s+(?:" + RU_AFTER_NAME + ")", after):
                    found.append(f"gendered word after {name}: {line}")
                if lang == "ru" and re.search(RU_BEFORE_NAME, before):
                    found.append(f"{name} would need declining: {line}")
        if lang == "ru" and any(n in line for n in names) and RU_PRONOUNS.search(line):
            found.append(f"a pronoun guesses a gender: {line}")
        if lang == "ru" and any(n in line for n in names) and RU_GENDERED.search(line):
            found.append(f"a word guesses a gender: {line}")
        if log and SECOND_PERSON[lang].search(line):
            found.append(f"the shared log speaks to one player: {line}")
        if re.search(r"\bYou (?!can|cannot|must|have|need)\w+|\bВы\s+[а-яё]+(?:ет|ит|ёт)\b", line):
            found.append(f"a default name in a sentence: {line}")
        if lang == "en" and re.search(r"\ba (?:8|11|18|8\d|8\d\d)\b|\ban (?:[1-79]|1[02-79])\b",
                                      line):
            found.append(f"wrong article: {line}")
    return found


GAMES = [("bingolino", 3, {}), ("bingolino", 41, {}), ("qwingo", 5, {}),
         ("qwingo", 9, {"may_pass": True}), ("domino_bingo", 3, {"variant": "russian"}),
         ("domino_bingo", 12, {"variant": "english", "target": 8}), ("lino", 3, {}),
         ("lino", 8, {"match": "fair", "bonus": "full", "layout": "random"})]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id, seed, options", GAMES)
def test_default_names_make_sentences_in_every_log_line(language, monkeypatch, lang, game_id,
                                                         seed, options):
    """The seats a game starts with (no dialog): no "You wins", no "Вы берёт", in any line."""
    language(lang)
    for account in ("", "Анна"):
        monkeypatch.setattr(player_names, "account_name", lambda a=account: a)
        seats = app.default_seats(game_id)
        names = [s.name for s in seats]
        assert "You" not in names and "Вы" not in names
        assert names[0] == (account or ("Игрок 1" if lang == "ru" else "Player 1"))
        session = play(game_id, seats, seed, options)
        lines = texts_of(session)
        assert len(lines) > 5
        assert not faults(lines, names, lang), "\n".join(faults(lines, names, lang))


@pytest.mark.parametrize("game_id, seed, options", GAMES)
def test_russian_names_stay_undeclined_and_ungendered(language, game_id, seed, options):
    language("ru")
    count = {"qwingo": 3, "bingolino": 3}.get(game_id, 2)
    names = ["Анна", "Борис", "Вера"][:count]
    session = play(game_id, [Seat(n) for n in names], seed, options)
    lines = texts_of(session)
    assert not faults(lines, names, "ru"), "\n".join(faults(lines, names, "ru"))


def test_a_play_off_is_the_same_game_going_on(language):
    session = bingolino_play_off()
    language("ru")
    lines = texts_of(session)
    assert not faults(lines, ["Анна", "Борис"], "ru")
    joined = "\n".join(lines)
    assert "Игра продолжается" in joined and "ереигр" not in joined
    assert "После ничьей" in lines[-1]


def test_the_checks_catch_what_was_wrong_before():
    """The patterns above find each class of fault the review found."""
    assert faults(["Вы берёт взятку: 10 очков."], ["Вы"], "ru")
    assert faults(["You wins. Four stars before anyone else."], ["You"], "en")
    assert faults(["Анна закрыла резерв."], ["Анна"], "ru")
    assert faults(["Борис первым набрал 70."], ["Борис"], "ru")
    assert faults(["Постройка поля: первым плитку передвигает Анна."], ["Анна"], "ru")
    assert faults(["Анна взял(а) взятку."], ["Анна"], "ru")
    assert faults(["Анна против Борис"], ["Анна", "Борис"], "ru")
    assert faults(["Анна закрывает резерв: у него 3 взятки."], ["Анна"], "ru")
    assert faults(["Ваш ход, Анна."], ["Анна"], "ru")
    assert faults(["Anna turned down a 8 (row 1, column 2)."], ["Anna"], "en")
    assert faults(["Anna turned down an 7 (row 1, column 2)."], ["Anna"], "en")
    assert not faults(["Анна закрывает ряд 3: Бинголино!"], ["Анна"], "ru")
    assert not faults(["Anna turned down an 18 (row 1, column 2)."], ["Anna"], "en")


# --- default names ---------------------------------------------------------------------------
@pytest.mark.parametrize("full, login, expected", [
    ("Anna Petrova", "anna", "Anna Petrova"), ("  Анна   Петрова ", "anna", "Анна Петрова"),
    ("", "anna", "Anna"), ("", "Vera", "Vera"), ("", "root", ""), ("root", "root", ""),
    ("Administrator", "admin", ""), ("", "runner", ""), ("", "j.smith2", ""), ("", "", ""),
    ("12345", "x", ""),
    ("Alexandra-Victoria Konstantinopolskaya", "sasha", "Alexandra-Victoria"),
])
def test_the_person_at_the_computer_is_named_from_the_account(full, login, expected):
    assert player_names.name_from_account(full, login) == expected


def test_the_dialog_and_a_quick_start_name_the_seats_alike(qtbot, language, monkeypatch):
    from bingolino_app.ui.play.new_game import NewGameDialog

    for lang, player in (("en", "Player 1"), ("ru", "Игрок 1")):
        language(lang)
        for account in ("", "Вера"):
            monkeypatch.setattr(player_names, "account_name", lambda a=account: a)
            dialog = NewGameDialog("domino_bingo")
            qtbot.addWidget(dialog)
            seats = dialog.choice().seats
            assert seats == app.default_seats("domino_bingo")
            assert seats[0].name == (account or player)
            assert seats[0].name not in ("You", "Вы")
            dialog.deleteLater()


def test_the_seed_is_a_game_number_a_player_understands(qtbot, language):
    from bingolino_app.ui.play.new_game import NewGameDialog

    language("ru")
    dialog = NewGameDialog("lino")
    qtbot.addWidget(dialog)
    # Not "seed": the glossary's «номер расклада» (i18n/README.md), as its tooltip says it
    # (issue 33: the label said «Номер игры» beside a tooltip of «номер расклада»).
    assert dialog.seed_label.text() == "Номер расклада"
    assert "номер расклада" in dialog.seed.toolTip()
    assert "зерн" not in (dialog.seed_label.text() + dialog.seed.toolTip()).lower()
    language("en")
    assert dialog.seed_label.text() == "Game number"


def test_domino_match_is_a_partiya_and_lino_match_a_match(qtbot, language):
    from bingolino_app.ui.play.new_game import NewGameDialog

    language("ru")
    domino = NewGameDialog("domino_bingo")
    lino = NewGameDialog("lino")
    qtbot.addWidget(domino)
    qtbot.addWidget(lino)
    domino_labels = " ".join(label.text() for label in domino.option_labels.values())
    assert "Партия до" in domino_labels and "атч" not in domino_labels
    assert "Матч" in " ".join(label.text() for label in lino.option_labels.values())


def test_domino_first_to_70_reads_as_a_tally_not_a_race(language):
    """"70 очков раньше соперника" (70 points earlier than the opponent) read as a word-for-word
    rendering; "первые 70 очков" says it the way a score keeper would, with any name."""
    from bingolino_app.ui.boards.domino_bingo import texts

    language("ru")
    reasons = [texts.award_reason(reason, {"low": 20})
               for reason in ("first70", "first70_low", "first70_shutout")]
    assert all(text.startswith("первые 70 очков") for text in reasons), reasons
    assert not any("раньше" in text or "у того" in text for text in reasons)


def test_the_bingolino_rules_page_uses_the_boards_words(language):
    """The page called the roll's sum "итог" and the set-aside die "отбросить" where the
    board and the log say "сумма" and "откладывает": one thing, one word."""
    from pathlib import Path

    from bingolino_app.ui.boards.bingolino.controls import BingolinoControls

    language("ru")
    page = (Path(__file__).resolve().parents[2] / "resources" / "rules" /
            "bingolino.ru.html").read_text(encoding="utf-8")
    legend = BingolinoControls().legend.text()
    assert "сумма броска" in legend and "сумм" in page and "отлож" in page
    assert "итог" not in page.lower() and "отбр" not in page


# --- English numbers ---------------------------------------------------------------------------
def test_english_articles_before_numbers(language):
    language("en")
    an = [8, 11, 18, 80, 83, 89, 800, 875, 8000, 11_000, 18_500, 80_000, 8_000_000]
    a = [1, 2, 7, 10, 12, 17, 19, 20, 21, 79, 90, 100, 108, 111, 180, 1000, 1800, 7000, 100_000]
    assert [messages.a_number(n) for n in an] == [f"an {n}" for n in an]
    assert [messages.a_number(n) for n in a] == [f"a {n}" for n in a]
    language("ru")
    assert messages.a_number(8) == "8"


# --- files named for the player ----------------------------------------------------------------
def _unfinished_autosave(tmp_path, game_id="lino"):
    session = Session(game_id, [Seat("Анна"), Seat("Борис")], {}, 4)
    player = session.pending_players()[0]
    session.apply(player, session.state.legal_actions(player)[0])
    autosave = tmp_path / "autosave.json"
    saves.save(session, autosave)
    return autosave


@pytest.mark.parametrize("lang, start", [("ru", "Неоконченная игра «Лино» "),
                                         ("en", "Unfinished Lino ")])
def test_a_game_kept_aside_is_named_in_the_interface_language(tmp_path, language, lang, start):
    language(lang)
    autosave = _unfinished_autosave(tmp_path)
    new = Session("qwingo", [Seat("Анна")], {}, 1)
    kept = saves.keep_replaced_autosave(autosave, tmp_path / "saves", new,
                                        messages.kept_file_stem)
    assert kept.path.name.startswith(start) and kept.path.suffix == ".json"
    assert saves.load(kept.path).game_id == "lino"


def test_a_damaged_autosave_is_named_in_the_interface_language(tmp_path, language):
    language("ru")
    autosave = tmp_path / "autosave.json"
    autosave.write_bytes(b"{not json")
    new = Session("qwingo", [Seat("Анна")], {}, 1)
    kept = saves.keep_replaced_autosave(autosave, tmp_path / "saves", new,
                                        messages.kept_file_stem)
    assert kept.damaged and kept.path.name.startswith("Повреждённое автосохранение ")


def test_a_translated_file_name_never_makes_a_path(tmp_path):
    autosave = _unfinished_autosave(tmp_path)
    new = Session("qwingo", [Seat("Анна")], {}, 1)
    kept = saves.keep_replaced_autosave(autosave, tmp_path / "saves", new,
                                        lambda kind, game: '../Un:fin*ished "x"? <y>|. ')
    assert kept.path.parent == tmp_path / "saves"
    assert kept.path.name.startswith(".. Un fin ished x y ")
    assert not set('/\\:*?"<>|') & set(kept.path.name)


def test_proposed_file_names_follow_the_language(language):
    language("ru")
    assert messages.save_file_stem("domino_bingo") == "Домино-бинго"
    assert messages.sheets_file_stem("lino") == "Бланки «Лино»"
    language("en")
    assert messages.save_file_stem("domino_bingo") == "Domino Bingo"
    assert messages.sheets_file_stem("qwingo") == "Qwingo score sheets"
    assert messages.file_stem("a/b\\c: d?") == "a b c d"


# --- the whole window ----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", ["bingolino", "qwingo", "domino_bingo", "lino"])
def test_a_game_in_the_window_with_default_names(window, qapp, monkeypatch, lang, game_id):
    """The side panel (whose turn, what to do, the log) and the board's prompt through a
    game started as the command line starts it, the human moving at random."""
    import random

    monkeypatch.setattr(player_names, "account_name", lambda: "")
    i18n.install_language(qapp, lang)
    try:
        seats = app.default_seats(game_id)
        names = [s.name for s in seats]
        window.start_game(game_id, seats, app.default_options(game_id), 11)
        rng = random.Random(5)
        shown = set()
        for _ in range(400):
            c = window.controller
            panel = window.side_panel
            shown |= {panel.turn_label.text(), panel.prompt_label.text()}
            if hasattr(window.board, "prompt"):
                shown.add(window.board.prompt())
            if c.session.state.is_terminal():
                break
            humans = c.legal_by_human()
            if humans:
                player, legal = next(iter(humans.items()))
                window.board.action_chosen.emit(player, rng.choice(legal))
            else:
                c.run_computers_sync()
        assert window.controller.session.state.is_terminal()  # the end was said too
        log = [panel.log.item(i).text() for i in range(panel.log.count())]
        assert len(log) > 5
        found = faults(log, names, lang) + faults(sorted(t for t in shown if t), names, lang,
                                                  log=False)
        assert not found, "\n".join(found)
    finally:
        i18n.install_language(qapp, "en")


def test_the_start_page_lists_a_kept_game_by_its_russian_name(window, qapp):
    i18n.install_language(qapp, "ru")
    try:
        window.start_game("bingolino", [Seat("Анна"), Seat("Борис")], {}, 5)
        for player, legal in window.controller.legal_by_human().items():
            window.board.action_chosen.emit(player, legal[0])
        window.start_game("qwingo", [Seat("Анна")], {}, 6)  # the Bingolino game is kept
        from bingolino_app import paths

        kept = list(paths.saves_dir().glob("*.json"))
        assert len(kept) == 1 and kept[0].name.startswith("Неоконченная игра «Бинголино» ")
        assert "«Неоконченная игра «Бинголино»" in window.statusBar().currentMessage()
        window.act_close.trigger()
        window.start_page.refresh()
        texts = [b.text() for b in window.start_page.recent_buttons]
        assert any(t.startswith("Неоконченная игра «Бинголино» ") for t in texts)
    finally:
        i18n.install_language(qapp, "en")


def test_the_statistics_numbers_read_with_any_count_in_russian(language, window):
    """A tile's number stands above its caption and reads with it: "2 партий с соперниками",
    "1 побед подряд сейчас" (a noun that must agree with the number). The captions of the
    counts are words that need no agreement ("сыграно", "текущая серия побед")."""
    language("ru")
    stats = window.history.show_statistics()
    for key in ("played", "won", "streak", "best_streak"):
        caption = stats.tiles[key].caption.text()
        assert caption and not re.match(r"(?:партий|партии|побед|игр|игры|ходов)\b", caption), \
            (key, caption)
