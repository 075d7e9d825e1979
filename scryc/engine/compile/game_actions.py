"""Game actions: permissions to play cards, "for each", investigating, extra turns,
arranging cards, copying spells."""

from __future__ import annotations

from typing import TypeGuard

from ... import ast as A
from ...check.binding import is_target
from ..ir import Call, call
from .arranging import PLACES, arranged_parts
from .base import CompileError, Compiler, Role, compiles, refuse, unsupported
from .changes import pt
from .combining import duration
from .conditions import casting_record_of
from .filters import zone_of
from .histories import step_before
from .objects import affected, filter_objects
from .rewrite import rewrite
from .scope import Location
from .support import support

refuse(
    {
        "take_initiative": "no initiative",
        "cast_from_zone": "no permission to cast the card itself from a zone",
        "venture": "no dungeons",
        "incubate": "no Incubator tokens",
        "behold": "no behold",
        "collect_evidence": "no collecting evidence",
        "suspect": "no suspected creatures",
        "transform_permanent": "no double-faced cards",
        "cloak": "no face-down permanents",
        "finish_voting": "no votes",
        "vote": "no votes",
        "votes": "no votes",
        "move_instead_of": "no replacement of where a countered spell's card goes",
        "ring_tempts": "no Ring",
        "redirect_damage": "no redirection of damage",
        "would_be_dealt_damage": "no replacement of damage dealt to an object or player",
        "prevent_that_damage": "no prevention of a replaced damage event",
        "modify_damage": "no change of the amount of damage dealt",
    }
)


@compiles("effect")
def copy_spell(c: Compiler, node: A.CopySpell) -> Call:
    """ "Copy target instant or sorcery spell[ twice]. You may choose new targets for the
    copy." (CR 707.10, 707.10c): the "choose new targets" that refers to this copy is read
    here. A spell referred to back ("copy that spell") may have left the stack; copying it
    from last known information is not done."""
    if node.exception is not None:
        raise CompileError("copy_spell.exception", "a copy that differs", node.span)
    if not is_target(node.object):
        why = "a spell referred to may have left the stack (last known information)"
        raise CompileError("copy_spell.untargeted", why, node.span)
    choices = [n for n in c.card.walk() if isinstance(n, A.ChooseNewTargets)]
    new_targets = any(c.refers(n.object, node) for n in choices)
    if choices and not new_targets:  # "… twice instead. … new targets for the copies."
        raise CompileError("copy_spell.new_targets", "new targets for another copy", node.span)
    times = c.amount(node.times) if node.times is not None else None
    return call("copy_spells", c.objects(node.object), times, new_targets)


@compiles("effect")
def clash(c: Compiler, node: A.Clash) -> Call:
    """ "Clash with an opponent" (CR 701.30b): the opponent is chosen, not targeted; the
    result is kept (with the node) for "If you win, …"."""
    if not isinstance(node.player, A.You):
        raise CompileError(node.kind, "another player clashes", node.span)
    players, opponents = c.players(node.player), c.players(node.opponent)
    return call("clash", players, opponents, c.scope.fill(node, number=True).slot)


@compiles("effect")
def become_monarch(c: Compiler, node: A.BecomeMonarch) -> Call:
    """ "You become the monarch" (CR 725)."""
    return call("become_monarch", c.players(node.player))


@compiles("effect")
def keyword_action(c: Compiler, node: A.KeywordAction) -> Call:
    """ "Detain target creature an opponent controls" (CR 701.35), "<permanent> connives"
    (CR 701.50), "manifest the top card of your library" (CR 701.40); exert, manifest
    dread and airbend are refused."""
    if node.name not in ("detain", "connive", "manifest") or node.object is None:
        raise CompileError("keyword_action", f"no {node.name}", node.span)
    if node.name == "manifest":
        player = c.players(node.player) if node.player is not None else call("you")
        objects = c.objects(node.object)
        return call("manifest", player, objects, c.result(node.object, node))
    return call(node.name, c.objects(node.object))


@compiles("effect")
def extra_turn(c: Compiler, node: A.ExtraTurn) -> Call:
    return call("extra_turn", c.players(node.player), c.amount(node.amount))


@compiles("effect")
def investigate(c: Compiler, node: A.Investigate) -> Call:
    """Investigate: create a Clue token (CR 701.16a)."""
    clue = A.TokenSpec(types=["Clue"])
    one = A.Number(value=1)
    made = A.CreateToken(player=node.player, amount=one, token=clue, span=node.span)
    return c.effect(made)


#: The token amass creates when the player controls no Army (CR 701.47a).
ZOMBIE_ARMY = ("Zombie Army", "Creature — Zombie Army", 0, 0, ("black",))


@compiles("effect")
def numbered_action(c: Compiler, node: A.NumberedAction) -> Call:
    """ "Adapt 2", "Monstrosity 3" (this permanent), "Bolster 1", "Amass 2", "Support 2" (CR
    701.46, 701.37, 701.39, 701.47, 701.41); earthbend a land, which the engine does not
    do."""
    amount = c.amount(node.amount)
    if node.name in ("adapt", "monstrosity"):
        if not isinstance(node.player, A.You):
            raise CompileError("numbered_action", f"{node.name} by another player", node.span)
        return call("adapt", amount, monstrous=node.name == "monstrosity")
    players = c.players(node.player)
    if node.name == "bolster":
        return call("bolster", players, amount)
    if node.name == "amass":
        return call("amass", players, amount, call("token", *ZOMBIE_ARMY, call("card")))
    if node.name == "support" and isinstance(node.player, A.You):
        return support(c, node, amount)
    raise CompileError("numbered_action", f"no {node.name}", node.span)


@compiles("effect")
def named_action(c: Compiler, node: A.NamedAction) -> Call:
    """ "Proliferate" (CR 701.27), "Populate" (CR 701.30), "Learn" (CR 701.48); forage is
    refused."""
    if node.name == "forage":
        raise CompileError("named_action", "no foraging", node.span)
    return call(node.name, c.players(node.player))


@compiles("effect")
def arrange(c: Compiler, node: A.Arrange) -> Call:
    """ "Put two of them into your hand and the rest into your graveyard": the chosen cards
    among those looked at go to one place, the rest to another."""
    for zone in (node.chosen, node.rest):
        if zone.name not in PLACES or zone.depth is not None or zone.position == "top or bottom":
            raise CompileError("arrange", f"into {zone.name}", node.span)
    chosen, looked = arranged_parts(c, node.object)
    return call(
        "arrange",
        chosen,
        looked,
        to=node.chosen.name,
        position=node.chosen.position or "top",
        tapped=node.tapped,
        rest=node.rest.name,
        rest_position=node.rest.position or "top",
        order=node.order,
        other=node.other,
    )


@compiles("effect", "static")
def play(c: Compiler, node: A.Play, role: Role) -> Call:
    _refuse_unmodelled_play(node)
    if node.free:
        return _cast_free(c, node, role)
    if node.as_flash and isinstance(node.object, A.SelfRef):
        if role.name != "static":
            raise CompileError("play.as_flash", "casting itself at instant speed", node.span)
        # "you may cast this spell as though it had flash": read where it is cast from
        return call("static_permission", call("is_source"), node.cast_only, as_flash=True)
    if role.name == "static" and node.as_flash:  # at instant speed (CR 702.8a)
        return call("static_permission", role.member, node.cast_only, as_flash=True)
    if node.as_flash:  # "You may cast spells this turn as though they had flash"
        lasting = node.duration.name if node.duration is not None else None
        if lasting not in ("this turn", "until end of turn") or not isinstance(node.player, A.You):
            raise CompileError("play.as_flash", "casting at instant speed, by an effect", node.span)
        return call("flash_permission", filter_objects(c, node.object, ("stack",))[0])
    if role.name == "static":
        return call("static_permission", role.member, node.cast_only)
    lasting = node.duration.name if node.duration is not None else "this turn"
    if lasting not in ("this turn", "until end of turn"):
        # a permission lasts this turn: "until the end of your next turn" outlasts it
        raise CompileError(f"play: {lasting}", "a longer permission", node.span)
    objects = c.objects(node.object, zones=("exile",))
    return call("permission", objects, c.players(node.player), node.cast_only)


@compiles("effect", "static")
def for_each(c: Compiler, node: A.ForEach, role: Role) -> Call:
    """ "<effect> for each <object>": the effect's one becomes the number of objects."""
    if role.name == "static":
        return _lasting(c, node, role)
    if isinstance(node.effect, A.ModifyPT):
        # "gets +1/+1 until end of turn for each …": counted once, as it resolves
        inner = node.effect
        if inner.duration is None:  # "gets +1/+1 for each …" as a static ability
            raise CompileError("for_each", "a lasting change per object", node.span)
        power, toughness = pt(inner)
        objects = c.objects(inner.object)
        times = c.amount(counted(node))
        return call("modify_pt", objects, power, toughness, duration(inner), times)
    if isinstance(node.effect, A.AddMana):  # "Add {G} for each Elf you control"
        return call("repeat", c.effect(node.effect), c.amount(counted(node)))
    paid = _paid_per_object(node.effect)
    if paid is not None:  # "… unless you pay {1} for each …": the payment times the count
        c.multiplied[id(paid)] = c.amount(counted(node))
        effect = c.effect(node.effect)
        if c.multiplied.pop(id(paid), None) is not None:
            raise CompileError("for_each", "a payment multiplied per object", node.span)
        return effect
    if _names_each(c, node):
        return _each_in_turn(c, node)
    per_count = _one_object_per_count(node)
    if per_count is not None:  # "sacrifices a land for each card in your hand"
        effect = c.effect(per_count)
        for before, after in ((node.effect, per_count), (node.effect.object, per_count.object)):
            kept = c.scope.location(after)
            if kept is not None:
                c.scope.keep(before, kept)
        return effect
    amount = getattr(node.effect, "amount", None)
    if not isinstance(amount, A.Node):
        raise CompileError("for_each", "an effect without an amount", node.span)
    one = isinstance(amount, A.Number) and amount.value == 1
    counted_effect = (
        node.effect.model_copy(update={"amount": counted(node)}) if one else node.effect
    )
    if not one:  # "you gain 2 life for each …": the amount times the count
        c.multiplied[id(amount)] = c.amount(counted(node))
    # "For each creature exiled this way, its controller …": each of those is what the
    # exile acted on, in turn, too
    through = {id(node.objects), *_acted_on(c, node.objects)}
    c.scope.iterated.update(through)
    try:
        effect = c.effect(counted_effect)
    finally:
        c.scope.iterated.difference_update(through)
    if c.multiplied.pop(id(amount), None) is not None:  # the effect didn't read it as an amount
        raise CompileError("for_each", "an amount multiplied per object", node.span)
    kept = c.scope.location(counted_effect)
    if kept is not None:  # "create a token for each …. Exile those tokens …"
        c.scope.keep(node.effect, kept)
    return effect


#: Effects on "a <object>" that "for each …" makes as many objects as it counts.
PER_COUNT = (A.Sacrifice, A.Move, A.Exile, A.Destroy)


def _one_object_per_count(node: A.ForEach) -> A.Node | None:
    """ "Each player sacrifices a land for each card in your hand": the effect on as many of
    the objects as are counted (none, when it says no "a <object>")."""
    effect = node.effect
    obj = getattr(effect, "object", None)
    if not isinstance(effect, PER_COUNT) or not isinstance(obj, A.Objects):
        return None
    if obj.quantifier != "a" or obj.count is not None or obj.other:
        return None
    many = obj.model_copy(update={"count": counted(node)})
    return effect.model_copy(update={"object": many})


def _names_each(c: Compiler, node: A.ForEach) -> bool:
    """ "For each creature exiled this way, its controller creates a token": the effect is
    done once for each object, and refers to it (or to the exile's phrase, every one of them);
    nothing after it refers to what it did (that would be the last time's only)."""
    amount = getattr(node.effect, "amount", None)
    if amount is not None and not (isinstance(amount, A.Number) and amount.value == 1):
        return False
    if not isinstance(node.objects, A.Objects):
        return False
    inside = {id(n) for n in node.walk()}
    if any(id(b.antecedent) in inside and id(b.ref) not in inside for b in c.bindings.items):
        return False
    each = [node.objects, *_acted_on_nodes(c, node.objects)]
    return any(c.refers(n, e) for n in node.effect.walk() for e in each)


def _each_in_turn(c: Compiler, node: A.ForEach) -> Call:
    """The effect once for each of the objects, in turn; its references to "each" (or to the
    exile's phrase) name the one it is being done for, kept in a slot of its own."""
    objects = c.objects(node.objects)
    here = Location(slot=c.scope.new_slot())
    acted = _acted_on_nodes(c, node.objects)
    saved = [c.scope.kept.get(id(a)) for a in acted]
    for n in (node.objects, *acted):
        c.scope.keep(n, here)
    try:
        effect = c.effect(node.effect)
    finally:
        for a, was in zip(acted, saved, strict=True):
            c.scope.kept.pop(id(a), None)
            if was is not None:
                c.scope.kept[id(a)] = was
    return call("for_each_object", objects, here.slot, effect)


def _paid_per_object(effect: A.Node) -> A.Node | None:
    """The mana payment "for each" multiplies: "sacrifice it unless you pay {1} for each …",
    "counter target spell unless its controller pays {1} for each …"."""
    if isinstance(effect, A.Unless) and isinstance(effect.action, A.PayMana):
        return effect.action
    if isinstance(effect, A.CounterSpell) and effect.unless_paid is not None:
        return effect
    return None


def _acted_on(c: Compiler, objects: A.Node) -> list[int]:
    """The id of the objects phrase of the step "<objects> … this way" looks back to."""
    return [id(n) for n in _acted_on_nodes(c, objects)]


def _acted_on_nodes(c: Compiler, objects: A.Node) -> list[A.Node]:
    """The objects phrase of the step "<objects> … this way" looks back to."""
    this_way = affected(objects) if isinstance(objects, A.Objects) else None
    if this_way is None:
        return []
    step, _ = step_before(c, this_way)
    acted = getattr(step, "object", None)
    return [acted] if isinstance(acted, A.Node) else []


def _refuse_unmodelled_play(node: A.Play) -> None:
    """A permission the engine cannot give: playing one kind and casting another."""
    if node.also_cast is not None:
        raise CompileError("play.also_cast", "playing and casting", node.span)


def _cast_free(c: Compiler, node: A.Play, role: Role) -> Call:
    """ "You may cast a spell with mana value 4 or less from your hand without paying its mana
    cost" as an effect: a card cast as it resolves (CR 608.2g). "a spell … from your hand"
    describes the cards it may be cast from; "cast this spell without paying …" is an
    alternative cost, and a lasting permission is another thing."""
    if role.name != "effect" or node.duration is not None or node.as_flash:
        raise CompileError("play.free", "a lasting permission to cast without paying", node.span)
    if not node.cast_only or isinstance(node.object, A.SelfRef):
        raise CompileError("play.free", f"playing {node.object.kind} without paying", node.span)
    if not isinstance(node.player, A.You):
        raise CompileError("play.free", "another player casts", node.span)
    cards = spells_as_cards(node.object)
    objects = c.objects(cards, zones=zone_of(cards) or ("hand",))
    return call("cast_free", objects, c.scope.fill(node.object).slot)  # "that spell" is kept


def spells_as_cards(node: A.Node) -> A.Node:
    """ "an instant or sorcery spell with mana value 2 or less from your hand": the cards it
    describes, before they are cast ("spell" is a card on the stack, CR 112.1); a permanent
    spell is refused ("permanent" is an object on the battlefield)."""

    def as_card(part: A.Node) -> A.Node | None:
        if isinstance(part, A.CardType) and part.name.lower() == "permanent":
            raise CompileError("play.free", "a permanent spell, before it is cast", part.span)
        if isinstance(part, A.CardType) and part.name.lower() == "spell":
            return part.model_copy(update={"name": "card"})
        return None

    return rewrite(node, as_card)


def _lasting(c: Compiler, node: A.ForEach, role: Role) -> Call:
    """ "gets +1/+1 for each artifact you control" in a static ability: counted whenever the
    effect is asked."""
    if not lasting_per_object(node):
        raise unsupported(node, "static")
    power, toughness = pt(node.effect)
    times = c.amount(counted(node))
    return call("continuous", role.member, power=power, toughness=toughness, times=times)


def lasting_per_object(node: A.Node) -> TypeGuard[A.ForEach]:
    """ "<object> gets +1/+1 for each …" without a duration: a change that lasts, counted
    again whenever it is asked (the ForEach is narrowed by this test)."""
    return (
        isinstance(node, A.ForEach)
        and isinstance(node.effect, A.ModifyPT)
        and node.effect.duration is None
        and not isinstance(node.objects, A.ColorsSpent)
    )


def counted(node: A.ForEach) -> A.Node:
    """What "for each …" counts, as an amount: objects, counters, types (domain), or colors
    of mana spent (converge)."""
    counts = (
        A.CountersOn,
        A.RemovedCounters,
        A.TypesAmong,
        A.ColorsOf,
        A.ColorsSpent,
        A.Votes,
        A.CommanderCasts,
        A.TimesKicked,
        A.ThisWayTotal,
    )
    if isinstance(node.objects, counts):
        return node.objects
    return A.CountOf(objects=node.objects)


@compiles("amount")
def colors_spent(c: Compiler, node: A.ColorsSpent) -> Call:
    """ "each color of mana spent to cast it" (converge): read from the card's own record of
    being cast."""
    return call("colors_spent", **casting_record_of(c, node))


@compiles("amount")
def colors_spent_count(c: Compiler, node: A.ColorsSpentCount) -> Call:
    """ "the number of colors of mana spent to cast this spell" (converge, as an amount)."""
    return call("colors_spent", **casting_record_of(c, node))


@compiles("amount")
def mana_spent_amount(c: Compiler, node: A.ManaSpentAmount) -> Call:
    """ "the amount of mana spent to cast it"; the cast record keeps mana by color, so snow
    mana ({S}) is not counted apart."""
    if node.mana is not None:
        raise CompileError(node.kind, f"the amount of {node.mana} spent", node.span)
    return call("mana_spent_total", **casting_record_of(c, node))


#: How long a prevention effect of a resolving spell or ability may last: the turn.
THIS_TURN = ("this turn", "until end of turn")


@compiles("effect", "static")
def prevent_damage(c: Compiler, node: A.PreventDamage, role: Role) -> Call:
    """Prevention (CR 615): a shield until the turn ends, or for as long as a static ability
    applies; what it is about (recipients, sources) as tests (:func:`watch`)."""
    if node.to_and_by:  # "dealt to and dealt by X": a shield each way
        if role.name == "static":
            raise CompileError("prevent_damage.to_and_by", "a static shield both ways", node.span)
        plain = {"to_and_by": False}
        by = node.model_copy(update={**plain, "recipient": None, "source": node.recipient})
        to = node.model_copy(update=plain)
        return call("sequence", prevent_damage(c, to, role), prevent_damage(c, by, role))
    amount = c.amount(node.amount) if node.amount is not None else None
    to, by = watch(c, node.recipient), watch(c, node.source)
    if node.except_source is not None:
        if by is not None:
            raise CompileError("prevent_damage.except_source", "with a source", node.span)
        by = call("other_than", watch(c, node.except_source))
    lasting = node.duration.name if node.duration is not None else None
    if role.name == "static":
        if lasting is not None or node.next_time or (amount is not None and not node.each_time):
            raise CompileError("prevent_damage", "a static shield used up", node.span)
        return call("static_prevention", amount, to, by, node.combat)
    if lasting not in THIS_TURN and not node.each_time:
        raise CompileError(f"prevent_damage: {lasting}", "a shield for longer", node.span)
    kwargs: dict[str, bool] = {"each_time": node.each_time, "once": node.next_time}
    kwargs = {k: v for k, v in kwargs.items() if v}
    return call("prevent_damage", amount, to, by, node.combat, **kwargs)


def watch(c: Compiler, node: A.Node | None) -> Call | None:
    """What a prevention effect is about, as a test: a description ("creatures you
    control", "a source an opponent controls") is matched when damage would be dealt;
    targets, references, the card itself, players and a source of your choice are fixed as
    the effect begins."""
    if node is None:
        return None
    if isinstance(node, A.ObjectList):
        return call("either", *(watch(c, item) for item in node.items))
    if isinstance(node, A.You | A.Player):
        return call("fixed_players", c.players(node))
    if isinstance(node, A.Objects) and node.quantifier in ("all", "each", "a", "an"):
        if not node.your_choice:
            return call("described", filter_objects(c, node, ("battlefield",))[0])
        return call("fixed", c.objects(node, zones=("battlefield", "stack")))
    return call("fixed", c.objects(node))


@compiles("effect")
def game_result(c: Compiler, node: A.GameResult) -> Call:
    """ "You win the game", "target player loses the game" (CR 104.2b, 104.3e)."""
    return call("game_result", c.players(node.player), node.outcome == "win")


@compiles("effect")
def flip_coin(c: Compiler, node: A.FlipCoin) -> Call:
    """ "Flip a coin" (CR 705): won or lost, kept for "If you win the flip, …"."""
    if not isinstance(node.player, A.You):
        raise CompileError("flip_coin", "another player flips", node.span)
    slot = c.scope.fill(node, number=True).slot
    assert slot is not None
    c.scope.flip = (slot, c.delayed_depth)
    return call("flip_coin", slot)


@compiles("effect")
def goad(c: Compiler, node: A.Goad) -> Call:
    """ "Goad target creature" (CR 701.15a): until your next turn it attacks each combat if
    able, a player other than you if able."""
    return call("goad", c.objects(node.object))
