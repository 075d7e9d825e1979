"""Template rows of the filters family (scryc/ast/filters.py): subtypes and supertypes.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: subtype
    Row(
        "snow permanents",
        en=(
            "Card Name deals 2 damage to target creature or planeswalker. If you control three or "
            "more snow permanents, it deals 3 damage instead."
        ),
        ja=(
            "クリーチャー１体かプレインズウォーカー１体を対象とする。"
            "名前はそれに２点のダメージを与える。"
            "あなたが氷雪パーマネント３つ以上をコントロールしているなら、"
            "代わりに３点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="target"
                      filter: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                  steps[1]: conditional comma=true instead=true
                    condition: you_control
                      objects: objects quantifier="at least"
                        count: number value=3 form="word"
                        filter: all_of
                          parts[0]: subtype name="snow"
                          parts[1]: card_type name="permanent" plural=true
                      player: you
                    effect: deal_damage
                      source: ref
                      amount: number value=3 form="digits"
                      recipient: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                  steps[1]: conditional comma=true instead=true
                    condition: you_control
                      objects: objects quantifier="at least" counter="つ" count_last=true
                        count: number value=3
                        filter: all_of
                          parts[0]: subtype name="snow"
                          parts[1]: card_type name="permanent"
                      player: you
                    effect: deal_damage
                      source: ref elided=true
                      amount: number value=3
                      recipient: ref elided=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "nonsnow creature",
        en="Destroy target nonsnow creature.",
        ja="氷雪でないクリーチャー１体を対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="snow"
                      parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="snow"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
