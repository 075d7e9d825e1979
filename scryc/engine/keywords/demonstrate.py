"""Demonstrate (CR 702.144a): "When you cast this spell, you may copy it and you may choose
new targets for the copy. If you copy the spell, choose an opponent. That player copies the
spell and may choose new targets for that copy." The copies are not cast (CR 707.10)."""

from __future__ import annotations

from ..abilities import Ability, Body, Ctx, TriggeredAbility
from ..events import Cast, Event
from .spells import copy_spell


def demonstrate(_: int, text: str) -> tuple[Ability, ...]:
    """Demonstrate, a "when you cast this spell" ability that works on the stack."""

    def cast_this(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Cast) or event.spell is not ctx.source:
            return None
        item = ctx.game.spell_item(event.spell)
        return None if item is None else [item]

    def copies(ctx: Ctx) -> bool:
        game, item = ctx.game, ctx.slots[0]
        if item not in game.stack or not game.agent.may(game, ctx.controller, "copy it"):
            return False
        copy_spell(game, item, ctx.controller)
        opponents = game.opponents(ctx.controller)
        if opponents:
            prompt = "choose an opponent to also copy it"
            chosen = game.agent.choose(game, ctx.controller, prompt, opponents, 1, 1)[0]
            copy_spell(game, item, chosen)
        return True

    return (TriggeredAbility(Body(copies, slots=1), cast_this, text=text, zones=("stack",)),)


ABILITIES = {"demonstrate": demonstrate}
