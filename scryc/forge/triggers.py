"""AST triggers as the parameters of a Forge ``T:`` line (``docs/Card-scripting-API/
Triggers.md``): its ``Mode$`` and what the mode watches (``ValidCard$``, the zones of a zone
change, ``ValidPlayer$``, the phase)."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from .object_triggers import any_of_valid, object_trigger
from .objects import Resolve, card_valid, valid_expression, with_property
from .refusal import Refused

#: Forge's names of the steps a trigger can begin at.
PHASES = {
    "upkeep": "Upkeep",
    "draw step": "Draw",
    "end step": "End of Turn",
    "combat": "BeginCombat",
    "precombat main phase": "Main1",
    "end of combat": "EndCombat",
}
_ON_BATTLEFIELD = {"TriggerZones": "Battlefield"}


def resolved(trigger: Node, resolve: Resolve) -> Node:
    """A trigger whose object is a reference to the card itself ("When ~ enters and when
    you sacrifice it") with the card in its place."""
    obj = getattr(trigger, "object", None)
    found = resolve(obj) if isinstance(obj, ast.Ref) else None
    if isinstance(found, ast.SelfRef):
        return trigger.model_copy(update={"object": found})
    return trigger


#: The zones other than a graveyard a permanent can leave the battlefield to (CR 700.4: it
#: died if it went to a graveyard), as Forge's own scripts list them.
_NOT_DYING = "Ante,Command,Exile,Hand,Library"


def tied_condition(condition: Node, events: list[Node], resolve: Resolve) -> dict[str, str] | None:
    """An intervening "if" Forge writes into what the trigger watches: "if it didn't die"
    (the zones it left the battlefield to, ``Destination$``), "at the beginning of your end
    step, if you descended this turn" (``ValidPlayer$ You.descended``), "whenever the Ring
    tempts you, if you chose a creature other than ~ as your Ring-bearer" (the whole
    trigger: ``Mode$ RingTemptsYou | ValidCard$ …``), revolt (``Revolt$ True``); None for
    another."""
    descended = isinstance(condition, ast.ActedThisTurn) and condition.actions == ["descend"]
    if descended and isinstance(condition.player, ast.You):  # type: ignore[union-attr]
        yours = len(events) == 1 and isinstance(events[0], ast.AtStep)
        if not (yours and isinstance(events[0].player, ast.You)):  # type: ignore[union-attr]
            raise Refused("condition: descended, other than at the beginning of your step")
        return {"ValidPlayer": "You.descended"}
    if isinstance(condition, ast.LeftBattlefieldThisTurn):  # revolt
        return {"Revolt": "True"} if _revolt(condition) else None
    if isinstance(condition, ast.ChoseRingBearer):  # the Ring-bearer chosen as it tempts
        tempted = len(events) == 1 and isinstance(events[0], ast.RingTempts)
        if not (tempted and isinstance(events[0].player, ast.You)):  # type: ignore[union-attr]
            raise Refused("condition: chose_ring_bearer, other than as the Ring tempts you")
        valid = with_property(card_valid(condition.object), "YouCtrl")
        return {"Mode": "RingTemptsYou", "ValidCard": valid} | _ON_BATTLEFIELD
    if not isinstance(condition, ast.DidNotDie):
        return None
    leaving = [e for e in events if isinstance(e, ast.LeavesBattlefield)]
    it = resolve(condition.object) if isinstance(condition.object, ast.Ref) else None
    if len(events) != 1 or not leaving or it is not leaving[0].object:
        raise Refused("condition: did_not_die, other than of the object leaving the battlefield")
    return {"Destination": _NOT_DYING}


def _revolt(condition: ast.LeftBattlefieldThisTurn) -> bool:
    """ "if a permanent you controlled left the battlefield this turn" (Forge's revolt)."""
    objects = condition.objects
    one = isinstance(objects, ast.Objects) and objects.quantifier == "a" and objects.count is None
    kind = getattr(objects, "filter", None)
    permanent = isinstance(kind, ast.CardType) and kind.name == "permanent"
    return one and permanent and isinstance(condition.controller, ast.You)


def trigger_params(trigger: Node) -> dict[str, str]:
    """The ``T:`` parameters of ``trigger`` before ``Execute$``."""
    if isinstance(trigger, ast.Enters):
        params = _zones("Any", "Battlefield", trigger.object)
        if trigger.controller is not None:  # "enters under your control"
            if not isinstance(trigger.controller, ast.You) or _self(trigger.object):
                raise Refused("trigger: entering under another player's control")
            params["ValidCard"] = with_property(params["ValidCard"], "YouCtrl")
        return params
    if isinstance(trigger, ast.LeavesBattlefield):
        return _zones("Battlefield", "Any", trigger.object)
    if isinstance(trigger, ast.Dies):
        return _zones("Battlefield", "Graveyard", trigger.object)
    if isinstance(trigger, ast.PlayerCasts) and isinstance(trigger.player, ast.You):
        if trigger.on_opponents_turns or trigger.or_copies:
            raise Refused("trigger: a spell cast on opponents' turns, or copies")
        spell, targets = _targeting(trigger.spell)
        valid = {"ValidCard": card_valid(spell), "ValidActivatingPlayer": "You"}
        valid |= {"TargetsValid": card_valid(targets)} if targets is not None else {}
        if trigger.nth_each_turn:  # "your second spell each turn"
            valid["ActivatorThisTurnCast"] = f"EQ{trigger.nth_each_turn}"
        return {"Mode": "SpellCast"} | valid | _ON_BATTLEFIELD
    if isinstance(trigger, ast.PlayerScries) and isinstance(trigger.player, ast.You):
        return {"Mode": "Scry", "ValidPlayer": "You"} | _ON_BATTLEFIELD
    if isinstance(trigger, ast.ScryBottom) and _you_any_cards(trigger):  # CR 701.22a
        return {"Mode": "Scry", "ValidPlayer": "You", "ToBottom": "True"} | _ON_BATTLEFIELD
    if isinstance(trigger, ast.PlayerAction) and trigger.action in ("surveil", "surveils"):
        return _surveil(trigger)
    if isinstance(trigger, ast.Attacks) and _plain_attack(trigger):
        mode = "Blocks" if trigger.blocks else "Attacks"
        return {"Mode": mode, "ValidCard": card_valid(trigger.object)} | _ON_BATTLEFIELD
    if isinstance(trigger, ast.PlayerAction) and trigger.action == "attack":
        return _attack(trigger)
    if isinstance(trigger, ast.PlayerAction) and trigger.action == "commit a crime":
        if not isinstance(trigger.player, ast.You) or trigger.nth_each_turn or trigger.object:
            raise Refused("trigger: another player's crime, or the first each turn")
        return {"Mode": "CommitCrime", "ValidPlayer": "You"} | _ON_BATTLEFIELD
    if isinstance(trigger, ast.PlayerAction) and trigger.action in _CARD_ACTIONS:
        return _card_action(trigger)
    if isinstance(trigger, ast.PutIntoGraveyard):
        return _into_graveyard(trigger)
    if isinstance(trigger, ast.BecomesTarget):
        return _becomes_target(trigger)
    if isinstance(trigger, ast.BecomesTapped) and _self(trigger.object):
        return {"Mode": "Taps", "ValidCard": "Card.Self"} | _ON_BATTLEFIELD
    if isinstance(trigger, ast.DealsDamage):
        return _damage(trigger)
    if isinstance(trigger, ast.AtStep) and trigger.next is None:
        return _phase(trigger)
    if (found := object_trigger(trigger)) is not None:
        return found
    if isinstance(trigger, ast.PlaneswalkTo) and _self(trigger.object):  # CR 901.8
        return {"Mode": "PlaneswalkedTo", "ValidCard": "Card.Self", "TriggerZones": "Command"}
    if isinstance(trigger, ast.ChaosEnsues):  # CR 311.7: the planar die's chaos result
        return {"Mode": "PlanarDice", "Result": "Chaos", "TriggerZones": "Command"}
    raise Refused(f"trigger: {trigger.kind}")


def _surveil(trigger: ast.PlayerAction) -> dict[str, str]:
    """ "Whenever you surveil [for the first time each turn]" (``OnlyFirst$ True``)."""
    first = {"OnlyFirst": "True"} if trigger.nth_each_turn == 1 else {}
    nth = trigger.nth_each_turn is not None and not first
    if not isinstance(trigger.player, ast.You) or trigger.object or nth:
        raise Refused("trigger: surveil by another player, or for the nth time each turn")
    return {"Mode": "Surveil", "ValidPlayer": "You"} | _ON_BATTLEFIELD | first


#: "Whenever you discard a card" (cycling a card discards it, CR 702.29a), "whenever you
#: draw a card" (each card drawn, CR 121.2) and "whenever you sacrifice …" as Forge's modes.
_CARD_ACTIONS = {
    "draw": "Drawn",
    "discard": "Discarded",
    "cycle or discard": "Discarded",
    "sacrifice": "Sacrificed",
}


def _card_action(trigger: ast.PlayerAction) -> dict[str, str]:
    """ "Whenever you cycle or discard another card" (``Mode$ Discarded``, ``ValidCard$
    Card.Other+YouCtrl``; ``Drawn`` alike), "whenever you sacrifice a creature" (``Mode$
    Sacrificed``)."""
    mode = _CARD_ACTIONS[trigger.action]
    obj = trigger.object
    if not isinstance(trigger.player, ast.You) or trigger.nth_each_turn or obj is None:
        raise Refused(f"trigger: {trigger.action} by another player, or the first each turn")
    if isinstance(obj, ast.Objects) and obj.count is not None:
        raise Refused(f"trigger: {trigger.action} of several objects at once")
    if mode in ("Discarded", "Drawn"):
        return {"Mode": mode, "ValidCard": with_property(card_valid(obj), "YouCtrl")} | (
            _ON_BATTLEFIELD
        )
    return {"Mode": mode, "ValidPlayer": "You", "ValidCard": card_valid(obj)} | _ON_BATTLEFIELD


def _becomes_target(trigger: ast.BecomesTarget) -> dict[str, str]:
    """ "Whenever <object> becomes the target of a spell or ability an opponent controls"
    (``Mode$ BecomesTarget``, ``ValidSource$ SpellAbility.OppCtrl``); "… you control for
    the first time each turn" is Valiant (``Valiant$ True``)."""
    source = _source(trigger.by)
    valiant = trigger.nth_each_turn == 1 and source == "SpellAbility.YouCtrl"
    if trigger.nth_each_turn and not valiant:
        raise Refused("trigger: becoming a target for the first time, other than Valiant")
    params = {"Mode": "BecomesTarget", "ValidTarget": card_valid(trigger.object)}
    params |= {"ValidSource": source} | _ON_BATTLEFIELD
    return params | ({"Valiant": "True"} if valiant else {})


def _source(by: Node | None) -> str:
    """What a target is chosen by, as ``ValidSource$``: "SpellAbility.OppCtrl"."""
    parts = (
        by.filter.parts if isinstance(by, ast.Objects) and isinstance(by.filter, ast.AllOf) else []
    )
    kinds = [p for p in parts if isinstance(p, ast.AnyOf)]
    names = {o.name for o in kinds[0].options if isinstance(o, ast.CardType)} if kinds else set()
    owners = [p for p in parts if isinstance(p, ast.ControlledBy) and not p.negated]
    if names != {"spell", "ability"} or len(owners) != 1 or len(parts) != 2:
        raise Refused("trigger: becoming the target of other than a spell or ability of a player")
    player = owners[0].player
    if isinstance(player, ast.You):
        return "SpellAbility.YouCtrl"
    if _opponent(player):
        return "SpellAbility.OppCtrl"
    raise Refused("trigger: becoming the target of a spell or ability of another player")


def _self(obj: Node) -> bool:
    return isinstance(obj, ast.SelfRef)


def _zones(origin: str, destination: str, obj: Node) -> dict[str, str]:
    """A zone change of the card, of an object, or of one or more objects at once
    (``ChangesZoneAll``: the ability triggers once for them all)."""
    params = {"Mode": "ChangesZone", "Origin": origin, "Destination": destination}
    if _one_or_more(obj):
        assert isinstance(obj, ast.Objects)
        valid = card_valid(obj.model_copy(update={"quantifier": "a", "count": None}))
        return params | {"Mode": "ChangesZoneAll", "ValidCards": valid} | _ON_BATTLEFIELD
    params["ValidCard"] = any_of_valid(obj)  # "~ or another creature you control enters"
    return params if _self(obj) else params | _ON_BATTLEFIELD


#: The zones a card is put into a graveyard from, as Forge's ``Origin$``.
_ORIGINS = {"library": "Library", "hand": "Hand", "battlefield": "Battlefield", "exile": "Exile"}


def _into_graveyard(trigger: ast.PutIntoGraveyard) -> dict[str, str]:
    """ "Whenever one or more creature cards are put into your graveyard from your library":
    a zone change into a graveyard (``YouOwn``/``OppOwn``: whose graveyard it is)."""
    origin = "Any" if trigger.from_zone is None else _ORIGINS.get(trigger.from_zone.name)
    owner = trigger.graveyard.owner
    owned = "YouOwn" if isinstance(owner, ast.You) else "OppOwn" if _opponent(owner) else None
    if origin is None or (owner is not None and owned is None):
        raise Refused("trigger: put into a graveyard from another zone, or another's graveyard")
    params = _zones(origin, "Graveyard", trigger.object)
    if owned is not None and not _self(trigger.object):
        name = "ValidCards" if "ValidCards" in params else "ValidCard"
        params[name] = with_property(params[name], owned)
    return params


def _opponent(player: Node | None) -> bool:
    return isinstance(player, ast.Player) and player.noun == "opponent"


def _one_or_more(obj: Node) -> bool:
    """ "one or more creatures you control": at least one, at once."""
    if not (isinstance(obj, ast.Objects) and obj.quantifier == "at least"):
        return False
    return isinstance(obj.count, ast.Number) and obj.count.value == 1


def _you_any_cards(trigger: ast.ScryBottom) -> bool:
    """ "Whenever you choose to put one or more cards on the bottom of your library while
    scrying": you, and any cards at all."""
    obj = trigger.object
    if not (isinstance(obj, ast.Objects) and obj.quantifier == "at least"):
        return False
    one = isinstance(obj.count, ast.Number) and obj.count.value == 1
    return one and isinstance(trigger.player, ast.You) and valid_expression(obj.filter) == "Card"


def _plain_attack(trigger: ast.Attacks) -> bool:
    """ "Whenever ~ attacks" or "blocks": not alone, blocked, saddled, unblocked or together
    with others."""
    odd = trigger.alone or trigger.blocked or trigger.saddled or trigger.unblocked
    return not (odd or trigger.together_with)


def _attack(trigger: ast.PlayerAction) -> dict[str, str]:
    """ "Whenever you attack [with N or more creatures / one or more Birds]": Forge's
    ``AttackersDeclared`` with the attackers it needs (CR 508.1)."""
    if not isinstance(trigger.player, ast.You) or trigger.nth_each_turn:
        raise Refused("trigger: another player's attack, or the first each turn")
    params = {"Mode": "AttackersDeclared", "AttackingPlayer": "You"}
    attackers = trigger.object
    if attackers is None:
        return params | _ON_BATTLEFIELD
    least = attackers.count if isinstance(attackers, ast.Objects) else None
    if not isinstance(attackers, ast.Objects) or attackers.quantifier != "at least":
        raise Refused("trigger: attacking with other than N or more creatures")
    if not isinstance(least, ast.Number):
        raise Refused("trigger: attacking with X or more creatures")
    valid = with_property(valid_expression(attackers.filter), "YouCtrl")
    params["ValidAttackers"] = valid
    if least.value > 1:
        params["ValidAttackersAmount"] = f"GE{least.value}"
    return params | _ON_BATTLEFIELD


def _damage(trigger: ast.DealsDamage) -> dict[str, str]:
    recipient = trigger.recipient
    params = {"Mode": "DamageDone", "ValidSource": card_valid(trigger.object)}
    if isinstance(recipient, ast.Player) and recipient.quantifier == "a":
        params["ValidTarget"] = "Opponent" if recipient.noun == "opponent" else "Player"
    elif recipient is not None:
        raise Refused("trigger: damage to something other than a player")
    if trigger.combat:
        params["CombatDamage"] = "True"
    return params | _ON_BATTLEFIELD


def _phase(trigger: ast.AtStep) -> dict[str, str]:
    phase = PHASES.get(trigger.step)
    if phase is None:
        raise Refused(f"trigger: the beginning of {trigger.step}")
    player = trigger.player
    params = {"Mode": "Phase", "Phase": phase}
    if isinstance(player, ast.You):
        params["ValidPlayer"] = "You"
    elif isinstance(player, ast.Player) and player.quantifier == "each" and not player.other:
        if player.noun == "opponent":  # "each opponent's upkeep"
            params["ValidPlayer"] = "Opponent"
    elif player is not None:
        raise Refused("trigger: another player's step")
    return params | _ON_BATTLEFIELD


def _targeting(spell: Node) -> tuple[Node, Node | None]:
    """ "a spell that targets this creature": the spell without "that targets …", and what
    it targets (Forge's ``TargetsValid$``); None when the phrase names no target."""
    parts = getattr(getattr(spell, "filter", None), "parts", [])
    found = [p for p in parts if isinstance(p, ast.Targeting)]
    if not found:
        return spell, None
    if len(found) > 1:
        raise Refused("a spell that targets several objects")
    rest = [p for p in parts if p is not found[0]]
    kept = rest[0] if len(rest) == 1 else ast.AllOf(parts=rest)
    return spell.model_copy(update={"filter": kept}), found[0].object
