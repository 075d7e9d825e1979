"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: extra_turn
    Row(
        "a player takes an extra turn",
        en="Target player takes an extra turn after this one.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: extra_turn
                  player: player quantifier="target" noun="player"
                  amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "a card for each counter, an extra turn",
        en=(
            "{4}{U}{U}, Exile Card Name: Draw a card for each verse counter on Card Name. If it "
            "had seven or more verse counters on it, take an extra turn after this one. Activate "
            "only as a sorcery."
        ),
        ja=(
            "(４)(青)(青),名前を追放する：名前の上にある詩句カウンター１個につき、"
            "カード１枚を引く。それの上に７個以上の詩句カウンターがあったなら、"
            "このターンに続いて追加の１ターンを行う。起動はソーサリーとしてのみ行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{U}{U}"
                costs[1]: effect_cost
                  effect: exile until_comma=true
                    object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: for_each
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
                    objects: counters_on counter="verse"
                      object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="had"
                      left: counters_on counter="verse"
                        object: ref
                      right: number value=7 form="word"
                    effect: extra_turn
                      player: you
                      amount: number value=1 form="article"
                restriction: activation_restriction timing="sorcery"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{U}{U}"
                costs[1]: effect_cost
                  effect: exile until_comma=true
                    object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: for_each
                    effect: draw
                      player: you
                      amount: number value=1
                    objects: counters_on counter="verse"
                      object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="had"
                      left: counters_on counter="verse"
                        object: ref
                      right: number value=7
                    effect: extra_turn
                      player: you
                      amount: number value=1
                restriction: activation_restriction timing="sorcery"
        """,
        engine="compiles",
    ),
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
        "a target declared under a condition",
        en="Flip a coin. If you win the flip, target creature gets +1/+1 until end of turn.",
        ja=(
            "コイン投げをする。あなたがコイン投げに勝ったなら、クリーチャー１体を対象とする。"
            "ターン終了時まで、それは+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: flip_coin
                    player: you
                  steps[1]: conditional comma=true
                    condition: flip_result won=true
                    effect: modify_pt power="+1" toughness="+1"
                      object: objects quantifier="target"
                        filter: card_type name="creature"
                      duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: flip_coin
                    player: you
                  steps[1]: conditional comma=true declares=true
                    condition: flip_result won=true
                    effect: modify_pt power="+1" toughness="+1"
                      object: objects quantifier="target" counter="体" declared=""
                        filter: card_type name="creature"
                      duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
        to_ja=False,
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
]
