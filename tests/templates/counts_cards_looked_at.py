"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: cards_looked_at
    # Elvish Mariner (../shared/corpus)
    Row(
        "the cards looked at while scrying",
        en=(
            "Whenever you scry, tap up to X target nonland permanents, where X is the number of "
            "cards looked at while scrying this way."
        ),
        ja=(
            "あなたが占術を行うたび、土地でないパーマネント最大Ｘ個を対象とする。"
            "それらをタップする。Ｘはこれにより占術を行っている間に見たカードの枚数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: tap
                  object: objects quantifier="up to target"
                    count: variable name="X"
                      definition: cards_looked_at
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: tap
                  object: objects quantifier="up to target" counter="個" declared=""
                    count: variable name="X"
                      definition: cards_looked_at by_this=true
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: commander_casts
    Row(
        "for each time you've cast your commander",
        en=(
            "Creatures you control get +1/+1 for each time you've cast your commander from the "
            "command zone this game."
        ),
        ja=(
            "あなたがコントロールしているクリーチャーは、"
            "このゲームであなたが統率領域からあなたの統率者を唱えた回数１回につき+1/+1の修整を受け"
            "る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+1"
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
                  objects: commander_casts commander="your"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1" comma=true
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                  objects: commander_casts commander="your"
                    player: you
        """,
        engine="cannot compile commander_casts: no command zone",
        to_ja=False,
        to_en=False,
    ),
    # kind: count_of
    Row(
        "predicates joined by とともに",
        en=(
            "Until end of turn, target creature gains trample and gets +X/+X, where X is the "
            "number of creatures you control."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、"
            "それはトランプルを得るとともに+X/+Xの修整を受ける。"
            "Ｘはあなたがコントロールしているクリーチャーの数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="trample" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: modify_pt power="+X" toughness="+X"
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
                    variable: variable name="X"
                      definition: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="creature" plural=true
                            parts[1]: controlled_by
                              player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["とともに"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    abilities[0]: keyword name="trample"
                    duration: duration name="until end of turn" first=true
                  steps[1]: modify_pt power="+X" toughness="+X"
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
                    variable: variable name="X"
                      definition: count_of
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "gains a keyword and gets +X/+0",
        en=(
            "Target creature gains trample and gets +X/+0 until end of turn, where X is the number "
            "of cards in your hand."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、"
            "それはトランプルを得て+X/+0の修整を受ける。"
            "Ｘはあなたの手札にあるカードの枚数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="trample" case="lower"
                    duration: duration name="until end of turn"
                  steps[1]: modify_pt power="+X" toughness="+0"
                    object: ref elided=true
                    duration: duration name="until end of turn"
                    variable: variable name="X"
                      definition: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="card" plural=true
                            parts[1]: in_zone preposition="in"
                              zone: zone name="hand"
                                owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["て"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    abilities[0]: keyword name="trample"
                    duration: duration name="until end of turn" first=true
                  steps[1]: modify_pt power="+X" toughness="+0"
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
                    variable: variable name="X"
                      definition: count_of in_cards=true
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: in_zone preposition="in"
                              zone: zone name="hand"
                                owner: you
                            parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "the number of opponents you have, 「あなたの対戦相手の人数」",
        en="Draw cards equal to the number of opponents you have.",
        ja="あなたはあなたの対戦相手の人数に等しい枚数のカードを引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: count_of
                    objects: player quantifier="all" noun="opponent" you_have=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you written=true
                  amount: count_of
                    objects: player quantifier="all" noun="opponent" your_written=true
        """,
        engine="cannot compile player.quantifier: all: no player selection",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "damage equal to, last",
        en="Card Name deals damage to target creature equal to the number of cards in your hand.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage equal_last=true
                  source: self_ref short=true
                  amount: count_of
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                  recipient: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "X definition, comma",
        ja="カードＸ枚を引く。Ｘは、あなたがコントロールしているクリーチャーの数に等しい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X" comma=true
                    definition: count_of
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # 「黒か赤の、クリーチャー１体かプレインズウォーカー１体」 is "target creature or planeswalker that's black or red"; 「その中から１枚」 is "one of them"; 「そのプレイヤーの手札」 is "their hand".
    Row(
        "a zone of the player named before",
        en=(
            "Target player creates an X/X blue Illusion creature token, where X is the number of "
            "cards in their hand."
        ),
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは青のX/Xのイリュージョン・クリーチャー・トークン１体を生成する。"
            "Ｘはそのプレイヤーの手札にあるカードの枚数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: player quantifier="target" noun="player"
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="X/X" colors=["blue"] types=["Illusion", "creature"]
                    variable: variable name="X"
                      definition: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="card" plural=true
                            parts[1]: in_zone preposition="in"
                              zone: zone name="hand"
                                owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: player quantifier="target" noun="player" declared="player"
                  amount: number value=1
                  token: token_spec power_toughness="X/X" colors=["blue"] types=["Illusion", "creature"]
                    variable: variable name="X"
                      definition: count_of in_cards=true
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: in_zone preposition="in"
                              zone: zone name="hand"
                                owner: ref noun="player" determiner="その"
                            parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "counted in Japanese",
        en="Scry X, where X is the number of cards in your hand.",
        ja="占術Ｘを行う。Ｘはあなたの手札にあるカードの枚数に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="hand"
                              owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of in_cards=true
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: in_zone preposition="in"
                            zone: zone name="hand"
                              owner: you
                          parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "X definition",
        en=(
            "When Card Name enters the battlefield, scry X, where X is the number of creatures you "
            "control."
        ),
        ja=(
            "名前が戦場に出たとき、占術Ｘを行う。"
            "Ｘはあなたがコントロールしているクリーチャーの数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="creature" plural=true
                          parts[1]: controlled_by
                            player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "the number of cards in your hand, 「あなたの手札のカードの枚数」",
        en=(
            "Target creature gets -X/-0 until end of turn, where X is the number of cards in your "
            "hand."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは-X/-0の修整を受ける。"
            "Ｘはあなたの手札のカードの枚数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modify_pt power="-X" toughness="-0"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
                  variable: variable name="X"
                    definition: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="hand"
                              owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modify_pt power="-X" toughness="-0"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn" first=true
                  variable: variable name="X"
                    definition: count_of in_cards=true
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: in_zone preposition="in" genitive=true
                            zone: zone name="hand"
                              owner: you
                          parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "にそれぞれ、value",
        ja=(
            "名前は各対戦相手にそれぞれ、"
            "あなたの手札にあるカードの枚数に等しい点数のダメージを与える。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage recipient_comma=true
                  source: self_ref short=true
                  amount: count_of in_cards=true
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: card_type name="card"
                  recipient: player quantifier="each" noun="opponent"
        """,
        engine="compiles",
    ),
    Row(
        "the number of opponents being attacked",
        en="Whenever you attack, surveil X, where X is the number of opponents being attacked.",
        ja="あなたが攻撃するたび、諜報Ｘを行う。Ｘは攻撃されている対戦相手の人数に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: surveil
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: player quantifier="all" noun="opponent" attacked=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: surveil
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: player quantifier="all" noun="opponent" attacked=true
        """,
        engine="cannot compile player.attacked: no record of attacked players",
    ),
]
