"""Who and what a Forge step acts on: an AST object or player phrase as ``ValidTgts$``
(targets, with ``TargetMin$``/``TargetMax$``) or ``Defined$`` parameters, and a filter as
Forge's valid-card expression (``Creature.YouCtrl+nonLegendary``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .. import ast
from ..ast import Node
from ..check.binding import is_reference, is_target
from .refusal import Refused

#: Numeric attributes of a filter as Forge's properties name them.
_ATTRIBUTES = {"mana value": "cmc", "power": "power", "toughness": "toughness"}
#: What a reference refers to (None: unknown).
Resolve = Callable[[Node], Node | None]

#: Counter kinds as Forge names them.
COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1", "loyalty": "LOYALTY"}


def no_antecedent(ref: Node) -> Node | None:
    """A resolver that knows no references."""
    return None


#: What the event of the trigger being written counts, by the AST's kind of count ("the
#: number of cards looked at while scrying this way": ``TriggerCount$ScryNum``); set by
#: :func:`event_counts`, empty outside a trigger.
EVENT_COUNTS: ContextVar[dict[str, str]] = ContextVar("EVENT_COUNTS", default={})  # noqa: B039
#: The counts each trigger's event gives.
_EVENT_COUNTS = {
    "player_scries": {"cards_looked_at": "TriggerCount$ScryNum"},
    "scry_bottom": {"ref": "TriggerCount$ScryBottom"},  # "that many": the cards put there
}


@contextmanager
def event_counts(events: list[Node], kept_in: str | None = None) -> Iterator[None]:
    """While a triggered ability's effect is written: the counts its trigger's events give
    (all of them, when it has several), and the zone its condition keeps the card in."""
    kinds = {event.kind for event in events}
    given = _EVENT_COUNTS.get(kinds.pop(), {}) if len(kinds) == 1 else {}
    token, moved = EVENT_COUNTS.set(given), MOVED_SELF.set(_moved_self(events))
    objects, kept = NAMED.set(_triggered_objects(events)), KEPT_SELF.set(kept_in)
    try:
        yield
    finally:
        EVENT_COUNTS.reset(token)
        MOVED_SELF.reset(moved)
        NAMED.reset(objects)
        KEPT_SELF.reset(kept)


#: Where the card itself is after the event of the trigger being written ("When this
#: creature dies": the graveyard), set by :func:`event_counts`; None when it has not moved.
MOVED_SELF: ContextVar[str | None] = ContextVar("MOVED_SELF", default=None)
#: Where the card itself is as the trigger being written resolves, by its intervening "if"
#: ("if ~ is in your graveyard": the graveyard), set by :func:`event_counts`.
KEPT_SELF: ContextVar[str | None] = ContextVar("KEPT_SELF", default=None)


def _self_defined() -> str:
    """The card itself as ``Defined$``: after a trigger's event moved it to another zone,
    the new object it became there (CR 400.7), Forge's ``TriggeredNewCardLKICopy``."""
    return "Self" if MOVED_SELF.get() is None else "TriggeredNewCardLKICopy"


#: Objects a reference can name that no step targets, by the ``id`` of their phrase: Forge's
#: ``Defined$`` for them: those of the trigger's event ("those creatures" after "Whenever you
#: attack with four or more creatures": ``TriggeredAttackers``; set by :func:`event_counts`),
#: and one a step before chose and remembered (``Remembered``, :mod:`.choices`).
NAMED: ContextVar[dict[int, str]] = ContextVar("NAMED", default={})  # noqa: B039


def _triggered_objects(events: list[Node]) -> dict[int, str]:
    """The objects the event of a trigger (of one event) gives its effect."""
    if len(events) != 1:
        return {}
    event = events[0]
    if isinstance(event, ast.PlayerAction) and event.action == "attack" and event.object:
        return {id(event.object): "TriggeredAttackers"}  # CR 508.1
    if isinstance(event, ast.Enters) and isinstance(event.object, ast.Objects):
        return {id(event.object): "TriggeredCard"}
    if isinstance(event, ast.ObjectAction) and event.action == "crew":
        return {id(event.other): "TriggeredVehicle"}  # "that Vehicle"
    return {}


def _moved_self(events: list[Node]) -> str | None:
    """The zone the card itself went to in the trigger's event (only "dies" moves it)."""
    dies = [e for e in events if isinstance(e, ast.Dies) and isinstance(e.object, ast.SelfRef)]
    return "Graveyard" if dies and len(dies) == len(events) else None


#: How the references of the card being written resolve, for the phrases written without a
#: chain of steps (a trigger's "when you sacrifice it"); set by :func:`resolving`.
_CARD_RESOLVE: ContextVar[Resolve] = ContextVar("_CARD_RESOLVE", default=no_antecedent)


@contextmanager
def resolving(resolve: Resolve) -> Iterator[None]:
    """While a card is written: what its references refer to."""
    token = _CARD_RESOLVE.set(resolve)
    try:
        yield
    finally:
        _CARD_RESOLVE.reset(token)


#: Targets chosen in a sentence of their own ("Choose any target."), by the ``id`` of their
#: phrase: the first step that names one again declares it (``ValidTgts$``).
DECLARED: ContextVar[frozenset[int]] = ContextVar("DECLARED", default=frozenset())


class Before(list[dict[str, str]]):
    """The parameters of the steps before in the chain, and how references resolve."""

    def __init__(self, params: Iterable[dict[str, str]], resolve: Resolve) -> None:
        super().__init__(params)
        self.resolve = resolve


#: Properties of a filter as Forge's valid-card expression writes them.
_STATUS = {"tapped", "untapped", "attacking", "blocking", "token", "nontoken"}
#: Statuses Forge spells otherwise: historic (CR 700.6), double-faced (CR 712.1), face-down
#: (CR 708.2).
_NAMED_STATUS = {"historic": "Historic", "double-faced": "DoubleFaced", "face-down": "faceDown"}


def player_params(player: Node, chain: list[dict[str, str]]) -> dict[str, str]:
    """The parameters naming who acts: nothing for you; ``ValidTgts$`` for a target player;
    ``Defined$`` for each player, each opponent, or a player targeted earlier in the chain."""
    if isinstance(player, ast.You):
        return {}
    if isinstance(player, ast.Player) and not player.other and not player.declined:
        noun = "Opponent" if player.noun == "opponent" else "Player"
        if player.quantifier == "target":
            return {"ValidTgts": noun, "TgtPrompt": f"Select target {noun.lower()}"}
        if player.quantifier == "each":
            return {"Defined": "Player.Opponent" if noun == "Opponent" else "Player"}
    if is_reference(player) and refers_to_target(player, chain, ("Player", "Opponent")):
        return {"Defined": "TargetedPlayer"}
    group = _resolve(chain, player) if is_reference(player) else None
    if isinstance(group, ast.Player) and group.quantifier == "each":  # "… and loses 2 life"
        return player_params(group, chain)
    raise Refused(f"player: {_said(player)}")


def object_params(obj: Node, chain: list[dict[str, str]]) -> dict[str, str]:
    """The parameters naming the object a step acts on: a target, the card itself, or an
    object targeted earlier in the chain ("it", "that creature")."""
    if isinstance(obj, ast.SelfRef):
        return {"Defined": _self_defined()}
    if isinstance(obj, ast.AttachedTo) and isinstance(obj.filter, ast.CardType):
        return {"Defined": obj.relation.capitalize()}  # "enchanted creature": Enchanted
    if isinstance(obj, ast.You):
        return {"Defined": "You"}
    if isinstance(obj, ast.Player):
        return player_params(obj, chain)
    if isinstance(obj, ast.AnyTarget) and obj.quantifier is None:
        return {"ValidTgts": "Any", "TgtPrompt": "Select any target"}
    if (
        isinstance(obj, ast.Objects)
        and obj.quantifier.endswith("target")
        and _plain_other(obj, chain)
    ):
        valid = valid_expression(obj.filter)
        valid = with_other(valid) if obj.other else valid
        params = {"ValidTgts": valid, "TgtPrompt": f"Select target {_prompt(valid)}"}
        return params | _target_count(obj)
    chosen = _resolve(chain, obj) if isinstance(obj, ast.Ref) else None
    if id(chosen) in DECLARED.get() and not any("ValidTgts" in params for params in chain):
        return object_params(chosen, chain)  # type: ignore[arg-type]  # "that permanent or player"
    if isinstance(obj, ast.Ref) and id(_resolve(chain, obj)) in NAMED.get():
        return {"Defined": NAMED.get()[id(_resolve(chain, obj))]}
    if isinstance(obj, ast.Ref) and _resolve(chain, obj) is not None:
        if isinstance(_resolve(chain, obj), ast.SelfRef):
            return {"Defined": _self_defined()}
        if refers_to_target(obj, chain, None):
            return {"Defined": "Targeted"}
    raise Refused(f"object: {_said(obj)}")


def _plain_other(obj: ast.Objects, chain: list[dict[str, str]]) -> bool:
    """Whether "other" in "another target creature" can only mean other than the card itself:
    no step before it targets (after one, it may mean other than that target)."""
    return not obj.other or not any("ValidTgts" in params for params in chain)


def all_params(obj: Node) -> dict[str, str] | None:
    """``ValidCards$`` for "all creatures", "each creature you control", "all creatures and
    planeswalkers" (an ``…All`` step); None when ``obj`` is not such a phrase."""
    if isinstance(obj, ast.ObjectList) and obj.conjunction == "and":
        every = [all_params(item) for item in obj.items]
        if all(every):
            return {"ValidCards": ",".join(e["ValidCards"] for e in every if e)}
        return None
    if isinstance(obj, ast.Objects) and obj.quantifier in ("all", "each") and obj.count is None:
        valid = valid_expression(obj.filter)
        return {"ValidCards": with_other(valid) if obj.other else valid}
    return None


def card_valid(obj: Node) -> str:
    """What a trigger watches, as ``ValidCard$``: "Creature.Other+YouCtrl", "Instant,Sorcery"
    (a spell: the word "spell" is the zone, not a type)."""
    if isinstance(obj, ast.SelfRef):
        return "Card.Self"
    if is_reference(obj) and isinstance(_CARD_RESOLVE.get()(obj), ast.SelfRef):
        return "Card.Self"  # "When ~ enters and when you sacrifice it"
    if isinstance(obj, ast.AttachedTo):
        return attached(obj)
    if not (
        isinstance(obj, ast.Objects) and obj.quantifier in ("a", "another") and obj.count is None
    ):
        raise Refused(f"trigger object: {_said(obj)}")
    filter_ = without_spell(obj.filter)
    valid = valid_expression(filter_)
    if obj.other or obj.quantifier == "another":
        valid = with_other(valid)
    return valid


def zone_target(obj: Node, chain: list[dict[str, str]]) -> tuple[dict[str, str], str]:
    """The parameters naming what a zone change moves, and the zone it comes from: a
    permanent, or a target card in a graveyard ("target creature card from your graveyard":
    ``ValidTgts$ Creature.YouCtrl``, from ``Graveyard``)."""
    place = obj.in_zone() if isinstance(obj, ast.Objects) else None
    if place is None:
        params = object_params(obj, chain)
        moved = MOVED_SELF.get()  # "When this creature dies, return it …": from there
        if moved is not None and params.get("Defined") == _self_defined():
            return params, moved
        kept = KEPT_SELF.get() if params.get("Defined") == "Self" else None
        return params, kept or "Battlefield"
    zone = place.zone
    if zone.name != "graveyard" or zone.position or not isinstance(obj, ast.Objects):
        raise Refused(f"an object in the {zone.name}")
    if zone.owner is not None and not isinstance(zone.owner, ast.You):
        raise Refused("a card in another player's graveyard")
    if obj.quantifier == "a" and obj.count is None and not obj.other:  # "a card from …"
        valid = valid_expression(obj.with_zone(None).filter)
        valid = with_property(valid, "YouCtrl") if zone.owner is not None else valid
        chosen = {"ChangeType": valid, "ChangeNum": "1", "Hidden": "True", "Mandatory": "True"}
        return chosen, "Graveyard"
    params = object_params(obj.with_zone(None), chain)
    if "ValidTgts" not in params:
        raise Refused("a card in a graveyard that is not a target")
    if zone.owner is not None:  # Forge's YouCtrl: a card in your graveyard is yours
        params["ValidTgts"] = with_property(params["ValidTgts"], "YouCtrl")
    return params | {"TgtZone": "Graveyard"}, "Graveyard"


def without_spell(filter_: Node) -> Node:
    """A filter without the word "spell" (the stack is a zone, not a type): "instant or
    sorcery spell" is "Instant,Sorcery"; "spell" alone is any card."""
    if isinstance(filter_, ast.AllOf):
        parts = [p for p in filter_.parts if not _is_spell(p)]
        return parts[0] if len(parts) == 1 else filter_.model_copy(update={"parts": parts})
    return ast.CardType(name="card") if _is_spell(filter_) else filter_


def _is_spell(node: Node) -> bool:
    return isinstance(node, ast.CardType) and node.name == "spell"


#: "enchanted creature", "equipped creature" as a property of Forge's valid expression.
ATTACHED = {"enchanted": "EnchantedBy", "equipped": "EquippedBy"}


def attached(obj: ast.AttachedTo) -> str:
    """ "enchanted creature" as Forge's valid expression: ``Creature.EnchantedBy``."""
    return with_property(valid_expression(obj.filter), ATTACHED[obj.relation])


def with_other(valid: str) -> str:
    """A valid expression for the objects other than the card itself: each option gets
    ``Other`` ("Creature.YouCtrl" → "Creature.YouCtrl+Other")."""
    return with_property(valid, "Other")


def with_property(valid: str, prop: str) -> str:
    """``prop`` added to each option of a valid expression."""
    return ",".join(v + ("+" if "." in v else ".") + prop for v in valid.split(","))


def count_expression(definition: Node) -> str:
    """What X counts, as Forge's ``Count$``: "the number of artifacts you control" is
    ``Count$Valid Artifact.YouCtrl``."""
    event = EVENT_COUNTS.get()
    if definition.kind in event:  # "the number of cards looked at while scrying this way"
        return event[definition.kind]
    entered = _this_turn(definition)  # "the number of Mounts that entered … this turn"
    if entered is not None:
        return entered
    if isinstance(definition, ast.CountOf) and not definition.total:
        every = all_params(definition.objects)
        if every is not None:
            return f"Count$Valid {every['ValidCards']}"
    on_self = isinstance(definition, ast.CountersOn) and isinstance(definition.object, ast.SelfRef)
    if on_self and definition.counter is not None:  # type: ignore[union-attr]
        return f"Count$CardCounters.{counter_kind(definition.counter)}"  # type: ignore[union-attr]
    raise Refused(f"amount: {definition.kind}")


#: What happened this turn, as Forge counts the cards that did it (``Count$ThisTurnEntered_…``).
_THIS_TURN = {
    "entered the battlefield": "Count$ThisTurnEntered_Battlefield_",
    "died": "Count$ThisTurnEntered_Graveyard_from_Battlefield_",
}


def _this_turn(definition: Node) -> str | None:
    """ "the number of Mounts and/or Vehicles that entered the battlefield under your control
    this turn": ``Count$ThisTurnEntered_Battlefield_Mount.YouCtrl,Vehicle.YouCtrl``."""
    objects = definition.objects if isinstance(definition, ast.CountOf) else None
    if not isinstance(objects, ast.Objects) or definition.total or objects.other:  # type: ignore[union-attr]
        return None
    parts = objects.filter.parts if isinstance(objects.filter, ast.AllOf) else [objects.filter]
    events = [p for p in parts if isinstance(p, ast.EventThisTurn)]
    if len(events) != 1 or events[0].object is not None or events[0].event not in _THIS_TURN:
        return None
    rest = [p for p in parts if p is not events[0]]
    valid = valid_expression(rest[0] if len(rest) == 1 else ast.AllOf(parts=rest))
    controller = events[0].controller
    if controller is not None and not isinstance(controller, ast.You):
        return None
    valid = with_property(valid, "YouCtrl") if controller is not None else valid
    return _THIS_TURN[events[0].event] + valid


def _target_count(obj: ast.Objects) -> dict[str, str]:
    """``TargetMin$``/``TargetMax$`` when the phrase names other than one target."""
    count = obj.count
    defined = isinstance(count, ast.Variable) and count.definition is not None
    paid = _paid_x(count) and obj.quantifier == "up to target"  # "up to X target cards"
    if _paid_x(count) and obj.quantifier == "target":  # "X target creatures": X is how many
        return {"TargetMin": "0", "TargetMax": "MaxTgts"}  # (Forge's way, see targets_x)
    if count is not None and not (isinstance(count, ast.Number) or defined or paid):
        raise Refused("a target count that is not a number or a defined X")
    most = "1" if count is None else str(count.value) if isinstance(count, ast.Number) else "X"
    if defined:
        count_expression(count.definition)  # type: ignore[union-attr]  # refused unless Forge counts it
    least = "0" if obj.quantifier == "up to target" else most
    if obj.quantifier == "any number target":
        raise Refused("any number of targets")
    return {} if (least, most) == ("1", "1") else {"TargetMin": least, "TargetMax": most}


def _resolve(chain: list[dict[str, str]], ref: Node) -> Node | None:
    return chain.resolve(ref) if isinstance(chain, Before) else None


def refers_to_target(ref: Node, chain: list[dict[str, str]], nouns: tuple[str, ...] | None) -> bool:
    """Whether ``ref`` refers to a target, and the one step before that targets is the
    step that declared it (a player's, when ``nouns`` say so)."""
    antecedent = _resolve(chain, ref)
    if antecedent is None or not is_target(antecedent):
        return False
    targeting = [p for p in chain if p.get("ValidTgts")]
    return len(targeting) == 1 and (nouns is None or targeting[0]["ValidTgts"] in nouns)


def valid_expression(node: Node) -> str:
    """A filter as Forge's valid-card expression: "Creature", "Creature.YouCtrl",
    "Artifact,Enchantment", "Permanent.nonLand"."""
    if isinstance(node, ast.AnyOf):
        return ",".join(valid_expression(option) for option in node.options)
    parts = node.parts if isinstance(node, ast.AllOf) else [node]
    choice = next((p for p in parts if isinstance(p, ast.AnyOf)), None)
    if choice is not None:  # "artifact or creature you control": each option, with the rest
        rest = [p for p in parts if p is not choice]
        return ",".join(valid_expression(ast.AllOf(parts=[o, *rest])) for o in choice.options)
    types = [p.name for p in parts if isinstance(p, ast.CardType)]
    if len(types) > 1 and "card" in types:  # "creature card": the type says it
        types.remove("card")
    props = [_property(p) for p in parts if not isinstance(p, ast.CardType)]
    if len(types) > 1:
        props += [t.capitalize() for t in types[1:]]
    if types:
        head = _type(types[0])
    else:  # "a Treasure", "an Elf": Forge names a subtype as the type
        named = [p for p in parts if isinstance(p, ast.Subtype) and p.name[:1].isupper()]
        head = named[0].name.replace(" ", "") if named else "Card"
        props = [p for p in props if p != head]
    return head + ("." + "+".join(props) if props else "")


def _type(name: str) -> str:
    if name in ("spell", "ability", "commander"):
        raise Refused(f"a target of type {name}")
    return name.capitalize()


def _one_word_keyword(ability: Node) -> bool:
    """A keyword of one word without a cost or number ("flying", "convoke")."""
    if not isinstance(ability, ast.Keyword) or ability.cost or ability.amount:
        return False
    return ability.filter is None and ability.name.isalpha()


def _property(node: Node) -> str:
    """One part of a filter as a Forge property."""
    if isinstance(node, ast.ControlledBy) and isinstance(node.player, ast.You):
        return "YouDontCtrl" if node.negated else "YouCtrl"
    if isinstance(node, ast.ControlledBy) and _opponent(node.player) and not node.negated:
        return "OppCtrl"
    if isinstance(node, ast.HasAbility) and _one_word_keyword(node.keyword):
        return "with" + node.keyword.name.capitalize()  # type: ignore[attr-defined]  # withFlying
    if isinstance(node, ast.Negated) and isinstance(node.filter, ast.HasAbility):
        return "without" + _property(node.filter).removeprefix("with")  # withoutFlying
    if isinstance(node, ast.Negated) and isinstance(node.filter, ast.CardType):
        return "non" + node.filter.name.capitalize()
    if isinstance(node, ast.Negated) and isinstance(node.filter, (ast.Subtype, ast.Color)):
        return "non" + _property(node.filter)  # "nonlegendary", "non-Aura", "nonblack"
    if isinstance(node, ast.Status) and node.name in _STATUS:
        return node.name
    if isinstance(node, ast.Status) and node.name in _NAMED_STATUS:
        return _NAMED_STATUS[node.name]
    if isinstance(node, ast.Color) and node.name in ("white", "blue", "black", "red", "green"):
        return node.name.capitalize()
    if isinstance(node, ast.Subtype) and node.name[:1].isupper():
        return node.name.replace(" ", "")
    if isinstance(node, ast.Subtype) and node.name in ("legendary", "basic", "snow"):
        return node.name.capitalize()  # a supertype (CR 205.4a)
    if isinstance(node, ast.WithCounter):  # "with a +1/+1 counter on it"
        return f"counters_GE1_{counter_kind(node.counter)}"
    if isinstance(node, ast.SameName) and node.negated:  # "… doesn't have the same name as
        return "doesNotShareNameWith " + _permanents_named(node.object)  # another permanent"
    if isinstance(node, ast.Compare) and _numeric(node):
        return f"{_ATTRIBUTES[node.attribute]}{node.op.upper()}{node.value.value}"
    if isinstance(node, ast.Compare) and node.attribute in _ATTRIBUTES and _paid_x(node.value):
        return f"{_ATTRIBUTES[node.attribute]}{node.op.upper()}X"  # "with mana value X or less"
    raise Refused(f"filter: {_said(node)}")


def _permanents_named(obj: Node) -> str:
    """ "another permanent you control" as Forge's names to compare with:
    ``OtherYourBattlefield``."""
    plain = isinstance(obj, ast.Objects) and obj.quantifier in ("a", "another") and not obj.count
    if plain and valid_expression(obj.filter) == "Permanent.YouCtrl":  # type: ignore[union-attr]
        other = obj.other or obj.quantifier == "another"  # type: ignore[union-attr]
        return "OtherYourBattlefield" if other else "YourBattlefield"
    raise Refused("filter: a name shared with other than permanents you control")


def counter_kind(name: str) -> str:
    """A counter kind as Forge names it: P1P1, M1M1, LOYALTY, OIL, STUN, …"""
    if name in COUNTERS:
        return COUNTERS[name]
    if not name.replace(" ", "").isalpha():
        raise Refused(f"counter kind {name}")
    return name.replace(" ", "_").upper()


def _numeric(node: ast.Compare) -> bool:
    """ "with mana value 3 or less", "with power 4 or greater": an attribute against a number."""
    return node.attribute in _ATTRIBUTES and isinstance(node.value, ast.Number) and not node.total


def targets_x(effect: Node) -> dict[str, str]:
    """The SVars of "Tap X target creatures" (X paid): Forge lets the player choose any
    number of targets up to how many there are (``MaxTgts``), and X is that number
    (``Targeted$Amount``)."""
    for node in effect.walk():
        if isinstance(node, ast.Objects) and node.quantifier == "target" and _paid_x(node.count):
            every = valid_expression(node.filter)
            return {"X": "Targeted$Amount", "MaxTgts": f"Count$Valid {every}"}
    return {}


def _paid_x(node: Node | None) -> bool:
    """An X the text does not define: the X paid (Forge's ``Count$xPaid``, CR 107.3)."""
    return isinstance(node, ast.Variable) and node.name == "X" and node.definition is None


def _opponent(player: Node) -> bool:
    return isinstance(player, ast.Player) and player.noun == "opponent"


def _prompt(valid: str) -> str:
    """The kinds of a valid expression for a prompt: "creature or planeswalker"."""
    kinds = dict.fromkeys(option.split(".")[0].lower() for option in valid.split(","))
    return " or ".join(kinds)


def _said(node: Node) -> str:
    """A node named for a refusal: its kind and, for a description, its quantifier."""
    quantifier = getattr(node, "quantifier", None)
    return f"{node.kind} ({quantifier})" if quantifier else node.kind
