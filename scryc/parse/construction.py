"""Where in the language a parse stopped: the construction, for grouping failures.

Two failures belong to the same construction when the parser had just read the same phrase
(the last grammar symbols on its stack: the rules it had reduced and the keywords it had
shifted) and then met the same kind of token. The phrase is read off the parser's state
stack: each state is entered by one symbol (a shifted token or a reduced rule), found in
the previous state's actions. The key ignores what came before the phrase, so the same
construction met inside different abilities groups as one ("<objects> enters ▸ ','" after
a trigger word or in a static ability alike).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from lark.parsers.lalr_analysis import Shift

from .tokens import DECLARED_NAMES

#: How many grammar symbols before the failure the construction names.
WINDOW = 2
#: Lark's names for the helper rules it makes of ``x*`` and ``x+`` ("__effects_plus_2").
_REPEAT = re.compile(r"^__(\w+?)_(star|plus)_\d+$")


def stack_symbols(
    states: Mapping[int, Mapping[str, tuple[Any, Any]]], stack: Sequence[int]
) -> list[str]:
    """The grammar symbol that entered each state of ``stack`` after the first (the start
    state): the one whose action in the state below shifts (or goes) to it."""
    symbols = []
    for below, state in pairwise(stack):
        entered = next(
            (s for s, (kind, arg) in states[below].items() if kind is Shift and arg == state), "?"
        )
        symbols.append(entered)
    return symbols


def symbol_text(symbol: str, readable: Mapping[str, str]) -> str:
    """A grammar symbol as the construction shows it: a keyword as its text, another
    terminal by what it stands for (``<a number>``), a rule as ``<name>`` (without leading
    underscores; Lark's repetition helpers as ``<name+>``/``<name*>``)."""
    if symbol in DECLARED_NAMES:
        return f"<{DECLARED_NAMES[symbol]}>"
    shown = readable.get(symbol, "")
    if shown.startswith('"'):
        return shown[1:-1].lower()
    repeat = _REPEAT.match(symbol)
    if repeat:
        return f"<{repeat.group(1).lstrip('_')}{'*' if repeat.group(2) == 'star' else '+'}>"
    return f"<{symbol.lstrip('_').lower() if symbol.isupper() else symbol.lstrip('_')}>"


def describe(
    symbols: Sequence[str], found: str, found_text: str, readable: Mapping[str, str]
) -> str:
    """The construction of a failure: the last :data:`WINDOW` symbols the parser had read,
    then what it met: the terminal ``found`` ("$END" at the end of the text) as a keyword or
    what it stands for, or else its text ``found_text`` (``<objects> enters ▸ ","``)."""
    phrase = " ".join(symbol_text(s, readable) for s in symbols[-WINDOW:])
    shown = readable.get(found, "")
    if found in DECLARED_NAMES:
        met = DECLARED_NAMES[found]
    else:
        met = shown.lower() if shown.startswith('"') else f'"{found_text.lower()}"'
    return f"{phrase} ▸ {met}".strip()
