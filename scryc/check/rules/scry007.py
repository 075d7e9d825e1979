"""SCRY007: a reference with nothing to refer to.

What it does: reports every reference ("it", "that card", "that creature", "that player",
"that many", それ, そのカード …) that the binding pass could not bind to an earlier object,
player or number of the same ability.

Why: an instruction is followed in the order written, reading the whole text
(CR 608.2c); a reference to nothing has no meaning, so part of the effect can't be carried
out. It usually means a sentence was dropped or an ability was split in the wrong place.

Example: "Draw a card. Put it onto the battlefield." — "it" refers to nothing (no fix).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...tree import quote
from ..cr import cite
from ..diagnostic import Diagnostic
from ..source import Parsed

CODE = "SCRY007"
SUMMARY = "unbound reference: nothing earlier in the ability introduces what it refers to"
CITATION = cite("608.2c")
LANGS = ("en", "ja")
SCOPE = "ast"
SEVERITY = "error"
FIX = None

WHAT = {"object": "an object", "player": "a player", "number": "a number"}


def check(source: Parsed) -> Iterator[Diagnostic]:
    for binding in source.bindings.unbound:
        said = quote(source.text, binding.ref)
        name = f'"{said}"' if said else f"the {binding.ref.noun or binding.role} it implies"
        yield Diagnostic(
            CODE,
            f"unbound reference {name}: nothing earlier in this ability introduces "
            f"{WHAT[binding.role]} for it to refer to",
            source.where(binding.ref),
        )
