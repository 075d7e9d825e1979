"""Replacement abilities of zone changes (CR 614.1a, 614.6): "If ~ would die, exile it
instead", "If ~ would be put into a graveyard from anywhere, …", on real Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, cast, put, run
from scryc.engine.actions import move
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Covetous Geist": (
        "Creature — Spirit",
        "{1}{B}",
        "Flying, deathtouch\nIf Covetous Geist would be put into a graveyard from anywhere, "
        "exile it instead.",
    ),
    "Nissa's Chosen": (
        "Creature — Elf Warrior",
        "{G}{G}",
        "If Nissa's Chosen would die, put it on the bottom of its owner's library instead.",
    ),
    "Kalitas, Traitor of Ghet": (
        "Legendary Creature — Vampire Warrior",
        "{2}{B}{B}",
        "Lifelink\nIf a nontoken creature an opponent controls would die, instead exile that "
        "card and create a 2/2 black Zombie creature token.",
    ),
    "Rest in Peace": (
        "Enchantment",
        "{1}{W}",
        "When Rest in Peace enters the battlefield, exile all graveyards.\nIf a card or token "
        "would be put into a graveyard from anywhere, exile it instead.",
    ),
    "Nexus of Fate": (
        "Instant",
        "{5}{U}{U}",
        "Take an extra turn after this one.\nIf Nexus of Fate would be put into a graveyard "
        "from anywhere, reveal Nexus of Fate and shuffle it into its owner's library instead.",
    ),
    "Samurai of the Pale Curtain": (
        "Creature — Fox Samurai",
        "{W}{W}",
        "Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of "
        "turn.)\nIf a permanent would be put into a graveyard, exile it instead.",
    ),
    "Test Murder": ("Instant", "{1}{B}{B}", "Destroy target creature."),
    "Test Mourner": (
        "Creature — Test",
        "{1}{B}",
        "Whenever another creature dies, you gain 1 life.",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
}
STATS = {
    "Samurai of the Pale Curtain": (2, 2),
    "Covetous Geist": (1, 1),
    "Nissa's Chosen": (2, 3),
    "Kalitas, Traitor of Ghet": (3, 4),
    "Test Mourner": (1, 1),
    "Test Bear": (2, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def murder(game, player, victim) -> None:  # type: ignore[no-untyped-def]
    cast(game, player, put(game, player, card("Test Murder"), "hand"), [[victim]], free=True)
    run(game)


def test_would_die_exiles_instead_and_it_never_dies() -> None:
    """CR 614.6: the replaced event never happens, so "whenever a creature dies" does not
    trigger; the Murder itself still goes to the graveyard."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Test Mourner"), "battlefield")
    geist = put(game, bob, card("Covetous Geist"), "battlefield")
    murder(game, alice, geist)
    assert [o.name for o in bob.exile] == ["Covetous Geist"]
    assert not bob.graveyard and alice.life == 20
    assert [o.name for o in alice.graveyard] == ["Test Murder"]


def test_from_anywhere_works_from_the_hand_and_the_stack() -> None:
    """The card's own "from anywhere" replacement works outside the battlefield: a discarded
    Covetous Geist is exiled, and Nexus of Fate is shuffled into its owner's library after
    resolving (CR 608.2n would put it into the graveyard)."""
    game, alice, bob = scripted_game()
    geist = put(game, bob, card("Covetous Geist"), "hand")
    move(game, geist, "graveyard", cause="discarded")
    assert [o.name for o in bob.exile] == ["Covetous Geist"] and not bob.graveyard
    nexus = put(game, alice, card("Nexus of Fate"), "hand")
    cast(game, alice, nexus, free=True)
    run(game)
    assert not alice.graveyard
    assert [o.name for o in alice.library] == ["Nexus of Fate"]


def test_own_would_die_puts_it_on_the_bottom_of_the_library() -> None:
    game, alice, bob = scripted_game()
    put(game, bob, card("Test Bear"), "library")
    chosen = put(game, bob, card("Nissa's Chosen"), "battlefield")
    murder(game, alice, chosen)
    assert [o.name for o in bob.library] == ["Test Bear", "Nissa's Chosen"]


def test_kalitas_exiles_an_opponents_nontoken_creature_and_makes_a_zombie() -> None:
    """Only creatures an opponent controls: Kalitas's own controller's creature dies."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Kalitas, Traitor of Ghet"), "battlefield")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    murder(game, alice, bear)
    assert [o.name for o in bob.exile] == ["Test Bear"] and not bob.graveyard
    zombies = [o for o in game.battlefield if o.token]
    assert len(zombies) == 1 and zombies[0].controller is alice
    mine = put(game, alice, card("Test Bear"), "battlefield")
    murder(game, alice, mine)
    assert "Test Bear" in [o.name for o in alice.graveyard]


def test_rest_in_peace_exiles_spells_and_tokens_but_not_from_the_hand() -> None:
    """A static ability of a permanent works only while it is on the battlefield: Rest in
    Peace in a hand does nothing (CR 113.6)."""
    game, alice, bob = scripted_game()
    held = put(game, alice, card("Rest in Peace"), "hand")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    murder(game, alice, bear)
    assert "Test Bear" in [o.name for o in bob.graveyard]
    move(game, held, "battlefield")
    run(game)
    assert not bob.graveyard  # its trigger exiled all graveyards
    other = put(game, bob, card("Test Bear"), "battlefield")
    murder(game, alice, other)
    assert not alice.graveyard and not bob.graveyard
    assert {o.name for o in alice.exile} >= {"Test Murder"}


EFFECTS = {
    "Lava Coil": (
        "Sorcery",
        "{1}{R}",
        "Lava Coil deals 4 damage to target creature. If that creature would die this turn, "
        "exile it instead.",
    ),
    "Anger of the Gods": (
        "Sorcery",
        "{1}{R}{R}",
        "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this "
        "way would die this turn, exile it instead.",
    ),
    "Flaying Tendrils": (
        "Sorcery",
        "{1}{B}{B}",
        "Devoid (This card has no color.)\nAll creatures get -2/-2 until end of turn. If a "
        "creature would die this turn, exile it instead.",
    ),
    "Test Giant": ("Creature — Giant", "{4}{G}", ""),
    "Test Knight": ("Creature — Knight", "{W}{W}", "Protection from red"),
}
EFFECT_STATS = {"Test Giant": (5, 5), "Test Knight": (2, 2), "Test Bear": (2, 2)}


def effect_card(name: str) -> CardDef:
    return from_oracle(name, EFFECTS | ORACLE, STATS | EFFECT_STATS)


def test_that_creature_is_exiled_if_it_dies_later_this_turn_but_not_next_turn() -> None:
    """CR 614.1a: the replacement effect lasts the turn: the Giant survives Lava Coil, dies
    to Murder the same turn and is exiled; a second Giant coiled, then killed next turn, goes
    to the graveyard."""
    from scryc.engine import end_turn

    game, alice, bob = scripted_game()
    giant = put(game, bob, effect_card("Test Giant"), "battlefield")
    coil = put(game, alice, effect_card("Lava Coil"), "hand")
    cast(game, alice, coil, [[giant]], free=True)
    run(game)
    assert giant.zone == "battlefield" and giant.damage == 4
    murder(game, alice, giant)
    assert [o.name for o in bob.exile] == ["Test Giant"]
    other = put(game, bob, effect_card("Test Giant"), "battlefield")
    cast(game, alice, put(game, alice, effect_card("Lava Coil"), "hand"), [[other]], free=True)
    run(game)
    end_turn(game)
    murder(game, alice, other)
    assert "Test Giant" in [o.name for o in bob.graveyard]


def test_dealt_damage_this_way_excludes_creatures_whose_damage_was_prevented() -> None:
    """Anger of the Gods: protection prevents the damage (CR 702.16e), so the Knight was not
    dealt damage this way and dies to a later Murder normally; the Bear dies to the damage
    (SBA, CR 704.5g) and is exiled."""
    game, alice, bob = scripted_game()
    bear = put(game, bob, effect_card("Test Bear"), "battlefield")
    knight = put(game, bob, effect_card("Test Knight"), "battlefield")
    cast(game, alice, put(game, alice, effect_card("Anger of the Gods"), "hand"), free=True)
    run(game)
    assert bear.zone == "" and [o.name for o in bob.exile] == ["Test Bear"]
    murder(game, alice, knight)
    assert [o.name for o in bob.graveyard] == ["Test Knight"]


def test_a_creature_that_would_die_this_turn_includes_later_ones() -> None:
    """Flaying Tendrils: "a creature" is any creature that would die this turn, the Bears it
    shrank to death (SBA) and a creature that entered after it resolved."""
    game, alice, bob = scripted_game()
    put(game, bob, effect_card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, effect_card("Flaying Tendrils"), "hand"), free=True)
    run(game)
    late = put(game, bob, effect_card("Test Giant"), "battlefield")
    murder(game, alice, late)
    assert sorted(o.name for o in bob.exile) == ["Test Bear", "Test Giant"]
    assert not bob.graveyard


def test_a_permanent_would_be_put_into_a_graveyard_only_from_the_battlefield() -> None:
    """Samurai of the Pale Curtain: a destroyed permanent is exiled; a discarded card (not a
    permanent) and the Murder spell go to the graveyard."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Samurai of the Pale Curtain"), "battlefield")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    murder(game, alice, bear)
    assert [o.name for o in bob.exile] == ["Test Bear"]
    held = put(game, bob, card("Test Bear"), "hand")
    move(game, held, "graveyard", cause="discarded")
    assert [o.name for o in bob.graveyard] == ["Test Bear"]
    assert [o.name for o in alice.graveyard] == ["Test Murder"]


BRIEFING = {
    "Mission Briefing": (
        "Instant",
        "{U}{U}",
        "Surveil 2, then choose an instant or sorcery card in your graveyard. You may cast it "
        "this turn. If that spell would be put into your graveyard, exile it instead. (To "
        "surveil 2, look at the top two cards of your library, then put any number of them "
        "into your graveyard and the rest on top of your library in any order.)",
    ),
    "Test Draw": ("Sorcery", "{U}", "Draw a card."),
}


def test_the_spell_cast_from_the_graveyard_is_exiled_instead() -> None:
    """The replacement follows the card as it becomes a spell (a new object, CR 400.7): it
    resolves and is exiled rather than put back into the graveyard."""
    from scryc.engine import SurveilChoice

    game, alice, _ = scripted_game(SurveilChoice(top=("Test Bear", "Test Bear")), Answer(True))
    for _ in range(3):
        put(game, alice, card("Test Bear"), "library")
    put(game, alice, from_oracle("Test Draw", BRIEFING, {}), "graveyard")
    briefing = put(game, alice, from_oracle("Mission Briefing", BRIEFING, {}), "hand")
    cast(game, alice, briefing, free=True)
    run(game)
    spell = next(o for o in alice.graveyard if o.name == "Test Draw")
    cast(game, alice, spell, free=True)
    run(game)
    assert "Test Draw" in [o.name for o in alice.exile]
    assert "Test Draw" not in [o.name for o in alice.graveyard]
