"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: total_of
    Row(
        "the total power of creatures you control, 「…のパワーの合計」",
        en="You gain life equal to the total power of creatures you control.",
        ja=(
            "あなたはあなたがコントロールしているクリーチャーのパワーの合計に等しい点数のライフを得"
            "る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: total_of attribute="power"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: total_of attribute="power"
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "objects have total power N or greater",
        en=(
            "{G}: Card Name gets +1/+1 until end of turn. Activate only if creatures you control "
            "have total power 8 or greater."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has"
                    left: total_of attribute="power"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="creature" plural=true
                          parts[1]: controlled_by
                            player: you
                    right: number value=8 form="digits"
        """,
        engine="compiles",
    ),
]
