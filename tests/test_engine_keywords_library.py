"""Dredge (CR 702.52) and ingest (CR 702.115). On Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, put
from scryc.engine.actions import draw
from scryc.engine.turns import attack, block, combat_damage
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Stinkweed Imp": (
        "Creature — Imp",
        "{2}{B}",
        "Flying\nWhenever Stinkweed Imp deals combat damage to a creature, destroy that "
        "creature.\nDredge 5 (If you would draw a card, you may mill five cards instead. If you "
        "do, return this card from your graveyard to your hand.)",
    ),
    "Darkblast": (
        "Instant",
        "{B}",
        "Target creature gets -1/-1 until end of turn.\nDredge 3 (If you would draw a card, you "
        "may mill three cards instead. If you do, return this card from your graveyard to your "
        "hand.)",
    ),
    "Benthic Infiltrator": (
        "Creature — Eldrazi Drone",
        "{2}{U}",
        "Devoid\nIngest (Whenever this creature deals combat damage to a player, that player "
        "exiles the top card of their library.)\nBenthic Infiltrator can't be blocked.",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    stats = {"Stinkweed Imp": (1, 2), "Benthic Infiltrator": (1, 4), "Grizzly Bears": (2, 2)}
    return from_oracle(name, ORACLE, stats)


def names(cards: list) -> list[str]:
    return [c.card.name for c in cards]


def test_dredge_mills_instead_and_returns_the_card() -> None:
    """CR 702.52a: the draw is replaced: three cards milled, Darkblast back in hand."""
    game, alice, _ = scripted_game(Answer(True))
    for name in ("Island", "Swamp", "Forest", "Plains"):
        put(game, alice, card(name))
    put(game, alice, card("Darkblast"), "graveyard")
    draw(game, alice, 1)
    assert names(alice.hand) == ["Darkblast"]
    assert sorted(names(alice.graveyard)) == ["Forest", "Island", "Swamp"]
    assert names(alice.library) == ["Plains"]


def test_declining_dredge_draws() -> None:
    game, alice, _ = scripted_game(Answer(False))
    for name in ("Island", "Swamp", "Forest"):
        put(game, alice, card(name))
    put(game, alice, card("Darkblast"), "graveyard")
    draw(game, alice, 1)
    assert names(alice.hand) == ["Island"]
    assert names(alice.graveyard) == ["Darkblast"]


def test_dredge_needs_enough_cards_in_the_library() -> None:
    """CR 702.52b: four cards, Dredge 5: no choice is offered; the card is drawn."""
    game, alice, _ = scripted_game()
    for name in ("Island", "Swamp", "Forest", "Plains"):
        put(game, alice, card(name))
    put(game, alice, card("Stinkweed Imp"), "graveyard")
    draw(game, alice, 1)
    assert names(alice.hand) == ["Island"]


def test_dredge_works_only_for_its_owner_and_from_the_graveyard() -> None:
    """Bob's draw is not replaced by Alice's card; neither is a draw with the Imp on the
    battlefield."""
    game, alice, bob = scripted_game()
    for name in ("Island", "Swamp", "Forest", "Plains", "Mountain", "Island"):
        put(game, alice, card(name))
        put(game, bob, card(name))
    put(game, alice, card("Darkblast"), "graveyard")
    put(game, alice, card("Stinkweed Imp"), "battlefield")
    draw(game, bob, 1)
    assert names(bob.hand) == ["Island"]


def test_ingest_exiles_the_top_card_of_the_damaged_player() -> None:
    """CR 702.115a: combat damage to a player: that player exiles their top card."""
    game, alice, bob = scripted_game()
    for name in ("Island", "Swamp"):
        put(game, bob, card(name))
    infiltrator = put(game, alice, card("Benthic Infiltrator"), "battlefield")
    attack(game, alice, [infiltrator], bob)
    block(game, {})
    combat_damage(game, bob)
    assert bob.life == 19
    assert names(bob.exile) == ["Island"] and names(bob.library) == ["Swamp"]
