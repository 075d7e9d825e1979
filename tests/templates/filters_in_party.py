"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: in_party
    Row(
        "for each creature in your party (en)",
        en="Card Name gets +1/+1 for each creature in your party.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: in_party
                        player: you
        """,
        engine="compiles",
    ),
    Row(
        "for each creature in your party (ja)",
        ja="名前は、あなたのパーティーを構成しているクリーチャー１体につき+1/+1の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1" comma=true
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: in_party
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "creatures in your party",
        en="When Card Name enters, scry X, where X is the number of creatures in your party.",
        ja=(
            "名前が戦場に出たとき、占術Ｘを行う。"
            "Ｘはあなたのパーティーを構成しているクリーチャーの数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="creature" plural=true
                          parts[1]: in_party
                            player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: in_party
                            player: you
                          parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: mana_cost_has
    Row(
        "without {X} in its mana cost",
        en=(
            "Spend this mana only to cast a spell that's one or more colors without {X} in its "
            "mana cost."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: spend_only
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: color name="one or more colors"
                      parts[2]: negated
                        filter: mana_cost_has symbol="{X}"
        """,
        engine="compiles",
    ),
    Row(
        "１色以上の",
        ja="このマナは、マナ・コストに(Ｘ)を含まない１色以上の呪文を唱えるためにのみ使用できる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: spend_only
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: mana_cost_has symbol="{X}"
                      parts[1]: color name="one or more colors" short=true
                      parts[2]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "with {X} in its mana cost",
        en="Counter target spell with {X} in its mana cost.",
        ja="マナ・コストに(Ｘ)を含む呪文１つを対象とする。それを打ち消す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: counter_spell
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: mana_cost_has symbol="{X}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: counter_spell
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: all_of
                      parts[0]: mana_cost_has symbol="{X}"
                      parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
]
