"""Keyword actions the text names without spelling out (CR 701): adapt, monstrosity,
bolster, amass, proliferate and populate, on real Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, Game, Pick, Player, activate, cast, put, run
from scryc.engine import characteristics as ch
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Aeromunculus": (
        "Creature — Homunculus Mutant",
        "{1}{G}{U}",
        "Flying\n{2}{G}{U}: Adapt 1. (If this creature has no +1/+1 counters on it, put a +1/+1 "
        "counter on it.)",
    ),
    "Fleetfeather Cockatrice": (
        "Creature — Cockatrice",
        "{3}{G}{U}",
        "Flash\nFlying, deathtouch\n{5}{G}{U}: Monstrosity 3. (If this creature isn't "
        "monstrous, put three +1/+1 counters on it and it becomes monstrous.)",
    ),
    "Test Bolster": ("Sorcery", "{W}", "Bolster 2."),
    "Test Amass": ("Sorcery", "{B}", "Amass 2."),
    "Test Proliferate": ("Sorcery", "{U}", "Proliferate."),
    "Test Populate": ("Sorcery", "{G}", "Populate."),
    "Coursers' Accord": (
        "Sorcery",
        "{4}{G}{W}",
        "Create a 3/3 green Centaur creature token, then populate. (Create a token that's a "
        "copy of a creature token you control.)",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
    "Test Wall": ("Creature — Wall", "{1}{W}", "Defender"),
}
STATS = {
    "Aeromunculus": (2, 3),
    "Fleetfeather Cockatrice": (3, 3),
    "Test Bear": (2, 2),
    "Test Wall": (0, 4),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def resolve(game: Game, player: Player, name: str) -> None:
    cast(game, player, put(game, player, card(name), "hand"), free=True)
    run(game)


def test_adapt_puts_counters_only_on_a_creature_without_them() -> None:
    """CR 701.46a: a second adapt does nothing while the first counter is there."""
    game, alice, _ = scripted_game()
    mutant = put(game, alice, card("Aeromunculus"), "battlefield")
    for _ in range(2):
        activate(game, alice, mutant, 0, free=True)
        run(game)
    assert mutant.counters["+1/+1"] == 1
    mutant.counters.clear()
    activate(game, alice, mutant, 0, free=True)
    run(game)
    assert mutant.counters["+1/+1"] == 1


def test_monstrosity_happens_once_even_after_the_counters_are_gone() -> None:
    """CR 701.37a-b: monstrous is a designation the permanent keeps."""
    game, alice, _ = scripted_game()
    bird = put(game, alice, card("Fleetfeather Cockatrice"), "battlefield")
    activate(game, alice, bird, 0, free=True)
    run(game)
    assert bird.monstrous and bird.counters["+1/+1"] == 3
    bird.counters.clear()
    activate(game, alice, bird, 0, free=True)
    run(game)
    assert not bird.counters["+1/+1"]


def test_bolster_chooses_among_the_creatures_with_the_least_toughness() -> None:
    """CR 701.39a: the 2/2 has the least toughness, not the 0/4 wall with less power."""
    game, alice, _ = scripted_game()
    wall = put(game, alice, card("Test Wall"), "battlefield")
    mutant = put(game, alice, card("Aeromunculus"), "battlefield")
    bear = put(game, alice, card("Test Bear"), "battlefield")
    resolve(game, alice, "Test Bolster")
    assert bear.counters["+1/+1"] == 2 and not wall.counters and not mutant.counters


def test_amass_makes_an_army_once_and_then_grows_it() -> None:
    """CR 701.47a: a 0/0 black Zombie Army token first; the next amass grows the same one."""
    game, alice, _ = scripted_game()
    resolve(game, alice, "Test Amass")
    (army,) = [o for o in game.battlefield if o.token]
    assert ch.subtypes(game, army) == {"Zombie", "Army"} and ch.colors(game, army) == {"black"}
    assert (ch.power(game, army), ch.toughness(game, army)) == (2, 2)
    resolve(game, alice, "Test Amass")
    assert len([o for o in game.battlefield if o.token]) == 1
    assert army.counters["+1/+1"] == 4


def test_proliferate_adds_one_of_each_kind_to_what_the_player_chooses() -> None:
    """CR 701.27a: Bob's poison counters and the chosen bear's counters grow by one each;
    the bear not chosen keeps its counters."""
    game, alice, bob = scripted_game(Pick(("Bob", "Test Bear")))
    chosen = put(game, alice, card("Test Bear"), "battlefield")
    other = put(game, alice, card("Test Wall"), "battlefield")
    chosen.counters.update({"+1/+1": 1, "shield": 1})
    other.counters["+1/+1"] = 1
    bob.counters["poison"] = 3
    resolve(game, alice, "Test Proliferate")
    assert chosen.counters == {"+1/+1": 2, "shield": 1 + 1}
    assert other.counters["+1/+1"] == 1 and bob.counters["poison"] == 4


def test_populate_copies_a_creature_token_the_player_controls() -> None:
    """CR 701.30a: the Centaur just created is copied."""
    game, alice, _ = scripted_game()
    put(game, alice, card("Test Bear"), "battlefield")
    resolve(game, alice, "Coursers' Accord")
    tokens = [o for o in game.battlefield if o.token]
    assert [t.name for t in tokens] == ["Centaur", "Centaur"]
    assert all((ch.power(game, t), ch.toughness(game, t)) == (3, 3) for t in tokens)


def test_populate_without_a_creature_token_does_nothing() -> None:
    """CR 701.30b."""
    game, alice, _ = scripted_game()
    put(game, alice, card("Test Bear"), "battlefield")
    resolve(game, alice, "Test Populate")
    assert not [o for o in game.battlefield if o.token]
