"""scryc: a compiler for Magic: The Gathering card text."""

from .ast import CardText
from .cards import Card, LoadError, LoadResult, load_cards
from .parse import ParseError, parse

__all__ = [
    "Card",
    "CardText",
    "CompileError",
    "Difference",
    "LoadError",
    "LoadResult",
    "ParseError",
    "compile",
    "equivalent",
    "load_cards",
    "parse",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    """``scryc.compile`` and ``scryc.CompileError`` load the engine, ``scryc.equivalent`` and
    ``scryc.Difference`` the comparison, on first use only, so that a cold ``scryc parse``
    does not pay for them."""
    if name in ("compile", "CompileError"):
        from . import engine

        return getattr(engine, name)
    if name in ("equivalent", "Difference"):
        from . import equivalence

        return getattr(equivalence, name)
    raise AttributeError(f"module 'scryc' has no attribute {name!r}")
