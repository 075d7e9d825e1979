"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: enters_tapped
    Row(
        "many enter tapped",
        en="Artifacts your opponents control enter the battlefield tapped.",
        ja="対戦相手がコントロールしているアーティファクトはタップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="artifact" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="artifact"
        """,
        engine="cannot compile enters_tapped: for objects",
        to_ja=False,
        to_en=False,
        type_line="Artifact Creature — Beast",
        ja_type_line="アーティファクト・クリーチャー ― ビースト",
    ),
]
