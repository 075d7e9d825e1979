"""Keywords of spells: cascade (CR 702.85), storm (CR 702.40) and replicate (CR 702.56),
which act as the spell is cast (storm and replicate copy it, :func:`copy_spell`); rebound
(CR 702.88), which exiles it as it resolves to be cast again; madness (CR 702.35), cast as
it is discarded (``actions.move`` discards it into exile); and split second (CR 702.61),
which stops other spells and abilities while it is on the stack."""

from __future__ import annotations

from collections.abc import Callable

from .. import characteristics as ch
from ..abilities import Ability, Body, Ctx, Delayed, TriggeredAbility
from ..actions import RulesError, emit, move
from ..events import Cast, Event, Moved, StepBegan, Targeted
from ..state import Game, Obj, Player, StackItem


def cascade(_: int, text: str) -> tuple[Ability, ...]:
    """Cascade: "When you cast this spell, exile cards from the top of your library until you
    exile a nonland card whose mana value is less than this spell's. You may cast it without
    paying its mana cost. Put the exiled cards on the bottom of your library in a random
    order." (CR 702.85a)."""

    def cast_this(ctx: Ctx, event: Event) -> list | None:
        return [] if isinstance(event, Cast) and event.spell is ctx.source else None

    def reveal(ctx: Ctx) -> bool:
        game, player = ctx.game, ctx.controller
        exiled: list[Obj] = []
        for card in list(player.library):
            new = move(game, card, "exile", cause="cascade")
            if new is None:
                continue
            exiled.append(new)
            if "land" not in new.card.types and new.card.mana_value < ctx.source.card.mana_value:
                may_cast(ctx, new)
                break
        rest = [o for o in exiled if o.zone == "exile"]
        game.rng.shuffle(rest)
        for card in rest:
            move(game, card, "library", position="bottom", cause="cascade")
        return bool(exiled)

    return (TriggeredAbility(Body(reveal), cast_this, text=text, zones=("stack",)),)


def may_cast(ctx: Ctx, card: Obj, cost: str = "", mark: str = "") -> bool:
    """Cast the card without paying its mana cost (or for its madness ``cost``) if the
    player wants to and can; whether it was cast. ``mark`` names how, for the permanent to
    remember ("suspend": it gains haste)."""
    from ..casting import cast  # the casting module reads this one (split second)

    game, player = ctx.game, ctx.controller
    how = f"for its madness cost {cost}" if cost else "without paying its mana cost"
    if not game.agent.may(game, player, f"cast {card.name} {how}"):
        return False
    extras = ("madness",) if cost else ()
    try:
        item = cast(game, player, card, free=not cost, extras=extras, by_effect=True)
    except RulesError:  # no legal targets, no mode, or the cost can't be paid
        return False
    if mark:
        item.paid += (mark,)
    return True


def madness(cost: str, text: str) -> tuple[Ability, ...]:
    """Madness {cost}: "When this card is exiled this way, its owner may cast it by paying
    {cost} rather than paying its mana cost. If that player doesn't, they put this card into
    their graveyard." (CR 702.35a)."""

    def discarded(ctx: Ctx, event: Event) -> list | None:
        exiled = isinstance(event, Moved) and event.obj is ctx.source
        return [] if exiled and event.cause == "discarded" else None

    def cast_or_bury(ctx: Ctx) -> bool:
        card = ctx.source
        if card.zone != "exile":
            return False
        if not may_cast(ctx, card, cost):
            move(ctx.game, card, "graveyard", cause="madness")
        return True

    return (TriggeredAbility(Body(cast_or_bury), discarded, text=text, zones=("exile",)),)


def rebound(game: Game, item: StackItem) -> None:
    """Rebound: "If you cast this spell from your hand, exile it as it resolves. At the
    beginning of your next upkeep, you may cast this card from exile without paying its
    mana cost." (CR 702.88a): the exile, and the delayed trigger it sets up."""
    exiled = move(game, item.source, "exile", cause="rebound")
    if exiled is None:
        return
    player = item.controller

    def next_upkeep(ctx: Ctx, event: Event) -> list | None:
        mine = isinstance(event, StepBegan) and event.player is player
        return [] if mine and event.step == "upkeep" else None

    def again(ctx: Ctx) -> bool:
        if ctx.source.zone == "exile":
            may_cast(ctx, ctx.source)
        return True

    ability = TriggeredAbility(Body(again), next_upkeep, text="Rebound")
    game.delayed.append(Delayed(exiled, player, ability, [], [], 0, once=True))


def storm(_: int, text: str) -> tuple[Ability, ...]:
    """Storm: "When you cast this spell, copy it for each other spell that was cast before it
    this turn. If the spell has any targets, you may choose new targets for any of the
    copies." (CR 702.40a): by any player, counted as it is cast; the copies are not cast
    (CR 707.10), so they don't count toward a later storm."""

    def before_it(game: Game, _: StackItem) -> int:
        return sum(game.spells_cast.values()) - 1

    return _copies(before_it, text)


def replicate(_: str, text: str) -> tuple[Ability, ...]:
    """Replicate {cost}: "As an additional cost to cast this spell, you may pay [cost] any
    number of times" and "When you cast this spell, if a replicate cost was paid for it,
    copy it for each time its replicate cost was paid. If the spell has any targets, you may
    choose new targets for any of the copies." (CR 702.56a): ``casting.cast`` pays "replicate"
    once for each time it is among the extras."""

    def times_paid(_: Game, item: StackItem) -> int:
        return item.paid.count("replicate")

    return _copies(times_paid, text)


def casualty(_: int, text: str) -> tuple[Ability, ...]:
    """Casualty N: "As you cast this spell, you may sacrifice a creature with power N or
    greater. When you do, copy this spell. You may choose new targets for the copy."
    (CR 702.153a): the sacrifice is a cost ``casting.cast`` pays with "casualty"."""

    def sacrificed(_: Game, item: StackItem) -> int:
        return int("casualty" in item.paid)

    return _copies(sacrificed, text)


def _copies(count: Callable[[Game, StackItem], int], text: str) -> tuple[Ability, ...]:
    """ "When you cast this spell, copy it <count> times": counted as it is cast."""

    def cast_this(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Cast) or event.spell is not ctx.source:
            return None
        item = ctx.game.spell_item(event.spell)
        n = 0 if item is None else count(ctx.game, item)
        return [item, n] if n > 0 else None

    def copies(ctx: Ctx) -> bool:
        item, n = ctx.slots[0], ctx.slots[1]
        for _ in range(n):
            copy_spell(ctx.game, item, ctx.controller)
        return n > 0

    return (TriggeredAbility(Body(copies, slots=2), cast_this, text=text, zones=("stack",)),)


def copy_spell(
    game: Game, item: StackItem, controller: Player, new_targets: bool = True
) -> StackItem:
    """Put a copy of a spell on the stack (CR 707.10): the same modes, X, costs paid and what
    they acted on, its targets unless ``new_targets`` lets the controller choose new ones
    (each still a legal choice, CR 707.10c). The copy is not cast; it ceases to exist as it
    leaves the stack (CR 707.10a), and a copy of a permanent spell becomes a token
    (CR 111.1)."""
    from ..targeting import candidates, context  # targeting reads keywords (protection)

    original = item.source
    spell = Obj(game.new_id(), original.card, original.owner, controller, "stack", token=True)
    spell.timestamp = game.next_id
    copy = StackItem(game.new_id(), "spell", spell, controller, None, x=item.x, paid=item.paid)
    copy.modes, copy.targets = item.modes, [list(t) for t in item.targets]
    copy.bindings = list(item.bindings)
    copy.division = dict(item.division)  # a decision made as it was cast (CR 707.10)
    body = original.card.compiled.spell
    if new_targets and body is not None and any(copy.targets):
        ctx = context(game, copy)
        if game.agent.may(game, controller, f"choose new targets for the copy of {spell.name}"):
            for n, spec in enumerate(body.targets[: len(copy.targets)]):
                options = candidates(ctx, spec)
                count = len(copy.targets[n])
                if count and len(options) >= count:
                    prompt = f"choose new targets: {spec.description}"
                    copy.targets[n] = game.agent.choose(
                        game, controller, prompt, options, count, count
                    )
    game.stack.append(copy)
    for chosen in copy.targets:
        for t in chosen:
            emit(game, Targeted(copy, t))
    return copy


ABILITIES = {"cascade": cascade, "storm": storm, "casualty": casualty}
COSTED = {"madness": madness, "replicate": replicate}


def split_second(game: Game) -> bool:
    """Whether a spell with split second is on the stack: players can't cast other spells or
    activate abilities that aren't mana abilities (CR 702.61a)."""
    return any(
        i.kind == "spell" and "split second" in ch.keywords(game, i.source) for i in game.stack
    )
