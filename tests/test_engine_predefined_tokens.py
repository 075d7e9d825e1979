"""Predefined tokens (CR 111.10): a Gold token (CR 111.10c) and a Shard token (CR 111.10e),
with the abilities the rules give them. On Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, Pick, ScryChoice, activate, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Gild": ("Sorcery", "{3}{B}", "Exile target creature. Create a Gold token."),
    "Test Shards": ("Sorcery", "{1}{U}", "Create a Shard token."),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Grizzly Bears": (2, 2)})


def test_a_gold_token_is_sacrificed_for_one_mana_of_any_color() -> None:
    game, alice, bob = scripted_game(Pick(("{U}",)))
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Gild"), "hand"), [[bears]], free=True)
    run(game)
    (gold,) = [o for o in game.battlefield if o.token]
    assert gold.card.type_line == "Artifact — Gold" and "artifact" in gold.card.types
    activate(game, alice, gold, 0)
    assert alice.mana["U"] == 1 and gold.zone == ""


def test_a_shard_token_scries_then_draws() -> None:
    game, alice, _ = scripted_game(ScryChoice(bottom=("Island",)))
    for name in ("Island", "Forest"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Test Shards"), "hand"), free=True)
    run(game)
    (shard,) = [o for o in game.battlefield if o.token]
    assert "enchantment" in shard.card.types
    alice.mana["C"] += 2
    activate(game, alice, shard, 0)
    run(game)
    assert [c.card.name for c in alice.hand] == ["Forest"] and shard.zone == ""
