"""Split a JSONL card file into a working slice and a held-out validation slice.

A card belongs to the validation slice when the SHA-256 of its English name (or, without
one, its Japanese name) ends in a byte divisible by ten: a fixed tenth of the file that
does not move as the file grows. Grammar work mines ``work.jsonl`` only; the failures of
``validation.jsonl`` are never read while rules are written, and its coverage figure is
reported beside the others (when it lags, the rules fit sentences, not the language)::

    python tools/holdout.py ../shared/corpus/oracle.jsonl -o /tmp/slices
    scryc coverage /tmp/slices/validation.jsonl --lang en | head -1
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

SLICES = ("work", "validation")


def slice_of(name: str) -> str:
    """The slice a card of this name belongs to."""
    digest = hashlib.sha256(name.encode("utf-8")).digest()
    return "validation" if digest[-1] % 10 == 0 else "work"


def split(source: Path, out: Path) -> dict[str, int]:
    """Write ``work.jsonl`` and ``validation.jsonl`` into ``out``; return the line counts."""
    out.mkdir(parents=True, exist_ok=True)
    counts = dict.fromkeys(SLICES, 0)
    files = {name: (out / f"{name}.jsonl").open("w", encoding="utf-8") for name in SLICES}
    try:
        with source.open(encoding="utf-8") as lines:
            for line in lines:
                if not line.strip():
                    continue
                card = json.loads(line)
                name = card.get("name") or card.get("ja_name") or ""
                chosen = slice_of(name)
                files[chosen].write(line if line.endswith("\n") else line + "\n")
                counts[chosen] += 1
    finally:
        for handle in files.values():
            handle.close()
    return counts


def main() -> int:
    """Split the file named on the command line and print how many cards each slice has."""
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("source", type=Path, help="a JSONL card file (one card per line)")
    options.add_argument("-o", "--out", type=Path, required=True, help="folder to write to")
    args = options.parse_args()
    for name, count in split(args.source, args.out).items():
        print(f"{args.out / (name + '.jsonl')}: {count} cards")
    return 0


if __name__ == "__main__":
    sys.exit(main())
