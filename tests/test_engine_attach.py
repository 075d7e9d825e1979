""" "Attach it to target creature you control", "attach target Equipment you control to target
creature you control": Equipment attaches only to a creature, and an Equipment that is a
creature doesn't (CR 301.5c, 701.3b); an Aura named there is a named refusal. On Oracle
text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Pick, activate, cast, put, run
from scryc.engine.compile import CompileError, compile
from scryc.parse import parse
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Dueling Rapier": (
        "Artifact — Equipment",
        "{R}",
        "Flash\nWhen Dueling Rapier enters the battlefield, attach it to target creature you "
        "control.\nEquipped creature gets +2/+0.\nEquip {4}",
    ),
    "Brass Squire": (
        "Artifact Creature — Myr",
        "{3}",
        "{T}: Attach target Equipment you control to target creature you control.",
    ),
    "Test Relic": ("Artifact — Equipment", "{1}", "Equipped creature gets +1/+1.\nEquip {1}"),
    "Test Golem": ("Artifact Creature — Equipment Golem", "{3}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Brass Squire": (1, 3), "Test Golem": (2, 2)})


def test_the_equipment_entering_attaches_itself_to_the_target() -> None:
    game, alice, _ = scripted_game(Pick(("Bear",)))
    bear = put(game, alice, creature("Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Dueling Rapier"), "hand"), free=True)
    run(game)  # the Rapier resolves; its trigger targets the Bear
    (rapier,) = [o for o in game.battlefield if o.name == "Dueling Rapier"]
    assert rapier.attached_to is bear


def test_an_equipment_you_control_is_moved_to_another_creature() -> None:
    game, alice, _ = scripted_game()
    squire = put(game, alice, card("Brass Squire"), "battlefield")
    squire.sick = False
    bear, wolf = (put(game, alice, creature(n), "battlefield") for n in ("Bear", "Wolf"))
    relic = put(game, alice, card("Test Relic"), "battlefield")
    relic.attached_to = bear
    activate(game, alice, squire, 0, [[relic], [wolf]])
    run(game)
    assert relic.attached_to is wolf


def test_an_equipment_that_is_a_creature_stays_unattached() -> None:
    """CR 301.5c: an Equipment that's also a creature can't equip a creature."""
    game, alice, _ = scripted_game()
    squire = put(game, alice, card("Brass Squire"), "battlefield")
    squire.sick = False
    bear = put(game, alice, creature("Bear"), "battlefield")
    golem = put(game, alice, card("Test Golem"), "battlefield")
    activate(game, alice, squire, 0, [[golem], [bear]])
    run(game)
    assert golem.attached_to is None


def test_attaching_an_aura_is_refused() -> None:
    text = "{1}: Attach target Aura attached to a creature to another creature."
    with pytest.raises(CompileError, match=r"attach\.object"):
        compile(parse(text), text)
