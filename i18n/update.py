"""Update the translations: lupdate -> fill English and Russian -> lrelease.

    python i18n/update.py

1. Runs lupdate over every .py file under bingolino_app into i18n/bingolino_en.ts and
   i18n/bingolino_ru.ts (no locations, no obsolete entries: the files change only when texts
   do).
2. English: each translation is its source; plural ("numerus") messages get two forms derived
   from the "(s)" convention ("%n star(s)" -> "%n star" / "%n stars"). i18n/en.json may
   override any English text.
3. Russian: translations come from i18n/ru.json and i18n/ru.<area>.json (one file per game,
   each holding its own contexts: {context: {source: text or [3 forms]}}). New
   sources are added to ru.json with empty values for a translator to fill; sources no longer
   in the code are dropped. Empty values stay "unfinished" in the .ts (tests/test_i18n.py
   fails on them).
4. Compiles both .ts files with lrelease into .qm files beside them.

Running it twice changes nothing the second time.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SOURCE_DIR = ROOT / "bingolino_app"
LANGS = {"en": ("en_US", 2), "ru": ("ru_RU", 3)}  # code: (lupdate language, plural forms)
COMMENT_SEP = " [[{}]]"  # json key of a message with a disambiguation: "source [[comment]]"


def tool(name: str) -> list[str]:
    """The Qt tool bundled with PySide6 (fast), else the pyside6-<name> wrapper on PATH."""
    try:
        import PySide6

        binary = Path(PySide6.__file__).parent / name
        if binary.is_file():
            return [str(binary)]
    except ImportError:
        pass
    wrapper = shutil.which(f"pyside6-{name}")
    if wrapper:
        return [wrapper]
    raise SystemExit(f"cannot find {name}: install PySide6")


def source_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in SOURCE_DIR.rglob("*.py")
                  if "__pycache__" not in p.parts)


def lupdate(ts_path: Path, lang: str) -> None:
    subprocess.run(
        tool("lupdate") + source_files() + [
            "-ts", str(ts_path), "-source-language", "en", "-target-language", LANGS[lang][0],
            "-locations", "none", "-no-obsolete", "-silent",
        ],
        cwd=ROOT, check=True,
    )


def lrelease(ts_path: Path, qm_path: Path) -> None:
    subprocess.run(tool("lrelease") + ["-silent", str(ts_path), "-qm", str(qm_path)],
                   cwd=ROOT, check=True)


def message_key(message: ET.Element) -> str:
    source = message.findtext("source") or ""
    comment = message.findtext("comment")
    return source + COMMENT_SEP.format(comment) if comment else source


def iter_messages(root: ET.Element):
    """(context name, message element) for every message of a parsed .ts."""
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def english_plural(source: str) -> list[str]:
    """"%n star(s)" -> ["%n star", "%n stars"]; "%n box(es)" likewise."""
    singular = re.sub(r"\((\w+)\)", "", source)
    plural = re.sub(r"\((\w+)\)", r"\1", source)
    return [singular, plural]


def load_json(path: Path) -> dict:
    if not path.is_file():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def set_translation(message: ET.Element, value, forms: int) -> None:
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    for child in list(translation):
        translation.remove(child)
    translation.text = None
    numerus = message.get("numerus") == "yes"
    if numerus:
        # A plain string where forms are due is kept as the first form: unfinished, visible.
        values = list(value) if isinstance(value, list) else [value or ""]
        values = (values + [""] * forms)[:forms]
        for text in values:
            ET.SubElement(translation, "numerusform").text = text
        done = all(values)
    else:
        text = value if isinstance(value, str) else ""
        translation.text = text
        done = bool(text)
    if done:
        translation.attrib.pop("type", None)
    else:
        translation.set("type", "unfinished")


def fill(ts_path: Path, lang: str, table: dict) -> dict:
    """Fill ``ts_path`` from ``table`` ({context: {key: value}}); return the table limited to
    the messages present, with empty entries for the new ones."""
    tree = ET.parse(ts_path)
    forms = LANGS[lang][1]
    used: dict = {}
    for context, message in iter_messages(tree.getroot()):
        key = message_key(message)
        numerus = message.get("numerus") == "yes"
        value = table.get(context, {}).get(key)
        if lang == "en" and not value:
            source = message.findtext("source") or ""
            value = english_plural(source) if numerus else source
        if value is None:
            value = [""] * forms if numerus else ""
        set_translation(message, value, forms)
        used.setdefault(context, {})[key] = value
    write_ts(tree, ts_path)
    return used


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, "    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def write_json(path: Path, table: dict) -> None:
    ordered = {c: dict(sorted(table[c].items())) for c in sorted(table)}
    path.write_text(json.dumps(ordered, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def load_tables(lang: str) -> dict[Path, dict]:
    """The translation files of ``lang``: ``<lang>.json`` and ``<lang>.<area>.json`` (one per
    game or area, so that work on different games edits different files)."""
    paths = [HERE / f"{lang}.json", *sorted(HERE.glob(f"{lang}.*.json"))]
    return {path: load_json(path) for path in paths}


def merge_tables(tables: dict[Path, dict]) -> dict:
    """All files' entries in one table, merged entry by entry (a context may be split)."""
    merged: dict = {}
    for table in tables.values():
        for context, entries in table.items():
            merged.setdefault(context, {}).update(entries)
    return merged


def write_tables(tables: dict[Path, dict], used: dict, default: Path) -> None:
    """Write ``used`` back: each entry to the file that held it, a new entry to a file that
    holds its context (else ``default``); a file whose content is unchanged is not touched."""
    entry_owner = {(c, k): path for path, table in tables.items()
                   for c, entries in table.items() for k in entries}
    context_owner: dict = {}
    for path, table in tables.items():
        for context in table:
            if context_owner.get(context, default) == default:
                context_owner[context] = path
    split: dict[Path, dict] = {path: {} for path in tables}
    for context, entries in used.items():
        for key, value in entries.items():
            path = entry_owner.get((context, key), context_owner.get(context, default))
            split[path].setdefault(context, {})[key] = value
    for path, table in split.items():
        if table != tables[path] or not path.exists():
            write_json(path, table)


def main() -> int:
    missing = 0
    for lang in LANGS:
        ts_path = HERE / f"bingolino_{lang}.ts"
        lupdate(ts_path, lang)
        if lang == "en":
            fill(ts_path, lang, load_json(HERE / "en.json"))
        else:
            tables = load_tables(lang)
            table = merge_tables(tables)
            used = fill(ts_path, lang, table)
            dropped = sum(len(v) for v in table.values()) - sum(
                1 for c in table for k in table[c] if k in used.get(c, {}))
            write_tables(tables, used, HERE / f"{lang}.json")
            empty = [(c, k) for c in used for k, v in used[c].items()
                     if not v or (isinstance(v, list) and not all(v))]
            missing += len(empty)
            for context, key in empty:
                print(f"{lang}: untranslated [{context}] {key}")
            if dropped:
                print(f"{lang}: dropped {dropped} unused translation(s)")
        lrelease(ts_path, HERE / f"bingolino_{lang}.qm")
    print("translations updated" + (f"; {missing} to translate" if missing else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
