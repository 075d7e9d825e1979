"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: becomes
    Row(
        "gains haste and becomes",
        en=(
            "Until end of turn, target creature gains haste and becomes a Pirate in addition to "
            "its other types."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="haste" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: becomes types=["Pirate"] in_addition=true
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "are Mountains",
        en="Nonbasic lands are Mountains.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes types=["Mountain"] state=true
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="basic"
                      parts[1]: card_type name="land" plural=true
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "becomes with base power and toughness (en)",
        en="{S}{S}: Card Name becomes a Spirit Warrior with base power and toughness 2/2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{S}{S}"
                effect: becomes power_toughness="2/2" types=["Spirit", "Warrior"] base_written=true
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes a creature of two colors, duration first",
        en="{U}{R}: Until end of turn, Card Name becomes a 2/1 blue and red Elemental creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{R}"
                effect: becomes power_toughness="2/1" colors=["blue", "red"] types=["Elemental", "creature"]
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes a creature with abilities",
        en=(
            '{U}{R}: Card Name becomes a 2/1 blue Elemental creature with flying and "This '
            "creature can't block.\" until end of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{R}"
                effect: becomes power_toughness="2/1" colors=["blue"] types=["Elemental", "creature"]
                  object: self_ref short=true
                  abilities[0]: keyword name="flying" case="lower"
                  abilities[1]: static_ability
                    effect: restriction rule="can't block"
                      object: self_ref noun="creature"
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "becomes a creature",
        en="Until end of turn, target land becomes a 3/3 creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes power_toughness="3/3" types=["creature"]
                  object: objects quantifier="target"
                    filter: card_type name="land"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes a color",
        en="{2}: Card Name becomes colorless until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: becomes colors=["colorless"]
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "become the color of your choice (plural)",
        en="Any number of target creatures become the color of your choice until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes chosen="color"
                  object: objects quantifier="any number target"
                    filter: card_type name="creature" plural=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "the creature type of your choice in addition",
        en=(
            "{1}: Card Name becomes the creature type of your choice in addition to its other "
            "types until end of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: becomes in_addition=true chosen="creature type"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "あなたが選んだ色１色",
        ja="それはあなたが選んだ色１色になる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes chosen="color" chosen_written="色１色"
                  object: ref
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "あなたが選んだクリーチャー・タイプ",
        ja="それはあなたが選んだクリーチャー・タイプになる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes chosen="creature type" chosen_written="クリーチャー・タイプ"
                  object: ref
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "becomes with base power and toughness (ja)",
        ja="(３)：名前は、基本のパワーとタフネスが2/2のスピリット・戦士になる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}"
                effect: becomes power_toughness="2/2" types=["Spirit", "Warrior"] comma=true base_written=true
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes … in addition to its other types",
        en=(
            "Target land becomes a 3/3 Elemental creature with haste in addition to its other "
            "types until end of turn."
        ),
        ja=(
            "土地１つを対象とする。ターン終了時まで、"
            "それはそれの他のタイプに加えて速攻を持つ3/3のエレメンタル・クリーチャーになる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes power_toughness="3/3" types=["Elemental", "creature"] in_addition=true
                  object: objects quantifier="target"
                    filter: card_type name="land"
                  abilities[0]: keyword name="haste" case="lower"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes power_toughness="3/3" types=["Elemental", "creature"] in_addition=true possessive="それの"
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="land"
                  abilities[0]: keyword name="haste"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes a creature of two colors",
        en="{U}{R}: Card Name becomes a 2/1 blue and red Elemental creature until end of turn.",
        ja="(青)(赤)：ターン終了時まで、名前は青赤の2/1のエレメンタル・クリーチャーになる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{R}"
                effect: becomes power_toughness="2/1" colors=["blue", "red"] types=["Elemental", "creature"]
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{R}"
                effect: becomes power_toughness="2/1" colors=["blue", "red"] types=["Elemental", "creature"]
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes the color of your choice",
        en="{G}: Card Name becomes the color of your choice until end of turn.",
        ja="(緑)：ターン終了時まで、名前はあなたが選んだ１色の色になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: becomes chosen="color"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: becomes chosen="color" chosen_written="１色の色"
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes the creature type of your choice",
        en="{1}: Card Name becomes the creature type of your choice until end of turn.",
        ja="(１)：ターン終了時まで、名前はあなたが選んだ１種類のクリーチャー・タイプになる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: becomes chosen="creature type"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: becomes chosen="creature type" chosen_written="１種類のクリーチャー・タイプ"
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes the basic land type of your choice",
        en="Target land becomes the basic land type of your choice until end of turn.",
        ja="土地１つを対象とする。ターン終了時まで、それはあなたが選んだ基本土地タイプ１種になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes chosen="basic land type"
                  object: objects quantifier="target"
                    filter: card_type name="land"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes chosen="basic land type" chosen_written="基本土地タイプ１種"
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="land"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes the color or colors of your choice",
        en="Target creature becomes the color or colors of your choice until end of turn.",
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、"
            "それはあなたが選んだ色１色か色の組み合わせになる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes chosen="color or colors"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes chosen="color or colors" chosen_written="色１色か色の組み合わせ"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes",
        en="Card Name becomes an artifact creature and gains flying until end of turn.",
        ja="ターン終了時まで、名前はアーティファクト・クリーチャーになり飛行を得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: becomes types=["artifact", "creature"]
                    object: self_ref short=true
                    duration: duration name="until end of turn"
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[""]
                  steps[0]: becomes types=["artifact", "creature"]
                    object: self_ref short=true
                    duration: duration name="until end of turn" first=true
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="flying"
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    # CR 707.2
    Row(
        "becomes a copy of",
        en="Card Name becomes a copy of target artifact until end of turn.",
        ja="アーティファクト１つを対象とする。ターン終了時まで、名前はそれのコピーになる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes
                  object: self_ref short=true
                  duration: duration name="until end of turn"
                  copy_of: objects quantifier="target"
                    filter: card_type name="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
                  copy_of: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="artifact"
        """,
        engine="compiles",
    ),
    Row(
        "become copies until the next end step",
        en=(
            "Exile target creature you control. All artifacts you control become copies of it "
            "until the beginning of the next end step."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体を対象とする。それを追放する。"
            "次の終了ステップまで、"
            "あなたがコントロールしているすべてのアーティファクトはそれのコピーになる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                  steps[1]: becomes
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="artifact" plural=true
                        parts[1]: controlled_by
                          player: you
                    duration: duration name="until the beginning of the next end step"
                    copy_of: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                  steps[1]: becomes
                    object: objects quantifier="all"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="artifact"
                    duration: duration name="until the beginning of the next end step" first=true
                    copy_of: ref
        """,
        engine="cannot compile duration: until the beginning of the next end step",
    ),
    Row(
        "becomes 2",
        en="Until end of turn, this Vehicle becomes an artifact creature and gains flying.",
        ja="ターン終了時まで、この機体はアーティファクト・クリーチャーになり飛行を得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: becomes types=["artifact", "creature"]
                    object: self_ref noun="Vehicle"
                    duration: duration name="until end of turn" first=true
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                    duration: duration name="until end of turn" first=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[""]
                  steps[0]: becomes types=["artifact", "creature"]
                    object: self_ref noun="Vehicle"
                    duration: duration name="until end of turn" first=true
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="flying"
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
        to_en=False,
    ),
]
