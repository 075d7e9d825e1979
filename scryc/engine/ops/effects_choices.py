"""Factories for values a player chooses as an effect resolves ("Choose a color. …",
"Choose a card name, then …") and the tests that read them back ("of the chosen color");
emblems a player gets; learning (a Lesson card from outside the game); the monarch."""

from __future__ import annotations

from .. import actions, designations
from .. import characteristics as ch
from ..abilities import (
    Ability,
    CompiledCard,
    CondFn,
    Ctx,
    EffectFn,
    PlayerPred,
    PlayersFn,
    Pred,
    Target,
)
from ..resolution import note
from ..state import CardDef, Obj, Player
from .effects_lasting import COLORS


def choose_value(players: PlayersFn, value: str, slot: int) -> EffectFn:
    """Builds "choose a color" / "choose a creature type" / "choose a card name" as an effect
    resolves (CR 608.2d): the choice is kept in ``slot`` for the instructions after it. A card
    name is chosen among the names of the cards in the game (a name no card in the game has
    would match nothing those instructions look at)."""

    def run(ctx: Ctx) -> bool:
        chooser = players(ctx)
        if not chooser:
            return False
        options = _options(ctx, value)
        picked = ctx.game.agent.choose(ctx.game, chooser[0], f"choose a {value}", options, 1, 1)
        ctx.slots.extend([None] * (slot + 1 - len(ctx.slots)))
        ctx.slots[slot] = picked[0] if picked else None
        return bool(picked)

    return run


def _options(ctx: Ctx, value: str) -> tuple[str, ...]:
    if value == "color":
        return COLORS
    if value == "creature type":
        return tuple(sorted(ch.CREATURE_TYPES))
    game = ctx.game
    everywhere = [o for zone in ("battlefield", "stack") for o in game.objects(zone)]
    everywhere += [
        o
        for p in game.players
        for z in ("library", "hand", "graveyard", "exile")
        for o in p.zone(z)
    ]
    return tuple(sorted({o.card.name for o in everywhere if not o.token}))


def of_chosen_now(slot: int, value: str) -> Pred:
    """Builds "of the chosen color" / "of the chosen type" / "with the chosen name" for a
    value chosen earlier in the same resolution (kept in ``slot``)."""

    def test(ctx: Ctx, t: Target) -> bool:
        chosen = ctx.slots[slot] if slot < len(ctx.slots) else None
        if chosen is None or isinstance(t, Player):
            return False
        return chosen in _values(ctx, t, value)

    return test


def _values(ctx: Ctx, obj: Obj, value: str) -> frozenset[str]:
    if value == "color":
        return ch.colors(ctx.game, obj)
    if value == "creature type":
        return ch.subtypes(ctx.game, obj)
    return frozenset({obj.card.name})


def get_emblem(players: PlayersFn, abilities: tuple[Ability, ...], text: str) -> EffectFn:
    """Builds "you get an emblem with "…"" (CR 114.1): an object in the command zone, owned
    and controlled by the player, whose abilities work there (CR 114.4) for the rest of the
    game; it is neither a card nor a permanent (CR 114.2)."""
    emblem = CardDef("Emblem", CompiledCard(abilities), type_line="Emblem")

    def run(ctx: Ctx) -> bool:
        got = players(ctx)
        for p in got:
            obj = Obj(ctx.game.new_id(), emblem, p, p, "command", timestamp=ctx.game.next_id)
            ctx.game.command.append(obj)
            note(ctx.game, ctx.source, f"{p.name} gets an emblem with {text}")
        return bool(got)

    return run


def learn(players: PlayersFn) -> EffectFn:
    """Builds "learn" (CR 701.48a): the player may discard a card, and if they do, draws a
    card; if they didn't, they may reveal a Lesson card they own from outside the game (their
    sideboard, CR 400.11a) and put it into their hand."""

    def run(ctx: Ctx) -> bool:
        game, done = ctx.game, False
        for p in players(ctx):
            if p.hand and game.agent.may(game, p, "discard a card to draw a card"):
                (card,) = game.agent.choose(game, p, "discard a card", list(p.hand), 1, 1)
                if actions.move(game, card, "graveyard", cause="discarded") is not None:
                    actions.draw(game, p, 1)
                    done = True
                    continue
            lessons = sorted({c.name for c in p.outside if "Lesson" in c.subtypes})
            prompt = "a Lesson card to reveal"
            for name in game.agent.choose(game, p, prompt, lessons, 0, 1) if lessons else []:
                lesson = next(c for c in p.outside if c.name == name)
                p.outside.remove(lesson)
                obj = Obj(game.new_id(), lesson, p, p, "hand", timestamp=game.next_id)
                p.hand.append(obj)
                actions.reveal(game, p, [obj])
                done = True
        return done

    return run


def become_monarch(players: PlayersFn) -> EffectFn:
    """Builds "<player> becomes the monarch" (CR 725)."""

    def run(ctx: Ctx) -> bool:
        chosen = players(ctx)
        if chosen:
            designations.become_monarch(ctx.game, chosen[0], ctx.source)
        return bool(chosen)

    return run


def is_monarch(player: PlayerPred) -> CondFn:
    """Builds "if you're the monarch", "if an opponent is the monarch" (CR 725)."""

    def test(ctx: Ctx) -> bool:
        found = designations.monarch(ctx.game)
        return found is not None and player(ctx, found)

    return test
