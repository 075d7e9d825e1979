"""Template rows of the combining family (scryc/ast/combining.py): a size's X defined on the
spot, and a subject that goes on acting through the steps of its sentence.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    Row(
        "becomes an X/X where X is",
        en=(
            "{T}: Target land you control becomes an X/X Elemental creature until end of turn, "
            "where X is the number of enchantments you control. It's still a land."
        ),
        ja=(
            "(Ｔ)：あなたがコントロールしている土地１つを対象とする。ターン終了時まで、"
            "それはX/Xのエレメンタル・クリーチャーになる。"
            "Ｘはあなたがコントロールしているエンチャントの数に等しい。それは土地でもある。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: defined_size
                    effect: becomes power_toughness="X/X" types=["Elemental", "creature"]
                      object: objects quantifier="target"
                        filter: all_of head=0
                          parts[0]: card_type name="land"
                          parts[1]: controlled_by
                            player: you
                      duration: duration name="until end of turn"
                    x: variable name="X"
                      definition: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="enchantment" plural=true
                            parts[1]: controlled_by
                              player: you
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: defined_size
                    effect: becomes power_toughness="X/X" types=["Elemental", "creature"]
                      object: objects quantifier="target" counter="つ" declared=""
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="land"
                      duration: duration name="until end of turn" first=true
                    x: variable name="X"
                      definition: count_of
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="enchantment"
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        engine=(
            "cannot compile defined_size: no size with an X defined on the spot (an X/X, where X "
            "is …)"
        ),
    ),
    Row(
        "subject goes on after then",
        en=(
            "Target creature's controller sacrifices it, then creates X 1/1 green and white Elf "
            "Warrior creature tokens, where X is that creature's power."
        ),
        ja=(
            "クリーチャー１体を対象とする。そのクリーチャーのコントローラーはそれを生け贄に捧げ、"
            "その後、緑白の1/1のエルフ・戦士・クリーチャー・トークンＸ体を生成する。"
            "Ｘはそのクリーチャーのパワーに等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: sacrifice
                    player: controller_of
                      object: objects quantifier="target"
                        filter: card_type name="creature"
                    object: ref
                  steps[1]: create_token
                    player: ref elided=true
                    amount: variable name="X"
                      definition: value_of attribute="power"
                        object: ref noun="creature"
                    token: token_spec power_toughness="1/1" colors=["green", "white"] types=["Elf", "Warrior", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後、"]
                  steps[0]: sacrifice
                    player: controller_of
                      object: objects quantifier="target" counter="体" declared="creature"
                        filter: card_type name="creature"
                    object: ref
                  steps[1]: create_token
                    player: ref elided=true
                    amount: variable name="X"
                      definition: value_of attribute="power"
                        object: ref noun="creature"
                    token: token_spec power_toughness="1/1" colors=["green", "white"] types=["Elf", "Warrior", "creature"]
        """,
        engine="compiles",
        to_ja=False,
    ),
]
