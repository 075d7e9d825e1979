"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: finish_voting
    Row(
        "opponents who voted for a choice",
        en=(
            "Whenever players finish voting, you scry X, where X is the number of opponents who "
            "voted for a choice you didn't vote for."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: finish_voting
                effect: scry
                  player: you written=true
                  amount: variable name="X"
                    definition: count_of
                      objects: player quantifier="all" noun="opponent" voted="different"
        """,
        engine="cannot compile finish_voting: no votes",
    ),
    Row(
        "あなたと、…はそれぞれ",
        ja=(
            "すべてのプレイヤーが投票を完了するたび、あなたと、"
            "あなたと同じ選択に投票した各対戦相手はそれぞれ占術２を行ってもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: finish_voting all_written=true
                effect: optional
                  player: you_and comma=true respectively=true
                    player: player quantifier="each" noun="opponent" voted="same"
                  effect: scry
                    player: you_and comma=true respectively=true
                      player: player quantifier="each" noun="opponent" voted="same"
                    amount: number value=2
        """,
        engine="cannot compile finish_voting: no votes",
    ),
    Row(
        "同じ選択に投票した対戦相手の人数",
        ja=(
            "プレイヤーが投票を完了するたび、あなたは占術Ｘを行う。"
            "Ｘはあなたと同じ選択に投票した対戦相手の人数に等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: finish_voting
                effect: scry
                  player: you written=true
                  amount: variable name="X"
                    definition: count_of
                      objects: player quantifier="all" noun="opponent" voted="same"
        """,
        engine="cannot compile finish_voting: no votes",
    ),
    Row(
        "players finish voting",
        en=(
            "Whenever players finish voting, each opponent who voted for a choice you didn't vote "
            "for loses 2 life."
        ),
        ja=(
            "すべてのプレイヤーが投票を完了するたび、"
            "あなたと異なる選択に投票した各対戦相手はそれぞれ２点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: finish_voting
                effect: lose_life
                  player: player quantifier="each" noun="opponent" voted="different"
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: finish_voting all_written=true
                effect: lose_life
                  player: player quantifier="each" noun="opponent" respectively=true voted="different"
                  amount: number value=2
        """,
        engine="cannot compile finish_voting: no votes",
    ),
    Row(
        "you and the players who voted with you may scry",
        en=(
            "Whenever players finish voting, you and each opponent who voted for a choice you "
            "voted for may scry 2."
        ),
        ja=(
            "すべてのプレイヤーが投票を完了するたび、"
            "あなたとあなたと同じ選択に投票した各対戦相手はそれぞれ占術２を行ってもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: finish_voting
                effect: optional
                  player: you_and
                    player: player quantifier="each" noun="opponent" voted="same"
                  effect: scry
                    player: you_and
                      player: player quantifier="each" noun="opponent" voted="same"
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: finish_voting all_written=true
                effect: optional
                  player: you_and respectively=true
                    player: player quantifier="each" noun="opponent" voted="same"
                  effect: scry
                    player: you_and respectively=true
                      player: player quantifier="each" noun="opponent" voted="same"
                    amount: number value=2
        """,
        engine="cannot compile finish_voting: no votes",
    ),
    # kind: flip_coin
    Row(
        "コイン投げを行う",
        ja="(Ｔ)：コイン投げを行う。あなたがそのコイン投げに負けたなら、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: flip_coin verb="行う"
                    player: you
                  steps[1]: conditional comma=true
                    condition: flip_result that=true
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "flip a coin",
        en=(
            "{T}: Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 1 "
            "life."
        ),
        ja=(
            "(Ｔ)：コイン投げをする。あなたがコイン投げに勝ったなら、カード１枚を引く。"
            "あなたがコイン投げに負けたなら、あなたは１点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: flip_coin
                    player: you
                  steps[1]: conditional comma=true
                    condition: flip_result won=true
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
                  steps[2]: conditional comma=true
                    condition: flip_result
                    effect: lose_life
                      player: you written=true
                      amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: flip_coin
                    player: you
                  steps[1]: conditional comma=true
                    condition: flip_result won=true
                    effect: draw
                      player: you
                      amount: number value=1
                  steps[2]: conditional comma=true
                    condition: flip_result
                    effect: lose_life
                      player: you written=true
                      amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: for_each
    # "For each opponent, …" and 「対戦相手１人につき、…」 count the same players.
    Row(
        "for each player",
        en="For each opponent, create a Treasure token.",
        ja="対戦相手１人につき、宝物・トークン１つを生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each first=true
                  effect: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec types=["Treasure"]
                  objects: player quantifier="each" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: create_token
                    player: you
                    amount: number value=1
                    token: token_spec types=["Treasure"]
                  objects: player quantifier="each" noun="opponent"
        """,
        engine="compiles",
        to_en=False,
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
        "for each (ja)",
        ja=(
            "あなたがコントロールしている平地１つにつき、"
            "白の1/1の同盟者・クリーチャー・トークン１体を生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: create_token
                    player: you
                    amount: number value=1
                    token: token_spec power_toughness="1/1" colors=["white"] types=["Ally", "creature"]
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: subtype name="Plains"
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
                    object: objects quantifier="target" counter="体" declared="前者" declared_with="と、"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                  steps[1]: for_each first=true players_declared=true
                    effect: exile until_comma=true
                      object: objects quantifier="up to target" counter="体" declared="後者" declared_plural=true
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
]
