""" "Target opponent exiles a creature they control": the player named chooses among their own
objects, as with a sacrifice (CR 701.17a); on Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, Pick, begin_step, cast, put, run
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Debt to the Kami": (
        "Instant",
        "{2}{B}",
        "Choose one —\n• Target opponent exiles a creature they control.\n• Target opponent "
        "exiles an enchantment they control.",
    ),
    "Mudhole": ("Instant", "{2}{R}", "Target player exiles all land cards from their graveyard."),
    "Descent into Madness": (
        "Enchantment",
        "{3}{B}{B}",
        "At the beginning of your upkeep, put a despair counter on Descent into Madness, then "
        "each player exiles X permanents they control and/or cards from their hand, where X is "
        "the number of despair counters on Descent into Madness.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {})


def test_the_opponent_chooses_which_of_their_creatures_is_exiled() -> None:
    game, alice, bob = scripted_game(
        Pick(("Target opponent exiles a creature they control.",)),
        Pick(("Wolf",), "Bob"),
    )
    mine = put(game, alice, creature("Bear"), "battlefield")
    bear, wolf = (put(game, bob, creature(n), "battlefield") for n in ("Bear", "Wolf"))
    cast(game, alice, put(game, alice, card("Debt to the Kami"), "hand"), [[bob]], free=True)
    run(game)
    assert game.agent.unused == []  # type: ignore[attr-defined]
    assert [o.name for o in bob.exile] == ["Wolf"]
    assert bear.zone == mine.zone == "battlefield" and wolf.zone == ""


def test_all_land_cards_from_the_target_players_graveyard() -> None:
    game, alice, bob = scripted_game()
    for p in (alice, bob):
        put(game, p, card("Forest"), "graveyard")
    put(game, bob, creature("Bear"), "graveyard")
    cast(game, alice, put(game, alice, card("Mudhole"), "hand"), [[bob]], free=True)
    run(game)
    assert [o.name for o in bob.exile] == ["Forest"] and [o.name for o in bob.graveyard] == ["Bear"]
    assert [o.name for o in alice.graveyard] == ["Forest", "Mudhole"]


def test_each_player_chooses_among_their_permanents_and_cards_in_hand() -> None:
    """With one despair counter each player exiles one of their permanents or cards in hand:
    Alice a card in her hand, Bob a permanent."""

    game, alice, bob = scripted_game(Pick(("Island",), "Alice"), Pick(("Wolf",), "Bob"))
    put(game, alice, card("Descent into Madness"), "battlefield")
    put(game, alice, card("Island"), "hand")
    put(game, bob, creature("Wolf"), "battlefield")
    put(game, bob, card("Swamp"), "hand")
    begin_step(game, "upkeep")
    assert game.agent.unused == []  # type: ignore[attr-defined]
    assert [o.name for o in alice.exile] == ["Island"] and [o.name for o in bob.exile] == ["Wolf"]
