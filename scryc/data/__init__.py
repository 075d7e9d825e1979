"""Data files shipped with scryc (term lists derived from real card text)."""

from functools import cache
from importlib import resources


@cache
def creature_types() -> frozenset[str]:
    """Every creature type (CR 205.3m), as ``creature_types.txt`` lists them."""
    text = resources.files(__name__).joinpath("creature_types.txt").read_text(encoding="utf-8")
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))
