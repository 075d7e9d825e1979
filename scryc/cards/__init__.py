"""Card records and loaders for TOML card files, JSONL corpora, MTGJSON and Scryfall JSON.

Loading never stops at a fault: every problem becomes a `LoadError` and the loader goes on
with the next row or file. JSONL files are streamed line by line.
"""

from .loading import find_cards, is_card_path, iter_cards, load_cards, stream_cards
from .records import Card, Face, LoadError, LoadResult, TextOrigin

__all__ = [
    "Card",
    "Face",
    "LoadError",
    "LoadResult",
    "TextOrigin",
    "find_cards",
    "is_card_path",
    "iter_cards",
    "load_cards",
    "stream_cards",
]
