"""Pick the engine fuzz benchmark's keyword cards: real cards of a JSONL card file whose
English text compiles and has a keyword the engine runs, or a phrase of a casting rule it
runs (up to six cards for each)::

    python tools/keyword_cards.py ../shared/corpus/oracle.jsonl -o benchmarks/keyword_cards.jsonl

A card counts for each keyword that opens one of its lines or follows a comma there.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from scryc.engine.compile import CompileError, compile
from scryc.engine.compile.keyword_abilities import KEYWORDS as BUILT
from scryc.engine.compile.keyword_texts import RULES_TEXT
from scryc.engine.keywords import COSTED, FLAGS, NUMBERED, QUALIFIED, TRIGGERED
from scryc.parse import ParseError, parse

PER_KEYWORD = 6
#: Casting keywords and costs the engine runs (``compile/keyword_costs.py``).
CASTING = {"flashback", "kicker", "buyback", "escape", "jump-start", "retrace", "surge"}
CASTING |= {"escalate", "casualty", "overload", "awaken", "bestow", "emerge", "blitz", "assist"}
KEYWORDS = sorted(
    (FLAGS | NUMBERED | TRIGGERED | QUALIFIED | COSTED | set(RULES_TEXT) | BUILT | CASTING)
    - {"partner"}
    | {"affinity for"}
)
#: Phrases of casting rules the engine runs, found anywhere in a card's text.
PHRASES = (
    "rather than pay this spell's mana cost",
    "cast this spell only",
    "spend this mana only",
    "without paying its mana cost",
    "was spent to cast",
    "if you cast it from your hand",
)
FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "en_source")


def pick(rows: list[dict]) -> tuple[list[dict], dict[str, int]]:
    """The cards chosen, and how many there are of each keyword."""
    count = dict.fromkeys((*KEYWORDS, *PHRASES), 0)
    chosen = []
    for row in rows:
        text = row.get("oracle_text")
        if not text or not row.get("type_line"):
            continue
        low = text.lower()
        hits = [
            k
            for k in KEYWORDS
            if count[k] < PER_KEYWORD and re.search(rf"(^|\n|, ){re.escape(k)}\b", low)
        ] + [p for p in PHRASES if count[p] < PER_KEYWORD and p in low]
        if not hits:
            continue
        try:
            compile(parse(text), text)
        except (ParseError, CompileError):
            continue
        for k in hits:
            count[k] += 1
        chosen.append({k: row.get(k) for k in FIELDS})
    return chosen, count


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("path", type=Path)
    options.add_argument("-o", "--output", type=Path, required=True)
    args = options.parse_args()
    with args.path.open(encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines if line.strip()]
    chosen, count = pick(rows)
    with args.output.open("w", encoding="utf-8") as out:
        out.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in chosen)
    missing = [k for k, n in count.items() if not n]
    print(f"{len(chosen)} cards; no card for: {', '.join(missing) or 'none'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
