"""Text written with escapes in its file (a TOML basic string, a JSON string, a Forge
``Oracle:`` line): mapping offsets in the text to places in the file through the escapes, and
writing text back escaped the same way."""

from __future__ import annotations

import json
import re
from typing import Literal

#: How a text's value is written in its file: as is, or with one format's escapes.
Escaping = Literal["raw", "json", "toml", "forge"]

#: One unit of written text: an escape sequence of the format, or one character.
_UNIT = {
    "json": re.compile(r"\\(?:u[0-9a-fA-F]{4}|.)|.", re.S),
    "toml": re.compile(r"\\(?:u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[ \t]*\r?\n\s*|.)|\r\n|.", re.S),
    "forge": re.compile(r"\\n|.", re.S),
}
_TOML_CONTROL = re.compile(r'[\x00-\x1f\x7f"\\]')
_TOML_NAMED = {"\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r", '"': '\\"'}


def _width(unit: str, kind: Escaping) -> int:
    """How many characters of the text one written unit stands for."""
    if len(unit) == 1 or kind == "forge" or unit == "\r\n":
        return 1
    if unit[1] in " \t\r\n":
        return 0  # a TOML line-ending backslash: the line break and indent are dropped
    if unit[1] == "u" and 0xDC00 <= int(unit[2:], 16) <= 0xDFFF:
        return 0  # the low half of a JSON surrogate pair: its high half made the character
    return 1


def written_offset(written: str, kind: Escaping, offset: int) -> int:
    """The offset in ``written`` (the value as in the file) of the text's ``offset``."""
    if kind == "raw":
        return offset
    count = 0
    for match in _UNIT[kind].finditer(written):
        if count >= offset and _width(match[0], kind):
            return match.start()
        count += _width(match[0], kind)
    return len(written)


def escape(text: str, kind: Escaping) -> str:
    """``text`` written as in a value of ``kind``."""
    if kind == "json":
        return json.dumps(text, ensure_ascii=False)[1:-1]
    if kind == "toml":
        return _TOML_CONTROL.sub(
            lambda m: _TOML_NAMED.get(m[0], "\\\\" if m[0] == "\\" else f"\\u{ord(m[0]):04X}"),
            text,
        )
    if kind == "forge":
        return text.replace("\n", "\\n")
    return text


def unescape(written: str, kind: Escaping) -> str | None:
    """The text a written value stands for (None when ``kind`` cannot say exactly)."""
    if kind == "raw":
        return written.replace("\r\n", "\n")
    if kind == "json":
        try:
            return json.loads(f'"{written}"')
        except ValueError:
            return None
    if kind == "forge":
        return written.replace("\\n", "\n")
    import tomllib

    try:
        value = tomllib.loads(f'v = """{written}"""')["v"]
    except tomllib.TOMLDecodeError:
        return None
    return value if isinstance(value, str) else None
