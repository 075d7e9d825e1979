"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: scry_bottom
    # The Temporal Anchor (../shared/corpus)
    Row(
        "you choose to put cards on the bottom while scrying",
        en=(
            "Whenever you choose to put one or more cards on the bottom of your library while "
            "scrying, exile that many cards from the bottom of your library."
        ),
        ja=(
            "占術をしている間にあなたが１枚以上のカードをあなたのライブラリーの一番下に置くことを選"
            "ぶたび、あなたのライブラリーの一番下からその枚数に等しい枚数のカードを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: scry_bottom
                  player: you
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: card_type name="card" plural=true
                effect: exile until_comma=true
                  object: objects quantifier="a"
                    count: ref noun="number"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="from"
                        zone: zone name="library" position="bottom"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: scry_bottom
                  player: you
                  object: objects quantifier="at least" counter="枚"
                    count: number value=1
                    filter: card_type name="card"
                effect: exile until_comma=true
                  object: objects quantifier="a"
                    count: ref noun="number"
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="library" position="bottom"
                          owner: you
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    # kind: set_in_motion
    Row(
        "set this scheme in motion",
        en="When you set this scheme in motion, draw two cards.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: set_in_motion
                effect: draw
                  player: you
                  amount: number value=2 form="word"
        """,
        engine="cannot compile set_in_motion: no schemes",
    ),
    # kind: state_trigger
    Row(
        "state trigger",
        en="When you control a Dwarf, sacrifice Card Name.",
        ja="あなたがドワーフをコントロールしているとき、名前を生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: subtype name="Dwarf"
                    player: you
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: you_control
                    objects: objects quantifier="a" bare=true
                      filter: subtype name="Dwarf"
                    player: you
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
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
    Row(
        "no counters of a kind left, a state trigger",
        en="When Card Name has no ice counters on it, sacrifice it.",
        ja="名前の上に氷カウンターがないとき、それを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: amount_compare op="eq" wording="has"
                    left: counters_on counter="ice"
                      object: self_ref short=true
                    right: number value=0
                effect: sacrifice
                  player: you
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: amount_compare op="eq" wording="has"
                    left: counters_on counter="ice"
                      object: self_ref short=true
                    right: number value=0
                effect: sacrifice
                  player: you
                  object: ref
        """,
        engine="compiles",
    ),
]
