"""Steps of a resolving ability that give a player something or happen to them, as Forge
writes them: mana added (a mode of a charm, a trigger's effect: "Add {G}{G}{G}." is
``Mana | Produced$ G | Amount$ 3``) and the Ring tempting you (CR 701.54, ``RingTemptsYou``)."""

from __future__ import annotations

import re

from .. import ast
from .refusal import Refused
from .step import Step

#: The mana symbols Forge's ``Produced$`` names.
_MANA = ("W", "U", "B", "R", "G", "C")


def add_mana(node: ast.AddMana, before: list[dict[str, str]]) -> Step:
    """ "Add {G}{G}{G}." (one kind of mana, repeated: ``Amount$``), "Add {C}{U}."."""
    if len(node.options) != 1 or node.amount is not None or node.identity is not None:
        raise Refused("mana added as an ability resolves, other than one fixed amount")
    symbols = re.findall(r"\{([^}]*)\}", node.options[0])
    if not symbols or not all(symbol in _MANA for symbol in symbols):
        raise Refused(f"mana {node.options[0]}")
    if len(set(symbols)) == 1 and len(symbols) > 1:
        return Step("Mana", {"Produced": symbols[0], "Amount": str(len(symbols))})
    return Step("Mana", {"Produced": " ".join(symbols)})


def ring_tempts(node: ast.RingTempts, before: list[dict[str, str]]) -> Step:
    """ "The Ring tempts you."; another player tempted is refused."""
    if not isinstance(node.player, ast.You):
        raise Refused("the Ring tempting another player")
    return Step("RingTemptsYou")
