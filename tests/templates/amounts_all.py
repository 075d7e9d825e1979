"""Template rows of the amounts family (scryc/ast/amounts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: all
    Row(
        "カウンターをすべて取り除く",
        ja="それの上からカウンターをすべて取り除く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: remove_counters
                  amount: all after=true
                  object: ref
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "remove all counters of a kind",
        en="Remove all -1/-1 counters from target creature.",
        ja="クリーチャー１体を対象とする。それの上からすべての-1/-1カウンターを取り除く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: remove_counters counter="-1/-1"
                  amount: all
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: remove_counters counter="-1/-1"
                  amount: all
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "remove all counters as a cost",
        en="Sacrifice Card Name: Remove all counters from target permanent.",
        ja=(
            "名前を生け贄に捧げる：パーマネント１つを対象とする。"
            "それの上からすべてのカウンターを取り除く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                effect: remove_counters
                  amount: all
                  object: objects quantifier="target"
                    filter: card_type name="permanent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                effect: remove_counters
                  amount: all
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="permanent"
        """,
        engine="compiles",
    ),
    # kind: any_number
    Row(
        "replacement (en)",
        en="If you would scry a number of cards, draw that many cards instead.",
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: scry
                  player: you written=true
                  amount: any_number
                replacement: draw
                  player: you
                  amount: ref noun="number"
        """,
        engine="compiles",
    ),
    Row(
        "replacement",
        en="If you would scry a number of cards, scry that many cards plus one instead.",
        ja="あなたが占術を行うなら、代わりにその枚数に１を足した枚数の占術を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: scry
                  player: you written=true
                  amount: any_number
                replacement: scry
                  player: you
                  amount: plus
                    left: ref noun="number"
                    right: number value=1 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: scry
                  player: you
                  amount: any_number
                replacement: scry
                  player: you
                  amount: plus
                    left: ref noun="number"
                    right: number value=1
        """,
        engine="compiles",
    ),
    # kind: chosen_number
    Row(
        "remove any number of counters, for each counter removed this way",
        en=(
            "{T}, Remove any number of storage counters from Card Name: Add {U} for each storage "
            "counter removed this way."
        ),
        ja=(
            "(Ｔ),名前から望む数の貯蔵カウンターを取り除く：これにより取り除かれた貯蔵カウンター１"
            "個につき(青)を加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: remove_counters counter="storage"
                    amount: chosen_number
                    object: self_ref short=true
                effect: for_each
                  effect: add_mana options=["{U}"]
                  objects: removed_counters counter="storage" this_way=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: remove_counters counter="storage" bare_place=true
                    amount: chosen_number
                    object: self_ref short=true
                effect: for_each no_comma=true
                  effect: add_mana options=["{U}"]
                  objects: removed_counters counter="storage" this_way=true
        """,
        engine="cannot compile chosen_number: no choice of how many (any number of)",
        to_ja=False,
    ),
    # kind: colors_of
    Row(
        "for each of its colors",
        en="Equipped creature gets +1/+0 for each of its colors.",
        ja="装備しているクリーチャーは、それの色１色につき+1/+0の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+0"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: colors_of
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+0" comma=true
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: colors_of
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "target creature for each of its colors",
        en="Target creature gets +2/+2 until end of turn for each of its colors.",
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、"
            "それはその色１色につき+2/+2の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  objects: colors_of
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  objects: colors_of
                    object: ref determiner="その"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: half
    Row(
        "where X is half the number of, rounded down",
        en=(
            "Create X 2/2 black Zombie creature tokens, where X is half the number of Zombies you "
            "control, rounded down."
        ),
        ja=(
            "黒の2/2のゾンビ・クリーチャー・トークンＸ体を生成する。"
            "Ｘはあなたがコントロールしているゾンビの数の端数を切り捨てた半分に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: variable name="X"
                    definition: half rounded="down"
                      amount: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: subtype name="Zombie" plural=true
                            parts[1]: controlled_by
                              player: you
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: variable name="X"
                    definition: half rounded="down"
                      amount: count_of
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: subtype name="Zombie"
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "damage equal to half the sacrificed creature's power, rounded down",
        en=(
            "Sacrifice a creature: Card Name deals damage to any target equal to half the "
            "sacrificed creature's power, rounded down."
        ),
        ja=(
            "クリーチャー１体を生け贄に捧げる：１つを対象とする。名前はそれに、"
            "生け贄に捧げられたクリーチャーのパワーの端数を切り捨てた半分に等しい点数のダメージを与"
            "える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                effect: deal_damage equal_last=true
                  source: self_ref short=true
                  amount: half rounded="down"
                    amount: value_of attribute="power"
                      object: ref noun="creature" sacrificed=true
                  recipient: any_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                effect: deal_damage recipient_comma=true
                  source: self_ref short=true
                  amount: half rounded="down"
                    amount: value_of attribute="power"
                      object: ref noun="creature" sacrificed=true
                  recipient: any_target declared=""
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: life_changed
    Row(
        "the amount of life you gained this turn",
        en=(
            "You gain 2 life. Target creature gets +X/+X until end of turn, where X is the amount "
            "of life you gained this turn."
        ),
        ja=(
            "クリーチャー１体を対象とする。あなたは２点のライフを得る。ターン終了時まで、"
            "それは+X/+Xの修整を受ける。Ｘはあなたがこのターンに得たライフの点数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=2 form="digits"
                  steps[1]: modify_pt power="+X" toughness="+X"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                    variable: variable name="X"
                      definition: life_changed event="gained"
                        player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=2
                  steps[1]: modify_pt power="+X" toughness="+X"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                    variable: variable name="X"
                      definition: life_changed event="gained"
                        player: you written=true
        """,
        engine=(
            "cannot compile life_changed: no record of how much life a player gained or lost this "
            "turn"
        ),
    ),
    Row(
        "the amount of life you've lost this turn",
        en="This creature gets +X/+0, where X is the amount of life you've lost this turn.",
        ja=(
            "このクリーチャーは+X/+0の修整を受ける。"
            "Ｘはあなたがこのターンに失ったライフの点数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+X" toughness="+0"
                  object: self_ref noun="creature"
                  variable: variable name="X"
                    definition: life_changed event="lost" perfect=true
                      player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+X" toughness="+0"
                  object: self_ref noun="creature"
                  variable: variable name="X"
                    definition: life_changed event="lost"
                      player: you written=true
        """,
        engine=(
            "cannot compile life_changed: no record of how much life a player gained or lost this "
            "turn"
        ),
        to_en=False,
    ),
]
