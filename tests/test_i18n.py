"""The translation files are complete, compiled from their sources and in step with the code
(update.py itself: test_i18n_tools.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from i18n_files import FORMS, I18N, ROOT, update
from i18n_files import messages as _messages


@pytest.mark.parametrize("lang", sorted(FORMS))
def test_every_message_is_translated(lang):
    problems = []
    for (ctx, key), message in _messages(I18N / f"bingolino_{lang}.ts").items():
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                              "obsolete"):
            problems.append(f"unfinished [{ctx}] {key}")
            continue
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.findall("numerusform")]
            if len(forms) != FORMS[lang] or not all(forms):
                problems.append(f"plural forms {forms!r} [{ctx}] {key}")
        elif not (translation.text or "").strip():
            problems.append(f"empty [{ctx}] {key}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", sorted(FORMS))
def test_placeholders_are_kept(lang):
    """A translation that loses %1 or %n would print wrong texts."""
    problems = []
    for (ctx, key), message in _messages(I18N / f"bingolino_{lang}.ts").items():
        source = message.findtext("source") or ""
        translation = message.find("translation")
        texts = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
        for mark in ("%1", "%2", "%3"):
            if mark in source and not all(mark in t for t in texts):
                problems.append(f"{mark} lost [{ctx}] {key}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", sorted(FORMS))
def test_qm_is_compiled_from_the_ts(lang, tmp_path):
    qm = I18N / f"bingolino_{lang}.qm"
    assert qm.is_file(), f"{qm.name} missing: run python i18n/update.py"
    fresh = tmp_path / qm.name
    update.lrelease(I18N / f"bingolino_{lang}.ts", fresh)
    assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is stale: run python i18n/update.py"


def test_ts_holds_every_text_of_the_code(tmp_path):
    ts = tmp_path / "scan_ru.ts"
    update.lupdate(ts, "ru")
    in_code = set(_messages(ts))
    missing = in_code - set(_messages(I18N / "bingolino_ru.ts"))
    assert not missing, "run python i18n/update.py; new texts: " + ", ".join(
        f"[{c}] {k}" for c, k in sorted(missing))
    # en and ru list the same messages
    assert set(_messages(I18N / "bingolino_en.ts")) == set(_messages(I18N / "bingolino_ru.ts"))


def test_english_plurals_derive_from_the_s_convention():
    assert update.english_plural("%n star(s)") == ["%n star", "%n stars"]
    assert update.english_plural("%1–%n match(es)") == ["%1–%n match", "%1–%n matches"]


@pytest.fixture
def language(qapp):
    from bingolino_app.ui.common import i18n

    yield lambda lang: i18n.install_language(qapp, lang)
    i18n.install_language(qapp, "en")


def test_russian_plurals(language):
    from bingolino_app.ui.common import messages

    assert language("ru") == "ru"
    assert [messages.stars_text(n) for n in (1, 2, 5, 11, 21, 22)] == [
        "1 звезда", "2 звезды", "5 звёзд", "11 звёзд", "21 звезда", "22 звезды"]
    assert messages.turns_text(3) == "3 хода"


def test_english_plurals_come_from_the_qm(language):
    from bingolino_app.ui.common import messages

    assert language("en") == "en"
    assert messages.stars_text(1) == "1 star"
    assert messages.stars_text(4) == "4 stars"


def test_every_message_translates_through_the_ru_qm(language):
    """The .qm really carries the .ts: every simple message comes out as its translation."""
    from PySide6.QtCore import QCoreApplication

    language("ru")
    wrong = []
    for (ctx, _key), message in _messages(I18N / "bingolino_ru.ts").items():
        if message.get("numerus") == "yes":
            continue
        comment = message.findtext("comment")
        source = message.findtext("source")
        got = QCoreApplication.translate(ctx, source, comment)
        if got != message.find("translation").text:
            wrong.append(f"[{ctx}] {source} -> {got}")
    assert not wrong, "\n".join(wrong)


def test_system_language_falls_back_to_english_or_russian(language):
    from bingolino_app.ui.common import i18n

    assert language("") in ("en", "ru")
    assert i18n.current_language() == i18n.system_language()
    assert language("xx") in ("en", "ru")


def _calls_hidden_from_lupdate(path: Path) -> list[str]:
    """translate()/tr() uses lupdate cannot read: a context or source that is not a string
    literal, a count given to translate(), a call inside an f-string, or translate taken
    under another name (``t =
    QCoreApplication.translate``). Lines holding "# i18n-ok" are exempt (labels marked
    elsewhere with QT_TRANSLATE_NOOP)."""
    import ast

    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    tree = ast.parse(text)
    in_fstring = {id(n) for f in ast.walk(tree) if isinstance(f, ast.JoinedStr)
                  for n in ast.walk(f)}
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}

    def is_app_translate(node) -> bool:
        if not (isinstance(node, ast.Attribute) and node.attr == "translate"):
            return False
        owner = node.value
        owner_name = owner.id if isinstance(owner, ast.Name) else getattr(owner, "attr", "")
        return owner_name in ("QCoreApplication", "QApplication")

    problems = []
    for node in ast.walk(tree):
        if is_app_translate(node) and id(node) not in called:
            ok = False  # an alias: lupdate sees nothing called through it
        elif isinstance(node, ast.Call) and is_app_translate(node.func):
            # With a count (4th argument) lupdate skips the call altogether: use tr() on a
            # QObject (messages.Messages) for plurals.
            ok = all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                     for a in node.args[:2]) and 2 <= len(node.args) <= 3
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "tr" and isinstance(node.func.value, ast.Name) \
                and node.func.value.id == "self":
            ok = bool(node.args) and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str)
        else:
            continue
        ok = ok and id(node) not in in_fstring
        if not ok and "# i18n-ok" not in lines[node.lineno - 1]:
            problems.append(f"{path.relative_to(ROOT)}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    return problems


def test_translatable_calls_use_literal_strings():
    problems = []
    for path in sorted((ROOT / "bingolino_app").rglob("*.py")):
        problems += _calls_hidden_from_lupdate(path)
    assert not problems, "lupdate cannot see these (use literal strings):\n" + "\n".join(problems)


# --- a native speaker's Russian --------------------------------------------------------------
def _russian() -> dict[tuple[str, str], list[str]]:
    """{(context, key): [text or plural forms]} of every Russian translation."""
    out = {}
    for (ctx, key), message in _messages(I18N / "bingolino_ru.ts").items():
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.findall("numerusform")]
        out[(ctx, key)] = forms or [translation.text or ""]
    return out


def _offending(pattern: str, contexts=None) -> list[str]:
    found = re.compile(pattern, re.I)
    return [f"[{ctx}] {key} -> {text}" for (ctx, key), texts in _russian().items()
            for text in texts if (contexts is None or ctx in contexts) and found.search(text)]


def test_russian_never_guesses_a_gender_with_brackets_or_slashes():
    """"взял(а)", "готов(а)", "первый(ая)", "взял/а": rephrase instead."""
    assert not _offending(r"[а-яё]\((?:а|ла|ло|ли|ая|яя|ое|ые|ый|ий|ой|на|ен|ён|ёл|ы|о)\)"
                          r"|[а-яё]/(?:а|ла|ая)\b")


GUESSING = r"\b(?:первым|первой|сам|сама|каждый взял|оба достигли|он|она|у него|у неё|" \
           r"за него|за неё|ему|ей)\b"


def test_russian_never_gives_a_player_a_gender():
    """A masculine default ("первым набрал", "у него", "за него", "Каждый взял", "Оба") or a
    past tense verb right after a name: a woman would read herself as a man."""
    assert not _offending(GUESSING)
    assert not _offending(r"%\d\s+(?:не\s+)?[а-яё]+(?:л|ла|ло)\b")


def test_russian_never_has_to_decline_a_name():
    """"против %2" would need "против Бориса": the name stays in the nominative instead
    ("Анна — Борис", "Заход: Борис")."""
    assert not _offending(r"\b(?:против|игрока|игроку|игроком|игроков)\s+%\d")


# A counted phrase ("21 ход", "2 хода") is put in whole, in the nominative: a preposition that
# declines it ("после 21 ход", "после 2 хода") reads wrong. (context, source, placeholder).
COUNTED = [("QwingoBoard", "Game over after %1.", "%1"),
           ("QwingoBoard", "The game stops after %1: no rank.", "%1"),
           ("QwingoBoard", "The game stops after %1: the fullest column wins.", "%1"),
           ("QwingoBoard", "Qwingo in %1! Rank: %2.", "%1"),
           ("BingolinoBoard", "Four stars in %1!", "%1"),
           ("BingolinoBoard", "%1: four stars in %2!", "%2"),
           ("BingolinoBoard", "Four stars before anyone else, %1 in all.", "%1"),
           ("ReviewTexts", "roll %1", "%1")]
DECLINING = r"(?:после|до|из|от|без|около|для|у|к|по|с|о|об|при)"


def test_russian_counted_phrases_stand_where_their_case_holds():
    russian = _russian()
    bad = [f"[{c}] {k} -> {russian[(c, k)]}" for c, k, mark in COUNTED
           if re.search(r"\b%s\s+%s\b" % (DECLINING, re.escape(mark)), russian[(c, k)][0])]
    assert not bad


def test_russian_percent_sign_follows_a_no_break_space():
    """"100 %", "%1 %": Russian puts a no-break space before the sign (numbers.percent does it
    for numbers in code; a translation that writes the sign itself must too)."""
    assert not _offending(r"(?:\d|%\d)(?: |)%(?![\dn])")


# One word per thing in each game (i18n/README.md, "Glossary"): what must not appear.
AVOID = {
    "bingolino": ({"BingolinoBoard", "BingolinoControls", "BingolinoSheet"},
                  r"фишк|переигров|кост(?:и|ей)\b"),
    "domino_bingo": ({"DominoBoard", "DominoControls", "DominoPad", "DominoSummary"},
                     r"матч|фишк|кост(?:и|ей|ь)\b|базар"),
    "lino": ({"LinoBoard", "LinoControls", "LinoSheet", "LayoutEditor", "LayoutChoice"},
             r"камн|камен"),
    "qwingo": ({"QwingoBoard", "QwingoControls", "QwingoSheet"}, r"фишк|плитк"),
    "everywhere": (None, r"зерн|сид\b|лист очков"),
}


@pytest.mark.parametrize("area", sorted(AVOID))
def test_one_word_per_thing(area):
    contexts, pattern = AVOID[area]
    assert not _offending(pattern, contexts)


def test_domino_match_is_a_partiya_in_the_new_game_dialog():
    assert _russian()[("Options", "Match to")] == ["Партия до"]
    assert _russian()[("Options", "Match")] == ["Матч"]  # Lino's two-game match
    # the review's measure for Domino Bingo
    assert _russian()[("ReviewTexts", "Chance to win the match")] == ["Шанс выиграть партию"]


RULES = ROOT / "resources" / "rules"
# The controls and menus each rules page names, as (context, source): the page must use the
# label the screen shows.
LABELS = {
    "bingolino": [("BingolinoControls", "Arrange for me"), ("BingolinoControls", "Done"),
                  ("BingolinoControls", "Show odds"), ("MainWindow", "After an opponent's t&urn"),
                  ("MainWindow", "Last round")],
    "qwingo": [("QwingoControls", "Place for me"), ("QwingoControls", "Done"),
               ("QwingoControls", "Call and roll"), ("Options", "Players may pass"),
               ("MainWindow", "&Confirm risky moves"), ("MainWindow", "&Print score sheet…"),
               ("MainWindow", "&Export score sheet as PDF…"),
               ("MainWindow", "After an opponent's t&urn"), ("MainWindow", "Last round")],
    "domino_bingo": [("DominoControls", "Declare doubles"), ("DominoControls", "Close the stock"),
                     ("DominoControls", "Show last trick"), ("DominoSummary", "Next deal"),
                     ("DominoSummary", "Play again"), ("MainWindow", "After an opponent's t&urn"),
                     ("MainWindow", "&Confirm risky moves"), ("MainWindow", "&Print score sheet…")],
    "lino": [("LinoControls", "Rows one stone short (N)"), ("LayoutChoice", "Draw a layout…"),
             ("Options", "Bonus game"), ("Options", "Stars only"),
             ("Options", "Fair match: two games")],
}


def _page_text(game: str, lang: str) -> str:
    html = (RULES / f"{game}.{lang}.html").read_text(encoding="utf-8")
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&nbsp;", " ").split())


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", sorted(LABELS))
def test_rules_pages_name_controls_as_the_screen_does(game, lang):
    page = _page_text(game, lang).lower()
    russian = _russian()
    missing = []
    for ctx, source in LABELS[game]:
        label = source if lang == "en" else russian[(ctx, source)][0]
        label = re.sub(r"\s*\([A-Z]\)$", "", label)  # "(N)": the key, told apart in the page
        label = label.replace("&", "").rstrip("…").strip().lower()
        if label not in page:
            missing.append(label)
    assert not missing, f"{game}.{lang}.html does not say: {missing}"


def _screen_labels(lang: str) -> set[str]:
    """Every text of the interface in ``lang``, its mnemonic marks taken out."""
    labels = set()
    for (_, key), message in _messages(I18N / f"bingolino_{lang}.ts").items():
        translation = message.find("translation")
        if translation is None or translation.findall("numerusform"):
            continue
        text = (message.findtext("source") if lang == "en" else translation.text) or ""
        labels.add(text.replace("&&", "\0").replace("&", "").replace("\0", "&"))
    return labels


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_menu_path_and_button_a_rules_page_names_is_on_the_screen(lang):
    """A bold "Game → Review a saved game…" or "Print…" in a rules page is a label the
    screen shows, part by part (renamed buttons left the pages naming the old ones)."""
    labels = _screen_labels(lang)
    missing = []
    for page in sorted(RULES.glob(f"*.{lang}.html")):
        for found in re.finditer(r"<b>(.*?)</b>", page.read_text(encoding="utf-8"), re.S):
            text = " ".join(found.group(1).split())
            if text != "→" and ("→" in text or text.endswith("…")):
                missing += [(page.name, part) for part in text.split(" → ")
                            if part not in labels]
    assert not missing


@pytest.mark.parametrize("game, pattern", [
    ("bingolino", AVOID["bingolino"][1]), ("domino_bingo", AVOID["domino_bingo"][1]),
    ("lino", AVOID["lino"][1]), ("qwingo", AVOID["qwingo"][1])])
def test_rules_pages_use_the_glossary(game, pattern):
    page = _page_text(game, "ru")
    assert not re.findall(r"\w*(?:%s)\w*" % pattern, page, re.I)
    assert not re.search(AVOID["everywhere"][1], page, re.I)


def test_english_numbers_are_not_given_a_fixed_article():
    """"a %2" reads "a 8", "a 18": the article is chosen with the number (messages.a_number)."""
    bad = [f"[{c}] {k}" for (c, k), m in _messages(I18N / "bingolino_en.ts").items()
           if re.search(r"\w\s+an? %\d", m.findtext("source") or "")]
    assert not bad


# --- issue 33: what the Russian review found, as classes checked in code -------------------------
def test_percent_and_numbers_follow_the_language(qapp):
    """"11.6%" in Russian text: a decimal comma and a no-break space before the sign, made in
    code (ui/common/numbers.py), never by a translation writing "%1%"."""
    from bingolino_app.ui.common import i18n, numbers

    try:
        i18n.install_language(qapp, "ru")
        assert numbers.percent(0.116, 1) == "11,6\u00a0%"
        assert numbers.signed_percent(-0.31) == "\u221231\u00a0%"
        assert numbers.number(2.5, 1) == "2,5"
        i18n.install_language(qapp, "en")
        assert numbers.percent(0.116, 1) == "11.6%"
    finally:
        i18n.install_language(qapp, "en")
    glued = [(c, k) for (c, k), values in _russian().items() for v in values
             if re.search(r"(%\d|\d)%(?!\d)", v)]
    assert glued == []


def test_no_code_glues_a_percent_sign_to_a_number():
    """f"{x}%" or ``+ "%"`` bypasses the language's rule: numbers.percent does it."""
    found = []
    for path in sorted((ROOT / "bingolino_app" / "ui").rglob("*.py")):
        if path.name == "numbers.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r'f"[^"]*\}%|\+ "%"|\[\s*"\d+%"', line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []


STONE = re.compile(r"(?<![\d\-–:])[0-6]-[0-6](?![\d\-])")


def test_stones_are_written_with_an_en_dash():
    """"6-6" in the lessons, "6–6" everywhere else: one way, the en dash."""
    found = [f"[{c}] {k}" for (c, k), values in _russian().items() if c.startswith("Domino")
             for v in [k, *values] if STONE.search(v)]
    for lang in ("", ".ru"):
        data = json.loads((ROOT / "resources" / "lessons" / f"domino_bingo{lang}.json")
                          .read_text(encoding="utf-8"))

        def texts(node):
            if isinstance(node, dict):
                for key, value in node.items():
                    if key in ("text", "nudge", "source") and isinstance(value, str):
                        yield value
                    else:
                        yield from texts(value)
            elif isinstance(node, list):
                for value in node:
                    yield from texts(value)

        found += [t for t in texts(data) if STONE.search(t)]
    for lang in ("en", "ru"):
        found += STONE.findall(_page_text("domino_bingo", lang))
    assert found == []


RUSSIAN_CALQUES = {
    r"в одном ходу": "«за один ход»",
    r"побеждает самый полный столбец": "a player wins, not a column",
    r"Номер игры": "«Номер расклада» (the glossary's seed)",
    r"Честный матч": "«Матч из двух партий»",
    r"Ход игры\b": "the game log is «Журнал игры»",
}


def test_russian_has_none_of_the_flagged_calques():
    """Phrases the native review flagged (issue 33), in the interface, the rules pages and the
    lessons."""
    texts = [v for values in _russian().values() for v in values]
    texts += [_page_text(game, "ru") for game in LABELS]
    for path in (ROOT / "resources" / "lessons").glob("*.ru.json"):
        texts += [step["text"] for step in json.loads(path.read_text(encoding="utf-8")).values()]
    found = {pattern: why for pattern, why in RUSSIAN_CALQUES.items()
             if any(re.search(pattern, t) for t in texts)}
    assert found == {}


def _ui_lines():
    for path in sorted((ROOT / "bingolino_app" / "ui").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            yield path.relative_to(ROOT).as_posix(), n, line


def test_no_code_writes_a_decimal_number_itself():
    """"24.7 turns" in Russian: a decimal written by an f-string or "%" format has the
    English point; numbers.number gives the language's mark (issue 33, Russian)."""
    own = re.compile(r':[+ ]?,?\.\d+[fe%]\}|%[+ ]?\.\d+f|format\([^)]*["\'][+ ]?\.\d+f["\']')
    found = [f"{path}:{n}: {line.strip()}" for path, n, line in _ui_lines()
             if not path.endswith("common/numbers.py") and own.search(line)]
    assert found == []


# A date or time in a fixed format is right where a machine reads it, nowhere a player does.
MACHINE_DATES = {
    "bingolino_app/ui/history/library.py": "the CSV export (ISO, as spreadsheets read it)",
    "bingolino_app/ui/common/settings.py": "a damaged settings file's new name",
}


def test_dates_a_player_reads_follow_the_locale():
    """"2 Dec", "2026" and "12/2/26" in one window (issue 33, item 11): a date on screen is
    numbers.date_text (the locale's short format) or the locale's own month names, never a
    fixed strftime or QDate.toString("…") format."""
    fixed = re.compile(r'strftime\(|\.toString\(\s*["\']|\.toString\([^)]*["\'][dMyHhm]'
                       r'|Qt\.(ISODate|TextDate|RFC2822Date)')
    found = [f"{path}:{n}: {line.strip()}" for path, n, line in _ui_lines()
             if fixed.search(line) and path not in MACHINE_DATES]
    assert found == []


def test_russian_writes_decimals_with_a_comma():
    """"11.6" in a Russian text (the interface, the rules pages, the lessons): «11,6»."""
    point = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")
    texts = [f"[{c}] {v}" for (c, _), values in _russian().items() for v in values]
    texts += [_page_text(game, "ru") for game in LABELS]
    for path in (ROOT / "resources" / "lessons").glob("*.ru.json"):
        texts += [step["text"] for step in json.loads(path.read_text(encoding="utf-8")).values()]
    assert [t for t in texts if point.search(t)] == []


def test_russian_domino_lessons_call_the_blank_suit_mylo():
    """The interface and the rules page say «мыло» for the blank suit; the lessons said «пусто»
    («когда козыри — пусто») beside it."""
    steps = json.loads((ROOT / "resources" / "lessons" / "domino_bingo.ru.json")
                       .read_text(encoding="utf-8"))
    bad = [key for key, step in steps.items() if re.search(r"\bпусто\b", step["text"], re.I)]
    assert not bad


@pytest.mark.parametrize("page", sorted(p.name for p in RULES.glob("*.ru.html")))
def test_russian_rules_pages_put_a_no_break_space_before_percent(page):
    """«50 % → 0 %» broke its line between the number and its sign: «50&nbsp;%»."""
    html = (RULES / page).read_text(encoding="utf-8")
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    assert not re.findall(r"\d[ \n]%|\d%", html)
