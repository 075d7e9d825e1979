"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: keyword_list
    Row(
        "champion an object",
        en="Champion a Goblin or Shaman",
        ja="覇権（ゴブリンかシャーマン）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="champion" case="capitalized"
                  filter: any_of
                    options[0]: subtype name="Goblin"
                    options[1]: subtype name="Shaman"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="champion"
                  filter: any_of conjunction="か"
                    options[0]: subtype name="Goblin"
                    options[1]: subtype name="Shaman"
        """,
        engine="cannot compile keyword: champion: no rules behaviour",
    ),
    Row(
        "basic landcycling",
        en="Basic landcycling {1}{G}",
        ja="基本土地サイクリング(１)(緑)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="basic landcycling" case="capitalized"
                  cost: mana_cost symbols="{1}{G}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="basic landcycling"
                  cost: mana_cost symbols="{1}{G}"
        """,
        engine="compiles",
    ),
    Row(
        "equip limited to a subtype",
        en="Equip Knight {1}",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="equip" case="capitalized"
                  cost: mana_cost symbols="{1}"
                  filter: subtype name="Knight"
        """,
        engine="compiles",
    ),
    Row(
        "splice onto a subtype",
        en="Splice onto Arcane {1}{U}\nDraw a card.",
        ja="連繋（秘儀）(１)(青)\nカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="splice onto" case="capitalized"
                  cost: mana_cost symbols="{1}{U}"
                  filter: subtype name="Arcane"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="splice onto"
                  cost: mana_cost symbols="{1}{U}"
                  filter: subtype name="Arcane"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile keyword: splice onto: a cost limited to some objects",
    ),
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
        engine="compiles",
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
        engine="compiles",
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
        engine="compiles",
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
        engine="compiles",
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
        engine="compiles",
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
    Row(
        "keyword with a number: backup",
        en="Backup 1",
        ja="賛助１",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="backup" case="capitalized"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="backup"
                  amount: number value=1
        """,
        engine="cannot compile keyword: backup: no rules behaviour",
    ),
    Row(
        "keyword with a cost: warp",
        en="Warp {4}",
        ja="ワープ(４)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="warp" case="capitalized"
                  cost: mana_cost symbols="{4}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="warp"
                  cost: mana_cost symbols="{4}"
        """,
        engine="cannot compile keyword: warp: no rules behaviour",
    ),
    Row(
        "keyword: spree",
        en="Spree",
        ja="放題",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="spree" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="spree"
        """,
        engine="cannot compile keyword: spree: no rules behaviour",
    ),
    Row(
        "Enchant player, enchanted player's step",
        en=(
            "Enchant player\n"
            "At the beginning of enchanted player's upkeep, that player sacrifices a creature or "
            "planeswalker."
        ),
        ja=(
            "エンチャント（プレイヤー）\n"
            "エンチャントしているプレイヤーのアップキープの開始時に、"
            "そのプレイヤーはクリーチャー１体かプレインズウォーカー１体を生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" player="player" case="capitalized"
              abilities[1]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="enchanted" noun="player"
                effect: sacrifice
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="a"
                    filter: any_of
                      options[0]: card_type name="creature"
                      options[1]: card_type name="planeswalker"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" player="player"
              abilities[1]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="enchanted" noun="player"
                effect: sacrifice
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="a" counter="体"
                    filter: any_of
                      options[0]: card_type name="creature"
                      options[1]: card_type name="planeswalker"
        """,
        engine="cannot compile keyword: enchant: without a filter",
    ),
    Row(
        "enchant creature you control",
        en="Enchant creature you control\nEnchanted creature gets +1/+1.",
        ja=(
            "エンチャント（あなたがコントロールしているクリーチャー）\n"
            "エンチャントしているクリーチャーは+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" case="capitalized"
                  filter: all_of head=0
                    parts[0]: card_type name="creature"
                    parts[1]: controlled_by
                      player: you
              abilities[1]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant"
                  filter: all_of head=0
                    parts[0]: card_type name="creature"
                    parts[1]: controlled_by
                      player: you
              abilities[1]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "is goaded",
        en="Enchant creature\nEnchanted creature gets +2/+2 and is goaded.",
        ja=(
            "エンチャント（クリーチャー）\n"
            "エンチャントしているクリーチャーは+2/+2の修整を受け、使嗾される。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" case="capitalized"
                  filter: card_type name="creature"
              abilities[1]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="is goaded"
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant"
                  filter: card_type name="creature"
              abilities[1]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="is goaded"
                    object: ref elided=true
        """,
        engine="compiles",
    ),
    Row(
        "craft with",
        en="Craft with artifact {5}{W}{W}",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="craft" case="capitalized"
                  cost: mana_cost symbols="{5}{W}{W}"
                  filter: card_type name="artifact"
        """,
        engine="cannot compile keyword: craft: a cost limited to some objects",
    ),
]
