"""What every loader shares: the internal fault that becomes a LoadError, reading bytes as
UTF-8 (or telling another encoding apart), and reading typed fields of a parsed record."""

from __future__ import annotations

import codecs
from pathlib import Path
from typing import Any

from .records import LoadError

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


class _Fault(Exception):
    """Internal: a fault with an optional position, turned into a LoadError."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


class _ForeignEncoding(_Fault):
    """Internal: the whole file is in another encoding, so reading it stops."""


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


#: The numbers printed in a card's lower right corner, under the keys card files use.
STATS = ("power", "toughness", "loyalty", "defense")


def _stats(obj: dict[str, Any], where: str = "") -> dict[str, str | None]:
    """The card's printed power, toughness, loyalty and defense, where ``obj`` has them
    (Scryfall and MTGJSON write them as strings, "*" and "X" among them; a whole number
    written as a JSON number is read as well)."""
    return {
        key: str(value)
        if isinstance(value := obj.get(key), int) and not isinstance(value, bool)
        else _opt_str(obj, key, where)
        for key in STATS
    }
