"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: counters_on
    Row(
        "no counters, 「１個も置かれていないかぎり」",
        en="As long as Card Name has no shell counters on it, it gets +3/+2.",
        ja="名前の上に殻カウンターが置かれていないかぎり、それは+3/+2の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+3" toughness="+2"
                  object: ref
                condition: amount_compare op="eq" wording="has"
                  left: counters_on counter="shell"
                    object: self_ref short=true
                  right: number value=0
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+3" toughness="+2"
                  object: ref
                condition: amount_compare op="eq" wording="has" count_after="置かれていない"
                  left: counters_on counter="shell"
                    object: self_ref short=true
                  right: number value=0
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "unless it has N or more counters (「…５個以上置かれていないかぎり」)",
        en="Card Name can't attack unless it has five or more +1/+1 counters on it.",
        ja="名前は、それの上に+1/+1カウンターが５個以上置かれていないかぎり、攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="+1/+1"
                    object: ref
                  right: number value=5 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true subject_first="topic, comma"
                effect: restriction rule="can't attack" comma=true
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="has" count_after="置かれている"
                  left: counters_on counter="+1/+1"
                    object: ref
                  right: number value=5
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "subject, comma, as long as counter",
        en="Card Name has reach as long as it has a +1/+1 counter on it.",
        ja="名前は、それの上に+1/+1カウンターが置かれているかぎり到達を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="reach" case="lower"
                condition: amount_compare op="ge" wording="has" unnumbered=true
                  left: counters_on counter="+1/+1"
                    object: ref
                  right: number value=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability subject_first="topic, no comma"
                effect: gain_ability verb="have" comma=true
                  object: self_ref short=true
                  abilities[0]: keyword name="reach"
                condition: amount_compare op="ge" wording="has" count_after="置かれている" unnumbered=true
                  left: counters_on counter="+1/+1"
                    object: ref
                  right: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "no counters of a kind on it",
        en=(
            "At the beginning of your upkeep, if there are no arrowhead counters on Card Name, "
            "sacrifice Card Name."
        ),
        ja=(
            "あなたのアップキープの開始時に、名前の上に鏃カウンターが置かれていない場合、"
            "名前を生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: amount_compare op="eq" wording="there_are"
                  left: counters_on counter="arrowhead"
                    object: self_ref short=true
                  right: number value=0
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: amount_compare op="eq" wording="has" count_after="置かれていない"
                  left: counters_on counter="arrowhead"
                    object: self_ref short=true
                  right: number value=0
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "if there are no counters of a kind on it",
        en="Draw a card. Then if Card Name has no charge counters on it, sacrifice it.",
        ja=(
            "カード１枚を引く。その後、名前の上に蓄積カウンターが１個も無いなら、"
            "それを生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: amount_compare op="eq" wording="has"
                      left: counters_on counter="charge"
                        object: self_ref short=true
                      right: number value=0
                    effect: sacrifice
                      player: you
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: draw
                    player: you
                    amount: number value=1
                  steps[1]: conditional comma=true
                    condition: amount_compare op="eq" wording="has" count_after="１個も無い"
                      left: counters_on counter="charge"
                        object: self_ref short=true
                      right: number value=0
                    effect: sacrifice
                      player: you
                      object: ref
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "an opponent has N or more poison counters, 「対戦相手１人が３個以上の毒カウンターを…」",
        en="As long as an opponent has three or more poison counters, Card Name has double strike.",
        ja="対戦相手１人が３個以上の毒カウンターを持っているかぎり、名前は二段攻撃を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="double strike" case="lower"
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="poison"
                    object: player quantifier="a" noun="opponent"
                  right: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="double strike"
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="poison"
                    object: player quantifier="a" noun="opponent"
                  right: number value=3
        """,
        engine="cannot compile counters_on: counters a player has",
        type_line="Creature — Human",
        ja_type_line="クリーチャー ― 人間",
    ),
    Row(
        "it's a type in addition to its other types",
        en=(
            "As long as Card Name has four or more phyresis counters on it, it's a Phyrexian "
            "creature in addition to its other types."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: becomes types=["Phyrexian", "creature"] in_addition=true state=true contracted=true
                  object: ref
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="phyresis"
                    object: self_ref short=true
                  right: number value=4 form="word"
        """,
        engine="compiles",
    ),
    Row(
        "for each +1/+1 counter on it",
        en="Draw a card for each +1/+1 counter on it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
                  objects: counters_on counter="+1/+1"
                    object: ref
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "has counters on it",
        en="As long as Card Name has four or more phyresis counters on it, it gets +1/+1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: ref
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="phyresis"
                    object: self_ref short=true
                  right: number value=4 form="word"
        """,
        engine="compiles",
    ),
    Row(
        "there are counters on it",
        en="Draw a card. Then if there are three or more landmark counters on it, scry 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="there_are"
                      left: counters_on counter="landmark"
                        object: ref
                      right: number value=3 form="word"
                    effect: scry
                      player: you
                      amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "the number of counters",
        en="Scry X, where X is the number of charge counters on Card Name.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: counters_on counter="charge"
                      object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "counters of any kind",
        en="Draw X cards, where X is the number of counters on Card Name.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: counters_on
                      object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "as though it didn't have defender",
        en=(
            "As long as Card Name has three or more +1/+1 counters on it, it can attack as though "
            "it didn't have defender."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can attack as though it didn't have defender"
                  object: ref
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="+1/+1"
                    object: self_ref short=true
                  right: number value=3 form="word"
        """,
        engine="compiles",
    ),
    Row(
        "これ is a type in addition",
        ja=(
            "名前の上に４個以上のファイレクシア病・カウンターがあるかぎり、"
            "これはこれの他のタイプに加えてファイレクシアン・クリーチャーである。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: becomes types=["Phyrexian", "creature"] in_addition=true state=true possessive="これの"
                  object: self_ref pronoun=true
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="phyresis"
                    object: self_ref short=true
                  right: number value=4
        """,
        engine="compiles",
    ),
    Row(
        "for each counter, no comma",
        ja="名前の上にある詩句カウンター１個につきカード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each no_comma=true
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: counters_on counter="verse"
                    object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "counters placed, counted after their kind",
        ja=(
            "名前の上に+1/+1カウンターが３個以上置かれているかぎり、"
            "これは防衛を持たないかのように攻撃できる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can attack as though it didn't have defender"
                  object: self_ref pronoun=true
                condition: amount_compare op="ge" wording="has" count_after="置かれている"
                  left: counters_on counter="+1/+1"
                    object: self_ref short=true
                  right: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "is a type in addition to its other types",
        en=(
            "As long as Card Name has four or more phyresis counters on it, Card Name is a "
            "Phyrexian creature in addition to its other types."
        ),
        ja=(
            "名前の上に４個以上のファイレクシア病・カウンターがあるかぎり、"
            "名前はこれの他のタイプに加えてファイレクシアン・クリーチャーである。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: becomes types=["Phyrexian", "creature"] in_addition=true state=true
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="phyresis"
                    object: self_ref short=true
                  right: number value=4 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: becomes types=["Phyrexian", "creature"] in_addition=true state=true possessive="これの"
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="phyresis"
                    object: self_ref short=true
                  right: number value=4
        """,
        engine="compiles",
    ),
    Row(
        "counters on it",
        en="Exile it. If it has three or more landmark counters on it, scry 1.",
        ja="それを追放する。それの上に３個以上の目印カウンターがあるなら、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: ref
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="landmark"
                        object: ref
                      right: number value=3 form="word"
                    effect: scry
                      player: you
                      amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: ref
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="landmark"
                        object: ref
                      right: number value=3
                    effect: scry
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "it had counters on it",
        en="Exile it. If it had seven or more verse counters on it, scry 2.",
        ja="それを追放する。それの上に７個以上の詩句カウンターがあったなら、占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: ref
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="had"
                      left: counters_on counter="verse"
                        object: ref
                      right: number value=7 form="word"
                    effect: scry
                      player: you
                      amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: ref
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="had"
                      left: counters_on counter="verse"
                        object: ref
                      right: number value=7
                    effect: scry
                      player: you
                      amount: number value=2
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
]
