"""Detain (CR 701.35) and connive (CR 701.50), on real Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Game, Pick, Player, RulesError, activate, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.keywords.faces import turn_face_up
from scryc.engine.turns import attack, end_turn
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Inaction Injunction": (
        "Sorcery",
        "{1}{U}",
        "Detain target creature an opponent controls. (Until your next turn, that creature "
        "can't attack or block and its activated abilities can't be activated.)\nDraw a card.",
    ),
    "Psionic Snoop": (
        "Creature — Human Rogue",
        "{2}{U}",
        "When Psionic Snoop enters the battlefield, it connives. (Draw a card, then discard a "
        "card. If you discarded a nonland card, put a +1/+1 counter on this creature.)",
    ),
    "Test Pinger": ("Creature — Human", "{1}{R}", "{T}: You gain 1 life."),
    "Test Bolt": ("Instant", "{R}", "Draw a card."),
}
STATS = {"Psionic Snoop": (0, 1), "Test Pinger": (2, 2)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup(*decisions: object) -> tuple[Game, Player, Player]:
    return scripted_game(*decisions)


def test_a_detained_creature_cant_attack_or_activate_until_the_detainers_next_turn() -> None:
    """CR 701.35a: through the opponent's turn the creature can't attack and its {T} ability
    can't be activated; at the start of the detainer's next turn it can again."""
    game, alice, bob = setup()
    for _ in range(3):
        put(game, alice, card("Test Bolt"), "library")
        put(game, bob, card("Test Bolt"), "library")
    pinger = put(game, bob, card("Test Pinger"), "battlefield")
    cast(game, alice, put(game, alice, card("Inaction Injunction"), "hand"), [[pinger]], free=True)
    run(game)
    end_turn(game)  # Bob's turn: still detained
    assert game.active_player is bob
    with pytest.raises(RulesError):
        activate(game, bob, pinger, 0)
    with pytest.raises(RulesError):
        attack(game, bob, [pinger], alice)
    end_turn(game)  # Alice's next turn: it ends
    activate(game, bob, pinger, 0)
    run(game)
    assert bob.life == 21 and "can't attack" not in ch.rules(game, pinger)


def test_conniving_with_a_nonland_card_puts_a_counter_on_the_permanent() -> None:
    """CR 701.50a: draw, then discard; a nonland card discarded gives a +1/+1 counter."""
    game, alice, _ = setup(Pick(("Test Bolt",)))
    put(game, alice, card("Forest"), "library")
    put(game, alice, card("Test Bolt"), "hand")
    cast(game, alice, put(game, alice, card("Psionic Snoop"), "hand"), free=True)
    run(game)
    (snoop,) = game.battlefield
    assert snoop.counters["+1/+1"] == 1 and [c.name for c in alice.hand] == ["Forest"]
    assert [c.name for c in alice.graveyard] == ["Test Bolt"]


def test_conniving_with_a_land_card_puts_no_counter() -> None:
    game, alice, _ = setup(Pick(("Forest",)))
    put(game, alice, card("Forest"), "library")
    put(game, alice, card("Test Bolt"), "hand")
    cast(game, alice, put(game, alice, card("Psionic Snoop"), "hand"), free=True)
    run(game)
    (snoop,) = game.battlefield
    assert not snoop.counters and [c.name for c in alice.graveyard] == ["Forest"]


ORACLE |= {
    "Reality Shift": (
        "Instant",
        "{1}{U}",
        "Exile target creature. Its controller manifests the top card of their library. (That "
        "player puts the top card of their library onto the battlefield face down as a 2/2 "
        "creature. If it's a creature card, it can be turned face up any time for its mana "
        "cost.)",
    ),
    "Fierce Invocation": (
        "Sorcery",
        "{4}{R}",
        "Manifest the top card of your library, then put two +1/+1 counters on it. (To "
        "manifest a card, put it onto the battlefield face down as a 2/2 creature. Turn it "
        "face up any time for its mana cost if it's a creature card.)",
    ),
    "Test Hill Giant": ("Creature — Giant", "{3}{R}", "When Test Hill Giant enters, draw a card."),
}
STATS |= {"Test Hill Giant": (3, 3)}


def test_a_manifested_card_is_a_nameless_2_2_under_its_controllers_control() -> None:
    """CR 701.40a: Reality Shift's target's controller manifests; the card's own enters
    ability doesn't trigger (it has none face down, CR 708.2)."""
    game, alice, bob = setup()
    put(game, bob, card("Test Hill Giant"), "library")
    put(game, bob, card("Test Bolt"), "library")
    pinger = put(game, bob, card("Test Pinger"), "battlefield")
    cast(game, alice, put(game, alice, card("Reality Shift"), "hand"), [[pinger]], free=True)
    run(game)
    (hidden,) = game.battlefield
    assert hidden.controller is bob and hidden.face_down is not None and hidden.manifested
    assert (ch.power(game, hidden), ch.toughness(game, hidden)) == (2, 2)
    assert ch.types(game, hidden) == {"creature"} and not ch.subtypes(game, hidden)
    assert len(bob.hand) == 0 and hidden.face_down.name == "Test Hill Giant"


def test_a_manifested_creature_card_turns_face_up_for_its_mana_cost_keeping_counters() -> None:
    """CR 701.40b, 708.8: turned face up for {3}{R}, it is the Giant with both counters."""
    game, alice, _ = setup()
    put(game, alice, card("Test Hill Giant"), "library")
    cast(game, alice, put(game, alice, card("Fierce Invocation"), "hand"), free=True)
    run(game)
    (hidden,) = game.battlefield
    assert (ch.power(game, hidden), ch.toughness(game, hidden)) == (4, 4)
    alice.mana.update({"R": 1, "C": 3})
    turn_face_up(game, alice, hidden)
    assert hidden.name == "Test Hill Giant" and not alice.mana
    assert (ch.power(game, hidden), ch.toughness(game, hidden)) == (5, 5)


def test_a_manifested_noncreature_card_cant_be_turned_face_up() -> None:
    """CR 701.40b: only a creature card can be turned face up this way."""
    game, alice, _ = setup()
    put(game, alice, card("Test Bolt"), "library")
    cast(game, alice, put(game, alice, card("Fierce Invocation"), "hand"), free=True)
    run(game)
    (hidden,) = game.battlefield
    alice.mana.update({"R": 1})
    with pytest.raises(RulesError):
        turn_face_up(game, alice, hidden)
    assert hidden.face_down is not None
