"""Writing Forge scripts into a folder: one file per card, named as Forge names its files."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..cards import Card
from ..engine.codegen import Skipped
from . import generate


def write_scripts(cards: Iterable[Card], folder: Path) -> list[Skipped]:
    """Write the script of each card into ``folder``; return the cards that get none, and
    why (a second card with the same file name is one of them, not written over the first)."""
    folder.mkdir(parents=True, exist_ok=True)
    skipped: list[Skipped] = []
    seen: set[str] = set()
    for card in cards:
        made = generate(card)
        if made.text is None:
            skipped.append(Skipped(card.name, made.refused or "not generated"))
        elif made.file in seen:
            skipped.append(Skipped(card.name, f"another card has the file name {made.file}"))
        else:
            seen.add(made.file)
            (folder / made.file).write_text(made.text, encoding="utf-8")
    return skipped
