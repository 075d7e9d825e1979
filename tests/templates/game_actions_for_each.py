"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: for_each
    Row(
        "put counters for each, counted between the place and the counters",
        en="Put a +1/+1 counter on target creature for each creature you control.",
        ja=(
            "クリーチャー１体を対象とする。それの上に、"
            "あなたがコントロールしているクリーチャー１体につき+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true no_comma=true
                  effect: put_counters counter="+1/+1" comma=true
                    amount: number value=1
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "put counters for each counter on self",
        en="Put a +1/+1 counter on target creature for each +1/+1 counter on Card Name.",
        ja=(
            "クリーチャー１体を対象とする。それの上に、"
            "名前の上にある+1/+1カウンター１個につき+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  objects: counters_on counter="+1/+1"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true no_comma=true
                  effect: put_counters counter="+1/+1" comma=true
                    amount: number value=1
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  objects: counters_on counter="+1/+1"
                    object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "for each without a comma",
        ja="戦場に出ている鳥１つにつきカード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each no_comma=true
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: in_zone entered=true
                        zone: zone name="battlefield"
                      parts[1]: subtype name="Bird"
        """,
        engine="compiles",
    ),
    Row(
        "for each in the predicate (ja)",
        ja="名前は、あなたがコントロールしているアーティファクト１つにつき+1/+1の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1" comma=true
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="artifact"
        """,
        engine="compiles",
    ),
    Row(
        "on the battlefield",
        en="Draw a card for each Bird on the battlefield.",
        ja="戦場にある鳥１体につき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: subtype name="Bird"
                      parts[1]: in_zone
                        zone: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: in_zone
                        zone: zone name="battlefield"
                      parts[1]: subtype name="Bird"
        """,
        engine="compiles",
    ),
    Row(
        "for each in the predicate",
        en="Card Name gets +1/+1 until end of turn for each enchantment you control.",
        ja=(
            "ターン終了時まで、"
            "名前はあなたがコントロールしているエンチャント１つにつき+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="enchantment"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn" first=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="enchantment"
        """,
        engine="compiles",
    ),
    Row(
        "a target for each opponent",
        en="For each opponent, destroy up to one target creature that player controls.",
        ja=(
            "各対戦相手につきそれぞれ、"
            "そのプレイヤーがコントロールしているクリーチャー最大１体を対象とする。"
            "それらを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each first=true
                  effect: destroy
                    object: objects quantifier="up to target"
                      count: number value=1 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: player quantifier="that" noun="player"
                  objects: player quantifier="each" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each first=true players_declared=true
                  effect: destroy
                    object: objects quantifier="up to target" counter="体" declared="" declared_plural=true
                      count: number value=1
                      filter: all_of
                        parts[0]: controlled_by
                          player: player quantifier="that" noun="player"
                        parts[1]: card_type name="creature"
                  objects: player quantifier="each" noun="opponent"
        """,
        engine="cannot compile for_each: an effect without an amount",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a target, then a target for each other player",
        en=(
            "Exile target creature you control. For each other player, exile up to one target "
            "creature that player controls."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体と、"
            "あなたでない各プレイヤーにつきそれぞれ、"
            "そのプレイヤーがコントロールしているクリーチャー最大１体を対象とする。"
            "その前者を追放する。それらの後者を追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                  steps[1]: for_each first=true
                    effect: exile until_comma=true
                      object: objects quantifier="up to target"
                        count: number value=1 form="word"
                        filter: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: controlled_by
                            player: player quantifier="that" noun="player"
                    objects: player quantifier="each" noun="player" other=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared="その前者" declared_with="と、"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                  steps[1]: for_each first=true players_declared=true
                    effect: exile until_comma=true
                      object: objects quantifier="up to target" counter="体" declared="それらの後者" declared_plural=true
                        count: number value=1
                        filter: all_of
                          parts[0]: controlled_by
                            player: player quantifier="that" noun="player"
                          parts[1]: card_type name="creature"
                    objects: player quantifier="each" noun="player" other=true other_written="あなたでない"
        """,
        engine="cannot compile for_each: an effect without an amount",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "for each, first",
        en="For each player, you gain 1 life and draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each first=true
                  effect: sequence joins=["and"] connectives=[" and"]
                    steps[0]: gain_life
                      player: you written=true
                      amount: number value=1 form="digits"
                    steps[1]: draw
                      player: you
                      amount: number value=1 form="article"
                  objects: player quantifier="each" noun="player"
        """,
        engine="cannot compile for_each: an effect without an amount",
    ),
    # "instant and sorcery spells" are spells of either type (one filter, not a list of all instants and sorcery spells), as 「インスタントかソーサリーである呪文」.
    Row(
        "instant and sorcery cards",
        en="You gain 1 life for each instant and sorcery card in your graveyard.",
        ja=(
            "あなたの墓地にあるインスタントかソーサリーであるカード１枚につき、"
            "あなたは１点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  objects: objects quantifier="each"
                    filter: all_of head=1
                      parts[0]: any_of conjunction="and"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[2]: card_type name="card"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "「あなたは、」 before 「…につき」",
        ja="あなたは、あなたがコントロールしているクリーチャー１体につき１点のライフを得る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: gain_life
                    player: you written=true comma=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "for each",
        en="You gain 1 life for each creature you control.",
        ja="あなたがコントロールしているクリーチャー１体につき、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
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
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: game_result
    Row(
        "if you didn't cast it from your hand",
        en=(
            "When Card Name enters the battlefield, if you didn't cast it from your hand, you lose "
            "the game."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                condition: you_cast negated=true
                  object: ref
                  from_zone: zone name="hand"
                    owner: you
                effect: game_result outcome="lose"
                  player: you written=true
        """,
        engine="compiles",
    ),
    Row(
        "win or lose the game",
        en=(
            "At the beginning of your upkeep, if you control four or more creatures, you win the "
            "game."
        ),
        ja=(
            "あなたのアップキープの開始時に、"
            "あなたが４体以上のクリーチャーをコントロールしている場合、"
            "あなたはこのゲームに勝利する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control
                  objects: objects quantifier="at least"
                    count: number value=4 form="word"
                    filter: card_type name="creature" plural=true
                  player: you
                effect: game_result outcome="win"
                  player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control
                  objects: objects quantifier="at least" counter="体"
                    count: number value=4
                    filter: card_type name="creature"
                  player: you
                effect: game_result outcome="win"
                  player: you written=true
        """,
        engine="compiles",
    ),
    Row(
        "a player loses the game",
        en="Target player loses the game.",
        ja="プレイヤー１人を対象とする。そのプレイヤーはこのゲームに敗北する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: game_result outcome="lose"
                  player: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: game_result outcome="lose"
                  player: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
    ),
    Row(
        "an amount is greater than or equal to another",
        en=(
            "If X is greater than or equal to the number of cards in your library, you win the "
            "game."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="is" or_equal=true
                    left: variable name="X"
                    right: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="library"
                              owner: you
                  effect: game_result outcome="win"
                    player: you written=true
        """,
        engine="compiles",
    ),
    # kind: incubate
    Row(
        "incubate",
        en="When Card Name enters, incubate 3.",
        ja="名前が戦場に出たとき、培養３を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: incubate
                  player: you
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: incubate
                  player: you
                  amount: number value=3
        """,
        engine="cannot compile incubate: no Incubator tokens",
    ),
]
