"""Template rows of the players family (scryc/ast/players.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: player_or_controller
    Row(
        "player or planeswalker's controller",
        en="Card Name deals 4 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
        ja="プレイヤー１人かプレインズウォーカー１体を対象とする。カード名は、それと、そのプレイヤーかそのプレインズウォーカーのコントローラーがコントロールしている各クリーチャーにそれぞれ４点のダメージを与える。",
        engine="?",
    ),
    # kind: player
    Row(
        "an opponent's graveyard, no count",
        en="Exile target card from an opponent's graveyard.",
        ja="対戦相手の墓地からカード１枚を対象とし、それを追放する。",
        engine="?",
    ),
    Row(
        "unless any player pays",
        en="Target creature gets +1/+1 until end of turn. That creature gets an additional +4/+4 until end of turn unless any player pays {2}.",
        ja="クリーチャー１体を対象とする。ターン終了時まで、それは+1/+1の修整を受ける。プレイヤー１人が(２)を支払わないかぎり、そのクリーチャーはさらにターン終了時まで+4/+4の修整を受ける。",
        engine="?",
    ),
    # kind: all_conditions
    Row(
        "two players' permanents",
        en="If an opponent controls a Swamp and you control a Plains, you may cast this spell without paying its mana cost.",
        ja="いずれかの対戦相手が沼をコントロールしており、かつあなたが平地をコントロールしているなら、あなたはこの呪文をマナ・コストを支払うことなく唱えてもよい。",
        engine="?",
    ),
]
