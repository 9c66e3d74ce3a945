"""Reading JSON from the network as hostile input, and a strict converter for records.

``loads`` refuses what a message never holds (huge numbers, NaN, deep nesting, invalid text)
before anything looks at the content, so a bad frame costs an error reply, never a hang.
The converter structures attrs records without coercion: a string where an int belongs is an
error, not int("3").
"""

from __future__ import annotations

import json
import typing
from typing import Any

import attrs
import cattrs

from bingolino_app.core import safe_json

MAX_DEPTH = 16  # messages nest 8 deep at most (an action inside a message inside a list)

# Text that is not a message: ``reason`` is a short code (never shown as prose).
BadJson = safe_json.Unsafe


def loads(text: str | bytes, check: bool = True) -> Any:
    """Parse one message's JSON; raises BadJson with a short reason code. ``check=False``
    skips the bounds and the walk over the tree (for the server's messages: the client chose
    to trust its server; sizes are still bounded by the connection)."""
    if check:
        data = safe_json.loads(text)
        safe_json.check(data, MAX_DEPTH)
        return data
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise BadJson("utf8") from None
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise BadJson("json") from None


def record_fields(value: Any) -> dict:
    """An attrs record as a dict of its fields (one level: json's encoder goes on)."""
    if not attrs.has(type(value)):
        raise TypeError(f"{type(value).__name__} is not JSON")
    return {f.name: getattr(value, f.name) for f in attrs.fields(type(value))}


def dumps(data: Any) -> str:
    """JSON text; attrs records inside become objects of their fields, tuples lists (the C
    encoder walks the tree: much faster than unstructuring it first)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False,
                      default=record_fields)


def _strict(kind: type):
    def structure(value: Any, _: type) -> Any:
        # bool is an int in Python: never let True stand for 1, nor 1 for True.
        if type(value) is not kind and not (kind is float and type(value) is int):
            raise TypeError(f"expected {kind.__name__}")
        return value
    return structure


def strict_converter() -> cattrs.Converter:
    """A converter that refuses extra keys and never coerces: no primitive from another
    type, no list from a string, no dict from a list."""
    converter = cattrs.Converter(forbid_extra_keys=True)
    for kind in (int, str, bool, float):
        converter.register_structure_hook(kind, _strict(kind))
    converter.register_structure_hook(dict, _plain_dict)

    def is_list(kind: Any) -> bool:
        return typing.get_origin(kind) is list

    def list_hook(kind: Any):
        (item,) = typing.get_args(kind)

        def structure(value: Any, _: Any) -> list:
            if type(value) is not list:
                raise TypeError("expected a list")
            return [converter.structure(v, item) for v in value]
        return structure

    converter.register_structure_hook_factory(is_list, list_hook)
    return converter


def _plain_dict(value: Any, _: type) -> dict:
    if type(value) is not dict:
        raise TypeError("expected an object")
    return value
