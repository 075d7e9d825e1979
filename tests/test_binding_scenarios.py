"""The scenarios of issue 26's binding patterns: what each reference, coordination and chain
of verbs means shows in the game (corpus/scenarios/)."""

from __future__ import annotations

from pathlib import Path

from scryc.engine import characteristics as ch
from scryc.engine.events import Damaged, Moved, Shuffled
from scryc.engine.scenario import Outcome, run_file
from scryc.engine.state import Obj

SCENARIOS = Path(__file__).resolve().parents[1] / "corpus" / "scenarios"


def run(name: str) -> Outcome:
    outcome = run_file(SCENARIOS / f"{name}.toml")
    assert outcome.error == "" and outcome.unused == 0
    return outcome


def permanent(outcome: Outcome, owner: str, name: str) -> Obj:
    return next(o for o in outcome.game.battlefield if o.name == name and o.owner.name == owner)


def test_its_controller_shuffles_after_path_to_exile() -> None:
    outcome = run("path_to_exile_controller_shuffles")
    assert [e.player.name for e in outcome.events if isinstance(e, Shuffled)] == ["Bob"]
    assert permanent(outcome, "Bob", "Forest").tapped


def test_that_permanent_or_player_is_the_target_not_the_revealed_card() -> None:
    outcome = run("riddle_of_lightning_that_player")
    (damage,) = [e for e in outcome.events if isinstance(e, Damaged)]
    assert damage.recipient.name == "Bob" and damage.amount == 4


def test_it_after_a_creature_you_control_is_the_chosen_creature() -> None:
    outcome = run("kaylas_command_it")
    bears = permanent(outcome, "Alice", "Grizzly Bears")
    assert bears.counters["+1/+1"] == 1
    assert "double strike" in ch.keywords(outcome.game, bears)
    assert "double strike" not in ch.keywords(
        outcome.game, permanent(outcome, "Alice", "Hill Giant")
    )


def test_a_controller_written_once_is_every_items() -> None:
    outcome = run("master_trinketeer_shared_controller")
    game = outcome.game
    for name in ("Servo Sentry", "Thopter Scout"):
        mine = permanent(outcome, "Alice", name)
        assert (ch.power(game, mine), ch.toughness(game, mine)) == (2, 2)
    theirs = permanent(outcome, "Bob", "Servo Sentry")
    assert (ch.power(game, theirs), ch.toughness(game, theirs)) == (1, 1)


def test_the_exiled_card_is_the_one_the_linked_ability_exiled() -> None:
    outcome = run("journey_to_nowhere_returns")
    bears = permanent(outcome, "Bob", "Grizzly Bears")
    assert bears.controller.name == "Bob"
    bob = next(p for p in outcome.game.players if p.name == "Bob")
    assert [o.name for o in bob.exile] == ["Hill Giant"]


def test_from_it_is_the_revealed_hand() -> None:
    outcome = run("thoughtseize_from_it")
    discarded = [
        e.obj.name for e in outcome.events if isinstance(e, Moved) and e.cause == "discarded"
    ]
    assert discarded == ["Hill Giant"]
