"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: remove_counters
    Row(
        "remove those counters (en)",
        en=(
            "{T}: Put a charge counter on Card Name. Then if there are three or more charge "
            "counters on it, remove those counters and draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: put_counters counter="charge"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="there_are"
                      left: counters_on counter="charge"
                        object: ref
                      right: number value=3 form="word"
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: remove_counters
                        amount: ref noun="counters" plural=true determiner="those"
                        object: ref elided=true
                      steps[1]: draw
                        player: you
                        amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "それらのカウンターを取り除き",
        ja=(
            "(Ｔ)：名前の上に蓄積カウンター１個を置く。その後、"
            "これの上に３個以上の蓄積カウンターがあるなら、それらのカウンターを取り除き、"
            "カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: put_counters counter="charge"
                    amount: number value=1
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="charge"
                        object: self_ref pronoun=true
                      right: number value=3
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: remove_counters
                        amount: ref noun="counters" plural=true determiner="those"
                        object: ref elided=true
                      steps[1]: draw
                        player: you
                        amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "remove a number of counters equal to",
        en="Remove a number of loyalty counters equal to that card's mana value from Card Name.",
        ja="名前の上からそのカードのマナ総量に等しい数の忠誠カウンターを取り除く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: remove_counters counter="loyalty"
                  amount: value_of attribute="mana value"
                    object: ref noun="card"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: remove_counters counter="loyalty"
                  amount: value_of attribute="mana value"
                    object: ref noun="card"
                  object: self_ref short=true
        """,
        engine="cannot compile ref: no record of what “card” refers to",
    ),
    Row(
        "remove those counters",
        en=(
            "{T}: Put a charge counter on Card Name, then if it has three or more charge counters "
            "on it, remove those counters and draw a card."
        ),
        ja=(
            "(Ｔ)：名前の上に蓄積カウンター１個を置き、"
            "その後それの上に３個以上の蓄積カウンターがあるなら、それらのカウンターを取り除き、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: put_counters counter="charge"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="charge"
                        object: ref
                      right: number value=3 form="word"
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: remove_counters
                        amount: ref noun="counters" plural=true determiner="those"
                        object: ref elided=true
                      steps[1]: draw
                        player: you
                        amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: put_counters counter="charge"
                    amount: number value=1
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="charge"
                        object: ref
                      right: number value=3
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: remove_counters
                        amount: ref noun="counters" plural=true determiner="those"
                        object: ref elided=true
                      steps[1]: draw
                        player: you
                        amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "remove counters as an effect",
        en="At the beginning of your upkeep, remove an oil counter from Card Name.",
        ja="あなたのアップキープの開始時に、名前の上から油カウンター１個を取り除く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: remove_counters counter="oil"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: remove_counters counter="oil"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
]
