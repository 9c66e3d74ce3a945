"""The lessons' texts in other languages: resources/lessons/<lesson>.<lang>.json.

    python i18n/lesson_texts.py        (update.py runs it too)

A lesson's steps are data, and so are their translations: one file per lesson and language,
{key: {"source": the English it translates, "text": the translation}}, so a translator reads
each step's English beside the translation, in the lesson's order. This script adds the keys
of new steps (empty text), drops keys no step has any more, and lists what is left to do:
empty texts, and translations whose English has changed since (their "source" is the old
English; update "text", then "source"). tests/core/test_lessons.py fails on both.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # this checkout's package, not an installed one

from bingolino_app.core import lessons  # noqa: E402
from bingolino_app.languages import codes  # noqa: E402


def update(game: str, lang: str) -> list[str]:
    """Bring ``game``'s translation file for ``lang`` up to date; the keys still to do."""
    path = lessons.translation_path(game, lang)
    old = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    table, todo = {}, []
    for key, english in lessons.all_texts(game).items():
        entry = old.get(key) or {"source": english, "text": ""}
        table[key] = {"source": entry.get("source", english), "text": entry.get("text", "")}
        if not table[key]["text"]:
            table[key]["source"] = english
            todo.append(f"{lang}: untranslated lesson text [{game}] {key}")
        elif table[key]["source"] != english:
            todo.append(f"{lang}: the English of [{game}] {key} changed: check the "
                        "translation, then copy the new English into its source")
    text = json.dumps(table, ensure_ascii=False, indent=1) + "\n"
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    lessons._translation_file.cache_clear()
    return todo


def main() -> int:
    todo = [line for game in lessons.LESSONS for lang in codes() if lang != "en"
            for line in update(game, lang)]
    for line in todo:
        print(line)
    print("lesson texts updated" + (f"; {len(todo)} to translate" if todo else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
