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


class EitherCost(Node):
    """ "sacrifice a creature or pay {3}" / 「クリーチャー１体を生け贄に捧げるか(３)を支払う」: the
    player pays one of the costs, which they choose (an additional cost, CR 601.2b)."""

    kind: Literal["either_cost"] = "either_cost"
    options: "list[Effect]"


class EffectCost(Node):
    """A cost written as an action: "Sacrifice this artifact", "Pay 2 life", "Discard a card"."""

    kind: Literal["effect_cost"] = "effect_cost"
    effect: "Effect"
