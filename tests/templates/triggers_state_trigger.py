"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: state_trigger
    Row(
        "you control no <subtype>, a state trigger",
        en="When you control no Islands, sacrifice Card Name.",
        ja="あなたが島をコントロールしていないとき、名前を生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: you_control negated=true none_word=true
                    objects: objects quantifier="a" bare=true
                      filter: subtype name="Island" plural=true
                    player: you
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: you_control negated=true
                    objects: objects quantifier="a" bare=true
                      filter: subtype name="Island"
                    player: you
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a state trigger, there are",
        en=(
            "When there are four or more page counters on Card Name, exile it. If you do, you gain "
            "4 life."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: amount_compare op="ge" wording="there_are"
                    left: counters_on counter="page"
                      object: self_ref short=true
                    right: number value=4 form="word"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: ref
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: gain_life
                      player: you written=true
                      amount: number value=4 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "a state trigger, the count after the kind",
        ja="名前の上にページ・カウンターが４個以上置かれているとき、これを追放する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: amount_compare op="ge" wording="has" count_after="置かれている"
                    left: counters_on counter="page"
                      object: self_ref short=true
                    right: number value=4
                effect: exile until_comma=true
                  object: self_ref pronoun=true
        """,
        engine="compiles",
    ),
    Row(
        "a state trigger",
        en=(
            "When Card Name has four or more page counters on it, exile it. If you do, you gain 4 "
            "life."
        ),
        ja=(
            "名前の上に４個以上のページ・カウンターがあるとき、それを追放する。そうしたなら、"
            "あなたは４点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: amount_compare op="ge" wording="has"
                    left: counters_on counter="page"
                      object: self_ref short=true
                    right: number value=4 form="word"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: ref
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: gain_life
                      player: you written=true
                      amount: number value=4 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: amount_compare op="ge" wording="has"
                    left: counters_on counter="page"
                      object: self_ref short=true
                    right: number value=4
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: ref
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: gain_life
                      player: you written=true
                      amount: number value=4
        """,
        engine="compiles",
    ),
    # kind: turned_face_up
    Row(
        "or another is turned face up",
        ja="名前か他のパーマネントが表向きになるたび、あなたは占術２を行ってもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: turned_face_up
                  object: object_list conjunction="or"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="a" other=true bare=true other_word="他の"
                      filter: card_type name="permanent"
                effect: optional
                  player: you written=true
                  effect: scry
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "turned face up",
        en="When Card Name is turned face up, destroy target enchantment.",
        ja="名前が表向きになったとき、エンチャント１つを対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: turned_face_up
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="enchantment"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: turned_face_up
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="enchantment"
        """,
        engine="compiles",
    ),
]
