"""Template rows of the looking family (scryc/ast/looking.py): untapping in other players'
untap steps.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: untap_during_step
    Row(
        "untap during each other player's untap step",
        en="Untap all artifacts you control during each other player's untap step.",
        ja="他の各プレイヤーのアンタップ・ステップの間に、あなたがコントロールするすべてのアーティファクトをアンタップする。",
        type_line="Artifact",
        ja_type_line="アーティファクト",
        engine="?",
    ),
    Row(
        "untap creatures during each other player's untap step",
        en="Untap all creatures you control during each other player's untap step.",
        ja=(
            "他の各プレイヤーのアンタップ・ステップに、"
            "あなたがコントロールしているすべてのクリーチャーをアンタップする。"
        ),
        engine="?",
    ),
]
