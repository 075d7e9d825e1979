"""Template rows of the amounts family (scryc/ast/amounts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: half
    Row(
        "where X is half the number of, rounded down",
        en=(
            "Create X 2/2 black Zombie creature tokens, where X is half the number of Zombies you "
            "control, rounded down."
        ),
        ja=(
            "黒の2/2のゾンビ・クリーチャー・トークンＸ体を生成する。"
            "Ｘはあなたがコントロールしているゾンビの数の端数を切り捨てた半分に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: variable name="X"
                    definition: half rounded="down"
                      amount: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: subtype name="Zombie" plural=true
                            parts[1]: controlled_by
                              player: you
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: variable name="X"
                    definition: half rounded="down"
                      amount: count_of
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: subtype name="Zombie"
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "damage equal to half the sacrificed creature's power, rounded down",
        en=(
            "Sacrifice a creature: Card Name deals damage to any target equal to half the "
            "sacrificed creature's power, rounded down."
        ),
        ja=(
            "クリーチャー１体を生け贄に捧げる：１つを対象とする。名前はそれに、"
            "生け贄に捧げられたクリーチャーのパワーの端数を切り捨てた半分に等しい点数のダメージを与"
            "える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                effect: deal_damage equal_last=true
                  source: self_ref short=true
                  amount: half rounded="down"
                    amount: value_of attribute="power"
                      object: ref noun="creature" sacrificed=true
                  recipient: any_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                effect: deal_damage recipient_comma=true
                  source: self_ref short=true
                  amount: half rounded="down"
                    amount: value_of attribute="power"
                      object: ref noun="creature" sacrificed=true
                  recipient: any_target declared=""
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
