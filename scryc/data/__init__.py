"""Data files shipped with scryc (term lists derived from real card text)."""

import json
from functools import cache
from importlib import resources


@cache
def creature_types() -> frozenset[str]:
    """Every creature type (CR 205.3m), as ``creature_types.txt`` lists them."""
    text = resources.files(__name__).joinpath("creature_types.txt").read_text(encoding="utf-8")
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))


@cache
def english_names() -> dict[str, str]:
    """Each card's Japanese name → its English (Oracle) name (``names_ja.json``, made by
    :mod:`scryc.data.build_names`)."""
    text = resources.files(__name__).joinpath("names_ja.json").read_text(encoding="utf-8")
    return dict(json.loads(text))


@cache
def japanese_names() -> dict[str, str]:
    """Each card's English name → its Japanese name (the first, if it has several)."""
    out: dict[str, str] = {}
    for japanese, english in english_names().items():
        out.setdefault(english, japanese)
    return out
