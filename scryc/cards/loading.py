"""Loading card files and folders: each file goes to its format's loader, by suffix or else
by content."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path

from .faults import _check_encoding, _decode, _error, _Fault, _os_message, _value_error
from .forge import _forge_cards, looks_like_forge
from .jsonl import _iter_jsonl, _jsonl_rows
from .jsonpos import JsonStrings
from .mtgjson import _mtgjson_cards
from .records import Card, LoadError, LoadResult
from .scryfall import _scryfall_cards
from .toml import _toml_card

CARD_SUFFIXES = (".toml", ".jsonl", ".json", ".txt")
SKIPPED_DIRS = frozenset({"scenarios"})


def load_cards(path: str | Path) -> LoadResult:
    """Load every card under `path` (a file or a folder), collecting errors."""
    result = LoadResult()
    for item in iter_cards(path):
        if isinstance(item, Card):
            result.cards.append(item)
        else:
            result.errors.append(item)
    return result


def iter_cards(path: str | Path) -> Iterator[Card | LoadError]:
    """Yield cards and load errors from a card file or a folder of card files."""
    p = Path(path)
    if p.is_dir():
        files, errors = _card_files(p)
        yield from errors
        for file in files:
            yield from _iter_file(file)
    elif not p.exists() and not p.is_symlink():
        yield LoadError(path=str(p), message="no such file or directory")
    else:
        yield from _iter_file(p)


def stream_cards(paths: Iterable[str | Path], errors: list[LoadError]) -> Iterator[Card]:
    """Every file's cards, streamed: a large JSONL file is never held whole. Load errors are
    appended to ``errors`` as they are met."""
    for path in paths:
        for item in iter_cards(path):
            if isinstance(item, LoadError):
                errors.append(item)
            else:
                yield item


def _card_files(root: Path) -> tuple[list[Path], list[LoadError]]:
    """Card files under `root`, recursively and sorted, skipping `scenarios` folders."""
    errors: list[LoadError] = []

    def on_error(exc: OSError) -> None:
        errors.append(LoadError(path=str(exc.filename or root), message=_os_message(exc)))

    files: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root, onerror=on_error):
        dirnames[:] = [d for d in dirnames if d not in SKIPPED_DIRS]
        files.extend(Path(dirpath, n) for n in filenames if n.endswith(CARD_SUFFIXES))
    files.sort(key=lambda f: f.relative_to(root).parts)
    return files, errors


def _iter_file(path: Path) -> Iterator[Card | LoadError]:
    """Dispatch one file to its format's loader by suffix, else by content."""
    suffix = path.suffix.lower()
    if suffix == ".jsonl":
        yield from _iter_jsonl(path)
        return
    try:
        data = path.read_bytes()
    except OSError as exc:
        yield LoadError(path=str(path), message=_os_message(exc))
        return
    try:
        _check_encoding(data)
        text = _decode(data)
        if not text.strip():
            raise _Fault("empty file")
        if suffix == ".toml":
            yield _toml_card(path, text)
        elif suffix == ".json":
            yield from _json_cards(path, text)
        else:
            yield from _sniffed_cards(path, text)
    except _Fault as fault:
        yield _error(path, fault)


def _sniffed_cards(path: Path, text: str) -> Iterator[Card | LoadError]:
    """Guess the format of a file without a known suffix."""
    stripped = text.lstrip()
    if looks_like_forge(stripped):
        yield from _forge_cards(path, text)
    elif stripped.startswith("["):
        yield from _json_cards(path, text)
    elif stripped.startswith("{"):
        first = stripped.split("\n", 1)[0]
        try:
            row = json.loads(first)
        except (ValueError, RecursionError):
            row = None
        if isinstance(row, dict) and "data" not in row and row.get("object") != "card":
            yield from _jsonl_rows(path, text.splitlines())
        else:
            yield from _json_cards(path, text)
    else:
        yield _toml_card(path, text)


def _json_cards(path: Path, text: str) -> Iterator[Card | LoadError]:
    """Cards from a whole JSON document: MTGJSON or Scryfall."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _Fault(f"invalid JSON: {exc.msg}", exc.lineno, exc.colno) from None
    except ValueError as exc:
        raise _Fault(f"invalid JSON: {_value_error(exc)}") from None
    except RecursionError:
        raise _Fault("invalid JSON: nested too deep") from None
    if isinstance(doc, dict) and isinstance(doc.get("data"), dict):
        yield from _mtgjson_cards(
            path, doc["data"], JsonStrings(path, text, ("text",), ("foreignData",))
        )
        return
    strings = JsonStrings(path, text, ("oracle_text", "printed_text"), ("card_faces",))
    if isinstance(doc, dict) and doc.get("object") == "card":
        yield from _scryfall_cards(path, [doc], strings)
    elif isinstance(doc, dict) and isinstance(doc.get("data"), list):
        yield from _scryfall_cards(path, doc["data"], strings)
    elif isinstance(doc, list):
        yield from _scryfall_cards(path, doc, strings)
    else:
        raise _Fault("unrecognised JSON: expected MTGJSON or Scryfall card data")
