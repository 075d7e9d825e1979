"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: compare
    Row(
        "power less than ~'s power can't block it",
        en="Creatures with power less than Card Name's power can't block it.",
        ja="名前よりパワーが小さいクリーチャーでは、これをブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't block"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="lt"
                        value: value_of attribute="power"
                          object: self_ref short=true
                  by: self_ref pronoun=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't block" comma=true topic="では"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="lt" than_object=true than_first="が"
                        value: value_of attribute="power"
                          object: self_ref short=true
                      parts[1]: card_type name="creature"
                  by: self_ref pronoun=true
        """,
        engine="cannot compile restriction: can't block by: self_ref",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "power less than ~'s power, よりもパワーの",
        en="Creatures with power less than Card Name's power can't block it.",
        ja="名前よりもパワーの小さいクリーチャーではこれをブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't block"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="lt"
                        value: value_of attribute="power"
                          object: self_ref short=true
                  by: self_ref pronoun=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't block" topic="では"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="lt" than_object=true than_mo=true than_first="の"
                        value: value_of attribute="power"
                          object: self_ref short=true
                      parts[1]: card_type name="creature"
                  by: self_ref pronoun=true
        """,
        engine="cannot compile restriction: can't block by: self_ref",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "toughness greater than its power",
        en=(
            "Each creature you control with toughness greater than its power assigns combat damage "
            "equal to its toughness rather than its power."
        ),
        ja=(
            "あなたがコントロールしていてタフネスがパワーより大きい各クリーチャーは、"
            "パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="assigns combat damage equal to its toughness rather than its power"
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: compare attribute="toughness" op="gt"
                        value: value_of attribute="power"
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="assigns combat damage equal to its toughness rather than its power" comma=true
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: compare attribute="toughness" op="gt"
                        value: value_of attribute="power"
                          object: ref elided=true
                      parts[2]: card_type name="creature"
        """,
        engine=(
            "cannot compile restriction: assigns combat damage equal to its toughness rather than "
            "its power: not enforced by the engine"
        ),
        to_ja=False,
    ),
]
