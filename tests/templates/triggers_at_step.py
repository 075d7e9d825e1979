"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: at_step
    Row(
        "draw an additional card",
        en="At the beginning of your draw step, draw an additional card.",
        ja="あなたのドロー・ステップの開始時に、追加のカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="draw step"
                  player: you
                effect: draw additional=true
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="draw step"
                  player: you
                effect: draw additional=true additional_of=true
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "that player draws N additional cards",
        en="At the beginning of each player's draw step, that player draws two additional cards.",
        ja="各プレイヤーのドロー・ステップの開始時に、そのプレイヤーは追加でカード２枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="draw step"
                  player: player quantifier="each" noun="player"
                effect: draw additional=true
                  player: player quantifier="that" noun="player"
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="draw step"
                  player: player quantifier="each" noun="player"
                effect: draw additional=true
                  player: player quantifier="that" noun="player"
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "draw additional cards, the count after",
        ja="あなたのドロー・ステップの開始時に、カードを追加で１枚引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="draw step"
                  player: you
                effect: draw additional=true count_after=true
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "each player's step",
        en="At the beginning of each player's upkeep, scry 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "each opponent's upkeep",
        en="At the beginning of each opponent's upkeep, scry 1.",
        ja="各対戦相手のアップキープの開始時に、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "beginning of step",
        en="At the beginning of your upkeep, scry 1.",
        ja="あなたのアップキープの開始時に、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: attacks
    Row(
        "token created attacking",
        en=(
            "Whenever Card Name attacks, create a 1/1 white Cat Soldier creature token with "
            "vigilance that's attacking."
        ),
        ja=(
            "名前が攻撃するたび、"
            "警戒を持つ白の1/1の猫・兵士・クリーチャー・トークン１体を攻撃している状態で生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Cat", "Soldier", "creature"] attacking=true
                    abilities[0]: keyword name="vigilance" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Cat", "Soldier", "creature"] attacking=true
                    abilities[0]: keyword name="vigilance"
        """,
        engine="cannot compile create_token.attacking: a token created attacking",
    ),
    Row(
        "attacks and isn't blocked",
        en="Whenever Card Name attacks and isn't blocked, draw a card.",
        ja="名前が攻撃してブロックされないたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks unblocked=true
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks unblocked=true
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "blocks",
        en="Whenever Card Name blocks, scry 1.",
        ja="名前がブロックするたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks blocks=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks blocks=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "blocks a creature",
        en="Whenever Card Name blocks a creature, scry 1.",
        ja="名前がクリーチャー１体をブロックするたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks blocks=true
                  object: self_ref short=true
                  blocked: objects quantifier="a"
                    filter: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks blocks=true
                  object: self_ref short=true
                  blocked: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # Japanese 「<self>と少なくとも２体の他のクリーチャーが攻撃するたび」 is still open: a rule
    # for it shifts 「と」 after the card's name and breaks lists (「<self>とエンチャントしている…は」).
    Row(
        "attacks together with others (battalion)",
        en="Whenever Card Name and at least two other creatures attack, scry 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                  together_with: objects quantifier="at least" other=true at_least_first=true
                    count: number value=2 form="word"
                    filter: card_type name="creature" plural=true
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        engine="cannot compile attacks.together_with: attacks together with others",
    ),
    Row(
        "attacks while saddled",
        en="Whenever Card Name attacks while saddled, scry 1.",
        ja="名前が騎乗された状態で攻撃するたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks saddled=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks saddled=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile attacks.saddled: no record of saddling",
    ),
    Row(
        "whenever trigger",
        en="Whenever Card Name attacks, scry 1.",
        ja="名前が攻撃するたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "one or more creatures attack, the count after the subject",
        en=(
            "Whenever one or more creatures you control attack, they gain indestructible until end "
            "of turn."
        ),
        ja=(
            "あなたがコントロールしているクリーチャーが１体以上攻撃するたび、ターン終了時まで、"
            "それらは破壊不能を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                effect: gain_ability verb="gain"
                  object: ref plural=true
                  abilities[0]: keyword name="indestructible" case="lower"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="at least" counter="体" count_after_ga=true
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                effect: gain_ability verb="gain"
                  object: ref plural=true
                  abilities[0]: keyword name="indestructible"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "one or more attack, that many",
        en=(
            "Whenever one or more creatures you control attack, create that many 1/1 white Soldier "
            "creature tokens."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                effect: create_token
                  player: you
                  amount: ref noun="number"
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Soldier", "creature"]
        """,
        engine="cannot compile ref: no earlier number for “that many”",
    ),
]
