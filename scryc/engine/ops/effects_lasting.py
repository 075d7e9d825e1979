"""Factories for lasting effects: power and toughness, granted abilities, becoming something,
restrictions, control, cost changes, permissions, and mana."""

from __future__ import annotations

from collections.abc import Callable

from .. import mana
from ..abilities import (
    AmountFn,
    Continuous,
    CostChange,
    Ctx,
    EffectFn,
    ObjectsFn,
    Permission,
    PlayersFn,
    Pred,
    Shield,
    Target,
    TypeChange,
)
from ..control import apply_control
from ..events import ManaAdded
from ..resolution import note
from ..state import Obj, Player
from .abilities import bound, keywords
from .base import DURATIONS, objs
from .values_filters import color

ANY_COLOR = ("W", "U", "B", "R", "G")
#: The five colors, as a player chooses one (CR 105.1).
COLORS = ("white", "blue", "black", "red", "green")
#: Which objects or players a prevention effect is about, decided as it applies: a test.
Watch = Callable[[Ctx], Callable[[Target], bool]]


def _lasting(
    ctx: Ctx, found: list[Obj], duration: str, description: str, **changes: object
) -> bool:
    if not found:
        return False
    ids = {o.id for o in found}
    effect = Continuous(
        ctx.source,
        ctx.controller,
        lambda o: o.id in ids,
        until=DURATIONS.get(duration, ""),
        turn=ctx.game.turn,
        timestamp=ctx.game.next_id,
        **changes,  # type: ignore[arg-type]
    )
    ctx.game.effects.append(effect)
    names = ", ".join(o.name for o in found)
    until = f" {duration}" if duration else ""
    note(ctx.game, ctx.source, f"{names} {description}{until}")
    return True


def switch_pt(objects: ObjectsFn, duration: str) -> EffectFn:
    """Builds "switch <creature>'s power and toughness [until end of turn]" (CR 613.4d)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        return _lasting(ctx, found, duration, "switches power and toughness", switch=True)

    return run


def modify_pt(
    objects: ObjectsFn,
    power: int,
    toughness: int,
    duration: str,
    times: AmountFn | None = None,
) -> EffectFn:
    """Builds "<objects> get +N/+M [until end of turn] [for each <object>]": with ``times``
    the change is multiplied by a count taken once, as the effect resolves (CR 608.2h)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        if times is not None:
            n = times(ctx)
            return _change_pt(ctx, found, power * n, toughness * n, duration)
        return _change_pt(ctx, found, power, toughness, duration)

    return run


def _change_pt(ctx: Ctx, found: list[Obj], power: int, toughness: int, duration: str) -> bool:
    text = f"gets {power:+d}/{toughness:+d}"
    return _lasting(ctx, found, duration, text, power=power, toughness=toughness)


def gain_abilities(
    objects: ObjectsFn, keywords: tuple[str, ...], granted: tuple[object, ...], duration: str
) -> EffectFn:
    """Builds "<objects> gain <keywords / quoted abilities> [until end of turn]"."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        what = ", ".join(keywords) or "an ability"
        return _lasting(
            ctx, found, duration, f"gains {what}", keywords=frozenset(keywords), abilities=granted
        )

    return run


def gain_quality_of_choice(
    objects: ObjectsFn, keyword: str, duration: str, chosen: int | None = None
) -> EffectFn:
    """Builds "<objects> gain protection from the color of your choice [until end of turn]":
    the controller chooses the color as the effect resolves (CR 608.2d, 702.16a); with
    ``chosen``, the slot of the color chosen before ("… from the chosen color")."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        if not found:
            return False
        game = ctx.game
        if chosen is None:
            shade = game.agent.choose(game, ctx.controller, "choose a color", COLORS, 1, 1)[0]
        elif chosen < len(ctx.slots) and ctx.slots[chosen] is not None:
            shade = ctx.slots[chosen]
        else:
            return False
        text = f"{keyword} {shade}"
        granted = keywords((keyword,), None, text, qualities=((keyword, color(shade)),))
        return _lasting(ctx, found, duration, f"gains {text}", abilities=(granted,))

    return run


def lose_abilities(
    objects: ObjectsFn, keywords: tuple[str, ...], duration: str, strips: str = ""
) -> EffectFn:
    """Builds "<objects> lose <keywords> [until end of turn]" and, with ``strips="all"``,
    "<objects> lose all abilities": removed in layer 6 after what effects with earlier
    timestamps gave (CR 613.1f, 613.7)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        what = "all abilities" if strips else ", ".join(keywords)
        lost = frozenset(keywords)
        return _lasting(ctx, found, duration, f"loses {what}", lose_keywords=lost, strips=strips)

    return run


def becomes(
    objects: ObjectsFn,
    duration: str,
    retype: TypeChange | None = None,
    colors: tuple[str, ...] | None = None,
    base_pt: tuple[int, int] | None = None,
    keywords: tuple[str, ...] = (),
    granted: tuple[object, ...] = (),
    base_x: AmountFn | None = None,
) -> EffectFn:
    """Builds "<objects> become(s) a 4/4 Phyrexian Eye artifact creature [with …] [until end
    of turn]" and "<objects> have base power and toughness 1/1": each characteristic given
    is set in its layer (CR 613.1d-f, 613.4b); a land whose subtype is set to a basic land
    type loses the abilities of its rules text and gains that type's mana ability (CR
    305.7). With ``base_x``, an "X/X" whose X is counted as it resolves (CR 608.2h)."""
    gained = retype.mana_abilities() if retype is not None else ()

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        n = max(base_x(ctx), 0) if base_x is not None else 0
        pt = (n, n) if base_x is not None else base_pt
        words = [f"{pt[0]}/{pt[1]}"] if pt is not None else []
        if colors is not None:
            words += colors or ["colorless"]
        if retype is not None:
            words += sorted(retype.subtypes) + sorted(retype.types)
        return _lasting(
            ctx,
            found,
            duration,
            "becomes " + " ".join(words),
            retype=retype,
            colors=frozenset(colors) if colors is not None else None,
            base_pt=pt,
            keywords=frozenset(keywords),
            abilities=(*granted, *gained),
            strips="printed" if gained else "",
        )

    return run


def restrict(
    objects: ObjectsFn,
    rules: tuple[str, ...],
    duration: str,
    blocking: tuple[tuple[str, Pred], ...] = (),
) -> EffectFn:
    """Builds "<objects> can't be blocked this turn" and similar rules; ``blocking`` holds
    the ones with a description ("can't be blocked by Walls this turn")."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        what = " and ".join([*rules, *(how for how, _ in blocking)])
        limits = bound(ctx, blocking)
        return _lasting(ctx, found, duration, what, rules=frozenset(rules), blocking=limits)

    return run


def gain_control(objects: ObjectsFn, duration: str, players: PlayersFn | None = None) -> EffectFn:
    """Builds "[<player>] gain(s) control of <permanents> [until end of turn]": the
    controller of the ability, or the first of ``players`` (none: nothing changes)."""

    def run(ctx: Ctx) -> bool:
        gainers = players(ctx) if players is not None else [ctx.controller]
        if not gainers:
            return False
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        _lasting(ctx, found, duration, "changes control", control=gainers[0])
        apply_control(ctx.game)  # (layer 2; it ends with the effect, CR 613.1b)
        return bool(found)

    return run


def exchange_control(objects: ObjectsFn) -> EffectFn:
    """Builds "exchange control of <two permanents>" (CR 701.12b: nothing happens unless both
    are on the battlefield with different controllers)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        if len(found) != 2 or found[0].controller is found[1].controller:
            return False
        first, second = found
        first.controller, second.controller = second.controller, first.controller
        note(ctx.game, ctx.source, f"{first.name} and {second.name} exchange controllers")
        return True

    return run


def cost_change(
    pred: Pred, generic: AmountFn, reduce: bool, once: bool, until_end_of_turn: bool
) -> EffectFn:
    """Builds "the next instant or sorcery spell you cast this turn costs {X} less to cast"."""

    def run(ctx: Ctx) -> bool:
        n = generic(ctx)
        change = CostChange(
            ctx.source,
            ctx.controller,
            lambda o, c=ctx: pred(c, o),
            n if reduce else -n,
            once=once,
            until_end_of_turn=until_end_of_turn,
        )
        ctx.game.cost_changes.append(change)
        kind = "less" if reduce else "more"
        note(ctx.game, ctx.source, f"a spell costs {{{n}}} {kind} to cast")
        return True

    return run


def permission(objects: ObjectsFn, players: PlayersFn, cast_only: bool) -> EffectFn:
    """Builds "You may play/cast <cards> this turn"."""

    def run(ctx: Ctx) -> bool:
        ids = {o.id for o in objs(objects(ctx, ctx.controller))}
        for p in players(ctx):
            ctx.game.permissions.append(
                Permission(ctx.source, p, lambda o: o.id in ids, cast_only, True)
            )
        verb = "cast" if cast_only else "play"
        note(ctx.game, ctx.source, f"may {verb} {len(ids)} card(s) this turn")
        return bool(ids)

    return run


def add_mana(options: tuple[str, ...], amount: AmountFn) -> EffectFn:
    """Builds "Add {G}", "Add {R} or {W}", "Add one mana of any color"."""

    def run(ctx: Ctx) -> bool:
        choices = list(options)
        if "any color" in choices:
            choices = [f"{{{c}}}" for c in ANY_COLOR]
        picked = choices[0]
        if len(choices) > 1:
            picked = ctx.game.agent.choose(
                ctx.game, ctx.controller, "add which mana", choices, 1, 1
            )[0]
        added = picked * max(amount(ctx), 0)  # "Add X mana …" adds none for X = 0
        if added:
            ctx.controller.mana.update(mana.parse_pool(added))
            ctx.game.events.append(ManaAdded(ctx.controller, added))
        return True

    return run


# --- prevention and regeneration (CR 615, 701.19) -----------------------------------------


def fixed(objects: ObjectsFn) -> Watch:
    """The objects or players chosen as the effect is created ("target creature", "you")."""

    def watch(ctx: Ctx) -> Callable[[Target], bool]:
        chosen = objects(ctx, ctx.controller)
        return lambda t: any(t is c for c in chosen)

    return watch


def fixed_players(players: PlayersFn) -> Watch:
    """The players named as the effect is created ("you", "target player")."""

    def watch(ctx: Ctx) -> Callable[[Target], bool]:
        chosen = players(ctx)
        return lambda t: any(t is p for p in chosen)

    return watch


def described(pred: Pred) -> Watch:
    """Whatever matches a description when the damage would be dealt ("creatures")."""

    def watch(ctx: Ctx) -> Callable[[Target], bool]:
        return lambda t: pred(ctx, t)

    return watch


def either(*watches: Watch) -> Watch:
    """ "you and creatures you control": any of several."""

    def watch(ctx: Ctx) -> Callable[[Target], bool]:
        tests = [w(ctx) for w in watches]
        return lambda t: any(test(t) for test in tests)

    return watch


def other_than(excluded: Watch) -> Watch:
    """ "except combat damage that would be dealt by enchanted creatures": all but those."""

    def watch(ctx: Ctx) -> Callable[[Target], bool]:
        test = excluded(ctx)
        return lambda t: not test(t)

    return watch


def _shield(
    ctx: Ctx, amount: int | None, to: Watch | None, by: Watch | None, combat: bool, **kind: bool
) -> Shield:
    recipient = to(ctx) if to is not None else None
    source = by(ctx) if by is not None else None

    def covers(s: Obj | None, r: Obj | Player, is_combat: bool) -> bool:
        return (
            (is_combat or not combat)
            and (recipient is None or recipient(r))
            and (source is None or (s is not None and source(s)))
        )

    return Shield(ctx.source, ctx.controller, covers, amount=amount, **kind)


def prevent_damage(
    amount: AmountFn | None,
    to: Watch | None,
    by: Watch | None,
    combat: bool = False,
    *,
    each_time: bool = False,
    once: bool = False,
) -> EffectFn:
    """Builds "prevent the next N / all [combat] damage that would be dealt [to …] [by …]
    this turn" (CR 615.1a): a shield until the turn ends. ``each_time``: "prevent N of that
    damage" of every such event; ``once``: "the next time … would deal damage"."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx) if amount is not None else None
        shield = _shield(ctx, n, to, by, combat, each_time=each_time, once=once)
        ctx.game.shields.append(shield)
        what = "all" if n is None else f"{n} of" if each_time else f"the next {n}"
        note(ctx.game, ctx.source, f"prevents {what} {'combat ' * combat}damage this turn")
        return True

    return run


def static_prevention(
    amount: AmountFn | None, to: Watch | None, by: Watch | None, combat: bool = False
) -> Callable[[Ctx], list[Shield]]:
    """A static ability's "prevent all damage that would be dealt to ~" or "if a source would
    deal damage to you, prevent 1 of that damage": a shield for as long as it applies."""

    def contribute(ctx: Ctx) -> list[Shield]:
        n = amount(ctx) if amount is not None else None
        return [_shield(ctx, n, to, by, combat, each_time=n is not None)]

    return contribute


def regenerate(objects: ObjectsFn) -> EffectFn:
    """Builds "regenerate <permanents>": the next time each would be destroyed this turn, it
    is tapped, its damage removed and it leaves combat instead (CR 701.19a)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        for o in found:
            ctx.game.shields.append(Shield(ctx.source, ctx.controller, _is(o), regenerate=True))
        if found:
            names = ", ".join(o.name for o in found)
            note(ctx.game, ctx.source, f"{names} gets a regeneration shield")
        return bool(found)

    return run


def _is(obj: Obj) -> Callable[[Obj | None, Obj | Player, bool], bool]:
    """A regeneration shield's test: the permanent itself (a new object after it moved)."""
    return lambda _source, about, _combat: about is obj
