"""What the turn's record says (what entered the battlefield this turn, how often an ability
resolved) and triggers of a card put into a graveyard from anywhere, on real Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, Game, Obj, Player, activate, end_turn, put, run
from scryc.engine.actions import mill, move
from tests.engine_cards import from_oracle, players, scripted_game

ORACLE = {
    "Shaile, Dean of Radiance": (
        "Legendary Creature — Bird Cleric",
        "{1}{W}",
        "Flying, vigilance\n{T}: Put a +1/+1 counter on each creature that entered the "
        "battlefield under your control this turn.",
    ),
    "Hobgoblin Bandit Lord": (
        "Creature — Goblin Rogue",
        "{1}{R}{R}",
        "Other Goblins you control get +1/+1.\n{R}, {T}: Hobgoblin Bandit Lord deals damage "
        "equal to the number of Goblins that entered the battlefield under your control this "
        "turn to any target.",
    ),
    "Crew Captain": (
        "Creature — Dwarf Artificer",
        "{R}",
        "Haste\nCrew Captain has indestructible as long as it entered the battlefield this turn.",
    ),
    "Inner-Flame Igniter": (
        "Creature — Elemental Warrior",
        "{2}{R}",
        "{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the third time "
        "this ability has resolved this turn, creatures you control gain first strike until "
        "end of turn.",
    ),
    "Narcomoeba": (
        "Creature — Illusion",
        "{1}{U}",
        "Flying\nWhen Narcomoeba is put into your graveyard from your library, you may put it "
        "onto the battlefield.",
    ),
    "Worldspine Wurm": (
        "Creature — Wurm",
        "{8}{G}{G}{G}",
        "Trample\nWhen Worldspine Wurm dies, create three 5/5 green Wurm creature tokens with "
        "trample.\nWhen Worldspine Wurm is put into a graveyard from anywhere, shuffle it into "
        "its owner's library.",
    ),
    "Test Goblin": ("Creature — Goblin", "{R}", ""),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
}
STATS = {
    "Shaile, Dean of Radiance": (1, 1),
    "Hobgoblin Bandit Lord": (2, 2),
    "Crew Captain": (1, 1),
    "Inner-Flame Igniter": (2, 2),
    "Narcomoeba": (1, 1),
    "Worldspine Wurm": (15, 15),
    "Test Goblin": (1, 1),
    "Test Bear": (2, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def enter(game: Game, player: Player, name: str) -> Obj:
    """The card enters the battlefield from its owner's hand (an event: put() is set-up)."""
    entered = move(game, put(game, player, card(name), "hand"), "battlefield")
    assert entered is not None
    return entered


def test_counters_only_on_creatures_that_entered_under_your_control_this_turn() -> None:
    game, alice, bob = scripted_game()
    old = put(game, alice, card("Test Bear"), "battlefield")
    shaile = put(game, alice, card("Shaile, Dean of Radiance"), "battlefield")
    end_turn(game)
    new = enter(game, alice, "Test Bear")
    theirs = enter(game, bob, "Test Bear")
    activate(game, alice, shaile, 0)
    run(game)
    assert new.counters["+1/+1"] == 1 and not shaile.counters["+1/+1"]
    assert not old.counters["+1/+1"] and not theirs.counters["+1/+1"]


def test_goblins_that_entered_this_turn_count_even_after_they_left() -> None:
    game, alice, _ = scripted_game()
    lord = put(game, alice, card("Hobgoblin Bandit Lord"), "battlefield")
    end_turn(game)
    goblin = enter(game, alice, "Test Goblin")
    enter(game, alice, "Test Goblin")
    move(game, goblin, "graveyard")
    activate(game, alice, lord, 0, [[alice]], free=True)
    run(game)
    assert alice.life == 18  # two Goblins; the Lord itself entered last turn


def test_indestructible_only_on_the_turn_it_entered() -> None:
    from scryc.engine import characteristics as ch

    game, alice, _ = scripted_game()
    captain = enter(game, alice, "Crew Captain")
    assert "indestructible" in ch.keywords(game, captain)
    end_turn(game)
    assert "indestructible" not in ch.keywords(game, captain)


def test_first_strike_only_on_the_third_resolution_this_turn() -> None:
    from scryc.engine import characteristics as ch

    game, alice, _ = scripted_game()
    igniter = put(game, alice, card("Inner-Flame Igniter"), "battlefield")
    for n in range(1, 4):
        activate(game, alice, igniter, 0, free=True)
        run(game)
        assert ch.power(game, igniter) == 2 + n
        assert ("first strike" in ch.keywords(game, igniter)) == (n == 3)


def test_put_into_the_graveyard_from_the_library_triggers_from_the_graveyard() -> None:
    game, alice, _ = scripted_game(Answer(True))
    put(game, alice, card("Narcomoeba"), "library")
    mill(game, alice, 1)
    run(game)
    assert [o.name for o in game.battlefield] == ["Narcomoeba"]


def test_from_anywhere_triggers_when_it_dies_as_well_as_its_dies_trigger() -> None:
    """Both of Worldspine Wurm's abilities trigger as it dies: three Wurms, and the card is
    shuffled into its owner's library from the graveyard."""
    game, alice, _ = players()
    wurm = put(game, alice, card("Worldspine Wurm"), "battlefield")
    move(game, wurm, "graveyard")
    run(game)
    assert len([o for o in game.battlefield if o.token]) == 3
    assert not alice.graveyard and [o.name for o in alice.library] == ["Worldspine Wurm"]
