"""Rebuild ``subtypes_ja.json`` (Japanese subtype → English subtype) from real card data.

Usage: ``python -m scryc.data.build_subtypes ORACLE.jsonl``. The two type lines of each card
("Creature — Human Scout" / 「クリーチャー ― 人間・スカウト」) list subtypes in the same order;
each Japanese subtype maps to the English one it is most often paired with.
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

OUT = Path(__file__).with_name("subtypes_ja.json")


def subtype_pairs(path: Path) -> dict[str, str]:
    """The majority English subtype for each Japanese subtype in a JSONL card file."""
    pairs: dict[str, Counter[str]] = defaultdict(Counter)
    with path.open(encoding="utf-8") as rows:
        for line in rows:
            row = json.loads(line)
            en, ja = row.get("type_line"), row.get("ja_type_line")
            if not en or not ja or " — " not in en:
                continue
            dash = next((d for d in "―—" if d in ja), None)
            if dash is None:
                continue
            en_subtypes = en.split(" — ", 1)[1].split()
            ja_subtypes = [s.strip() for s in ja.split(dash, 1)[1].split("・")]
            if len(en_subtypes) == len(ja_subtypes):
                for e, j in zip(en_subtypes, ja_subtypes, strict=True):
                    pairs[j][e] += 1
    return {j: c.most_common(1)[0][0] for j, c in sorted(pairs.items()) if j}


if __name__ == "__main__":
    table = subtype_pairs(Path(sys.argv[1]))
    OUT.write_text(json.dumps(table, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{len(table)} subtypes written to {OUT}")
