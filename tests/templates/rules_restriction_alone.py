"""Template rows of the rules family (scryc/ast/rules.py): restrictions on attacking or
blocking alone.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: restriction
    Row(
        "can't attack alone",
        en="This creature can't attack alone.",
        ja="このクリーチャーは単独では攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't attack alone"
                  object: self_ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't attack alone"
                  object: self_ref noun="creature"
        """,
        engine="cannot compile restriction: can't attack alone: not enforced by the engine",
    ),
    Row(
        "can't attack or block alone",
        en="This creature can't attack or block alone.",
        ja="このクリーチャーは単独では攻撃もブロックもできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't attack or block alone"
                  object: self_ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't attack or block alone"
                  object: self_ref noun="creature"
        """,
        engine=(
            "cannot compile restriction: can't attack or block alone: not enforced by the engine"
        ),
    ),
]
