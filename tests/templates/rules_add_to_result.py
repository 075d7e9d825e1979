"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: add_to_result
    Row(
        "roll a d20 and add",
        en=(
            "Roll a d20 and add the number of cards in your hand.\n1—14 | Draw X cards.\n"
            "15+ | Scry X, then draw X cards."
        ),
        ja=(
            "１個のd20を振り、その出目にあなたの手札にあるカードの枚数を足す。\n"
            "1-14｜カードＸ枚を引く。\n15+｜占術Ｘを行い、その後カードＸ枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: roll_die sides=20
                    player: you
                  steps[1]: add_to_result
                    amount: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="hand"
                              owner: you
                  steps[2]: die_table
                    rows[0]: die_row low=1 high=14
                      effect: draw
                        player: you
                        amount: variable name="X"
                    rows[1]: die_row low=15
                      effect: sequence joins=["then"] connectives=[", then"]
                        steps[0]: scry
                          player: you
                          amount: variable name="X"
                        steps[1]: draw
                          player: you
                          amount: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["、", "。"]
                  steps[0]: roll_die sides=20
                    player: you
                  steps[1]: add_to_result
                    amount: count_of in_cards=true
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: in_zone preposition="in"
                            zone: zone name="hand"
                              owner: you
                          parts[1]: card_type name="card"
                  steps[2]: die_table
                    rows[0]: die_row low=1 high=14
                      effect: draw
                        player: you
                        amount: variable name="X"
                    rows[1]: die_row low=15
                      effect: sequence joins=["then"] connectives=["、その後"]
                        steps[0]: scry
                          player: you
                          amount: variable name="X"
                        steps[1]: draw
                          player: you
                          amount: variable name="X"
        """,
        engine="compiles",
    ),
    # kind: adjust_number
    Row(
        "add or subtract from a number on an object",
        en=(
            "Add or subtract 1 or one from a number or number word on target spell or permanent "
            "until end of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: adjust_number
                  object: objects quantifier="target"
                    filter: any_of
                      options[0]: card_type name="spell"
                      options[1]: card_type name="permanent"
                  amount: number value=1 form="digits"
                  duration: duration name="until end of turn"
        """,
        engine="cannot compile adjust_number: no numbers printed on objects",
    ),
    # kind: assigns_as_unblocked
    Row(
        "assign combat damage as though it weren't blocked",
        en="You may have Card Name assign its combat damage as though it weren't blocked.",
        ja="あなたは名前の戦闘ダメージを、これがブロックされなかったかのように割り振ってもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: assigns_as_unblocked
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: assigns_as_unblocked ja_pronoun="これ"
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile assigns_as_unblocked: no blocked creature's combat damage assigned as "
            "if unblocked"
        ),
        to_ja=False,
    ),
    Row(
        "assign combat damage as though it weren't blocked, quoted",
        ja=(
            "あなたは「名前は、それがブロックされなかったかのようにその戦闘ダメージを割り振られる。"
            "」を選んでもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional quoted=true
                  player: you written=true
                  effect: assigns_as_unblocked comma=true ja_form="passive"
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile assigns_as_unblocked: no blocked creature's combat damage assigned as "
            "if unblocked"
        ),
    ),
]
