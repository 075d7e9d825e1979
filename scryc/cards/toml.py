"""TOML card files: one card a file, with the place of its texts in the file."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

from .faults import _error, _Fault, _name, _opt_str, _str_list, _value_error
from .records import Card, Face, LoadError, TextOrigin

_TOML_POS = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")
_TOML_END = re.compile(r"\s*\(at end of document\)$")
_TABLE = re.compile(r"\[\[?\s*([^\]]*?)\s*\]\]?\s*(#.*)?$")
_KEY_PART = r"""(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')"""
_KEY = re.compile(rf"({_KEY_PART}(?:\s*\.\s*{_KEY_PART})*)\s*=\s*")

_BASIC_UNIT = re.compile(r"\\.|.", re.S)

#: The keys of a card file, and of its [ja] table.
CARD_KEYS = frozenset(
    {"name", "mana_cost", "type_line", "text", "source", "comment", "ignore", "ja"}
)
FACE_KEYS = frozenset({"name", "type_line", "text"})


def _toml_card(path: Path, text: str) -> Card | LoadError:
    """Read a one-card TOML file."""
    import tomllib  # only TOML card files need it

    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        if m := _TOML_POS.search(message):
            return LoadError(
                path=str(path),
                line=int(m[1]),
                column=int(m[2]),
                message=f"invalid TOML: {message[: m.start()]}",
            )
        if m := _TOML_END.search(message):
            lines = text.split("\n")
            return LoadError(
                path=str(path),
                line=len(lines),
                column=len(lines[-1]) + 1,
                message=f"invalid TOML: {message[: m.start()]} at end of file",
            )
        return LoadError(path=str(path), message=f"invalid TOML: {message}")
    except ValueError as exc:
        return LoadError(path=str(path), message=f"invalid TOML: {_value_error(exc)}")
    except RecursionError:
        return LoadError(path=str(path), message="invalid TOML: nested too deep")
    try:
        if unknown := unknown_key(text, doc, {"": CARD_KEYS, "ja": FACE_KEYS}):
            raise _Fault(*unknown)
        origins = _toml_text_origins(str(path), text)
        ja = doc.get("ja")
        face = None
        if ja is not None:
            if not isinstance(ja, dict):
                raise _Fault("'ja' must be a table")
            face = Face(
                name=_opt_str(ja, "name", "ja.") or _name(doc),
                type_line=_opt_str(ja, "type_line", "ja."),
                text=_opt_str(ja, "text", "ja."),
                origin=origins.get("ja.text") if ja.get("text") is not None else None,
            )
        body = _opt_str(doc, "text")
        return Card(
            name=_name(doc),
            mana_cost=_opt_str(doc, "mana_cost"),
            type_line=_opt_str(doc, "type_line"),
            text=body,
            origin=origins.get("text") if body is not None else None,
            ja=face,
            path=str(path),
            line=1,
            ignore=_str_list(doc, "ignore"),
        )
    except _Fault as fault:
        return _error(path, fault)


def _toml_text_origins(path: str, text: str) -> dict[str, TextOrigin]:
    """Where the `text` and `ja.text` string values start, by scanning the TOML source; a
    basic string (double quotes) keeps its written value, to map offsets through its escapes."""
    origins: dict[str, TextOrigin] = {}
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    for key in key_positions(text):
        if key.path not in ("text", "ja.text") or key.path in origins or not key.quote:
            continue
        line, column = key.line, key.value_column
        if column == 0:  # a multi-line string whose first line break is trimmed
            line, column = line + 1, 1
        if key.quote[0] == "'":
            origins[key.path] = TextOrigin(path=path, line=line, column=column, kind="raw")
            continue
        start = starts[line - 1] + column - 1
        written = _basic_value(text, start, key.quote)
        origins[key.path] = TextOrigin(
            path=path, line=line, column=column, kind="toml", written=written
        )
    return origins


def _basic_value(text: str, start: int, quote: str) -> str | None:
    """The written value of the basic string whose text starts at ``start`` (up to its
    closing ``quote``), or None if it is not closed."""
    for match in _BASIC_UNIT.finditer(text, start):
        if text.startswith(quote, match.start()):
            return text[start : match.start()]
    return None


class KeyPosition(NamedTuple):
    """A table header or key in a TOML source: its dotted path (under its table), line and
    column; for a string value, its quote and the column where its text starts (0 when a
    multi-line string's text starts on the next line)."""

    path: str
    line: int
    column: int
    quote: str = ""
    value_column: int = 0


def key_positions(text: str) -> Iterator[KeyPosition]:
    """Each table header and key of a TOML source, in order.

    Tracks multi-line strings so lines inside a string are not read as keys.
    """
    table = ""
    open_quote: str | None = None
    for index, raw in enumerate(text.split("\n")):
        line = raw.rstrip("\r")
        if open_quote is not None:
            if open_quote in line:
                open_quote = None
            continue
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if stripped.startswith("["):
            if m := _TABLE.match(stripped):
                table = _dotted(m[1])
                yield KeyPosition(table, index + 1, indent + m.start(1) + 1)
            continue
        m = _KEY.match(stripped)
        if not m:
            continue
        key = ".".join(p for p in (table, _dotted(m[1])) if p)
        value = stripped[m.end() :]
        quote = value[:3] if value[:3] in ("'''", '"""') else value[:1]
        if quote not in ("'''", '"""', "'", '"'):
            yield KeyPosition(key, index + 1, indent + 1)
            continue
        rest = value[len(quote) :]
        if len(quote) == 3 and quote not in rest:
            open_quote = quote
        start = 0 if len(quote) == 3 and not rest.strip("\r") else indent + m.end() + len(quote) + 1
        yield KeyPosition(key, index + 1, indent + 1, quote, start)


def unknown_key(
    text: str, doc: dict[str, Any], allowed: dict[str, frozenset[str]]
) -> tuple[str, int | None, int | None] | None:
    """The first key or table of ``doc`` that ``allowed`` does not list, as a message naming
    it (with a close known key) and its line and column in ``text``; None if there is none.

    ``allowed`` maps a table's path ("" for the top level; a list of tables is read as each
    of its tables) to its keys; a table it does not name is not looked into.
    """
    for table, keys in allowed.items():
        values = _tables(doc, table)
        extra = {key for value in values for key in value} - keys
        if not extra:
            continue
        keys_here = list(key_positions(text))
        key = next((k for k in keys_here if _parts(k.path, table) in extra), None)
        key = key or next((k for k in keys_here if k.path == table), None)  # inline table
        name = sorted(extra)[0] if key is None or key.path == table else _parts(key.path, table)
        label = f"{table}.{name}" if table else name
        close = difflib.get_close_matches(name, sorted(keys), n=1)
        hint = f"; did you mean {close[0]!r}?" if close else f" (known: {', '.join(sorted(keys))})"
        return (
            f"unknown key {label!r}{hint}",
            key.line if key else None,
            key.column if key else None,
        )
    return None


def _tables(doc: dict[str, Any], table: str) -> list[dict[str, Any]]:
    """The tables at ``table`` in ``doc`` (each table of a list of tables)."""
    value: Any = doc
    for part in table.split(".") if table else ():
        value = value.get(part) if isinstance(value, dict) else None
    items = value if isinstance(value, list) else [value]
    return [item for item in items if isinstance(item, dict)]


def _parts(path: str, table: str) -> str:
    """The first part of ``path`` under ``table`` ("" when it is not under it)."""
    if table:
        if not path.startswith(table + "."):
            return ""
        path = path[len(table) + 1 :]
    return path.split(".", 1)[0]


def _dotted(key: str) -> str:
    """Normalise a TOML key path: drop whitespace around dots and simple quotes."""
    parts = re.findall(_KEY_PART, key)
    return ".".join(p.strip("\"'") for p in parts)
