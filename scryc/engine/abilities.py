"""Compiled abilities: what the closure compiler (and generated code) produces.

Each ability holds closures built once, ahead of time. Running one never looks at the AST:
it calls the closures with a :class:`Ctx`, the resolution context.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .events import Event
from .state import Game, Obj, Player, StackItem

Target = Obj | Player


@dataclass(slots=True, eq=False)
class Ctx:
    """The context a compiled closure runs in: the game, the source, its controller, the
    chosen targets and modes, the slots that back references ("it", "that many") read,
    and the outcome of the last step that "you do" refers to."""

    game: Game
    source: Obj
    controller: Player
    item: StackItem | None = None
    slots: list[Any] = field(default_factory=list)
    targets: list[list[Target]] = field(default_factory=list)
    modes: tuple[tuple[int, ...], ...] = ()
    event: Event | None = None
    x: int = 0
    did: bool = False
    acting: list[Player] | None = None
    die: int = 0
    revealed: list[Obj] = field(default_factory=list)
    #: What the last damage step dealt damage to ("if a player is dealt damage this way").
    damaged: list[Obj | Player] = field(default_factory=list)


AmountFn = Callable[[Ctx], int]
PlayersFn = Callable[[Ctx], list[Player]]
PlayerPred = Callable[[Ctx, Player], bool]
Pred = Callable[[Ctx, Target], bool]
ObjectsFn = Callable[[Ctx, Player], list[Target]]
CondFn = Callable[[Ctx], bool]
EffectFn = Callable[[Ctx], bool]
TriggerFn = Callable[[Ctx, Event], list[Any] | None]


class EachTime(list):
    """What a trigger returns when one event triggers it several times ("whenever a creature
    attacks you": once for each attacker, CR 603.2c): the bindings of each time."""


def each_time(bindings: list[Any] | None) -> list[list[Any]]:
    """The bindings of each time a trigger triggered: none, once, or each of ``EachTime``."""
    if bindings is None:
        return []
    return list(bindings) if isinstance(bindings, EachTime) else [bindings]


@dataclass(slots=True, frozen=True)
class TargetSpec:
    """One "target" phrase: which objects or players it can target, and how many."""

    index: int
    description: str
    pred: Pred
    zones: tuple[str, ...]
    players: bool
    minimum: AmountFn
    maximum: AmountFn
    mode: tuple[int, int] | None = None
    #: "N damage divided as you choose among …": the amount divided among the chosen
    #: targets as they are chosen (CR 601.2d).
    divided: AmountFn | None = None


@dataclass(slots=True, frozen=True)
class ModalSpec:
    """A "choose one —" choice, made when the spell or ability is put on the stack."""

    index: int
    labels: tuple[str, ...]
    choose: AmountFn
    #: "up to": none or more, up to the count.
    up_to: bool = False
    #: "one or more": the count or more, up to every mode.
    or_more: bool = False
    #: "choose one that hasn't been chosen [this turn]": "ever" or "this turn".
    not_chosen: str | None = None


@dataclass(slots=True, frozen=True)
class Body:
    """What a resolving spell or ability does: an effect, its targets, modes and slots."""

    effect: EffectFn
    targets: tuple[TargetSpec, ...] = ()
    modals: tuple[ModalSpec, ...] = ()
    slots: int = 0


@dataclass(slots=True, frozen=True)
class Cost:
    """A cost: whether it can be paid now, and paying it."""

    description: str
    can_pay: Callable[[Ctx], bool]
    pay: Callable[[Ctx], None]
    mana: str = ""


@dataclass(slots=True, frozen=True)
class SpellAbility:
    """One line of instructions of an instant or sorcery (or of any spell)."""

    body: Body
    text: str = ""


@dataclass(slots=True, frozen=True)
class ActivatedAbility:
    """An activated ability, "Cost: effect"; ``loyalty`` is a planeswalker ability's change."""

    body: Body
    costs: tuple[Cost, ...] = ()
    text: str = ""
    loyalty: int | None = None
    once_each_turn: bool = False
    sorcery_speed: bool = False
    zone: str = "battlefield"
    mana_ability: bool = False
    condition: CondFn | None = None
    #: The keyword it stands for, when a trigger asks ("When you cycle this card").
    keyword: str = ""
    #: "Any player may activate this ability" (CR 602.2: whoever activates it controls it).
    any_player: bool = False


@dataclass(slots=True, frozen=True)
class TriggeredAbility:
    """A triggered ability ("When/Whenever/At …"): a trigger test, an intervening "if",
    and a body."""

    body: Body
    trigger: TriggerFn
    condition: CondFn | None = None
    text: str = ""
    once_each_turn: bool = False
    zones: tuple[str, ...] = ("battlefield",)
    look_back: bool = False
    batched: bool = False
    #: A triggered mana ability (CR 605.1b): it resolves at once, after the mana ability that
    #: triggered it (CR 605.4a), without using the stack.
    mana: bool = False


@dataclass(slots=True, eq=False)
class Delayed:
    """A delayed triggered ability a resolving spell or ability set up (CR 603.7): what that
    ability referred to (its slots and targets) stays as it was then; the trigger's own
    bindings go to the slots from ``first``. ``once``: "when" and "at" trigger only once;
    ``until``: "this turn" ends it at the end of the turn."""

    source: Obj
    controller: Player
    ability: TriggeredAbility
    slots: list[Any]
    targets: list[list[Target]]
    first: int
    once: bool
    until: str = ""


@dataclass(slots=True, frozen=True)
class StaticAbility:
    """A continuous effect while the source is on the battlefield (and ``condition`` holds)."""

    contribute: Callable[[Ctx], list[Continuous | CostChange | Permission]]
    condition: CondFn | None = None
    text: str = ""
    note: str = ""


@dataclass(slots=True)
class Proposal:
    """An event about to happen, which replacement effects may modify (CR 614)."""

    kind: str  # "scry", "surveil", "draw", "enter", "graveyard"
    player: Player
    amount: int = 0
    obj: Obj | None = None
    tapped: bool = False
    counters: Counter[str] = field(default_factory=Counter)

    def describe(self) -> str:
        """How the trace names the event."""
        if self.kind == "enter" and self.obj is not None:
            extra = [f"{n} {k} counter{'s' * (n != 1)}" for k, n in sorted(self.counters.items())]
            state = " tapped" if self.tapped else ""
            return f"{self.obj.name} entering the battlefield{state}" + (
                f" with {', '.join(extra)}" if extra else ""
            )
        if self.kind == "graveyard" and self.obj is not None:
            return f"{self.obj.name} being put into a graveyard"
        return f"{self.kind} {self.amount}"


@dataclass(slots=True, frozen=True)
class ReplacementAbility:
    """A replacement effect, "If … would …, … instead" (or "enters tapped"): ``apply``
    returns the modified event, or None when something else entirely replaces it."""

    matches: Callable[[Ctx, Proposal], bool]
    apply: Callable[[Ctx, Proposal], Proposal | None]
    text: str = ""
    self_enters: bool = False
    slots: int = 0
    #: Where its card must be for it to work (dredge: the graveyard, CR 702.52a).
    zones: tuple[str, ...] = ("battlefield",)
    #: The card's own "If ~ would be put into a graveyard from anywhere": it works in every
    #: zone the card is in.
    anywhere: bool = False


@dataclass(slots=True, frozen=True)
class KeywordAbility:
    """Keyword abilities on a line ("Flying, vigilance"). ``enchant`` is an Aura's target;
    ``grants`` are the abilities a keyword stands for (equip, cycling, ward, flanking,
    persist, …); ``costs`` are the optional or alternative costs it offers when casting
    (kicker, buyback, flashback); ``amounts`` the numbers of keywords such as "Bushido 2";
    ``qualities`` what "protection from …" and "hexproof from …" name, as a test of an object
    (run with the keyword's permanent as the source)."""

    names: tuple[str, ...]
    enchant: TargetSpec | None = None
    text: str = ""
    grants: tuple[Ability, ...] = ()
    costs: tuple[tuple[str, str], ...] = ()
    amounts: tuple[tuple[str, int], ...] = ()
    qualities: tuple[tuple[str, Pred], ...] = ()


@dataclass(slots=True, frozen=True)
class AdditionalCost:
    """ "As an additional cost to cast this spell, …" (CR 601.2f): paid when casting."""

    cost: Cost
    text: str = ""


@dataclass(slots=True, frozen=True)
class CastingCost:
    """A cost a card offers for casting it, written out: "[If …, ]you may <cost> rather than
    pay this spell's mana cost" (``name`` "alternative", CR 118.9: ``mana`` is paid instead
    of the mana cost), or the actions of a keyword's cost ("Flashback—{1}{G}, Pay 3 life.";
    jump-start's "discarding a card"). ``costs`` are paid when the spell is cast that way;
    it is offered only while ``condition`` holds (CR 601.2b)."""

    name: str
    mana: str
    costs: tuple[Cost, ...] = ()
    condition: CondFn | None = None
    text: str = ""
    #: What the spell does when cast this way, when its text changes (overload, CR 702.96a).
    body: Body | None = None


@dataclass(slots=True, frozen=True)
class CastRestriction:
    """ "Cast this spell only during combat" (CR 601.3): the spell may begin to be cast only
    while ``allowed`` holds (asked with the would-be spell as the source)."""

    allowed: CondFn
    text: str = ""


Ability = (
    SpellAbility
    | ActivatedAbility
    | TriggeredAbility
    | StaticAbility
    | ReplacementAbility
    | KeywordAbility
    | AdditionalCost
    | CastingCost
    | CastRestriction
)


@dataclass(slots=True, frozen=True)
class CompiledCard:
    """A card's compiled abilities, in printed order."""

    abilities: tuple[Ability, ...] = ()
    from_graveyard: tuple[TriggeredAbility, ...] = field(init=False, default=())

    def __post_init__(self) -> None:
        found = tuple(  # with those keywords stand for (recover)
            a for a in self.printed() if isinstance(a, TriggeredAbility) and "graveyard" in a.zones
        )
        object.__setattr__(self, "from_graveyard", found)

    def printed(self) -> tuple[Ability, ...]:
        """The printed abilities with those keywords stand for (what a card that left the
        battlefield had, and what replaces how it enters)."""
        found: list[Ability] = []
        for ability in self.abilities:
            found.append(ability)
            if isinstance(ability, KeywordAbility):
                found.extend(ability.grants)
        return tuple(found)

    def replacing_from_graveyard(self) -> tuple[ReplacementAbility, ...]:
        """Its replacement abilities that work while it is in a graveyard (dredge)."""
        found = self.printed()
        return tuple(
            a for a in found if isinstance(a, ReplacementAbility) and "graveyard" in a.zones
        )

    @property
    def spell(self) -> Body | None:
        """The instructions of the card as a spell: its spell abilities, in order, as one body
        (targets and slots are numbered across them by the compiler)."""
        parts = [a.body for a in self.abilities if isinstance(a, SpellAbility)]
        if not parts:
            return None
        if len(parts) == 1:
            return parts[0]
        effects = tuple(p.effect for p in parts)

        def run(ctx: Ctx) -> bool:
            done = False
            for effect in effects:
                done = effect(ctx) or done
            return done

        return Body(
            run,
            tuple(t for p in parts for t in p.targets),
            tuple(m for p in parts for m in p.modals),
            max(p.slots for p in parts),
        )


#: Card types an object keeps when an effect sets its types (CR 205.1a).
KEPT_TYPES = frozenset({"instant", "sorcery"})
ARTIFACT_CREATURE = frozenset({"artifact", "creature"})


@dataclass(slots=True, frozen=True)
class TypeChange:
    """A type-changing effect (layer 4, CR 613.1d): the card types and subtypes it gives, and
    whether the object keeps its other types ("in addition to its other types")."""

    types: frozenset[str]
    subtypes: frozenset[str]
    in_addition: bool = False

    def apply(
        self, kinds: frozenset[str], subtypes: frozenset[str], creature_types: frozenset[str]
    ) -> tuple[frozenset[str], frozenset[str]]:
        """The card types and subtypes after this effect (CR 205.1a-b): the new ones join
        the old ones "in addition to its other types"; "an artifact creature" keeps the
        other types too, "an Eye artifact creature" all but the creature types; otherwise
        they replace them (an instant or sorcery stays one)."""
        if self.in_addition:
            return kinds | self.types, subtypes | self.subtypes
        if self.types == ARTIFACT_CREATURE:
            if self.subtypes:
                subtypes = (subtypes - creature_types) | self.subtypes
            return kinds | self.types, subtypes
        return self.types | (kinds & KEPT_TYPES), self.subtypes

    def mana_abilities(self) -> tuple[Ability, ...]:
        """The mana abilities an object gains as its land types are set (CR 305.7): none
        for a change of card types."""
        return ()


#: "can't be blocked by <creatures>", "can't be blocked except by <creatures>", "can block
#: only <creatures>".
BLOCK_RULES = ("can't be blocked by", "can be blocked only by", "can block only")


@dataclass(slots=True, eq=False)
class Continuous:
    """A continuous effect on objects: P/T changes, keywords and abilities gained, rules
    ("can't block"), card types lost; what it becomes: types (``retype``), colors, base
    power and toughness. ``until`` is "end of turn", "your next turn" or "" (for as long as
    its static ability applies, or indefinitely)."""

    source: Obj
    controller: Player
    affects: Callable[[Obj], bool]
    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    rules: frozenset[str] = frozenset()
    lose_types: frozenset[str] = frozenset()
    #: Keywords the objects lose (layer 6, CR 613.1f), after what earlier effects gave.
    lose_keywords: frozenset[str] = frozenset()
    #: "loses all abilities" (layer 6): printed ones and those earlier effects gave; or
    #: "printed" only, as a land whose subtype is set to a basic land type (CR 305.7).
    strips: str = ""
    until: str = ""
    turn: int = 0
    on_end: Callable[[], None] | None = None
    retype: TypeChange | None = None
    colors: frozenset[str] | None = None
    base_pt: tuple[int, int] | None = None
    #: A characteristic-defining ability's: it applies before other effects (CR 613.4a).
    defining: bool = False
    #: Switches power and toughness, after every other change to them (layer 7d, CR 613.4d).
    switch: bool = False
    #: Blocking restrictions with a description (CR 509.1b): (how, test of the other
    #: creature); how is one of :data:`BLOCK_RULES`.
    blocking: tuple[tuple[str, Callable[[Obj], bool]], ...] = ()
    #: When it began to apply: a resolved effect's creation, a static ability's permanent's
    #: timestamp (CR 613.7a-b); effects that gain and lose abilities apply in this order.
    timestamp: int = 0
    #: A "for as long as …" duration (CR 611.2b): whether it still lasts; the effect ends
    #: (``on_end`` runs) once it does not.
    lasts_while: Callable[[], bool] | None = None
    #: A control-changing effect (layer 2, CR 613.1b): the player who controls the permanents
    #: it affects (applied by :func:`scryc.engine.control.apply_control`).
    control: Player | None = None


#: What a shield watches: (damage source, recipient, combat?) for a prevention shield, the
#: permanent about to be destroyed (and None, False) for a regeneration shield.
Covers = Callable[[Obj | None, Obj | Player, bool], bool]


@dataclass(slots=True, eq=False)
class Shield:
    """A prevention effect (CR 615) or a regeneration shield (CR 701.19) a resolved spell or
    ability set up (in ``game.shields``, until the turn ends) or a static ability gives.

    Prevention: ``amount`` is the damage it still prevents (None: all of it); ``each_time``
    prevents that much of each damage event instead (CR 615.1a, "prevent 1 of that damage");
    ``once`` is used up by the first event it prevents ("the next time … would deal damage").
    A regeneration shield is used up by the destruction it replaces."""

    source: Obj
    controller: Player
    covers: Covers
    regenerate: bool = False
    amount: int | None = None
    each_time: bool = False
    once: bool = False
    used: bool = False


@dataclass(slots=True, eq=False)
class CostChange:
    """A cost change, "… costs {N} less (more) to cast": applies to spells matching ``applies``."""

    source: Obj
    player: Player
    applies: Callable[[Obj], bool]
    generic: int
    once: bool = False
    until_end_of_turn: bool = False
    used: bool = False
    #: "This spell costs {1} less to cast": a change to the card's own cost, which applies
    #: while it is being cast (CR 601.2f).
    own: bool = False
    #: "Black spells you cast cost {B} more to cast": colored mana added to the cost.
    colored: str = ""


@dataclass(slots=True, eq=False)
class Permission:
    """A permission, "You may play/cast …": ``player`` may play matching cards where they are;
    ``as_flash``: "… as though they had flash", at any time they could cast an instant (from
    where they may be cast anyway)."""

    source: Obj
    player: Player
    applies: Callable[[Obj], bool]
    cast_only: bool = False
    until_end_of_turn: bool = False
    as_flash: bool = False
