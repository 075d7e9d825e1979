"""Costs: mana, tap and untap symbols, and instructions paid as a cost."""

from typing import TYPE_CHECKING, Literal

from .base import Node

if TYPE_CHECKING:
    from .unions import Effect


class ManaCost(Node):
    """Mana symbols: "{2}{U}"."""

    kind: Literal["mana_cost"] = "mana_cost"
    symbols: str


class TapCost(Node):
    """ "{T}"."""

    kind: Literal["tap_cost"] = "tap_cost"


class UntapCost(Node):
    """ "{Q}"."""

    kind: Literal["untap_cost"] = "untap_cost"


class EffectCost(Node):
    """A cost written as an action: "Sacrifice this artifact", "Pay 2 life", "Discard a card"."""

    kind: Literal["effect_cost"] = "effect_cost"
    effect: "Effect"
