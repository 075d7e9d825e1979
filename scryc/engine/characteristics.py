"""Current characteristics of objects: printed values plus counters and continuous effects.

Static abilities are evaluated when asked. While they are being evaluated, nested questions
see printed values plus effects from resolved spells and abilities only, which breaks the
cycle of effects that depend on characteristics (a simplification of the layer system).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ..data import creature_types
from .abilities import (
    Ability,
    Continuous,
    CostChange,
    Ctx,
    KeywordAbility,
    Permission,
    StaticAbility,
)
from .bestow import as_aura
from .state import CardDef, Game, Obj, Player

HISTORIC = frozenset({"artifact", "legendary"})
#: Every creature type (CR 205.3m), which changeling gives.
CREATURE_TYPES = creature_types()


def static_contributions(game: Game) -> Iterator[Continuous | CostChange | Permission]:
    """Everything the static abilities of permanents on the battlefield contribute now. A
    permanent that lost its abilities (layer 6) contributes nothing from them: the effects
    that strip abilities are found first, then the contributions are gathered again without
    the stripped ones (dependencies among such effects, CR 613.8, are not modelled)."""
    if game.computing:
        return
    game.computing = True
    try:
        found = _statics(game, {})
        stripping = [c for c in game.effects + found if isinstance(c, Continuous) and c.strips]
        if stripping:
            found = _statics(game, _stripped(game, stripping))
    finally:
        game.computing = False
    yield from found


#: Per id of an object whose printed abilities are stripped, the timestamp of the latest
#: "loses all abilities" that applies to it (-1 if none: only its printed ones are gone).
Stripped = dict[int, int]


def _stripped(game: Game, stripping: list[Continuous]) -> Stripped:
    found: Stripped = {}
    for obj in game.battlefield:
        applying = [e for e in stripping if e.affects(obj)]
        if applying:
            found[obj.id] = max((e.timestamp for e in applying if e.strips == "all"), default=-1)
    return found


def _statics(game: Game, stripped: Stripped) -> list[Continuous | CostChange | Permission]:
    """The contributions of printed static abilities and of static abilities permanents
    gained (from resolved effects and printed statics), without the stripped ones."""
    found: list[Continuous | CostChange | Permission] = []
    permanents = list(game.battlefield)
    # emblems' abilities work in the command zone (CR 114.4); with those keywords stand for
    for obj in permanents + game.command:
        if obj.id not in stripped:
            _contribute(game, obj, obj.card.compiled.printed(), found)
    granting = game.effects + [c for c in found if isinstance(c, Continuous)]
    for obj in permanents:
        latest = stripped.get(obj.id, -1)
        gained = [
            a
            for e in granting
            if e.abilities and e.timestamp > latest and e.affects(obj)
            for a in e.abilities
        ]
        _contribute(game, obj, gained, found)
    return found


def _contribute(
    game: Game,
    obj: Obj,
    abilities: Iterable[Ability],
    found: list[Continuous | CostChange | Permission],
    controller: Player | None = None,
) -> None:
    """Add what the object's static abilities among ``abilities`` contribute now, for its
    controller (or for ``controller``: the player casting it)."""
    for ability in abilities:
        if not isinstance(ability, StaticAbility):
            continue
        ctx = Ctx(game, obj, controller or obj.controller)
        if ability.condition is None or ability.condition(ctx):
            found.extend(ability.contribute(ctx))


def own_cost_changes(game: Game, player: Player, card: Obj) -> list[CostChange]:
    """ "This spell costs {1} less to cast [for each …] [if …]": the card's own cost changes,
    which apply while it is being cast (CR 601.2f)."""
    return [c for c in _own(game, player, card) if isinstance(c, CostChange) and c.own]


def own_permissions(game: Game, player: Player, card: Obj) -> list[Permission]:
    """ "[As long as …, ]you may cast this spell as though it had flash": the card's own
    permissions, read where it is cast from (CR 601.3d)."""
    return [p for p in _own(game, player, card) if isinstance(p, Permission)]


def _own(game: Game, player: Player, card: Obj) -> list[Continuous | CostChange | Permission]:
    """What the card's own static abilities (with those keywords stand for, affinity's)
    contribute for ``player``, who casts it."""
    found: list[Continuous | CostChange | Permission] = []
    _contribute(game, card, card.card.compiled.printed(), found, player)
    return found


def continuous(game: Game) -> list[Continuous]:
    """Active continuous effects: resolved ones, then static ones (timestamp order)."""
    return game.effects + [c for c in static_contributions(game) if isinstance(c, Continuous)]


def _applying(game: Game, obj: Obj) -> list[Continuous]:
    """The continuous effects that apply to an object on the battlefield. Which objects an
    effect applies to is decided with the cycle-breaking view (see the module docstring)."""
    if obj.zone != "battlefield":
        return []
    effects = continuous(game)
    before, game.computing = game.computing, True
    try:
        return [e for e in effects if e.affects(obj)]
    finally:
        game.computing = before


def _type_line(game: Game, obj: Obj) -> tuple[frozenset[str], frozenset[str]]:
    """Card types and subtypes after the type-changing effects (layer 4), in timestamp
    order, and the card types lost."""
    kinds, subs = as_aura(obj, obj.card.types, obj.card.subtypes, CREATURE_TYPES)  # bestow
    if game.computing or obj.zone != "battlefield":
        return kinds, subs
    applying = _applying(game, obj)
    for effect in applying:
        if effect.retype is not None:
            kinds, subs = effect.retype.apply(kinds, subs, CREATURE_TYPES)
    lost = frozenset().union(*(e.lose_types for e in applying))
    return kinds - lost, subs


def types(game: Game, obj: Obj) -> frozenset[str]:
    """Card types now."""
    return _type_line(game, obj)[0]


def base_pt(game: Game, obj: Obj) -> tuple[int | None, int | None]:
    """Power and toughness before changes (layers 7a-b, CR 613.4a-b): printed (None if the
    object has none), or what the latest effect that sets them says."""
    found = obj.card.power, obj.card.toughness
    if game.computing or obj.zone != "battlefield":
        return found
    # characteristic-defining abilities first (layer 7a), then setting effects (7b)
    for effect in sorted(_applying(game, obj), key=lambda e: not e.defining):
        if effect.base_pt is not None:
            found = effect.base_pt
    return found


def power(game: Game, obj: Obj) -> int:
    """Power now: base (0 if none) + counters + effects, then switched (layer 7d)."""
    return _power_toughness(game, obj)[0]


def toughness(game: Game, obj: Obj) -> int:
    """Toughness now: base (0 if none) + counters + effects, then switched (layer 7d)."""
    return _power_toughness(game, obj)[1]


def _power_toughness(game: Game, obj: Obj) -> tuple[int, int]:
    """Layers 7a-c, then each effect that switches them, in turn (CR 613.4d): an even number
    of switches leaves them as they were."""
    base = base_pt(game, obj)
    applying = _applying(game, obj)
    counted = obj.counters["+1/+1"] - obj.counters["-1/-1"]
    p = (base[0] or 0) + sum(e.power for e in applying) + counted
    t = (base[1] or 0) + sum(e.toughness for e in applying) + counted
    if sum(1 for e in applying if e.switch) % 2:
        return t, p
    return p, t


def abilities(game: Game, obj: Obj) -> tuple[Ability, ...]:
    """The object's abilities now: printed ones and gained ones in timestamp order, less
    what effects that strip abilities took (layer 6, CR 613.1f, 305.7), with the abilities
    that keywords stand for (equip, cycling, ward)."""
    have = list(obj.card.compiled.abilities)
    printed = {id(a) for a in have}
    for effect in sorted(_applying(game, obj), key=lambda e: e.timestamp):
        if effect.strips == "all":
            have = []
        elif effect.strips == "printed":
            have = [a for a in have if id(a) not in printed]
        have.extend(effect.abilities)
    found: list[Ability] = []
    for ability in have:
        found.append(ability)
        if isinstance(ability, KeywordAbility):
            found.extend(ability.grants)
    return tuple(found)


def stripped(game: Game, obj: Obj) -> bool:
    """Whether an effect took the abilities of its rules text away (layer 6)."""
    return any(e.strips for e in _applying(game, obj))


def keyword_cost(obj: Obj | CardDef, name: str) -> str | None:
    """The cost of a printed keyword such as kicker or flashback, if the card has it."""
    card = obj if isinstance(obj, CardDef) else obj.card
    for ability in card.compiled.abilities:
        if isinstance(ability, KeywordAbility):
            for keyword, cost in ability.costs:
                if keyword == name:
                    return cost
    return None


def keywords(game: Game, obj: Obj) -> frozenset[str]:
    """Keyword abilities now (lower case): printed ones, then what each effect that applies
    gives or takes away (all of them, with "loses all abilities"), in timestamp order
    (layer 6, CR 613.1f, 613.7)."""
    printed = _keyword_names(obj.card.compiled.abilities)
    found = set(printed)
    for effect in sorted(_applying(game, obj), key=lambda e: e.timestamp):
        if effect.strips:
            found = set() if effect.strips == "all" else found - printed
        found |= effect.keywords | _keyword_names(effect.abilities)
        found -= effect.lose_keywords
    return frozenset(found)


def _keyword_names(abilities: Iterable[Ability]) -> frozenset[str]:
    """The names on the keyword lines among ``abilities``."""
    return frozenset(n for a in abilities if isinstance(a, KeywordAbility) for n in a.names)


def rules(game: Game, obj: Obj) -> frozenset[str]:
    """Rules that apply to the object now ("can't block", "doesn't untap …")."""
    return frozenset().union(*(e.rules for e in _applying(game, obj)))


def blocking(game: Game, obj: Obj) -> tuple[tuple[str, Callable[[Obj], bool]], ...]:
    """Blocking restrictions with a description that apply to the object now."""
    return tuple(rule for e in _applying(game, obj) for rule in e.blocking)


def spell_rules(game: Game, spell: Obj) -> frozenset[str]:
    """Rules that apply to a spell on the stack: from its own static abilities ("This spell
    can't be countered", which work on the stack) and from permanents' static abilities
    that apply to it ("Creature spells you control can't be countered")."""
    found: list[Continuous | CostChange | Permission] = []
    _contribute(game, spell, spell.card.compiled.abilities, found)
    effects = [c for c in found if isinstance(c, Continuous)] + continuous(game)
    return frozenset().union(*(e.rules for e in effects if e.affects(spell)))


def subtypes(game: Game, obj: Obj) -> frozenset[str]:
    """Subtypes now: changeling gives every creature type, in every zone (CR 702.73a)."""
    found = _type_line(game, obj)[1]
    if "changeling" in keywords(game, obj):
        return found | CREATURE_TYPES
    return found


def colors(game: Game, obj: Obj) -> frozenset[str]:
    """Colors now: devoid makes a card colorless, then color-setting effects apply in
    timestamp order (layer 5)."""
    found = frozenset() if "devoid" in keywords(game, obj) else obj.card.color_set
    if game.computing:
        return found
    for effect in _applying(game, obj):
        if effect.colors is not None:
            found = effect.colors
    return found


def is_historic(game: Game, obj: Obj) -> bool:
    """Artifacts, legendaries and Sagas are historic (CR 700.6)."""
    return bool((types(game, obj) | obj.card.supertypes) & HISTORIC or "Saga" in obj.card.subtypes)
