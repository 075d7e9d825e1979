"""Every template row of tests/templates: each text parses to the row's AST outline, renders
back to itself (in the comparison notation of scryc.render.notation) and compiles as the row
says; a row's two texts parse to equivalent ASTs, and each renders as the other where the row
says so (``to_ja``, ``to_en``).

An outline or engine outcome that changed on purpose is written back to the rows by
``python -m tests.templates._generate``; review its diff.
"""

from __future__ import annotations

from functools import cache

import pytest

import scryc
from scryc.ast import CardText
from scryc.render import render
from scryc.render.notation import normalise
from scryc.tree import outline
from tests.templates import ROWS, Row, engine_outcome

LANGS = ("en", "ja")
IN_A_LANGUAGE = [
    pytest.param(lang, row, id=f"{lang}-{row.id}")
    for lang in LANGS
    for row in ROWS
    if row.text(lang) is not None
]
PAIRS = [pytest.param(row, id=row.id) for row in ROWS if row.en is not None and row.ja is not None]
TRANSLATIONS = [
    pytest.param(source, target, row, id=f"{source}→{target}-{row.id}")
    for source, target, flag in (("en", "ja", "to_ja"), ("ja", "en", "to_en"))
    for row in ROWS
    if row.en is not None and row.ja is not None and getattr(row, flag)
]


@cache
def _parse(text: str, lang: str, name: str, type_line: str | None) -> CardText:
    return scryc.parse(text, lang, name=name, type_line=type_line, whole=False)  # type: ignore[arg-type]


def parsed(row: Row, lang: str) -> CardText:
    """The row's text in ``lang``, parsed (once for all the tests)."""
    text = row.text(lang)
    assert text is not None
    return _parse(text, lang, row.name(lang), row.types(lang))


@pytest.mark.parametrize(("lang", "row"), IN_A_LANGUAGE)
def test_text_parses_to_the_rows_ast(lang: str, row: Row) -> None:
    on_purpose = "a change on purpose? python -m tests.templates._generate"
    assert outline(parsed(row, lang)) == row.ast(lang), on_purpose


@pytest.mark.parametrize(("lang", "row"), IN_A_LANGUAGE)
def test_text_renders_back_to_itself(lang: str, row: Row) -> None:
    text = row.text(lang)
    assert text is not None
    rendered = render(parsed(row, lang), lang, name=row.name(lang))  # type: ignore[arg-type]
    assert normalise(rendered, lang) == normalise(text, lang)


@pytest.mark.parametrize(("lang", "row"), IN_A_LANGUAGE)
def test_ast_compiles_as_the_row_says(lang: str, row: Row) -> None:
    assert engine_outcome(parsed(row, lang)) == row.engine


@pytest.mark.parametrize("row", PAIRS)
def test_the_two_languages_are_equivalent(row: Row) -> None:
    difference = scryc.equivalent(parsed(row, "en"), parsed(row, "ja"))
    assert difference is None, difference.describe()


@pytest.mark.parametrize(("source", "target", "row"), TRANSLATIONS)
def test_each_language_renders_as_the_other(source: str, target: str, row: Row) -> None:
    rendered = render(parsed(row, source), target, name=row.name(target))  # type: ignore[arg-type]
    assert rendered == row.text(target)
