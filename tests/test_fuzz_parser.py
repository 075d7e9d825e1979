"""Parser fuzzing: random Unicode and mutated card text never crash scryc.parse.

The only exception that may escape is ParseError, and its line and column always point into
the text. (benchmarks/fuzz.py runs the same property over a million inputs.)
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scryc
from tests.fuzz_inputs import random_input

FUZZ = settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_parse(text: str, lang: str) -> None:
    """Parse ``text``; a ParseError must carry a position inside the text."""
    try:
        scryc.parse(text, lang)  # type: ignore[arg-type]
    except scryc.ParseError as error:
        lines = text.split("\n")
        assert 1 <= error.line <= len(lines), (error.line, len(lines))
        assert 1 <= error.column <= len(lines[error.line - 1]) + 1
        assert 0 <= error.offset <= len(text)


@FUZZ
@given(st.text(max_size=200), st.sampled_from(["en", "ja"]))
def test_random_unicode_only_raises_parse_error(text: str, lang: str) -> None:
    check_parse(text, lang)


@FUZZ
@given(st.randoms(use_true_random=False))
def test_mutated_card_text_only_raises_parse_error(rng: random.Random) -> None:
    lang, text = random_input(rng)
    check_parse(text, lang)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Scry 1. Draw a card. " * 5000, "en"),  # 100 KB of valid sentences
        ("Flying\n" * 15000, "en"),
        ("a, " * 33000, "en"),  # the list-comma lookahead
        ("(" * 100_000, "en"),  # unclosed reminder text
        ('Draw "' * 16000, "en"),  # unclosed quotations
        ("Destroy " + " and ".join(["target creature"] * 6000) + ".", "en"),  # deep nesting
        # a list where the builder wants one description ("… are in your graveyard")
        (
            "Creatures you control have trample as long as an instant card and a sorcery card "
            "are in your graveyard.",
            "en",
        ),
        ("占術１を行う。カード１枚を引く。" * 6000, "ja"),
        ("「" * 100_000, "ja"),
        ("（" * 100_000, "ja"),
        ("あ" * 100_000, "ja"),
    ],
    ids=lambda value: value[:12] if isinstance(value, str) else value,
)
def test_evil_inputs_parse_or_fail_cleanly(text: str, lang: str) -> None:
    """Large and pathological texts finish with an AST or a ParseError (their time is
    measured by benchmarks/bounded_time.py)."""
    check_parse(text, lang)
