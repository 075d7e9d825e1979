"""scryc: a compiler for Magic: The Gathering card text."""

from .ast import CardText
from .cards import Card, LoadError, LoadResult, load_cards
from .equivalence import Difference, equivalent
from .parse import ParseError, parse

__all__ = [
    "Card",
    "CardText",
    "Difference",
    "LoadError",
    "LoadResult",
    "ParseError",
    "equivalent",
    "load_cards",
    "parse",
]
__version__ = "0.1.0"
