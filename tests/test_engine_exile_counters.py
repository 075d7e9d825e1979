"""A card exiled with counters on it ("Exile ~ with three time counters on it"): it arrives
in exile with them, and suspend then counts them down (CR 702.62a); exchanging life totals
and zones (CR 701.12c-f). On Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, cast, put, run
from scryc.engine.characteristics import power
from scryc.engine.events import LifeChanged
from scryc.engine.turns import begin_step
from tests.engine_cards import from_oracle, players

ORACLE = {
    "Cyclical Evolution": (
        "Sorcery",
        "{3}{G}{G}",
        "Target creature gets +3/+3 until end of turn. Exile Cyclical Evolution with three "
        "time counters on it.\nSuspend 3—{2}{G}{G} (Rather than cast this card from your hand, "
        "you may pay {2}{G}{G} and exile it with three time counters on it. At the beginning "
        "of your upkeep, remove a time counter. When the last is removed, you may cast it "
        "without paying its mana cost.)",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Grizzly Bears": (2, 2)})


def test_exiled_with_time_counters_then_suspend_counts_down() -> None:
    game, alice, _ = players()
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Cyclical Evolution"), "hand"), [[bears]], free=True)
    run(game)
    assert power(game, bears) == 5
    (exiled,) = alice.exile
    assert exiled.card.name == "Cyclical Evolution" and exiled.counters["time"] == 3
    assert alice.graveyard == []
    begin_step(game, "upkeep")
    run(game)
    assert alice.exile[0].counters["time"] == 2


ORACLE["Test Soul Swap"] = ("Sorcery", "{B}", "Exchange life totals with target opponent.")


def test_exchange_life_totals_gains_and_loses_the_difference() -> None:
    """CR 701.12c: 7 and 20 become 20 and 7; each change is a life gain or loss (two events)."""
    game, alice, bob = players()
    alice.life = 7
    cast(game, alice, put(game, alice, card("Test Soul Swap"), "hand"), [[bob]], free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 7)
    changes = [(e.player.name, e.amount) for e in game.events if isinstance(e, LifeChanged)]
    assert changes == [("Alice", 13), ("Bob", -13)]


ORACLE["Harness Infinity"] = (
    "Instant",
    "{1}{B}{B}{B}{G}{G}{G}",
    "Exchange your hand and graveyard.\nExile Harness Infinity.",
)


def test_exchange_hand_and_graveyard() -> None:
    """CR 701.12d, f: the hand's cards go to the graveyard and the graveyard's to the hand;
    the spell, on the stack, is in neither."""
    game, alice, _ = players()
    put(game, alice, card("Grizzly Bears"), "hand")
    for name in ("Island", "Forest"):
        put(game, alice, card(name), "graveyard")
    cast(game, alice, put(game, alice, card("Harness Infinity"), "hand"), free=True)
    run(game)
    assert sorted(c.card.name for c in alice.hand) == ["Forest", "Island"]
    assert [c.card.name for c in alice.graveyard] == ["Grizzly Bears"]
    assert [c.card.name for c in alice.exile] == ["Harness Infinity"]
