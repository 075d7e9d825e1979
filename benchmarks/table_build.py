"""Table build time: the LALR analysis of scryc.parse.analysis against Lark's own, on the
grammars of this checkout, in one run.

Usage: python benchmarks/table_build.py [--lang en|ja] [--rounds N]

Builds each language's parser ``--rounds`` times (default 2) with each analysis, taking
turns, and prints the best CPU time of each, their ratio, and whether the two tables are
the same (state by state, numbered as a walk from the start meets them). A build takes
seconds to minutes (Japanese is the larger grammar); nothing is written. Exits 1 if the
tables differ.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from lark.parsers.lalr_parser import LALR_Parser

from scryc.parse import _front_end, store, table
from scryc.parse.analysis import canonical


class LarksAnalysis(table.CachedTableParser):
    """The stored-table parser, its table built by Lark's own analysis."""

    __init__ = LALR_Parser.__init__


def timed_build(lang: str, ours: bool) -> tuple[float, Any]:
    """CPU seconds of one build of ``lang``'s parser, and its table, canonical."""
    parser_class = table.CachedTableParser if ours else LarksAnalysis
    start = time.process_time()
    parser = table.build(
        store.grammar_text(lang), _front_end(lang)[0], [str(store.grammar_dir())], parser_class
    )
    seconds = time.process_time() - start
    return seconds, canonical(parser.parser.parser.parser.parse_table)


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--lang", choices=store.LANGS, action="append", help="default: both")
    options.add_argument("--rounds", type=int, default=2)
    args = options.parse_args()
    differ = False
    for lang in args.lang or store.LANGS:
        best = {True: float("inf"), False: float("inf")}
        tables: dict[bool, Any] = {}
        for _ in range(args.rounds):
            for ours in (False, True):
                seconds, tables[ours] = timed_build(lang, ours)
                best[ours] = min(best[ours], seconds)
        same = tables[True] == tables[False]
        differ |= not same
        print(
            f"{lang}: Lark's analysis {best[False]:.1f} s, scryc's {best[True]:.1f} s "
            f"(CPU, best of {args.rounds}): {best[False] / best[True]:.2f} times as fast; "
            + ("the same table" if same else "THE TABLES DIFFER")
        )
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
