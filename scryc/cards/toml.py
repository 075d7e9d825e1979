"""TOML card files: one card a file, with the place of its texts in the file."""

from __future__ import annotations

import re
from pathlib import Path

from .faults import _error, _Fault, _name, _opt_str, _str_list, _value_error
from .records import Card, Face, LoadError, TextOrigin

_TOML_POS = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")
_TOML_END = re.compile(r"\s*\(at end of document\)$")
_TABLE = re.compile(r"\[\[?\s*([^\]]*?)\s*\]\]?\s*(#.*)?$")
_KEY_PART = r"""(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')"""
_KEY = re.compile(rf"({_KEY_PART}(?:\s*\.\s*{_KEY_PART})*)\s*=\s*")


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
    """Where the `text` and `ja.text` string values start, by scanning the TOML source.

    Tracks table headers and multi-line strings so lines inside a string are not read as keys.
    """
    origins: dict[str, TextOrigin] = {}
    table = ""
    open_quote: str | None = None
    lines = text.split("\n")
    for index, raw in enumerate(lines):
        line = raw.rstrip("\r")
        if open_quote is not None:
            if open_quote in line:
                open_quote = None
            continue
        stripped = line.lstrip()
        if stripped.startswith("["):
            if m := _TABLE.match(stripped):
                table = _dotted(m[1])
            continue
        m = _KEY.match(stripped)
        if not m:
            continue
        key = ".".join(p for p in (table, _dotted(m[1])) if p)
        value_column = len(line) - len(stripped) + m.end() + 1
        value = stripped[m.end() :]
        quote = value[:3] if value[:3] in ("'''", '"""') else value[:1]
        if quote not in ("'''", '"""', "'", '"'):
            continue
        rest = value[len(quote) :]
        if len(quote) == 3 and quote not in rest:
            open_quote = quote
        if key not in ("text", "ja.text"):
            continue
        if len(quote) == 3 and not rest.strip("\r"):
            origins[key] = TextOrigin(path=path, line=index + 2, column=1, kind="raw")
        else:
            column = value_column + len(quote)
            origins[key] = TextOrigin(path=path, line=index + 1, column=column, kind="raw")
    return origins


def _dotted(key: str) -> str:
    """Normalise a TOML key path: drop whitespace around dots and simple quotes."""
    parts = re.findall(_KEY_PART, key)
    return ".".join(p.strip("\"'") for p in parts)
