"""Turn structure: steps, the cleanup of "until end of turn" effects, and combat (its
keywords are in the ``keywords`` modules)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import partial

from . import characteristics as ch
from . import player_rules
from .actions import RulesError, add_counters, draw, emit, move, set_tapped
from .attack_requirements import check as check_goad
from .blocking_requirements import capacity, defending
from .blocking_requirements import check as check_requirements
from .control import apply_control
from .events import Attacked, Blocked, StepBegan
from .events_combat import BlockersDeclared
from .keywords import summoning_sick
from .keywords.combat import combat_damage as fight
from .keywords.evasion import evades, too_few
from .keywords.exert import as_attacks
from .resolution import run
from .state import Game, Obj, Player

DOESNT_UNTAP = "doesn't untap during its controller's untap step"
#: "You may choose not to untap ~ during your untap step" (CR 502.3): its controller is asked.
MAY_NOT_UNTAP = "its controller may choose not to untap it"
#: Combat rules the engine checks as attackers are declared (CR 508.1c-d).
ATTACKS_IF_ABLE = "attacks each combat if able"
AS_THOUGH_NO_DEFENDER = "can attack as though it didn't have defender"
#: A blocking-style rule on an attacker: it can't attack the players its test accepts ("can't
#: attack you or planeswalkers you control": the engine's creatures attack players only).
CANT_ATTACK_PLAYER = "can't attack the player"


def begin_step(game: Game, step: str) -> None:
    """Begin a step of the active player's turn and resolve what it triggers.

    "untap" untaps the active player's permanents, "draw" draws a card; every step emits an
    event that "at the beginning of …" abilities trigger on.
    """
    game.step = step
    player = game.active_player
    if step == "untap":
        for obj in list(game.battlefield):
            if obj.controller is not player:
                continue
            obj.sick = False  # under its controller's control since their turn began
            if obj.skip_untaps:  # this untap step is the one it skips
                obj.skip_untaps -= 1
            elif DOESNT_UNTAP not in (rules := ch.rules(game, obj)) and _untaps(game, obj, rules):
                set_tapped(game, obj, False)
    emit(game, StepBegan(step, player))
    if step == "draw":
        draw(game, player, 1)
    if step == "precombat main":  # after the draw step, each Saga gets a lore counter
        for obj in list(game.battlefield):
            if obj.controller is player and "Saga" in obj.card.subtypes:
                add_counters(game, obj, "lore", 1)
    run(game)


def _untaps(game: Game, obj: Obj, rules: frozenset[str]) -> bool:
    """Whether a tapped permanent untaps: its controller may choose not to (CR 502.3)."""
    if MAY_NOT_UNTAP not in rules or not obj.tapped:
        return True
    return game.agent.may(game, obj.controller, f"untap {obj.name} (CR 502.3)")


def end_turn(game: Game) -> None:
    """Cleanup (CR 514): the active player discards down to their maximum hand size, then
    damage wears off and "until end of turn" effects end; then the next player's turn begins
    with its untap, upkeep and draw steps."""
    _discard_to_hand_size(game)
    for obj in game.battlefield:
        obj.damage, obj.deathtouched = 0, False
    for effect in [e for e in game.effects if e.until == "end of turn"]:
        game.effects.remove(effect)
        if effect.on_end is not None:
            effect.on_end()
    game.delayed = [d for d in game.delayed if d.until != "end of turn"]
    game.shields = []  # prevention and regeneration shields last "this turn"
    player_rules.end_of_turn(game)
    game.replacements = []  # so do the replacement effects resolved abilities created
    apply_control(game)  # control returns as "until end of turn" control effects end
    game.cost_changes = [c for c in game.cost_changes if not c.until_end_of_turn and not c.used]
    game.permissions = [p for p in game.permissions if not p.until_end_of_turn]
    game.triggered_this_turn.clear()
    game.activated_this_turn.clear()
    game.done_this_turn.clear()
    game.spells_cast.clear()
    for player in game.players:
        player.mana.clear()
        player.restricted.clear()
    if game.extra_turns:  # the most recently created extra turn is taken first (CR 500.7)
        game.active = game.extra_turns.pop().index
    else:
        game.active = (game.active + 1) % len(game.players)
    game.turn += 1
    new = game.active_player
    for effect in [e for e in game.effects if e.until == "your next turn"]:
        if effect.controller is new:
            game.effects.remove(effect)
    apply_control(game)
    for step in ("untap", "upkeep", "draw", "precombat main"):
        begin_step(game, step)


def _discard_to_hand_size(game: Game) -> None:
    """CR 514.1: the active player discards down to their maximum hand size (CR 402.2);
    what that triggers resolves before the cleanup goes on (CR 514.3a)."""
    player = game.active_player
    size = player_rules.maximum_hand_size(game, player)
    excess = len(player.hand) - size if size is not None else 0
    if excess <= 0:
        return
    prompt = f"discard {excess} card{'s' * (excess != 1)} down to {size} (CR 514.1)"
    for card in game.agent.choose(game, player, prompt, list(player.hand), excess, excess):
        move(game, card, "graveyard", cause="discarded")
    run(game)


def attack(game: Game, player: Player, attackers: list[Obj], defender: Player) -> None:
    """Declare attackers (CR 508): they tap (unless vigilance); attack triggers resolve.
    Defender (CR 702.3b) and summoning sickness without haste (CR 302.6, 702.10b) forbid
    attacking."""
    game.declaring_against = defender
    try:
        _check_attackers(game, player, attackers)
    finally:
        game.declaring_against = None
    game.step = "declare attackers"
    for obj in attackers:
        obj.attacking = True
        if "vigilance" not in ch.keywords(game, obj):
            set_tapped(game, obj, True)
    as_attacks(game, player, attackers)  # optional costs to attack (CR 508.1g)
    emit(game, Attacked(player, list(attackers), defender))
    run(game)


def _check_attackers(game: Game, player: Player, attackers: list[Obj]) -> None:
    """Raise a RulesError unless the attackers may attack: restrictions and requirements."""
    for obj in attackers:
        if obj.controller is not player or obj.zone != "battlefield":
            raise RulesError(f"{player.name} doesn't control {obj.name}")
        if not _can_attack(game, obj):
            raise RulesError(f"{obj.name} can't attack")
        if summoning_sick(game, obj):
            raise RulesError(
                f"{obj.name} can't attack: it came under {player.name}'s control this turn"
            )
    for obj in game.battlefield:  # requirements, obeyed as far as possible (CR 508.1d)
        must = obj.controller is player and ATTACKS_IF_ABLE in ch.rules(game, obj)
        able = _can_attack(game, obj) and not summoning_sick(game, obj)
        if must and obj not in attackers and able:
            raise RulesError(f"{obj.name} attacks each combat if able")
    defender = game.declaring_against
    assert defender is not None
    if why := check_goad(game, player, attackers, defender, partial(_able_against, game)):
        raise RulesError(why)


def _able_against(game: Game, obj: Obj, defender: Player) -> bool:
    """Whether the creature could attack ``defender`` now."""
    before, game.declaring_against = game.declaring_against, defender
    try:
        return _can_attack(game, obj) and not summoning_sick(game, obj)
    finally:
        game.declaring_against = before


def _can_attack(game: Game, obj: Obj) -> bool:
    """Whether an untapped creature may attack: defender (CR 702.3b) and "can't attack"
    restrictions (CR 508.1c) forbid it."""
    if "creature" not in ch.types(game, obj) or obj.tapped:
        return False
    rules = ch.rules(game, obj)
    defender = "defender" in ch.keywords(game, obj) and AS_THOUGH_NO_DEFENDER not in rules
    attacked = game.declaring_against
    if attacked is not None and any(
        how == CANT_ATTACK_PLAYER and test(attacked) for how, test in ch.blocking(game, obj)
    ):
        return False
    return not defender and "can't attack" not in rules


def block(game: Game, blocks: Mapping[Obj, Obj | Sequence[Obj]]) -> None:
    """Declare blockers (CR 509.1): ``blocks`` maps each blocking creature to the attacker it
    blocks (or the attackers, for one that may block more, CR 509.1a). Blockers are untapped
    creatures of another player; "can't block", "can't be blocked", evasion and protection
    (``keywords.evasion``) and menace are obeyed, and the requirements as far as they can be
    (CR 509.1c, ``blocking_requirements``)."""
    chosen = {b: (a,) if isinstance(a, Obj) else tuple(dict.fromkeys(a)) for b, a in blocks.items()}
    per_attacker = Counter(a.id for attackers in chosen.values() for a in attackers)
    for blocker, attackers in chosen.items():
        if len(attackers) > (most := capacity(game, blocker)):
            raise RulesError(f"{blocker.name} can block only {most} creature(s) (CR 509.1a)")
        for attacker in attackers:
            why = _cannot_block(game, blocker, attacker) or too_few(
                game, attacker, per_attacker[attacker.id]
            )
            if why:
                raise RulesError(f"{blocker.name} can't block {attacker.name}: {why}")
    if why := check_requirements(game, chosen, _cannot_block, too_few):
        raise RulesError(f"the declaration of blockers is illegal: {why}")
    pairs = [(b, a) for b, attackers in chosen.items() for a in attackers]
    for blocker, _ in pairs:
        blocker.blocking = True
    game.step = "declare blockers"
    game.blocks = {}
    for blocker, attacker in pairs:
        game.blocks.setdefault(attacker.id, []).append(blocker)
    for blocker, attacker in pairs:
        emit(game, Blocked(blocker, attacker))
    unblocked = [o for o in game.battlefield if o.attacking and o.id not in game.blocks]
    emit(game, BlockersDeclared(defending(game), unblocked))  # CR 509.1h
    run(game)


def _cannot_block(game: Game, blocker: Obj, attacker: Obj) -> str:
    """Why ``blocker`` can't block ``attacker`` ("" if it can)."""
    if not attacker.attacking or attacker.zone != "battlefield":
        return "it isn't attacking"
    if blocker.zone != "battlefield" or "creature" not in ch.types(game, blocker):
        return "only creatures on the battlefield block"
    if blocker.tapped or blocker.controller is attacker.controller:
        return "a blocker is an untapped creature of the defending player"
    if "can't block" in ch.rules(game, blocker) or "can't be blocked" in ch.rules(game, attacker):
        return "a rule forbids it"
    if not _blocking_allows(game, blocker, attacker):
        return "a rule forbids it"
    return evades(game, blocker, attacker)


def _blocking_allows(game: Game, blocker: Obj, attacker: Obj) -> bool:
    """The blocking restrictions with a description (CR 509.1b): "can't be blocked by …",
    "can't be blocked except by …" on the attacker, "can block only …" and "can't block …" on
    the blocker."""
    for how, test in ch.blocking(game, attacker):
        if how == "can't be blocked by" and test(blocker):
            return False
        if how == "can be blocked only by" and not test(blocker):
            return False
    for how, test in ch.blocking(game, blocker):
        if how == "can block only" and not test(attacker):
            return False
        if how == "can't block" and test(attacker):
            return False
    return True


def combat_damage(game: Game, defender: Player) -> None:
    """Combat damage (CR 510, ``keywords.combat``); combat then ends, and the postcombat main
    phase begins."""
    fight(game, defender)
    for obj in game.battlefield:
        obj.attacking = obj.blocking = False
    game.blocks = {}
    game.step = "postcombat main"
