"""How a permanent enters, decided as it enters: "As this land enters, you may pay 3 life. If
you don't, it enters tapped" (CR 614.12, 614.1c; a player can pay life only if their life
total is at least that much, CR 119.4), "If this creature was kicked, it enters with two
+1/+1 counters on it" (CR 702.33d). On Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, CardDef, cast, play_land, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import move
from scryc.engine.agents import Pick
from scryc.engine.compile import CompileError, compile
from scryc.engine.state import Game, Obj, Player
from scryc.parse import parse
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
    return from_oracle(
        name,
        ORACLE,
        {
            "Academy Drake": (2, 2),
            "Festerhide Boar": (3, 3),
            "Test Goblin": (2, 2),
            "Test Elf": (2, 2),
        },
    )


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


ORACLE |= {
    "Engineered Plague": (
        "Enchantment",
        "{2}{B}",
        "As Engineered Plague enters, choose a creature type.\n"
        "All creatures of the chosen type get -1/-1.",
    ),
    "Hall of Triumph": (
        "Legendary Artifact",
        "{3}",
        "As Hall of Triumph enters, choose a color.\n"
        "Creatures you control of the chosen color get +1/+1.",
    ),
    "Diamond Mare": (
        "Artifact Creature — Horse",
        "{2}",
        "As Diamond Mare enters, choose a color.\n"
        "Whenever you cast a spell of the chosen color, you gain 1 life.",
    ),
    "Test Goblin": ("Creature — Goblin", "{R}", ""),
    "Test Elf": ("Creature — Elf", "{G}", ""),
}


def entered(game: Game, alice: Player, name: str) -> Obj:
    """``name`` cast by ``alice`` for free and resolved: it enters from the stack."""
    cast(game, alice, put(game, alice, card(name), "hand"), free=True)
    run(game)
    [found] = [o for o in game.battlefield if o.card.name == name]
    return found


def test_a_creature_type_chosen_as_it_enters_is_what_its_static_ability_reads() -> None:
    """CR 614.12, 607.2: the type chosen as Engineered Plague enters is "the chosen type"."""
    game, alice, bob = scripted_game(Pick(("Goblin",)))
    goblin = put(game, bob, card("Test Goblin"), "battlefield")
    elf = put(game, alice, card("Test Elf"), "battlefield")
    plague = entered(game, alice, "Engineered Plague")
    assert plague.chosen == {"creature type": "Goblin"}
    assert (ch.power(game, goblin), ch.toughness(game, goblin)) == (1, 1)
    assert ch.power(game, elf) == 2 and ch.toughness(game, elf) == 2


def test_a_color_chosen_as_it_enters_is_kept_by_that_object_only() -> None:
    """CR 614.12; a new object doesn't remember its previous existence (CR 400.7)."""
    game, alice, bob = scripted_game(Pick(("green",)), Pick(("red",)))
    elf = put(game, alice, card("Test Elf"), "battlefield")
    goblin = put(game, alice, card("Test Goblin"), "battlefield")
    bobs_elf = put(game, bob, card("Test Elf"), "battlefield")
    hall = entered(game, alice, "Hall of Triumph")
    assert (ch.power(game, elf), ch.power(game, goblin), ch.power(game, bobs_elf)) == (3, 2, 2)
    back = move(game, move(game, hall, "hand"), "battlefield")  # it enters again: asks again
    assert back is not None and back.chosen == {"color": "red"}
    assert (ch.power(game, elf), ch.power(game, goblin)) == (2, 3)


@pytest.mark.parametrize(("spell", "life"), [("Test Goblin", 21), ("Test Elf", 20)])
def test_a_trigger_reads_the_color_chosen_as_it_entered(spell: str, life: int) -> None:
    """CR 603.2, 607.2: "a spell of the chosen color" is the color the Mare chose."""
    game, alice, _ = scripted_game(Pick(("red",)))
    entered(game, alice, "Diamond Mare")
    cast(game, alice, put(game, alice, card(spell), "hand"), free=True)
    run(game)
    assert alice.life == life


@pytest.mark.parametrize(
    "text",
    [
        "Creatures of the chosen type get +1/+1.",  # chosen by nothing on the card
        "As this enchantment enters, choose a color.\nCreatures of the chosen type get +1/+1.",
        "As this enchantment enters, choose a card name.\n"
        "Spells with the chosen name cost {1} more to cast.",
    ],
)
def test_a_value_chosen_other_than_as_it_enters_is_refused(text: str) -> None:
    node = parse(text, name="Test Enchantment", type_line="Enchantment")
    with pytest.raises(CompileError):
        compile(node, text)
