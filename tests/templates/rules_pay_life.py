"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: pay_life
    Row(
        "unless another player pays life / 「それのコントローラーが…ライフを支払わないかぎり」",
        en="Destroy target creature unless its controller pays 3 life.",
        ja=(
            "クリーチャー１体を対象とする。それのコントローラーが３点のライフを支払わないかぎり、"
            "それを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: unless
                  effect: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  player: controller_of
                    object: ref
                  action: pay_life
                    player: controller_of
                      object: ref
                    amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: unless
                  effect: destroy
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  player: controller_of
                    object: ref
                  action: pay_life
                    player: controller_of
                      object: ref
                    amount: number value=3
        """,
        engine="cannot compile unless: another player chooses whether to act",
    ),
    Row(
        "mana values among",
        en=(
            "At the beginning of your end step, if there are five or more mana values among cards "
            "in your graveyard, you may pay 2 life. If you do, draw a card."
        ),
        ja=(
            "あなたの終了ステップの開始時に、"
            "あなたの墓地にあるカードの中に５種類以上のマナ総量がある場合、"
            "あなたは２点のライフを支払ってもよい。そうしたなら、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: amount_compare op="ge" wording="there_are"
                  left: types_among types="mana value"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                  right: number value=5 form="word"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_life
                      player: you
                      amount: number value=2 form="digits"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: amount_compare op="ge" wording="there_are"
                  left: types_among types="mana value"
                    objects: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="card"
                  right: number value=5
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: pay_life
                      player: you written=true
                      amount: number value=2
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "pay life",
        en="You may pay 1 life. If you do, draw a card.",
        ja="あなたは１点のライフを支払ってもよい。そうしたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_life
                      player: you
                      amount: number value=1 form="digits"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: pay_life
                      player: you written=true
                      amount: number value=1
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "pay 2 life",
        en="You may pay 2 life. If you do, draw a card.",
        ja="あなたは２点のライフを支払ってもよい。そうしたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_life
                      player: you
                      amount: number value=2 form="digits"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: pay_life
                      player: you written=true
                      amount: number value=2
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "in a zone, object first; pay life",
        en=(
            "At the beginning of your upkeep, if Card Name is in your graveyard, you may pay 1 "
            "life. If you do, return it to your hand."
        ),
        ja=(
            "あなたのアップキープの開始時に、名前があなたの墓地にある場合、"
            "あなたは１点のライフを支払ってもよい。そうしたなら、これをあなたの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: in_zone preposition="in"
                    zone: zone name="graveyard"
                      owner: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_life
                      player: you
                      amount: number value=1 form="digits"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: move verb="return"
                      object: ref
                      to: zone name="hand"
                        owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: object_is object_first=true
                  object: self_ref short=true
                  filter: in_zone
                    zone: zone name="graveyard"
                      owner: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: pay_life
                      player: you written=true
                      amount: number value=1
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: move verb="return"
                      object: self_ref pronoun=true
                      to: zone name="hand"
                        owner: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: pay_mana
    Row(
        "そうしたなら after another player was asked",
        en=(
            "At the beginning of each player's upkeep, that player may pay {2}. If that player "
            "does, that player draws a card."
        ),
        ja=(
            "各プレイヤーのアップキープの開始時に、そのプレイヤーは(２)を支払ってもよい。"
            "そうしたなら、そのプレイヤーはカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: player quantifier="that" noun="player"
                    effect: pay_mana symbols="{2}"
                      player: player quantifier="that" noun="player"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: player quantifier="that" noun="player"
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: player quantifier="that" noun="player"
                    effect: pay_mana symbols="{2}"
                      player: player quantifier="that" noun="player"
                  steps[1]: conditional comma=true
                    condition: if_you_do elided=true
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: player quantifier="that" noun="player"
                      amount: number value=1
        """,
        engine="cannot compile if_you_do.player: another player's choice",
        to_ja=False,
    ),
    Row(
        "If the player does, 「そのプレイヤーがそうしたなら」; they draw (the player named before)",
        en=(
            "At the beginning of each opponent's upkeep, that player may pay {2}. If the player "
            "does, they draw a card."
        ),
        ja=(
            "各対戦相手のアップキープの開始時に、そのプレイヤーは(２)を支払ってもよい。"
            "そのプレイヤーがそうしたなら、そのプレイヤーはカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: player quantifier="that" noun="player"
                    effect: pay_mana symbols="{2}"
                      player: player quantifier="that" noun="player"
                  steps[1]: conditional comma=true
                    condition: if_you_do written="the player"
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: player quantifier="that" noun="player" they=true
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: player quantifier="that" noun="player"
                    effect: pay_mana symbols="{2}"
                      player: player quantifier="that" noun="player"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: player quantifier="that" noun="player"
                      amount: number value=1
        """,
        engine="cannot compile if_you_do.player: another player's choice",
        to_en=False,
    ),
    Row(
        "you may, if you do",
        en="When Card Name dies, you may pay {1}. If you do, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{1}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "you may (ja)",
        ja="あなたは(１)を支払ってもよい。そうしたなら、占術２を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{1}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: scry
                      player: you
                      amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "waterbend",
        en="Waterbend {3}: Scry 2.",
        ja="水の技(３)を行う：占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: pay_mana symbols="{3}" waterbend=true
                    player: you
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: pay_mana symbols="{3}" waterbend=true
                    player: you
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile waterbend: no rules behaviour",
    ),
    Row(
        "you may",
        en="Whenever you cast an instant or sorcery spell, you may pay {1}. If you do, scry 2.",
        ja=(
            "あなたがインスタントかソーサリーである呪文を唱えるたび、あなたは(１)を支払ってもよい。"
            "そうしたなら、占術２を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{1}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: scry
                      player: you
                      amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{1}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: scry
                      player: you
                      amount: number value=2
        """,
        engine="compiles",
    ),
]
