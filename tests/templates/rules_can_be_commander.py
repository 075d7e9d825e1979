"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: can_be_commander
    # Elminster (../shared/corpus)
    Row(
        "can be your commander",
        en="Card Name can be your commander.",
        ja="名前は統率者として使用できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: can_be_commander
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: can_be_commander
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    # kind: choose_object
    Row(
        "put cards into that player's graveyard",
        en=(
            "Target player reveals the top four cards of their library. You choose two of those "
            "cards and put them into that player's graveyard."
        ),
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーは、"
            "自分のライブラリーの一番上からカード４枚を公開する。"
            "あなたはそれらのカードの中から２枚を選び、それらをそのプレイヤーの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "and"] connectives=[".", " and"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="player"
                    object: top_of_library
                      count: number value=4 form="word"
                      player: ref noun="player"
                  steps[1]: choose_object
                    object: part_of
                      count: number value=2 form="word"
                      object: ref noun="card" plural=true determiner="those"
                    player: you written=true
                  steps[2]: move verb="put"
                    object: ref plural=true
                    to: zone name="graveyard"
                      owner: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "and"] connectives=["。", "、"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="player" comma=true declared="player"
                    object: top_of_library
                      count: number value=4
                      player: ref noun="player"
                  steps[1]: choose_object
                    object: part_of written="それらのカードの中から" counter="枚"
                      count: number value=2
                      object: ref noun="card" plural=true
                    player: you written=true
                  steps[2]: move verb="put"
                    object: ref plural=true
                    to: zone name="graveyard"
                      owner: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
        to_ja=False,
    ),
    Row(
        "at random after control",
        en="Each opponent chooses a permanent they control at random. Destroy it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_object
                    object: objects quantifier="a" random=true random_after=1
                      filter: all_of head=0
                        parts[0]: card_type name="permanent"
                        parts[1]: controlled_by
                          player: ref noun="player"
                    player: player quantifier="each" noun="opponent"
                  steps[1]: destroy
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a chosen player as they",
        en="Choose a player. They return a creature they control to its owner's hand.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_object
                    object: player quantifier="a" noun="player"
                  steps[1]: move verb="return"
                    player: player quantifier="that" noun="player" they=true
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: ref noun="player"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
        """,
        engine="compiles",
    ),
    Row(
        "the exiled cards",
        en="An opponent chooses one of the exiled cards.",
        ja="対戦相手１人はそれらの追放されているカードのうち１枚を選ぶ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: choose_object
                  object: part_of
                    count: number value=1 form="word"
                    object: ref noun="card" plural=true exiled=true
                  player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: choose_object
                  object: part_of written="それらの追放されているカードのうち" counter="枚"
                    count: number value=1
                    object: ref noun="card" plural=true exiled=true
                  player: player quantifier="a" noun="opponent"
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
    ),
    Row(
        "you may choose a player; they return",
        en="You may choose a player. They return a creature they control to its owner's hand.",
        ja=(
            "あなたはプレイヤー１人を選んでもよい。"
            "そのプレイヤーは自分がコントロールしているクリーチャー１体をオーナーの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: choose_object
                      object: player quantifier="a" noun="player"
                  steps[1]: move verb="return"
                    player: player quantifier="that" noun="player" they=true
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: ref noun="player"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: choose_object
                      object: player quantifier="a" noun="player"
                      player: you written=true
                  steps[1]: move verb="return"
                    player: player quantifier="that" noun="player"
                    object: objects quantifier="a" counter="体"
                      filter: all_of
                        parts[0]: controlled_by
                          player: ref noun="player"
                        parts[1]: card_type name="creature"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
        """,
        engine="compiles",
        to_en=False,
    ),
    # kind: cost_change
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
