"""Update the translations: read back Linguist's work -> lupdate -> fill -> lrelease.

    python i18n/update.py

For every language of LANGUAGES (English, the source language, first):
0. Reads back what a translator finished in i18n/bingolino_<lang>.ts (Qt Linguist or a hosted
   tool that edits .ts files): a finished translation that differs from the json file is
   taken into the json when the json has none, or when the .ts file is newer than the json
   file holding the entry. Unfinished (draft) translations in the .ts are not taken.
1. Runs lupdate over every .py file under bingolino_app into i18n/bingolino_<lang>.ts (no
   locations, no obsolete entries: the files change only when texts do).
2. English: each translation is its source; plural ("numerus") messages get two forms derived
   from the "(s)" convention ("%n star(s)" -> "%n star" / "%n stars"). i18n/en.json may
   override any English text (and holds what a translator changed in bingolino_en.ts).
3. Other languages: translations come from i18n/<lang>.json and i18n/<lang>.<area>.json (one
   file per game, each holding its own contexts: {context: {source: text or [forms]}}). New
   sources are added to <lang>.json with empty values for a translator to fill; sources no
   longer in the code are dropped. Empty values stay "unfinished" in the .ts
   (tests/test_i18n.py fails on them).
4. Compiles each .ts file with lrelease into a .qm file beside it.

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
SOURCE_LANGUAGE = "en"  # the language of the texts in the code: filled automatically
LANGUAGES = {"en": ("en_US", 2), "ru": ("ru_RU", 3)}
"""code: (Qt language of the .ts, number of plural forms Qt uses for it). A new language is
one line here (and one in bingolino_app/languages.py): see i18n/README.md."""
LANGS = LANGUAGES  # the older name
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
            "-ts", str(ts_path), "-source-language", SOURCE_LANGUAGE,
            "-target-language", LANGUAGES[lang][0],
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
    forms = LANGUAGES[lang][1]
    used: dict = {}
    for context, message in iter_messages(tree.getroot()):
        key = message_key(message)
        value = table.get(context, {}).get(key)
        if lang == SOURCE_LANGUAGE and not complete(value):
            value = automatic(message)
        numerus = message.get("numerus") == "yes"
        if value is None:
            value = [""] * forms if numerus else ""
        set_translation(message, value, forms)
        used.setdefault(context, {})[key] = value
    write_ts(tree, ts_path)
    return used


def automatic(message: ET.Element):
    """The source language's text of a message: its source, plurals by the "(s)" convention."""
    source = message.findtext("source") or ""
    return english_plural(source) if message.get("numerus") == "yes" else source


def complete(value) -> bool:
    """A translation with every form filled in."""
    if isinstance(value, list):
        return bool(value) and all(isinstance(v, str) and v for v in value)
    return isinstance(value, str) and bool(value)


def message_value(message: ET.Element):
    """The translation a .ts holds for a message (a list of forms for a plural), or None when
    it is missing or not marked finished (a translator's draft)."""
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return None
    if message.get("numerus") == "yes":
        value = [f.text or "" for f in translation.findall("numerusform")]
    else:
        value = translation.text or ""
    return value if complete(value) else None


def read_ts(ts_path: Path) -> dict:
    """{(context, key): translation} of the finished messages of a .ts ({} if none)."""
    if not ts_path.is_file():
        return {}
    root = ET.parse(ts_path).getroot()
    found = {}
    for context, message in iter_messages(root):
        value = message_value(message)
        if value is not None:
            found[(context, message_key(message))] = value
    return found


def _mtime(path: Path) -> float:
    return path.stat().st_mtime if path.exists() else 0.0


def take_from_ts(tables: dict[Path, dict], found: dict, ts_time: float, default: Path,
                 auto: dict | None = None) -> list[tuple[str, str]]:
    """Put into ``tables`` (json files: their tables) the finished .ts translations that
    differ from them: when the json has none for the message, or when the .ts (modified at
    ``ts_time``) is newer than the json file holding the entry. ``auto``: the automatic
    text of each message (the source language), which counts as no translation. Returns the
    (context, key) pairs taken."""
    owner = {(c, k): path for path, table in tables.items()
             for c, entries in table.items() for k in entries}
    merged = merge_tables(tables)
    taken = []
    for (context, key), value in sorted(found.items()):
        current = merged.get(context, {}).get(key)
        if not complete(current) and auto is not None:
            current = auto.get((context, key))
            if value == current:
                continue  # the automatic text: nothing to keep
            current = None
        if value == current:
            continue
        path = owner.get((context, key))
        if complete(current) and ts_time <= _mtime(path or default):
            continue  # the json was edited after the .ts: the json wins
        target = path or next((p for p, t in tables.items() if context in t), default)
        tables.setdefault(target, {}).setdefault(context, {})[key] = value
        taken.append((context, key))
    return taken


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, "    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def write_json(path: Path, table: dict) -> None:
    ordered = {c: dict(sorted(table[c].items())) for c in sorted(table)}
    path.write_text(json.dumps(ordered, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def load_tables(lang: str, folder: Path | None = None) -> dict[Path, dict]:
    """The translation files of ``lang``: ``<lang>.json`` and ``<lang>.<area>.json`` (one per
    game or area, so that work on different games edits different files)."""
    folder = folder or HERE
    paths = [folder / f"{lang}.json", *sorted(folder.glob(f"{lang}.*.json"))]
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
        if not path.exists() or table != load_json(path):  # the file as it is on disk
            write_json(path, table)


def source_texts(ts_path: Path) -> dict:
    """{(context, key): automatic text} of every message of a .ts (source language)."""
    if not ts_path.is_file():
        return {}
    return {(c, message_key(m)): automatic(m)
            for c, m in iter_messages(ET.parse(ts_path).getroot())}


def update_language(lang: str) -> int:
    """Read back the .ts, lupdate, fill, write the json, lrelease; the untranslated count."""
    ts_path = HERE / f"bingolino_{lang}.ts"
    default = HERE / f"{lang}.json"
    source = lang == SOURCE_LANGUAGE
    tables = load_tables(lang)
    taken = take_from_ts(tables, read_ts(ts_path), _mtime(ts_path), default,
                         source_texts(ts_path) if source else None)
    for context, key in taken:
        print(f"{lang}: took [{context}] {key} from {ts_path.name}")
    lupdate(ts_path, lang)
    table = merge_tables(tables)
    used = fill(ts_path, lang, table)
    if source:
        # Only overrides are kept: a text equal to the automatic one needs no entry.
        auto = source_texts(ts_path)
        overrides: dict = {}
        for context, entries in used.items():
            for key, value in entries.items():
                if value != auto.get((context, key)):
                    overrides.setdefault(context, {})[key] = value
        write_tables(tables, overrides, default)
        missing = 0
    else:
        dropped = sum(len(v) for v in table.values()) - sum(
            1 for c in table for k in table[c] if k in used.get(c, {}))
        write_tables(tables, used, default)
        empty = [(c, k) for c in used for k, v in used[c].items() if not complete(v)]
        missing = len(empty)
        for context, key in empty:
            print(f"{lang}: untranslated [{context}] {key}")
        if dropped:
            print(f"{lang}: dropped {dropped} unused translation(s)")
    lrelease(ts_path, HERE / f"bingolino_{lang}.qm")
    return missing


def main() -> int:
    missing = sum(update_language(lang) for lang in LANGUAGES)
    print("translations updated" + (f"; {missing} to translate" if missing else ""))
    import lesson_texts  # the lessons' texts are data with their own files (beside this one)

    lesson_texts.main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
