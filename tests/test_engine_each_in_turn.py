""" "Each player <does something to their own things>": each player in APNAP order (CR 101.4),
"they" and "their" meaning that player, and each making their own choices; on Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, CardDef, Pick, cast, put, run
from scryc.engine.compile import CompileError, compile
from scryc.parse import parse
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Wheel of Fortune": (
        "Sorcery",
        "{2}{R}",
        "Each player discards their hand, then draws seven cards.",
    ),
    "Acidic Soil": (
        "Sorcery",
        "{2}{R}",
        "Acidic Soil deals damage to each player equal to the number of lands they control.",
    ),
    "Show and Tell": (
        "Sorcery",
        "{2}{U}",
        "Each player may put an artifact, creature, enchantment, or land card from their hand "
        "onto the battlefield.",
    ),
    "Selvala's Charge": (
        "Sorcery",
        "{4}{G}",
        "Parley — Each player reveals the top card of their library. For each nonland card "
        "revealed this way, you create a 3/3 green Elephant creature token. Then each player "
        "draws a card.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {})


def test_each_player_discards_their_own_hand_then_draws_seven() -> None:
    game, alice, bob = scripted_game()
    for p, n in ((alice, 2), (bob, 4)):
        for _ in range(n):
            put(game, p, card("Island"), "hand")
        for _ in range(8):
            put(game, p, card("Forest"), "library")
    cast(game, alice, put(game, alice, card("Wheel of Fortune"), "hand"), free=True)
    run(game)
    assert [len(p.graveyard) for p in (alice, bob)] == [3, 4]  # Alice's includes the Wheel
    assert {o.name for p in (alice, bob) for o in p.hand} == {"Forest"}
    assert [len(p.hand) for p in (alice, bob)] == [7, 7]


def test_damage_to_each_player_counts_the_lands_that_player_controls() -> None:
    game, alice, bob = scripted_game()
    for p, n in ((alice, 1), (bob, 3)):
        for _ in range(n):
            put(game, p, card("Mountain"), "battlefield")
    cast(game, alice, put(game, alice, card("Acidic Soil"), "hand"), free=True)
    run(game)
    assert (alice.life, bob.life) == (19, 17)


def test_each_player_chooses_from_their_own_hand_in_apnap_order() -> None:
    """Alice decides and chooses first, then Bob; each puts a card from their own hand."""
    game, alice, bob = scripted_game(
        Answer(True, "Alice"),
        Pick(("Alice Bear",), "Alice"),
        Answer(True, "Bob"),
        Pick(("Bob Bear",), "Bob"),
    )
    for p in (alice, bob):
        put(game, p, creature(f"{p.name} Bear"), "hand")
        put(game, p, creature(f"{p.name} Wolf"), "hand")
    cast(game, alice, put(game, alice, card("Show and Tell"), "hand"), free=True)
    run(game)
    assert game.agent.unused == []  # type: ignore[attr-defined]
    assert {(o.name, o.controller.name) for o in game.battlefield} == {
        ("Alice Bear", "Alice"),
        ("Bob Bear", "Bob"),
    }


def test_what_each_player_revealed_is_counted_together() -> None:
    """ "For each nonland card revealed this way" counts every player's revealed card."""
    game, alice, bob = scripted_game()
    put(game, alice, creature("Bear"), "library")
    put(game, bob, creature("Wolf"), "library")
    cast(game, alice, put(game, alice, card("Selvala's Charge"), "hand"), free=True)
    run(game)
    assert sum(o.token for o in game.battlefield) == 2


@pytest.mark.parametrize("text", ["Each player discards their hand, then draws that many cards."])
def test_a_number_each_player_counted_read_after_their_turn_is_refused(text: str) -> None:
    """Each player's "that many" is their own: the engine keeps only the last one, so the
    card is a named refusal rather than a wrong count."""
    with pytest.raises(CompileError, match="each_in_turn"):
        compile(parse(text), text)


ORACLE |= {
    "Goblin Chainwhirler": (
        "Creature — Goblin Warrior",
        "{R}{R}{R}",
        "First strike\nWhen Goblin Chainwhirler enters the battlefield, it deals 1 damage to "
        "each opponent and each creature and planeswalker they control.",
    ),
    "Recoil": (
        "Instant",
        "{1}{U}{B}",
        "Return target permanent to its owner's hand. Then that player discards a card.",
    ),
}


def test_each_opponent_and_each_creature_they_control() -> None:
    game, alice, bob = scripted_game()
    mine = put(game, alice, creature("Bear", pt=(1, 1)), "battlefield")
    theirs = put(game, bob, creature("Elf", pt=(1, 1)), "battlefield")
    cast(game, alice, put(game, alice, card("Goblin Chainwhirler"), "hand"), free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 19)
    assert mine.zone == "battlefield" and theirs.zone != "battlefield"


def test_that_player_is_the_owner_the_permanent_returned_to() -> None:
    """Bob's Elf goes to his hand; Bob (its owner, "that player") then discards, choosing."""
    game, alice, bob = scripted_game(Pick(("Island",), "Bob"))
    elf = put(game, bob, creature("Elf"), "battlefield")
    put(game, bob, card("Island"), "hand")
    cast(game, alice, put(game, alice, card("Recoil"), "hand"), [[elf]], free=True)
    run(game)
    assert [o.name for o in bob.hand] == ["Elf"] and [o.name for o in bob.graveyard] == ["Island"]
