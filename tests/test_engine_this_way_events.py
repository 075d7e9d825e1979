""" "If a creature is destroyed / sacrificed / exiled this way, …" and "If that spell is
countered this way, exile it instead of putting it into its owner's graveyard", on real
Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, Game, Pick, Player, cast, put, run
from scryc.engine.state import Obj
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Noxious Gearhulk": (
        "Artifact Creature — Construct",
        "{4}{B}{B}",
        "Menace\nWhen Noxious Gearhulk enters the battlefield, you may destroy another target "
        "creature. If a creature is destroyed this way, you gain life equal to its toughness.",
    ),
    "Smashing Success": (
        "Sorcery",
        "{2}{R}",
        "Destroy target artifact or land. If an artifact is destroyed this way, create a "
        "Treasure token. (It's an artifact with \"{T}, Sacrifice this artifact: Add one mana "
        'of any color.")',
    ),
    "Warren Weirding": (
        "Sorcery",
        "{1}{B}",
        "Target player sacrifices a creature. If a Goblin is sacrificed this way, that player "
        "creates two 1/1 black Goblin Rogue creature tokens, and those tokens gain haste until "
        "end of turn.",
    ),
    "Dissipate": (
        "Instant",
        "{1}{U}{U}",
        "Counter target spell. If that spell is countered this way, exile it instead of "
        "putting it into its owner's graveyard.",
    ),
    "Syncopate": (
        "Instant",
        "{X}{U}",
        "Counter target spell unless its controller pays {X}. If that spell is countered this "
        "way, exile it instead of putting it into its owner's graveyard.",
    ),
    "Gerrard's Verdict": (
        "Sorcery",
        "{W}{B}",
        "Target player discards two cards. You gain 3 life for each land card discarded this way.",
    ),
    "Lorehold Excavation": (
        "Enchantment",
        "{R}{W}",
        "At the beginning of your end step, mill a card. If a land card was milled this way, "
        "you gain 1 life. Otherwise, Lorehold Excavation deals 1 damage to each opponent.",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
    "Test Goblin": ("Creature — Goblin", "{R}", ""),
    "Test Relic": ("Artifact", "{2}", ""),
    "Test Shock": ("Instant", "{R}", "Test Shock deals 2 damage to any target."),
}
STATS = {"Noxious Gearhulk": (5, 4), "Test Bear": (2, 2), "Test Goblin": (1, 1)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def play(game: Game, player: Player, name: str, targets: list) -> Obj:  # type: ignore[type-arg]
    spell = put(game, player, card(name), "hand")
    cast(game, player, spell, targets, free=True)
    return spell


def test_life_equal_to_the_destroyed_creatures_toughness_as_it_last_existed() -> None:
    """CR 608.2h: its toughness is read as it last existed on the battlefield (with its
    +1/+1 counters), not as the card in the graveyard."""
    game, alice, bob = scripted_game(Pick(("Test Bear",)), Answer(True))
    bear = put(game, bob, card("Test Bear"), "battlefield")
    bear.counters["+1/+1"] = 3
    hulk = put(game, alice, card("Noxious Gearhulk"), "hand")
    cast(game, alice, hulk, free=True)
    run(game)
    assert bear.zone == "" and alice.life == 25


def test_only_an_artifact_destroyed_this_way_makes_a_treasure() -> None:
    game, alice, bob = scripted_game()
    land = put(game, bob, card("Forest"), "battlefield")
    play(game, alice, "Smashing Success", [[land]])
    run(game)
    assert not [o for o in game.battlefield if o.token]
    relic = put(game, bob, card("Test Relic"), "battlefield")
    play(game, alice, "Smashing Success", [[relic]])
    run(game)
    assert [o.name for o in game.battlefield if o.token] == ["Treasure"]


def test_a_goblin_sacrificed_this_way_gives_that_player_two_goblins() -> None:
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    put(game, bob, card("Test Goblin"), "battlefield")
    play(game, alice, "Warren Weirding", [[bob]])
    run(game)
    tokens = [o for o in game.battlefield if o.token]
    assert len(tokens) == 2 and all(t.controller is bob for t in tokens)
    put(game, bob, card("Test Bear"), "battlefield")
    play(game, alice, "Warren Weirding", [[bob]])
    run(game)
    assert len([o for o in game.battlefield if o.token]) == 2


def test_a_spell_countered_this_way_is_exiled_and_never_in_the_graveyard() -> None:
    """CR 614.6: the countered spell goes to exile instead; Dissipate itself still goes to
    its owner's graveyard as it finishes resolving (CR 608.2n)."""
    game, alice, bob = scripted_game()
    play(game, bob, "Test Shock", [[alice]])
    play(game, alice, "Dissipate", [[game.stack[-1].source]])
    run(game)
    assert [o.name for o in bob.exile] == ["Test Shock"] and not bob.graveyard
    assert [o.name for o in alice.graveyard] == ["Dissipate"] and alice.life == 20


def test_a_spell_whose_controller_pays_is_not_countered_and_not_exiled() -> None:
    game, alice, bob = scripted_game(Answer(True))
    bob.mana["C"] += 1
    play(game, bob, "Test Shock", [[alice]])
    syncopate = put(game, alice, card("Syncopate"), "hand")
    cast(game, alice, syncopate, [[game.stack[-1].source]], x=1, free=True)
    run(game)
    assert alice.life == 18 and [o.name for o in bob.graveyard] == ["Test Shock"]


def test_life_for_each_land_card_discarded_this_way() -> None:
    game, alice, bob = scripted_game(Pick(("Forest", "Test Bear")))
    for name in ("Forest", "Test Bear", "Island"):
        put(game, bob, card(name), "hand")
    play(game, alice, "Gerrard's Verdict", [[bob]])
    run(game)
    assert alice.life == 23 and [o.name for o in bob.hand] == ["Island"]


def test_a_land_milled_this_way_gains_life_otherwise_damage() -> None:
    from scryc.engine import begin_step

    game, alice, bob = scripted_game()
    put(game, alice, card("Lorehold Excavation"), "battlefield")
    put(game, alice, card("Forest"), "library")
    put(game, alice, card("Test Bear"), "library")
    begin_step(game, "end")
    assert (alice.life, bob.life) == (21, 20)
    begin_step(game, "end")
    assert (alice.life, bob.life) == (21, 19)
