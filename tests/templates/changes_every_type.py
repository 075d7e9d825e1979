"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: every_type
    Row(
        "every creature type after a power/toughness change",
        en="Equipped creature gets +1/+1 and is every creature type.",
        ja="装備しているクリーチャーは+1/+1の修整を受け、すべてのクリーチャー・タイプである。",
        engine="?",
    ),
    Row(
        "gains all creature types until end of turn",
        en="Until end of turn, creatures you control get +2/+0 and gain all creature types.",
        ja="ターン終了時まで、あなたがコントロールしているクリーチャーは+2/+0の修整を受け、すべてのクリーチャー・タイプを得る。",
        engine="?",
    ),
    Row(
        "every basic land type in addition to its other types",
        en="Enchanted land is every basic land type in addition to its other types.",
        ja="エンチャントしている土地は、他のタイプに加えてすべての基本土地タイプでもある。",
        engine="?",
    ),
    Row(
        "predicates joined by とともに",
        en="Until end of turn, target creature gains trample and gets +X/+X, where X is the number of creatures you control.",
        ja="クリーチャー１体を対象とする。ターン終了時まで、それはトランプルを得るとともに+X/+Xの修整を受ける。Ｘはあなたがコントロールしているクリーチャーの数に等しい。",
        engine="?",
    ),
]
