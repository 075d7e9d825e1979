"""Becoming something (CR 205.1, 613): types, subtypes, colors, base power and toughness and
abilities an object gets, a characteristic chosen as the effect resolves, and becoming a
copy (CR 707.2)."""

from __future__ import annotations

from ... import ast as A
from ...data import creature_types
from ..ir import Call, Value, call
from ..ops.values_amounts import BASIC_LAND_TYPES as BASIC_LANDS
from .base import CARD_TYPES, CompileError, Compiler, Role, compiles
from .combining import duration
from .objects import line_of

SUPERTYPES = frozenset({"basic", "legendary", "snow", "world"})
CREATURE_TYPES = creature_types()


@compiles("effect", "static")
def becomes(c: Compiler, node: A.Becomes | A.BasePT, role: Role) -> Call:
    """ "<objects> become(s) …" as an effect (for its duration) or as a static ability's
    continuous effect; "has base power and toughness 1/1"."""
    if isinstance(node, A.Becomes) and node.copy_of is not None and role.name == "effect":
        return _becomes_copy(c, node)
    if role.name == "static":
        return call("continuous", role.member, **becomes_parts(c, node))
    if isinstance(node, A.Becomes) and node.chosen is not None and _only_chosen(node):
        # "becomes the color of your choice": chosen as the effect resolves (CR 608.2d)
        objects = c.objects(node.object)
        return call("becomes_chosen", objects, duration(node), node.chosen, node.in_addition)
    objects = c.objects(node.object)
    return call("becomes", objects, duration(node), **becomes_parts(c, node))


def _becomes_copy(c: Compiler, node: A.Becomes) -> Call:
    """ "<objects> become(s) a copy of <object> [, except …] [until end of turn]" (CR 707.2);
    anything else it becomes at once is refused."""
    from .tokens import copy_exception  # tokens imports abilities, which imports this

    assert node.copy_of is not None
    others = node.types or node.colors or node.power_toughness or node.abilities
    if others or node.chosen is not None:
        raise CompileError("becomes.copy_of", "a copy and other characteristics", node.span)
    exception = copy_exception(c, node.copy_exception) if node.copy_exception else {}
    objects, original = c.objects(node.object), c.objects(node.copy_of)
    return call("becomes_copy", objects, original, duration(node), **exception)


def _only_chosen(node: A.Becomes) -> bool:
    """Nothing but the chosen characteristic changes, and only for permanents (a spell
    that becomes a color is not modelled)."""
    others = node.types or node.colors or node.power_toughness or node.abilities
    spells = any(isinstance(n, A.CardType) and n.name == "spell" for n in node.object.walk())
    return not others and node.copy_of is None and not spells


def becomes_parts(c: Compiler, node: A.Becomes | A.BasePT) -> dict[str, Value]:
    """The characteristics an object gets as it becomes something (or gets a base power
    and toughness): types, colors, base power and toughness, abilities."""
    if isinstance(node, A.BasePT):
        return {"base_pt": _base_pt(f"{node.power}/{node.toughness}", node)}
    if node.copy_of is not None:
        raise CompileError("becomes.copy_of", "copiable values (CR 707.2)", node.span)
    if node.chosen is not None:
        raise CompileError("becomes.chosen", f"the {node.chosen} chosen on resolution", node.span)
    if node.state and not node.in_addition:  # "It's a land named Moon."
        detail = "types (and a name) set, not added (CR 205.1a)"
        raise CompileError("becomes.set_types", detail, node.span)
    if node.colors_added:  # "in addition to its other colors and types"
        raise CompileError("becomes.colors_added", "colors added to its own", node.span)
    parts: dict[str, Value] = {}
    if node.types:
        words = [t.lower() for t in node.types]
        if SUPERTYPES & set(words):
            raise CompileError("becomes", "a supertype", node.span)
        kinds = tuple(w for w in words if w in CARD_TYPES)
        subtypes = tuple(t for t in node.types if t.lower() not in CARD_TYPES)
        if kinds or node.in_addition:
            parts["retype"] = call("type_change", kinds, subtypes, node.in_addition)
        else:  # "becomes a Bird Giant", "becomes a Swamp" (CR 205.1b, 305.7)
            parts["retype"] = call("set_subtypes", _set_subtypes(subtypes, node))
    if node.colors:
        parts["colors"] = tuple(color for color in node.colors if color != "colorless")
    if node.power_toughness == "X/X" and _x_paid(c, node):  # "{X}: … becomes an X/X …"
        parts["base_x"] = c.amount(A.Variable(span=node.span))
    elif node.power_toughness is not None:
        parts["base_pt"] = _base_pt(node.power_toughness, node)
    names, quoted = c.granted(node.abilities)
    if names:
        parts["keywords"] = names
    if quoted:
        parts["granted"] = quoted
    return parts


def _x_paid(c: Compiler, node: A.Node) -> bool:
    """Whether the X of "becomes an X/X" is the one paid: the node is in an activated ability
    with {X} in its cost (the AST keeps no "where X is …" of a becomes)."""
    ability = line_of(c, node)
    costs = ability.costs if isinstance(ability, A.ActivatedAbility) else []
    return any(isinstance(k, A.ManaCost) and "{X}" in k.symbols for k in costs)


def _set_subtypes(subtypes: tuple[str, ...], node: A.Becomes) -> tuple[str, ...]:
    """Subtypes that replace those of their kind: creature types, or basic land types (an
    Aura, an Equipment: a subtype of another kind is refused)."""
    if all(t in CREATURE_TYPES for t in subtypes) or all(t in BASIC_LANDS for t in subtypes):
        return subtypes
    raise CompileError("becomes", "subtypes without a card type", node.span)


def _base_pt(written: str, node: A.Node) -> tuple[int, int]:
    """ "4/4" as numbers; a power or toughness the AST gives no value for can't compile."""
    power, _, toughness = written.partition("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise CompileError(f"{node.kind}.power_toughness", written, node.span)
    return int(power), int(toughness)
