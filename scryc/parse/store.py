"""Each language's parse table: built when the package is built, loaded from its data.

The table of ``lang`` is ``scryc/data/<lang>.lalr`` (:func:`scryc.parse.table.dump`),
headed by the hash of the grammar it was built from. The build hook (``hatch_build.py``)
writes it into the wheel; in a source checkout, ``python -m scryc.parse.store`` writes it
beside the code. A missing or outdated table is built in memory, with a warning, and
nothing is written: parsing reads only the package's own files.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import warnings
from importlib.resources import files
from pathlib import Path

from lark.lexer import Lexer

from . import table
from .grammar import grammar_dir, grammar_text

LANGS = ("en", "ja")
NAMES = {"en": "English", "ja": "Japanese"}


class TableWarning(UserWarning):
    """A language's stored parse table is missing or out of date, so it is being built."""


def grammar_hash(lang: str) -> str:
    """The SHA-256 of ``lang``'s grammar text: the key a stored table must match."""
    return hashlib.sha256(grammar_text(lang).encode()).hexdigest()


def stored_table(lang: str) -> bytes | None:
    """The stored table of ``lang`` from the package's data, if there is one."""
    try:
        return files("scryc.data").joinpath(f"{lang}.lalr").read_bytes()
    except FileNotFoundError:
        return None


def load_parser(lang: str, lexer: type[Lexer] | str) -> table.CachedLark:
    """``lang``'s parser from its stored table, or built when that is missing or outdated."""
    key = grammar_hash(lang)
    stored = stored_table(lang)
    loaded = table.load(stored, key, lexer) if stored is not None else None
    if loaded is not None:
        return loaded
    state = "out of date" if stored is not None else "missing"
    warnings.warn(
        f"the {NAMES[lang]} parse table is {state}: building it (up to a minute; "
        "`python -m scryc.parse.store` stores it in a source checkout)",
        TableWarning,
        stacklevel=3,
    )
    return build_parser(lang, lexer)


def build_parser(lang: str, lexer: type[Lexer] | str) -> table.CachedLark:
    """``lang``'s parser built from its grammar files."""
    return table.build(grammar_text(lang), lexer, [str(grammar_dir())])


def write_tables(folder: Path, langs: tuple[str, ...] = LANGS) -> list[Path]:
    """Build the table of each of ``langs`` and write it into ``folder``; the paths written."""
    from . import _front_end  # each language's lexer

    written = []
    folder.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        path = folder / f"{lang}.lalr"
        stored = table.dump(build_parser(lang, _front_end(lang)[0]), grammar_hash(lang))
        temporary = path.with_suffix(".tmp")
        temporary.write_bytes(stored)
        temporary.replace(path)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Build and store the parse tables (``python -m scryc.parse.store``)."""
    options = argparse.ArgumentParser(description=main.__doc__)
    options.add_argument("--lang", choices=LANGS, action="append", help="default: both")
    options.add_argument(
        "--out", type=Path, default=Path(str(files("scryc.data"))), help="default: scryc/data"
    )
    args = options.parse_args(argv)
    for path in write_tables(args.out, tuple(args.lang or LANGS)):
        print(f"{path}: {path.stat().st_size:,} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
