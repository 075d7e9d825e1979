"""The AST built during the parse (scryc/parse/reduce.py): its errors come in the order of
a parse followed by a tree walk (tests/data/ast_digest.tsv checks every AST of the corpus)."""

from __future__ import annotations

from typing import Any

import pytest
from lark import UnexpectedToken
from lark.parsers.lalr_analysis import Reduce

from scryc.parse import parser
from scryc.parse.en.builder import EnglishBuilder
from scryc.parse.en.lexer import self_names
from scryc.parse.reduce import STUCK, build, loop_of
from scryc.parse.table import decode_all
from scryc.parse.tokens import KeywordTable, SourceText


class Failing(EnglishBuilder):
    """A builder whose every method fails, counting how many were called."""

    calls = 0

    @classmethod
    def rule(cls, name: str) -> Any:
        def fail(builder: Any, meta: Any, children: list[Any]) -> Any:
            cls.calls += 1
            raise ValueError(name)

        return fail


def source(text: str) -> SourceText:
    return SourceText(text, self_names("Card Name"))


def test_the_first_builder_error_is_returned_after_the_parse_and_no_method_runs_after_it() -> None:
    Failing.calls = 0
    text = source("Scry 2, then draw a card.")
    value, failed = build(parser("en"), text, Failing(text))
    assert value is None and isinstance(failed, ValueError)
    assert Failing.calls == 1


def test_a_syntax_error_wins_over_a_builder_error_before_it() -> None:
    text = source("Scry 2, then draw draw a card.")
    with pytest.raises(UnexpectedToken) as caught:
        build(parser("en"), text, Failing(text))
    assert caught.value.token.start_pos == text.index("draw a")


def test_a_text_the_loop_cannot_parse_is_parsed_again_by_lark_for_its_error() -> None:
    text = source("Scry 2 draw")
    assert loop_of(parser("en")).run(text) is STUCK
    with pytest.raises(UnexpectedToken) as caught:
        build(parser("en"), text, EnglishBuilder(text))
    assert caught.value.token == "draw"


def test_the_loop_looks_each_action_up_once() -> None:
    loop = loop_of(parser("en"))
    text = source("Scry 2, then draw a card.")
    build(parser("en"), text, EnglishBuilder(text))
    rows = [dict(row) for row in loop.rows]
    build(parser("en"), text, EnglishBuilder(text))
    assert any(rows) and [dict(row) for row in loop.rows] == rows


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_rule_keeps_a_token_the_lexers_make_a_mark(lang: str) -> None:
    """Keywords' and markers' tokens are marks, not Lark tokens: no builder may get one."""
    lark = parser(lang)  # type: ignore[arg-type]
    decode_all(lark)
    states = lark.parser.parser.parser.parse_table.states
    rules = {arg for state in states.raw for kind, arg in states[state].values() if kind is Reduce}
    kept = {
        symbol.name
        for rule in rules
        for symbol in rule.expansion
        if symbol.is_term and (rule.options.keep_all_tokens or not symbol.filter_out)
    }
    marks = KeywordTable(lark.lexer_conf).marks
    assert rules and kept and not kept & marks
    assert not [kind for kind in kept if kind.startswith("_")]
