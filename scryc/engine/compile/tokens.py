"""Tokens and counters: creating tokens (their characteristics, a copy's exceptions, the
predefined Treasure, Food, Clue, Gold, Shard, Blood and Role tokens of CR 111.10) and
putting counters on objects."""

from __future__ import annotations

from functools import cache

from ... import ast as A
from ...parse import ParseError, parse
from ..ir import Call, Value, call
from .abilities import card_text
from .base import CARD_TYPES, CompileError, Compiler, Role, card_tree, compiles, refuse
from .costs import choosable
from .keyword_lines import keywords

PREDEFINED_TOKENS = {
    "Treasure": ("Artifact — Treasure", "{T}, Sacrifice this artifact: Add one mana of any color."),
    "Food": ("Artifact — Food", "{2}, {T}, Sacrifice this artifact: You gain 3 life."),
    "Clue": ("Artifact — Clue", "{2}, Sacrifice this artifact: Draw a card."),
    "Gold": ("Artifact — Gold", "Sacrifice this artifact: Add one mana of any color."),
    "Shard": ("Enchantment — Shard", "{2}, Sacrifice this enchantment: Scry 1, then draw a card."),
    "Blood": (
        "Artifact — Blood",
        "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.",
    ),
    "Sorcerer Role": (
        "Enchantment — Aura Role",
        'Enchant creature\nEnchanted creature gets +1/+1 and has "Whenever this creature '
        'attacks, scry 1."',
    ),
    "Monster Role": (
        "Enchantment — Aura Role",
        "Enchant creature\nEnchanted creature gets +1/+1 and has trample.",
    ),
    "Royal Role": (
        "Enchantment — Aura Role",
        "Enchant creature\nEnchanted creature gets +1/+1 and has ward {1}.",
    ),
}

#: Predefined creature tokens without abilities: name → type line, power, toughness, colors
#: (CR 111.10d: "a 2/2 black Zombie creature token named Walker").
PREDEFINED_CREATURES = {"Walker": ("Creature — Zombie", 2, 2, ("black",))}

refuse(
    {
        "keyword_cost": "no keyword costs taken from a mana cost",
        "move_counters": "no moving of counters from one object onto another",
        "double_counters": "no doubling of counters (each object's own count of each kind)",
        "put_counter_kinds": "no op puts counters of several kinds in one event",
        "counter_count": "compiled only as a part of put_counter_kinds",
        "enters_tapped_with_counters": "compiled only as a line of its own (an enters replacement)",
    }
)


@compiles("static")
def pt_equal_to(c: Compiler, node: A.PTEqualTo) -> Call:
    """A characteristic-defining ability (CR 604.3): "~'s power and toughness are each equal
    to the number of …", counted whenever they are asked; it applies before other effects
    that set power and toughness (CR 613.4a)."""
    if not isinstance(node.object, A.SelfRef):
        raise CompileError("pt_equal_to", f"of {node.object.kind}", node.span)
    amount = c.amount(node.amount)
    power = amount if "power" in node.stats else None
    toughness = amount if "toughness" in node.stats else None
    return call("defined_pt", power, toughness)


@compiles("effect", "cost_check")
def put_counters(c: Compiler, node: A.PutCounters, role: Role) -> Call:
    if role.name == "cost_check":
        return choosable(c, node)
    if node.divided:  # CR 601.2d: no op divides counters among objects yet
        raise CompileError("put_counters.divided", "counters divided among objects", node.span)
    objects = c.objects(node.object)
    amount = c.amount(node.amount)
    kept = isinstance(node.object, A.SelfRef) or c.scope.location(node.object) is not None
    if c.referred(node.object) and not kept:
        # "Put a +1/+1 counter on a creature you control. It gains …": the one chosen is kept
        return call("put_counters", amount, node.counter, objects, c.result(node.object, node))
    return call("put_counters", amount, node.counter, objects)


@compiles("effect")
def create_token(c: Compiler, node: A.CreateToken) -> Call:
    spec = node.token
    if spec.attacking:  # CR 508.4: no op puts a new token into combat yet
        raise CompileError("create_token.attacking", "a token created attacking", node.span)
    overrides = copy_exception(c, spec.exception) if spec.exception is not None else {}
    amount = c.amount(node.amount)
    attach_to = c.objects(spec.attached_to) if spec.attached_to is not None else None
    copy_of = c.objects(spec.copy_of) if spec.copy_of is not None else None
    token = token_spec(c, spec) if copy_of is None else None
    players = c.players(node.player)  # "its controller" means something before
    result = c.result(node)
    if token is not None and "X" in (spec.power_toughness or ""):  # "an X/X … token"
        overrides = {"power_toughness": spec.power_toughness, "x": _x_of(c, spec)}
    if attach_to is not None or spec.tapped:
        return call(
            "create_tokens",
            amount,
            token,
            copy_of,
            players,
            result,
            attach_to,
            spec.tapped,
            **overrides,
        )
    return call("create_tokens", amount, token, copy_of, players, result, **overrides)


def _x_of(c: Compiler, spec: A.TokenSpec) -> Call:
    """The X of an "X/X" token: "where X is …", or the spell's X; in a leaves-the-battlefield
    trigger, the card itself counted as it last existed ("where X is ~'s power")."""
    x = c.amount(spec.variable) if spec.variable is not None else call("x_value")
    return _as_it_was(x) if c.looking_back else x


def _as_it_was(value: Value) -> Value:
    """``value`` with each ``source()`` read as it last existed on the battlefield."""
    if isinstance(value, tuple):
        return tuple(_as_it_was(v) for v in value)
    if not isinstance(value, Call):
        return value
    if value.op == "source":
        return call("last_known", value)
    args = tuple(_as_it_was(a) for a in value.args)
    return call(value.op, *args, **{k: _as_it_was(v) for k, v in value.kwargs})


@compiles("part")
def copy_exception(c: Compiler, node: A.CopyException) -> dict[str, Value]:
    """A copy's exceptions the engine applies (CR 707.9a-b): not legendary, a starting
    loyalty, abilities it has; other characteristics are named."""
    pt = node.power_toughness or ""
    if "X" in pt:
        raise CompileError("copy_exception", "no copy overrides", node.span)
    names, quoted = c.granted(node.abilities)
    overrides: dict[str, Value] = {"not_legendary": node.not_legendary}
    if node.starting_loyalty is not None:
        overrides["loyalty"] = c.amount(node.starting_loyalty)
    if pt:
        overrides["power_toughness"] = pt
    if node.colors:
        overrides["colors"] = tuple(node.colors)
    if node.types:
        overrides["added_types" if node.in_addition else "set_types"] = tuple(node.types)
    if names:
        overrides["keywords"] = call("keywords", names, None, ", ".join(names))
    if quoted:  # "except it has "{2}{U}{U}: Return this creature to …"" (CR 707.9a)
        overrides["granted"] = quoted
    return overrides


@compiles("part")
def token_spec(c: Compiler, spec: A.TokenSpec) -> Call:
    """A token's characteristics and abilities."""
    types = [t for t in spec.types if t.lower() in CARD_TYPES]
    subtypes = [t for t in spec.types if t.lower() not in CARD_TYPES]
    name = " ".join(subtypes) or " ".join(t.title() for t in types) or "Token"
    if spec.named and spec.name:  # "… token named Minor Demon" (CR 111.4), as written
        name = spec.name
    if name in PREDEFINED_TOKENS and not types:
        type_line, text = PREDEFINED_TOKENS[name]
        return call(
            "token", name, type_line, None, None, (), _predefined_token(name, type_line, text)
        )
    if name in PREDEFINED_CREATURES and not types:
        return call("token", name, *PREDEFINED_CREATURES[name], call("card"))
    if not types:
        raise CompileError("token_spec", f"unknown token {name}", spec.span)
    type_line = " ".join(t.title() for t in types) + (
        f" — {' '.join(subtypes)}" if subtypes else ""
    )
    power = toughness = None
    if spec.power_toughness is not None:
        p, _, t = spec.power_toughness.partition("/")
        if not all(side.isdigit() or side == "X" for side in (p, t)):
            raise CompileError("token_spec.power_toughness", spec.power_toughness, spec.span)
        # an X is counted as the token is created (create_token passes it)
        power, toughness = (int(p) if p != "X" else 0), (int(t) if t != "X" else 0)
    colors = tuple(color for color in spec.colors if color != "colorless")
    abilities = [
        keywords(c, [ab], ab.name) if isinstance(ab, A.Keyword) else c.own_scope(ab)
        for ab in spec.abilities
    ]
    return call("token", name, type_line, power, toughness, colors, call("card", *abilities))


@cache
def _predefined_token(name: str, type_line: str, text: str) -> Call:
    try:
        node = parse(text, name=name, type_line=type_line)
    except ParseError as error:
        raise CompileError("token_spec", f"{name} token text does not parse: {error}") from None
    return card_tree(card_text(Compiler(node, text), node))
