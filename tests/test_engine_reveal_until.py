"""Revealing cards from the top of a library until one matches (CR 701.20): "that card" is
the one found, "the rest" and "cards revealed this way" every card revealed. On Oracle
text."""

from __future__ import annotations

from scryc.engine import CardDef, activate, cast, put, run
from tests.engine_cards import from_oracle, players

ORACLE = {
    "Test Creature Find": (
        "Sorcery",
        "{G}",
        "Reveal cards from the top of your library until you reveal a creature card. Put that "
        "card into your hand and the rest on the bottom of your library in a random order.",
    ),
    "Sacred Guide": (
        "Creature — Human Cleric",
        "{W}",
        "{1}{W}, Sacrifice Sacred Guide: Reveal cards from the top of your library until you "
        "reveal a white card. Put that card into your hand and exile all other cards revealed "
        "this way.",
    ),
    "Treasure Hunt": (
        "Sorcery",
        "{1}{U}",
        "Reveal cards from the top of your library until you reveal a nonland card, then put "
        "all cards revealed this way into your hand.",
    ),
    "Audacious Reshapers": (
        "Creature — Human Artificer",
        "{4}{R}",
        "{T}, Sacrifice an artifact: Reveal cards from the top of your library until you "
        "reveal an artifact card. Put that card onto the battlefield and the rest on the "
        "bottom of your library in a random order. Audacious Reshapers deals damage to you "
        "equal to the number of cards revealed this way.",
    ),
    "Test Creature Reveal": (
        "Sorcery",
        "{2}{G}",
        "Reveal the top four cards of your library. Put all creature cards revealed this way "
        "into your hand and the rest into your graveyard.",
    ),
    "Test Stickfingers": (
        "Sorcery",
        "{2}{B}",
        "Reveal cards from the top of your library until you reveal two creature cards. Put all "
        "creature cards revealed this way into your graveyard, then put the rest on the bottom "
        "of your library in a random order.",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
    "Savannah Lions": ("Creature — Cat", "{W}", ""),
    "Ornithopter": ("Artifact Creature — Thopter", "{0}", ""),
}


def card(name: str) -> CardDef:
    stats = {"Grizzly Bears": (2, 2), "Savannah Lions": (2, 1), "Sacred Guide": (1, 1)}
    stats |= {"Audacious Reshapers": (5, 4), "Ornithopter": (0, 2)}
    return from_oracle(name, ORACLE, stats)


def names(cards: list) -> list[str]:
    return [c.card.name for c in cards]


def setup(*cards: str):
    game, alice, bob = players()
    for name in cards:
        put(game, alice, card(name))
    return game, alice, bob


def test_that_card_to_hand_the_rest_on_the_bottom() -> None:
    """The first creature card is found; the lands above it go to the bottom, and the card
    below it stays on top."""
    game, alice, _ = setup("Island", "Forest", "Grizzly Bears", "Savannah Lions")
    cast(game, alice, put(game, alice, card("Test Creature Find"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Grizzly Bears"]
    assert names(alice.library)[0] == "Savannah Lions"
    assert sorted(names(alice.library)[1:]) == ["Forest", "Island"]


def test_no_match_reveals_the_whole_library() -> None:
    """With no creature card, every card is revealed and all of them are "the rest"."""
    game, alice, _ = setup("Island", "Forest")
    cast(game, alice, put(game, alice, card("Test Creature Find"), "hand"), free=True)
    run(game)
    assert alice.hand == []
    assert sorted(names(alice.library)) == ["Forest", "Island"]


def test_all_other_cards_revealed_this_way_are_exiled() -> None:
    """Sacred Guide: the white card to hand, the cards revealed before it exiled, the card
    after it untouched."""
    game, alice, _ = setup("Island", "Grizzly Bears", "Savannah Lions", "Forest")
    guide = put(game, alice, card("Sacred Guide"), "battlefield")
    alice.mana["W"] += 1
    alice.mana["C"] += 1
    activate(game, alice, guide, 0)
    run(game)
    assert names(alice.hand) == ["Savannah Lions"]
    assert sorted(names(alice.exile)) == ["Grizzly Bears", "Island"]
    assert names(alice.library) == ["Forest"]


def test_all_cards_revealed_this_way_go_to_hand() -> None:
    game, alice, _ = setup("Island", "Forest", "Grizzly Bears", "Swamp")
    cast(game, alice, put(game, alice, card("Treasure Hunt"), "hand"), free=True)
    run(game)
    assert sorted(names(alice.hand)) == ["Forest", "Grizzly Bears", "Island"]
    assert names(alice.library) == ["Swamp"]


def test_the_number_of_cards_revealed_this_way() -> None:
    """Three cards revealed (two lands, then the artifact): 3 damage to its controller."""
    game, alice, _ = setup("Island", "Forest", "Ornithopter", "Swamp")
    reshapers = put(game, alice, card("Audacious Reshapers"), "battlefield")
    put(game, alice, card("Ornithopter"), "battlefield")
    activate(game, alice, reshapers, 0)
    run(game)
    assert alice.life == 17
    thopters = [o for o in game.battlefield if o.card.name == "Ornithopter"]
    assert len(thopters) == 1 and thopters[0].owner is alice
    assert names(alice.library)[0] == "Swamp"


def test_all_creature_cards_revealed_this_way_to_hand_the_rest_to_the_graveyard() -> None:
    """Only the four revealed cards move: the creatures to the hand, the rest to the
    graveyard; the fifth card (a creature) stays on top."""
    game, alice, _ = setup("Grizzly Bears", "Island", "Savannah Lions", "Forest", "Ornithopter")
    cast(game, alice, put(game, alice, card("Test Creature Reveal"), "hand"), free=True)
    run(game)
    assert sorted(names(alice.hand)) == ["Grizzly Bears", "Savannah Lions"]
    assert sorted(names(alice.graveyard)) == ["Forest", "Island", "Test Creature Reveal"]
    assert names(alice.library) == ["Ornithopter"]


def test_until_two_creature_cards_then_the_rest_to_the_bottom() -> None:
    """Until the second creature card: both creatures to the graveyard, the land revealed
    between them to the bottom, the card after them untouched on top."""
    game, alice, _ = setup("Grizzly Bears", "Island", "Savannah Lions", "Forest", "Ornithopter")
    cast(game, alice, put(game, alice, card("Test Stickfingers"), "hand"), free=True)
    run(game)
    assert sorted(names(alice.graveyard)) == [
        "Grizzly Bears",
        "Savannah Lions",
        "Test Stickfingers",
    ]
    assert names(alice.library) == ["Forest", "Ornithopter", "Island"]
