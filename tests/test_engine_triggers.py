"""Trigger events and delayed triggers: "~ or another creature … enters / dies", on real Oracle
text from the scry corpus and test cards written in the same templates."""

from __future__ import annotations

import pytest

from scryc.engine import (
    Answer,
    CardDef,
    DefaultAgent,
    Game,
    Pick,
    Player,
    ScryChoice,
    attack,
    begin_step,
    block,
    cast,
    combat_damage,
    end_turn,
    new_game,
    put,
    resolve_top,
    run,
)
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, move
from scryc.engine.events import Fizzled
from scryc.engine.resolution import put_triggers
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Test Herald": (
        "Creature — Elf",
        "{1}{G}",
        "Whenever Test Herald or another creature you control enters, scry 1.",
    ),
    "Test Ghoul": (
        "Creature — Zombie",
        "{1}{B}",
        "Whenever Test Ghoul or another Zombie you control dies, you gain 2 life.",
    ),
    "Test Zombie": ("Creature — Zombie", "{B}", ""),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
    "Test Murder": ("Instant", "{1}{B}{B}", "Destroy target creature."),
    "Veteran Guardmouse": (
        "Creature — Mouse Soldier",
        "{3}{R/W}",
        "Valiant — Whenever Veteran Guardmouse becomes the target of a spell or ability you "
        "control for the first time each turn, it gets +1/+0 and gains first strike until end "
        "of turn. Scry 1.",
    ),
    "Elrond, Master of Healing": (
        "Legendary Creature — Elf Noble",
        "{2}{G}{U}",
        "Whenever a creature you control with a +1/+1 counter on it becomes the target of a "
        "spell or ability an opponent controls, you may draw a card.",
    ),
    "Test Growth": ("Instant", "{G}", "Target creature gets +1/+1 until end of turn."),
    "Prison Realm": (
        "Enchantment",
        "{2}{W}",
        "When Prison Realm enters the battlefield, exile target creature or planeswalker an "
        "opponent controls until Prison Realm leaves the battlefield.",
    ),  # (its first ability)
    "Test Disenchant": ("Instant", "{1}{W}", "Destroy target enchantment."),
    "Test Flare": (
        "Sorcery",
        "{R}",
        "Create a 3/1 red Elemental creature token with haste. Sacrifice it at the beginning "
        "of the next end step.",
    ),
    "Arwen Undomiel": (
        "Legendary Creature — Elf Noble",
        "{G}{U}",
        "Whenever you scry, put a +1/+1 counter on target creature.\n{4}{G}{U}: Scry 2.",
    ),
    "Test Opt": ("Instant", "{U}", "Scry 1. Draw a card."),
    "Test Cancel": ("Instant", "{1}{U}{U}", "Counter target spell."),
    "Bloodbond Vampire": (
        "Creature — Vampire Shaman Warrior",
        "{2}{B}{B}",
        "Whenever you gain life, put a +1/+1 counter on Bloodbond Vampire.",
    ),
    "Test Sip": ("Instant", "{W}", "You gain 2 life."),
    "Test Hunter": (
        "Creature — Human",
        "{1}{G}",
        "Whenever Test Hunter deals damage to a Bear, destroy that creature.",
    ),
    "Ashnod": (
        "Legendary Creature — Human",
        "{B}{B}",
        "Whenever a creature deals damage to you, destroy it.",
    ),
    "Test Vulture": (
        "Creature — Bird",
        "{1}{B}",
        "Whenever a creature card is put into an opponent's graveyard from anywhere, you gain "
        "1 life.",
    ),
    "Test Raider": (
        "Creature — Human Warrior",
        "{2}{B}",
        "Whenever Test Raider attacks, defending player loses 2 life.",
    ),
    "Test Vigil": (
        "Instant",
        "{W}",
        "Target creature gets +1/+1 until end of turn. When that creature dies this turn, you "
        "gain 3 life.",
    ),
}
STATS = {
    "Veteran Guardmouse": (3, 4),
    "Test Herald": (1, 1),
    "Test Ghoul": (2, 2),
    "Test Zombie": (2, 2),
    "Test Bear": (2, 2),
    "Arwen Undomiel": (2, 2),
    "Test Raider": (2, 2),
    "Test Hunter": (1, 1),
    "Bloodbond Vampire": (3, 3),
    "Ashnod": (1, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup(*decisions: object) -> tuple[Game, Player, Player]:
    return scripted_game(*decisions)


def test_itself_or_another_creature_entering_triggers() -> None:
    game, alice, bob = setup(ScryChoice(), ScryChoice())
    put(game, alice, card("Test Zombie"))  # a card to scry
    cast(game, alice, put(game, alice, card("Test Herald"), "hand"), free=True)
    run(game)  # itself
    cast(game, alice, put(game, alice, card("Test Bear"), "hand"), free=True)
    run(game)  # another creature you control
    game.active = bob.index  # a creature spell is cast in its caster's main phase
    cast(game, bob, put(game, bob, card("Test Bear"), "hand"), free=True)
    run(game)  # not yours: no scry (the script would have run out)
    assert game.agent.unused == []  # type: ignore[attr-defined]


def test_itself_or_another_zombie_dying_triggers_even_as_it_leaves() -> None:
    game, alice, _ = setup()
    ghoul = put(game, alice, card("Test Ghoul"), "battlefield")
    zombie = put(game, alice, card("Test Zombie"), "battlefield")
    bear = put(game, alice, card("Test Bear"), "battlefield")
    for victim in (zombie, bear, ghoul):
        cast(game, alice, put(game, alice, card("Test Murder"), "hand"), [[victim]], free=True)
        run(game)
    assert alice.life == 24  # the Zombie, then the Ghoul itself (it looks back)


def test_valiant_triggers_the_first_time_each_turn_its_controller_targets_it() -> None:
    game, alice, bob = setup(ScryChoice())
    put(game, alice, card("Test Bear"))  # a card to scry
    mouse = put(game, alice, card("Veteran Guardmouse"), "battlefield")
    for caster in (bob, alice, alice):  # an opponent's spell doesn't count
        cast(game, caster, put(game, caster, card("Test Growth"), "hand"), [[mouse]], free=True)
        run(game)
    assert (ch.power(game, mouse), ch.toughness(game, mouse)) == (7, 7)  # +3/+3, then +1/+0
    assert "first strike" in ch.keywords(game, mouse)
    assert game.agent.unused == []  # type: ignore[attr-defined]


def test_a_creature_with_a_counter_targeted_by_an_opponent_triggers() -> None:
    game, alice, bob = setup(Answer(True))
    put(game, alice, card("Test Zombie"))  # a card to draw
    put(game, alice, card("Elrond, Master of Healing"), "battlefield")
    bear = put(game, alice, card("Test Bear"), "battlefield")
    plain = put(game, alice, card("Test Bear"), "battlefield")
    bear.counters["+1/+1"] = 1
    for caster, target in ((alice, bear), (bob, plain), (bob, bear)):
        cast(game, caster, put(game, caster, card("Test Growth"), "hand"), [[target]], free=True)
        run(game)
    assert [o.name for o in alice.hand] == ["Test Zombie"]


def test_a_delayed_trigger_sacrifices_the_token_at_the_next_end_step_only_once() -> None:
    game, alice, _ = setup()
    cast(game, alice, put(game, alice, card("Test Flare"), "hand"), free=True)
    run(game)
    (token,) = [o for o in game.battlefield if o.token]
    begin_step(game, "upkeep")
    assert token.zone == "battlefield"
    begin_step(game, "end")
    assert not game.battlefield and not game.delayed
    game.step = "postcombat main"  # a sorcery is cast in a main phase
    cast(game, alice, put(game, alice, card("Test Flare"), "hand"), free=True)
    run(game)
    end_turn(game)
    begin_step(game, "end")  # the next end step is the next turn's
    assert not game.battlefield


def test_when_that_creature_dies_this_turn_watches_it_until_the_turn_ends() -> None:
    game, alice, _ = setup()
    first = put(game, alice, card("Test Bear"), "battlefield")
    second = put(game, alice, card("Test Bear"), "battlefield")
    for bear in (first, second):
        cast(game, alice, put(game, alice, card("Test Vigil"), "hand"), [[bear]], free=True)
        run(game)
    cast(game, alice, put(game, alice, card("Test Murder"), "hand"), [[first]], free=True)
    run(game)
    assert alice.life == 23
    end_turn(game)
    assert not game.delayed  # "this turn" is over: the second bear is no longer watched
    cast(game, alice, put(game, alice, card("Test Murder"), "hand"), [[second]], free=True)
    run(game)
    assert alice.life == 23


def test_exiled_until_it_leaves_the_card_returns_under_its_owners_control() -> None:
    game = new_game(agent=DefaultAgent())  # it picks the opponent and the target
    alice, bob = game.players
    bear = put(game, bob, card("Test Bear"), "battlefield")
    realm = put(game, alice, card("Prison Realm"), "hand")
    cast(game, alice, realm, free=True)
    run(game)  # the exile trigger targets the only creature an opponent controls
    assert not bear.zone and [o.name for o in bob.exile] == ["Test Bear"]
    (realm,) = [o for o in game.battlefield if o.name == "Prison Realm"]
    cast(game, bob, put(game, bob, card("Test Disenchant"), "hand"), [[realm]], free=True)
    run(game)
    (back,) = [o for o in game.battlefield if o.name == "Test Bear"]
    assert back.controller is bob and not bob.exile and not game.exiled_until


def test_nothing_is_exiled_once_the_permanent_has_left() -> None:
    game = new_game(agent=DefaultAgent())  # it picks the opponent and the target
    alice, bob = game.players
    bear = put(game, bob, card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Prison Realm"), "hand"), free=True)
    resolve_top(game)
    put_triggers(game)  # its exile trigger is on the stack, targeting the Bear
    (realm,) = [o for o in game.battlefield if o.name == "Prison Realm"]
    move(game, realm, "graveyard")  # it leaves before the exile trigger resolves
    run(game)
    assert bear.zone == "battlefield"  # CR 610.3b


ORACLE["Legolas, Counter of Kills"] = (
    "Legendary Creature — Elf Archer",
    "{2}{G}{U}",
    "Reach\nWhenever you scry, if Legolas, Counter of Kills is tapped, you may untap it. Do "
    "this only once each turn.",
)
ORACLE["Test Omen"] = ("Instant", "{U}", "Scry 1.")
ORACLE["Test Sprite"] = ("Instant", "{U}", "You gain 1 life.")
STATS["Legolas, Counter of Kills"] = (2, 5)


def test_do_this_only_once_each_turn_counts_only_what_happened() -> None:
    game, alice, _ = setup(ScryChoice(), Answer(False), ScryChoice(), Answer(True), ScryChoice())
    put(game, alice, card("Test Bear"))  # a card to scry
    legolas = put(game, alice, card("Legolas, Counter of Kills"), "battlefield", tapped=True)
    for _ in range(2):  # declined, then untapped
        cast(game, alice, put(game, alice, card("Test Omen"), "hand"), free=True)
        run(game)
    assert not legolas.tapped
    legolas.tapped = True
    cast(game, alice, put(game, alice, card("Test Omen"), "hand"), free=True)
    run(game)  # it triggers, but the untap already happened this turn: no question asked
    assert legolas.tapped and game.agent.unused == []  # type: ignore[attr-defined]


ORACLE["Mischievous Chimera"] = (
    "Creature — Chimera",
    "{U}{R}",
    "Flying\nWhenever you cast your first spell during each opponent's turn, Mischievous "
    "Chimera deals 1 damage to each opponent. Scry 1.",
)
STATS["Mischievous Chimera"] = (2, 3)


def test_the_first_spell_during_an_opponents_turn_triggers_not_on_your_own() -> None:
    game, alice, bob = setup(ScryChoice())
    put(game, alice, card("Test Bear"))  # a card to scry
    put(game, alice, card("Mischievous Chimera"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Sprite"), "hand"), free=True)
    run(game)  # alice's own turn
    game.active = 1
    game.spells_cast.clear()
    for _ in range(2):  # the first and the second on bob's turn
        cast(game, alice, put(game, alice, card("Test Sprite"), "hand"), free=True)
        run(game)
    assert bob.life == 19 and game.agent.unused == []  # type: ignore[attr-defined]


ORACLE["Galadriel, Light of Valinor"] = (
    "Legendary Creature — Elf Noble",
    "{4}{G}",
    "Alliance — Whenever another creature you control enters, choose one that hasn't been "
    "chosen this turn —\n• Add {G}{G}{G}.\n• Put a +1/+1 counter on each creature you "
    "control.\n• Scry 2, then draw a card.",
)
STATS["Galadriel, Light of Valinor"] = (4, 4)


def test_choose_one_that_hasnt_been_chosen_this_turn_runs_out_then_resets() -> None:
    game = new_game(agent=DefaultAgent())  # it takes the first mode left
    alice = game.players[0]
    for _ in range(3):
        put(game, alice, card("Test Zombie"))  # cards to scry and draw
    galadriel = put(game, alice, card("Galadriel, Light of Valinor"), "battlefield")
    for _ in range(4):
        cast(game, alice, put(game, alice, card("Test Bear"), "hand"), free=True)
        run(game)
    assert alice.mana["G"] == 3 and galadriel.counters["+1/+1"] == 1 and len(alice.hand) == 1
    assert [e.reason for e in game.events if isinstance(e, Fizzled)] == ["no mode can be chosen"]
    end_turn(game)
    game.active = 0
    cast(game, alice, put(game, alice, card("Test Bear"), "hand"), free=True)
    run(game)
    assert alice.mana["G"] == 3  # the first mode again, on a new turn


ORACLE["Test Battle Saga"] = (
    "Enchantment — Saga",
    "{4}{U}{R}",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after II.)\n"
    "I — Whenever you cast a spell with mana value 5 or greater this turn, draw a card.\n"
    "II — Scry 1.",
)
ORACLE["Test Colossus"] = ("Sorcery", "{5}", "You gain 1 life.")


def test_a_chapter_sets_up_a_trigger_for_the_rest_of_the_turn() -> None:
    game, alice, _ = setup()
    for _ in range(3):
        put(game, alice, card("Test Zombie"))  # cards to draw
    cast(game, alice, put(game, alice, card("Test Battle Saga"), "hand"), free=True)
    run(game)  # it enters with a lore counter: chapter I
    for name in ("Test Sprite", "Test Colossus"):
        cast(game, alice, put(game, alice, card(name), "hand"), free=True)
        run(game)
    assert len(alice.hand) == 1  # only the spell with mana value 5
    end_turn(game)  # "this turn" is over
    game.active = 0
    cast(game, alice, put(game, alice, card("Test Colossus"), "hand"), free=True)
    run(game)
    assert len(alice.hand) == 1 and not game.delayed


def test_a_permanents_trigger_may_target_that_permanent() -> None:
    """CR 115.5: only a spell or ability is an illegal target for itself, so Arwen's trigger,
    with Arwen the only creature on the battlefield, targets her and resolves."""
    game, alice, _ = setup(ScryChoice(), Pick(["Arwen Undomiel"]))
    put(game, alice, card("Test Zombie"))
    put(game, alice, card("Test Bear"))
    arwen = put(game, alice, card("Arwen Undomiel"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Opt"), "hand"), free=True)
    run(game)
    assert arwen.counters["+1/+1"] == 1
    assert not [e for e in game.events if isinstance(e, Fizzled)]
    assert game.agent.unused == []  # type: ignore[attr-defined]


def test_a_spell_cannot_target_itself() -> None:
    """CR 115.5: a spell on the stack is an illegal target for itself; "counter target
    spell" with no other spell on the stack has nothing to target."""
    game, alice, _ = setup()
    spell = put(game, alice, card("Test Cancel"), "hand")
    with pytest.raises(RulesError, match="no legal targets"):
        cast(game, alice, spell, free=True)


def test_defending_player_is_the_player_attacked() -> None:
    """CR 506.2: the player the creature attacks is the defending player."""
    game, alice, bob = setup()
    raider = put(game, alice, card("Test Raider"), "battlefield")
    attack(game, alice, [raider], bob)
    assert (alice.life, bob.life) == (20, 18)


def test_a_creature_card_put_into_an_opponents_graveyard_from_anywhere() -> None:
    """From the battlefield or from a library, into an opponent's graveyard only."""
    game, alice, bob = setup()
    put(game, alice, card("Test Vulture"), "battlefield")
    for owner in (bob, alice):
        bear = put(game, owner, card("Test Bear"), "battlefield")
        cast(game, alice, put(game, alice, card("Test Murder"), "hand"), [[bear]], free=True)
        run(game)
    move(game, put(game, bob, card("Test Bear")), "graveyard", cause="milled")
    run(game)
    assert alice.life == 22


def test_deals_damage_to_a_creature_binds_that_creature() -> None:
    game, alice, bob = setup()
    hunter = put(game, alice, card("Test Hunter"), "battlefield")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    attack(game, alice, [hunter], bob)
    block(game, {bear: hunter})
    combat_damage(game, bob)
    assert bear.zone == "" and hunter.zone == ""  # 1 damage, then destroyed; 2 killed it


def test_a_creature_that_deals_damage_to_you_is_destroyed() -> None:
    game, alice, bob = setup()
    put(game, bob, card("Ashnod"), "battlefield")
    bear = put(game, alice, card("Test Bear"), "battlefield")
    attack(game, alice, [bear], bob)
    combat_damage(game, bob)
    assert bob.life == 18 and bear.zone == ""


def test_whenever_you_gain_life_triggers_once_per_life_gain_event() -> None:
    """CR 119.9: each event of gaining life triggers it once, whatever the amount; an
    opponent's gain doesn't."""
    game, alice, bob = setup()
    vampire = put(game, alice, card("Bloodbond Vampire"), "battlefield")
    for caster in (alice, alice, bob):
        cast(game, caster, put(game, caster, card("Test Sip"), "hand"), free=True)
        run(game)
    assert vampire.counters["+1/+1"] == 2 and alice.life == 24


ORACLE |= {
    "Eidolon of the Great Revel": (
        "Enchantment Creature — Spirit",
        "{R}{R}",
        "Whenever a player casts a spell with mana value 3 or less, Eidolon of the Great Revel "
        "deals 2 damage to that player.",
    ),
    "Test Insight": ("Instant", "{U}", "Draw a card."),
    "Gaze of Adamaro": (
        "Instant",
        "{2}{R}{R}",
        "Gaze of Adamaro deals damage to target player equal to the number of cards in that "
        "player's hand.",
    ),
}


def test_that_player_is_the_player_who_cast_the_spell() -> None:
    """The cast trigger binds its player (CR 603.2): Bob's spell hurts Bob, not Alice."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Eidolon of the Great Revel"), "battlefield")
    put(game, bob, card("Test Bear"), "library")
    cast(game, bob, put(game, bob, card("Test Insight"), "hand"), free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 18)


def test_damage_equal_to_cards_in_the_targeted_players_hand() -> None:
    """ "that player" in the amount is the target player, chosen as the spell is cast."""
    game, alice, bob = scripted_game()
    for _ in range(3):
        put(game, bob, card("Test Bear"), "hand")
    cast(game, alice, put(game, alice, card("Gaze of Adamaro"), "hand"), [[bob]], free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 17)


ORACLE |= {
    "Massacre Wurm": (
        "Creature — Phyrexian Wurm",
        "{3}{B}{B}{B}",
        "When Massacre Wurm enters the battlefield, creatures your opponents control get -2/-2 "
        "until end of turn.\nWhenever a creature an opponent controls dies, that player loses "
        "2 life.",
    ),
    # Public Execution without "other" (on a spell the engine refuses "other": other than the
    # target here, which the AST does not say)
    "Test Execution": (
        "Instant",
        "{5}{B}",
        "Tap target creature an opponent controls. Each creature that player controls gets "
        "-2/-0 until end of turn.",
    ),
}


def test_that_player_is_the_controller_of_the_creature_that_died() -> None:
    """ "a creature an opponent controls … that player": the controller, as the creature
    last existed on the battlefield (CR 608.2h)."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Massacre Wurm"), "battlefield")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    move(game, bear, "graveyard")
    run(game)
    assert (alice.life, bob.life) == (20, 18)


def test_that_player_is_the_controller_of_the_target() -> None:
    game, alice, bob = scripted_game()
    doomed, other = (put(game, bob, card("Test Bear"), "battlefield") for _ in range(2))
    mine = put(game, alice, card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Execution"), "hand"), [[doomed]], free=True)
    run(game)
    assert doomed.tapped and ch.power(game, doomed) == 0 and ch.power(game, other) == 0
    assert ch.power(game, mine) == 2


ORACLE["Horizon Chimera"] = (
    "Creature — Chimera",
    "{2}{G}{U}",
    "Flash\nFlying, trample\nWhenever you draw a card, you gain 1 life.",
)
ORACLE["Test Divination"] = ("Instant", "{2}{U}", "Draw two cards.")


def test_whenever_you_draw_a_card_triggers_for_each_card_drawn() -> None:
    """CR 121.2: each card drawn is a draw of its own; the opponent's draws don't count."""
    game, alice, bob = scripted_game(Pick(("Horizon Chimera", "Horizon Chimera")))
    put(game, alice, card("Horizon Chimera"), "battlefield")
    for player in (alice, alice, bob):
        put(game, player, card("Test Bear"), "library")
    cast(game, alice, put(game, alice, card("Test Divination"), "hand"), free=True)
    run(game)
    cast(game, bob, put(game, bob, card("Test Insight"), "hand"), free=True)
    run(game)
    assert (alice.life, len(alice.hand), len(bob.hand)) == (22, 2, 1)
