"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: value_of
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
    Row(
        "put counters equal to, a comma after the place",
        en=(
            "Whenever a player casts an instant or sorcery spell, put a number of charge counters "
            "equal to that spell's mana value on Card Name."
        ),
        ja=(
            "プレイヤーがインスタントかソーサリーである呪文を唱えるたび、名前の上に、"
            "その呪文のマナ総量に等しい数の蓄積カウンターを置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: put_counters counter="charge"
                  amount: value_of attribute="mana value"
                    object: ref noun="spell"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: put_counters counter="charge" comma=true
                  amount: value_of attribute="mana value"
                    object: ref noun="spell"
                  object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
]
