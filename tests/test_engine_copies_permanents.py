"""Permanents that enter as a copy or become a copy (CR 707): copiable values set in layer 1
(CR 613.1a, 707.2), a copy of a copy (CR 707.3), exceptions (CR 707.9a-b), enters abilities
of what is copied (CR 707.5), and a copy effect that ends; on real Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, Game, Pick, Player, activate, cast, end_turn, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import move
from scryc.engine.casting import activated_abilities
from scryc.engine.resolution import resolve_top
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Clone": (
        "Creature — Shapeshifter",
        "{3}{U}",
        "You may have Clone enter the battlefield as a copy of any creature on the battlefield.",
    ),
    "Phyrexian Metamorph": (
        "Artifact Creature — Phyrexian Shapeshifter",
        "{3}{U/P}",
        "({U/P} can be paid with either {U} or 2 life.)\nYou may have Phyrexian Metamorph "
        "enter the battlefield as a copy of any artifact or creature on the battlefield, "
        "except it's an artifact in addition to its other types.",
    ),
    "Mercurial Pretender": (
        "Creature — Shapeshifter",
        "{4}{U}",
        "You may have Mercurial Pretender enter the battlefield as a copy of a creature you "
        'control, except it has "{2}{U}{U}: Return this creature to its owner\'s hand."',
    ),
    "Mirage Mirror": (
        "Artifact",
        "{3}",
        "{2}: Mirage Mirror becomes a copy of target artifact, creature, enchantment, or land "
        "until end of turn.",
    ),
    "Test Lord": ("Creature — Elf", "{1}{G}", "Flying\nOther creatures you control get +1/+1."),
    "Test Healer": ("Creature — Cleric", "{1}{W}", "When Test Healer enters, you gain 2 life."),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
    "Test Growth": ("Instant", "{G}", "Target creature gets +3/+3 until end of turn."),
}
STATS = {
    "Clone": (0, 0),
    "Phyrexian Metamorph": (0, 0),
    "Mercurial Pretender": (0, 0),
    "Test Lord": (2, 2),
    "Test Healer": (1, 3),
    "Test Bear": (2, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup(*decisions: object) -> tuple[Game, Player, Player]:
    return scripted_game(*decisions)


def pt(game: Game, obj: object) -> tuple[int, int]:
    return ch.power(game, obj), ch.toughness(game, obj)  # type: ignore[arg-type]


def enter(game: Game, player: Player, name: str) -> object:
    cast(game, player, put(game, player, card(name), "hand"), free=True)
    run(game)
    return max(game.battlefield, key=lambda o: o.id)


def test_clone_enters_as_a_copy_and_is_itself_again_in_the_graveyard() -> None:
    """CR 707.2: name, types, power and toughness and abilities are copied; the copy's own
    static ability applies to the other creature. Once it leaves, it is Clone (CR 400.7)."""
    game, alice, _ = setup(Answer(True), Pick(("Test Lord",)))
    lord = put(game, alice, card("Test Lord"), "battlefield")
    clone = enter(game, alice, "Clone")
    assert clone.name == "Test Lord" and ch.subtypes(game, clone) == {"Elf"}  # type: ignore[attr-defined]
    assert "flying" in ch.keywords(game, clone)  # type: ignore[arg-type]
    assert pt(game, clone) == (3, 3) and pt(game, lord) == (3, 3)  # each lord pumps the other
    dead = move(game, clone, "graveyard")  # type: ignore[arg-type]
    assert dead is not None and dead.name == "Clone"


def test_clone_that_copies_nothing_is_a_0_0_and_dies() -> None:
    game, alice, _ = setup(Answer(False))
    put(game, alice, card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Clone"), "hand"), free=True)
    run(game)
    assert [o.name for o in alice.graveyard] == ["Clone"]


def test_a_copy_of_a_copy_copies_what_that_copies_and_triggers_its_enters_ability() -> None:
    """CR 707.3: the second Clone copies the first one's copiable values (Test Healer), not
    Clone; CR 707.5: the copied enters ability triggers for each."""
    game, alice, _ = setup(Answer(True), Answer(True))
    healer = put(game, alice, card("Test Healer"), "battlefield")
    enter(game, alice, "Clone")
    assert alice.life == 22
    move(game, healer, "graveyard")  # the first Clone is the only creature left to copy
    second = enter(game, alice, "Clone")
    assert second.name == "Test Healer" and alice.life == 24  # type: ignore[attr-defined]


def test_an_exception_is_part_of_the_copiable_values() -> None:
    """CR 707.9b: Phyrexian Metamorph copying a creature is also an artifact; a Clone that
    copies the Metamorph copies that too."""
    game, alice, _ = setup(Answer(True), Answer(True))
    bear = put(game, alice, card("Test Bear"), "battlefield")
    metamorph = enter(game, alice, "Phyrexian Metamorph")
    assert ch.types(game, metamorph) == {"artifact", "creature"}  # type: ignore[arg-type]
    move(game, bear, "graveyard")
    clone = enter(game, alice, "Clone")
    assert ch.types(game, clone) == {"artifact", "creature"}  # type: ignore[arg-type]


def test_an_ability_the_copy_has_as_an_exception_can_be_activated() -> None:
    """CR 707.9a: the quoted ability is part of the copy, and refers to the copy."""
    game, alice, _ = setup(Answer(True))
    put(game, alice, card("Test Bear"), "battlefield")
    pretender = enter(game, alice, "Mercurial Pretender")
    (ability,) = activated_abilities(game, pretender)  # type: ignore[arg-type]
    alice.mana.update({"U": 2, "C": 2})
    activate(game, alice, pretender, 0)  # type: ignore[arg-type]
    run(game)
    assert [o.name for o in alice.hand] == ["Mercurial Pretender"]
    assert ability.mana_ability is False


def test_becoming_a_copy_until_end_of_turn_keeps_other_effects_and_then_ends() -> None:
    """Layer 1 under the others (CR 613.1a): the +3/+3 applies to the Mirror as a Healer,
    then as a Bear (the later copy effect wins). At cleanup both copy effects end and it is
    Mirage Mirror again."""
    game, alice, _ = setup()
    bear = put(game, alice, card("Test Bear"), "battlefield")
    healer = put(game, alice, card("Test Healer"), "battlefield")
    mirror = put(game, alice, card("Mirage Mirror"), "battlefield")
    alice.mana.update({"C": 4})
    activate(game, alice, mirror, 0, [[bear]])
    activate(game, alice, mirror, 0, [[healer]])  # resolves first
    resolve_top(game)
    assert mirror.name == "Test Healer" and ch.types(game, mirror) == {"creature"}
    cast(game, alice, put(game, alice, card("Test Growth"), "hand"), [[mirror]], free=True)
    run(game)
    assert mirror.name == "Test Bear" and pt(game, mirror) == (5, 5)
    end_turn(game)
    assert mirror.name == "Mirage Mirror" and ch.types(game, mirror) == {"artifact"}
