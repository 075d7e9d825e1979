"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: attacks
    Row(
        "if it is exiled, onto the battlefield attacking",
        en=(
            "Whenever a creature you control attacks and isn't blocked, if Card Name is exiled, "
            "put Card Name onto the battlefield attacking."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体が攻撃してブロックされないたび、"
            "名前が追放されている場合、名前を攻撃している状態で戦場に出す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks unblocked=true
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="exiled"
                effect: move attacking=true verb="put"
                  object: self_ref short=true
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks unblocked=true
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="exiled"
                effect: move attacking=true verb="put"
                  object: self_ref short=true
                  to: zone name="battlefield"
        """,
        engine="cannot compile status: exiled: no filter behaviour",
    ),
    Row(
        "modified",
        en="Whenever a modified creature you control attacks, draw a card.",
        ja=(
            "あなたがコントロールしていて改善されているクリーチャー１体が攻撃するたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: all_of head=1
                      parts[0]: status name="modified"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: status name="modified"
                      parts[2]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "a tapped and attacking token that's a copy",
        en=(
            "Whenever Card Name attacks, create a tapped and attacking token that's a copy of "
            "another target attacking creature."
        ),
        ja=(
            "名前が攻撃するたび、他の攻撃クリーチャー１体を対象とする。"
            "それのコピーであるトークン１体をタップ状態かつ攻撃している状態で生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec tapped=true attacking=true
                    copy_of: objects quantifier="target" other=true
                      filter: all_of
                        parts[0]: status name="attacking"
                        parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: create_token counter="体"
                  player: you
                  amount: number value=1
                  token: token_spec tapped=true attacking=true
                    copy_of: objects quantifier="target" other=true counter="体" other_word="他の" declared=""
                      filter: all_of
                        parts[0]: status name="attacking"
                        parts[1]: card_type name="creature"
        """,
        engine="cannot compile create_token.attacking: a token created attacking",
        to_ja=False,
    ),
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
    Row(
        "a creature attacks one of your opponents",
        en="Whenever a creature attacks one of your opponents, that player loses 1 life.",
        ja=(
            "クリーチャー１体があなたの対戦相手１人を攻撃するたび、"
            "そのプレイヤーは１点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: card_type name="creature"
                  blocked: player quantifier="a" noun="opponent" your_written=true
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                  blocked: player quantifier="a" noun="opponent" your_written=true
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="cannot compile attacks.blocked: attacks a player other than you",
    ),
    Row(
        "you attack a player",
        en="Whenever you attack a player, put a charge counter on this artifact.",
        ja=(
            "あなたがプレイヤー１人を攻撃するたび、"
            "このアーティファクトの上に蓄積カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: you
                  blocked: player quantifier="a" noun="player"
                effect: put_counters counter="charge"
                  amount: number value=1 form="article"
                  object: self_ref noun="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: you
                  blocked: player quantifier="a" noun="player"
                effect: put_counters counter="charge"
                  amount: number value=1
                  object: self_ref noun="artifact"
        """,
        engine="cannot compile attacks.blocked: attacks a player other than you",
    ),
]
