"""Template rows of the special_abilities family (scryc/ast/special_abilities.py): a Class's
level lines and the trigger of its level (CR 716).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    Row(
        "class level lines",
        en=(
            "Creatures you control have haste.\n{2}{G}: Level 2\n"
            "You may play an additional land on each of your turns.\n{4}{G}: Level 3\n"
            "Creatures you control have vigilance."
        ),
        ja=(
            "あなたがコントロールしている各クリーチャーは速攻を持つ。\n(２)(緑)：レベル２\n"
            "あなたの各ターンに、あなたは追加の土地１つをプレイしてもよい。\n(４)(緑)：レベル３\n"
            "あなたがコントロールしている各クリーチャーは警戒を持つ。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  abilities[0]: keyword name="haste" case="lower"
              abilities[1]: class_level level=2
                cost: mana_cost symbols="{2}{G}"
                abilities[0]: static_ability
                  effect: additional_land_plays
                    player: you
                    amount: number value=1 form="article"
              abilities[2]: class_level level=3
                cost: mana_cost symbols="{4}{G}"
                abilities[0]: static_ability
                  effect: gain_ability verb="have"
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
                    abilities[0]: keyword name="vigilance" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  abilities[0]: keyword name="haste"
              abilities[1]: class_level level=2
                cost: mana_cost symbols="{2}{G}"
                abilities[0]: static_ability
                  effect: additional_land_plays
                    player: you
                    amount: number value=1
              abilities[2]: class_level level=3
                cost: mana_cost symbols="{4}{G}"
                abilities[0]: static_ability
                  effect: gain_ability verb="have"
                    object: objects quantifier="each"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                    abilities[0]: keyword name="vigilance"
        """,
        engine="cannot compile class_level: no Class levels",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "class becomes level trigger",
        en=(
            "Creatures you control have haste.\n{2}{U}: Level 2\n"
            "When Card Name becomes level 2, draw two cards."
        ),
        ja=(
            "あなたがコントロールしている各クリーチャーは速攻を持つ。\n(２)(青)：レベル２\n"
            "名前がレベル２になったとき、カード２枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  abilities[0]: keyword name="haste" case="lower"
              abilities[1]: class_level level=2
                cost: mana_cost symbols="{2}{U}"
                abilities[0]: triggered_ability word="when"
                  trigger: class_becomes_level level=2
                    object: self_ref short=true
                  effect: draw
                    player: you
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  abilities[0]: keyword name="haste"
              abilities[1]: class_level level=2
                cost: mana_cost symbols="{2}{U}"
                abilities[0]: triggered_ability word="when"
                  trigger: class_becomes_level level=2
                    object: self_ref short=true
                  effect: draw
                    player: you
                    amount: number value=2
        """,
        engine="cannot compile class_level: no Class levels",
        to_ja=False,
        to_en=False,
    ),
]
