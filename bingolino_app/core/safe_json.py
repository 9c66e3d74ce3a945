"""JSON from outside the app (a save file, a network frame) read as hostile input.

Numbers must fit in 64 bits (no NaN, no Infinity), nesting is bounded and text is valid
UTF-8, so a crafted file or frame costs a clear refusal, never a hang or a crash later on.
``Unsafe.reason`` is a short code; each reader says it in its own words.
"""

from __future__ import annotations

import json
import math
from typing import Any

MAX_DIGITS = 19  # integers fit in 64 bits
MAX_INT = 2**63
MAX_FLOAT_TEXT = 40  # a float's text: a longer one is no number this app writes


class Unsafe(ValueError):
    """``reason``: "utf8" (bytes that are no UTF-8), "json" (``detail`` says where),
    "constant" (``detail``: NaN or Infinity), "number", "depth", "text" (a lone surrogate in a
    string) or "value" (no JSON type)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def _no_constant(name: str) -> Any:
    raise Unsafe("constant", name)


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:  # before int(): long digit strings cost time
        raise Unsafe("number")
    return int(text)


def _finite_float(text: str) -> float:
    if len(text) > MAX_FLOAT_TEXT:
        raise Unsafe("number")
    value = float(text)
    if not math.isfinite(value):
        raise Unsafe("number")
    return value


def loads(raw: str | bytes) -> Any:
    """Parse with bounded numbers; raises Unsafe. The tree is not walked: see ``check``."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise Unsafe("utf8") from None
    try:
        return json.loads(raw, parse_int=_bounded_int, parse_float=_finite_float,
                          parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise Unsafe("json", f"{exc.msg}, line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise Unsafe("depth") from None


def check(data: Any, max_depth: int) -> None:
    """Depth, number range and valid text anywhere in the tree (without recursion), for data
    parsed elsewhere or built in memory; raises Unsafe."""
    stack = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth >= max_depth:
                raise Unsafe("depth")
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str):
                    _check_text(key)
                stack.append((item, depth + 1))
        elif isinstance(value, str):
            _check_text(value)
        elif isinstance(value, bool) or value is None:
            pass
        elif isinstance(value, int):
            if not -MAX_INT < value < MAX_INT:
                raise Unsafe("number")
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise Unsafe("number")
        else:
            raise Unsafe("value")


def _check_text(text: str) -> None:
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate ("\ud800")
            raise Unsafe("text") from None
