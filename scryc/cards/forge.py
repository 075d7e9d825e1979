"""Forge card scripts (a ``cardsfolder`` of ``.txt`` files): ``Name:``, ``ManaCost:``,
``Types:``, ``PT:`` and ``Oracle:`` lines make the card; its other lines (abilities, SVars,
deck hints) are kept as written on the card, not interpreted. A script with ``ALTERNATE``
lines holds several faces, each a card."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from .faults import _Fault
from .records import Card, TextOrigin

#: The line between the faces of a multi-face script.
ALTERNATE = "ALTERNATE"
_LINE = re.compile(r"([A-Za-z]+):(.*)")
#: The words of a Forge ``Types:`` line before the subtypes (CR 205.2a, 205.4a).
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
CARD_TYPES = frozenset(
    {
        "Artifact",
        "Battle",
        "Conspiracy",
        "Creature",
        "Dungeon",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Phenomenon",
        "Plane",
        "Planeswalker",
        "Scheme",
        "Sorcery",
        "Tribal",
        "Vanguard",
    }
)


def looks_like_forge(text: str) -> bool:
    """Whether a file's text is a Forge card script: its first line is ``Key:value``."""
    return _LINE.match(text.lstrip("\ufeff \t\r\n")) is not None


def _forge_cards(path: Path, text: str) -> Iterator[Card]:
    """The cards of a Forge script, one per face; a face without ``Name:`` is a fault."""
    face: list[tuple[int, str, str]] = []
    for number, raw in enumerate(text.split("\n"), 1):
        line = raw.rstrip("\r")
        if line.strip() == ALTERNATE:
            yield _forge_card(path, face, number)
            face = []
        elif m := _LINE.match(line):
            face.append((number, m[1], m[2]))
    yield _forge_card(path, face, len(text.split("\n")))


def _header(fields: dict[str, tuple[int, str]], key: str) -> str | None:
    """A header line's value ("Loyalty:3" → "3"); ``None`` when missing or empty."""
    return (fields[key][1].strip() or None) if key in fields else None


def _forge_card(path: Path, lines: list[tuple[int, str, str]], end: int) -> Card:
    """One face from its ``(line number, key, value)`` lines."""
    fields = {key: (number, value) for number, key, value in reversed(lines)}
    if "Name" not in fields or not fields["Name"][1].strip():
        raise _Fault("Forge script: missing 'Name:' line", lines[0][0] if lines else end)
    number, name = fields["Name"]
    power = toughness = None
    if "PT" in fields:
        power, _, toughness = fields["PT"][1].strip().partition("/")
    origin = text = None
    if "Oracle" in fields and fields["Oracle"][1].strip():
        oracle_line, written = fields["Oracle"]
        text = written.replace("\\n", "\n")
        origin = TextOrigin(
            path=str(path),
            line=oracle_line,
            column=len("Oracle:") + 1,
            kind="forge",
            written=written,
        )
    kept = {"Name", "ManaCost", "Types", "PT", "Loyalty", "Defense", "Oracle"}
    return Card(
        name=name.strip(),
        mana_cost=_mana_cost(fields["ManaCost"][1]) if "ManaCost" in fields else None,
        type_line=_type_line(fields["Types"][1]) if "Types" in fields else None,
        text=text,
        origin=origin,
        power=power or None,
        toughness=toughness or None,
        loyalty=_header(fields, "Loyalty"),
        defense=_header(fields, "Defense"),
        script=[f"{key}:{value}" for _, key, value in lines if key not in kept],
        script_lines=[number for number, key, _ in lines if key not in kept],
        path=str(path),
        line=number,
    )


def _mana_cost(value: str) -> str | None:
    """Forge's ``1 U U`` as ``{1}{U}{U}``; ``no cost`` as None."""
    shards = value.split()
    if not shards or value.strip() == "no cost":
        return None
    return "".join(f"{{{shard}}}" for shard in shards)


def _type_line(value: str) -> str:
    """Forge's ``Legendary Creature Elf Noble`` as ``Legendary Creature — Elf Noble``."""
    words = value.split()
    split = next(
        (i for i, w in enumerate(words) if w not in SUPERTYPES and w not in CARD_TYPES),
        len(words),
    )
    if split in (0, len(words)):
        return " ".join(words)
    return " ".join(words[:split]) + " — " + " ".join(words[split:])
