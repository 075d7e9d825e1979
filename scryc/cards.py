"""Card records and loaders for TOML card files, JSONL corpora, MTGJSON and Scryfall JSON.

Loading never stops at a fault: every problem becomes a `LoadError` and the loader goes on
with the next row or file. JSONL files are streamed line by line.
"""

from __future__ import annotations

import codecs
import json
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

__all__ = [
    "Card",
    "Face",
    "LoadError",
    "LoadResult",
    "TextOrigin",
    "iter_cards",
    "load_cards",
]

CARD_SUFFIXES = (".toml", ".jsonl", ".json")
SKIPPED_DIRS = frozenset({"scenarios"})
_BOM = codecs.BOM_UTF8
#: Byte order marks of the encodings a file is told apart from UTF-8 by (UTF-32 first: its
#: little-endian mark begins with UTF-16's).
_FOREIGN_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32 (little-endian, with a byte order mark)"),
    (codecs.BOM_UTF32_BE, "UTF-32 (big-endian, with a byte order mark)"),
    (codecs.BOM_UTF16_LE, "UTF-16 (little-endian, with a byte order mark)"),
    (codecs.BOM_UTF16_BE, "UTF-16 (big-endian, with a byte order mark)"),
)
_SNIFF_BYTES = 4096


class TextOrigin(BaseModel, frozen=True, defer_build=True):
    """Where a text value starts inside its file, so text offsets map to file line/column."""

    path: str
    line: int
    column: int
    kind: Literal["raw", "json"]

    def position(self, text: str, offset: int) -> tuple[int, int]:
        """File (line, column), 1-based, of text[offset]."""
        prefix = text[:offset]
        if self.kind == "json":
            escaped = json.dumps(prefix, ensure_ascii=False)[1:-1]
            return self.line, self.column + len(escaped)
        newlines = prefix.count("\n")
        if newlines == 0:
            return self.line, self.column + len(prefix)
        return self.line + newlines, len(prefix) - prefix.rfind("\n")


class Face(BaseModel, frozen=True, defer_build=True):
    """One language's view of a card: name, type line and rules text."""

    name: str
    type_line: str | None = None
    text: str | None = None
    origin: TextOrigin | None = None


class Card(BaseModel, frozen=True, defer_build=True):
    """A card (or one face of a multi-face card) with English and optional Japanese text."""

    name: str
    mana_cost: str | None = None
    type_line: str | None = None
    text: str | None = None
    origin: TextOrigin | None = None
    ja: Face | None = None
    path: str
    line: int = 1
    ignore: list[str] = []  # lint codes suppressed for this card (TOML key `ignore`)

    def face(self, lang: Literal["en", "ja"]) -> Face | None:
        """The card's face in `lang`: English is built from the card itself."""
        if lang == "ja":
            return self.ja
        return Face(name=self.name, type_line=self.type_line, text=self.text, origin=self.origin)


class LoadError(BaseModel, frozen=True, defer_build=True):
    """A fault found while loading; loading goes on after it."""

    path: str
    line: int | None = None
    column: int | None = None
    message: str

    def __str__(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return f"{where}: {self.message}"


@dataclass
class LoadResult:
    """Cards and errors from `load_cards`; iterating yields the cards."""

    cards: list[Card] = field(default_factory=list)
    errors: list[LoadError] = field(default_factory=list)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)


class _Fault(Exception):
    """Internal: a fault with an optional position, turned into a LoadError."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


class _ForeignEncoding(_Fault):
    """Internal: the whole file is in another encoding, so reading it stops."""


# --- entry points -----------------------------------------------------------------------


def load_cards(path: str | Path) -> LoadResult:
    """Load every card under `path` (a file or a folder), collecting errors."""
    result = LoadResult()
    for item in iter_cards(path):
        if isinstance(item, Card):
            result.cards.append(item)
        else:
            result.errors.append(item)
    return result


def is_card_path(query: str) -> bool:
    """Whether ``query`` names a card file or folder (existing or not) rather than a card."""
    looks_like_file = query.endswith(CARD_SUFFIXES) and not any(c.isspace() for c in query)
    return looks_like_file or os.path.exists(query)


def find_cards(query: str, where: str | Path) -> LoadResult:
    """The cards of the card file ``query``, or the cards named ``query`` (English or
    Japanese name, any case) among those under ``where``."""
    if is_card_path(query):
        return load_cards(query)
    loaded = load_cards(where)
    wanted = query.casefold()
    named = [
        card
        for card in loaded.cards
        if wanted in (card.name.casefold(), card.ja.name.casefold() if card.ja else "")
    ]
    return LoadResult(named, loaded.errors)


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
    if stripped.startswith("["):
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


# --- helpers ----------------------------------------------------------------------------


def _error(path: Path, fault: _Fault) -> LoadError:
    return LoadError(path=str(path), line=fault.line, column=fault.column, message=fault.message)


def _os_message(exc: OSError) -> str:
    return f"cannot read: {exc.strerror or exc}"


def _check_encoding(head: bytes) -> None:
    """Raise _ForeignEncoding if a file's first bytes show UTF-16 or UTF-32 rather than
    UTF-8: a byte order mark, or NUL bytes in every other place (ASCII text in UTF-16)."""
    looks_like = next((name for bom, name in _FOREIGN_BOMS if head.startswith(bom)), None)
    if looks_like is None:
        sample = head[:_SNIFF_BYTES]
        even, odd = sample[0::2].count(0), sample[1::2].count(0)
        if even + odd >= len(sample) // 4 > 0:
            if odd > 2 * even:
                looks_like = "UTF-16 (little-endian)"
            elif even > 2 * odd:
                looks_like = "UTF-16 (big-endian)"
    if looks_like is not None:
        raise _ForeignEncoding(f"not UTF-8: the file looks like {looks_like}; save it as UTF-8")


def _decode(data: bytes, first_line: int = 1) -> str:
    """Decode UTF-8 (dropping a BOM at the start of the file); a bad byte raises a _Fault at
    its line and column."""
    if first_line == 1 and data.startswith(_BOM):
        data = data[len(_BOM) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        line = first_line + data.count(b"\n", 0, exc.start)
        column = len(data[line_start : exc.start].decode("utf-8")) + 1
        bad = data[exc.start : exc.start + 1].hex()
        message = f"not UTF-8: byte 0x{bad} is invalid UTF-8; save the file as UTF-8"
        raise _Fault(message, line, column) from None


def _value_error(exc: ValueError) -> str:
    """A parser's ValueError that is not a syntax error (a number too long to convert)."""
    return str(exc).split(";", 1)[0]


def _opt_str(obj: dict[str, Any], key: str, where: str = "") -> str | None:
    """obj[key] as a string or None; any other type, or a lone surrogate (a JSON escape
    such as \\ud800 that is no character), is a fault."""
    value = obj.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise _Fault(f"{where}{key!r} must be a string, not {type(value).__name__}")
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            code = ord(value[exc.start])
            raise _Fault(f"{where}{key!r} holds a lone surrogate U+{code:04X}") from None
    return value


def _str_list(obj: dict[str, Any], key: str) -> list[str]:
    """obj[key] as a list of strings ([] when absent); any other type is a fault."""
    value = obj.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _Fault(f"{key!r} must be a list of strings")
    return value


def _name(obj: dict[str, Any], key: str = "name", where: str = "") -> str:
    name = _opt_str(obj, key, where)
    if not name:
        raise _Fault(f"{where}missing {key!r}")
    return name


# --- TOML card files --------------------------------------------------------------------

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


# --- JSONL corpus files -----------------------------------------------------------------


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
        )
    except _Fault as fault:
        raise _Fault(fault.message, lineno) from None


def _json_origin(path: Path, lineno: int, line: str, key: str) -> TextOrigin:
    """Origin of the string value of `key` in a raw JSONL line (column 1 if not found)."""
    m = re.search(rf'(?<!\\)"{key}"\s*:\s*"', line)
    column = m.end() + 1 if m else 1
    return TextOrigin(path=str(path), line=lineno, column=column, kind="json")


# --- MTGJSON and Scryfall JSON ----------------------------------------------------------


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
        yield from _mtgjson_cards(path, doc["data"])
    elif isinstance(doc, dict) and doc.get("object") == "card":
        yield from _scryfall_cards(path, [doc])
    elif isinstance(doc, dict) and isinstance(doc.get("data"), list):
        yield from _scryfall_cards(path, doc["data"])
    elif isinstance(doc, list):
        yield from _scryfall_cards(path, doc)
    else:
        raise _Fault("unrecognised JSON: expected MTGJSON or Scryfall card data")


def _mtgjson_cards(path: Path, data: dict[str, Any]) -> Iterator[Card | LoadError]:
    """AtomicCards ({name: [faces]}), AllPrintings ({set: {cards}}) or one set ({cards})."""
    if isinstance(data.get("cards"), list):
        entries: Iterable[Any] = data["cards"]
    else:
        entries = _mtgjson_entries(data)
    seen: set[str] = set()
    for entry in entries:
        try:
            if isinstance(entry, _Fault):
                raise entry
            if not isinstance(entry, dict):
                raise _Fault(f"MTGJSON card is not an object but {type(entry).__name__}")
            card = _mtgjson_card(path, entry)
        except _Fault as fault:
            yield _error(path, fault)
            continue
        if card.name not in seen:
            seen.add(card.name)
            yield card


def _mtgjson_entries(data: dict[str, Any]) -> Iterator[Any]:
    """Card entries of AtomicCards or AllPrintings data; a malformed value yields a _Fault."""
    for key, value in data.items():
        if isinstance(value, list):
            yield from value
        elif isinstance(value, dict) and isinstance(value.get("cards"), list):
            yield from value["cards"]
        else:
            yield _Fault(f"MTGJSON data entry {key!r} is neither a card list nor a set")


def _mtgjson_card(path: Path, entry: dict[str, Any]) -> Card:
    name = _opt_str(entry, "faceName") or _name(entry)
    ja = None
    foreign = entry.get("foreignData")
    for item in foreign if isinstance(foreign, list) else ():
        if isinstance(item, dict) and item.get("language") == "Japanese":
            ja_name = _opt_str(item, "faceName", "Japanese ") or _opt_str(item, "name", "Japanese ")
            ja = Face(
                name=ja_name or name,
                type_line=_opt_str(item, "type", "Japanese "),
                text=_opt_str(item, "text", "Japanese "),
            )
            break
    return Card(
        name=name,
        mana_cost=_opt_str(entry, "manaCost"),
        type_line=_opt_str(entry, "type"),
        text=_opt_str(entry, "text"),
        ja=ja,
        path=str(path),
    )


def _scryfall_cards(path: Path, objects: list[Any]) -> Iterator[Card | LoadError]:
    """Scryfall card objects, one Card per face; Japanese printings merge into English ones."""
    cards: dict[str, Card] = {}
    english: set[str] = set()  # keys whose Card came from a non-Japanese printing
    by_oracle: dict[tuple[str, int], str] = {}
    for obj in objects:
        try:
            if not isinstance(obj, dict):
                raise _Fault(f"Scryfall card is not an object but {type(obj).__name__}")
            faces = _scryfall_faces(path, obj)
        except _Fault as fault:
            yield _error(path, fault)
            continue
        oracle_id = obj.get("oracle_id")
        is_english = obj.get("lang") != "ja"
        for index, card in enumerate(faces):
            okey = (oracle_id, index) if isinstance(oracle_id, str) else None
            key = by_oracle.get(okey, card.name) if okey else card.name
            old = cards.get(key)
            if old is None:
                cards[key] = card
            elif is_english and key not in english:
                cards[key] = card.model_copy(update={"ja": old.ja})
            elif old.ja is None and card.ja is not None:
                cards[key] = old.model_copy(update={"ja": card.ja})
            if is_english:
                english.add(key)
            if okey and okey not in by_oracle:
                by_oracle[okey] = key
    yield from cards.values()


def _scryfall_faces(path: Path, obj: dict[str, Any]) -> list[Card]:
    top_name = _name(obj)
    is_ja = obj.get("lang") == "ja"
    faces = obj.get("card_faces")
    parts = [f for f in faces if isinstance(f, dict)] if isinstance(faces, list) else []
    if not parts:
        parts = [obj]
    cards = []
    for part in parts:
        name = _opt_str(part, "name") or top_name
        ja = None
        if is_ja:
            ja_name = _opt_str(part, "printed_name")
            ja_text = _opt_str(part, "printed_text")
            if ja_name is not None or ja_text is not None:
                ja = Face(
                    name=ja_name or name,
                    type_line=_opt_str(part, "printed_type_line"),
                    text=ja_text,
                )
        cards.append(
            Card(
                name=name,
                mana_cost=_opt_str(part, "mana_cost"),
                type_line=_opt_str(part, "type_line"),
                text=_opt_str(part, "oracle_text"),
                ja=ja,
                path=str(path),
            )
        )
    return cards
