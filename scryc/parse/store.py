"""Each language's parse table: built when the package is built, loaded from its data.

The table of ``lang`` is ``scryc/data/<lang>.lalr`` (:func:`scryc.parse.table.dump`),
headed by the hash of the grammar it was built from. The build hook (``hatch_build.py``)
writes it into the wheel (an editable install, beside the code); in a source checkout,
``python tools/build_tables.py`` writes it anew after a grammar change. A missing or
outdated table is built in memory, with a warning, and nothing is written: parsing reads
only the package's own files.
"""

from __future__ import annotations

import hashlib
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
        "`python tools/build_tables.py` stores it in a source checkout)",
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
