"""Rebuild ``names_ja.json``: each card's Japanese name → its English (Oracle) name.

Usage: ``python -m scryc.data.build_names ORACLE.jsonl``. A Japanese text names another card
in its Japanese name (「《マイナー・デーモン》という名前のカード」); an AST holds the card's
English name, the name the engine's cards carry, whichever language it was written in. A card
of several faces ("Fire // Ice" / 「火 // 氷」) maps each face. A Japanese name that two
English names share is left out (no AST may guess).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

OUT = Path(__file__).with_name("names_ja.json")


def name_pairs(path: Path) -> dict[str, str]:
    """Each Japanese face name of a JSONL card file with the one English name it stands for."""
    seen: dict[str, set[str]] = defaultdict(set)
    with path.open(encoding="utf-8") as rows:
        for line in rows:
            row = json.loads(line)
            en, ja = row.get("name"), row.get("ja_name")
            if not en or not ja:
                continue
            en_faces, ja_faces = en.split(" // "), ja.split(" // ")
            if len(en_faces) == len(ja_faces):
                for e, j in zip(en_faces, ja_faces, strict=True):
                    seen[j.strip()].add(e.strip())
    return {j: next(iter(e)) for j, e in sorted(seen.items()) if len(e) == 1 and j not in e}


if __name__ == "__main__":
    names = name_pairs(Path(sys.argv[1]))
    OUT.write_text(json.dumps(names, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{len(names)} names written to {OUT}")
