"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: amount_compare
    Row(
        "if X is N",
        en="If X is 1, scry 1, then draw a card.",
        ja="Ｘが１なら、占術１を行い、その後カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="eq" wording="is"
                    left: variable name="X"
                    right: number value=1 form="digits"
                  effect: sequence joins=["then"] connectives=[", then"]
                    steps[0]: scry
                      player: you
                      amount: number value=1 form="digits"
                    steps[1]: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="eq" wording="is"
                    left: variable name="X"
                    right: number value=1
                  effect: sequence joins=["then"] connectives=["、その後"]
                    steps[0]: scry
                      player: you
                      amount: number value=1
                    steps[1]: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "if X is N (en)",
        en="If X is 3, create a 4/4 blue and red Elemental creature token.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="eq" wording="is"
                    left: variable name="X"
                    right: number value=3 form="digits"
                  effect: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="4/4" colors=["blue", "red"] types=["Elemental", "creature"]
        """,
        engine="compiles",
    ),
    # kind: any_condition
    Row(
        "you control a Desert or there is a Desert card in your graveyard",
        en=(
            "Card Name has lifelink as long as you control a Desert or there is a Desert card in "
            "your graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="lifelink" case="lower"
                condition: any_condition
                  conditions[0]: you_control
                    objects: objects quantifier="a"
                      filter: subtype name="Desert"
                    player: you
                  conditions[1]: there_are
                    objects: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: subtype name="Desert"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
        """,
        engine="cannot compile any_condition: no choice between conditions",
    ),
    Row(
        "or there is",
        en=(
            "When Card Name dies, if you control a Desert or there is a Desert card in your "
            "graveyard, target player discards a card."
        ),
        ja=(
            "名前が死亡したとき、"
            "あなたが砂漠をコントロールしているかあなたの墓地に砂漠・カードがある場合、"
            "プレイヤー１人を対象とする。そのプレイヤーはカード１枚を捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: any_condition
                  conditions[0]: you_control
                    objects: objects quantifier="a"
                      filter: subtype name="Desert"
                    player: you
                  conditions[1]: there_are
                    objects: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: subtype name="Desert"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                effect: discard
                  player: player quantifier="target" noun="player"
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: any_condition
                  conditions[0]: you_control
                    objects: objects quantifier="a" bare=true
                      filter: subtype name="Desert"
                    player: you
                  conditions[1]: there_are
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: subtype name="Desert"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone
                          zone: zone name="graveyard"
                            owner: you
                effect: discard
                  player: player quantifier="target" noun="player" declared="player"
                  amount: number value=1
        """,
        engine="cannot compile any_condition: no choice between conditions",
    ),
    # kind: attacked_with
    Row(
        "if you attacked with N or more creatures this turn",
        en="If you attacked with two or more creatures this turn, draw a card.",
        ja="このターン、あなたが２体以上のクリーチャーで攻撃していたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: attacked_with period="turn"
                    player: you
                    objects: objects quantifier="at least"
                      count: number value=2 form="word"
                      filter: card_type name="creature" plural=true
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: attacked_with period="turn"
                    player: you
                    objects: objects quantifier="at least" counter="体"
                      count: number value=2
                      filter: card_type name="creature"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile attacked_with: no record of which creatures attacked this turn",
    ),
    Row(
        "pack tactics",
        en=(
            "Whenever Card Name attacks, if you attacked with creatures with total power 6 or "
            "greater this combat, draw a card."
        ),
        ja=(
            "名前が攻撃するたび、"
            "あなたがこの戦闘フェイズに攻撃させたクリーチャーのパワーの合計が６以上である場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                condition: attacked_with period="combat"
                  player: you
                  objects: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="ge" total=true
                        value: number value=6 form="digits"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                condition: attacked_with period="combat"
                  player: you
                  objects: objects quantifier="all"
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: compare attribute="power" op="ge" total=true
                        value: number value=6
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile attacked_with: no record of which creatures attacked this turn",
        to_en=False,
    ),
    # kind: beheld
    Row(
        "behold",
        en=(
            "As an additional cost to cast this spell, you may behold a Dragon.\n"
            "Draw a card. If a Dragon was beheld, surveil 2."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: additional_cost
                cost: optional
                  player: you
                  effect: behold
                    player: you
                    object: objects quantifier="a"
                      filter: subtype name="Dragon"
              abilities[1]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: beheld
                      object: objects quantifier="a"
                        filter: subtype name="Dragon"
                    effect: surveil
                      player: you
                      amount: number value=2 form="digits"
        """,
        engine="cannot compile effect_cost: optional: no cost check",
    ),
    Row(
        "後見を受ける",
        ja=(
            "この呪文を唱えるための追加コストとして、あなたはドラゴンの後見を受けてもよい。\n"
            "カード１枚を引く。ドラゴンの後見を受けていたなら、諜報２を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: additional_cost
                cost: optional
                  player: you written=true
                  effect: behold
                    player: you written=true
                    object: objects quantifier="a"
                      filter: subtype name="Dragon"
              abilities[1]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: draw
                    player: you
                    amount: number value=1
                  steps[1]: conditional comma=true
                    condition: beheld
                      object: objects quantifier="a"
                        filter: subtype name="Dragon"
                    effect: surveil
                      player: you
                      amount: number value=2
        """,
        engine="cannot compile effect_cost: optional: no cost check",
    ),
    # kind: chose_ring_bearer
    Row(
        "chose … as your Ring-bearer",
        en=(
            "Whenever the Ring tempts you, if you chose a creature other than Card Name as your "
            "Ring-bearer, scry 3."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: ring_tempts
                  player: you
                condition: chose_ring_bearer subject_written=true
                  object: objects quantifier="a" other=true other_than=0
                    filter: card_type name="creature"
                    other_than_ref: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=3 form="digits"
        """,
        engine="cannot compile ring_tempts: no Ring",
    ),
    Row(
        "指輪所持者に選んだ場合",
        ja=(
            "指輪があなたを誘惑するたび、名前でないクリーチャーをあなたの指輪所持者に選んだ場合、"
            "占術３を行う。\n"
            "指輪があなたを誘惑するたび、"
            "あなたが名前でないクリーチャーをあなたの指輪所持者に選んだ場合、カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: ring_tempts
                  player: you
                condition: chose_ring_bearer
                  object: objects quantifier="a" other=true bare=true other_word="〈名〉でない"
                    filter: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=3
              abilities[1]: triggered_ability word="whenever"
                trigger: ring_tempts
                  player: you
                condition: chose_ring_bearer subject_written=true
                  object: objects quantifier="a" other=true bare=true other_word="〈名〉でない"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile ring_tempts: no Ring",
    ),
    # kind: controls_more
    Row(
        "more lands than you, よりも",
        ja="対戦相手１人があなたよりも多くの土地をコントロールしているなら、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: controls_more than_mo=true
                    player: player quantifier="a" noun="opponent"
                    objects: objects quantifier="a" bare=true
                      filter: card_type name="land"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "at least two more lands than you",
        en="{T}: Scry 1. Activate only if an opponent controls at least two more lands than you.",
        ja=(
            "(Ｔ)：占術１を行う。"
            "対戦相手１人が土地をあなたより２つ以上多くコントロールしているときにのみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
                restriction: activation_restriction
                  condition: controls_more
                    player: player quantifier="a" noun="opponent"
                    objects: objects quantifier="all" bare=true
                      filter: card_type name="land" plural=true
                    at_least: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: scry
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: controls_more objects_first=true
                    player: player quantifier="a" noun="opponent"
                    objects: objects quantifier="a" bare=true
                      filter: card_type name="land"
                    at_least: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "an opponent controls more lands than you",
        en="When Card Name enters, if an opponent controls more lands than you, draw a card.",
        ja=(
            "名前が戦場に出たとき、対戦相手１人があなたより多くの土地をコントロールしている場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: controls_more
                  player: player quantifier="a" noun="opponent"
                  objects: objects quantifier="all" bare=true
                    filter: card_type name="land" plural=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: controls_more
                  player: player quantifier="a" noun="opponent"
                  objects: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "an opponent controls at least N more (「あなたより４体以上多くの」)",
        en=(
            "If an opponent controls at least four more creatures than you, this spell costs {6} "
            "less to cast."
        ),
        ja=(
            "対戦相手１人がクリーチャーをあなたより４体以上多くコントロールしている場合、"
            "この呪文を唱えるためのコストは(６)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: controls_more
                    player: player quantifier="a" noun="opponent"
                    objects: objects quantifier="all" bare=true
                      filter: card_type name="creature" plural=true
                    at_least: number value=4 form="word"
                  effect: cost_change symbols="{6}" reduce=true action="cast"
                    object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional baai=true comma=true
                  condition: controls_more objects_first=true
                    player: player quantifier="a" noun="opponent"
                    objects: objects quantifier="a" bare=true
                      filter: card_type name="creature"
                    at_least: number value=4
                  effect: cost_change symbols="{6}" reduce=true action="cast"
                    object: self_ref noun="spell"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
