"""The Ring tempting a player (CR 701.54) as Forge's ``RingTemptsYou`` step."""

from __future__ import annotations

from .. import ast
from .refusal import Refused
from .step import Step


def ring_tempts(node: ast.RingTempts, before: list[dict[str, str]]) -> Step:
    """ "The Ring tempts you."; another player tempted is refused."""
    if not isinstance(node.player, ast.You):
        raise Refused("the Ring tempting another player")
    return Step("RingTemptsYou")
