"""Libraries and the zones searched card by card: putting looked-at cards back in the order
chosen (CR 401.4), searching a library and a graveyard (CR 701.23), "if you search your
library this way". On Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Pick, activate, cast, put, run
from scryc.engine.agents import ScriptError
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Index": (
        "Sorcery",
        "{U}",
        "Look at the top five cards of your library, then put them back in any order.",
    ),
    "Chandra's Outburst": (
        "Instant",
        "{3}{R}{R}",
        "Chandra's Outburst deals 4 damage to target opponent or planeswalker. Search your "
        "library and/or graveyard for a card named Chandra, Bold Pyromancer, reveal it, and put "
        "it into your hand. If you search your library this way, shuffle.",
    ),
    "Chandra, Bold Pyromancer": ("Legendary Planeswalker — Chandra", "{4}{R}{R}", ""),
    "Krosan Verge": (
        "Land",
        "",
        "{2}, {T}, Sacrifice Krosan Verge: Search your library for a Forest card and a Plains "
        "card, put them onto the battlefield tapped, then shuffle.",
    ),
    "Test Either": (
        "Sorcery",
        "{1}",
        "Search your library for a card named Chandra, Bold Pyromancer or an Equipment card, "
        "reveal it, put it into your hand, then shuffle.",
    ),
    "Test Journey": (
        "Sorcery",
        "{2}{G}",
        "Search your library and graveyard for a basic land card and a card named Chandra, "
        "Bold Pyromancer, reveal them, put them into your hand, then shuffle.",
    ),
    "Bonesplitter": ("Artifact — Equipment", "{1}", ""),
    "Test Many Forests": (
        "Sorcery",
        "{G}",
        "Search your library for any number of Forest cards, put them onto the battlefield "
        "tapped, then shuffle.",
    ),
    "Test Hulk Search": (
        "Sorcery",
        "{G}",
        "Search your library for any number of creature cards with total mana value 6 or less, "
        "put them onto the battlefield, then shuffle.",
    ),
    "Test Any Forests": (
        "Sorcery",
        "{G}",
        "Search your library and graveyard for any number of Forest cards, put them into your "
        "hand, then shuffle.",
    ),
    "Hill Giant": ("Creature — Giant", "{3}{R}", ""),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    stats = {"Hill Giant": (3, 3), "Grizzly Bears": (2, 2)}
    return from_oracle(name, ORACLE, stats, {"Chandra, Bold Pyromancer": 5})


def names(cards: list) -> list[str]:
    return [c.card.name for c in cards]


def test_put_back_in_the_order_chosen_keeps_the_cards_below() -> None:
    """CR 401.4: the owner orders the cards put back on top; the sixth card stays sixth."""
    order = ("Forest", "Plains", "Island", "Mountain", "Swamp")
    game, alice, _ = scripted_game(Pick(order))
    for name in ("Island", "Swamp", "Forest", "Plains", "Mountain", "Island"):
        put(game, alice, card(name))
    looked = list(alice.library[:5])
    cast(game, alice, put(game, alice, card("Index"), "hand"), free=True)
    run(game)
    assert names(alice.library) == [*order, "Island"]
    assert all(any(o is c for c in alice.library) for o in looked)  # same objects (no move)


def test_search_only_the_graveyard_does_not_shuffle() -> None:
    """CR 701.23: "and/or": the player searches the graveyard alone, finds the card there,
    and, having not searched the library, does not shuffle it."""
    game, alice, bob = scripted_game(
        Pick(("Bob",)), Pick(("graveyard",)), Pick(("Chandra, Bold Pyromancer",))
    )
    for name in ("Island", "Swamp", "Forest", "Plains", "Mountain"):
        put(game, alice, card(name))
    put(game, alice, card("Chandra, Bold Pyromancer"), "graveyard")
    before = names(alice.library)
    cast(game, alice, put(game, alice, card("Chandra's Outburst"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Chandra, Bold Pyromancer"]
    assert names(alice.library) == before
    assert bob.life == 16


def test_search_the_library_too_then_shuffle() -> None:
    """The card found in the library; the library was searched, so it is shuffled."""
    game, alice, _ = scripted_game(
        Pick(("Bob",)), Pick(("library", "graveyard")), Pick(("Chandra, Bold Pyromancer",))
    )
    for name in ("Island", "Swamp", "Forest", "Plains", "Mountain") * 4:
        put(game, alice, card(name))
    put(game, alice, card("Chandra, Bold Pyromancer"))
    before = names(alice.library)
    cast(game, alice, put(game, alice, card("Chandra's Outburst"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Chandra, Bold Pyromancer"]
    assert sorted(names(alice.library)) == sorted(before[:-1])
    assert names(alice.library) != before[:-1]  # shuffled (20 cards: fixed seed)


def test_a_card_in_the_graveyard_searched_must_be_found() -> None:
    """CR 701.23b excuses only hidden zones: searching the graveyard, the Chandra there is
    must be found: finding nothing is not a choice the player has."""
    game, alice, _ = scripted_game(Pick(("Bob",)), Pick(("graveyard",)), Pick(()))
    put(game, alice, card("Chandra, Bold Pyromancer"), "graveyard")
    cast(game, alice, put(game, alice, card("Chandra's Outburst"), "hand"), free=True)
    with pytest.raises(ScriptError, match="choose between 1 and 1"):
        run(game)


def test_two_descriptions_are_one_search() -> None:
    """CR 701.23h: a Forest card and a Plains card, both found in one search."""
    game, alice, _ = scripted_game(Pick(("Forest",)), Pick(("Plains",)))
    for name in ("Island", "Forest", "Plains", "Forest"):
        put(game, alice, card(name))
    verge = put(game, alice, card("Krosan Verge"), "battlefield")
    alice.mana["C"] += 2

    activate(game, alice, verge, 0)
    run(game)
    lands = sorted(o.card.name for o in game.battlefield if o.tapped)
    assert lands == ["Forest", "Plains"]
    assert sorted(names(alice.library)) == ["Forest", "Island"]


def test_a_card_named_or_an_equipment_card_is_one_card() -> None:
    """ "a card named … or an Equipment card": one card that matches either description."""
    game, alice, _ = scripted_game(Pick(("Bonesplitter",)))
    for name in ("Chandra, Bold Pyromancer", "Bonesplitter", "Island"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Test Either"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Bonesplitter"]
    assert len(alice.library) == 2


def test_library_and_graveyard_are_both_searched() -> None:
    """ "Search your library and graveyard": no choice of zones; the named card in the
    graveyard must be found (public zone), the basic land comes from the library."""
    game, alice, _ = scripted_game(Pick(("Forest",)), Pick(("Chandra, Bold Pyromancer",)))
    for name in ("Forest", "Island"):
        put(game, alice, card(name))
    put(game, alice, card("Chandra, Bold Pyromancer"), "graveyard")
    cast(game, alice, put(game, alice, card("Test Journey"), "hand"), free=True)
    run(game)
    assert sorted(names(alice.hand)) == ["Chandra, Bold Pyromancer", "Forest"]


def test_any_number_of_cards_is_no_limit() -> None:
    """ "any number of Forest cards": all three may be found (not just one)."""
    game, alice, _ = scripted_game(Pick(("Forest", "Forest", "Forest")))
    for name in ("Forest", "Island", "Forest", "Forest"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Test Many Forests"), "hand"), free=True)
    run(game)
    assert [o.card.name for o in game.battlefield] == ["Forest"] * 3
    assert names(alice.library) == ["Island"]


def test_a_set_within_a_total_mana_value() -> None:
    """Total mana value 6 or less, card by card: Hill Giant (4), then only a card of 2 or
    less still fits (the second Giant is not offered), Grizzly Bears (2), then none."""
    game, alice, _ = scripted_game(Pick(("Hill Giant",)), Pick(("Grizzly Bears",)))
    for name in ("Hill Giant", "Hill Giant", "Grizzly Bears", "Island"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Test Hulk Search"), "hand"), free=True)
    run(game)
    assert sorted(o.card.name for o in game.battlefield) == ["Grizzly Bears", "Hill Giant"]
    assert sorted(names(alice.library)) == ["Hill Giant", "Island"]


def test_any_number_lets_a_public_zones_card_be_left() -> None:
    """ "any number of": the player may find none, even of the Forest in the graveyard."""
    game, alice, _ = scripted_game(Pick(()))
    put(game, alice, card("Forest"))
    put(game, alice, card("Forest"), "graveyard")
    cast(game, alice, put(game, alice, card("Test Any Forests"), "hand"), free=True)
    run(game)
    assert alice.hand == [] and names(alice.library) == ["Forest"]
