"""JSONL corpus files: one card a row, streamed line by line."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from json.decoder import scanstring
from pathlib import Path

from .faults import (
    _check_encoding,
    _decode,
    _error,
    _Fault,
    _ForeignEncoding,
    _name,
    _opt_str,
    _os_message,
    _stats,
    _value_error,
)
from .records import Card, Face, LoadError, TextOrigin


def _iter_jsonl(path: Path) -> Iterator[Card | LoadError]:
    """Stream a JSONL corpus file, one card per row."""
    try:
        with path.open("rb") as stream:
            yield from _jsonl_rows(path, stream)
    except OSError as exc:
        yield LoadError(path=str(path), message=_os_message(exc))


def _jsonl_rows(path: Path, lines: Iterable[bytes | str]) -> Iterator[Card | LoadError]:
    """Cards from JSONL rows (bytes or str lines); blank lines are skipped.

    A file in another encoding stops at its first line; rows that are not UTF-8 give one
    error, at the first of them, once the file is read.
    """
    seen = False
    not_utf8: _Fault | None = None
    not_utf8_rows = 0
    for lineno, raw in enumerate(lines, 1):
        try:
            line = _row_text(raw, lineno)
        except _ForeignEncoding as fault:
            yield _error(path, fault)
            return
        except _Fault as fault:
            seen = True
            not_utf8 = not_utf8 or fault
            not_utf8_rows += 1
            continue
        if not line.strip():
            continue
        seen = True
        try:
            yield _jsonl_card(path, lineno, line)
        except _Fault as fault:
            yield _error(path, fault)
    if not_utf8 is not None:
        if not_utf8_rows > 1:
            not_utf8.message += f" ({not_utf8_rows} rows are not UTF-8; this is the first)"
        yield _error(path, not_utf8)
    elif not seen:
        yield LoadError(path=str(path), message="empty file")


def _row_text(raw: bytes | str, lineno: int) -> str:
    """A JSONL row as text, without its line end (and the file's BOM on line 1)."""
    if isinstance(raw, str):
        line = raw.lstrip("\ufeff") if lineno == 1 else raw
    else:
        if lineno == 1:
            _check_encoding(raw)
        line = _decode(raw, lineno)
    return line.rstrip("\r\n")


def _jsonl_card(path: Path, lineno: int, line: str) -> Card:
    """One JSONL row as a Card; faults carry the row's line."""
    try:
        row = json.loads(line)
    except json.JSONDecodeError as exc:
        raise _Fault(f"invalid JSON: {exc.msg}", lineno, exc.colno) from None
    except ValueError as exc:
        raise _Fault(f"invalid JSON: {_value_error(exc)}", lineno) from None
    except RecursionError:
        raise _Fault("invalid JSON: nested too deep", lineno) from None
    if not isinstance(row, dict):
        raise _Fault(f"row is not a JSON object but {type(row).__name__}", lineno)
    try:
        name = _name(row)
        text = _opt_str(row, "oracle_text")
        ja_name = _opt_str(row, "ja_name")
        ja_text = _opt_str(row, "ja_text")
        ja = None
        if ja_name is not None or ja_text is not None:
            ja = Face(
                name=ja_name or name,
                type_line=_opt_str(row, "ja_type_line"),
                text=ja_text,
                origin=_json_origin(path, lineno, line, "ja_text") if ja_text is not None else None,
            )
        return Card(
            name=name,
            mana_cost=_opt_str(row, "mana_cost"),
            type_line=_opt_str(row, "type_line"),
            text=text,
            origin=_json_origin(path, lineno, line, "oracle_text") if text is not None else None,
            ja=ja,
            path=str(path),
            line=lineno,
            **_stats(row),
        )
    except _Fault as fault:
        raise _Fault(fault.message, lineno) from None


def _json_origin(path: Path, lineno: int, line: str, key: str) -> TextOrigin:
    """Origin of the string value of `key` in a raw JSONL line, with its written value
    (column 1, and no written value, if not found)."""
    m = re.search(rf'(?<!\\)"{key}"\s*:\s*"', line)
    if m is None:
        return TextOrigin(path=str(path), line=lineno, column=1, kind="json")
    written = line[m.end() : scanstring(line, m.end())[1] - 1]
    return TextOrigin(path=str(path), line=lineno, column=m.end() + 1, kind="json", written=written)
