"""AST effects as Forge steps: each step is an API type and its parameters, in the order
Forge's scripts write them (``docs/Card-scripting-API/AbilityFactory.md``). A sequence is a
chain of steps; "you may" marks its steps optional. An effect Forge would write otherwise, or
that needs a condition or a remembered object this back end does not write, is refused."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .. import ast
from ..ast import Node
from .casting import play, protection_from_color
from .choices import chosen_params
from .conditions import condition_params, unless_paid
from .control import exchange_control, gain_control, sacrifice, same_object, threatened
from .delayed import delayed, reflexive
from .granted import fight, gains_triggers
from .idioms import idiom
from .instead import instead_steps, otherwise_steps
from .objects import (
    Before,
    Resolve,
    all_params,
    card_valid,
    no_antecedent,
    object_params,
    player_params,
    zone_target,
)
from .player_steps import add_mana, ring_tempts
from .refusal import Refused
from .remembered import kept_on_top, on_remembered
from .replacements import exile_if_dying
from .restrictions import restriction_step
from .step import Step, amount, counter_kind
from .tokens import create_token
from .values import counted, variables, your_top_card
from .zones import cloak, exile_zone, shuffle_into, to_library

#: How long an effect lasts (CR 611.2a), as Forge's ``Duration$`` (until end of turn: its
#: default).
DURATIONS = {"until end of turn": {}, "until your next turn": {"Duration": "UntilYourNextTurn"}}
#: Forge's names for zones.
ZONES = {"hand": "Hand", "graveyard": "Graveyard", "exile": "Exile", "library": "Library"}


Chain = list[Step]


#: While set (by the audit, :func:`tolerant`), an effect the back end cannot express becomes
#: an UNKNOWN step instead of a refusal, and conditions are left out: the facts of the other
#: steps can still be compared. Never set while a script is written.
TOLERANT: ContextVar[bool] = ContextVar("TOLERANT", default=False)
#: The API of a step the back end cannot express (only while TOLERANT).
UNKNOWN = "?"


@contextmanager
def tolerant() -> Iterator[None]:
    """Facts of the steps the back end can express, with UNKNOWN for the others."""
    token = TOLERANT.set(True)
    try:
        yield
    finally:
        TOLERANT.reset(token)


def steps(effect: Node, chain: Chain | None = None, resolve: Resolve = no_antecedent) -> Chain:
    """The Forge steps of ``effect``, after the steps ``chain`` holds already; ``resolve``
    gives what a reference ("it", "that player") refers to."""
    chain = [] if chain is None else chain
    try:
        return _steps(effect, chain, resolve)
    except Refused:
        if not TOLERANT.get():
            raise
        chain.append(Step(UNKNOWN))
        return chain


def _steps(effect: Node, chain: Chain, resolve: Resolve) -> Chain:
    if isinstance(effect, ast.Sequence):
        i = 0
        while i < len(effect.steps):
            found = idiom(effect.steps[i:], resolve, lambda node: steps(node, None, resolve))
            if found is not None:
                made, used = found
                chain.extend(made)
                i += used
            else:
                steps(effect.steps[i], chain, resolve)
                i += 1
        return chain
    if isinstance(effect, ast.Optional_) and not isinstance(effect.player, ast.You):
        return _each_may(effect, chain, resolve)
    if isinstance(effect, ast.Optional_):
        start = len(chain)
        steps(effect.effect, chain, resolve)
        for step in chain[start:]:
            step.optional = True
        return chain
    if isinstance(effect, ast.Modal):
        chain.append(_charm(effect, resolve))
        return chain
    if isinstance(effect, ast.Replace):  # "If that creature would die this turn, exile it …"
        return exile_if_dying(effect, chain, resolve)
    if isinstance(effect, ast.DelayedTrigger):
        chain.append(delayed(effect, resolve, steps))
        return chain
    if isinstance(effect, ast.ReflexiveTrigger):
        chain.append(reflexive(effect, chain, resolve, steps))
        return chain
    if isinstance(effect, ast.Conditional):
        return _conditional(effect, chain, resolve)
    if isinstance(effect, ast.ForEach):  # "for each card you put on top …": what it kept
        return kept_on_top(effect, chain, resolve, steps) or steps(counted(effect), chain, resolve)
    make = LEAVES.get(effect.kind)
    if make is None:
        raise Refused(effect.kind)
    step = make(effect, Before((s.params for s in chain), resolve))
    step.node = effect
    step.svars |= variables(effect, resolve)
    last = chain[-1] if chain else None
    if last and _gains_as_it_becomes(last, step):  # "becomes … and gains flying": one Animate
        last.node = None
        last.params["Keywords"] = " & ".join(
            filter(None, [last.params.get("Keywords"), step.params["KW"]])
        )
        return chain
    if last and threatened(last, step):  # "Untap that creature. It gains haste …": one step
        last.node = None
        return chain
    if last and last.api == step.api == "Pump" and same_object(last.params, step.params):
        rest = {k: v for k, v in step.params.items() if k not in ("Defined", "Duration")}
        lasting = step.params.get("Duration") != last.params.get("Duration")  # not the same
        if not (set(rest) & set(last.params) or lasting):  # "gets +1/+0 and gains flying"
            last.params.update(rest)
            last.node = None
            return chain
    chain.append(step)
    return chain


def _conditional(effect: ast.Conditional, chain: Chain, resolve: Resolve) -> Chain:
    """ "If …, …": the steps under the condition's parameters; a condition on a card revealed
    before, an effect done instead and one done otherwise in their own modules."""
    plain = effect.otherwise is None and not effect.instead
    if plain and TOLERANT.get():  # facts have no conditions; "otherwise" and "instead" do
        return steps(effect.effect, chain, resolve)
    if on_remembered(effect, chain, resolve, steps):
        return chain
    if effect.instead:
        return instead_steps(effect, chain, resolve, steps)
    if effect.otherwise is not None:
        return otherwise_steps(effect, chain, resolve, steps)
    params = condition_params(effect, Before((s.params for s in chain), resolve))
    start = len(chain)
    steps(effect.effect, chain, resolve)
    for step in chain[start:]:
        step.params.update(params)
    return chain


def _charm(modal: ast.Modal, resolve: Resolve) -> Step:
    """ "Choose one —" as Forge's Charm: its modes are chains of their own."""
    unusual = modal.or_more or modal.any_number_if or modal.not_chosen == "ever"
    if unusual or modal.x_definition is not None:
        raise Refused("a modal choice other than choose N or up to N")
    number = amount(modal.choose)
    params = {"CharmNum": number} if number != "1" else {}
    if modal.not_chosen == "this turn":  # "choose one that hasn't been chosen this turn"
        params["ChoiceRestriction"] = "ThisTurn"
    if modal.up_to:
        params["MinCharmNum"] = "0"
    modes = []
    for mode in modal.modes:  # "choose one and ~ gets +1/+1 …": each mode, then that effect
        chain = steps(mode, None, resolve)
        modes.append((steps(modal.also, chain, resolve) if modal.also else chain, mode))
    return Step("Charm", params, modes=modes)


def _each_may(effect: ast.Optional_, chain: Chain, resolve: Resolve) -> Chain:
    """ "each player may scry 1", "each opponent may scry 1": each of them decides, for the
    one action they take (Forge's ``Optional$ True`` with ``Defined$``)."""
    start = len(chain)
    steps(effect.effect, chain, resolve)
    acting = getattr(effect.effect, "player", None)
    if len(chain) != start + 1 or acting != effect.player or "Defined" not in chain[-1].params:
        raise Refused("another player's choice (may) other than each player's own action")
    chain[-1].params["Optional"] = "True"
    return chain


def _gains_as_it_becomes(last: Step, step: Step) -> bool:
    """Whether ``step`` only grants keywords to what ``last`` (an Animate) changed, until the
    same time: Forge's scripts list them in the Animate's ``Keywords$``."""
    if last.api != "Animate" or step.api != "Pump" or set(step.params) != {"Defined", "KW"}:
        return False
    return same_object(last.params, step.params) and "Duration" not in last.params


def _reveal(node: ast.Reveal, before: list[dict[str, str]]) -> Step:
    """ "reveal the top card of your library": Forge's Dig that reveals and moves nothing."""
    if not (isinstance(node.player, ast.You) and your_top_card(node.object)) or node.from_zone:
        raise Refused("a reveal other than the top card of your library")
    return Step("Dig", {"DigNum": "1", "Reveal": "True", "NoMove": "True"})


def _player_action(
    api: str, name: str, default: str | None
) -> Callable[[Node, list[dict[str, str]]], Step]:
    """A step of a player's action with an amount (scry, draw, gain life, …)."""

    def make(node: Node, before: list[dict[str, str]]) -> Step:
        params = player_params(node.player, before)  # type: ignore[attr-defined]
        value = amount(node.amount)  # type: ignore[attr-defined]
        if value != default:
            params = {name: value} | params
        return Step(api, params)

    return make


def _discard(node: ast.Discard, before: list[dict[str, str]]) -> Step:
    if node.object is not None:
        raise Refused("discard of described cards")
    params = player_params(node.player, before)
    if node.amount is None:
        raise Refused("discard without a number")
    mode = "Random" if node.random else "TgtChoose"
    return Step("Discard", {"NumCards": amount(node.amount), "Mode": mode} | params)


def _deal_damage(node: ast.DealDamage, before: list[dict[str, str]]) -> Step:
    if not isinstance(node.source, ast.SelfRef) or node.more or node.divided or node.combat:
        raise Refused("damage from another source, divided or to several recipients")
    every = all_params(node.recipient)  # "deals 2 damage to each creature"
    if every is not None:
        return Step("DamageAll", every | {"NumDmg": amount(node.amount)})
    return Step(
        "DealDamage", object_params(node.recipient, before) | {"NumDmg": amount(node.amount)}
    )


def _on_object(api: str, extra: dict[str, str] | None = None) -> Callable[..., Step]:
    """A step acting on one object (destroy, tap, counter, …)."""

    def make(node: Node, before: list[dict[str, str]]) -> Step:
        return Step(api, object_params(node.object, before) | (extra or {}))  # type: ignore[attr-defined]

    return make


def _counter_spell(node: ast.CounterSpell, before: list[dict[str, str]]) -> Step:
    unless = unless_paid(node, getattr(before, "resolve", no_antecedent))
    obj = node.object
    if not (isinstance(obj, ast.Objects) and obj.quantifier == "target" and obj.count is None):
        raise Refused("counter something other than one target spell")
    valid = card_valid(obj.model_copy(update={"quantifier": "a"}))
    spell = {"TargetType": "Spell", "ValidTgts": valid}
    return Step("Counter", spell | {"TgtPrompt": "Select target spell"} | unless)


def _gain_ability(node: ast.GainAbility, before: list[dict[str, str]]) -> Step:
    lasting = DURATIONS.get(node.duration.name) if node.duration is not None else {}
    if lasting is None:
        raise Refused("abilities gained until other than end of turn")
    if any(isinstance(a, ast.TriggeredAbility) for a in node.abilities):
        return gains_triggers(node, before)  # 'gains "When this creature dies, …"'
    every = all_params(node.object)
    if _protection_of_choice(node.abilities):  # "protection from the color of your choice"
        choice = {"Gains": "Choice", "Choices": "AnyColor"}
        choice |= {"Duration": "Permanent"} if node.duration is None else lasting
        if every is not None:
            return Step("ProtectionAll", every | choice)
        return Step("Protection", object_params(node.object, before) | choice)
    keywords = {"KW": granted_keywords(node.abilities)} | lasting
    if node.duration is None:  # "It gains indestructible.": for as long as it stays
        keywords["Duration"] = "Permanent"
    if every is not None:
        return Step("PumpAll", every | keywords)
    return Step("Pump", object_params(node.object, before) | keywords)


def _protection_of_choice(abilities: list[Node]) -> bool:
    """Whether the one ability granted is protection from a color chosen as it resolves,
    which Forge writes as its Protection effect with ``Gains$ Choice``."""
    if len(abilities) != 1 or not isinstance(abilities[0], ast.Keyword):
        return False
    chosen = abilities[0].filter
    return (
        abilities[0].name == "protection from"
        and isinstance(chosen, ast.ChosenColor)
        and chosen.now
        and not chosen.that
    )


def granted_keywords(abilities: list[Node]) -> str:
    """Keywords an effect grants, as Forge lists them: "Flying & First Strike"."""
    names = []
    for ability in abilities:
        plain = isinstance(ability, ast.Keyword) and not (ability.cost or ability.amount)
        color = protection_from_color(ability)  # "protection from blue"
        if color is not None:
            names.append(color)
            continue
        if not plain or ability.filter is not None:  # type: ignore[attr-defined]
            raise Refused("a granted ability other than a plain keyword")
        names.append(ability.name.title())  # type: ignore[attr-defined]
    return " & ".join(names)


def _gain_energy(node: ast.GainEnergy, before: list[dict[str, str]]) -> Step:
    count = node.symbols.count("{E}")
    if not isinstance(node.player, ast.You) or count == 0:
        raise Refused("energy for another player")
    return Step("PutCounter", {"Defined": "You", "CounterType": "ENERGY", "CounterNum": str(count)})


def _put_counters(node: ast.PutCounters, before: list[dict[str, str]]) -> Step:
    kind = counter_kind(node.counter)
    params = {"CounterType": kind, "CounterNum": amount(node.amount)}
    every = all_params(node.object)  # "on each creature you control"
    if every is not None:
        return Step("PutCounterAll", every | params)
    chosen = chosen_params(node.object)  # "on a creature you control": chosen as it resolves
    if chosen is not None:
        return Step("PutCounter", chosen | params)
    return Step("PutCounter", object_params(node.object, before) | params)


def _exile(node: ast.Exile, before: list[dict[str, str]]) -> Step:
    if (whole := exile_zone(node, before)) is not None:  # "Exile all graveyards."
        return whole
    until = node.until_leaves
    if node.from_zone or node.counters or node.instead_of or node.player:
        raise Refused("exile from a zone, until, with counters, or instead")
    if until is not None and not isinstance(until, ast.SelfRef):
        raise Refused("exile until another object leaves the battlefield")
    params, origin = zone_target(node.object, before)
    if until is not None:  # "until this enchantment leaves the battlefield" (CR 610.3)
        params["Duration"] = "UntilHostLeavesPlay"
    return Step("ChangeZone", params | {"Origin": origin, "Destination": "Exile"})


def _move(node: ast.Move, before: list[dict[str, str]]) -> Step:
    to = "Battlefield" if node.to.name == "battlefield" else ZONES.get(node.to.name)
    if to == "Library":
        return to_library(node, before)
    plain = not (node.transformed or node.counters or node.order)
    if to not in ("Hand", "Battlefield") or node.player or not plain:
        raise Refused("a move other than to a hand or the battlefield")
    if node.from_zone is not None:
        return _from_your_graveyard(node, to)
    params, origin = zone_target(node.object, before)
    if origin == to:
        raise Refused("a move from the battlefield to the battlefield")
    if (node.tapped or node.attacking) and to != "Battlefield":
        raise Refused("a card put tapped or attacking into a hand")
    tapped = {k: "True" for k, on in (("Tapped", node.tapped), ("Attacking", node.attacking)) if on}
    owner = node.to.owner if to == "Battlefield" else None
    if owner is not None and not isinstance(owner, ast.You):
        raise Refused("a card put onto the battlefield under another player's control")
    control = {"GainControl": "True"} if owner is not None else {}  # "under your control"
    return Step("ChangeZone", params | {"Origin": origin, "Destination": to} | tapped | control)


def _from_your_graveyard(node: ast.Move, to: str) -> Step:
    """ "Return this card from your graveyard to your hand": an ability of the card in the
    graveyard (``ActivationZone$ Graveyard``, CR 113.6k); the card itself is Forge's default."""
    place = node.from_zone
    yours = place is not None and isinstance(place.owner, ast.You | None)
    if not (yours and place.name == "graveyard" and isinstance(node.object, ast.SelfRef)):
        raise Refused("a move from a zone other than this card from your graveyard")
    zone = {"Origin": "Graveyard", "Destination": to, "ActivationZone": "Graveyard"}
    return Step("ChangeZone", zone | ({"Tapped": "True"} if node.tapped else {}))


def _modify_pt(node: ast.ModifyPT, before: list[dict[str, str]]) -> Step:
    """ "gets +2/+0 until end of turn"; "-X/-X …, where X is …" with its SVar X."""
    lasting = DURATIONS.get(node.duration.name) if node.duration is not None else None
    if lasting is None:
        raise Refused("a change of power and toughness not until end of turn")
    if node.variable is not None and node.variable.definition is None:
        raise Refused("a change of power and toughness by an undefined X")
    pt = {"NumAtt": node.power, "NumDef": node.toughness} | lasting
    every = all_params(node.object)
    if every is not None:
        return Step("PumpAll", every | pt)
    return Step("Pump", object_params(node.object, before) | pt)


def _all_or_one(api: str) -> Callable[..., Step]:
    """A step on one object, or Forge's ``…All`` step on all the objects a phrase names."""

    def make(node: Node, before: list[dict[str, str]]) -> Step:
        every = all_params(node.object)  # type: ignore[attr-defined]
        if every is not None:
            return Step(api + "All", every)
        return Step(api, object_params(node.object, before))  # type: ignore[attr-defined]

    return make


#: Card types and supertypes as an effect names them ("artifact creature", "legendary").
_CARD_TYPES = {
    "artifact", "battle", "creature", "enchantment", "land", "planeswalker",
    "legendary", "snow", "basic", "world",
}  # fmt: skip


def _becomes(node: ast.Becomes, before: list[dict[str, str]]) -> Step:
    """ "<object> becomes a 4/4 Phyrexian Eye artifact creature until end of turn": Forge's
    Animate. Without "in addition to its other types" the new card types and creature types
    replace the old ones (CR 205.1a); a color given replaces its colors (CR 105.3)."""
    lasting = node.duration is None or node.duration.name == "until end of turn"
    if node.named or node.state:
        raise Refused("becomes with a name, or what a static ability makes an object")
    if not lasting:
        raise Refused("becomes, for a duration other than until end of turn or for good")
    card_types = [t.title() for t in node.types if t in _CARD_TYPES]
    subtypes = [t for t in node.types if t not in _CARD_TYPES]
    params = object_params(node.object, before)
    if node.power_toughness:
        power, toughness = node.power_toughness.split("/")
        params |= {"Power": power, "Toughness": toughness}
    if node.types:
        params["Types"] = ",".join(card_types + subtypes)
    if not node.in_addition and card_types:
        params["RemoveCardTypes"] = "True"
    if not node.in_addition and subtypes and "Creature" in card_types:
        params["RemoveCreatureTypes"] = "True"
    if node.colors:
        params |= {"Colors": ",".join(c.title() for c in node.colors), "OverwriteColors": "True"}
    keywords = [a for a in node.abilities if not isinstance(a, ast.StaticAbility)]
    if keywords:
        params["Keywords"] = granted_keywords(keywords)
    if node.duration is None:
        params["Duration"] = "Permanent"
    step = Step("Animate", params)
    statics = [a for a in node.abilities if isinstance(a, ast.StaticAbility)]
    if statics:  # 'with "During your turn, this creature has first strike."'
        from .emblems import granted_statics  # written with this module's keywords

        params["staticAbilities"] = granted_statics(statics, before, step, "Static")
    return step


def _emblem(node: ast.GetEmblem, before: list[dict[str, str]]) -> Step:
    from .emblems import emblem  # its statics are written with this module's keywords

    return emblem(node, before)


def _investigate(node: ast.Investigate, before: list[dict[str, str]]) -> Step:
    return Step("Investigate", player_params(node.player, before))


LEAVES: dict[str, Callable[..., Step]] = {
    "scry": _player_action("Scry", "ScryNum", None),
    "surveil": _player_action("Surveil", "Amount", None),
    "draw": _player_action("Draw", "NumCards", "1"),
    "mill": _player_action("Mill", "NumCards", "1"),
    "gain_life": _player_action("GainLife", "LifeAmount", None),
    "lose_life": _player_action("LoseLife", "LifeAmount", None),
    "discard": _discard,
    "deal_damage": _deal_damage,
    "destroy": _all_or_one("Destroy"),
    "create_token": create_token,
    "tap": _on_object("Tap"),
    "untap": _on_object("Untap"),
    "explore": _on_object("Explore"),
    "counter_spell": _counter_spell,
    "put_counters": _put_counters,
    "exile": _exile,
    "move": _move,
    "modify_pt": _modify_pt,
    "investigate": _investigate,
    "sacrifice": sacrifice,
    "gain_control": gain_control,
    "reveal": _reveal,
    "gain_ability": _gain_ability,
    "gain_energy": _gain_energy,
    "tap_or_untap": _on_object("TapOrUntap"),
    "becomes": _becomes,
    "restriction": restriction_step,
    "shuffle_into": shuffle_into,
    "ring_tempts": ring_tempts,
    "exchange_control": exchange_control,
    "cloak": cloak,
    "goad": _on_object("Goad"),  # CR 701.15
    "play": play,
    "get_emblem": _emblem,
    "fight": fight,
    "add_mana": add_mana,
}
