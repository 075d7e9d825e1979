"""Build and store the parse tables of a source checkout (after a grammar change).

``pip install .`` and ``pip install -e .`` build them with the package (hatch_build.py);
this rebuilds them in place, into ``scryc/data/<lang>.lalr``::

    python tools/build_tables.py            # both languages
    python tools/build_tables.py --lang ja

Lark resolves a shift/reduce conflict as a shift without a word, so a new rule can be dead
or can take over other texts unseen. The build lists the conflicts it resolved against the
known ones in ``tools/conflicts/<lang>.txt`` and prints the new and the gone; read the new
ones, then ``--accept-conflicts`` records the build's list as known.
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import lark

from scryc.parse.store import LANGS, write_tables

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "scryc" / "data"
KNOWN = ROOT / "tools" / "conflicts"
#: Lark numbers the helper rules it makes for ``x+`` and ``x?``, and the terminals of
#: unnamed patterns, in grammar order: the numbers are left out.
NUMBERED = re.compile(r"(__\w+?_(?:plus|star|opt)|__ANON)_\d+")


class _Conflicts(logging.Handler):
    """Collects Lark's debug records of a shift/reduce conflict as 'terminal: rule' lines."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: set[str] = set()
        self._terminal: str | None = None

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if message.startswith("Shift/Reduce conflict for terminal "):
            self._terminal = NUMBERED.sub(r"\1", message.split()[4].rstrip(":"))
        elif self._terminal is not None and message.startswith(" * "):
            rule = NUMBERED.sub(r"\1", message[3:])
            self.lines.add(f"{self._terminal}: {rule}")
            self._terminal = None


@contextmanager
def conflicts() -> Iterator[_Conflicts]:
    """The shift/reduce conflicts Lark resolves while the block runs."""
    handler, handlers, level = _Conflicts(), lark.logger.handlers, lark.logger.level
    lark.logger.handlers = [handler]  # Lark's own handler would print every record
    lark.logger.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        lark.logger.handlers = handlers
        lark.logger.setLevel(level)


def report(lang: str, found: set[str], accept: bool) -> None:
    """Print the conflicts of ``lang`` that are new or gone against the known list; with
    ``accept``, make the build's list the known one."""
    path = KNOWN / f"{lang}.txt"
    name = path.relative_to(ROOT)
    if accept:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(line + "\n" for line in sorted(found)), encoding="utf-8")
        print(f"{lang}: {len(found)} shift/reduce conflicts recorded in {name}", file=sys.stderr)
        return
    if not path.is_file():
        print(f"{lang}: {len(found)} shift/reduce conflicts; no {name} to compare", file=sys.stderr)
        return
    known = set(path.read_text(encoding="utf-8").splitlines())
    new, gone = sorted(found - known), sorted(known - found)
    print(
        f"{lang}: {len(found)} shift/reduce conflicts resolved as shift, "
        f"{len(new)} new, {len(gone)} gone (against {name})",
        file=sys.stderr,
    )
    for line in new:
        print(f"  new  {line}", file=sys.stderr)
    for line in gone:
        print(f"  gone {line}", file=sys.stderr)


def main() -> int:
    """Build the tables of the languages asked for; report each file's size, time and the
    conflicts that changed."""
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--lang", choices=LANGS, action="append", help="default: both")
    options.add_argument("--out", type=Path, default=DATA, help="default: scryc/data")
    options.add_argument(
        "--accept-conflicts", action="store_true", help="record the conflicts found as known"
    )
    args = options.parse_args()
    for lang in args.lang or LANGS:
        start = time.perf_counter()
        with conflicts() as found:
            (path,) = write_tables(args.out, (lang,))
        seconds = time.perf_counter() - start
        print(f"{path}: {path.stat().st_size:,} bytes in {seconds:.1f} s", file=sys.stderr)
        report(lang, found.lines, args.accept_conflicts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
