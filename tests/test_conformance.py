"""Every AST node kind is known to every layer: a builder in each language that has the
construct (some template row parses to an AST with that kind), a method in the English and
in the Japanese renderer, and a compiler entry or a named refusal.

One test per layer, listing every kind that layer forgot with its family (the file the
layer's code for it goes in). A row's AST is read from its outline, which
tests/test_templates.py checks against the parse.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

import pytest

from scryc.ast import kinds
from scryc.render import RENDERERS
from tests.templates import NOT_IN_ENGLISH, NOT_IN_JAPANESE, ROWS

KINDS = kinds()
NOT_IN = {"en": NOT_IN_ENGLISH, "ja": NOT_IN_JAPANESE}


def built(lang: str) -> set[str]:
    """Kinds a builder of ``lang`` makes for some template row, and those the language has
    no construct for."""
    return set(NOT_IN[lang]).union(*(row.kinds(lang) for row in ROWS))


def compiled() -> set[str]:
    """Kinds the compiler has an entry for or refuses by name."""
    compile = importlib.import_module("scryc.engine.compile")
    return set(compile.DISPATCH) | set(compile.REFUSED)


#: Each layer: the kinds it knows, and what it lacks for a kind it doesn't.
LAYERS: dict[str, tuple[Callable[[], set[str]], str]] = {
    "english builder": (lambda: built("en"), "template row (or NOT_IN_ENGLISH entry)"),
    "japanese builder": (lambda: built("ja"), "template row (or NOT_IN_JAPANESE entry)"),
    "english renderer": (lambda: set(RENDERERS["en"].DISPATCH), "method"),
    "japanese renderer": (lambda: set(RENDERERS["ja"].DISPATCH), "method"),
    "compiler": (compiled, "entry in DISPATCH or REFUSED"),
}


@pytest.mark.parametrize("layer", LAYERS)
def test_every_kind_is_known_to(layer: str) -> None:
    known, lacking = LAYERS[layer]
    covered = known()
    forgotten = [
        f"{layer} has no {lacking} for kind {kind!r} (family {family})"
        for kind, family in KINDS.items()
        if kind not in covered
    ]
    if forgotten:
        pytest.fail("\n".join(forgotten), pytrace=False)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_kind_without_a_construct_has_no_row(lang: str) -> None:
    """A kind listed as having no construct in a language is a kind, and no row of that
    language parses to it (else the entry is stale)."""
    assert set(NOT_IN[lang]) <= set(KINDS)
    stale = {kind for row in ROWS for kind in row.kinds(lang)} & set(NOT_IN[lang])
    assert not stale, f"rows parse to {sorted(stale)} in {lang}: remove them from NOT_IN"


def test_the_compiler_names_only_kinds() -> None:
    compile = importlib.import_module("scryc.engine.compile")
    unknown = (set(compile.DISPATCH) | set(compile.REFUSED)) - set(KINDS)
    assert not unknown, f"compile.DISPATCH/REFUSED name no kind: {sorted(unknown)}"
    both = set(compile.DISPATCH) & set(compile.REFUSED)
    assert not both, f"kinds both compiled and refused: {sorted(both)}"
