"""The project's sample cards and scenarios, which ship inside the package as ``scryc/corpus``
(a source checkout reads its top-level ``corpus/``), and paths given on the command line:
a path that does not exist is an error, except ``corpus/…``, which names the shipped files."""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from .loading import CARD_SUFFIXES, load_cards
from .records import Card, LoadResult

#: The first part of a path that names the shipped sample files when it does not exist here.
CORPUS_NAME = "corpus"


def corpus_dir() -> Path:
    """The folder of the shipped sample cards (``corpus/scenarios`` holds the scenarios)."""
    shipped = Path(str(resources.files("scryc"))) / CORPUS_NAME
    if shipped.is_dir():
        return shipped
    return Path(__file__).resolve().parents[2] / CORPUS_NAME


def looks_like_path(query: str) -> bool:
    """Whether ``query`` is meant as a file or folder rather than card text or a card name: it
    exists, or it has no whitespace, no Japanese sentence punctuation and a folder separator or
    a card file suffix (Japanese text has no spaces, and "+1/+1" or 「(青/Φ)」 hold a slash)."""
    if os.path.exists(query):
        return True
    if any(c.isspace() or c in "{。、" for c in query):  # text, or a symbol such as {W/U}
        return False
    return "/" in query or os.sep in query or query.lower().endswith(CARD_SUFFIXES)


def resolve(path: str | Path) -> Path:
    """``path`` itself when it exists; else, for ``corpus/…``, the shipped file of that name.

    Raises FileNotFoundError naming ``path`` when neither exists.
    """
    given = Path(path)
    if given.exists() or given.is_symlink():
        return given
    parts = given.parts
    if not given.is_absolute() and parts and parts[0] == CORPUS_NAME:
        shipped = corpus_dir().joinpath(*parts[1:])
        if shipped.exists():
            return shipped
    raise FileNotFoundError(f"{path}: no such file or directory")


def close_names(query: str, names: list[str], count: int = 3) -> list[str]:
    """Up to ``count`` of ``names`` close to ``query`` (any case), closest first."""
    folded = {name.casefold(): name for name in names}
    matches = difflib.get_close_matches(query.casefold(), list(folded), n=count, cutoff=0.6)
    return [folded[m] for m in matches]


@dataclass
class Found(LoadResult):
    """The cards a lookup found, the load errors met, and close names when none matched."""

    close: list[str] = field(default_factory=list)


def find_cards(query: str, where: str | Path | None = None) -> Found:
    """The cards of the card file ``query``, or the cards named ``query`` (English or
    Japanese name, any case) among those under ``where`` (the shipped cards by default).

    Raises FileNotFoundError for a path that does not exist.
    """
    if looks_like_path(query):
        loaded = load_cards(resolve(query))
        return Found(loaded.cards, loaded.errors)
    loaded = load_cards(corpus_dir() if where is None else resolve(where))
    wanted = query.casefold()
    named = [card for card in loaded.cards if wanted in {n.casefold() for n in _names(card)}]
    names = [] if named else [n for card in loaded.cards for n in _names(card)]
    return Found(named, loaded.errors, close_names(query, names))


def _names(card: Card) -> list[str]:
    """The card's English name, and its Japanese name if it has one."""
    return [card.name, card.ja.name] if card.ja else [card.name]
