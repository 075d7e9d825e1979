"""Arranging the cards looked at: some go to one place, the rest to another ("put two of them
into your hand and the rest on the bottom of your library in any order"); cards put into a
library together go in the order their owner chooses (CR 401.4). On Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, Pick, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Impulse": (
        "Instant",
        "{1}{U}",
        "Look at the top four cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library in any order.",
    ),
    "Ancestral Memories": (
        "Sorcery",
        "{2}{U}{U}{U}",
        "Look at the top seven cards of your library. Put two of them into your hand and the "
        "rest into your graveyard.",
    ),
    "Test Land Finder": (
        "Sorcery",
        "{2}{G}",
        "Reveal the top three cards of your library. Put a land card from among them onto the "
        "battlefield tapped and the rest into your graveyard.",
    ),
    "Cultivate": (
        "Sorcery",
        "{2}{G}",
        "Search your library for up to two basic land cards, reveal those cards, put one onto "
        "the battlefield tapped and the other into your hand, then shuffle.",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Grizzly Bears": (2, 2)})


def names(cards: list) -> list[str]:
    return [c.card.name for c in cards]


def test_one_to_hand_the_rest_on_the_bottom_in_the_order_chosen() -> None:
    """CR 401.4: the owner orders the cards put on the bottom together (listed top down)."""
    game, alice, _ = scripted_game(Pick(("Swamp",)), Pick(("Plains", "Forest", "Island")))
    for name in ("Island", "Swamp", "Forest", "Plains", "Mountain"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Impulse"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Swamp"]
    assert names(alice.library) == ["Mountain", "Plains", "Forest", "Island"]


def test_two_to_hand_the_rest_into_the_graveyard() -> None:
    """Only the cards looked at move: the eighth card stays on top."""
    game, alice, _ = scripted_game(Pick(("Forest", "Plains")))
    for name in ("Island", "Swamp", "Forest", "Plains", "Mountain", "Mountain", "Island", "Swamp"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Ancestral Memories"), "hand"), free=True)
    run(game)
    assert sorted(names(alice.hand)) == ["Forest", "Plains"]
    assert names(alice.library) == ["Swamp"]
    assert len(alice.graveyard) == 6  # five lands and the spell itself


def test_a_land_from_among_them_enters_tapped_the_rest_to_the_graveyard() -> None:
    """The land is chosen among the revealed cards only (the Forest below them stays)."""
    game, alice, _ = scripted_game()
    for name in ("Grizzly Bears", "Island", "Grizzly Bears", "Forest"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Test Land Finder"), "hand"), free=True)
    run(game)
    lands = [o for o in game.battlefield if o.card.name == "Island"]
    assert len(lands) == 1 and lands[0].tapped
    assert names(alice.library) == ["Forest"]
    assert sorted(names(alice.graveyard)) == ["Grizzly Bears", "Grizzly Bears", "Test Land Finder"]


def test_one_and_the_other_with_one_card_found_its_owner_picks_the_place() -> None:
    """ "Put one onto the battlefield tapped and the other into your hand" with only one card
    found: it may go to either place (here the hand)."""
    game, alice, _ = scripted_game(Pick(("Forest",)), Answer(False))
    for name in ("Grizzly Bears", "Forest"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Cultivate"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Forest"]
    assert not [o for o in game.battlefield if o.card.name == "Forest"]


def test_one_and_the_other_with_two_found() -> None:
    game, alice, _ = scripted_game(Pick(("Forest", "Island")), Pick(("Island",)))
    for name in ("Grizzly Bears", "Forest", "Island"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Cultivate"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Forest"]
    assert [o.tapped for o in game.battlefield if o.card.name == "Island"] == [True]


ORACLE |= {
    "Adventurous Impulse": (
        "Sorcery",
        "{G}",
        "Look at the top three cards of your library. You may reveal a creature or land card "
        "from among them and put it into your hand. Put the rest on the bottom of your library "
        "in any order.",
    ),
    "Test Random Impulse": (
        "Sorcery",
        "{G}",
        "Look at the top three cards of your library. You may reveal a creature card from "
        "among them and put it into your hand. Put the rest on the bottom of your library in "
        "a random order.",
    ),
}


def test_the_rest_are_the_cards_looked_at_that_did_not_go_to_the_hand() -> None:
    """ "the rest": the looked-at cards left over; the card put into the hand is a new object
    (CR 400.7) and is not among them. CR 401.4: the owner orders the rest."""
    decisions = (Answer(True), Pick(("Grizzly Bears",)), Pick(("Forest", "Island")))
    game, alice, _ = scripted_game(*decisions)
    for name in ("Island", "Grizzly Bears", "Forest", "Plains"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Adventurous Impulse"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Grizzly Bears"]
    assert names(alice.library) == ["Plains", "Forest", "Island"]


def test_the_rest_in_a_random_order_when_nothing_is_taken() -> None:
    game, alice, _ = scripted_game(Answer(False))
    for name in ("Island", "Swamp", "Forest", "Plains"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Test Random Impulse"), "hand"), free=True)
    run(game)
    assert not alice.hand and names(alice.library)[0] == "Plains"
    assert sorted(names(alice.library)[1:]) == ["Forest", "Island", "Swamp"]
