"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: activation_restriction
    Row(
        "any player may activate",
        en=(
            "{T}: Draw a card. Any player may activate this ability.\n"
            "{1}: Draw a card. Any player may activate this ability but only as a sorcery."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction any_player=true
              abilities[1]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction timing="sorcery" any_player=true
        """,
        engine="cannot compile any player may activate: not modelled",
    ),
    Row(
        "activated (en)",
        en="{1}{U}, {T}: Scry 2. Activate only if you control a legendary creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}"
                costs[1]: tap_cost
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
                restriction: activation_restriction
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="legendary"
                        parts[1]: card_type name="creature"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "どのプレイヤーも起動できる",
        ja=(
            "(Ｔ)：カード１枚を引く。この能力はどのプレイヤーも起動できる。\n"
            "(２)：カード１枚を引く。この能力は、どのプレイヤーも起動してよい。\n"
            "(１)：カード１枚を引く。どのプレイヤーも起動できるが、起動はソーサリーとしてのみ行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction any_player=true
              abilities[1]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction any_player=true any_player_written="この能力は、どのプレイヤーも起動してよい"
              abilities[2]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="sorcery" any_player=true any_player_written="どのプレイヤーも起動できる"
        """,
        engine="cannot compile any player may activate: not modelled",
    ),
    Row(
        "counters counted after their kind",
        ja="(Ｔ)：諜報１を行う。名前の上に解錠カウンターが５個以上あるときにのみ起動できる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has" count_after="ある"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5
        """,
        engine="compiles",
    ),
    Row(
        "activate only during your upkeep",
        en="{T}: Draw a card. Activate only during your upkeep.",
        ja="(Ｔ)：カード１枚を引く。あなたのアップキープの間にのみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction during="your upkeep"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction during="your upkeep"
        """,
        engine="cannot compile activate only during your upkeep: not enforced by the engine",
    ),
    Row(
        "activate only during your turn and once",
        en=(
            "{1}: Card Name gets +1/+1 until end of turn. Activate only during your turn and only "
            "once each turn."
        ),
        ja=(
            "(１)：ターン終了時まで、名前は+1/+1の修整を受ける。あなたのターンの間にのみ、"
            "毎ターン１回のみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
                restriction: activation_restriction timing="once each turn" during="your turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
                restriction: activation_restriction timing="once each turn" during="your turn"
        """,
        engine="cannot compile activate only during your turn: not enforced by the engine",
    ),
    Row(
        "activate only if it has counters",
        en="{T}: Surveil 1. Activate only if Card Name has five or more unlock counters on it.",
        ja="(Ｔ)：諜報１を行う。名前の上に５個以上の解錠カウンターがあるときにのみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5
        """,
        engine="compiles",
    ),
    Row(
        "start your engines!",
        en=(
            "Start your engines!\n"
            "Sacrifice another creature: Surveil 1. Activate only once each turn."
        ),
        ja=(
            "エンジン始動！\n"
            "これでないクリーチャー１体を生け贄に捧げる：諜報１を行う。毎ターン１回のみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="start your engines!" case="capitalized"
              abilities[1]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true
                      filter: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
                restriction: activation_restriction timing="once each turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="start your engines!"
              abilities[1]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true counter="体" other_word="これでない"
                      filter: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="once each turn"
        """,
        engine="cannot compile keyword: start your engines!: no rules behaviour",
    ),
    # kind: keyword_list
    Row(
        "keyword list",
        en="Flying, first strike",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="first strike" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "keyword with amount",
        en="Fabricate 2",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="fabricate" case="capitalized"
                  amount: number value=2 form="digits"
        """,
        engine="cannot compile keyword: fabricate: no rules behaviour",
    ),
    Row(
        "Enchant opponent",
        en="Enchant opponent",
        ja="エンチャント（対戦相手）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" player="opponent" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" player="opponent"
        """,
        engine="cannot compile keyword: enchant: without a filter",
    ),
    Row(
        "plot and disguise",
        en="Plot {3}{U}\nDisguise {4}{B}",
        ja="計画(３)(青)\n変装(４)(黒)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="plot" case="capitalized"
                  cost: mana_cost symbols="{3}{U}"
              abilities[1]: keyword_list
                keywords[0]: keyword name="disguise" case="capitalized"
                  cost: mana_cost symbols="{4}{B}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="plot"
                  cost: mana_cost symbols="{3}{U}"
              abilities[1]: keyword_list
                keywords[0]: keyword name="disguise"
                  cost: mana_cost symbols="{4}{B}"
        """,
        engine="cannot compile keyword: plot: no rules behaviour",
    ),
    Row(
        "cumulative upkeep",
        en="Cumulative upkeep {1}",
        ja="累加アップキープ(１)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cumulative upkeep" case="capitalized"
                  cost: mana_cost symbols="{1}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cumulative upkeep"
                  cost: mana_cost symbols="{1}"
        """,
        engine="cannot compile keyword: cumulative upkeep: no rules behaviour",
    ),
    Row(
        "affinity for",
        en="Affinity for artifacts",
        ja="親和（アーティファクト）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="affinity for" case="capitalized"
                  filter: card_type name="artifact" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="affinity for"
                  filter: card_type name="artifact"
        """,
        engine="cannot compile keyword: affinity for: no rules behaviour",
    ),
    Row(
        "mobilize",
        en="Mobilize 2\nFlying",
        ja="応召２\n飛行",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="mobilize" case="capitalized"
                  amount: number value=2 form="digits"
              abilities[1]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="mobilize"
                  amount: number value=2
              abilities[1]: keyword_list
                keywords[0]: keyword name="flying"
        """,
        engine="cannot compile keyword: mobilize: no rules behaviour",
    ),
    Row(
        "older keywords",
        en="Flying, fear\nEcho {2}{R}\nSoulshift 5\nSplit second",
        ja="飛行、畏怖\nエコー(２)(赤)\n転生５\n刹那",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="fear" case="lower"
              abilities[1]: keyword_list
                keywords[0]: keyword name="echo" case="capitalized"
                  cost: mana_cost symbols="{2}{R}"
              abilities[2]: keyword_list
                keywords[0]: keyword name="soulshift" case="capitalized"
                  amount: number value=5 form="digits"
              abilities[3]: keyword_list
                keywords[0]: keyword name="split second" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying"
                keywords[1]: keyword name="fear"
              abilities[1]: keyword_list
                keywords[0]: keyword name="echo"
                  cost: mana_cost symbols="{2}{R}"
              abilities[2]: keyword_list
                keywords[0]: keyword name="soulshift"
                  amount: number value=5
              abilities[3]: keyword_list
                keywords[0]: keyword name="split second"
        """,
        engine="cannot compile keyword: fear: no rules behaviour",
    ),
    Row(
        "a keyword's number and cost",
        en="Suspend 4—{U}\nAwaken 3—{4}{W}",
        ja="待機４ ― (青)\n覚醒３ ― (４)(白)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="suspend" case="capitalized"
                  cost: mana_cost symbols="{U}"
                  amount: number value=4 form="digits"
              abilities[1]: keyword_list
                keywords[0]: keyword name="awaken" case="capitalized"
                  cost: mana_cost symbols="{4}{W}"
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="suspend"
                  cost: mana_cost symbols="{U}"
                  amount: number value=4
              abilities[1]: keyword_list
                keywords[0]: keyword name="awaken"
                  cost: mana_cost symbols="{4}{W}"
                  amount: number value=3
        """,
        engine="cannot compile keyword: suspend: no rules behaviour",
    ),
    Row(
        "keywords",
        en="Flying, vigilance",
        ja="飛行、警戒",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="vigilance" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying"
                keywords[1]: keyword name="vigilance"
        """,
        engine="compiles",
    ),
    # kind: would_die
    Row(
        "would die this turn, printed wordings",
        ja="このターンにクリーチャーが死亡するなら、代わりにそれを追放する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die duration_particle="に"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile replacement_ability: replacing would_die",
    ),
]
