"""The parser loaded from Lark's cache file (a lazily decoded table) parses as the one built."""

from __future__ import annotations

import pytest
from lark import UnexpectedInput

from scryc.parse import parser
from scryc.parse.lexer_en import self_names
from scryc.parse.table import LazyStates
from scryc.parse.tokens import SourceText

TEXTS = [
    "Scry 2, then draw a card.",
    "When Card Name enters, surveil 1. When you do, return target creature to its owner's hand.",
    "Target creature gets +2/+0, gains flying, and attacks each combat if able until end of turn.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_parser_loaded_from_the_cache_parses_as_the_built_one(text: str) -> None:
    parser.__wrapped__("en")  # builds and saves the cache, or loads it
    loaded = parser.__wrapped__("en")  # the cache now exists: loaded from it
    assert isinstance(loaded.parser.parser.parser.parse_table.states, LazyStates)
    source = SourceText(text, self_names("Card Name"))
    assert loaded.parse(source) == parser("en").parse(source)


def test_a_cached_parser_reports_the_same_error() -> None:
    loaded = parser.__wrapped__("en")
    errors = []
    for lark in (loaded, parser("en")):
        with pytest.raises(UnexpectedInput) as caught:
            lark.parse(SourceText("Scry 3 draw a card.", self_names(None)))
        errors.append((caught.value.pos_in_stream, sorted(caught.value.expected)))
    assert errors[0] == errors[1]
