"""Check that no card that is never a spell (a permanent, a plane …) parses to a spell
ability (CR 113.3a), given its type line.

Parses every face of a card file that has a type line naming such a card type, in English
and Japanese, and prints how many parse, how many of those have a line that is a spell
ability, and those lines grouped by the kind of their effect (``-v``: with the cards)::

    python tools/ability_kinds.py ../shared/corpus/oracle.jsonl
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from functools import partial
from pathlib import Path
from typing import Literal

from scryc import batch
from scryc.cards import Card, load_cards
from scryc.parse import ParseError, parse
from scryc.parse.card_types import never_spell, spell_abilities

Lang = Literal["en", "ja"]


def spell_lines(lang: Lang, card: Card) -> tuple[str, list[tuple[str, str]]] | None:
    """The card's name and its spell abilities (effect kind, line) in ``lang``; None when
    the face is no such card or does not parse."""
    face = card.face(lang)
    if face is None or not face.text or not never_spell(face.type_line, lang):
        return None
    try:
        tree = parse(face.text, lang, name=face.name, type_line=face.type_line)
    except (ParseError, RecursionError):
        return None
    found = [
        (a.effect.kind, face.text[a.span.start : a.span.end] if a.span else "")
        for a in spell_abilities(tree)
    ]
    return face.name, found


def main() -> int:
    """Check the file named on the command line; exit 1 when a spell ability is found."""
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("source", type=Path, help="a card file (JSONL, TOML, MTGJSON, …)")
    options.add_argument("--lang", choices=["en", "ja"], action="append")
    options.add_argument("-j", "--jobs", type=int, default=batch.default_jobs())
    options.add_argument("-v", "--verbose", action="store_true", help="list the cards")
    args = options.parse_args()
    cards = load_cards(args.source).cards
    failed = False
    for lang in args.lang or ["en", "ja"]:
        results = [r for r in batch.run(partial(spell_lines, lang), cards, args.jobs) if r]
        wrong = [(name, lines) for name, lines in results if lines]
        print(
            f"{lang}: {len(results)} permanents (and other non-spell cards) parse; "
            f"{len(wrong)} have a spell ability"
        )
        kinds: Counter[str] = Counter()
        examples: dict[str, list[str]] = defaultdict(list)
        for name, lines in wrong:
            for kind, line in lines:
                kinds[kind] += 1
                examples[kind].append(f"{name}: {line}")
        for kind, count in kinds.most_common():
            print(f"  {count:5} {kind}")
            for example in examples[kind][: None if args.verbose else 2]:
                print(f"          {example}")
        failed = failed or bool(wrong)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
