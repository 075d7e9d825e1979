"""What objects become by subtype, by choice, and losing all abilities: creature types set
(CR 205.1b), basic land types set (CR 305.7), "of your choice" (CR 608.2d) and "loses all
abilities" in layer 6 (CR 613.1f, 613.7), on real Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import (
    Answer,
    CardDef,
    Game,
    Pick,
    Player,
    RulesError,
    activate,
    cast,
    end_turn,
    put,
    run,
)
from scryc.engine import characteristics as ch
from scryc.engine.casting import activated_abilities
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Humble": (
        "Instant",
        "{1}{W}",
        "Until end of turn, target creature loses all abilities and has base power and "
        "toughness 0/1.",
    ),
    "Dress Down": ("Enchantment", "{1}{U}", "Creatures lose all abilities."),
    "Test Lord": (
        "Creature — Elf",
        "{1}{G}",
        "Flying\nOther creatures you control get +1/+1.",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
    "Test Wings": ("Instant", "{U}", "Target creature gains flying until end of turn."),
    "Tidal Warrior": (
        "Creature — Merfolk Warrior",
        "{U}",
        "{T}: Target land becomes an Island until end of turn.",
    ),
    "Test Grove": ("Land", "", "{T}: Add {G}.\n{T}: Add {R}."),
    "Mistform Dreamer": (
        "Creature — Illusion",
        "{2}{U}",
        "Flying\n{1}: Mistform Dreamer becomes the creature type of your choice until end of turn.",
    ),
    "Prismatic Lace": (
        "Instant",
        "{U}",
        "Target permanent becomes the color or colors of your choice. (This effect lasts "
        "indefinitely.)",
    ),
    "Startling Development": (
        "Instant",
        "{2}{U}",
        "Until end of turn, target creature becomes a blue Serpent with base power and "
        "toughness 4/4.",
    ),
}
STATS = {
    "Test Lord": (2, 2),
    "Test Bear": (2, 2),
    "Tidal Warrior": (1, 1),
    "Mistform Dreamer": (2, 1),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup(*decisions: object) -> tuple[Game, Player, Player]:
    return scripted_game(*decisions)


def pt(game: Game, obj: object) -> tuple[int, int]:
    return ch.power(game, obj), ch.toughness(game, obj)  # type: ignore[arg-type]


def test_losing_all_abilities_removes_printed_and_earlier_gained_ones_not_later_ones() -> None:
    """CR 613.7: in layer 6 effects apply in timestamp order; flying gained before Humble is
    lost, flying gained after it is kept. The printed static +1/+1 stops applying."""
    game, alice, _ = setup()
    lord = put(game, alice, card("Test Lord"), "battlefield")
    bear = put(game, alice, card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Wings"), "hand"), [[lord]], free=True)
    run(game)
    assert pt(game, bear) == (3, 3)
    cast(game, alice, put(game, alice, card("Humble"), "hand"), [[lord]], free=True)
    run(game)
    assert "flying" not in ch.keywords(game, lord) and pt(game, lord) == (0, 1)
    assert pt(game, bear) == (2, 2)  # the lord's static ability is gone
    cast(game, alice, put(game, alice, card("Test Wings"), "hand"), [[lord]], free=True)
    run(game)
    assert "flying" in ch.keywords(game, lord)
    end_turn(game)
    assert "flying" in ch.keywords(game, lord) and pt(game, lord) == (2, 2)
    assert pt(game, bear) == (3, 3)


def test_a_static_loss_of_all_abilities_stops_other_static_abilities() -> None:
    """Dress Down: creatures lose all abilities, printed statics included (CR 613.1f); the
    enchantment itself is not a creature and keeps its own."""
    game, alice, _ = setup()
    lord = put(game, alice, card("Test Lord"), "battlefield")
    bear = put(game, alice, card("Test Bear"), "battlefield")
    assert pt(game, bear) == (3, 3) and "flying" in ch.keywords(game, lord)
    put(game, alice, card("Dress Down"), "battlefield")
    assert pt(game, bear) == (2, 2) and "flying" not in ch.keywords(game, lord)


def test_a_land_that_becomes_an_island_taps_only_for_blue() -> None:
    """CR 305.7: it loses the abilities of its rules text and its land types and gains
    "{T}: Add {U}"; its card types stay; at end of turn it is as before."""
    game, alice, _ = setup()
    warrior = put(game, alice, card("Tidal Warrior"), "battlefield")
    grove = put(game, alice, card("Test Grove"), "battlefield")
    assert len(activated_abilities(game, grove)) == 2
    activate(game, alice, warrior, 0, [[grove]])
    run(game)
    assert ch.subtypes(game, grove) == {"Island"} and ch.types(game, grove) == {"land"}
    assert len(activated_abilities(game, grove)) == 1
    activate(game, alice, grove, 0)
    assert alice.mana == {"U": 1}
    end_turn(game)
    assert len(activated_abilities(game, grove)) == 2 and not ch.subtypes(game, grove)


def test_the_creature_type_of_your_choice_replaces_its_creature_types() -> None:
    """CR 205.1b: the chosen creature type replaces Illusion; it is still a creature and
    keeps flying."""
    game, alice, _ = setup(Pick(("Goblin",)))
    dreamer = put(game, alice, card("Mistform Dreamer"), "battlefield")
    alice.mana.update({"C": 1})
    activate(game, alice, dreamer, 0)
    run(game)
    assert ch.subtypes(game, dreamer) == {"Goblin"} and ch.types(game, dreamer) == {"creature"}
    assert "flying" in ch.keywords(game, dreamer)
    end_turn(game)
    assert ch.subtypes(game, dreamer) == {"Illusion"}


def test_the_color_or_colors_of_your_choice_lasts_indefinitely() -> None:
    game, alice, _ = setup(Pick(("Test Bear",)), Pick(("white", "black")))
    bear = put(game, alice, card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Prismatic Lace"), "hand"), free=True)
    run(game)
    assert ch.colors(game, bear) == {"white", "black"}
    end_turn(game)
    assert ch.colors(game, bear) == {"white", "black"}


def test_becoming_a_serpent_sets_creature_type_color_and_base_power() -> None:
    game, alice, _ = setup()
    bear = put(game, alice, card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Startling Development"), "hand"), [[bear]], free=True)
    run(game)
    assert ch.subtypes(game, bear) == {"Serpent"} and ch.colors(game, bear) == {"blue"}
    assert pt(game, bear) == (4, 4) and ch.types(game, bear) == {"creature"}


ORACLE |= {
    "Test Mourner": ("Creature — Spirit", "{1}{W}", "When Test Mourner dies, you gain 3 life."),
    "Test Murder": ("Instant", "{B}", "Destroy target creature."),
}
STATS |= {"Test Mourner": (1, 1)}


def test_a_creature_that_lost_all_abilities_has_no_dies_trigger_to_look_back_at() -> None:
    """CR 603.10a: a leaves-the-battlefield ability looks back at the permanent as it was;
    without abilities it had none. Without Humble it triggers."""
    game, alice, _ = setup()
    mourner = put(game, alice, card("Test Mourner"), "battlefield")
    cast(game, alice, put(game, alice, card("Humble"), "hand"), [[mourner]], free=True)
    run(game)
    cast(game, alice, put(game, alice, card("Test Murder"), "hand"), [[mourner]], free=True)
    run(game)
    assert mourner.zone == "" and alice.life == 20
    other = put(game, alice, card("Test Mourner"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Murder"), "hand"), [[other]], free=True)
    run(game)
    assert alice.life == 23


ORACLE |= {
    "Chimeric Staff": (
        "Artifact",
        "{4}",
        "{X}: Chimeric Staff becomes an X/X Construct artifact creature until end of turn.",
    ),
}


def test_an_x_x_paid_for_is_the_x_paid() -> None:
    """CR 107.3a: X is the value paid for {X}; the Staff is a 3/3 Construct until end of turn."""
    game, alice, _ = setup()
    staff = put(game, alice, card("Chimeric Staff"), "battlefield")
    alice.mana.update({"C": 3})
    activate(game, alice, staff, 0, x=3)
    run(game)
    assert pt(game, staff) == (3, 3) and ch.types(game, staff) == {"artifact", "creature"}
    end_turn(game)
    assert ch.types(game, staff) == {"artifact"}


ORACLE |= {
    "Mistform Warchief": (
        "Creature — Illusion",
        "{2}{U}",
        "Creature spells you cast that share a creature type with Mistform Warchief cost {1} "
        "less to cast.\n{T}: Mistform Warchief becomes the creature type of your choice until "
        "end of turn.",
    ),
    "Test Goblin": ("Creature — Goblin Illusion", "{1}{R}", ""),
}
STATS |= {"Mistform Warchief": (1, 3), "Test Goblin": (1, 1)}


def test_spells_that_share_a_creature_type_with_it_follow_its_chosen_type() -> None:
    """CR 700.5a: the Goblin Illusion shares Illusion with the Warchief and costs {R}; once
    the Warchief is a Bear, the next Goblin Illusion costs {1}{R} and the Bear {G}."""
    game, alice, _ = setup(Pick(("Bear",)))
    warchief = put(game, alice, card("Mistform Warchief"), "battlefield")
    alice.mana.update({"R": 1})
    cast(game, alice, put(game, alice, card("Test Goblin"), "hand"))
    run(game)
    assert not alice.mana
    activate(game, alice, warchief, 0)
    run(game)
    alice.mana.update({"R": 1})
    with pytest.raises(RulesError):
        cast(game, alice, put(game, alice, card("Test Goblin"), "hand"))
    alice.mana.update({"G": 1})
    cast(game, alice, put(game, alice, card("Test Bear"), "hand"))
    assert alice.mana == {"R": 1}


ORACLE |= {
    "Crawling Barrens": (
        "Land",
        "",
        "{T}: Add {C}.\n{4}: Put two +1/+1 counters on Crawling Barrens. Then you may have it "
        "become a 0/0 Elemental creature until end of turn. It's still a land.",
    ),
}


def test_still_a_land_after_you_may_have_it_become_a_creature() -> None:
    """CR 205.1b: "It's still a land" keeps its types when the becoming is optional too."""
    game, alice, _ = setup(Answer(True))
    barrens = put(game, alice, card("Crawling Barrens"), "battlefield")
    alice.mana.update({"C": 4})
    activate(game, alice, barrens, 1)
    run(game)
    assert ch.types(game, barrens) == {"land", "creature"}
    assert ch.subtypes(game, barrens) == {"Elemental"} and pt(game, barrens) == (2, 2)
