"""scryc: a compiler for Magic: The Gathering card text."""

from .ast import CardText
from .cards import Card, LoadError, LoadResult, load_cards
from .parse import ParseError, parse

__all__ = ["Card", "CardText", "LoadError", "LoadResult", "ParseError", "load_cards", "parse"]
__version__ = "0.1.0"
