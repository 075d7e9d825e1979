"""Changes to objects: power and toughness, base power and toughness, granted abilities, in
a resolving effect or a static ability."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from ..keywords import FLAGS, QUALIFIED
from ..player_keywords import PLAYER_KEYWORDS
from .base import CompileError, Compiler, Role, compiles, refuse
from .becoming import becomes
from .combining import duration
from .filters import chosen_slot
from .objects import filter_objects, line_of

refuse(
    {
        "granted_if": "an ability granted under its own condition",
        "change_text": "a text-changing effect (CR 612)",
        "pay_to_end": "an effect its player may end by paying mana: the engine offers no payment "
        "outside a resolving ability",
        "change_target": "changing a spell's or ability's target (CR 115.7a): no targets on the "
        "engine's stack to change",
        "every_type": "an object of every creature type or basic land type (CR 205.3m): the "
        "engine keeps no list of all subtypes to give",
        "abilities_of": "the activated abilities of another object: the engine copies no "
        "abilities from one object to another",
        "cant_have": "abilities an object can't have: the engine has no rule that removes "
        "abilities as they are granted",
        "gain_choice": "an ability chosen among several as the effect resolves: the engine's "
        "agent is offered no choice of abilities",
        "all_colors": "an object of all five colors (CR 105.2): the engine's colors are the "
        "card's own",
        "base_stat": "a base power or toughness alone (CR 613.4b): the engine's base power and "
        "toughness change sets both",
        "becomes_sized": "a becomes whose power and toughness are each an amount: the engine's "
        "becomes takes a written power/toughness only",
    }
)


@compiles("effect", "static")
def modify_pt(c: Compiler, node: A.ModifyPT, role: Role) -> Call:
    per_x = _pt_per_x(node)
    defined = node.variable is not None and node.variable.definition is not None
    if role.name == "static" and per_x is not None and defined:
        # "Equipped creature gets +X/+X, where X is …": X counted whenever it is asked
        px, tx = per_x
        times = c.amount(node.variable)  # type: ignore[arg-type]
        return call("continuous", role.member, power=px, toughness=tx, times=times)
    if role.name == "static":
        power, toughness = pt(node)
        return call("continuous", role.member, power=power, toughness=toughness)
    objects = c.objects(node.object)
    if per_x is not None and (defined or _x_of_cost(c, node)):
        # "gets +X/+0 until end of turn[, where X is …]": X counted once, as it resolves;
        # without a definition, the X paid for the spell or ability (CR 107.3a)
        times = c.amount(node.variable or A.Variable(span=node.span))
        return call("modify_pt", objects, *per_x, duration(node), times)
    power, toughness = pt(node)
    return call("modify_pt", objects, power, toughness, duration(node))


@compiles("effect", "static")
def base_pt(c: Compiler, node: A.BasePT, role: Role) -> Call:
    """ "has base power and toughness 1/1": the same change as becoming a 1/1."""
    return becomes(c, node, role)


@compiles("effect", "static")
def gain_ability(c: Compiler, node: A.GainAbility, role: Role) -> Call:
    if role.name == "static":
        names, quoted = c.granted(node.abilities, node.each_if)
        return call("continuous", role.member, keywords=names, granted=quoted)
    objects = c.objects(node.object)
    chosen = _quality_of_choice(node)
    if chosen is not None:  # "gains protection from the color of your choice"
        return call("gain_quality_of_choice", objects, chosen, duration(node))
    before = _quality_chosen_before(c, node)
    if before is not None:  # "Choose a color. … gain protection from the chosen color"
        keyword, slot = before
        return call("gain_quality_of_choice", objects, keyword, duration(node), chosen=slot)
    names, quoted = c.granted(node.abilities, node.each_if)
    return call("gain_abilities", objects, names, quoted, duration(node))


def _quality_of_choice(node: A.GainAbility) -> str | None:
    """The keyword of "gains protection from the color of your choice" (chosen as the
    effect resolves), if that is all the effect grants."""
    if len(node.abilities) != 1 or node.each_if:
        return None
    keyword = node.abilities[0]
    if not isinstance(keyword, A.Keyword) or keyword.name.lower() not in QUALIFIED:
        return None
    chosen = keyword.filter
    return keyword.name.lower() if isinstance(chosen, A.ChosenColor) and chosen.now else None


def _quality_chosen_before(c: Compiler, node: A.GainAbility) -> tuple[str, int] | None:
    """The keyword and the slot of the color of "gain protection from the chosen color" when
    the color was chosen earlier in this ability, if that is all the effect grants."""
    if len(node.abilities) != 1 or node.each_if:
        return None
    keyword = node.abilities[0]
    if not isinstance(keyword, A.Keyword) or keyword.name.lower() not in QUALIFIED:
        return None
    slot = chosen_slot(c, "color")
    if not isinstance(keyword.filter, A.ChosenColor) or keyword.filter.now or slot is None:
        return None
    return keyword.name.lower(), slot


def you_have(c: Compiler, step: A.Node) -> list[Call] | None:
    """ "You have hexproof", "You and Humans you control have hexproof" in a static
    ability: the player's keywords (CR 702.11c, 702.18a), and the objects' as a continuous
    effect; None for a step that gives a player nothing."""
    if not isinstance(step, A.GainAbility):
        return None
    given = step.object
    joined = isinstance(given, A.ObjectList) and given.conjunction == "and"
    items = given.items if isinstance(given, A.ObjectList) and joined else [given]
    if not any(isinstance(i, A.You) for i in items):
        return None
    names, quoted = c.granted(step.abilities, step.each_if)
    if quoted or not set(names) <= PLAYER_KEYWORDS:
        raise CompileError("static object: you", "a player's ability", step.span)
    parts = [call("player_has", names)]
    parts += [c.static(step, c.member(i)) for i in items if not isinstance(i, A.You)]
    return parts


@compiles("effect", "static")
def lose_ability(c: Compiler, node: A.LoseAbility, role: Role) -> Call:
    """ "Target creature loses flying until end of turn", "Equipped creature … loses flying":
    keywords that are only flags, removed in layer 6 (CR 613.1f); "loses all abilities":
    printed ones and those gained before (CR 613.7). A keyword with a quality or a number
    is refused."""
    names = () if node.all_abilities else _lost_keywords(node)
    strips = "all" if node.all_abilities else ""
    if role.name == "static":
        if strips and _off_battlefield(c, node.object):  # "Cards in graveyards lose …"
            raise CompileError("lose_ability", "abilities of objects off the battlefield")
        return call("continuous", role.member, lose_keywords=names, strips=strips)
    return call("lose_abilities", c.objects(node.object), names, duration(node), strips)


def _off_battlefield(c: Compiler, node: A.Node) -> bool:
    """Whether a static effect's objects are found outside the battlefield."""
    if not isinstance(node, A.Objects):
        return False
    return filter_objects(c, node, ("battlefield",))[1] != ("battlefield",)


def _lost_keywords(node: A.LoseAbility) -> tuple[str, ...]:
    names: list[str] = []
    for ability in node.abilities:
        name = ability.name.lower() if isinstance(ability, A.Keyword) else ""
        if name not in FLAGS:
            what = name or ability.kind
            raise CompileError("lose_ability", f"no losing of {what}", ability.span)
        names.append(name)
    return tuple(names)


def _x_of_cost(c: Compiler, node: A.Node) -> bool:
    """Whether an X the text doesn't define is the one chosen as a cost is paid: the node is
    in a spell or an activated ability (a triggered ability has no X of its own)."""
    return isinstance(line_of(c, node), A.SpellAbility | A.ActivatedAbility)


def _pt_per_x(node: A.ModifyPT) -> tuple[int, int] | None:
    """The change per point of X in "+X/+0", "-X/-X" (each side X, -X or 0); None otherwise."""
    per = {"+X": 1, "X": 1, "-X": -1, "−X": -1, "+0": 0, "-0": 0, "0": 0}
    sides = (per.get(node.power), per.get(node.toughness))
    if None in sides or sides == (0, 0):
        return None
    return sides[0], sides[1]  # type: ignore[return-value]


def pt(node: A.ModifyPT) -> tuple[int, int]:
    try:
        return int(node.power.replace("−", "-")), int(node.toughness.replace("−", "-"))
    except ValueError:
        detail = f"{node.power}/{node.toughness}: the AST gives no value for X"
        raise CompileError("modify_pt", detail, node.span) from None
