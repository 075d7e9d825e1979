"""Keyword actions one permanent takes on another, and the triggers on them: a creature
with exploit "exploits a creature" (CR 702.110), a creature "crews a Vehicle" (CR 702.122).
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import actions
from .. import characteristics as ch
from ..abilities import Body, Ctx, Pred, TriggeredAbility, TriggerFn
from ..events import Event
from ..state import Obj
from .abilities_triggers import on_enter
from .values_filters import is_source


@dataclass(slots=True)
class ObjectActed(Event):
    """A permanent exploited a creature, or crewed a Vehicle (``action``)."""

    obj: Obj
    action: str
    other: Obj
    kind = "object_acted"

    def describe(self) -> str:
        verb = {"exploit": "exploits", "crew": "crews"}[self.action]
        return f"{self.obj.name} {verb} {self.other.name}."


def exploit(text: str) -> TriggeredAbility:
    """Exploit: "When this creature enters, you may sacrifice a creature." (CR 702.110a);
    sacrificing one as it resolves is this creature exploiting it (CR 702.110b), which
    its "when ~ exploits a creature" abilities see even when it sacrifices itself."""

    def run(ctx: Ctx) -> bool:
        game, player = ctx.game, ctx.controller
        mine = [
            o
            for o in game.battlefield
            if o.controller is player and "creature" in ch.types(game, o)
        ]
        if not mine or not game.agent.may(game, player, "exploit: sacrifice a creature"):
            return False
        (victim,) = game.agent.choose(game, player, "sacrifice a creature", mine, 1, 1)
        actions.emit(game, ObjectActed(ctx.source, "exploit", victim))  # as it is sacrificed
        actions.move(game, victim, "graveyard", cause="sacrificed")
        return True

    return TriggeredAbility(Body(run), on_enter(is_source(), None), None, text)


def on_object_action(action: str, pred: Pred, other: Pred) -> TriggerFn:
    """Builds "Whenever <object> exploits <creature>" / "crews <Vehicle>": binds the one that
    acts, then the one it acts on."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, ObjectActed) or event.action != action:
            return None
        if not (pred(ctx, event.obj) and other(ctx, event.other)):
            return None
        return [[event.obj], [event.other]]

    return trigger
