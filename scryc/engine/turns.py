"""Turn structure: steps, the cleanup of "until end of turn" effects, and combat (its
keywords are in the ``keywords`` modules)."""

from __future__ import annotations

from collections import Counter

from . import characteristics as ch
from .actions import RulesError, add_counters, draw, emit, set_tapped
from .events import Attacked, Blocked, StepBegan
from .keywords import summoning_sick
from .keywords.combat import combat_damage as fight
from .keywords.evasion import evades, too_few
from .resolution import run
from .state import Game, Obj, Player

DOESNT_UNTAP = "doesn't untap during its controller's untap step"
#: Combat rules the engine checks as attackers are declared (CR 508.1c-d).
ATTACKS_IF_ABLE = "attacks each combat if able"
AS_THOUGH_NO_DEFENDER = "can attack as though it didn't have defender"


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
            elif DOESNT_UNTAP not in ch.rules(game, obj):
                set_tapped(game, obj, False)
    emit(game, StepBegan(step, player))
    if step == "draw":
        draw(game, player, 1)
    if step == "precombat main":  # after the draw step, each Saga gets a lore counter
        for obj in list(game.battlefield):
            if obj.controller is player and "Saga" in obj.card.subtypes:
                add_counters(game, obj, "lore", 1)
    run(game)


def end_turn(game: Game) -> None:
    """Cleanup (CR 514): damage wears off, "until end of turn" effects end; then the next
    player's turn begins with its untap, upkeep and draw steps."""
    for obj in game.battlefield:
        obj.damage, obj.deathtouched = 0, False
    for effect in [e for e in game.effects if e.until == "end of turn"]:
        game.effects.remove(effect)
        if effect.on_end is not None:
            effect.on_end()
    game.delayed = [d for d in game.delayed if d.until != "end of turn"]
    game.shields = []  # prevention and regeneration shields last "this turn"
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
    for step in ("untap", "upkeep", "draw", "precombat main"):
        begin_step(game, step)


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


def _can_attack(game: Game, obj: Obj) -> bool:
    """Whether an untapped creature may attack: defender (CR 702.3b) and "can't attack"
    restrictions (CR 508.1c) forbid it."""
    if "creature" not in ch.types(game, obj) or obj.tapped:
        return False
    rules = ch.rules(game, obj)
    defender = "defender" in ch.keywords(game, obj) and AS_THOUGH_NO_DEFENDER not in rules
    return not defender and "can't attack" not in rules


def block(game: Game, blocks: dict[Obj, Obj]) -> None:
    """Declare blockers (CR 509.1): ``blocks`` maps each blocking creature to the attacker it
    blocks. Blockers are untapped creatures of another player; "can't block", "can't be
    blocked", evasion and protection (``keywords.evasion``) and menace are obeyed."""
    per_attacker = Counter(a.id for a in blocks.values())
    for blocker, attacker in blocks.items():
        why = _cannot_block(game, blocker, attacker) or too_few(
            game, attacker, per_attacker[attacker.id]
        )
        if why:
            raise RulesError(f"{blocker.name} can't block {attacker.name}: {why}")
    for blocker in blocks:
        blocker.blocking = True
    game.step = "declare blockers"
    game.blocks = {}
    for blocker, attacker in blocks.items():
        game.blocks.setdefault(attacker.id, []).append(blocker)
    for blocker, attacker in blocks.items():
        emit(game, Blocked(blocker, attacker))
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
    "can't be blocked except by …" on the attacker, "can block only …" on the blocker."""
    for how, test in ch.blocking(game, attacker):
        if how == "can't be blocked by" and test(blocker):
            return False
        if how == "can be blocked only by" and not test(blocker):
            return False
    return all(
        test(attacker) for how, test in ch.blocking(game, blocker) if how == "can block only"
    )


def combat_damage(game: Game, defender: Player) -> None:
    """Combat damage (CR 510, ``keywords.combat``); combat then ends, and the postcombat main
    phase begins."""
    fight(game, defender)
    for obj in game.battlefield:
        obj.attacking = obj.blocking = False
    game.blocks = {}
    game.step = "postcombat main"
