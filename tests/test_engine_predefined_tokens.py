"""Predefined tokens (CR 111.10): Gold, Shard and Walker."""

from __future__ import annotations

from scryc.engine import Pick, activate, card_def, cast, put, run
from scryc.engine import characteristics as ch
from tests.engine_cards import players, scripted_game


def test_a_gold_token_is_sacrificed_for_one_mana_of_any_color() -> None:
    """CR 111.10c: "Sacrifice this token: Add one mana of any color." (no {T})."""
    game, alice, _ = scripted_game(Pick(("{G}",)))
    spell = put(
        game, alice, card_def("Gild Test", "Create a Gold token.", type_line="Sorcery"), "hand"
    )
    cast(game, alice, spell, free=True)
    run(game)
    gold = next(o for o in game.battlefield if o.name == "Gold")
    gold.tapped = True  # no {T} in its cost
    activate(game, alice, gold, 0)
    assert +alice.mana == {"G": 1} and not gold.zone


def test_a_shard_token_scries_then_draws() -> None:
    """CR 111.10e: "{2}, Sacrifice this token: Scry 1, then draw a card."."""
    game, alice, _ = players()
    text = "Create a Shard token."
    put(game, alice, card_def("Top Card", "", type_line="Sorcery"), "library")
    spell = put(game, alice, card_def("Shard Test", text, type_line="Sorcery"), "hand")
    cast(game, alice, spell, free=True)
    run(game)
    shard = next(o for o in game.battlefield if o.name == "Shard")
    assert "enchantment" in shard.card.types
    alice.mana.update({"C": 2})
    activate(game, alice, shard, 0)
    run(game)
    assert [o.name for o in alice.hand] == ["Top Card"] and not shard.zone


def test_a_walker_token_is_a_two_two_black_zombie_named_walker() -> None:
    """CR 111.10d."""
    game, alice, _ = players()
    spell = put(
        game, alice, card_def("Walk Test", "Create a Walker token.", type_line="Sorcery"), "hand"
    )
    cast(game, alice, spell, free=True)
    run(game)
    walker = next(o for o in game.battlefield if o.token)
    assert walker.name == "Walker" and ch.colors(game, walker) == {"black"}
    assert (ch.power(game, walker), ch.toughness(game, walker)) == (2, 2)
    assert ch.subtypes(game, walker) == {"Zombie"} and "creature" in ch.types(game, walker)
