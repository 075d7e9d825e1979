"""Scryfall JSON: card objects, a list of them or a search result page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .faults import _error, _Fault, _name, _opt_str, _stats
from .jsonpos import JsonStrings
from .records import Card, Face, LoadError


def _scryfall_cards(
    path: Path, objects: list[Any], strings: JsonStrings
) -> Iterator[Card | LoadError]:
    """Scryfall card objects, one Card per face; Japanese printings merge into English ones."""
    cards: dict[str, Card] = {}
    english: set[str] = set()  # keys whose Card came from a non-Japanese printing
    by_oracle: dict[tuple[str, int], str] = {}
    for obj in objects:
        try:
            if not isinstance(obj, dict):
                raise _Fault(f"Scryfall card is not an object but {type(obj).__name__}")
            faces = _scryfall_faces(path, obj, strings)
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


def _scryfall_faces(path: Path, obj: dict[str, Any], strings: JsonStrings) -> list[Card]:
    """One Card per face of a Scryfall object; texts' origins are found in the document."""
    top_name = _name(obj)
    is_ja = obj.get("lang") == "ja"
    faces = obj.get("card_faces")
    parts = [f for f in faces if isinstance(f, dict)] if isinstance(faces, list) else []
    within = "card_faces" if parts else None
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
                    origin=strings.origin("printed_text", ja_text, within),
                )
        text = _opt_str(part, "oracle_text")
        cards.append(
            Card(
                name=name,
                mana_cost=_opt_str(part, "mana_cost"),
                type_line=_opt_str(part, "type_line"),
                text=text,
                origin=strings.origin("oracle_text", text, within),
                ja=ja,
                path=str(path),
                **_stats(part),
            )
        )
    return cards
