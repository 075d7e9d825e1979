"""Rebuild ``names_ja.json``: each card's Japanese name → its English (Oracle) name.

Usage: ``python -m scryc.data.build_names ORACLE.jsonl SCRY.jsonl SURVEIL.jsonl``. A Japanese
text names another card in its Japanese name (「《マイナー・デーモン》という名前のカード」);
an AST holds the card's English name, the name the engine's cards carry, in either language.
A card of several faces ("Fire // Ice" / 「火 // 氷」) maps each face. A Japanese name that two
English names share is left out (no AST may guess). A name that is no card's (a token's,
"a legendary token named Voja"; a name an object gets, "It's a land named Moon") is paired
from a card whose two texts each name one other name ("named Moon" / 「《月》という名前」).
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("names_ja.json")
#: "named Moon", "named Voja, Friend to Elves": capitalised words after "named" (as the
#: English lexer reads a name: joined by spaces, ", " or lower-case linking words).
EN_NAMED = re.compile(
    r"\bnamed ([A-Z][\w'’-]*(?:(?:, (?:the )?| (?:(?:of|the|a|an|in|to|from|with|for|on|at|by) )*)"
    r"[A-Z][\w'’-]*)*)"
)
#: 「《月》という名前」.
JA_NAMED = re.compile(r"《([^》]+)》という名前")


def rows(paths: list[Path]) -> Iterator[dict[str, Any]]:
    """The cards of JSONL card files, in order."""
    for path in paths:
        with path.open(encoding="utf-8") as lines:
            yield from map(json.loads, lines)


def name_pairs(paths: list[Path]) -> dict[str, str]:
    """Each Japanese face name of JSONL card files with the one English name it stands for;
    then the names that are no card's (:func:`other_names`)."""
    seen: dict[str, set[str]] = defaultdict(set)
    for row in rows(paths):
        en, ja = row.get("name"), row.get("ja_name")
        if not en or not ja:
            continue
        en_faces, ja_faces = en.split(" // "), ja.split(" // ")
        if len(en_faces) == len(ja_faces):
            for e, j in zip(en_faces, ja_faces, strict=True):
                seen[j.strip()].add(e.strip())
    cards = {j: next(iter(e)) for j, e in sorted(seen.items()) if len(e) == 1 and j not in e}
    return cards | {j: e for j, e in sorted(other_names(paths, cards).items()) if j not in cards}


def other_names(paths: list[Path], cards: dict[str, str]) -> dict[str, str]:
    """Names that are no card's, from the cards whose English and Japanese texts each name one
    name, once, other than the card's own and no card's (so no order is guessed)."""
    found: dict[str, set[str]] = defaultdict(set)
    english_cards = set(cards.values())
    for row in rows(paths):
        en, ja = row.get("oracle_text"), row.get("ja_text")
        if not en or not ja:
            continue
        own = {row["name"], *row["name"].split(" // ")}
        ja_own = {row.get("ja_name") or "", *(row.get("ja_name") or "").split(" // ")}
        english, japanese = EN_NAMED.findall(en), JA_NAMED.findall(ja)
        if len(english) != 1 or len(japanese) != 1 or en.count("named ") != 1:
            continue  # "named A, B, and C" is several
        if english[0] not in own | english_cards and japanese[0] not in ja_own | set(cards):
            found[japanese[0]].add(english[0])
    return {j: next(iter(e)) for j, e in found.items() if len(e) == 1}


if __name__ == "__main__":
    names = name_pairs([Path(arg) for arg in sys.argv[1:]])
    OUT.write_text(json.dumps(names, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{len(names)} names written to {OUT}")
