"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: exiled_with
    # The Temporal Anchor (../shared/corpus)
    Row(
        "cards exiled with this",
        en="During your turn, you may play cards exiled with Card Name.",
        ja="あなたのターンの間、あなたは名前によって追放されているカードをプレイしてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: optional
                  player: you
                  effect: play
                    player: you
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: exiled_with
                          object: self_ref short=true
                condition: your_turn during=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: optional
                  player: you
                  effect: play
                    player: you
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: exiled_with
                          object: self_ref short=true
                        parts[1]: card_type name="card"
                condition: your_turn during=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: from_among
    Row(
        "from among them",
        en=(
            "Look at the top four cards of your library. You may reveal a creature card from among "
            "them."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=4 form="word"
                      player: you
                  steps[1]: optional
                    player: you
                    effect: reveal
                      player: you
                      object: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="card"
                          parts[2]: from_among among=true
                            object: ref plural=true
        """,
        engine="compiles",
    ),
    Row(
        "from among the exiled cards; the chosen card",
        ja=(
            "あなたがコントロールしているトークン１つを対象とする。"
            "あなたはそれらの追放されているカードの中からクリーチャー・カード１枚を選んでもよい。"
            "ターン終了時まで、そのトークンは飛行を持つことを除き、その選んだカードのコピーになる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: choose_object
                      object: objects quantifier="a" counter="枚"
                        filter: all_of
                          parts[0]: from_among exiled=true
                            object: ref noun="card" plural=true
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="card"
                      player: you written=true
                  steps[1]: becomes
                    object: objects quantifier="target" counter="つ" declared="token"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="token"
                    duration: duration name="until end of turn" first=true
                    copy_of: ref noun="card" determiner="選んだ"
                    copy_exception: copy_exception
                      abilities[0]: keyword name="flying"
        """,
        engine="cannot compile ref: no record of what “card” refers to",
    ),
    Row(
        "choose from among them",
        en=(
            "Reveal the top five cards of your library. An opponent chooses a creature card from "
            "among them."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード５枚を公開する。対戦相手１人は、"
            "それらの中からクリーチャー・カード１枚を選ぶ。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5 form="word"
                      player: you
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: from_among among=true
                          object: ref plural=true
                    player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref plural=true
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    player: player quantifier="a" noun="opponent" comma=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "choose from a revealed hand",
        en=(
            "Target opponent reveals their hand. You choose a nonland card from it. That player "
            "discards that card."
        ),
        ja=(
            "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。"
            "あなたはその中から土地でないカード１枚を選ぶ。そのプレイヤーはそのカードを捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: reveal
                    player: player quantifier="target" noun="opponent"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: negated
                          filter: card_type name="land"
                        parts[1]: card_type name="card"
                        parts[2]: from_among
                          object: ref
                    player: you written=true
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="opponent" declared="player"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref
                        parts[1]: negated
                          filter: card_type name="land"
                        parts[2]: card_type name="card"
                    player: you written=true
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        engine="compiles",
    ),
    # kind: has_ability
    Row(
        "can block only",
        en="Flying\nCard Name can block only creatures with flying.",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
              abilities[1]: static_ability
                effect: restriction rule="can block only"
                  object: self_ref short=true
                  only: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_ability
                        keyword: keyword name="flying" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "that has a keyword",
        en="Whenever you cast another spell that has convoke, scry 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" other=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: has_ability that_has=true
                        keyword: keyword name="convoke" case="lower"
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "where X",
        en=(
            "Whenever Card Name attacks, scry X, where X is the number of attacking creatures with "
            "flying."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=1
                          parts[0]: status name="attacking"
                          parts[1]: card_type name="creature" plural=true
                          parts[2]: has_ability
                            keyword: keyword name="flying" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "しかブロックできない",
        ja="飛行\n名前は飛行を持つクリーチャーしかブロックできない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying"
              abilities[1]: static_ability
                effect: restriction rule="can block only"
                  object: self_ref short=true
                  only: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_ability
                        keyword: keyword name="flying"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "X definition (ja)",
        ja="名前が攻撃するたび、占術Ｘを行う。Ｘは飛行を持つ攻撃クリーチャーの数に等しい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: has_ability
                            keyword: keyword name="flying"
                          parts[1]: status name="attacking"
                          parts[2]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "without an ability",
        ja=(
            "あなたがコントロールしていて飛行を持たない各クリーチャーの上にそれぞれ飛行カウンター１"
            "個を置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counters counter="flying" respectively=true
                  amount: number value=1
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: negated
                        filter: has_ability
                          keyword: keyword name="flying"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "a keyword on the last type of a list",
        en="Destroy target artifact, enchantment, or creature with flying. Surveil 1.",
        ja=(
            "アーティファクト、エンチャント、または飛行を持つクリーチャーである１つを対象とする。"
            "それを破壊する。諜報１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: any_of
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="enchantment"
                        options[2]: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: has_ability
                            keyword: keyword name="flying" case="lower"
                  steps[1]: surveil
                    player: you
                    amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: any_of conjunction="、または"
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="enchantment"
                        options[2]: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: has_ability
                            keyword: keyword name="flying"
                  steps[1]: surveil
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "without flying",
        en="Destroy target creature without flying.",
        ja="飛行を持たないクリーチャー１体を対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: negated
                        filter: has_ability
                          keyword: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: negated
                        filter: has_ability
                          keyword: keyword name="flying"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "with an ability, before another clause",
        en="Whenever you cast another spell with convoke, scry 2.",
        ja="あなたが、召集を持ちこれでない呪文を唱えるたび、占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" other=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: has_ability
                        keyword: keyword name="convoke" case="lower"
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts comma=true
                  player: you
                  spell: objects quantifier="a" other=true bare=true other_word="これでない"
                    filter: all_of
                      parts[0]: has_ability
                        keyword: keyword name="convoke"
                      parts[1]: card_type name="spell"
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "dealt to you this turn by",
        en=(
            "{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking "
            "creatures without flying."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}"
                costs[1]: tap_cost
                effect: prevent_damage timed_after="to"
                  recipient: you
                  source: objects quantifier="all" bare=true
                    filter: all_of head=1
                      parts[0]: status name="attacking"
                      parts[1]: card_type name="creature" plural=true
                      parts[2]: negated
                        filter: has_ability
                          keyword: keyword name="flying" case="lower"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "from among cards exiled with this",
        en="You may cast spells from among cards exiled with this artifact.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true
                    player: you
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="spell" plural=true
                        parts[1]: from_among among=true
                          object: objects quantifier="all" bare=true
                            filter: all_of head=0
                              parts[0]: card_type name="card" plural=true
                              parts[1]: exiled_with
                                object: self_ref noun="artifact"
        """,
        engine="compiles",
    ),
]
