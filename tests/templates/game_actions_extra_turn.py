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
    # kind: vote
    Row(
        "a vote between two choices, and the choice with more votes",
        en=(
            "Will of the council — Starting with you, each player votes for death or torture. If "
            "death gets more votes, each opponent sacrifices a creature. If torture gets more "
            "votes or the vote is tied, each opponent loses 4 life."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Will of the council"
                ability: spell_ability
                  effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                    steps[0]: vote choices=["death", "torture"]
                      player: player quantifier="each" noun="player"
                      starting_with: you
                    steps[1]: conditional comma=true
                      condition: vote_result choice="death"
                      effect: sacrifice
                        player: player quantifier="each" noun="opponent"
                        object: objects quantifier="a"
                          filter: card_type name="creature"
                    steps[2]: conditional comma=true
                      condition: vote_result choice="torture" or_tied=true
                      effect: lose_life
                        player: player quantifier="each" noun="opponent"
                        amount: number value=4 form="digits"
        """,
        ja=(
            "議決 ― あなたから始めて各プレイヤーは「死(Death)」または「拷問(Tor"
            "ture)」のいずれかに投票する。「死」がより多くの票を得た場合、各対戦相手はそ"
            "れぞれクリーチャー１体を生け贄に捧げる。「拷問」がより多くの票を得た、あるいは票"
            "が同数だった場合、各対戦相手はそれぞれ４点のライフを失う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="議決"
                ability: spell_ability
                  effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                    steps[0]: vote choices=["death", "torture"] written=["死(Death)", "拷問(Torture)"]
                      player: player quantifier="each" noun="player"
                      starting_with: you
                    steps[1]: conditional baai=true comma=true
                      condition: vote_result choice="death" written="死" tail="得た"
                      effect: sacrifice
                        player: player quantifier="each" noun="opponent" respectively=true
                        object: objects quantifier="a" counter="体"
                          filter: card_type name="creature"
                    steps[2]: conditional baai=true comma=true
                      condition: vote_result choice="torture" or_tied=true written="拷問" tail="得た、あるいは票が同数だった"
                      effect: lose_life
                        player: player quantifier="each" noun="opponent" respectively=true
                        amount: number value=4
        """,
        engine="cannot compile vote: no votes",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "for each vote for a choice",
        en=(
            "Council's dilemma — When Card Name enters, starting with you, each player votes for "
            "sprout or harvest. Put two +1/+1 counters on Card Name for each sprout vote. You "
            "gain 3 life for each harvest vote."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Council's dilemma"
                ability: triggered_ability word="when"
                  trigger: enters
                    object: self_ref short=true
                  effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                    steps[0]: vote choices=["sprout", "harvest"]
                      player: player quantifier="each" noun="player"
                      starting_with: you
                    steps[1]: for_each
                      effect: put_counters counter="+1/+1"
                        amount: number value=2 form="word"
                        object: self_ref short=true
                      objects: votes choice="sprout"
                    steps[2]: for_each
                      effect: gain_life
                        player: you written=true
                        amount: number value=3 form="digits"
                      objects: votes choice="harvest"
        """,
        ja=(
            "動議 ― 名前が戦場に出たとき、あなたから始めて各プレイヤーは「新芽(Sprou"
            "t)」または「収穫(Harvest)」のいずれかに投票する。「新芽」１票につき、"
            "名前の上に+1/+1カウンター２個を置く。「収穫」１票につき、あなたは３点のライ"
            "フを得る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="動議"
                ability: triggered_ability word="when"
                  trigger: enters
                    object: self_ref short=true
                  effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                    steps[0]: vote choices=["sprout", "harvest"] written=["新芽(Sprout)", "収穫(Harvest)"]
                      player: player quantifier="each" noun="player"
                      starting_with: you
                    steps[1]: for_each
                      effect: put_counters counter="+1/+1"
                        amount: number value=2
                        object: self_ref short=true
                      objects: votes choice="sprout" written="新芽"
                    steps[2]: for_each
                      effect: gain_life
                        player: you written=true
                        amount: number value=3
                      objects: votes choice="harvest" written="収穫"
        """,
        engine="cannot compile vote: no votes",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "for each vote, written first",
        en=(
            "Starting with you, each player votes for evidence or bribery. For each evidence "
            "vote, investigate. For each bribery vote, create a Treasure token."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: vote choices=["evidence", "bribery"]
                    player: player quantifier="each" noun="player"
                    starting_with: you
                  steps[1]: for_each first=true
                    effect: investigate
                      player: you
                    objects: votes choice="evidence"
                  steps[2]: for_each first=true
                    effect: create_token
                      player: you
                      amount: number value=1 form="article"
                      token: token_spec types=["Treasure"]
                    objects: votes choice="bribery"
        """,
        engine="cannot compile vote: no votes",
    ),
    Row(
        "「…開始して…か…」, 「…を得るか同数だったなら」",
        ja=(
            "あなたから開始して各プレイヤーは「支配(Dominion)」か「導き(Guida"
            "nce)」のいずれかに投票する。「支配」がより多くの票を得たなら、カード２枚を引"
            "く。「導き」がより多くの票を得るか同数だったなら、カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: vote choices=["dominion", "guidance"] written=["支配(Dominion)", "導き(Guidance)"] began=true ka=true
                    player: player quantifier="each" noun="player"
                    starting_with: you
                  steps[1]: conditional comma=true
                    condition: vote_result choice="dominion" written="支配" tail="得た"
                    effect: draw
                      player: you
                      amount: number value=2
                  steps[2]: conditional comma=true
                    condition: vote_result choice="guidance" or_tied=true written="導き" tail="得るか同数だった"
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile vote: no votes",
    ),
]
