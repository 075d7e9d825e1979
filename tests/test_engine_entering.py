"""How a permanent enters, decided as it enters: "As this land enters, you may pay 3 life. If
you don't, it enters tapped" (CR 614.12, 614.1c; a player can pay life only if their life
total is at least that much, CR 119.4), "If this creature was kicked, it enters with two
+1/+1 counters on it" (CR 702.33d). On Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, CardDef, cast, play_land, put, run
from scryc.engine.actions import move
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Agadeem, the Undercrypt": (
        "Land",
        "",
        "As Agadeem, the Undercrypt enters, you may pay 3 life. If you don't, it enters "
        "tapped.\n{T}: Add {B}.",
    ),
    "Academy Drake": (
        "Creature — Drake",
        "{2}{U}",
        "Kicker {4}\nFlying\nIf this creature was kicked, it enters with two +1/+1 counters on it.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Academy Drake": (2, 2), "Festerhide Boar": (3, 3)})


@pytest.mark.parametrize(
    ("pay", "life", "tapped", "left"),
    [
        (True, 20, False, 17),
        (False, 20, True, 20),
        (True, 2, True, 2),  # can't pay 3 life with 2 (CR 119.4)
    ],
)
def test_pay_life_or_enter_tapped(pay: bool, life: int, tapped: bool, left: int) -> None:
    game, alice, _ = scripted_game(Answer(pay))
    alice.life = life
    land = play_land(game, alice, put(game, alice, card("Agadeem, the Undercrypt"), "hand"))
    assert land is not None and land.tapped is tapped
    assert alice.life == left


@pytest.mark.parametrize("kicked", [True, False])
def test_a_kicked_creature_enters_with_counters(kicked: bool) -> None:
    game, alice, _ = scripted_game()
    drake = put(game, alice, card("Academy Drake"), "hand")
    cast(game, alice, drake, free=True, extras=("kicker",) if kicked else ())
    run(game)
    [entered] = [o for o in game.battlefield if o.card.name == "Academy Drake"]
    assert entered.counters["+1/+1"] == (2 if kicked else 0)


ORACLE |= {
    "Festerhide Boar": (
        "Creature — Boar",
        "{3}{G}",
        "Trample\nFesterhide Boar enters the battlefield with two +1/+1 counters on it if a "
        "creature died this turn.",
    ),
    "Hamlet Vanguard": (
        "Creature — Human Warrior",
        "{3}{G}",
        "Ward {1}\nHamlet Vanguard enters the battlefield with two +1/+1 counters on it for each "
        "other nontoken Human you control.",
    ),
    "Test Human": ("Creature — Human", "{W}", ""),
}


@pytest.mark.parametrize("died", [True, False])
def test_enters_with_counters_if_a_condition_holds_as_it_enters(died: bool) -> None:
    """CR 614.1c: the condition is asked as the creature enters."""
    game, alice, _ = scripted_game()
    human = put(game, alice, card("Test Human"), "battlefield")
    if died:
        move(game, human, "graveyard")
    cast(game, alice, put(game, alice, card("Festerhide Boar"), "hand"), free=True)
    run(game)
    [boar] = [o for o in game.battlefield if o.card.name == "Festerhide Boar"]
    assert boar.counters["+1/+1"] == (2 if died else 0)


def test_enters_with_counters_for_each_other_object_counted_as_it_enters() -> None:
    game, alice, _ = scripted_game()
    for _ in range(2):
        put(game, alice, card("Test Human"), "battlefield")
    cast(game, alice, put(game, alice, card("Hamlet Vanguard"), "hand"), free=True)
    run(game)
    [vanguard] = [o for o in game.battlefield if o.card.name == "Hamlet Vanguard"]
    assert vanguard.counters["+1/+1"] == 4  # two for each of the two other Humans
