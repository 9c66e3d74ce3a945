"""i18n/update.py, the translators' tool: it fills the .ts files from the json tables (English
automatically, with overrides), takes a translator's finished work from Qt Linguist back into
the json file that holds the message, and knows the app's languages."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from i18n_files import FORMS, I18N, update
from i18n_files import messages as _messages


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


# --- languages and the translator's tools ----------------------------------------------------
def test_the_app_and_update_py_know_the_same_languages():
    from bingolino_app.languages import codes

    assert tuple(update.LANGUAGES) == codes()
    assert update.SOURCE_LANGUAGE == codes()[0]
    assert FORMS["en"] == 2 and FORMS["ru"] == 3
    for code in codes():
        assert (I18N / f"bingolino_{code}.qm").is_file()


@pytest.mark.parametrize("lang", sorted(FORMS))
def test_the_json_files_and_the_ts_agree(lang):
    """update.py has been run since the json files or the .ts were edited."""
    tables = update.merge_tables(update.load_tables(lang))
    differ = []
    for (ctx, key), message in _messages(I18N / f"bingolino_{lang}.ts").items():
        value = tables.get(ctx, {}).get(key)
        if lang == update.SOURCE_LANGUAGE and not value:
            continue
        if update.message_value(message) != (value if update.complete(value) else None):
            differ.append(f"[{ctx}] {key}")
    assert not differ, "run python i18n/update.py: " + ", ".join(differ)


def _ts_file(path: Path, entries: dict, lang: str = "ru_RU") -> None:
    """A .ts with context C holding ``entries`` {source: (text or forms, finished)}."""
    body = []
    for source, (value, finished) in entries.items():
        state = "" if finished else ' type="unfinished"'
        if isinstance(value, list):
            forms = "".join(f"<numerusform>{v}</numerusform>" for v in value)
            body.append(f'<message numerus="yes"><source>{source}</source>'
                        f"<translation{state}>{forms}</translation></message>")
        else:
            body.append(f"<message><source>{source}</source>"
                        f"<translation{state}>{value}</translation></message>")
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" '
                    f'language="{lang}" sourcelanguage="en"><context><name>C</name>'
                    + "".join(body) + "</context></TS>\n", encoding="utf-8")


def _at(path: Path, when: float) -> None:
    os.utime(path, (when, when))


def test_finished_translations_made_in_linguist_are_taken_into_the_json(tmp_path):
    ts = tmp_path / "bingolino_ru.ts"
    json_file = tmp_path / "ru.json"
    json_file.write_text(json.dumps({"C": {"Hello": "", "Bye": "Пока", "Old": "Старое",
                                           "Draft": "", "%n star(s)": ["", "", ""]}}),
                         encoding="utf-8")
    _ts_file(ts, {"Hello": ("Привет", True), "Bye": ("До свидания", True),
                  "Old": ("Старое", True), "Draft": ("Черновик", False),
                  "%n star(s)": (["%n звезда", "%n звезды", "%n звёзд"], True)})
    _at(json_file, 1000)
    _at(ts, 2000)  # the translator worked after the json was written
    tables = update.load_tables("ru", tmp_path)
    taken = update.take_from_ts(tables, update.read_ts(ts), ts.stat().st_mtime, json_file)
    assert sorted(taken) == [("C", "%n star(s)"), ("C", "Bye"), ("C", "Hello")]
    assert tables[json_file]["C"] == {"Hello": "Привет", "Bye": "До свидания", "Old": "Старое",
                                      "Draft": "", "%n star(s)": ["%n звезда", "%n звезды",
                                                                  "%n звёзд"]}


def test_the_json_wins_when_it_was_edited_after_the_ts(tmp_path):
    ts = tmp_path / "bingolino_ru.ts"
    json_file = tmp_path / "ru.json"
    json_file.write_text(json.dumps({"C": {"Hello": "Здравствуйте", "Empty": ""}}),
                         encoding="utf-8")
    _ts_file(ts, {"Hello": ("Привет", True), "Empty": ("Пусто", True)})
    _at(ts, 1000)
    _at(json_file, 2000)
    tables = update.load_tables("ru", tmp_path)
    taken = update.take_from_ts(tables, update.read_ts(ts), ts.stat().st_mtime, json_file)
    assert taken == [("C", "Empty")]  # an empty json entry always takes the .ts
    assert tables[json_file]["C"] == {"Hello": "Здравствуйте", "Empty": "Пусто"}


def test_an_english_text_changed_in_linguist_becomes_an_override(tmp_path):
    ts = tmp_path / "bingolino_en.ts"
    en = tmp_path / "en.json"
    en.write_text("{}", encoding="utf-8")
    _ts_file(ts, {"Hello": ("Hello", True), "Colour": ("Color", True),
                  "%n star(s)": (["%n star", "%n stars"], True)}, "en_US")
    tables = update.load_tables("en", tmp_path)
    auto = update.source_texts(ts)
    taken = update.take_from_ts(tables, update.read_ts(ts), ts.stat().st_mtime, en, auto)
    assert taken == [("C", "Colour")]
    assert tables[en] == {"C": {"Colour": "Color"}}


def test_update_py_keeps_a_translators_work_end_to_end(tmp_path, monkeypatch):
    """A translation finished in bingolino_ru.ts survives update.py: it lands in the json file
    that holds the message, the .ts and the .qm carry it, and a second run changes nothing."""
    import shutil

    for path in I18N.glob("*"):
        if path.suffix in (".json", ".ts", ".qm"):
            shutil.copy2(path, tmp_path / path.name)
    monkeypatch.setattr(update, "HERE", tmp_path)
    ts = tmp_path / "bingolino_ru.ts"
    tree = ET.parse(ts)
    for ctx, message in update.iter_messages(tree.getroot()):
        if ctx == "QwingoControls" and message.findtext("source") == "Pass":
            message.find("translation").text = "Пропустить ход"
    update.write_ts(tree, ts)
    for path in tmp_path.glob("ru*.json"):
        _at(path, 1000)
    _at(ts, 2000)
    assert update.update_language("ru") == 0
    qwingo = json.loads((tmp_path / "ru.qwingo.json").read_text(encoding="utf-8"))
    assert qwingo["QwingoControls"]["Pass"] == "Пропустить ход"
    assert ("QwingoControls", "Pass") not in {
        (c, k) for c, entries in json.loads((tmp_path / "ru.json").read_text(
            encoding="utf-8")).items() for k in entries}
    message = _messages(ts)[("QwingoControls", "Pass")]
    assert update.message_value(message) == "Пропустить ход"
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    update.update_language("ru")
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
