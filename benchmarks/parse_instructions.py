"""Instructions per card of one warm parse pass, counted by valgrind's callgrind: a figure
that other work on the machine does not change, for this scryc and (``--against DIR``) the
checkout of another commit in DIR, on the same cards.

Each count is one process under callgrind that parses every card of the corpus once (the
warm-up), calls ``os.getppid()``, parses them all again and calls it again: callgrind dumps
its counts before each call (``--dump-before=os_getppid``), so the second dump holds the
instructions of exactly the warm pass. Needs valgrind; takes minutes (callgrind runs Python
about 50 times slower).

Usage: python benchmarks/parse_instructions.py [CORPUS.jsonl] [--against DIR] [--lang en|ja]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from parse_speed import DEFAULT_CORPUS, corpus_cards, parse_all

MARKER = "os_getppid"


def warm_pass(corpus: Path, lang: str) -> None:
    """The process callgrind counts: the warm-up pass, the marker, the warm pass, the marker."""
    cards = corpus_cards(corpus, lang)  # type: ignore[arg-type]
    parse_all(cards, lang)  # type: ignore[arg-type]
    os.getppid()
    parse_all(cards, lang)  # type: ignore[arg-type]
    os.getppid()
    print(len(cards))


def per_card(corpus: Path, lang: str, checkout: Path | None) -> float:
    """Instructions per card of the warm pass of ``lang``, importing scryc from ``checkout``
    (this scryc when None)."""
    env = dict(os.environ)
    if checkout is not None:
        env["PYTHONPATH"] = str(checkout)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind"
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}.%p"]
        command += [f"--dump-before={MARKER}", sys.executable, __file__, str(corpus)]
        done = subprocess.run(
            [*command, "--count", lang], check=True, capture_output=True, text=True, env=env
        )
        cards = int(done.stdout.split()[-1])
        (dump,) = Path(folder).glob("callgrind.*.2")  # the second dump: the warm pass
        totals = re.search(r"^totals: (\d+)", dump.read_text(), re.MULTILINE)
        assert totals is not None, f"{dump}: no totals"
    return int(totals[1]) / cards


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("corpus", type=Path, nargs="?", default=DEFAULT_CORPUS)
    options.add_argument("--against", type=Path, help="a checkout of another commit to count")
    options.add_argument("--lang", choices=("en", "ja"), action="append")
    options.add_argument("--count", choices=("en", "ja"), help=argparse.SUPPRESS)
    args = options.parse_args()
    if not args.corpus.is_file():
        print(f"{args.corpus}: no such file (pass a JSONL corpus as the argument)", file=sys.stderr)
        return 2
    if args.count:  # the process under callgrind
        warm_pass(args.corpus, args.count)
        return 0
    print(f"{args.corpus}, {os.cpu_count()} cores, instructions per card of one warm pass:")
    for lang in args.lang or ["en", "ja"]:
        new = per_card(args.corpus, lang, None)
        line = f"    {lang}: {new / 1e6:.2f} M"
        if args.against:
            old = per_card(args.corpus, lang, args.against)
            line += f", {args.against}: {old / 1e6:.2f} M, old/new {old / new:.2f}"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
