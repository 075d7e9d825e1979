""" "For as long as …" durations (CR 611.2b), on real Oracle text: the effect ends once the
condition stops holding, and does nothing if it never held."""

from __future__ import annotations

from scryc.engine import CardDef, Pick, activate, begin_step, cast, put, resolve_top, run
from scryc.engine.actions import move, set_tapped
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Sower of Temptation": (
        "Creature — Faerie Wizard",
        "{2}{U}{U}",
        "Flying\nWhen Sower of Temptation enters the battlefield, gain control of target "
        "creature for as long as Sower of Temptation remains on the battlefield.",
    ),
    "Master Thief": (
        "Creature — Human Rogue",
        "{2}{U}{U}",
        "When Master Thief enters the battlefield, gain control of target artifact for as long "
        "as you control Master Thief.",
    ),
    "Tidebinder Mage": (
        "Creature — Merfolk Wizard",
        "{U}{U}",
        "When Tidebinder Mage enters the battlefield, tap target red or green creature an "
        "opponent controls. That creature doesn't untap during its controller's untap step for "
        "as long as you control Tidebinder Mage.",
    ),
    "Kill Switch": (
        "Artifact",
        "{3}",
        "{2}, {T}: Tap all other artifacts. They don't untap during their controllers' untap "
        "steps for as long as Kill Switch remains tapped.",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
    "Test Relic": ("Artifact", "{2}", ""),
}
STATS = {
    "Sower of Temptation": (2, 2),
    "Master Thief": (2, 2),
    "Tidebinder Mage": (2, 2),
    "Test Bear": (2, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def enter(game, player, name):  # type: ignore[no-untyped-def]
    spell = put(game, player, card(name), "hand")
    cast(game, player, spell, free=True)
    run(game)
    return next(o for o in game.battlefield if o.name == name)


def test_control_returns_when_sower_leaves_the_battlefield() -> None:
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    bear = put(game, bob, card("Test Bear"), "battlefield")
    sower = enter(game, alice, "Sower of Temptation")
    assert bear.controller is alice
    move(game, sower, "graveyard")
    run(game)
    assert bear.controller is bob


def test_a_duration_over_before_the_effect_begins_does_nothing() -> None:
    """CR 611.2b (Master Thief's own example): lose control of the Thief before its trigger
    resolves and the artifact is never gained, not even for a moment."""
    game, alice, bob = scripted_game(Pick(("Test Relic",)))
    relic = put(game, bob, card("Test Relic"), "battlefield")
    thief = put(game, alice, card("Master Thief"), "hand")
    cast(game, alice, thief, free=True)
    resolve_top(game)  # the Thief enters; its trigger waits
    entered = next(o for o in game.battlefield if o.name == "Master Thief")
    entered.controller = bob
    run(game)
    assert relic.controller is bob
    assert all(not e.on_end for e in game.effects)


def test_it_untaps_again_once_the_mage_is_gone() -> None:
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    red = {"Test Bear": ("Creature — Bear", "{1}{R}", "")}
    bear = put(game, bob, from_oracle("Test Bear", red, STATS), "battlefield")
    mage = enter(game, alice, "Tidebinder Mage")
    assert bear.tapped
    game.active = 1
    begin_step(game, "untap")
    assert bear.tapped
    move(game, mage, "graveyard")
    run(game)
    begin_step(game, "untap")
    assert not bear.tapped


def test_kill_switch_holds_artifacts_only_while_it_stays_tapped() -> None:
    game, alice, bob = scripted_game()
    switch = put(game, alice, card("Kill Switch"), "battlefield")
    relic = put(game, bob, card("Test Relic"), "battlefield")
    activate(game, alice, switch, 0, free=True)
    run(game)
    assert relic.tapped and switch.tapped
    game.active = 1
    begin_step(game, "untap")
    assert relic.tapped
    set_tapped(game, switch, False)
    begin_step(game, "untap")
    assert not relic.tapped
