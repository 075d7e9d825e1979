"""Keywords that put +1/+1 counters on a creature in the engine, each grounded in its rule:
bloodthirst, unleash, riot, devour, graft, evolve and renown; with the interactions people
get wrong (bloodthirst counts any damage to an opponent, evolve checks again as it
resolves, renown happens once, unleash forbids blocking only while a counter is there); and
the trigger on counters being put on a permanent."""

from __future__ import annotations

import pytest

from scryc.engine import Pick, ScriptedAgent, card_def, cast, new_game, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, add_counters, deal_damage, move
from scryc.engine.agents import Answer
from scryc.engine.compile import CompileError
from scryc.engine.turns import attack, combat_damage
from tests.engine_cards import creature, players


def _enter(game, player, card):  # type: ignore[no-untyped-def]
    obj = move(game, put(game, player, card, "hand"), "battlefield")
    run(game)
    return obj


def test_bloodthirst_counts_any_damage_dealt_to_an_opponent_this_turn() -> None:
    """CR 702.54a: noncombat damage counts; damage to its controller doesn't."""
    ogre = creature("Ogre", "Bloodthirst 2")
    game, alice, bob = players()
    shock = put(game, alice, creature("Shocker"), "battlefield")
    deal_damage(game, shock, alice, 1)
    assert not _enter(game, alice, ogre).counters["+1/+1"]
    deal_damage(game, shock, bob, 1)
    assert _enter(game, alice, ogre).counters["+1/+1"] == 2


def test_bloodthirst_x_counts_all_the_damage_the_opponents_were_dealt() -> None:
    """CR 702.54b: X is the total damage dealt to opponents this turn (3 + 2), not to its
    controller."""
    wood = creature("Wood Test", "Bloodthirst X")
    game, alice, bob = players()
    shock = put(game, alice, creature("Shocker"), "battlefield")
    assert not _enter(game, alice, wood).counters["+1/+1"]
    deal_damage(game, shock, bob, 3)
    deal_damage(game, shock, alice, 4)
    deal_damage(game, shock, bob, 2)
    assert _enter(game, alice, wood).counters["+1/+1"] == 5


def test_unleash_forbids_blocking_only_while_a_counter_is_on_it() -> None:
    """CR 702.98a: "It can't block as long as it has a +1/+1 counter on it"."""
    game = new_game(agent=ScriptedAgent([Answer(True), Answer(False)], fallback=None))
    alice = game.players[0]
    bold = _enter(game, alice, creature("Rager", "Unleash"))
    meek = _enter(game, alice, creature("Rager", "Unleash"))
    assert bold.counters["+1/+1"] == 1 and "can't block" in ch.rules(game, bold)
    assert not meek.counters["+1/+1"] and "can't block" not in ch.rules(game, meek)
    add_counters(game, bold, "+1/+1", -1)
    assert "can't block" not in ch.rules(game, bold)


def test_riot_gives_a_counter_or_haste() -> None:
    """CR 702.136a: one or the other, chosen as it enters."""
    game = new_game(agent=ScriptedAgent([Answer(True), Answer(False)], fallback=None))
    alice = game.players[0]
    big = _enter(game, alice, creature("Rioter", "Riot"))
    fast = _enter(game, alice, creature("Rioter", "Riot"))
    assert big.counters["+1/+1"] == 1 and "haste" not in ch.keywords(game, big)
    assert not fast.counters and "haste" in ch.keywords(game, fast)
    back = move(game, fast, "hand")
    assert back is not None and "haste" not in ch.keywords(game, back)


def test_devour_sacrifices_as_it_enters_for_counters() -> None:
    """CR 702.82a: N counters for each creature sacrificed this way."""
    game = new_game(agent=ScriptedAgent([Pick(("Goblin", "Elf"))], fallback=None))
    alice = game.players[0]
    for name in ("Goblin", "Elf"):
        put(game, alice, creature(name), "battlefield")
    maw = _enter(game, alice, creature("Maw", "Devour 2"))
    assert maw.counters["+1/+1"] == 4
    assert sorted(o.name for o in alice.graveyard) == ["Elf", "Goblin"]


def test_graft_enters_with_counters_and_moves_one_to_another_creature() -> None:
    """CR 702.58a: only while it has a counter; "another creature" of any player."""
    game, alice, bob = players()
    spider = _enter(game, alice, creature("Spider", "Graft 1", (0, 0)))
    assert spider.counters["+1/+1"] == 1
    bear = _enter(game, bob, creature("Bear"))
    assert bear.counters["+1/+1"] == 1 and not spider.counters["+1/+1"]
    assert spider.zone == ""  # a 0/0 with no counters left dies (CR 704.5f)


def test_evolve_checks_again_as_it_resolves() -> None:
    """CR 702.100a-c: greater power and/or toughness; a creature that grew in response no
    longer evolves."""
    game, alice, _ = players()
    lizard = _enter(game, alice, creature("Lizard", "Evolve", (1, 1)))
    _enter(game, alice, creature("Wall", "", (0, 3)))
    assert lizard.counters["+1/+1"] == 1
    move(game, put(game, alice, creature("Bear"), "hand"), "battlefield")
    add_counters(game, lizard, "+1/+1", 1)  # in response: now 3/3
    run(game)
    assert lizard.counters["+1/+1"] == 2


def test_renown_happens_once() -> None:
    """CR 702.112a-b: "if it isn't renowned"; renowned is a designation."""
    game, alice, bob = players()
    knight = put(game, alice, creature("Knight", "Renown 2"), "battlefield")
    for _ in range(2):
        knight.sick = False
        attack(game, alice, [knight], bob)
        combat_damage(game, bob)
        run(game)
        knight.attacking, knight.tapped = False, False
    assert knight.renowned and knight.counters["+1/+1"] == 2
    assert bob.life == 20 - 2 - 4


def test_a_granted_enters_keyword_is_refused() -> None:
    """CR 614.12: how a permanent enters is decided by what it would have as it enters;
    a granted riot or bloodthirst would be missed, so the compiler refuses it."""
    with pytest.raises(CompileError, match="printed only"):
        card_def("Rhythm", "Creatures you control have riot.", type_line="Enchantment")


def test_bloodthirst_on_a_spell_cast_after_combat_damage() -> None:
    """CR 702.54a through the stack: cast after the opponent was dealt combat damage."""
    game, alice, bob = players()
    bear = put(game, alice, creature("Bear"), "battlefield")
    bear.sick = False
    attack(game, alice, [bear], bob)
    combat_damage(game, bob)
    game.step = "postcombat main"
    ogre = put(game, alice, creature("Ogre", "Bloodthirst 1", cost="{1}{R}"), "hand")
    with pytest.raises(RulesError):
        cast(game, alice, ogre)
    cast(game, alice, ogre, free=True)
    run(game)
    assert [o.counters["+1/+1"] for o in game.battlefield if o.name == "Ogre"] == [1]


def test_amplify_counts_revealed_cards_that_share_a_creature_type() -> None:
    """CR 702.38a: only cards in the hand sharing a creature type with it."""
    game = new_game(agent=ScriptedAgent([Pick(("Elf Scout", "Elf Sage"))], fallback=None))
    alice = game.players[0]
    elf = card_def("Elf Scout", type_line="Creature — Elf Scout", power=1, toughness=1)
    sage = card_def("Elf Sage", type_line="Creature — Elf Wizard", power=1, toughness=1)
    for card in (elf, sage, creature("Bear")):
        put(game, alice, card, "hand")
    warden = card_def("Warden", "Amplify 1", type_line="Creature — Elf", power=1, toughness=1)
    assert _enter(game, alice, warden).counters["+1/+1"] == 2
    assert len(alice.hand) == 3  # revealed, not discarded


def test_one_or_more_counters_put_trigger_once_for_each_time_they_are_put() -> None:
    """CR 122.6: "one or more +1/+1 counters are put on" it triggers once for two counters
    put together, not for another kind of counter, nor for counters removed."""
    game, alice, _ = players()
    text = "Whenever one or more +1/+1 counters are put on this creature, you gain 1 life."
    mancer = put(game, alice, creature("Mancer", text), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    for target, kind, amount in ((mancer, "+1/+1", 2), (mancer, "-1/-1", 1), (bear, "+1/+1", 1)):
        add_counters(game, target, kind, amount)
        run(game)
    add_counters(game, mancer, "+1/+1", -1)
    run(game)
    assert alice.life == 21
    add_counters(game, mancer, "+1/+1", 1)
    run(game)
    assert alice.life == 22
