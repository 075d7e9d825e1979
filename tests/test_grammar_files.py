"""The grammar's files: one per family of the AST, small, joined core first and then by name
into a grammar Lark compiles."""

from __future__ import annotations

import re

import pytest
from lark.load_grammar import load_grammar

from scryc import ast
from scryc.parse.grammar import CORE, grammar_dir, grammar_files, grammar_text

LANGS = ("en", "ja")
FAMILIES = set(ast.CONTENTS) - {"base", "unions"}


@pytest.mark.parametrize("lang", LANGS)
def test_each_grammar_file_is_named_after_a_family(lang: str) -> None:
    """``<family>.lark``, or ``<family>_<part>.lark`` for a family split in parts."""
    for path in grammar_files(lang)[1:]:
        family = path.stem if path.stem in FAMILIES else path.stem.rpartition("_")[0]
        assert family in FAMILIES, f"{path.name}: not a family of scryc.ast"


@pytest.mark.parametrize("lang", LANGS)
def test_grammar_files_stay_under_600_lines(lang: str) -> None:
    for path in grammar_files(lang):
        assert len(path.read_text(encoding="utf-8").splitlines()) < 600, path.name


@pytest.mark.parametrize("lang", LANGS)
def test_the_grammar_text_joins_core_first_then_the_families_by_name(lang: str) -> None:
    joined = re.findall(r"^// --- (.+)$", grammar_text(lang), re.MULTILINE)
    names = sorted(p.name for p in (grammar_dir() / lang).glob("*.lark") if p.name != CORE)
    assert joined == [f"{lang}/{name}" for name in [CORE, *names]]


@pytest.mark.parametrize("lang", LANGS)
def test_the_joined_grammar_compiles(lang: str) -> None:
    """Each %extend comes after the rule it extends, and every rule used is defined (Lark's
    compilation, without the parse table)."""
    grammar, _ = load_grammar(
        grammar_text(lang), str(grammar_dir() / lang / CORE), [str(grammar_dir())], False
    )
    _, rules, _ = grammar.compile(["start"], set())
    assert {rule.origin.name for rule in rules} >= {"start", "_step", "object", "condition"}
