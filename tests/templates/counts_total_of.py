"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: total_of
    Row(
        "the total power of creatures you control, 「…のパワーの合計」",
        en="You gain life equal to the total power of creatures you control.",
        ja=(
            "あなたはあなたがコントロールしているクリーチャーのパワーの合計に等しい点数のライフを得"
            "る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: total_of attribute="power"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: total_of attribute="power"
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "objects have total power N or greater",
        en=(
            "{G}: Card Name gets +1/+1 until end of turn. Activate only if creatures you control "
            "have total power 8 or greater."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has"
                    left: total_of attribute="power"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="creature" plural=true
                          parts[1]: controlled_by
                            player: you
                    right: number value=8 form="digits"
        """,
        engine="compiles",
    ),
    # kind: types_among
    Row(
        "gets an additional as long as, 「さらに…の修整を受ける」",
        en=(
            "Enchanted creature gets an additional +2/+2 as long as there are four or more card "
            "types among cards in your graveyard."
        ),
        ja=(
            "あなたの墓地にあるカードにカード・タイプが合計４種類以上含まれるかぎり、"
            "エンチャントしているクリーチャーはさらに+2/+2の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: modify_pt power="+2" toughness="+2" additional=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                condition: amount_compare op="ge" wording="there_are"
                  left: types_among types="card"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                  right: number value=4 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+2" toughness="+2" additional=true additional_ja="さらに"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                condition: amount_compare op="ge" wording="there_are" contained=true
                  left: types_among types="card"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="card"
                  right: number value=4
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a list of predicates, static",
        en=(
            "As long as there are four or more card types among cards in your graveyard, Card Name "
            "gets +2/+2, has flying, and attacks each combat if able."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                  steps[2]: restriction rule="attacks each combat if able"
                    object: ref elided=true
                condition: amount_compare op="ge" wording="there_are"
                  left: types_among types="card"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                  right: number value=4 form="word"
        """,
        engine="compiles",
    ),
    Row(
        "mana values among all cards",
        ja=(
            "あなたの終了ステップの開始時に、"
            "あなたの墓地にあるすべてのカードの中に５種類以上のマナ総量がある場合、"
            "カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: amount_compare op="ge" wording="there_are"
                  left: types_among types="mana value"
                    objects: objects quantifier="all"
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="card"
                  right: number value=5
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "card types contained",
        ja=(
            "あなたの墓地にあるカードにカード・タイプが合計４種類以上含まれるなら、"
            "カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="there_are" contained=true
                    left: types_among types="card"
                      objects: objects quantifier="all" bare=true
                        filter: all_of
                          parts[0]: in_zone preposition="in"
                            zone: zone name="graveyard"
                              owner: you
                          parts[1]: card_type name="card"
                    right: number value=4
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "the number of types at least, as an amount",
        ja=(
            "あなたがコントロールしている土地の中の基本土地タイプの種類数が３以上であるなら、"
            "占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="there_are" counted=true
                    left: types_among types="basic land"
                      objects: objects quantifier="all" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="land"
                    right: number value=3
                  effect: scry
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "card types among",
        en=(
            "As long as there are four or more card types among cards in your graveyard, Card Name "
            "gets +2/+2."
        ),
        ja=(
            "あなたの墓地にあるカードの中に４種類以上のカード・タイプがあるかぎり、"
            "名前は+2/+2の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+2" toughness="+2"
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="there_are"
                  left: types_among types="card"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                  right: number value=4 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+2" toughness="+2"
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="there_are"
                  left: types_among types="card"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="card"
                  right: number value=4
        """,
        engine="compiles",
    ),
    Row(
        "basic land types among",
        en="If there are three or more basic land types among lands you control, scry 1.",
        ja=(
            "あなたがコントロールしている土地の中に３種類以上の基本土地タイプがあるなら、"
            "占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="there_are"
                    left: types_among types="basic land"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="land" plural=true
                          parts[1]: controlled_by
                            player: you
                    right: number value=3 form="word"
                  effect: scry
                    player: you
                    amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="there_are"
                    left: types_among types="basic land"
                      objects: objects quantifier="all" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="land"
                    right: number value=3
                  effect: scry
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "the number of basic land types among (domain)",
        en="You gain life equal to the number of basic land types among lands you control.",
        ja=(
            "あなたはあなたがコントロールしている土地の中の基本土地タイプの種類数に等しい点数のライ"
            "フを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: types_among types="basic land"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="land" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: types_among types="basic land"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="land"
        """,
        engine="compiles",
    ),
    Row(
        "for each basic land type among",
        en="You gain 1 life for each basic land type among lands you control.",
        ja=(
            "あなたがコントロールしている土地の中の基本土地タイプ１種につき、"
            "あなたは１点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  objects: types_among types="basic land"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="land" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1
                  objects: types_among types="basic land" unit="種"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="land"
        """,
        engine="compiles",
    ),
    Row(
        "the number of different powers among",
        en=(
            "You gain X life, where X is the number of different powers among creatures you "
            "control."
        ),
        ja=(
            "あなたはＸ点のライフを得る。"
            "Ｘはあなたがコントロールしているクリーチャーの中のパワーの種類数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: variable name="X"
                    definition: types_among types="power"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="creature" plural=true
                          parts[1]: controlled_by
                            player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: variable name="X"
                    definition: types_among types="power"
                      objects: objects quantifier="all" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="creature"
        """,
        engine="cannot compile types_among: different power values",
    ),
    Row(
        "for each color among permanents you control, 「…の中の色１色につき」",
        en="Equipped creature gets +1/+1 for each color among permanents you control.",
        ja=(
            "装備しているクリーチャーは、"
            "あなたがコントロールするパーマネントの中の色１色につき+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+1"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: types_among types="color"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="permanent" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1" comma=true
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
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
]
