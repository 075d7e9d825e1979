"""Triggers: what a triggered ability waits for, as a test of events ("whenever a creature
you control dies", "at the beginning of your upkeep"), and whether it looks back in time
(leaves-the-battlefield abilities, CR 603.10a). Each returns ``(test, looks_back)``."""

from __future__ import annotations

from typing import TypeGuard

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, compiles, refuse
from .objects import filter_objects, number_of

Trigger = tuple[Call, bool]

STEPS = {
    "upkeep": "upkeep",
    "draw step": "draw",
    "end step": "end",
    "precombat main phase": "precombat main",
    "combat": "beginning of combat",
    "end of combat": "end of combat",
}

refuse(
    {
        "put_into_exile": "no trigger on cards put into exile",
        "haunted_creature": "no record of the creature a haunting card haunts",
        "chaos_ensues": "no planes",
        "set_in_motion": "no schemes",
        "counters_removed": "no trigger on removing counters",
        "planeswalk_to": "no planes",
        "enters_state": "no trigger on entering tapped or untapped",
        "dealt_excess_damage": "no record of excess damage (CR 120.10)",
        "causes_discard": "no record of which spell or ability made a player discard",
        "expends": "no record of the mana spent on spells each turn (CR 700.14)",
        "player_puts_counters": "the counters' event does not record the player who put them",
    }
)


@compiles("trigger")
def counters_put(c: Compiler, node: A.CountersPut) -> Trigger:
    """ "Whenever one or more +1/+1 counters are put on <object>" (CR 122.6); "a +1/+1
    counter is put on" triggers for each counter, which is not done."""
    if node.each_counter:
        raise CompileError("counters_put.each_counter", "a trigger for each counter", node.span)
    if c.referred(node):
        raise CompileError("counters_put", "that many counters", node.span)
    return call("on_counters_put", trigger_pred(c, node.object), node.counter), False


@compiles("trigger")
def object_event(c: Compiler, node: A.ObjectEvent) -> Trigger:
    """ "Whenever ~ becomes untapped"; "When ~ becomes monstrous" (CR 701.37b), which binds
    the X of the monstrosity for the effect (CR 701.37c)."""
    if node.event == "untapped":
        return call("on_untapped", trigger_pred(c, node.object)), False
    if node.event == "monstrous":
        pred = trigger_pred(c, node.object)
        c.trigger_x = call("slot_number", c.scope.fill(None, number=True).slot)
        return call("on_monstrous", pred), False
    why = {
        "transforms": "transforming needs the back face, an unlinked row of the corpus",
        "mutates": "no merged permanents (mutate)",
    }
    raise CompileError(f"object_event.{node.event}", why[node.event], node.span)


@compiles("trigger")
def tapped_for_mana(c: Compiler, node: A.TappedForMana) -> Trigger:
    """ "Whenever a player taps a land for mana", "Whenever enchanted land is tapped for
    mana": binds the permanent, then the player ("that player")."""
    if "{" in c.snippet(node):  # "tap a permanent for {C}": the AST does not say which mana
        raise CompileError("tapped_for_mana", "tapped for a given mana", node.span)
    pred = trigger_pred(c, node.object)
    player = c.player_pred(node.player) if node.player is not None else None
    c.scope.fill(node.player)
    return call("on_tapped_for_mana", player, pred), False


@compiles("trigger")
def object_action(c: Compiler, node: A.ObjectAction) -> Trigger:
    """ "Whenever <object> exploits a creature" (CR 702.110b), "… crews a Vehicle" (CR
    702.122); enlisting is refused. Binds the one that acts, then the one it acts on."""
    if node.action == "enlist":
        raise CompileError("object_action", "no enlisting", node.span)
    pred = trigger_pred(c, node.object)
    other, _ = filter_objects(c, node.other, ("battlefield",))
    c.scope.fill(node.other)
    return call("on_object_action", node.action, pred, other), False


@compiles("trigger")
def rolls_die(c: Compiler, node: A.RollsDie) -> Trigger:
    return call("on_die_roll", node.highest), False


@compiles("trigger")
def player_scries(c: Compiler, node: A.PlayerScries) -> Trigger:
    c.scope.fill(node, number=True)
    return call("on_scry", c.player_pred(node.player)), False


@compiles("trigger")
def scry_bottom(c: Compiler, node: A.ScryBottom) -> Trigger:
    c.scope.fill(node, number=True)
    minimum = node.object.count if isinstance(node.object, A.Objects) else None
    low = minimum.value if isinstance(minimum, A.Number) else 1
    return call("on_scry_bottom", c.player_pred(node.player), low), False


@compiles("trigger")
def enters(c: Compiler, node: A.Enters) -> Trigger:
    pred = trigger_pred(c, node.object)
    c.scope.keep(node, c.scope.location(node.object))  # "that many": how many entered
    controller = c.player_pred(node.controller) if node.controller is not None else None
    return call("on_enter", pred, controller), False


@compiles("trigger")
def dies(c: Compiler, node: A.Dies) -> Trigger:
    return _leaves(c, node, "graveyard")


@compiles("trigger")
def put_into_graveyard(c: Compiler, node: A.PutIntoGraveyard) -> Trigger:
    """ "When ~ is put into your graveyard from the battlefield", "When ~ is put into a
    graveyard from anywhere" (it triggers from the graveyard), "whenever a creature card is
    put into an opponent's graveyard from anywhere": binds the card there."""
    source = node.from_zone.name if node.from_zone is not None else None
    if isinstance(node.object, A.SelfRef) and source == "battlefield":
        c.scope.fill(node.object)
        return call("on_leave", None, "graveyard"), True  # looks back (CR 603.10a)
    if isinstance(node.object, A.SelfRef):  # "from your library", "from anywhere"
        c.scope.fill(node.object)  # the card, from the graveyard (CR 113.6k)
        return call("on_put_into_graveyard_itself", source), False
    owner = node.graveyard.owner
    whose = c.player_pred(owner) if owner is not None else None
    return call("on_put_into_graveyard", trigger_pred(c, node.object), whose, source), False


@compiles("trigger")
def leaves_battlefield(c: Compiler, node: A.LeavesBattlefield) -> Trigger:
    return _leaves(c, node, None)


def _leaves(c: Compiler, node: A.Dies | A.LeavesBattlefield, to_zone: str | None) -> Trigger:
    """ "When ~ dies", "whenever another creature you control leaves the battlefield"."""
    if isinstance(node.object, A.SelfRef):
        c.scope.fill(node.object)
        return call("on_leave", None, to_zone), True
    if _names_self(node.object):  # "~ or another creature you control dies"
        c.scope.fill(node.object)
        others = [c.watched(i) for i in node.object.items if not isinstance(i, A.SelfRef)]
        pred = others[0] if len(others) == 1 else call("any_of", *others)
        itself = call("on_leave", None, to_zone)
        return call("any_trigger", itself, call("on_leave", pred, to_zone)), True
    return call("on_leave", trigger_pred(c, node.object), to_zone), False


@compiles("trigger")
def attacks(c: Compiler, node: A.Attacks) -> Trigger:
    if node.blocked is not None and node.blocks:  # "Whenever ~ blocks a creature"
        blocker = trigger_pred(c, node.object)
        return call("on_block", blocker, blocked=trigger_pred(c, node.blocked)), False
    if node.saddled:
        raise CompileError("attacks.saddled", "no record of saddling", node.span)
    if node.together_with is not None:
        raise CompileError("attacks.together_with", "attacks together with others", node.span)
    if node.blocked is not None:  # "Whenever a creature attacks you": each attacker
        if node.alone or node.unblocked or not you_attacked(node.blocked):
            raise CompileError("attacks.blocked", "attacks a player other than you", node.span)
        return call("on_attacks_you", trigger_pred(c, node.object)), False
    if node.unblocked and not node.alone and not node.blocks:  # as blockers are declared
        return call("on_unblocked", trigger_pred(c, node.object)), False
    if node.unblocked:
        raise CompileError("attacks.unblocked", "attacks alone and isn't blocked", node.span)
    if node.alone and node.blocks:
        raise CompileError("attacks.alone", "a creature that blocks alone", node.span)
    if node.alone:  # the only creature declared as an attacker (CR 506.5)
        return call("on_attack", trigger_pred(c, node.object), alone=True), False
    op = "on_block" if node.blocks else "on_attack"
    return call(op, trigger_pred(c, node.object)), False


def you_attacked(attacked: A.Node) -> bool:
    """ "attacks you", "attacks you or a planeswalker you control": the controller is attacked
    (the engine's creatures attack players only, so a planeswalker never is)."""
    if isinstance(attacked, A.You):
        return True
    if not isinstance(attacked, A.ObjectList) or attacked.conjunction != "or":
        return False
    you, *walkers = attacked.items
    return isinstance(you, A.You) and all(_yours(w, "planeswalker") for w in walkers)


def _yours(node: A.Node, card_type: str) -> bool:
    """ "a planeswalker you control"."""
    if not isinstance(node, A.Objects) or not isinstance(node.filter, A.AllOf):
        return False
    parts = node.filter.parts
    return (
        len(parts) == 2
        and any(isinstance(p, A.CardType) and p.name == card_type for p in parts)
        and any(
            isinstance(p, A.ControlledBy) and isinstance(p.player, A.You) and not p.negated
            for p in parts
        )
    )


@compiles("trigger")
def deals_damage(c: Compiler, node: A.DealsDamage) -> Trigger:
    if _player_or_planeswalker(node.recipient):  # "… to a player or planeswalker"
        if c.referred(node):
            raise CompileError("deals_damage.recipient", "that much, to either", node.span)
        either = call("any_of", call("player_kind", False), call("card_type", "planeswalker"))
        return call("on_damage_to", trigger_pred(c, node.object), node.combat, either, False), False
    to_player = isinstance(node.recipient, A.Player)
    if node.recipient is not None and not to_player:
        return _deals_damage_to(c, node, node.recipient)
    pred = trigger_pred(c, node.object)
    if to_player:
        c.scope.fill(node.recipient)
    if c.referred(node):  # "that much damage", "that many cards"
        c.scope.fill(node, number=True)
        return call("on_damage", pred, node.combat, to_player, True), False
    return call("on_damage", pred, node.combat, to_player), False


def _player_or_planeswalker(recipient: A.Node | None) -> bool:
    """ "a player or planeswalker": any player, or any planeswalker."""
    if not isinstance(recipient, A.ObjectList) or len(recipient.items) != 2:
        return False
    player, walker = recipient.items
    any_player = isinstance(player, A.Player) and player.quantifier in ("a", "an")
    any_player = any_player and player.noun == "player" and not player.other
    kind = walker.filter if isinstance(walker, A.Objects) else None
    return any_player and isinstance(kind, A.CardType) and kind.name.lower() == "planeswalker"


def _deals_damage_to(c: Compiler, node: A.DealsDamage, recipient: A.Node) -> Trigger:
    """ "Whenever ~ deals damage to a creature" (binds the source, then the creature),
    "… to you", "… to ~"."""
    pred = trigger_pred(c, node.object)
    if isinstance(recipient, A.You):
        to, keep = call("is_you"), False
    elif isinstance(recipient, A.SelfRef):
        to, keep = call("is_source"), False
    elif isinstance(recipient, A.Objects):
        to, keep = trigger_pred(c, recipient), True
    else:
        raise CompileError("deals_damage.recipient", recipient.kind, node.span)
    if c.referred(node):  # "that much damage": bound after the source (and the permanent)
        c.scope.fill(node, number=True)
        return call("on_damage_to", pred, node.combat, to, keep, True), False
    return call("on_damage_to", pred, node.combat, to, keep), False


@compiles("trigger")
def dealt_damage(c: Compiler, node: A.DealtDamage) -> Trigger:
    if isinstance(node.object, (A.Player, A.You)):
        raise CompileError("dealt_damage", "damage to a player", node.span)
    pred = trigger_pred(c, node.object)
    if c.referred(node):  # "it deals that much damage to any target"
        c.scope.fill(node, number=True)
        return call("on_dealt_damage", pred, node.damage, True), False
    return call("on_dealt_damage", pred, node.damage), False


@compiles("trigger")
def becomes_blocked(c: Compiler, node: A.BecomesBlocked) -> Trigger:
    pred = trigger_pred(c, node.object)
    by = None
    if node.by is not None:
        by, _ = filter_objects(c, node.by, ("battlefield",))
        c.scope.fill(node.by)
    return call("on_blocked", pred, by), False


@compiles("trigger")
def state_trigger(c: Compiler, node: A.StateTrigger) -> Trigger:
    return call("on_state", c.condition(node.condition)), False


@compiles("trigger")
def becomes_tapped(c: Compiler, node: A.BecomesTapped) -> Trigger:
    return call("on_tapped", trigger_pred(c, node.object)), False


@compiles("trigger")
def turned_face_up(c: Compiler, node: A.TurnedFaceUp) -> Trigger:
    return call("on_turned_face_up", trigger_pred(c, node.object)), False


@compiles("trigger")
def becomes_target(c: Compiler, node: A.BecomesTarget) -> Trigger:
    kinds, controller = _targeting(c, node.by)
    c.scope.fill(node.by)
    pred = trigger_pred(c, node.object)  # bound last: "it" is the object targeted
    return call("on_becomes_target", pred, kinds, controller, node.nth_each_turn), False


def _targeting(c: Compiler, node: A.Node) -> tuple[tuple[str, ...], Call | None]:
    """What a target was chosen by: "a spell", "a spell or ability an opponent controls",
    as the kinds of stack object and a test of their controller."""
    parts: list[A.Node] = []
    if isinstance(node, A.Objects):
        parts = list(node.filter.parts) if isinstance(node.filter, A.AllOf) else [node.filter]
    kinds: list[str] = []
    controller = None
    for part in parts:
        options = part.options if isinstance(part, A.AnyOf) else [part]
        if all(isinstance(o, A.CardType) and o.name in ("spell", "ability") for o in options):
            kinds += [o.name for o in options if isinstance(o, A.CardType)]
        elif isinstance(part, A.ControlledBy) and not part.negated:
            controller = c.player_pred(part.player)
        else:
            raise CompileError("becomes_target.by", c.snippet(node), node.span)
    if not kinds:
        raise CompileError("becomes_target.by", c.snippet(node), node.span)
    return tuple(kinds), controller


@compiles("trigger")
def player_casts(c: Compiler, node: A.PlayerCasts) -> Trigger:
    if isinstance(node.spell, A.Objects) and node.spell.quantifier == "the next":
        raise CompileError("player_casts.next", "no one-shot cast trigger", node.span)
    pred = trigger_pred(c, node.spell)
    player = c.player_pred(node.player)
    kwargs = {"on_opponents_turns": True} if node.on_opponents_turns else {}
    if c.referred(node.player):  # "whenever a player casts a spell, that player …"
        c.scope.fill(node.player)
        kwargs["keep_player"] = True
    return call("on_cast", player, pred, node.nth_each_turn, **kwargs), False


@compiles("trigger")
def player_action(c: Compiler, node: A.PlayerAction) -> Trigger:
    return _player_action(c, node), False


def _player_action(c: Compiler, node: A.PlayerAction) -> Call:
    player = c.player_pred(node.player)
    action = node.action
    if action == "surveil":
        c.scope.fill(node, number=True)
        return call("on_surveil", player, node.nth_each_turn)
    nth = node.nth_each_turn
    if nth is not None and node.object is None and action == "draw":
        return call("on_nth_draw", player, nth)  # "your second card each turn"
    if nth is not None and node.object is None and action in ("gain life", "lose life"):
        c.scope.fill(node, number=True)  # "that much life"
        return call("on_life_change", player, action == "gain life", nth)
    if nth is not None and action == "cycle" and not isinstance(node.object, A.SelfRef | None):
        return call("on_cycle", player, trigger_pred(c, node.object), nth)
    if nth is not None:
        raise CompileError("player_action.nth_each_turn", action, node.span)
    if node.object is None and action == "attack":
        # "Whenever you attack": once each combat the player attacks with one or more
        # creatures (CR 508.1 declares them together); no later reference names them
        c.scope.new_slot()
        creature = call("card_type", "creature")
        return call("on_attack_with", player, creature, call("number", 1))
    if node.object is None and action in ("gain life", "lose life"):
        c.scope.fill(node, number=True)  # "that much life"
        return call("on_life_change", player, action == "gain life")
    if node.object is None:
        raise CompileError(f"player_action: {action}", "without an object", node.span)
    if action == "attack":
        pred, _ = filter_objects(c, node.object, ("battlefield",))
        minimum = number_of(node.object)
        attackers = c.scope.fill(node.object)
        c.scope.keep(node, attackers)  # "that many": how many attack
        return call("on_attack_with", player, pred, c.amount(minimum))
    if action == "draw":  # "Whenever you draw a card": each card drawn (CR 121.2)
        return call("on_draw", player, trigger_pred(c, node.object))
    if action == "cycle":  # "When you cycle this card", "Whenever you cycle another card"
        pred = None if isinstance(node.object, A.SelfRef) else trigger_pred(c, node.object)
        return call("on_cycle", player, pred)
    causes = {
        "discard": "discarded",
        "cycle or discard": "discarded",
        "sacrifice": "sacrificed",
    }
    if action in causes:
        pred = trigger_pred(c, node.object)
        return call("on_moved_by", player, pred, causes[action])
    raise CompileError(f"player_action: {action}", "no trigger behaviour", node.span)


@compiles("trigger")
def at_step(c: Compiler, node: A.AtStep) -> Trigger:
    step = STEPS.get(node.step)
    if step is None:
        raise CompileError("at_step", node.step, node.span)
    player = c.player_pred(node.player) if node.player is not None else None
    c.scope.fill(node.player)
    return call("on_step", step, player), False


@compiles("trigger")
def leaves_zone(c: Compiler, node: A.LeavesZone) -> Trigger:
    owner = c.player_pred(node.zone.owner) if node.zone.owner is not None else None
    pred, _ = filter_objects(c, node.object, (node.zone.name,))
    c.scope.fill(node.object)
    return call("on_leave_zone", node.zone.name, owner, pred), False


@compiles("trigger")
def any_of_triggers(c: Compiler, node: A.AnyOfTriggers) -> Trigger:
    parts = [c.trigger(t) for t in node.triggers]
    return call("any_trigger", *(p[0] for p in parts)), any(p[1] for p in parts)


def trigger_pred(c: Compiler, node: A.Node) -> Call:
    """The object a trigger watches, as a test; binds it for later references (a
    delayed trigger's "that creature" is read before: it means what was bound before)."""
    earlier = c.watched(node) if isinstance(node, A.Ref) and c.delaying else None
    here = c.scope.fill(node)
    if isinstance(node, A.Ref):
        c.rebind(node, here)
    return earlier or c.watched(node)


def _names_self(node: A.Node) -> TypeGuard[A.ObjectList]:
    """ "~ or another creature you control": a list of options, the source among them."""
    return (
        isinstance(node, A.ObjectList)
        and node.conjunction == "or"
        and any(isinstance(i, A.SelfRef) for i in node.items)
    )
