"""Combat damage (CR 510) with first and double strike, trample and deathtouch, and the
combat keywords that are triggered abilities: flanking, bushido, rampage, exalted, battle
cry, afflict, and prowess (CR 702.25, 702.45, 702.23, 702.83, 702.91, 702.130, 702.108);
and ninjutsu (CR 702.49), which swaps an unblocked attacker for a card from the hand.

Lifelink, wither, infect, toxic and deathtouch's mark are results of dealing damage
(``actions.deal_damage``); protection's prevention too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from .. import characteristics as ch
from ..abilities import Ability, ActivatedAbility, Body, Cost, Ctx, Target, TriggeredAbility
from ..actions import change_life, deal_damage, move
from ..events import Attacked, Blocked, Cast, Event, this_turn
from ..ops.abilities_costs import cost_mana
from ..ops.effects_lasting import modify_pt
from ..resolution import run
from ..state import Game, Obj, Player

STRIKES_FIRST = frozenset({"first strike", "double strike"})

Assignment = tuple[Obj, Obj | Player, int]


def combat_damage(game: Game, defender: Player) -> None:
    """The combat damage steps (CR 510, 702.4, 702.7): if any attacking or blocking creature
    has first or double strike, those deal damage first; then the others and the double
    strikers. Each step's damage is assigned first, then dealt at once (CR 510.2)."""
    fighting = [o for o in game.battlefield if o.attacking or o.blocking]
    first = [o for o in fighting if STRIKES_FIRST & ch.keywords(game, o)]
    steps = [first, None] if first else [None]
    dealt: set[int] = set()
    for step in steps:
        if step is None:
            current = [o for o in game.battlefield if o.attacking or o.blocking]
            step = [
                o for o in current if o.id not in dealt or "double strike" in ch.keywords(game, o)
            ]
        assigned = [a for o in step if o.zone == "battlefield" for a in _assign(game, o, defender)]
        dealt.update(o.id for o in step)
        for source, recipient, amount in assigned:
            deal_damage(game, source, recipient, amount, combat=True)
        run(game)


def _assign(game: Game, obj: Obj, defender: Player) -> list[Assignment]:
    """The combat damage one creature assigns (CR 510.1)."""
    power = ch.power(game, obj)
    if power <= 0:
        return []
    if obj.blocking:
        blocked = [
            a
            for a in game.battlefield
            if a.attacking and any(b is obj for b in game.blocks.get(a.id, ()))
        ]
        return _divided(game, obj, blocked, power)
    if not obj.attacking:
        return []
    if obj.id not in game.blocks:
        return [(obj, defender, power)]
    return _among_blockers(game, obj, defender, power)


def _divided(game: Game, blocker: Obj, blocked: list[Obj], power: int) -> list[Assignment]:
    """A blocker's damage: all to the attacker it blocks; divided as its controller chooses
    among the attackers it blocks, one by one (CR 510.1d)."""
    if len(blocked) <= 1:
        return [(blocker, a, power) for a in blocked]
    shares: Counter[int] = Counter()
    prompt = f"{blocker.name}: assign 1 combat damage among the creatures it blocks"
    for _ in range(power):
        (chosen,) = game.agent.choose(game, blocker.controller, prompt, blocked, 1, 1)
        shares[chosen.id] += 1
    return [(blocker, a, shares[a.id]) for a in blocked if shares[a.id]]


def _among_blockers(game: Game, obj: Obj, defender: Player, power: int) -> list[Assignment]:
    """A blocked attacker's damage: lethal damage to each blocker in order before the next
    (CR 510.1c; 1 is lethal with deathtouch, CR 702.2c), the rest to the last one, or with
    trample to the defending player (CR 702.19b, 702.19e when no blocker is left)."""
    kws = ch.keywords(game, obj)
    trample = "trample" in kws
    blockers = [b for b in game.blocks[obj.id] if b.zone == "battlefield" and b.blocking]
    if not blockers:
        return [(obj, defender, power)] if trample else []
    shares: list[tuple[Obj, int]] = []
    left = power
    for blocker in blockers:
        lethal = max(ch.toughness(game, blocker) - blocker.damage, 0)
        share = min(left, min(lethal, 1) if "deathtouch" in kws else lethal)
        shares.append((blocker, share))
        left -= share
    if left and not trample:
        shares[-1] = (shares[-1][0], shares[-1][1] + left)
    out: list[Assignment] = [(obj, b, n) for b, n in shares if n]
    return [*out, (obj, defender, left)] if left and trample else out


# --- the combat keywords that are triggered abilities --------------------------------------

Watch = Callable[[Ctx, Event], list | None]


def _first_block(ctx: Ctx, event: Event) -> bool:
    """ "Whenever this creature becomes blocked": once, on the first blocker declared."""
    if not isinstance(event, Blocked) or event.attacker is not ctx.source:
        return False
    blockers = ctx.game.blocks.get(ctx.source.id, [])
    return bool(blockers) and blockers[0] is event.blocker


def _blocks(ctx: Ctx, event: Event) -> bool:
    """ "Whenever this creature blocks": once, on the first creature it blocks (CR 509.3c)."""
    if not isinstance(event, Blocked) or event.blocker is not ctx.source:
        return False
    blocked = (e for e in this_turn(ctx.game.events) if isinstance(e, Blocked))
    return next(e for e in blocked if e.blocker is ctx.source) is event


def _pump(power: int, toughness: int, times: Callable[[Ctx], int] | None = None) -> Body:
    """ "<the creature bound> gets +N/+M until end of turn" (the trigger binds it)."""

    def bound(ctx: Ctx, _: Player) -> list[Target]:
        return list(ctx.slots[0])

    return Body(modify_pt(bound, power, toughness, "until end of turn", times), slots=1)


def _ability(body: Body, watch: Watch, text: str) -> tuple[Ability, ...]:
    return (TriggeredAbility(body, watch, text=text),)


def flanking(_: int, text: str) -> tuple[Ability, ...]:
    """ "Whenever a creature without flanking blocks this creature, the blocking creature
    gets -1/-1 until end of turn." (CR 702.25a)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Blocked) or event.attacker is not ctx.source:
            return None
        return None if "flanking" in ch.keywords(ctx.game, event.blocker) else [[event.blocker]]

    return _ability(_pump(-1, -1), watch, text)


def bushido(n: int, text: str) -> tuple[Ability, ...]:
    """ "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
    turn." (CR 702.45a)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        return [[ctx.source]] if _blocks(ctx, event) or _first_block(ctx, event) else None

    return _ability(_pump(n, n), watch, text)


def rampage(n: int, text: str) -> tuple[Ability, ...]:
    """ "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
    creature blocking it beyond the first." (CR 702.23a)."""

    def beyond_first(ctx: Ctx) -> int:
        return max(len(ctx.game.blocks.get(ctx.source.id, [])) - 1, 0)

    def watch(ctx: Ctx, event: Event) -> list | None:
        return [[ctx.source]] if _first_block(ctx, event) else None

    return _ability(_pump(n, n, beyond_first), watch, text)


def afflict(n: int, text: str) -> tuple[Ability, ...]:
    """ "Whenever this creature becomes blocked, defending player loses N life."
    (CR 702.130a)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        if not _first_block(ctx, event) or not isinstance(event, Blocked):
            return None
        return [[event.blocker.controller]]

    def lose(ctx: Ctx) -> bool:
        for player in ctx.slots[0]:
            change_life(ctx.game, player, -n)
        return True

    return _ability(Body(lose, slots=1), watch, text)


def exalted(_: int, text: str) -> tuple[Ability, ...]:
    """ "Whenever a creature you control attacks alone, that creature gets +1/+1 until end
    of turn." (CR 702.83a; each instance triggers)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Attacked) or len(event.attackers) != 1:
            return None
        alone = event.attackers[0]
        return [[alone]] if alone.controller is ctx.controller else None

    return _ability(_pump(1, 1), watch, text)


def battle_cry(_: int, text: str) -> tuple[Ability, ...]:
    """ "Whenever this creature attacks, each other attacking creature gets +1/+0 until end
    of turn." (CR 702.91a)."""

    def others(ctx: Ctx, _: Player) -> list[Target]:
        return [o for o in ctx.game.battlefield if o.attacking and o is not ctx.source]

    def watch(ctx: Ctx, event: Event) -> list | None:
        attacks = isinstance(event, Attacked) and any(o is ctx.source for o in event.attackers)
        return [] if attacks else None

    return _ability(Body(modify_pt(others, 1, 0, "until end of turn")), watch, text)


def prowess(_: int, text: str) -> tuple[Ability, ...]:
    """ "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of
    turn." (CR 702.108a)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Cast) or event.player is not ctx.controller:
            return None
        return None if "creature" in event.spell.card.types else [[ctx.source]]

    return _ability(_pump(1, 1), watch, text)


TRIGGERS = {
    "flanking": flanking,
    "bushido": bushido,
    "rampage": rampage,
    "afflict": afflict,
    "exalted": exalted,
    "battle cry": battle_cry,
    "prowess": prowess,
}


def unblocked_attackers(game: Game, player: Player) -> list[Obj]:
    """The player's attacking creatures that are unblocked: blockers have been declared and
    none blocks them (CR 509.1h)."""
    if game.step != "declare blockers":
        return []
    return [
        o
        for o in game.battlefield
        if o.attacking and o.controller is player and not game.blocks.get(o.id)
    ]


def ninjutsu(cost: str, text: str) -> tuple[Ability, ...]:
    """Ninjutsu {cost}: "{cost}, Reveal this card from your hand, Return an unblocked
    attacking creature you control to its owner's hand: Put this card onto the battlefield
    from your hand tapped and attacking." (CR 702.49a): it was never declared as an
    attacker, so "whenever … attacks" doesn't trigger (CR 508.3a, 702.49c)."""

    def can_return(ctx: Ctx) -> bool:
        return bool(unblocked_attackers(ctx.game, ctx.controller))

    def return_one(ctx: Ctx) -> None:
        game, player = ctx.game, ctx.controller
        options = unblocked_attackers(game, player)
        prompt = "return an unblocked attacking creature you control"
        (chosen,) = game.agent.choose(game, player, prompt, options, 1, 1)
        move(game, chosen, "hand", cause="ninjutsu")

    def sneak_in(ctx: Ctx) -> bool:
        card = ctx.source
        if card.zone != "hand":
            return False
        ninja = move(ctx.game, card, "battlefield", tapped=True, cause="ninjutsu")
        if ninja is None:
            return False
        ninja.attacking = True
        return True

    costs = (
        cost_mana(cost),
        Cost("Return an unblocked attacking creature you control", can_return, return_one),
    )
    return (ActivatedAbility(Body(sneak_in), costs, text, zone="hand", keyword="ninjutsu"),)


COSTED = {"ninjutsu": ninjutsu}
