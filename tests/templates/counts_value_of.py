"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: value_of
    Row(
        "its mana value",
        en="Destroy target artifact. You gain life equal to its mana value.",
        ja=(
            "アーティファクト１つを対象とし、それを破壊する。あなたは、"
            "そのマナ総量に等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="artifact"
                  steps[1]: gain_life
                    player: you written=true
                    amount: value_of attribute="mana value"
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: card_type name="artifact"
                  steps[1]: gain_life
                    player: you written=true comma=true
                    amount: value_of attribute="mana value"
                      object: ref determiner="その"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "where X is your life total",
        en="Create X 1/1 white Cat creature tokens, where X is your life total.",
        ja="白の1/1の猫・クリーチャー・トークンＸ体を生成する。Ｘはあなたのライフ総量に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: variable name="X"
                    definition: value_of attribute="life total"
                      object: you
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Cat", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: variable name="X"
                    definition: value_of attribute="life total"
                      object: you
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Cat", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "with power less than",
        en="Destroy target creature with toughness greater than Card Name's power.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: compare attribute="toughness" op="gt"
                        value: value_of attribute="power"
                          object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "「パワーが…より小さい」, 「戦場に戻してもよい」",
        ja=(
            "あなたの墓地にありパワーがこれのパワーより小さいクリーチャー・カード１枚を対象とする。"
            "あなたはそれを戦場に戻してもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: move verb="return"
                    object: objects quantifier="target" counter="枚" declared=""
                      filter: all_of
                        parts[0]: in_zone preposition="in" joined=true
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: compare attribute="power" op="lt"
                          value: value_of attribute="power"
                            object: self_ref pronoun=true
                        parts[2]: card_type name="creature"
                        parts[3]: card_type name="card"
                    to: zone name="battlefield"
        """,
        engine="compiles",
    ),
    Row(
        "自身の and a comma after the damage recipient",
        ja=(
            "名前が戦場に出たとき、クリーチャー１体を対象とする。名前はそれに、"
            "自身のパワーに等しい点数のダメージを与える。\n"
            "名前は各プレイヤーにそれぞれ、"
            "そのプレイヤーがコントロールしている土地の数に等しい点数のダメージを与える。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: deal_damage recipient_comma=true
                  source: self_ref short=true
                  amount: value_of attribute="power"
                    object: ref determiner="自身"
                  recipient: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
              abilities[1]: spell_ability
                effect: deal_damage recipient_comma=true
                  source: self_ref short=true
                  amount: count_of
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: player quantifier="that" noun="player"
                        parts[1]: card_type name="land"
                  recipient: player quantifier="each" noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "that sacrificed creature",
        ja=(
            "クリーチャー１体を生け贄に捧げる：クリーチャー１体を対象とする。ターン終了時まで、"
            "それは-X/-Xの修整を受ける。Ｘはその生け贄に捧げられたクリーチャーのパワーに等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                effect: modify_pt power="-X" toughness="-X"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn" first=true
                  variable: variable name="X"
                    definition: value_of attribute="power"
                      object: ref noun="creature" determiner="その" sacrificed=true
        """,
        engine="compiles",
    ),
    Row(
        "put a number of counters equal to",
        en="Put a number of +1/+1 counters equal to that card's mana value on target creature.",
        ja=(
            "クリーチャー１体を対象とする。"
            "それの上にそのカードのマナ総量に等しい数の+1/+1カウンターを置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: put_counters counter="+1/+1"
                  amount: value_of attribute="mana value"
                    object: ref noun="card"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counters counter="+1/+1"
                  amount: value_of attribute="mana value"
                    object: ref noun="card"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
        """,
        engine="cannot compile ref: no record of what “card” refers to",
    ),
    Row(
        "with power less than / 「パワーが…より小さい」",
        en="Destroy target creature with power less than Card Name's power.",
        ja="パワーが名前のパワーより小さいクリーチャー１体を対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: compare attribute="power" op="lt"
                        value: value_of attribute="power"
                          object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: compare attribute="power" op="lt"
                        value: value_of attribute="power"
                          object: self_ref short=true
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "the sacrificed creature's",
        en="Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
        ja=(
            "クリーチャー１体を生け贄に捧げる：あなたは生け贄に捧げられたクリーチャーのタフネスに等"
            "しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: value_of attribute="toughness"
                    object: ref noun="creature" sacrificed=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: value_of attribute="toughness"
                    object: ref noun="creature" sacrificed=true
        """,
        engine="compiles",
    ),
    Row(
        "it has mana value less than",
        en="If it has mana value less than the sacrificed creature's mana value, scry 2.",
        ja="それのマナ総量が生け贄に捧げられたクリーチャーのマナ総量より少ないなら、占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: object_is has_form=true
                    object: ref
                    filter: compare attribute="mana value" op="lt"
                      value: value_of attribute="mana value"
                        object: ref noun="creature" sacrificed=true
                  effect: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: object_is
                    object: ref
                    filter: compare attribute="mana value" op="lt"
                      value: value_of attribute="mana value"
                        object: ref noun="creature" sacrificed=true
                  effect: scry
                    player: you
                    amount: number value=2
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "the sacrificed creature's, 「生け贄に捧げた」",
        en="Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
        ja=(
            "クリーチャー１体を生け贄に捧げる：あなたは生け贄に捧げたクリーチャーのタフネスに等しい"
            "点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: value_of attribute="toughness"
                    object: ref noun="creature" sacrificed=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: value_of attribute="toughness"
                    object: ref noun="creature" sacrificed=true sacrificed_active=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "add an amount of one mana symbol",
        en="{T}: Add an amount of {G} equal to Card Name's power.",
        ja="(Ｔ)：名前のパワーに等しい点数の(緑)を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{G}"]
                  amount: value_of attribute="power"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{G}"]
                  amount: value_of attribute="power"
                    object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "with lesser power, than the object the ability is about",
        en=(
            "Whenever Card Name attacks, you may exile target creature card with lesser power from "
            "your graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: compare attribute="power" op="lt" lesser=true
                          value: value_of attribute="power"
                            object: ref elided=true
                        parts[3]: in_zone preposition="from"
                          zone: zone name="graveyard"
                            owner: you
        """,
        engine="compiles",
    ),
    Row(
        "damage to itself",
        en="Target creature deals damage to itself equal to its power.",
        ja=(
            "クリーチャー１体を対象とする。それは自身に、"
            "自身のパワーに等しい点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage equal_last=true
                  source: objects quantifier="target"
                    filter: card_type name="creature"
                  amount: value_of attribute="power"
                    object: ref
                  recipient: ref reflexive=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage recipient_comma=true
                  source: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  amount: value_of attribute="power"
                    object: ref determiner="自身"
                  recipient: ref reflexive=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
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
]
