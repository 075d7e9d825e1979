"""The table build's analysis (scryc.parse.analysis) gives the table Lark's own gives."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.exceptions import GrammarError

from scryc.parse.analysis import canonical
from scryc.parse.table import CachedTableParser

NONTERMINALS = ("start", "a", "b", "c", "d")
TERMINALS = ('"t"', '"u"', '"v"', '"w"', '"x"', '"y"')
#: A symbol of a rule: a nonterminal or a terminal, optional or not (an optional one
#: makes rules nullable, where lookahead sets are hardest).
SYMBOL = st.tuples(
    st.sampled_from(NONTERMINALS[1:] + TERMINALS), st.sampled_from([False] * 3 + [True])
)
ALTERNATIVE = st.lists(SYMBOL, min_size=1, max_size=4)
RULES = st.lists(st.lists(ALTERNATIVE, min_size=1, max_size=3), min_size=5, max_size=5)


def grammar(rules: list[list[list[tuple[str, bool]]]]) -> str:
    """Lark grammar text of the rules of each nonterminal."""
    lines = []
    for name, alternatives in zip(NONTERMINALS, rules, strict=True):
        written = [" ".join(s + "?" * optional for s, optional in alt) for alt in alternatives]
        lines.append(f"{name}: " + " | ".join(written))
    return "\n".join(lines) + '\n%ignore " "\n'


def build(text: str, plugin: bool) -> dict[str, Any] | str:
    """The canonical table of ``text``, or the error that stops its build."""
    plugins = {"LALR_Parser": CachedTableParser} if plugin else {}
    try:
        parser = Lark(text, parser="lalr", _plugins=plugins)
        return canonical(parser.parser.parser.parser.parse_table)
    except GrammarError as error:
        return type(error).__name__


@settings(max_examples=300, deadline=None)
@given(RULES)
def test_the_indexed_analysis_builds_larks_table(rules: list[list[list[tuple[str, bool]]]]) -> None:
    text = grammar(rules)
    assert build(text, plugin=True) == build(text, plugin=False), text


def test_a_grammar_with_nullable_rules_and_a_conflict() -> None:
    """Lookaheads through nullable rules, and a shift/reduce conflict (the dangling else)."""
    text = """
    start: stmt+
    stmt: "if" cond stmt | "if" cond stmt "else" stmt | word* "s" end?
    cond: word? "c"
    word: "w" | "v" word?
    end: "." | "!" end?
    %ignore " "
    """
    ours = build(text, plugin=True)
    assert ours == build(text, plugin=False)
    assert isinstance(ours, dict) and len(ours["start"]) > 10
