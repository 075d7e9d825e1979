"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: types_among
    Row(
        "draw for each color among, 「…の中の色１色につきカード１枚を引く」",
        en="{5}{U}{U}: Draw a card for each color among permanents you control.",
        ja="(５)(青)(青)：あなたがコントロールするパーマネントの中の色１色につきカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}{U}{U}"
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
                  objects: types_among types="color"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="permanent" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}{U}{U}"
                effect: for_each no_comma=true
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: types_among types="color" unit="色"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: controlled_by verb_form="する"
                          player: you
                        parts[1]: card_type name="permanent"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "the number of colors among, 「…の中の色の数」",
        en="You gain life equal to the number of colors among permanents you control.",
        ja=(
            "あなたはあなたがコントロールしているパーマネントの中の色の数に等しい点数のライフを得る"
            "。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: types_among types="color"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="permanent" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: types_among types="color"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="permanent"
        """,
        engine="compiles",
    ),
    Row(
        "color one kind at a time, 「…の中の色１種類につき」",
        ja=(
            "このクリーチャーは、"
            "あなたがコントロールしている同盟者の中の色１種類につき+1/+0の修整を受ける。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+0" comma=true
                    object: self_ref noun="creature"
                  objects: types_among types="color" unit="種類"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: subtype name="Ally"
        """,
        engine="compiles",
    ),
    Row(
        "if, this ability costs less to activate",
        en=(
            "{3}{U}: Card Name can't be blocked this turn. This ability costs {3} less to activate "
            "if there are five or more mana values among cards in your graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{U}"
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  duration: duration name="this turn"
                cost_rule: conditional condition_last=true comma=true
                  condition: amount_compare op="ge" wording="there_are"
                    left: types_among types="mana value"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="graveyard"
                              owner: you
                    right: number value=5 form="word"
                  effect: cost_change symbols="{3}" reduce=true action="activate"
                    object: self_ref noun="ability"
        """,
        engine="compiles",
    ),
    Row(
        "基本土地タイプ１種類につき",
        ja=(
            "この呪文を唱えるためのコストは、"
            "あなたがコントロールしている土地の中の基本土地タイプ１種類につき(１)少なくなる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: types_among types="basic land" unit="種類"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="land"
        """,
        engine="compiles",
    ),
    Row(
        "costs less for each basic land type among",
        en="This spell costs {1} less to cast for each basic land type among lands you control.",
        ja=(
            "この呪文を唱えるためのコストは、"
            "あなたがコントロールしている土地の中の基本土地タイプ１種につき(１)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: types_among types="basic land"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="land" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: types_among types="basic land" unit="種"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="land"
        """,
        engine="compiles",
    ),
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
]
