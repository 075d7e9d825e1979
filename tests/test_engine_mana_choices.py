"""Mana chosen one mana at a time ("in any combination of colors") and mana another player
adds ("that player adds {G}{G}") (CR 106.3, 106.4)."""

from __future__ import annotations

from scryc.engine import Pick, activate, card_def, cast, put, run
from scryc.engine.turns import begin_step
from tests.engine_cards import players, scripted_game


def test_any_combination_of_colors_chooses_each_mana_on_its_own() -> None:
    """CR 106.3: "Add two mana in any combination of colors" may add two different colors."""
    game, alice, _ = scripted_game(Pick(("{R}",)), Pick(("{U}",)))
    text = "{T}: Add two mana in any combination of colors."
    rock = put(game, alice, card_def("Prism Rock", text, type_line="Artifact"), "battlefield")
    activate(game, alice, rock, 0)  # a mana ability: it resolves at once (CR 605.3a)
    assert +alice.mana == {"R": 1, "U": 1}


def test_combination_of_two_colors_adds_x_mana_and_none_for_x_zero() -> None:
    """ "Add X mana in any combination of {R} and/or {G}": only those colors; X = 0 adds no
    mana at all."""
    game, alice, _ = scripted_game(Pick(("{G}",)), Pick(("{G}",)), Pick(("{R}",)))
    text = "{T}: Add X mana in any combination of {R} and/or {G}."
    land = put(game, alice, card_def("Storage Test", text, type_line="Land"), "battlefield")
    activate(game, alice, land, 0, x=3)
    assert +alice.mana == {"G": 2, "R": 1}
    land.tapped = False
    alice.mana.clear()
    activate(game, alice, land, 0, x=0)
    assert +alice.mana == {}


def test_an_instant_adds_combined_mana_and_goes_on() -> None:
    """Manamorphose-like: the spell's mana goes to its controller, then they draw."""
    game, alice, _ = scripted_game(Pick(("{B}",)), Pick(("{B}",)))
    text = "Add two mana in any combination of colors.\nDraw a card."
    put(game, alice, card_def("Library Card", "", type_line="Sorcery"), "library")
    spell = put(game, alice, card_def("Morph Mana", text, type_line="Instant"), "hand")
    cast(game, alice, spell, free=True)
    run(game)
    assert +alice.mana == {"B": 2}
    assert [o.name for o in alice.hand] == ["Library Card"]


def test_that_player_adds_mana_to_their_own_pool() -> None:
    """CR 106.4: "that player adds {G}{G}" puts the mana in the active player's pool, not in
    the pool of the controller of the ability."""
    game, alice, bob = players()
    text = "At the beginning of each player's precombat main phase, that player adds {G}{G}."
    put(game, alice, card_def("Vineyard Test", text, type_line="Enchantment"), "battlefield")
    game.active = 1  # Bob's turn
    begin_step(game, "precombat main")
    run(game)
    assert +bob.mana == {"G": 2} and +alice.mana == {}


def test_that_player_adds_mana_for_each_artifact_they_control() -> None:
    """ "that player adds {C} for each artifact they control": counted for that player."""
    game, alice, bob = players()
    text = (
        "At the beginning of each player's precombat main phase, that player adds {C} for "
        "each artifact they control."
    )
    put(game, alice, card_def("Urn Test", text, type_line="Artifact"), "battlefield")
    for name in ("Bob Rock", "Bob Stone"):
        put(game, bob, card_def(name, "", type_line="Artifact"), "battlefield")
    game.active = 1  # Bob's turn
    begin_step(game, "precombat main")
    run(game)
    assert +bob.mana == {"C": 2} and +alice.mana == {}


def test_an_ability_that_adds_mana_among_its_steps_is_a_mana_ability() -> None:
    """CR 605.1a, 605.3a: "Choose a player. That player adds {G}{G}{G}." could add mana and
    has no target: it resolves at once, without the stack."""
    game, alice, bob = scripted_game(Pick(("Bob",)))
    text = "{T}: Choose a player. That player adds {G}{G}{G}."
    maker = put(game, alice, card_def("Valley Test", text, type_line="Artifact"), "battlefield")
    assert activate(game, alice, maker, 0) is None and not game.stack
    assert +bob.mana == {"G": 3} and +alice.mana == {}


def test_x_mana_of_one_color_is_none_for_x_zero() -> None:
    """ "Add X mana of any one color" with X = 0 adds no mana (CR 107.3: X may be 0)."""
    game, alice, _ = scripted_game(Pick(("{G}",)), Pick(("{G}",)))
    text = "{T}: Add X mana of any one color, where X is the number of Elves you control."
    stone = put(game, alice, card_def("Elf Stone", text, type_line="Artifact"), "battlefield")
    activate(game, alice, stone, 0)
    assert +alice.mana == {}
    stone.tapped = False
    elf = card_def("Test Elf", "", type_line="Creature — Elf", power=1, toughness=1)
    put(game, alice, elf, "battlefield")
    activate(game, alice, stone, 0)
    assert +alice.mana == {"G": 1}
