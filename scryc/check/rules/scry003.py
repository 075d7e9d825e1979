"""SCRY003: scry 0 or surveil 0.

What it does: finds a scry or surveil whose number is a fixed 0.

Why: if a player is instructed to scry 0, no scry event occurs, and abilities that trigger
whenever a player scries won't trigger (CR 701.22b); surveil 0 likewise (CR 701.25c). The
instruction does nothing, which is almost always a mistake in the text.

Example: "Scry 0." (no fix: the intended number is unknown).
"""

from __future__ import annotations

from collections.abc import Iterator

from ... import ast
from ..cr import cite
from ..diagnostic import Diagnostic
from ..source import Parsed

CODE = "SCRY003"
SUMMARY = "scry 0 / surveil 0: no event occurs, nothing triggers"
CITATION = cite("701.22b", "701.25c")
LANGS = ("en", "ja")
SCOPE = "ast"
SEVERITY = "warning"
FIX = None

#: The rule and the third-person verb of each action.
ACTIONS = {"scry": ("701.22b", "scries"), "surveil": ("701.25c", "surveils")}


def check(source: Parsed) -> Iterator[Diagnostic]:
    for node in source.ast.walk():
        if (
            isinstance(node, (ast.Scry, ast.Surveil))
            and isinstance(node.amount, ast.Number)
            and node.amount.value == 0
        ):
            rule, verb = ACTIONS[node.kind]
            yield Diagnostic(
                CODE,
                f"{node.kind} 0 does nothing: no {node.kind} event occurs, and abilities "
                f"that trigger whenever a player {verb} won't trigger ({cite(rule)})",
                source.where(node),
            )
