"""Build and store the parse tables of a source checkout (after a grammar change).

``pip install .`` and ``pip install -e .`` build them with the package (hatch_build.py);
this rebuilds them in place, into ``scryc/data/<lang>.lalr``::

    python tools/build_tables.py            # both languages
    python tools/build_tables.py --lang ja
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from scryc.parse.store import LANGS, write_tables

DATA = Path(__file__).resolve().parent.parent / "scryc" / "data"


def main() -> int:
    """Build the tables of the languages asked for and report each file's size and time."""
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--lang", choices=LANGS, action="append", help="default: both")
    options.add_argument("--out", type=Path, default=DATA, help="default: scryc/data")
    args = options.parse_args()
    for lang in args.lang or LANGS:
        start = time.perf_counter()
        (path,) = write_tables(args.out, (lang,))
        seconds = time.perf_counter() - start
        print(f"{path}: {path.stat().st_size:,} bytes in {seconds:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
