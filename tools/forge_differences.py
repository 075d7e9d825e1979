"""Write docs/forge-differences.md: where scryc's generated Forge scripts, and the facts of
the cards' ASTs, differ from Forge's own scripts in ../shared/corpus/forge/::

    python tools/forge_differences.py [CORPUS] [-o docs/forge-differences.md]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from scryc.forge.report import report

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("-o", type=Path, default=ROOT / "docs" / "forge-differences.md")
    args = parser.parse_args()
    args.o.write_text(report(args.corpus), encoding="utf-8")


if __name__ == "__main__":
    main()
