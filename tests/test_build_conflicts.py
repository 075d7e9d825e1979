"""``tools/build_tables.py`` lists the shift/reduce conflicts Lark resolves without a word."""

from __future__ import annotations

import lark
from lark import Lark

from tools.build_tables import conflicts

#: The dangling "else": after "if s", an "else" can be shifted or "if s" reduced.
DANGLING_ELSE = r"""
start: stmt
stmt: "if" stmt | "if" stmt "else" stmt | "s"
%ignore " "
"""


def test_a_conflict_resolved_as_shift_is_listed_with_its_rule() -> None:
    with conflicts() as found:
        Lark(DANGLING_ELSE, parser="lalr")
    assert found.lines == {"ELSE: <stmt : IF stmt>"}


def test_a_grammar_without_conflicts_lists_none_and_larks_logger_is_restored() -> None:
    handlers, level = list(lark.logger.handlers), lark.logger.level
    with conflicts() as found:
        Lark('start: "if" "s"\n%ignore " "', parser="lalr")
    assert found.lines == set()
    assert lark.logger.handlers == handlers and lark.logger.level == level
