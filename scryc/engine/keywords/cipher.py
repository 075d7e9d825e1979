"""Cipher (CR 702.99): as the spell resolves, its card may be exiled encoded on a creature its
controller controls; for as long as the card stays exiled and the creature stays on the
battlefield, the creature has "Whenever this creature deals combat damage to a player, you
may copy the encoded card and you may cast the copy without paying its mana cost."."""

from __future__ import annotations

from .. import characteristics as ch
from ..abilities import Body, Continuous, Ctx, EffectFn, TriggeredAbility
from ..actions import RulesError, move
from ..events import Damaged, EffectCreated, Event
from ..state import Game, Obj, Player, StackItem


def encode(game: Game, item: StackItem) -> None:
    """The spell's last instruction (CR 702.99a): if it is represented by a card, its
    controller may exile it encoded on a creature they control; else it goes to the
    graveyard as usual."""
    player, spell = item.controller, item.source
    creatures = [
        o for o in game.battlefield if o.controller is player and "creature" in ch.types(game, o)
    ]
    prompt = f"exile {spell.name} encoded on a creature you control"
    if spell.token or not creatures or not game.agent.may(game, player, prompt):
        move(game, spell, "graveyard", cause="resolved")
        return
    (creature,) = game.agent.choose(game, player, "the creature to encode it on", creatures, 1, 1)
    card = move(game, spell, "exile", cause="cipher")
    if card is None:
        return
    trigger = TriggeredAbility(Body(_cast_copy(card)), _deals_combat_damage, text="Cipher")
    encoded = Continuous(
        card,
        player,
        lambda o: o is creature and card.zone == "exile",  # CR 702.99c
        abilities=(trigger,),
        timestamp=game.next_id,
    )
    game.effects.append(encoded)
    game.events.append(EffectCreated(card, f"encoded on {creature.name}"))


def _deals_combat_damage(ctx: Ctx, event: Event) -> list | None:
    hit = isinstance(event, Damaged) and event.combat and event.source is ctx.source
    return [] if hit and isinstance(event.recipient, Player) else None  # type: ignore[union-attr]


def _cast_copy(card: Obj) -> EffectFn:
    """The encoded card's copy, cast without paying its mana cost (CR 707.12): it is made
    in exile and cast at once; being a copy, it ceases to exist when it leaves the stack
    (CR 704.5e)."""

    def run(ctx: Ctx) -> bool:
        game, player = ctx.game, ctx.controller
        prompt = f"cast a copy of {card.name} without paying its mana cost"
        if card.zone != "exile" or not game.agent.may(game, player, prompt):
            return False
        from ..casting import cast  # the casting module reads the keywords

        copy = Obj(game.new_id(), card.card, player, player, "exile", token=True)
        player.exile.append(copy)
        try:
            item = cast(game, player, copy, free=True, by_effect=True)
        except RulesError:  # no legal targets
            player.exile.remove(copy)
            copy.zone = ""
            return False
        item.source.token = True
        return True

    return run
