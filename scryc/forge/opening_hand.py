"""A card revealed from an opening hand (CR 103.6: "You may reveal this card from your
opening hand. If you do, scry 3 at the beginning of your first upkeep."), as Forge writes
it: the keyword ``K:MayEffectFromOpeningHand`` names a ``Reveal`` of the card, which makes
an ``Effect`` whose trigger at your upkeep does the effect and then exiles the ``Effect``
(only the first upkeep)."""

from __future__ import annotations

from .. import ast
from ..ast import Node

#: The step that removes the effect once it has done its work.
_REMOVE = "SVar:RemoveMe:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile"


def from_opening_hand(ability: Node) -> Node | None:
    """The effect done at your first upkeep if you reveal the card from your opening hand;
    None for another ability."""
    effect = getattr(ability, "effect", None)
    if not (isinstance(ability, ast.StaticAbility) and isinstance(effect, ast.Sequence)):
        return None
    if ability.condition is not None or len(effect.steps) != 2:
        return None
    may, later = effect.steps
    reveal = may.effect if isinstance(may, ast.Optional_) else None
    zone = getattr(reveal, "from_zone", None)
    revealed = isinstance(reveal, ast.Reveal) and isinstance(reveal.object, ast.SelfRef)
    if not (revealed and zone is not None and zone.name == "opening hand"):
        return None
    if not (isinstance(later, ast.DelayedTrigger) and _your_first_upkeep(later.trigger)):
        return None
    done = later.effect
    if_you_do = isinstance(done, ast.Conditional) and isinstance(done.condition, ast.IfYouDo)
    plain = if_you_do and done.otherwise is None and not (done.instead or done.unless)  # type: ignore[union-attr]
    return done.effect if plain else None  # type: ignore[union-attr]


def _your_first_upkeep(trigger: Node) -> bool:
    return (
        isinstance(trigger, ast.AtStep)
        and trigger.step == "upkeep"
        and trigger.next == "first"
        and isinstance(trigger.player, ast.You)
    )


def opening_hand_lines(chain: list[str], description: str) -> list[str]:
    """The keyword and SVars around ``chain``, the SVar lines of the effect done (its first
    line's step is followed by ``RemoveMe``; its SVars go with the ``Effect``)."""
    names = [line.split(":")[1] for line in chain]
    last = chain[-1]
    chain = [*chain[:-1], last + " | SubAbility$ RemoveMe"]
    return [
        "K:MayEffectFromOpeningHand:RevealCard",
        "SVar:RevealCard:DB$ Reveal | RevealDefined$ Self | SubAbility$ OpeningHandEffect | "
        f"SpellDescription$ {description}",
        f"SVar:OpeningHandEffect:DB$ Effect | Triggers$ TrigOpeningHand | SVars$ "
        f"{','.join([*names, 'RemoveMe'])} | Duration$ Permanent",
        f"SVar:TrigOpeningHand:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | Execute$ "
        f"{names[0]} | TriggerDescription$ {description}",
        *chain,
        _REMOVE,
    ]
