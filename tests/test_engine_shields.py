"""Prevention (CR 615) and regeneration (CR 701.19) as shields, on Oracle text: what each
shield prevents or replaces, when it is used up, and what forbids it."""

from __future__ import annotations

from scryc.engine import (
    CardDef,
    Game,
    Pick,
    Player,
    activate,
    attack,
    cast,
    combat_damage,
    end_turn,
    put,
    run,
)
from scryc.engine.events import Prevented, Regenerated
from scryc.engine.state import Obj
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Healing Salve": (
        "Instant",
        "{W}",
        "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be "
        "dealt to any target this turn.",
    ),
    "Shock": ("Instant", "{R}", "Shock deals 2 damage to any target."),
    "Fog": ("Instant", "{G}", "Prevent all combat damage that would be dealt this turn."),
    "Guardian Seraph": (
        "Creature — Angel",
        "{2}{W}{W}",
        "Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that "
        "damage.",
    ),
    "Vampire Bat": ("Creature — Bat", "{B}", "Flying, lifelink"),
    "Drudge Skeletons": ("Creature — Skeleton", "{1}{B}", "{B}: Regenerate Drudge Skeletons."),
    "Test Murder": ("Instant", "{1}{B}{B}", "Destroy target creature."),
    "Terminate": (
        "Instant",
        "{B}{R}",
        "Destroy target creature. It can't be regenerated.",
    ),
    "Test Curse": ("Instant", "{B}", "Target creature can't be regenerated this turn."),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}
STATS = {
    "Guardian Seraph": (3, 4),
    "Vampire Bat": (2, 1),
    "Drudge Skeletons": (1, 1),
    "Grizzly Bears": (2, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def cast_on(
    game: Game,
    player: Player,
    name: str,
    targets: list[list[Obj | Player]] | None = None,
    modes: list[list[int]] | None = None,
) -> None:
    cast(game, player, put(game, player, card(name), "hand"), targets, modes=modes, free=True)
    run(game)


def prevented(game: Game) -> list[int]:
    return [e.amount for e in game.events if isinstance(e, Prevented)]


def test_the_next_3_damage_is_prevented_across_events_then_used_up() -> None:
    """CR 615.7: a shield that prevents "the next N damage" is used up N points at a time."""
    game, alice, bob = scripted_game()
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast_on(game, bob, "Healing Salve", [[], [bears]], modes=[[1]])
    cast_on(game, alice, "Shock", [[bears]])
    cast_on(game, alice, "Shock", [[bears]])
    assert prevented(game) == [2, 1] and bears.damage == 1
    cast_on(game, alice, "Shock", [[bears]])
    assert prevented(game) == [2, 1] and bears.zone == ""  # 3 damage: it died


def test_fog_prevents_combat_damage_only_this_turn() -> None:
    """CR 615.1a: "Prevent all combat damage that would be dealt this turn"; Shock's damage
    is not combat damage, and the shield ends with the turn (CR 514.2)."""
    game, alice, bob = scripted_game()
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast_on(game, bob, "Fog")
    attack(game, alice, [bears], bob)
    combat_damage(game, bob)
    cast_on(game, alice, "Shock", [[bob]])
    assert bob.life == 18 and prevented(game) == [2]
    end_turn(game)
    end_turn(game)
    bears.tapped = False
    attack(game, alice, [bears], bob)
    combat_damage(game, bob)
    assert bob.life == 16


def test_lifelink_gains_nothing_for_prevented_damage() -> None:
    """Prevented damage is never dealt (CR 615.6), so lifelink (CR 702.15b) gains no life."""
    game, alice, bob = scripted_game()
    bat = put(game, alice, card("Vampire Bat"), "battlefield")
    cast_on(game, bob, "Fog")
    attack(game, alice, [bat], bob)
    combat_damage(game, bob)
    assert (alice.life, bob.life) == (20, 20)


def test_a_static_shield_prevents_1_of_each_damage_from_an_opponents_source() -> None:
    """CR 615.1a: "prevent 1 of that damage", each time, while the Seraph is there."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Guardian Seraph"), "battlefield")
    cast_on(game, bob, "Shock", [[alice]])
    cast_on(game, bob, "Shock", [[alice]])
    cast_on(game, alice, "Shock", [[alice]])  # her own source: not prevented
    assert alice.life == 20 - 1 - 1 - 2 and prevented(game) == [1, 1]


def test_a_regeneration_shield_replaces_one_destruction() -> None:
    """CR 701.19a: the next time it would be destroyed this turn, it is tapped and its
    damage removed instead; the shield is then used up."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Swamp"), "battlefield")
    skeletons = put(game, alice, card("Drudge Skeletons"), "battlefield")
    activate(game, alice, skeletons, free=True)
    run(game)
    cast_on(game, bob, "Test Murder", [[skeletons]])
    assert skeletons.zone == "battlefield" and skeletons.tapped
    assert [e.obj for e in game.events if isinstance(e, Regenerated)] == [skeletons]
    cast_on(game, bob, "Test Murder", [[skeletons]])
    assert skeletons.zone == "" and [o.name for o in alice.graveyard] == ["Drudge Skeletons"]


def test_lethal_damage_is_destruction_that_regeneration_replaces() -> None:
    """CR 704.5g: lethal damage destroys the creature, so a shield replaces it and removes
    the damage."""
    game, alice, bob = scripted_game()
    skeletons = put(game, alice, card("Drudge Skeletons"), "battlefield")
    activate(game, alice, skeletons, free=True)
    run(game)
    cast_on(game, bob, "Shock", [[skeletons]])
    assert skeletons.zone == "battlefield" and skeletons.damage == 0 and skeletons.tapped


def test_a_shield_ends_with_the_turn() -> None:
    game, alice, bob = scripted_game()
    skeletons = put(game, alice, card("Drudge Skeletons"), "battlefield")
    activate(game, alice, skeletons, free=True)
    run(game)
    end_turn(game)
    cast_on(game, bob, "Test Murder", [[skeletons]])
    assert skeletons.zone == ""


def test_it_cant_be_regenerated_is_about_that_destruction() -> None:
    """CR 701.19c: "Destroy target creature. It can't be regenerated." ignores the shield."""
    game, alice, bob = scripted_game()
    skeletons = put(game, alice, card("Drudge Skeletons"), "battlefield")
    activate(game, alice, skeletons, free=True)
    run(game)
    cast_on(game, bob, "Terminate", [[skeletons]])
    assert skeletons.zone == "" and not [e for e in game.events if isinstance(e, Regenerated)]


def test_cant_be_regenerated_this_turn_forbids_a_later_shield() -> None:
    """CR 701.19c: a permanent that can't be regenerated is destroyed despite its shield."""
    game, alice, bob = scripted_game()
    skeletons = put(game, alice, card("Drudge Skeletons"), "battlefield")
    cast_on(game, bob, "Test Curse", [[skeletons]])
    activate(game, alice, skeletons, free=True)
    run(game)
    cast_on(game, bob, "Test Murder", [[skeletons]])
    assert skeletons.zone == ""


def test_a_regenerated_attacker_leaves_combat() -> None:
    """CR 701.19a, 506.4: destroyed while attacking, the Skeletons regenerate, are removed
    from combat and deal no combat damage."""
    game, alice, bob = scripted_game()
    skeletons = put(game, alice, card("Drudge Skeletons"), "battlefield")
    attack(game, alice, [skeletons], bob)
    activate(game, alice, skeletons, free=True)
    run(game)
    cast_on(game, bob, "Test Murder", [[skeletons]])
    combat_damage(game, bob)
    assert skeletons.zone == "battlefield" and not skeletons.attacking and bob.life == 20


def test_the_next_time_a_source_of_your_choice_would_deal_damage() -> None:
    """CR 615.7: "the next time … would deal damage, prevent that damage": one event."""
    oracle = ORACLE | {
        "Circle of Protection: Red": (
            "Enchantment",
            "{1}{W}",
            "{1}: The next time a red source of your choice would deal damage to you this "
            "turn, prevent that damage.",
        ),
    }
    game, alice, bob = scripted_game(Pick(("Shock",)))
    circle = put(game, alice, from_oracle("Circle of Protection: Red", oracle, {}), "battlefield")
    shock = put(game, bob, card("Shock"), "hand")
    cast(game, bob, shock, [[alice]], free=True)
    activate(game, alice, circle, free=True)
    run(game)
    cast_on(game, bob, "Shock", [[alice]])
    assert alice.life == 18 and prevented(game) == [2]
