"""What permanents become: type-changing (CR 205.1), color-setting and base power and
toughness (CR 613.4b) effects, one-shot and static, on real Oracle text from the scry corpus."""

from __future__ import annotations

import pytest

from scryc.engine import (
    CardDef,
    Game,
    Pick,
    Player,
    RulesError,
    activate,
    begin_step,
    cast,
    end_turn,
    put,
    run,
)
from scryc.engine import characteristics as ch
from scryc.engine.casting import spell_cost
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Eye of Malcator": (
        "Artifact",
        "{2}{U}",
        "Whenever another artifact enters the battlefield under your control, Eye of Malcator "
        "becomes a 4/4 Phyrexian Eye artifact creature until end of turn.",
    ),
    "Restless Spire": (
        "Land",
        "",
        "{U}{R}: Until end of turn, Restless Spire becomes a 2/1 blue and red Elemental "
        'creature with "During your turn, this creature has first strike." It\'s still a land.',
    ),
    "Weatherlight Compleated": (
        "Legendary Artifact — Vehicle",
        "{2}",
        "Flying\nAs long as Weatherlight Compleated has four or more phyresis counters on it, "
        "it's a Phyrexian creature in addition to its other types.",
    ),
    "Sparkshaper Visionary": (
        "Creature — Human Wizard",
        "{1}{U}",
        "At the beginning of combat on your turn, choose any number of target planeswalkers "
        "you control. Until end of turn, they become 3/3 blue Bird creatures with flying, "
        'hexproof, and "Whenever this creature deals combat damage to a player, scry 1."',
    ),
    "Test Walker": ("Legendary Planeswalker — Jace", "{2}{U}", "[+1]: Scry 1."),
    "Test Treefolk": (
        "Sorcery",
        "{G}",
        "Target land becomes a 4/4 Treefolk creature until end of turn.",
    ),
    "Test Ornithopter": ("Artifact Creature — Thopter", "{0}", "Flying"),
    "Simulacrum Synthesizer": (
        "Artifact",
        "{2}{U}",
        "Whenever another artifact you control with mana value 3 or greater enters, create a "
        '0/0 colorless Construct artifact creature token with "This creature gets +1/+1 for '
        'each artifact you control."',
    ),
    "Test Golem": ("Artifact Creature — Golem", "{3}", ""),
}
STATS = {"Test Ornithopter": (0, 2), "Test Golem": (3, 3), "Weatherlight Compleated": (4, 5)}
LOYALTY = {"Test Walker": 3}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS, LOYALTY)


def setup(*decisions: object) -> tuple[Game, Player, Player]:
    return scripted_game(*decisions)


def pt(game: Game, obj: object) -> tuple[int, int]:
    return ch.power(game, obj), ch.toughness(game, obj)  # type: ignore[arg-type]


def test_becomes_an_eye_artifact_creature_keeps_its_card_types_until_end_of_turn() -> None:
    game, alice, _ = setup()
    eye = put(game, alice, card("Eye of Malcator"), "battlefield")
    assert "creature" not in ch.types(game, eye)
    cast(game, alice, put(game, alice, card("Test Ornithopter"), "hand"), free=True)
    run(game)
    assert ch.types(game, eye) == {"artifact", "creature"}
    assert ch.subtypes(game, eye) == {"Phyrexian", "Eye"} and pt(game, eye) == (4, 4)
    end_turn(game)
    assert ch.types(game, eye) == {"artifact"} and not ch.subtypes(game, eye)


def test_a_land_that_is_still_a_land_gets_colors_and_an_ability_with_its_body() -> None:
    game, alice, _ = setup()
    spire = put(game, alice, card("Restless Spire"), "battlefield")
    alice.mana.update({"U": 1, "R": 1})
    activate(game, alice, spire, 0)
    run(game)
    assert ch.types(game, spire) == {"land", "creature"} and ch.subtypes(game, spire) == {
        "Elemental"
    }
    assert ch.colors(game, spire) == {"blue", "red"} and pt(game, spire) == (2, 1)
    assert "first strike" in ch.keywords(game, spire)  # its granted ability, on its turn
    end_turn(game)
    assert ch.types(game, spire) == {"land"} and not ch.colors(game, spire)


def test_becoming_a_creature_without_still_replaces_the_card_types_and_subtypes() -> None:
    game, alice, _ = setup()
    forest = put(game, alice, card("Forest"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Treefolk"), "hand"), [[forest]], free=True)
    run(game)
    assert ch.types(game, forest) == {"creature"} and ch.subtypes(game, forest) == {"Treefolk"}
    assert pt(game, forest) == (4, 4)


def test_a_static_type_change_applies_while_its_condition_holds() -> None:
    game, alice, _ = setup()
    ship = put(game, alice, card("Weatherlight Compleated"), "battlefield")
    ship.counters["phyresis"] = 3
    assert ch.types(game, ship) == {"artifact"}
    ship.counters["phyresis"] = 4
    assert ch.types(game, ship) == {"artifact", "creature"}
    assert ch.subtypes(game, ship) == {"Vehicle", "Phyrexian"} and pt(game, ship) == (4, 5)


def test_planeswalkers_that_become_creatures_are_no_longer_planeswalkers() -> None:
    game, alice, _ = setup(Pick(("Test Walker",)))
    put(game, alice, card("Sparkshaper Visionary"), "battlefield")
    walker = put(game, alice, card("Test Walker"), "battlefield")
    begin_step(game, "beginning of combat")
    assert ch.types(game, walker) == {"creature"} and ch.subtypes(game, walker) == {"Bird"}
    assert pt(game, walker) == (3, 3) and ch.colors(game, walker) == {"blue"}
    assert {"flying", "hexproof"} <= ch.keywords(game, walker)
    assert walker.zone == "battlefield"  # its loyalty no longer matters (CR 306.9)


def test_gets_plus_one_for_each_without_a_duration_counts_again_whenever_asked() -> None:
    game, alice, _ = setup()
    put(game, alice, card("Simulacrum Synthesizer"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Golem"), "hand"), free=True)
    run(game)  # the token counts the Synthesizer, the Golem and itself
    (construct,) = [o for o in game.battlefield if o.token]
    assert pt(game, construct) == (3, 3)
    put(game, alice, card("Test Ornithopter"), "battlefield")
    assert pt(game, construct) == (4, 4)


ORACLE |= {
    "Delightful Discovery": (
        "Sorcery",
        "{3}{U}",
        "This spell costs {1} less to cast for each spell your opponents have cast this turn.\n"
        "Scry 2, then draw two cards.",
    ),
    "Test Apprentice Lore": (
        "Instant",
        "{3}{U}",
        "This spell costs {2} less to cast if you control a Wizard.\nDraw a card.",
    ),
    "Test Wizard": ("Creature — Human Wizard", "{U}", ""),
    "Test Sprite": ("Instant", "{U}", "Draw a card."),
}


def test_this_spell_costs_one_less_for_each_spell_opponents_cast_this_turn() -> None:
    game, alice, bob = setup()
    discovery = put(game, alice, card("Delightful Discovery"), "hand")
    assert spell_cost(game, alice, discovery) == "{3}{U}"
    for _ in range(2):
        cast(game, bob, put(game, bob, card("Test Sprite"), "hand"), free=True)
        run(game)
    cast(game, alice, put(game, alice, card("Test Sprite"), "hand"), free=True)
    run(game)  # your own spell doesn't count
    assert spell_cost(game, alice, discovery) == "{1}{U}"
    end_turn(game)
    assert spell_cost(game, alice, discovery) == "{3}{U}"


def test_this_spell_costs_less_only_while_its_condition_holds() -> None:
    game, alice, _ = setup()
    lore = put(game, alice, card("Test Apprentice Lore"), "hand")
    assert spell_cost(game, alice, lore) == "{3}{U}"
    wizard = put(game, alice, card("Test Wizard"), "battlefield")
    assert spell_cost(game, alice, lore) == "{1}{U}"
    alice.mana.update({"U": 1, "C": 1})
    cast(game, alice, lore)
    assert not alice.mana and wizard.zone == "battlefield"


ORACLE |= {
    "The Scarab God": (
        "Legendary Creature — God",
        "{3}{U}{B}",
        "{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy "
        "of it, except it's a 4/4 black Zombie.\nWhen The Scarab God dies, return it to its "
        "owner's hand at the beginning of the next end step.",
    ),
    "Test Golem Smith": ("Artifact Creature — Golem Artificer", "{2}{G}", ""),
    "Test Murder": ("Instant", "{1}{B}{B}", "Destroy target creature."),
}
STATS |= {"The Scarab God": (5, 5), "Test Golem Smith": (2, 2)}


def test_a_copy_that_is_a_black_zombie_replaces_its_creature_types_only() -> None:
    game, alice, bob = setup()
    god = put(game, alice, card("The Scarab God"), "battlefield")
    smith = put(game, bob, card("Test Golem Smith"), "graveyard")
    alice.mana.update({"U": 1, "B": 1, "C": 2})
    activate(game, alice, god, 0, [[smith]])
    run(game)
    (token,) = [o for o in game.battlefield if o.token]
    assert token.card.type_line == "Artifact Creature — Zombie" and pt(game, token) == (4, 4)
    assert ch.colors(game, token) == {"black"} and [o.name for o in bob.exile] == [smith.name]
    cast(game, alice, put(game, alice, card("Test Murder"), "hand"), [[god]], free=True)
    run(game)  # it dies: back to its owner's hand at the next end step
    assert [o.name for o in alice.graveyard] == ["The Scarab God", "Test Murder"]
    begin_step(game, "end")
    assert [o.name for o in alice.hand] == ["The Scarab God"]


ORACLE |= {
    "Voyager Glidecar": (
        "Artifact — Vehicle",
        "{W}",
        "Tap three other untapped creatures you control: Until end of turn, this Vehicle "
        "becomes an artifact creature and gains flying. Put a +1/+1 counter on it.\nCrew 1",
    ),
}
STATS |= {"Voyager Glidecar": (3, 3)}


def test_crew_taps_creatures_with_enough_power_and_the_vehicle_becomes_a_creature() -> None:
    game, alice, _ = setup(Pick(("Test Ornithopter",)), Pick(("Test Golem",)))
    car = put(game, alice, card("Voyager Glidecar"), "battlefield")
    thopter = put(game, alice, card("Test Ornithopter"), "battlefield")
    golem = put(game, alice, card("Test Golem"), "battlefield")
    with pytest.raises(RulesError, match="less than 1 power"):
        activate(game, alice, car, 1)  # a 0/2 can't crew 1 alone
    assert not thopter.tapped
    activate(game, alice, car, 1)
    run(game)
    assert golem.tapped and ch.types(game, car) == {"artifact", "creature"}
    assert ch.subtypes(game, car) == {"Vehicle"} and pt(game, car) == (3, 3)
    end_turn(game)
    assert "creature" not in ch.types(game, car)


ORACLE |= {
    "Canopy Claws": ("Instant", "{G}", "Target creature loses flying until end of turn."),
    "Test Wings": ("Instant", "{U}", "Target creature gains flying until end of turn."),
    "Test Anchor": (
        "Enchantment — Aura",
        "{W}",
        "Enchant creature\nEnchanted creature gets +1/+1 and loses flying.",
    ),
}


def test_losing_flying_lasts_until_end_of_turn_and_a_later_gain_wins() -> None:
    """Layer 6 in timestamp order (CR 613.1f, 613.7): "loses flying" removes the printed
    keyword; a later "gains flying" gives it back; both end with the turn."""
    game, alice, _ = setup()
    bird = put(game, alice, card("Test Ornithopter"), "battlefield")
    cast(game, alice, put(game, alice, card("Canopy Claws"), "hand"), [[bird]], free=True)
    run(game)
    assert "flying" not in ch.keywords(game, bird)
    cast(game, alice, put(game, alice, card("Test Wings"), "hand"), [[bird]], free=True)
    run(game)
    assert "flying" in ch.keywords(game, bird)
    cast(game, alice, put(game, alice, card("Canopy Claws"), "hand"), [[bird]], free=True)
    run(game)
    assert "flying" not in ch.keywords(game, bird)
    end_turn(game)
    assert "flying" in ch.keywords(game, bird)


def test_a_static_loses_flying_applies_while_the_aura_is_attached() -> None:
    game, alice, _ = setup()
    bird = put(game, alice, card("Test Ornithopter"), "battlefield")
    aura = put(game, alice, card("Test Anchor"), "battlefield")
    aura.attached_to = bird
    assert "flying" not in ch.keywords(game, bird) and pt(game, bird) == (1, 3)
    aura.attached_to = None
    assert "flying" in ch.keywords(game, bird)


ORACLE["Distorting Lens"] = (
    "Artifact",
    "{2}",
    "{T}: Target permanent becomes the color of your choice until end of turn.",
)


def test_becomes_the_color_of_your_choice_chosen_as_it_resolves() -> None:
    """CR 608.2d, 105.3: the chosen color replaces the permanent's colors until end of turn."""
    game, alice, _ = setup(Pick(("green",)))
    lens = put(game, alice, card("Distorting Lens"), "battlefield")
    bird = put(game, alice, card("Test Ornithopter"), "battlefield")
    activate(game, alice, lens, 0, [[bird]])
    run(game)
    assert ch.colors(game, bird) == {"green"}
    end_turn(game)
    assert not ch.colors(game, bird)


ORACLE["Bile Blight"] = (
    "Instant",
    "{B}{B}",
    "Target creature and all other creatures with the same name as that creature get -3/-3 "
    "until end of turn.",
)
ORACLE["Test Hound"] = ("Creature — Dog", "{3}", "")
STATS["Test Hound"] = (4, 4)


def test_other_creatures_with_the_same_name_as_the_target_get_it_once() -> None:
    """CR 201.2: the same name; "other" is other than the target, which gets -3/-3 once."""
    game, alice, bob = setup()
    hounds = [put(game, bob, card("Test Hound"), "battlefield") for _ in range(2)]
    golem = put(game, bob, card("Test Golem"), "battlefield")
    cast(game, alice, put(game, alice, card("Bile Blight"), "hand"), [[hounds[0]]], free=True)
    run(game)
    assert [pt(game, h) for h in hounds] == [(1, 1), (1, 1)] and pt(game, golem) == (3, 3)
