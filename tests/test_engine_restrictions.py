"""Restrictions the engine enforces, on Oracle text: attacking (CR 508.1c-d), activating
(CR 602.5, 101.2), countering (CR 101.2), untapping (CR 502.3)."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, activate, attack, begin_step, block, cast, end_turn, put, run
from scryc.engine.actions import RulesError, move
from scryc.engine.compile import CompileError, compile
from scryc.engine.events import Countered
from scryc.parse import parse
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
    "Akoum Firebird": (
        "Creature — Phoenix",
        "{2}{R}{R}",
        "Flying, haste\nAkoum Firebird attacks each combat if able.",
    ),
    "Test Wall": ("Creature — Wall", "{1}{U}", "Defender"),
    "Animate Wall": (
        "Enchantment — Aura",
        "{W}",
        "Enchant Wall\nEnchanted Wall can attack as though it didn't have defender.",
    ),
    "Arrest": (
        "Enchantment — Aura",
        "{2}{W}",
        "Enchant creature\nEnchanted creature can't attack or block, and its activated "
        "abilities can't be activated.",
    ),
    "Drudge Skeletons": ("Creature — Skeleton", "{1}{B}", "{B}: Regenerate Drudge Skeletons."),
    "Abrupt Decay": (
        "Instant",
        "{B}{G}",
        "This spell can't be countered.\nDestroy target nonland permanent with mana value 3 "
        "or less.",
    ),
    "Test Cancel": ("Instant", "{1}{U}{U}", "Counter target spell."),
    "Basalt Monolith": (
        "Artifact",
        "{3}",
        "Basalt Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.",
    ),
}
STATS = {
    "Grizzly Bears": (2, 2),
    "Akoum Firebird": (3, 3),
    "Test Wall": (0, 4),
    "Drudge Skeletons": (1, 1),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def test_a_creature_that_attacks_each_combat_if_able_must_attack() -> None:
    """CR 508.1d: a requirement is obeyed when it can be."""
    game, alice, bob = scripted_game()
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    bird = put(game, alice, card("Akoum Firebird"), "battlefield")
    with pytest.raises(RulesError, match="attacks each combat if able"):
        attack(game, alice, [bears], bob)
    bird.tapped = True  # a tapped creature can't attack: the requirement asks nothing
    attack(game, alice, [bears], bob)
    assert bears.attacking


def test_defender_attacks_only_as_though_it_didnt_have_it() -> None:
    """CR 702.3b, 508.1c: defender forbids attacking, unless an effect lets it attack."""
    game, alice, bob = scripted_game()
    wall = put(game, alice, card("Test Wall"), "battlefield")
    with pytest.raises(RulesError, match="can't attack"):
        attack(game, alice, [wall], bob)
    cast(game, alice, put(game, alice, card("Animate Wall"), "hand"), [[wall]], free=True)
    run(game)
    attack(game, alice, [wall], bob)
    assert wall.attacking


def test_arrest_stops_attacking_and_activating() -> None:
    """CR 508.1c, 602.5 (101.2): the enchanted creature can't attack, and its activated
    abilities can't be activated."""
    game, alice, bob = scripted_game()
    skeletons = put(game, alice, card("Drudge Skeletons"), "battlefield")
    aura = put(game, alice, card("Arrest"), "hand")  # cast in Alice's main phase (CR 307.1)
    cast(game, alice, aura, [[skeletons]], free=True)
    run(game)
    with pytest.raises(RulesError, match="can't attack"):
        attack(game, alice, [skeletons], bob)
    with pytest.raises(RulesError, match="no activated ability"):
        activate(game, alice, skeletons, free=True)


def test_a_spell_that_cant_be_countered_stays_on_the_stack() -> None:
    """CR 101.2: "can't be countered" wins over "counter target spell"."""
    game, alice, bob = scripted_game()
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    decay = cast(game, alice, put(game, alice, card("Abrupt Decay"), "hand"), [[bears]], free=True)
    cancel = put(game, bob, card("Test Cancel"), "hand")
    cast(game, bob, cancel, [[decay.source]], free=True)
    run(game)
    assert not [e for e in game.events if isinstance(e, Countered)]
    assert bears.zone == "" and sorted(o.name for o in bob.graveyard) == [
        "Grizzly Bears",
        "Test Cancel",
    ]


def test_a_permanent_that_doesnt_untap_during_your_untap_step() -> None:
    """CR 502.3: it stays tapped through its controller's untap step."""
    game, alice, _ = scripted_game()
    monolith = put(game, alice, card("Basalt Monolith"), "battlefield")
    monolith.tapped = True
    end_turn(game)
    end_turn(game)
    assert game.active_player is alice and monolith.tapped
    begin_step(game, "untap")
    assert monolith.tapped


BLOCKING = {
    "Amrou Kithkin": (
        "Creature — Kithkin",
        "{W}",
        "Amrou Kithkin can't be blocked by creatures with power 3 or greater.",
    ),
    "Ascending Aven": (
        "Creature — Bird Soldier",
        "{2}{U}{U}",
        "Flying\nAscending Aven can block only creatures with flying.",
    ),
    "Test Sentry": (
        "Creature — Soldier",
        "{2}{W}",
        "Test Sentry can't be blocked except by Walls.",
    ),
    "Hill Giant": ("Creature — Giant", "{3}{R}", ""),
    "Test Wall": ("Creature — Wall", "{1}{U}", "Defender"),
    "Ironclaw Orcs": (
        "Creature — Orc",
        "{1}{R}",
        "Ironclaw Orcs can't block creatures with power 2 or greater.",
    ),
}
BLOCKING_STATS = {
    "Ironclaw Orcs": (2, 2),
    "Amrou Kithkin": (1, 1),
    "Ascending Aven": (3, 2),
    "Test Sentry": (2, 2),
    "Hill Giant": (3, 3),
    "Grizzly Bears": (2, 2),
    "Test Wall": (0, 4),
}


@pytest.mark.parametrize(
    ("attacker", "blocker", "allowed"),
    [
        ("Amrou Kithkin", "Hill Giant", False),  # power 3: can't block it
        ("Amrou Kithkin", "Grizzly Bears", True),
        ("Grizzly Bears", "Ascending Aven", False),  # the Aven blocks only fliers
        ("Test Sentry", "Grizzly Bears", False),  # only Walls block the Sentry
        ("Test Sentry", "Test Wall", True),
        ("Hill Giant", "Ironclaw Orcs", False),  # the Orcs can't block power 2 or greater
        ("Amrou Kithkin", "Ironclaw Orcs", True),
    ],
)
def test_blocking_restrictions_with_a_description(
    attacker: str, blocker: str, allowed: bool
) -> None:
    """CR 509.1b: "can't be blocked by …", "… except by …", "can block only …", "can't
    block …"."""
    oracle = ORACLE | BLOCKING
    game, alice, bob = scripted_game()
    a = put(game, alice, from_oracle(attacker, oracle, BLOCKING_STATS), "battlefield")
    b = put(game, bob, from_oracle(blocker, oracle, BLOCKING_STATS), "battlefield")
    attack(game, alice, [a], bob)
    if allowed:
        block(game, {b: a})
        assert b.blocking
    else:
        with pytest.raises(RulesError, match="a rule forbids it"):
            block(game, {b: a})


ORACLE |= {
    "Sea Serpent": (
        "Creature — Serpent",
        "{5}{U}",
        "Sea Serpent can't attack unless defending player controls an Island.\nWhen you "
        "control no Islands, sacrifice Sea Serpent.",
    ),
    "Bouncing Beebles": (
        "Artifact Creature — Beeble",
        "{2}{U}",
        "Bouncing Beebles can't be blocked as long as defending player controls an artifact.",
    ),
    "Test Relic": ("Artifact", "{1}", ""),
}
STATS |= {"Sea Serpent": (5, 5), "Bouncing Beebles": (2, 2)}


def test_cant_attack_unless_defending_player_asks_about_the_player_attacked() -> None:
    """CR 506.2, 508.1c: the defending player is the one the attack is declared against."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Island"), "battlefield")
    serpent = put(game, alice, card("Sea Serpent"), "battlefield")
    with pytest.raises(RulesError, match="can't attack"):
        attack(game, alice, [serpent], bob)
    put(game, bob, card("Island"), "battlefield")
    attack(game, alice, [serpent], bob)
    assert serpent.attacking


def test_cant_be_blocked_as_long_as_defending_player_controls_an_artifact() -> None:
    game, alice, bob = scripted_game()
    beebles = put(game, alice, card("Bouncing Beebles"), "battlefield")
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    relic = put(game, bob, card("Test Relic"), "battlefield")
    attack(game, alice, [beebles], bob)
    with pytest.raises(RulesError):
        block(game, {bears: beebles})
    move(game, relic, "graveyard")
    block(game, {bears: beebles})
    assert bears.blocking


ORACLE |= {
    "Mogg Jailer": (
        "Creature — Goblin",
        "{1}{R}",
        "Mogg Jailer can't attack if defending player controls an untapped creature with "
        "power 2 or less.",
    ),
    "Avatar of Will": (
        "Creature — Avatar",
        "{6}{U}{U}",
        "If an opponent has no cards in hand, this spell costs {6} less to cast.\nFlying",
    ),
}
STATS |= {"Mogg Jailer": (2, 2), "Avatar of Will": (5, 6)}


def test_cant_attack_if_applies_while_the_condition_holds() -> None:
    game, alice, bob = scripted_game()
    jailer = put(game, alice, card("Mogg Jailer"), "battlefield")
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    with pytest.raises(RulesError, match="can't attack"):
        attack(game, alice, [jailer], bob)
    bears.tapped = True
    attack(game, alice, [jailer], bob)
    assert jailer.attacking


def test_a_cost_condition_that_would_choose_an_opponent_is_refused() -> None:
    """ "If an opponent has no cards in hand" would ask whom each time it is asked."""
    text = ORACLE["Avatar of Will"][2]
    with pytest.raises(CompileError, match="chooses a player"):
        compile(parse(text), text)


ORACLE["Test Augur"] = (
    "Creature — Bird Wizard",
    "{1}{U}",
    "{1}: You gain 1 life. Activate only during your upkeep.",
)


def test_activate_only_during_your_upkeep() -> None:
    """CR 602.5b: the ability's restriction is checked as it is activated."""
    game, alice, _ = scripted_game()
    augur = put(game, alice, card("Test Augur"), "battlefield")
    with pytest.raises(RulesError, match="activation condition"):
        activate(game, alice, augur, 0, free=True)
    begin_step(game, "upkeep")
    activate(game, alice, augur, 0, free=True)
    run(game)
    assert alice.life == 21
