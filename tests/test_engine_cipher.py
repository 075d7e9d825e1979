"""Cipher (CR 702.99): the resolving spell's card may be exiled encoded on a creature its
controller controls; while it stays encoded, the creature's combat damage to a player lets
its controller cast a copy of the card without paying its mana cost. On Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, Pick, cast, put, run
from scryc.engine.actions import move
from scryc.engine.turns import attack, block, combat_damage
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Last Thoughts": (
        "Sorcery",
        "{3}{U}",
        "Draw a card.\nCipher (Then you may exile this spell card encoded on a creature you "
        "control. Whenever that creature deals combat damage to a player, its controller may "
        "cast a copy of the encoded card without paying its mana cost.)",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Grizzly Bears": (2, 2)})


def names(cards: list) -> list[str]:
    return [c.card.name for c in cards]


def encoded_game(*more: object):
    game, alice, bob = scripted_game(Answer(True), Pick(("Grizzly Bears",)), *more)
    for name in ("Island", "Swamp", "Forest"):
        put(game, alice, card(name))
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Last Thoughts"), "hand"), free=True)
    run(game)
    return game, alice, bob, bears


def test_the_card_is_exiled_encoded_and_its_copy_is_cast_on_combat_damage() -> None:
    game, alice, bob, bears = encoded_game(Answer(True))
    assert names(alice.hand) == ["Island"]
    assert names(alice.exile) == ["Last Thoughts"] and alice.graveyard == []
    attack(game, alice, [bears], bob)
    block(game, {})
    combat_damage(game, bob)
    run(game)
    assert names(alice.hand) == ["Island", "Swamp"]
    # the copy ceased to exist (CR 704.5e); the card stays encoded
    assert names(alice.exile) == ["Last Thoughts"] and alice.graveyard == []


def test_declining_to_encode_puts_it_into_the_graveyard() -> None:
    game, alice, _ = scripted_game(Answer(False))
    put(game, alice, card("Island"))
    put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Last Thoughts"), "hand"), free=True)
    run(game)
    assert names(alice.graveyard) == ["Last Thoughts"] and alice.exile == []


def test_the_encoding_ends_when_the_creature_leaves() -> None:
    """CR 702.99c: the creature left and came back: a new object, with nothing encoded."""
    game, alice, bob, bears = encoded_game()
    back = move(game, move(game, bears, "hand"), "battlefield")
    assert back is not None
    back.sick = False  # set up as if it had been there since the turn began
    attack(game, alice, [back], bob)
    block(game, {})
    combat_damage(game, bob)
    run(game)
    assert names(alice.hand) == ["Island"] and bob.life == 18
