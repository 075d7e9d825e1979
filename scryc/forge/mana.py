"""Mana added by a step of a resolving ability (a mode of a charm, a trigger's effect), as
Forge's ``Mana`` step: "Add {G}{G}{G}." is ``Produced$ G | Amount$ 3``."""

from __future__ import annotations

import re

from .. import ast
from .refusal import Refused
from .step import Step


def add_mana(node: ast.AddMana, before: list[dict[str, str]]) -> Step:
    """ "Add {G}{G}{G}." (one kind of mana, repeated: ``Amount$``), "Add {C}{U}."."""
    if len(node.options) != 1 or node.amount is not None or node.identity is not None:
        raise Refused("mana added as an ability resolves, other than one fixed amount")
    symbols = re.findall(r"\{([^}]*)\}", node.options[0])
    if not symbols or not all(symbol in ("W", "U", "B", "R", "G", "C") for symbol in symbols):
        raise Refused(f"mana {node.options[0]}")
    if len(set(symbols)) == 1 and len(symbols) > 1:
        return Step("Mana", {"Produced": symbols[0], "Amount": str(len(symbols))})
    return Step("Mana", {"Produced": " ".join(symbols)})
