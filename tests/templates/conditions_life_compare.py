"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: life_compare
    Row(
        "as long as you have N or more life",
        en="Card Name gets +2/+2 as long as you have 25 or more life.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: modify_pt power="+2" toughness="+2"
                  object: self_ref short=true
                condition: life_compare op="ge"
                  player: you
                  amount: number value=25 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "if you have N or less life",
        en="At the beginning of your upkeep, if you have 10 or less life, you gain 1 life.",
        ja=(
            "あなたのアップキープの開始時に、あなたのライフが１０点以下である場合、"
            "あなたは１点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: life_compare op="le"
                  player: you
                  amount: number value=10 form="digits"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: life_compare op="le"
                  player: you
                  amount: number value=10
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "gain life and draw (ja とともに)",
        en=(
            "At the beginning of your upkeep, if you have 5 or less life, you gain 3 life and draw "
            "a card."
        ),
        ja=(
            "あなたのアップキープの開始時に、あなたのライフが５点以下である場合、"
            "あなたは３点のライフを得るとともにカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: life_compare op="le"
                  player: you
                  amount: number value=5 form="digits"
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=3 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: life_compare op="le"
                  player: you
                  amount: number value=5
                effect: sequence joins=["and"] connectives=["とともに"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=3
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "an opponent's life",
        en="Card Name has haste as long as an opponent has 10 or less life.",
        ja="対戦相手１人のライフが１０点以下であるかぎり、名前は速攻を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="haste" case="lower"
                condition: life_compare op="le"
                  player: player quantifier="a" noun="opponent"
                  amount: number value=10 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="haste"
                condition: life_compare op="le"
                  player: player quantifier="a" noun="opponent"
                  amount: number value=10
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "If …, this spell costs less (「…場合、この呪文を唱えるためのコストは…」)",
        en="If you have 3 or less life, this spell costs {6} less to cast.",
        ja="あなたのライフが３点以下である場合、この呪文を唱えるためのコストは(６)少なくなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: life_compare op="le"
                    player: you
                    amount: number value=3 form="digits"
                  effect: cost_change symbols="{6}" reduce=true action="cast"
                    object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional baai=true comma=true
                  condition: life_compare op="le"
                    player: you
                    amount: number value=3
                  effect: cost_change symbols="{6}" reduce=true action="cast"
                    object: self_ref noun="spell"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: life_this_turn
    Row(
        "gained N or more life this turn, the amount after 「を」 (「ライフを３点以上得ていた」)",
        en=(
            "At the beginning of your end step, if you gained 3 or more life this turn, create a "
            "Food token."
        ),
        ja=(
            "あなたの終了ステップの開始時に、このターンにあなたが３点以上のライフを得ていた場合、"
            "食物・トークン１つを生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=3 form="digits"
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec types=["Food"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=3
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec types=["Food"]
        """,
        engine=(
            "cannot compile life_this_turn: no record of how much life a player gained or lost "
            "this turn"
        ),
    ),
    Row(
        "if you gained N or more life this turn",
        en=(
            "At the beginning of each end step, if you gained 4 or more life this turn, draw a "
            "card."
        ),
        ja=(
            "各終了ステップの開始時に、このターンにあなたが４点以上のライフを得ていた場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=4 form="digits"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=4
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile life_this_turn: no record of how much life a player gained or lost "
            "this turn"
        ),
    ),
    Row(
        "you gained 3 or more life this turn / 「あなたがライフを３点以上得ていた」",
        en=(
            "At the beginning of your end step, if you gained 3 or more life this turn, each "
            "opponent loses 3 life."
        ),
        ja=(
            "あなたの終了ステップの開始時に、このターンにあなたが３点以上のライフを得ていた場合、"
            "各対戦相手はそれぞれ３点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=3 form="digits"
                effect: lose_life
                  player: player quantifier="each" noun="opponent"
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=3
                effect: lose_life
                  player: player quantifier="each" noun="opponent" respectively=true
                  amount: number value=3
        """,
        engine=(
            "cannot compile life_this_turn: no record of how much life a player gained or lost "
            "this turn"
        ),
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
    # kind: mana_spent
    Row(
        "adamant",
        en=(
            "Draw three cards.\n"
            "Adamant — If at least three blue mana was spent to cast this spell, scry 3."
        ),
        ja=(
            "カード３枚を引く。\n"
            "一徹 ― この呪文を唱えるために青マナが３点以上支払われていたなら、占術３を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=3 form="word"
              abilities[1]: ability_word_ability
                word: ability_word text="Adamant"
                ability: spell_ability
                  effect: conditional comma=true
                    condition: mana_spent color="blue"
                      object: self_ref noun="spell"
                      amount: number value=3 form="word"
                    effect: scry
                      player: you
                      amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=3
              abilities[1]: ability_word_ability
                word: ability_word text="一徹"
                ability: spell_ability
                  effect: conditional comma=true
                    condition: mana_spent color="blue"
                      object: self_ref noun="spell"
                      amount: number value=3
                    effect: scry
                      player: you
                      amount: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "a mana symbol was spent",
        en="Destroy target land. If {B} was spent to cast this spell, draw a card.",
        ja=(
            "土地１つを対象とする。それを破壊する。この呪文を唱えるために(黒)が支払われていたなら、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="land"
                  steps[1]: conditional comma=true
                    condition: mana_spent color="black"
                      object: self_ref noun="spell"
                      amount: number value=1
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="land"
                  steps[1]: conditional comma=true
                    condition: mana_spent color="black"
                      object: self_ref noun="spell"
                      amount: number value=1
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
]
