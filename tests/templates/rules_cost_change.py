"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: cost_change
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
    Row(
        "spells your opponents have cast this turn",
        en="This spell costs {1} less to cast for each spell your opponents have cast this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: cast_by action="cast" perfect=true opponents=true
                        player: player quantifier="a" noun="opponent"
                        duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "the next spell, with commas",
        ja="このターン、あなたが次の巨人・呪文を唱えるためのコストは(２)少なくなる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: objects quantifier="the next"
                    filter: all_of
                      parts[0]: subtype name="Giant"
                      parts[1]: card_type name="spell"
                      parts[2]: cast_by action="cast" next_particles="、の"
                        player: you
                        duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "spells an opponent has cast this turn",
        en="This spell costs {1} less to cast for each spell an opponent has cast this turn.",
        ja=(
            "この呪文を唱えるためのコストは、"
            "このターンに対戦相手が唱えた呪文１つにつき(１)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: cast_by action="cast" perfect=true
                        player: player quantifier="a" noun="opponent"
                        duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: cast_by action="cast"
                        player: player quantifier="a" noun="opponent"
                        duration: duration name="this turn"
                      parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "this ability costs less to activate for each",
        en=(
            "{5}, {T}: Scry 1, then draw a card. This ability costs {1} less to activate for each "
            "legendary creature you control."
        ),
        ja=(
            "(５),(Ｔ)：占術１を行う。その後、カード１枚を引く。この能力を起動するためのコストは、"
            "あなたがコントロールしている伝説のクリーチャー１体につき(１)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}"
                costs[1]: tap_cost
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
                cost_rule: cost_change symbols="{1}" reduce=true action="activate"
                  object: self_ref noun="ability"
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=1
                      parts[0]: subtype name="legendary"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}"
                costs[1]: tap_cost
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: scry
                    player: you
                    amount: number value=1
                  steps[1]: draw
                    player: you
                    amount: number value=1
                cost_rule: cost_change symbols="{1}" reduce=true action="activate"
                  object: self_ref
                  for_each: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: subtype name="legendary"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "for each creature, an activated ability's cost",
        en="Card Name costs {1} less to activate for each creature you control.",
        ja=(
            "この能力を起動するためのコストは、"
            "あなたがコントロールしているクリーチャー１体につき(１)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="activate"
                  object: self_ref short=true
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="activate"
                  object: self_ref
                  for_each: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile cost_change: activate, for each",
    ),
    Row(
        "costs less if",
        en="This spell costs {1} less to cast if you control a Wizard.\nDraw a card.",
        ja=(
            "あなたがウィザードをコントロールしているなら、"
            "この呪文を唱えるためのコストは(１)少なくなる。\nカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: you_control
                  objects: objects quantifier="a"
                    filter: subtype name="Wizard"
                  player: you
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Wizard"
                  player: you
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "cost reduced for each X you control and each X card in your graveyard",
        en=(
            "This spell costs {1} less to cast for each Cave you control and each Cave card in "
            "your graveyard."
        ),
        ja=(
            "この呪文を唱えるためのコストは、"
            "あなたがコントロールしている洞窟やあなたの墓地にある洞窟・カード１つにつき(１)少なくな"
            "る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: object_list conjunction="and"
                    items[0]: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: subtype name="Cave"
                        parts[1]: controlled_by
                          player: you
                    items[1]: objects quantifier="each"
                      filter: all_of head=1
                        parts[0]: subtype name="Cave"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: object_list conjunction="and" joined_ya="counted"
                    items[0]: objects quantifier="each"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: subtype name="Cave"
                    items[1]: objects quantifier="each"
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: subtype name="Cave"
                        parts[2]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "for each target beyond the first",
        en="This spell costs {1}{U} more to cast for each target beyond the first.",
        ja="この呪文を唱えるためのコストは、２つ目以降の対象１つにつき(１)(青)多くなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}{U}" action="cast" beyond_first=true
                  object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}{U}" action="cast" beyond_first=true
                  object: self_ref noun="spell"
        """,
        engine="cannot compile cost_change: for each target beyond the first",
    ),
    # kind: crews_as_though
    Row(
        "saddles and crews as though its power were greater",
        en=(
            '{T}: Create a 1/1 colorless Pilot creature token. The token has "This token saddles '
            'Mounts and crews Vehicles as though its power were 2 greater."'
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="1/1" colors=["colorless"] types=["Pilot", "creature"]
                  steps[1]: gain_ability verb="have"
                    object: ref noun="token" determiner="the"
                    abilities[0]: static_ability
                      effect: crews_as_though actions=["saddle", "crew"]
                        object: self_ref noun="token"
                        amount: number value=2 form="digits"
        """,
        engine="cannot compile crews_as_though: no crewing as though with more power",
    ),
    Row(
        "大きいかのように騎乗し、搭乗する",
        ja=(
            "「このトークンは、パワーが２大きいかのように乗騎に騎乗し、機体に搭乗する。」を持つ、"
            "無色の1/1の操縦士・クリーチャー・トークン１体を生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["colorless"] types=["Pilot", "creature"] with_comma=true
                    abilities[0]: static_ability
                      effect: crews_as_though actions=["saddle", "crew"] comma=true
                        object: self_ref noun="token"
                        amount: number value=2
        """,
        engine="cannot compile crews_as_though: no crewing as though with more power",
    ),
    Row(
        "crews as though its power were greater",
        en=(
            'Create a 1/1 colorless Pilot creature token with "This creature crews Vehicles as '
            'though its power were 2 greater."'
        ),
        ja=(
            "「このクリーチャーはパワーが２大きいかのように機体に搭乗する。"
            "」を持つ無色の1/1の操縦士・クリーチャー・トークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["colorless"] types=["Pilot", "creature"]
                    abilities[0]: static_ability
                      effect: crews_as_though actions=["crew"]
                        object: self_ref noun="creature"
                        amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["colorless"] types=["Pilot", "creature"]
                    abilities[0]: static_ability
                      effect: crews_as_though actions=["crew"]
                        object: self_ref noun="creature"
                        amount: number value=2
        """,
        engine="cannot compile crews_as_though: no crewing as though with more power",
    ),
]
