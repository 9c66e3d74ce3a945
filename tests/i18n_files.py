"""The translators' script (i18n/update.py) loaded once for the i18n tests, the plural forms of
each language, and a .ts file's messages by (context, key)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import repo_scripts

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"

update = repo_scripts.load("i18n/update.py")
FORMS = {code: forms for code, (_, forms) in update.LANGUAGES.items()}  # code: plural forms


def messages(ts_path: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts_path).getroot()
    return {(ctx, update.message_key(m)): m for ctx, m in update.iter_messages(root)}
