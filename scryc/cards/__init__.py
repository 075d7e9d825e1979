"""Card records and loaders for TOML card files, JSONL corpora, MTGJSON and Scryfall JSON.

Loading never stops at a fault: every problem becomes a `LoadError` and the loader goes on
with the next row or file. JSONL files are streamed line by line.
"""

from .loading import iter_cards, load_cards, stream_cards
from .records import Card, Face, LoadError, LoadResult, TextOrigin
from .shipped import corpus_dir, find_cards, looks_like_path, resolve

__all__ = [
    "Card",
    "Face",
    "LoadError",
    "LoadResult",
    "TextOrigin",
    "corpus_dir",
    "find_cards",
    "iter_cards",
    "load_cards",
    "looks_like_path",
    "resolve",
    "stream_cards",
]
