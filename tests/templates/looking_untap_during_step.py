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
        ja=(
            "他の各プレイヤーのアンタップ・ステップの間に、"
            "あなたがコントロールするすべてのアーティファクトをアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: untap_during_step
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="artifact" plural=true
                      parts[1]: controlled_by
                        player: you
                  player: player quantifier="each" noun="player" other=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: untap_during_step during=true
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: controlled_by verb_form="する"
                        player: you
                      parts[1]: card_type name="artifact"
                  player: player quantifier="each" noun="player" other=true other_written="他の"
        """,
        engine=(
            "cannot compile untap_during_step: no untapping in other players' untap steps (CR "
            "502.3)"
        ),
        to_ja=False,
        type_line="Artifact",
        ja_type_line="アーティファクト",
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
