"""Last known information (CR 608.2h): "the sacrificed creature's power" is the power the
creature had as it last existed on the battlefield, counters and effects included, for an
activated ability's cost and a spell's additional cost alike."""

from __future__ import annotations

from scryc.engine import CardDef, Pick, activate, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Altar of Dementia": (
        "Artifact",
        "{2}",
        "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power.",
    ),
    "Fling": (
        "Instant",
        "{1}{R}",
        "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage "
        "equal to the sacrificed creature's power to any target.",
    ),
    "Test Pyre": (
        "Instant",
        "{R}",
        "As an additional cost to cast this spell, exile a creature card from your graveyard.\n"
        "Test Pyre deals damage equal to the exiled card's power to any target.",
    ),
    "Test Anthem": ("Enchantment", "{W}", "Creatures you control get +1/+1."),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
}
STATS = {"Test Bear": (2, 2)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def test_an_activated_abilitys_sacrificed_creature_keeps_its_counters_and_anthem() -> None:
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    altar = put(game, alice, card("Altar of Dementia"), "battlefield")
    put(game, alice, card("Test Anthem"), "battlefield")
    bear = put(game, alice, card("Test Bear"), "battlefield")
    bear.counters["+1/+1"] = 2
    for _ in range(6):
        put(game, bob, card("Test Bear"), "library")
    activate(game, alice, altar, 0, [[bob]])
    assert bear.zone == "" and len(alice.graveyard) == 1
    run(game)
    assert len(bob.library) == 1 and len(bob.graveyard) == 5  # 2 + 2 counters + 1 anthem


def test_a_spells_additional_cost_is_what_the_spell_reads() -> None:
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    bear = put(game, alice, card("Test Bear"), "battlefield")
    bear.counters["+1/+1"] = 1
    cast(game, alice, put(game, alice, card("Fling"), "hand"), [[bob]], free=True)
    run(game)
    assert bob.life == 17


def test_a_card_an_additional_cost_exiled_is_read_in_exile() -> None:
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    put(game, alice, card("Test Bear"), "graveyard")
    cast(game, alice, put(game, alice, card("Test Pyre"), "hand"), [[bob]], free=True)
    run(game)
    assert bob.life == 18 and [c.name for c in alice.exile] == ["Test Bear"]
