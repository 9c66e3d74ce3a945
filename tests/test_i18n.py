"""The translation files are complete, compiled from their sources and in step with the code."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
FORMS = {"en": 2, "ru": 3}


def _load_update():
    spec = importlib.util.spec_from_file_location("i18n_update", I18N / "update.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


update = _load_update()


def _messages(ts_path: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts_path).getroot()
    return {(ctx, update.message_key(m)): m for ctx, m in update.iter_messages(root)}


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
    from bingolino_app.ui import i18n

    yield lambda lang: i18n.install_language(qapp, lang)
    i18n.install_language(qapp, "en")


def test_russian_plurals(language):
    from bingolino_app.ui import messages

    assert language("ru") == "ru"
    assert [messages.stars_text(n) for n in (1, 2, 5, 11, 21, 22)] == [
        "1 звезда", "2 звезды", "5 звёзд", "11 звёзд", "21 звезда", "22 звезды"]
    assert messages.turns_text(3) == "3 хода"


def test_english_plurals_come_from_the_qm(language):
    from bingolino_app.ui import messages

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
    from bingolino_app.ui import i18n

    assert language("") in ("en", "ru")
    assert i18n.current_language() == i18n.system_language()
    assert language("xx") in ("en", "ru")


def _calls_hidden_from_lupdate(path: Path) -> list[str]:
    """translate()/tr() uses lupdate cannot read: a context or source that is not a string
    literal, a call inside an f-string, or translate taken under another name (``t =
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
            ok = all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                     for a in node.args[:2]) and len(node.args) >= 2
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


TS_SAMPLE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context><name>C</name>
<message><source>Hello</source><translation type="unfinished"></translation></message>
<message numerus="yes"><source>%n star(s)</source><translation type="unfinished">
<numerusform></numerusform><numerusform></numerusform><numerusform></numerusform>
</translation></message>
<message><source>New</source><translation type="unfinished"></translation></message>
</context></TS>
"""


def test_fill_takes_translations_and_marks_the_missing(tmp_path):
    ts = tmp_path / "x.ts"
    ts.write_text(TS_SAMPLE, encoding="utf-8")
    table = {"C": {"Hello": "Привет", "%n star(s)": ["%n звезда", "%n звезды", "%n звёзд"]},
             "Gone": {"Old": "Старое"}}
    used = update.fill(ts, "ru", table)
    assert used == {"C": {"Hello": "Привет", "%n star(s)": ["%n звезда", "%n звезды", "%n звёзд"],
                          "New": ""}}
    messages = _messages(ts)
    assert messages[("C", "Hello")].find("translation").get("type") is None
    assert messages[("C", "New")].find("translation").get("type") == "unfinished"
    forms = [f.text for f in messages[("C", "%n star(s)")].iter("numerusform")]
    assert forms == ["%n звезда", "%n звезды", "%n звёзд"]
    before = ts.read_bytes()
    update.fill(ts, "ru", table)
    assert ts.read_bytes() == before  # idempotent


def test_fill_english_is_automatic_with_overrides(tmp_path):
    ts = tmp_path / "x.ts"
    ts.write_text(TS_SAMPLE.replace("ru_RU", "en_US"), encoding="utf-8")
    update.fill(ts, "en", {"C": {"New": "Brand new"}})
    messages = _messages(ts)
    assert messages[("C", "Hello")].find("translation").text == "Hello"
    assert messages[("C", "New")].find("translation").text == "Brand new"
    forms = [f.text for f in messages[("C", "%n star(s)")].iter("numerusform")]
    assert forms == ["%n star", "%n stars"]
