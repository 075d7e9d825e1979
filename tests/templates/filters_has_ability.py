"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
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
        "can block only creatures with flying, with のみ",
        en="Card Name can block only creatures with flying.",
        ja="名前は、飛行を持つクリーチャーのみをブロックできる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can block only"
                  object: self_ref short=true
                  only: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_ability
                        keyword: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can block only" comma=true written="のみをブロックできる"
                  object: self_ref short=true
                  only: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_ability
                        keyword: keyword name="flying"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "can block only creatures with flying, のみ without を",
        en="Creatures with flying can block only creatures with flying.",
        ja="飛行を持つクリーチャーは、飛行を持つクリーチャーのみブロックできる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can block only"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_ability
                        keyword: keyword name="flying" case="lower"
                  only: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_ability
                        keyword: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can block only" comma=true written="のみブロックできる"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_ability
                        keyword: keyword name="flying"
                      parts[1]: card_type name="creature"
                  only: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_ability
                        keyword: keyword name="flying"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "if it has a keyword",
        en="Whenever you discard a card, if it has madness, untap Card Name.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard"
                  player: you
                  object: objects quantifier="a"
                    filter: card_type name="card"
                condition: object_is
                  object: ref
                  filter: has_ability that_has=true
                    keyword: keyword name="madness" case="lower"
                effect: untap
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    # kind: has_any_ability
    Row(
        "with one keyword of two",
        en="Card Name can't be blocked except by creatures with flying or reach.",
        ja="名前は、飛行か到達を持つクリーチャーによってしかブロックされない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  only: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_any_ability
                        keywords[0]: keyword name="flying" case="lower"
                        keywords[1]: keyword name="reach" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked" comma=true
                  object: self_ref short=true
                  only: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_any_ability
                        keywords[0]: keyword name="flying"
                        keywords[1]: keyword name="reach"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "without either keyword",
        en=(
            "Creatures your opponents control without flying or reach can't block creatures with "
            "power 2 or less."
        ),
        ja=(
            "対戦相手がコントロールしていて飛行も到達も持たないクリーチャーでは、"
            "パワーが２以下のクリーチャーをブロックできない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't block"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
                      parts[2]: negated
                        filter: has_any_ability
                          keywords[0]: keyword name="flying" case="lower"
                          keywords[1]: keyword name="reach" case="lower"
                  by: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="le"
                        value: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't block" comma=true topic="では"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: player quantifier="a" noun="opponent"
                      parts[1]: negated
                        filter: has_any_ability
                          keywords[0]: keyword name="flying"
                          keywords[1]: keyword name="reach"
                      parts[2]: card_type name="creature"
                  by: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="le"
                        value: number value=2
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
