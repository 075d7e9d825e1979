"""Conditions: "if you do", "if it's your turn", "if you control …", "if you've cast …
this turn", comparisons of amounts and life totals, and the like."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, Value, call
from .base import CompileError, Compiler, compiles, refuse
from .filters import ALL_ZONES, set_apart
from .histories import THIS_WAY, step_before
from .objects import filter_objects, number_of

#: What "<player> <did> this turn" can ask of the game's record (ActedThisTurn.actions).
ACTIONS_THIS_TURN = frozenset({"attack", "gain life", "lose life", "surveil", "descend"})

refuse(
    {
        "vote_result": "no votes",
        "paired_with": "no soulbond pairing",
        "life_this_turn": "no record of how much life a player gained or lost this turn",
        "spells_cast_last_turn": "no record of the spells cast last turn",
        "beheld": "no behold",
        "chose_ring_bearer": "no Ring-bearer",
        "would_be_put": "no replacement of a zone change",
        "put_into_zone_this_turn": "no record of the cards put into a zone this turn",
        "warped_this_turn": "no warp",
        "any_condition": "no choice between conditions",
        "attacked_with": "no record of which creatures attacked this turn",
    }
)


@compiles("condition")
def if_you_do(c: Compiler, node: A.IfYouDo) -> Call:
    if node.player is not None:
        raise CompileError("if_you_do.player", "another player's choice", node.span)
    return call("did")


@compiles("condition")
def if_you_dont(c: Compiler, node: A.IfYouDont) -> Call:
    if node.cannot:
        raise CompileError("if_you_dont.cannot", "whether the step could be done", node.span)
    if node.player is not None:
        raise CompileError("if_you_dont.player", "another player's choice", node.span)
    return call("did_not")


@compiles("condition")
def you_control(c: Compiler, node: A.YouControl) -> Call:
    """ "you control [N or more] creatures [that share a creature type]", "an opponent
    controls a planeswalker": some one such player controls enough of them."""
    player = node.player
    if isinstance(player, A.You):
        who = call("is_you")
    elif isinstance(player, A.Player) and player.quantifier in ("a", "an", "defending"):
        who = c.player_pred(player)
    else:
        raise CompileError(node.kind, "no behaviour for another player's control", node.span)
    objects = node.objects
    if isinstance(objects, A.SelfRef):  # "for as long as you control ~"
        return call("controls_source", who, node.negated)
    if isinstance(objects, A.ObjectList):  # "you control an artifact and an enchantment"
        return _controls_each(c, node, objects)
    shares, rest = set_apart(objects, A.SharesType)
    if any(s.with_ is not None for s in shares):
        raise CompileError("shares_type.with", "sharing a type with one object", node.span)
    share = bool(shares)
    if share:
        objects = objects.model_copy(update={"filter": rest})
    differing, rest = set_apart(objects, A.DifferentValues | A.DifferentNames)  # type: ignore[arg-type]
    different = _different(differing, share, node)
    if differing:
        objects = objects.model_copy(update={"filter": rest})
    pred, _ = filter_objects(c, objects, ("battlefield",))
    minimum = None
    if isinstance(objects, A.Objects) and objects.count is not None:
        if objects.quantifier != "at least":
            raise CompileError(node.kind, f"{objects.quantifier} a number", node.span)
        minimum = c.amount(objects.count)
    if (share or different) and minimum is None:
        raise CompileError(node.kind, "sharing or differing without a number", node.span)
    if different:  # "three or more creatures with different powers" (coven)
        return call("player_controls", who, pred, node.negated, minimum, different=different)
    return call("player_controls", who, pred, node.negated, minimum, share)


def _controls_each(c: Compiler, node: A.YouControl, objects: A.ObjectList) -> Call:
    """ "you control an artifact and an enchantment": each description is met on its own
    (one artifact enchantment meets both), by you; "or" and another player are refused."""
    if objects.conjunction != "and" or not isinstance(node.player, A.You) or node.negated:
        raise CompileError("object description: object_list", c.snippet(node), node.span)
    parts = [you_control(c, node.model_copy(update={"objects": item})) for item in objects.items]
    return call("all_conditions", *parts)


def _different(parts: list[A.Node], share: bool, node: A.YouControl) -> str:
    """The value no two of the objects share ("with different powers", "… names"): power
    or name only."""
    if not parts:
        return ""
    attribute = parts[0].attribute if isinstance(parts[0], A.DifferentValues) else "name"
    if share or len(parts) > 1 or attribute not in ("power", "name"):
        raise CompileError("different_values", f"different {attribute or 'values'}", node.span)
    return attribute


@compiles("condition")
def did_not_die(c: Compiler, node: A.DidNotDie) -> Call:
    return call(
        "did_not_die",
        c.objects(node.object, zones=("graveyard", "exile", "hand", "library")),
    )


@compiles("condition")
def left_battlefield_this_turn(c: Compiler, node: A.LeftBattlefieldThisTurn) -> Call:
    pred, _ = filter_objects(c, node.objects, ("battlefield",))
    if getattr(node.objects, "count", None) is not None:
        raise CompileError(node.kind, "a number of permanents", node.span)
    controller = c.player_pred(node.controller) if node.controller is not None else None
    return call("left_battlefield_this_turn", pred, controller)


@compiles("condition")
def acted_this_turn(c: Compiler, node: A.ActedThisTurn) -> Call:
    unknown = set(node.actions) - ACTIONS_THIS_TURN
    if unknown:
        raise CompileError(node.kind, f"no record of {sorted(unknown)[0]}", node.span)
    return call("acted_this_turn", c.players(node.player), tuple(node.actions))


@compiles("condition")
def you_cast(c: Compiler, node: A.YouCast) -> Call:
    if node.this_way:
        raise CompileError(
            node.kind, "no record of the spells a permission let you cast", node.span
        )
    if not node.this_turn:  # "if you cast it from your hand": how it was cast
        whose = casting_record_of(c, node)
        zone = node.from_zone
        if zone is not None and not (zone.owner is None or isinstance(zone.owner, A.You)):
            raise CompileError(node.kind, "cast from another player's zone", node.span)
        how = call("cast_as", zone.name if zone else None, node.during_main_phase, **whose)
        return call("unless", how) if node.negated else how
    if node.from_zone is not None or node.during_main_phase:
        raise CompileError(node.kind, "no record of how a spell was cast", node.span)
    if not isinstance(node.object, A.Objects) or node.object.count is not None:
        raise CompileError(node.kind, f"cast {node.object.kind}", node.span)
    pred, _ = filter_objects(c, node.object, ("stack",))
    cast = call("cast_this_turn", pred)
    return call("unless", cast) if node.negated else cast


@compiles("condition")
def mana_spent(c: Compiler, node: A.ManaSpent) -> Call:
    """ "if {G} was spent to cast this spell", "if at least three blue mana was spent to
    cast this spell" (adamant), "if {U} was spent to cast it" (the permanent)."""
    whose = casting_record_of(c, node)
    return call("mana_spent", node.color, c.amount(node.amount), **whose)


#: The nodes that read how a spell was cast.
CastQuestion = (
    A.YouCast | A.ManaSpent | A.ColorsSpent | A.ColorsSpentCount | A.ManaSpentAmount | A.SpellWas
)


def casting_record_of(c: Compiler, node: CastQuestion) -> dict[str, Value]:
    """Whose record of being cast a question reads: the card's own ("this spell"), or the
    object a reference keeps ("it", the permanent an enters trigger is about); as the
    keyword arguments of the operation."""
    if isinstance(node.object, A.SelfRef):
        return {}
    found = c.referent(node.object) if isinstance(node.object, A.Ref) else None
    if found is None:
        raise CompileError(node.kind, f"how {node.object.kind} was cast", node.span)
    return {} if found.itself else {"objects": found.objects()}


@compiles("condition")
def all_conditions(c: Compiler, node: A.AllConditions) -> Call:
    return call("all_conditions", *(c.condition(part) for part in node.conditions))


@compiles("condition")
def controls_more(c: Compiler, node: A.ControlsMore) -> Call:
    player = node.player
    if not (isinstance(player, A.Player) and (player.quantifier, player.noun) == ("a", "opponent")):
        raise CompileError(node.kind, "no behaviour for a player but an opponent", node.span)
    pred, _ = filter_objects(c, node.objects, ("battlefield",))
    least = c.amount(node.at_least) if node.at_least is not None else call("number", 1)
    return call("controls_more", pred, least)


@compiles("condition")
def object_is(c: Compiler, node: A.ObjectIs) -> Call:
    return call("object_is", c.objects(node.object), c.filter(node.filter))


@compiles("condition")
def this_way(c: Compiler, node: A.ThisWay) -> Call:
    if node.event == "dealt damage" and isinstance(node.object, A.Player):
        if node.object.quantifier != "a":
            raise CompileError(node.kind, "a player named otherwise", node.span)
        return call("dealt_damage_this_way", None)
    if node.event == "dealt damage":
        c.scope.keep(node.object, c.scope.last)  # "… is dealt damage this way, … it …"
        pred, _ = filter_objects(c, node.object, ("battlefield",))
        return call("dealt_damage_this_way", pred)
    if node.event in THIS_WAY and node.event != "revealed":
        return _acted_on_this_way(c, node)
    if node.event != "revealed":
        raise CompileError(node.kind, f"no behaviour for {node.event} this way", node.span)
    c.scope.keep(node.object, c.scope.last)  # "If a land card is revealed this way, put it …"
    pred, _ = filter_objects(c, node.object, ("hand",))
    return call("revealed_this_way", pred)


def _acted_on_this_way(c: Compiler, node: A.ThisWay) -> Call:
    """ "If a creature is destroyed this way, you gain life equal to its toughness": one of
    the objects the step before acted on is such an object, as it last existed where it was
    (CR 608.2h); "it" is then those of them that are."""
    if not isinstance(node.object, A.Objects) or node.object.quantifier != "a":
        raise CompileError(node.kind, f"{c.snippet(node.object)} {node.event} this way", node.span)
    _, where = step_before(c, node)
    pred, _ = filter_objects(c, node.object, ALL_ZONES)
    c.scope.select(node.object, call("those", where.objects(), pred))
    return call("object_is", call("last_known", where.objects()), pred)


@compiles("condition")
def ability_resolved(c: Compiler, node: A.AbilityResolved) -> Call:
    """ "If this is the second time this ability has resolved this turn"."""
    return call("ability_resolved", node.nth)


@compiles("condition")
def entered_this_turn(c: Compiler, node: A.EnteredThisTurn) -> Call:
    """ "as long as it entered the battlefield this turn", "if a planeswalker entered the
    battlefield under your control this turn"."""
    controller = c.player_pred(node.controller) if node.controller is not None else None
    if isinstance(node.objects, A.Objects):
        if node.objects.count is not None or node.objects.quantifier != "a":
            raise CompileError(node.kind, "a number of permanents", node.span)
        pred, _ = filter_objects(c, node.objects, ("battlefield",))
        return call("any_entered_this_turn", pred, controller)
    if controller is not None:
        raise CompileError(node.kind, "an object under a player's control", node.span)
    return call("object_entered_this_turn", c.objects(node.objects))


@compiles("condition")
def spell_was(c: Compiler, node: A.SpellWas) -> Call:
    """ "If this spell was kicked", "if it was kicked" (the permanent, CR 702.33d), "if that
    spell was kicked" (a spell a trigger bound), "if this spell was cast from a graveyard"."""
    paid = {"kicked": "kicker"}.get(node.how)
    found = c.referent(node.object) if isinstance(node.object, A.Ref) else None
    if paid is not None and (isinstance(node.object, A.SelfRef) or (found and found.itself)):
        return call("spell_paid", paid)
    if paid is not None and found is not None:
        return call("spells_paid", paid, found.objects())
    zone = node.zone
    if node.how == "cast" and zone is not None and zone.owner is None:  # "from a graveyard"
        return call("cast_as", zone.name, False, by_you=False, **casting_record_of(c, node))
    if node.how == "cast" and zone is not None and isinstance(zone.owner, A.You):
        return call("cast_as", zone.name, False, **casting_record_of(c, node))  # "your hand"
    raise CompileError(f"spell_was: {node.how}", "no casting record", node.span)


@compiles("condition")
def cost_paid(c: Compiler, node: A.CostPaid) -> Call:
    """ "If the {2}{U} cost was paid", "If that cost wasn't paid": the alternative cost."""
    if node.object is not None:
        raise CompileError(f"cost_paid: {node.cost}", "no casting record", node.span)
    paid = call("spell_paid", "alternative")
    return paid if node.paid else call("unless", paid)


@compiles("condition")
def amount_compare(c: Compiler, node: A.AmountCompare) -> Call:
    return call("amount_compare", c.amount(node.left), node.op, c.amount(node.right))


@compiles("condition")
def died_this_turn(c: Compiler, node: A.DiedThisTurn) -> Call:
    pred, _ = filter_objects(c, node.objects, ("battlefield",))
    minimum = c.amount(number_of(node.objects))
    if node.controller is not None:  # "… died under your control this turn"
        return call("died_this_turn", pred, minimum, c.player_pred(node.controller))
    return call("died_this_turn", pred, minimum)


@compiles("condition")
def life_compare(c: Compiler, node: A.LifeCompare) -> Call:
    """ "you have 5 or less life": your life total against the number; "an opponent has 10
    or less life" (any of them), "each player has …" (all of them)."""
    if isinstance(node.player, A.You):
        return call("life_compare", node.op, c.amount(node.amount))
    if not isinstance(node.player, A.Player) or node.player.quantifier not in ("a", "an", "each"):
        raise CompileError(node.kind, "another player's life total", node.span)
    every = node.player.quantifier == "each"
    whose = c.player_pred(node.player)
    return call("life_compare", node.op, c.amount(node.amount), players=whose, every=every)


@compiles("condition")
def hand_size(c: Compiler, node: A.HandSize) -> Call:
    return call("hand_size", c.players(node.player), node.op, c.amount(node.amount))


@compiles("condition")
def there_are(c: Compiler, node: A.ThereAre) -> Call:
    pred, zones = filter_objects(c, node.objects, ("battlefield",))
    minimum = c.amount(number_of(node.objects))
    return call("there_are", call("matching", pred, zones), minimum)


@compiles("condition")
def in_each_zone(c: Compiler, node: A.InEachZone) -> Call:
    """ "you own a card named ~ in exile, in your hand, …": there is one in each zone."""
    objects = node.objects
    if not isinstance(objects, A.Objects) or not isinstance(objects.filter, A.AllOf):
        raise CompileError(node.kind, "an object that is not a description", node.span)
    each = [
        A.ThereAre(
            objects=objects.model_copy(
                update={"filter": A.AllOf(parts=[*objects.filter.parts, A.InZone(zone=z)])}
            )
        )
        for z in node.zones
    ]
    return call("all_conditions", *(c.condition(part) for part in each))


@compiles("condition")
def clash_result(c: Compiler, node: A.ClashResult) -> Call:
    """ "If you win, …" after a clash in this ability (CR 701.30d); the result is kept as a
    coin flip's is (1 for a win)."""
    clashes = [where for n, where in c.scope.kept.values() if isinstance(n, A.Clash)]
    if not clashes or clashes[-1].slot is None:
        raise CompileError(node.kind, "no clash before it", node.span)
    return call("flip_won", clashes[-1].slot, node.won)


@compiles("condition")
def flip_result(c: Compiler, node: A.FlipResult) -> Call:
    """ "If you win the flip" / "If you lose the flip": the coin flip before, in this ability."""
    if c.scope.flip is None:
        raise CompileError("flip_result", "no coin flip before it", node.span)
    slot, depth = c.scope.flip
    if depth != c.delayed_depth:  # "flip a coin at end of combat. If you lose the flip, …"
        raise CompileError("flip_result", "a flip and its result at different times", node.span)
    return call("flip_won", slot, node.won)
