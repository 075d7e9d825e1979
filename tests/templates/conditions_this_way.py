"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: this_way
    Row(
        "dealt damage this way",
        ja=(
            "１つを対象とする。名前はそれに２点のダメージを与える。"
            "これによりプレイヤーがダメージを受けたなら、あなたは占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: any_target declared=""
                  steps[1]: conditional comma=true
                    condition: this_way event="dealt damage"
                      object: player quantifier="a" noun="player"
                    effect: scry
                      player: you written=true
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "returned this way, object first",
        ja=(
            "名前が戦場に出たとき、あなたがコントロールしている土地１つをオーナーの手札に戻す。"
            "これでない砂漠がこれにより戻されたなら、諜報１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: move verb="return"
                    object: objects quantifier="a" counter="つ"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="land"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
                  steps[1]: conditional comma=true
                    condition: this_way event="returned" object_first=true
                      object: objects quantifier="a" other=true bare=true other_word="これでない"
                        filter: subtype name="Desert"
                    effect: surveil
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "revealed this way",
        en=(
            "Reveal the top card of your library. If a land card is revealed this way, put it onto "
            "the battlefield tapped."
        ),
        ja=(
            "あなたのライブラリーの一番上のカードを公開する。"
            "これにより土地・カードが公開されたなら、それをタップ状態で戦場に出す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: this_way event="revealed"
                      object: objects quantifier="a"
                        filter: all_of
                          parts[0]: card_type name="land"
                          parts[1]: card_type name="card"
                    effect: move tapped=true verb="put"
                      object: ref
                      to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: this_way event="revealed"
                      object: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: card_type name="land"
                          parts[1]: card_type name="card"
                    effect: move tapped=true verb="put"
                      object: ref
                      to: zone name="battlefield"
        """,
        engine="compiles",
    ),
    Row(
        "returned this way",
        en=(
            "Return a land you control to its owner's hand. If a Desert is returned this way, "
            "surveil 1."
        ),
        ja=(
            "あなたがコントロールしている土地１つをオーナーの手札に戻す。"
            "これにより砂漠が戻されたなら、諜報１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: move verb="return"
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="land"
                        parts[1]: controlled_by
                          player: you
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
                  steps[1]: conditional comma=true
                    condition: this_way event="returned"
                      object: objects quantifier="a"
                        filter: subtype name="Desert"
                    effect: surveil
                      player: you
                      amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: move verb="return"
                    object: objects quantifier="a" counter="つ"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="land"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
                  steps[1]: conditional comma=true
                    condition: this_way event="returned"
                      object: objects quantifier="a" bare=true
                        filter: subtype name="Desert"
                    effect: surveil
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "exile instead of putting into a graveyard",
        en=(
            "Counter target spell. If that spell is countered this way, exile it instead of "
            "putting it into its owner's graveyard."
        ),
        ja=(
            "呪文１つを対象とする。それを打ち消す。これによりその呪文が打ち消されたなら、"
            "それをオーナーの墓地に置く代わりに追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: this_way event="countered"
                      object: ref noun="spell"
                    effect: exile until_comma=true
                      object: ref
                      instead_of: zone name="graveyard"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: this_way event="countered"
                      object: ref noun="spell"
                    effect: exile until_comma=true
                      object: ref
                      instead_of: zone name="graveyard"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
    ),
    # kind: vote_result
    Row(
        "a vote between two choices, and the choice with more votes",
        en=(
            "Will of the council — Starting with you, each player votes for death or torture. If "
            "death gets more votes, each opponent sacrifices a creature. If torture gets more "
            "votes or the vote is tied, each opponent loses 4 life."
        ),
        ja=(
            "議決 ― "
            "あなたから始めて各プレイヤーは「死(Death)」または「拷問(Torture)」のいずれかに投票する"
            "。「死」がより多くの票を得た場合、"
            "各対戦相手はそれぞれクリーチャー１体を生け贄に捧げる。「拷問」がより多くの票を得た、"
            "あるいは票が同数だった場合、各対戦相手はそれぞれ４点のライフを失う。"
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
        "「…開始して…か…」, 「…を得るか同数だったなら」",
        ja=(
            "あなたから開始して各プレイヤーは「支配(Dominion)」か「導き(Guidance)」のいずれかに投票"
            "する。「支配」がより多くの票を得たなら、カード２枚を引く。"
            "「導き」がより多くの票を得るか同数だったなら、カード１枚を引く。"
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
    # kind: warped_this_turn
    Row(
        "void",
        en=(
            "Void — At the beginning of your end step, if a nonland permanent left the battlefield "
            "this turn or a spell was warped this turn, put a +1/+1 counter on this creature."
        ),
        ja=(
            "ヴォイド ― あなたの終了ステップの開始時に、このターンに、"
            "土地でないパーマネントが戦場を離れたか呪文がワープされていた場合、"
            "このクリーチャーの上に+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Void"
                ability: triggered_ability word="at"
                  trigger: at_step step="end step"
                    player: you
                  condition: any_condition
                    conditions[0]: left_battlefield_this_turn
                      objects: objects quantifier="a"
                        filter: all_of
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                    conditions[1]: warped_this_turn
                      objects: objects quantifier="a"
                        filter: card_type name="spell"
                  effect: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: self_ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="ヴォイド"
                ability: triggered_ability word="at"
                  trigger: at_step step="end step"
                    player: you
                  condition: any_condition
                    conditions[0]: left_battlefield_this_turn
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                    conditions[1]: warped_this_turn
                      objects: objects quantifier="a" bare=true
                        filter: card_type name="spell"
                  effect: put_counters counter="+1/+1"
                    amount: number value=1
                    object: self_ref noun="creature"
        """,
        engine="cannot compile any_condition: no choice between conditions",
    ),
    Row(
        "draw another card",
        en=(
            "Draw a card. If a nonland permanent left the battlefield this turn or a spell was "
            "warped this turn, draw another card."
        ),
        ja=(
            "カード１枚を引く。このターンに、"
            "土地でないパーマネントが戦場を離れたか呪文がワープされていたなら、"
            "もう１枚カードを引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: any_condition
                      conditions[0]: left_battlefield_this_turn
                        objects: objects quantifier="a"
                          filter: all_of
                            parts[0]: negated
                              filter: card_type name="land"
                            parts[1]: card_type name="permanent"
                      conditions[1]: warped_this_turn
                        objects: objects quantifier="a"
                          filter: card_type name="spell"
                    effect: draw another=true
                      player: you
                      amount: number value=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: draw
                    player: you
                    amount: number value=1
                  steps[1]: conditional comma=true
                    condition: any_condition
                      conditions[0]: left_battlefield_this_turn
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: negated
                              filter: card_type name="land"
                            parts[1]: card_type name="permanent"
                      conditions[1]: warped_this_turn
                        objects: objects quantifier="a" bare=true
                          filter: card_type name="spell"
                    effect: draw another=true
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile any_condition: no choice between conditions",
    ),
]
