"""Object actions: damage, fights, destroying, exiling, countering, tapping, sacrificing,
moving between zones, attaching."""

from __future__ import annotations

from ... import ast as A
from ...check.binding import is_reference, is_target
from ..ir import Call, Value, call
from .base import CompileError, Compiler, Role, compiles, refuse
from .costs import choosable
from .objects import filter_objects
from .rules import absorbed

refuse(
    {
        "damage_to": "a part: deal_damage reads it in place",
        "with_counters": "no objects arriving with counters",
        "phase_out": "no phasing",
        "remove_from_combat": "no removing a creature from combat",
        "unattach": "no unattaching",
        "endure": "no enduring (a choice between counters and a Spirit token)",
        "double_pt": "no doubling power or toughness",
        "turn_face_up": "no face-down objects",
        "turn_face_down": "no face-down objects",
    }
)


@compiles("effect")
def choose_new_targets(c: Compiler, node: A.ChooseNewTargets) -> Call:
    """ "You may choose new targets for the copy": the copying reads it (``copy_spell``);
    changing the targets of a spell that is not a copy is not done."""
    if not is_reference(node.object) or not isinstance(
        c.bindings.of(node.object).antecedent, A.CopySpell
    ):
        raise CompileError(node.kind, "new targets for a spell that is not a copy", node.span)
    return call("sequence")


@compiles("effect")
def deal_damage(c: Compiler, node: A.DealDamage) -> Call:
    if node.divided:  # the division is announced as the spell is cast (CR 601.2d)
        return _divided(c, node)
    source = c.objects(node.source)
    if any(is_target(n) for n in node.recipient.walk()):
        # "… to target player equal to the cards in their hand", "… to target spell's
        # controller equal to that spell's mana value": the target first
        recipients = c.objects(node.recipient)
        amount = c.amount(node.amount)
    else:
        amount = c.amount(node.amount)
        recipients = c.objects(node.recipient)
    c.scope.last = c.scope.location(node.recipient)  # "If a creature is dealt damage this way"
    if node.more:  # "… and 1 damage to you": the same source, in the same event (CR 120.2)
        more = tuple((c.amount(m.amount), c.objects(m.recipient)) for m in node.more)
        return call("deal_damage", source, amount, recipients, node.combat, more=more)
    return call("deal_damage", source, amount, recipients, node.combat)


@compiles("effect")
def put_back(c: Compiler, node: A.PutBack) -> Call:
    """ "Look at the top three cards of your library, then put them back in any order": the
    cards stay in the library, reordered by their owner (CR 401.4)."""
    return call("put_back", c.objects(node.object, zones=("library",)), node.order)


def _divided(c: Compiler, node: A.DealDamage) -> Call:
    """ "… deals 3 damage divided as you choose among one, two, or three targets": a target
    phrase whose amount is divided among its targets as they are chosen."""
    source = c.objects(node.source)
    amount = c.amount(node.amount)
    target = node.recipient
    q = getattr(target, "quantifier", None)
    if (
        node.more
        or node.combat
        or q not in ("any number", "one to", "any number target", "one to target", "target")
    ):
        raise CompileError("deal_damage.divided", f"among {target.kind}", node.span)
    one = call("number", 1)
    top = c.amount(target.count) if target.count is not None else amount  # type: ignore[union-attr]
    if isinstance(target, A.AnyTarget):
        index = c.declare_target(target, call("any_target"), ("battlefield",), True, one, top)
    else:
        assert isinstance(target, A.Objects)
        pred, zones = filter_objects(c, target, ("battlefield",))
        low = top if q == "target" else one  # "among X target creatures": exactly X
        index = c.declare_target(target, pred, zones, False, low, top)
    declared = c.scope.targets[index]
    c.scope.targets[index] = Call(
        declared.op, declared.args, (*declared.kwargs, ("divided", amount))
    )
    c.scope.last = c.scope.location(target)  # "creatures dealt damage this way"
    return call("deal_divided_damage", source, index)


@compiles("effect")
def fight(c: Compiler, node: A.Fight) -> Call:
    return call("fight", c.objects(node.object), c.objects(node.other))


@compiles("effect")
def explore(c: Compiler, node: A.Explore) -> Call:
    return call("explore", c.objects(node.object))


@compiles("effect")
def destroy(c: Compiler, node: A.Destroy) -> Call:
    """Destroy; "It can't be regenerated." after it is about this destruction (CR 701.19c)."""
    objects = c.objects(node.object)
    slot = c.result(node.object, node)
    if any(absorbed(c, r) is node for r in c.card.walk() if isinstance(r, A.Restriction)):
        return call("destroy", objects, slot, False)
    return call("destroy", objects, slot)


@compiles("effect")
def regenerate(c: Compiler, node: A.Regenerate) -> Call:
    """Regenerate (CR 701.19a): a shield against the next destruction this turn."""
    return call("regenerate", c.objects(node.object))


@compiles("effect", "cost_check")
def exile(c: Compiler, node: A.Exile, role: Role) -> Call:
    if role.name == "cost_check":
        return choosable(c, node)
    if node.instead_of is not None:
        raise CompileError("exile.instead_of", "no replaced zone change", node.span)
    if node.face_down:
        raise CompileError("exile.face_down", "no face-down exile", node.span)
    zones = (node.from_zone.name,) if node.from_zone is not None else ("battlefield",)
    if node.player is not None and not isinstance(node.player, A.You):
        # "Target opponent exiles a creature they control": each player chooses among their
        # own objects, as a sacrifice is chosen
        if node.until_leaves is not None:
            raise CompileError("exile.player", "exiled by another player until", node.span)
        players = c.players(node.player)
        objects = c.objects(node.object, zones=zones, own=True)
        return call("exile", objects, c.result(node.object, node), players=players)
    objects = c.objects(node.object, zones=zones)
    kwargs: dict[str, Value] = {}
    if node.counters is not None:  # "Exile ~ with three time counters on it"
        kwargs["counters"] = ((node.counters.counter, c.amount(node.counters.amount)),)
    if node.until_leaves is not None:  # CR 610.3
        until = c.objects(node.until_leaves)
        return call("exile", objects, c.result(node.object, node), until, **kwargs)
    return call("exile", objects, c.result(node.object, node), **kwargs)


@compiles("effect")
def counter_spell(c: Compiler, node: A.CounterSpell) -> Call:
    if node.unless_x is not None:
        raise CompileError("counter_spell", "an X defined by 'where X is'", node.span)
    objects = c.objects(node.object, zones=("stack",))
    payers = c.players(node.unless_player) if node.unless_player is not None else None
    times = c.multiplied.pop(id(node), None)  # "unless its controller pays {1} for each …"
    if times is not None:
        return call("counter_spell", objects, node.unless_paid, payers, times=times)
    return call("counter_spell", objects, node.unless_paid, payers)


@compiles("effect", "cost_check")
def tap(c: Compiler, node: A.Tap, role: Role) -> Call:
    if role.name == "cost_check":
        return choosable(c, node)
    return call("tap", c.objects(node.object))


@compiles("effect")
def untap(c: Compiler, node: A.Untap) -> Call:
    return call("untap", c.objects(node.object))


@compiles("effect")
def tap_or_untap(c: Compiler, node: A.TapOrUntap) -> Call:
    return call("tap_or_untap", c.objects(node.object))


@compiles("effect", "cost_check")
def sacrifice(c: Compiler, node: A.Sacrifice, role: Role) -> Call:
    if role.name == "cost_check":
        return choosable(c, node)
    players = c.players(node.player)
    objects = c.objects(node.object, own=True)
    return call("sacrifice", players, objects, c.result(node.object, node))


@compiles("effect", "cost_check")
def move(c: Compiler, node: A.Move, role: Role) -> Call:
    """Cards go to their owners' zones (CR 400.3), so only "onto the battlefield under
    <player>'s control" reads the zone's player."""
    if role.name == "cost_check":
        return choosable(c, node)
    if node.attacking and node.to.name != "battlefield":
        raise CompileError("move.attacking", f"attacking into {node.to.name}", node.span)
    if node.transformed:
        raise CompileError("move.transformed", "no double-faced cards", node.span)
    if node.attached_to is not None:
        raise CompileError("move.attached_to", "no entering attached", node.span)
    if node.order not in (None, "any", "random"):
        raise CompileError(f"move.order: {node.order}", "no choice of order", node.span)
    if node.order is not None and node.to.name != "library":
        raise CompileError(f"move.order: {node.order}", f"into {node.to.name}", node.span)
    owner = node.player.object if isinstance(node.player, A.OwnerOf | A.ControllerOf) else None
    if owner is not None and is_target(owner):  # "Target permanent's owner puts it …"
        c.objects(owner)  # the target is chosen; the card goes to its owner's zone anyway
    kwargs: dict[str, Value] = {}
    if isinstance(node.player, A.Player):  # "that player returns a creature they control"
        kwargs["choosers"] = c.players(node.player)  # first: "… from their hand"
    objects = c.objects(node.object)
    to = node.to
    controllers = None
    if to.name == "battlefield" and to.owner is not None:
        controllers = c.players(to.owner)
    result = c.result(node.object, node)
    position = to.position or "top"
    if to.depth is not None:  # "fifth from the top": the place, counted from 1
        position = str(to.depth)
    args = (objects, to.name, position, controllers, node.tapped, result)
    if node.order is not None:  # the owner chooses the order (CR 401.4), or it is random
        kwargs["order"] = node.order
    if node.counters is not None:  # "… with a +1/+1 counter on it": it enters with them
        kwargs["counters"] = ((node.counters.counter, c.amount(node.counters.amount)),)
    if node.attacking:  # "… onto the battlefield tapped and attacking" (CR 508.4)
        return call("put_attacking", call("move_to", *args, **kwargs))
    return call("move_to", *args, **kwargs)


@compiles("effect")
def attach(c: Compiler, node: A.Attach) -> Call:
    """ "attach ~ to <object>": the source itself, as equip does; "attach it to target
    creature you control", "attach target Equipment you control to …": Equipment, to a
    creature (CR 301.5c, 701.3)."""
    if isinstance(node.object, A.SelfRef):
        return call("attach", c.objects(node.to))
    if not _equipment(c, node.object):
        raise CompileError("attach.object", "attaching an Aura or another object", node.span)
    attached = c.objects(node.object)
    return call("attach", c.objects(node.to), attached=attached)


def _equipment(c: Compiler, node: A.Node) -> bool:
    """Whether what an attach names is Equipment: the card itself ("this Equipment", or with
    equip), or a description of Equipment only ("target Equipment you control", "the
    returned card")."""
    if is_reference(node):
        node = c.bindings.of(node).antecedent  # type: ignore[arg-type,assignment]
    if isinstance(node, A.SelfRef):  # "this Equipment", or a card with equip
        return node.noun == "Equipment" or any(
            isinstance(k, A.Keyword) and k.name.lower() == "equip"
            for ab in c.card.abilities
            for k in ab.walk()
        )
    if not isinstance(node, A.Objects) or node.filter is None:
        return False
    named = {n.name for n in node.filter.walk() if isinstance(n, A.Subtype)}
    return "Equipment" in named and "Aura" not in named
