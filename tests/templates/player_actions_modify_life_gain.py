"""Template rows of the player_actions family (scryc/ast/player_actions.py): life gain
changed, abilities activated.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    Row(
        "you gain twice that much life instead / 「その２倍の点数のライフを得る」",
        en="If you would gain life, you gain twice that much life instead.",
        ja="あなたがライフを得るなら、代わりにあなたはその２倍の点数のライフを得る。",
        engine="?",
    ),
    Row(
        "you gain that much life plus 1 instead / 「その点数に１を足した点数のライフを得る」",
        en="If you would gain life, you gain that much life plus 1 instead.",
        ja="あなたがライフを得るなら、代わりにあなたはその点数に１を足した点数のライフを得る。",
        engine="?",
    ),
    Row(
        "a player activates a non-mana ability / 「マナ能力でない能力を起動するたび」",
        en="Whenever a player activates an ability that isn't a mana ability, this creature deals 1 damage to that player.",
        ja="プレイヤーがマナ能力でない能力を起動するたび、このクリーチャーはそのプレイヤーに１点のダメージを与える。",
        engine="?",
    ),
    Row(
        "you activate a loyalty ability of / 「…の忠誠度能力を起動するたび」",
        en="Whenever you activate a loyalty ability of a Chandra planeswalker, this creature deals 1 damage to each opponent.",
        ja="あなたがチャンドラ・プレインズウォーカーの忠誠度能力を起動するたび、このクリーチャーは各対戦相手にそれぞれ１点のダメージを与える。",
        engine="?",
    ),
    Row(
        "if it isn't a mana ability / 「それがマナ能力でない場合」",
        en="Whenever an opponent activates an ability of an artifact, creature, or land on the battlefield, if it isn't a mana ability, this creature deals 2 damage to that player.",
        ja="対戦相手が戦場にあるアーティファクトかクリーチャーか土地の能力を１つ起動するたび、それがマナ能力でない場合、このクリーチャーはそのプレイヤーに２点のダメージを与える。",
        engine="?",
    ),
]
