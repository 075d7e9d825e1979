"""Template rows of the combining family (scryc/ast/combining.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: all_of_the_above
    Row(
        "do all of the above (en)",
        en="If X is 1, scry 1.\nIf X is 2, draw a card.\nIf X is 4 or more, do all of the above.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="eq" wording="is"
                    left: variable name="X"
                    right: number value=1 form="digits"
                  effect: scry
                    player: you
                    amount: number value=1 form="digits"
              abilities[1]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="eq" wording="is"
                    left: variable name="X"
                    right: number value=2 form="digits"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
              abilities[2]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="is" or_more=true
                    left: variable name="X"
                    right: number value=4 form="digits"
                  effect: all_of_the_above abilities=[0, 1]
        """,
        engine="cannot compile all_of_the_above: no sections to do again",
    ),
    Row(
        "do all of the above",
        en="If X is 1, scry 1.\nIf X is 4 or more, do all of the above.",
        ja="Ｘが１なら、占術１を行う。\nＸが４以上なら、上記すべてを行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="eq" wording="is"
                    left: variable name="X"
                    right: number value=1 form="digits"
                  effect: scry
                    player: you
                    amount: number value=1 form="digits"
              abilities[1]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="is" or_more=true
                    left: variable name="X"
                    right: number value=4 form="digits"
                  effect: all_of_the_above abilities=[0]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="eq" wording="is"
                    left: variable name="X"
                    right: number value=1
                  effect: scry
                    player: you
                    amount: number value=1
              abilities[1]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="is"
                    left: variable name="X"
                    right: number value=4
                  effect: all_of_the_above abilities=[0]
        """,
        engine="cannot compile all_of_the_above: no sections to do again",
        to_en=False,
    ),
    # kind: cast_from
    Row(
        "until cast from exile, a quoted ability without its period",
        en=(
            '{2}, Exile Card Name from your hand: Target land gains "{T}: Add {U}, {B}, or {R}" '
            "until Card Name is cast from exile. You may cast Card Name for as long as it remains "
            "exiled."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                costs[1]: effect_cost
                  effect: exile until_comma=true
                    object: self_ref short=true
                    from_zone: zone name="hand"
                      owner: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: card_type name="land"
                    abilities[0]: activated_ability no_period=true
                      costs[0]: tap_cost
                      effect: add_mana options=["{U}", "{B}", "{R}"]
                    duration: duration name="until"
                      condition: cast_from
                        object: self_ref short=true
                        zone: zone name="exile"
                  steps[1]: optional
                    player: you
                    effect: play cast_only=true
                      player: you
                      object: self_ref short=true
                      duration: duration name="for as long as"
                        condition: remains state="exiled"
                          object: ref
        """,
        engine="cannot compile duration: until",
    ),
    Row(
        "until cast from exile, for as long as exiled",
        ja=(
            "(２),あなたの手札から名前を追放する：土地１つを対象とする。"
            "名前が追放領域から唱えられるまで、それは「(Ｔ)：(青)か(黒)か(赤)を加える。」を得る。"
            "名前が追放され続けているかぎり、あなたはこれを唱えてもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                costs[1]: effect_cost
                  effect: exile until_comma=true
                    object: self_ref short=true
                    from_zone: zone name="hand"
                      owner: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="land"
                    abilities[0]: activated_ability
                      costs[0]: tap_cost
                      effect: add_mana options=["{U}", "{B}", "{R}"]
                    duration: duration name="until" first=true
                      condition: cast_from
                        object: self_ref short=true
                        zone: zone name="exile"
                  steps[1]: optional
                    player: you
                    effect: play cast_only=true
                      player: you
                      object: self_ref pronoun=true
                      duration: duration name="for as long as"
                        condition: remains state="exiled"
                          object: self_ref short=true
        """,
        engine="cannot compile duration: until",
    ),
    # kind: choose_value
    Row(
        "choose a nonland card name: the kind of card named",
        en="Choose a nonland card name.",
        ja="土地でないカード名１つを選ぶ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: choose_value value="card name"
                  player: you
                  of: negated
                    filter: card_type name="land"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: choose_value value="card name"
                  player: you
                  of: negated
                    filter: card_type name="land"
        """,
        engine='cannot compile choose_value: a card name of a kind ("a nonland card name")',
    ),
    Row(
        "choose a creature card name",
        en="Choose a creature card name.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: choose_value value="card name"
                  player: you
                  of: card_type name="creature"
        """,
        engine='cannot compile choose_value: a card name of a kind ("a nonland card name")',
    ),
    Row(
        "choose a card type",
        en="Choose a card type. Draw a card.",
        ja="カード・タイプ１つを選ぶ。カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_value value="card type"
                    player: you
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: choose_value value="card type"
                    player: you
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile choose_value: no choice of a card type in the engine",
    ),
    Row(
        "choose a land type",
        en="Choose a land type. Draw a card.",
        ja="土地タイプ１つを選ぶ。カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_value value="land type"
                    player: you
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: choose_value value="land type"
                    player: you
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile choose_value: no choice of a land type in the engine",
    ),
    Row(
        "choose a basic land type",
        en="{T}: Choose a basic land type.",
        ja="(Ｔ)：基本土地タイプ１つを選ぶ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: choose_value value="basic land type"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: choose_value value="basic land type"
                  player: you
        """,
        engine="cannot compile choose_value: no choice of a basic land type in the engine",
    ),
    # kind: defined_size
    Row(
        "becomes an X/X where X is",
        en=(
            "{T}: Target land you control becomes an X/X Elemental creature until end of turn, "
            "where X is the number of enchantments you control. It's still a land."
        ),
        ja=(
            "(Ｔ)：あなたがコントロールしている土地１つを対象とする。ターン終了時まで、"
            "それはX/Xのエレメンタル・クリーチャーになる。"
            "Ｘはあなたがコントロールしているエンチャントの数に等しい。それは土地でもある。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: defined_size
                    effect: becomes power_toughness="X/X" types=["Elemental", "creature"]
                      object: objects quantifier="target"
                        filter: all_of head=0
                          parts[0]: card_type name="land"
                          parts[1]: controlled_by
                            player: you
                      duration: duration name="until end of turn"
                    x: variable name="X"
                      definition: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="enchantment" plural=true
                            parts[1]: controlled_by
                              player: you
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: defined_size
                    effect: becomes power_toughness="X/X" types=["Elemental", "creature"]
                      object: objects quantifier="target" counter="つ" declared=""
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="land"
                      duration: duration name="until end of turn" first=true
                    x: variable name="X"
                      definition: count_of
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="enchantment"
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        engine=(
            "cannot compile defined_size: no size with an X defined on the spot (an X/X, where X "
            "is …)"
        ),
    ),
]
