"""MTGJSON files: AtomicCards, AllPrintings or one set."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from .faults import _error, _Fault, _name, _opt_str, _stats
from .jsonpos import JsonStrings
from .records import Card, Face, LoadError


def _mtgjson_cards(
    path: Path, data: dict[str, Any], strings: JsonStrings
) -> Iterator[Card | LoadError]:
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
            card = _mtgjson_card(path, entry, strings)
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


def _mtgjson_card(path: Path, entry: dict[str, Any], strings: JsonStrings) -> Card:
    """One MTGJSON card; its texts' origins are found in the document by value."""
    name = _opt_str(entry, "faceName") or _name(entry)
    ja = None
    foreign = entry.get("foreignData")
    for item in foreign if isinstance(foreign, list) else ():
        if isinstance(item, dict) and item.get("language") == "Japanese":
            ja_name = _opt_str(item, "faceName", "Japanese ") or _opt_str(item, "name", "Japanese ")
            ja_text = _opt_str(item, "text", "Japanese ")
            ja = Face(
                name=ja_name or name,
                type_line=_opt_str(item, "type", "Japanese "),
                text=ja_text,
                origin=strings.origin("text", ja_text, "foreignData"),
            )
            break
    text = _opt_str(entry, "text")
    return Card(
        name=name,
        mana_cost=_opt_str(entry, "manaCost"),
        type_line=_opt_str(entry, "type"),
        text=text,
        origin=strings.origin("text", text),
        ja=ja,
        path=str(path),
        **_stats(entry),
    )
