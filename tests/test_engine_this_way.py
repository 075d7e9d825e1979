""" "… exiled / destroyed this way": the objects the ability's step that did it acted on, as
they moved (a card is a new object in its new zone, CR 400.7; a token that ceased to exist
still counts as it last was, CR 111.7), on Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, CardDef, Pick, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Crypt Incursion": (
        "Instant",
        "{2}{B}",
        "Exile all creature cards from target player's graveyard. You gain 3 life for each "
        "card exiled this way.",
    ),
    "Culling Ritual": (
        "Sorcery",
        "{2}{B}{G}",
        "Destroy each nonland permanent with mana value 2 or less. Add {B} or {G} for each "
        "permanent destroyed this way.",
    ),
    "Curse of the Swine": (
        "Sorcery",
        "{X}{U}{U}",
        "Exile X target creatures. For each creature exiled this way, its controller creates a "
        "2/2 green Boar creature token.",
    ),
    "Act on Impulse": (
        "Sorcery",
        "{2}{R}",
        "Exile the top three cards of your library. Until end of turn, you may play cards "
        "exiled this way.",
    ),
    "Charge Across the Araba": (
        "Instant",
        "{4}{W}",
        "Sweep — Return any number of Plains you control to their owner's hand. Creatures you "
        "control get +1/+1 until end of turn for each Plains returned this way.",
    ),
    "Test Token Maker": ("Sorcery", "{G}", "Create a 1/1 green Saproling creature token."),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {})


def test_gain_life_for_each_card_exiled_this_way_not_for_those_left() -> None:
    game, alice, bob = scripted_game()
    for _ in range(2):
        put(game, bob, creature("Dead Bear", cost="{1}{G}"), "graveyard")
    put(game, bob, card("Forest"), "graveyard")
    cast(game, alice, put(game, alice, card("Crypt Incursion"), "hand"), [[bob]], free=True)
    run(game)
    assert alice.life == 26 and [o.name for o in bob.graveyard] == ["Forest"]


def test_each_permanent_destroyed_this_way_counts_tokens_that_ceased_to_exist() -> None:
    """CR 608.2h: "permanent" as each last existed on the battlefield."""
    game, alice, bob = scripted_game(Pick(("{B}",)), Pick(("{G}",)))
    cast(game, alice, put(game, alice, card("Test Token Maker"), "hand"), free=True)
    run(game)
    put(game, bob, creature("Bear", cost="{1}{G}"), "battlefield")
    put(game, bob, creature("Giant", cost="{4}{R}"), "battlefield")
    cast(game, alice, put(game, alice, card("Culling Ritual"), "hand"), free=True)
    run(game)
    assert dict(alice.mana) == {"B": 1, "G": 1}  # the Saproling token and the Bear
    assert [o.name for o in game.battlefield] == ["Giant"]


def test_each_creature_exiled_this_way_gives_its_own_controller_a_boar() -> None:
    """ "its controller" is each exiled creature's in turn (as it last existed on the
    battlefield, CR 608.2h): one Boar for Alice's creature, two for Bob's."""
    game, alice, bob = scripted_game()
    mine = put(game, alice, creature("Bear", cost="{1}{G}"), "battlefield")
    theirs = [put(game, bob, creature("Bear", cost="{1}{G}"), "battlefield") for _ in range(2)]
    curse = put(game, alice, card("Curse of the Swine"), "hand")
    cast(game, alice, curse, [[mine, *theirs]], x=3, free=True)
    run(game)
    boars = [o for o in game.battlefield if o.name == "Boar"]
    assert sorted(o.controller.name for o in boars) == ["Alice", "Bob", "Bob"]
    assert len(game.battlefield) == 3


def test_cards_exiled_this_way_may_be_played_this_turn_and_no_others() -> None:
    game, alice, _ = scripted_game(Answer(True))
    for name in ("Test Token Maker", "Forest", "Island", "Test Token Maker"):
        put(game, alice, card(name))
    early = put(game, alice, card("Test Token Maker"), "exile")
    cast(game, alice, put(game, alice, card("Act on Impulse"), "hand"), free=True)
    run(game)
    maker = next(o for o in alice.exile if o.name == "Test Token Maker" and o is not early)
    with pytest.raises(RulesError):
        cast(game, alice, early, free=True)
    cast(game, alice, maker, free=True)
    run(game)
    assert [o.name for o in game.battlefield] == ["Saproling"]


def test_any_number_of_plains_returned_this_way_count_for_the_bonus() -> None:
    """ "any number": none to all of them, as the player chooses (two of three here)."""
    game, alice, _ = scripted_game(Pick(("#2", "#3")))
    plains = [put(game, alice, card("Plains"), "battlefield") for _ in range(3)]
    assert [p.id for p in plains] == [1, 2, 3]
    bear = put(game, alice, creature("Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Charge Across the Araba"), "hand"), free=True)
    run(game)
    assert [o.name for o in alice.hand] == ["Plains", "Plains"] and plains[0].zone
    assert (ch.power(game, bear), ch.toughness(game, bear)) == (4, 4)
