"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: abilities_of
    Row(
        "activated abilities of that card",
        en="Card Name has all activated abilities of all creature cards exiled with it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: abilities_of
                    object: objects quantifier="all"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: exiled_with
                          object: ref
        """,
        engine=(
            "cannot compile abilities_of: the activated abilities of another object: the engine "
            "copies no abilities from one object to another"
        ),
    ),
    Row(
        "gains all activated abilities",
        en="{U}: Card Name gains all activated abilities of target creature until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}"
                effect: gain_ability verb="gain"
                  object: self_ref short=true
                  abilities[0]: abilities_of
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        engine=(
            "cannot compile abilities_of: the activated abilities of another object: the engine "
            "copies no abilities from one object to another"
        ),
    ),
    Row(
        "activated abilities of (ja)",
        en="{U}: Card Name gains all activated abilities of target creature until end of turn.",
        ja=(
            "(青)：クリーチャー１体を対象とする。ターン終了時まで、"
            "名前はそれのすべての起動型能力を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}"
                effect: gain_ability verb="gain"
                  object: self_ref short=true
                  abilities[0]: abilities_of
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}"
                effect: gain_ability verb="gain"
                  object: self_ref short=true
                  abilities[0]: abilities_of ja_all="all first"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile abilities_of: the activated abilities of another object: the engine "
            "copies no abilities from one object to another"
        ),
        to_ja=False,
    ),
    # kind: all_colors
    Row(
        "is all colors",
        en="Card Name is all colors.",
        ja="名前はすべての色である。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: all_colors
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: all_colors
                  object: self_ref short=true
        """,
        engine=(
            "cannot compile all_colors: an object of all five colors (CR 105.2): the engine's "
            "colors are the card's own"
        ),
        type_line="Creature — Sphinx",
        ja_type_line="クリーチャー ― スフィンクス",
    ),
    Row(
        "each is all colors",
        ja="あなたがコントロールしていて土地でない各パーマネントはそれぞれすべての色である。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: all_colors respectively="それぞれ"
                  object: objects quantifier="each" words_first=1
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: negated
                        filter: card_type name="land"
                      parts[2]: card_type name="permanent"
        """,
        engine=(
            "cannot compile all_colors: an object of all five colors (CR 105.2): the engine's "
            "colors are the card's own"
        ),
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    # kind: base_pt
    Row(
        "base power and toughness, plural",
        en="Creatures you control have base power and toughness 3/3.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: base_pt power="3" toughness="3"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        engine="compiles",
    ),
    Row(
        "base power and toughness, possessive",
        ja="ターン終了時まで、それの基本のパワーとタフネスは1/1になる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: base_pt power="1" toughness="1" possessive=true
                  object: ref
                  duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "base power and toughness, である",
        ja="ターン終了時まで、それは基本のパワーとタフネスが0/2である。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: base_pt power="0" toughness="2" written="である"
                  object: ref
                  duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "base power and toughness, then a keyword",
        ja="エンチャントしているクリーチャーは基本のパワーとタフネスが3/3であり、破壊不能を持つ。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: base_pt power="3" toughness="3" written="である"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="indestructible"
        """,
        engine="compiles",
    ),
    Row(
        "base power and toughness",
        en="Enchanted creature has base power and toughness 1/1.",
        ja="エンチャントしているクリーチャーは基本のパワーとタフネスが1/1になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: base_pt power="1" toughness="1"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: base_pt power="1" toughness="1"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "base power and toughness, until end of turn",
        en="Target creature has base power and toughness 0/2 until end of turn.",
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、"
            "それは基本のパワーとタフネスが0/2になる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: base_pt power="0" toughness="2"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: base_pt power="0" toughness="2"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    # kind: base_stat
    Row(
        "base power alone",
        en="{2}{R}: Card Name has base power 8 until end of turn.",
        ja="(２)(赤)：ターン終了時まで、名前の基本のパワーは８になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}{R}"
                effect: base_stat stat="power" value=8
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}{R}"
                effect: base_stat stat="power" value=8 possessive=true
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile base_stat: a base power or toughness alone (CR 613.4b): the engine's "
            "base power and toughness change sets both"
        ),
        to_ja=False,
    ),
    Row(
        "gains flying and has base toughness",
        en=(
            "{T}: Until end of turn, target creature you control gains flying and has base "
            "toughness 1."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                    abilities[0]: keyword name="flying" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: base_stat stat="toughness" value=1
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile base_stat: a base power or toughness alone (CR 613.4b): the engine's "
            "base power and toughness change sets both"
        ),
    ),
    Row(
        "base power, then another predicate",
        ja="エンチャントしているクリーチャーは基本のパワーが０になり、飛行を持つ。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: base_stat stat="power" value=0
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying"
        """,
        engine=(
            "cannot compile base_stat: a base power or toughness alone (CR 613.4b): the engine's "
            "base power and toughness change sets both"
        ),
        ja_type_line="エンチャント ― オーラ",
    ),
    # kind: becomes_sized
    Row(
        "sized by its mana value",
        en=(
            "Target noncreature artifact becomes an artifact creature with power and toughness "
            "each equal to its mana value until end of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes_sized
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="artifact"
                  becomes: becomes types=["artifact", "creature"]
                    object: ref
                  amount: value_of attribute="mana value"
                    object: ref
                  duration: duration name="until end of turn"
        """,
        engine=(
            "cannot compile becomes_sized: a becomes whose power and toughness are each an amount: "
            "the engine's becomes takes a written power/toughness only"
        ),
    ),
    Row(
        "sized, a state",
        en=(
            "Each noncreature artifact is an artifact creature with power and toughness each equal "
            "to its mana value."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes_sized
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="artifact"
                  becomes: becomes types=["artifact", "creature"] state=true
                    object: ref
                  amount: value_of attribute="mana value"
                    object: ref
        """,
        engine=(
            "cannot compile becomes_sized: a becomes whose power and toughness are each an amount: "
            "the engine's becomes takes a written power/toughness only"
        ),
    ),
    Row(
        "becomes sized (ja)",
        en=(
            "Target noncreature artifact becomes an artifact creature with power and toughness "
            "each equal to its mana value until end of turn."
        ),
        ja=(
            "クリーチャーでないアーティファクト１つを対象とする。ターン終了時まで、それは、"
            "パワーとタフネスがそれぞれそのマナ総量に等しいアーティファクト・クリーチャーになる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes_sized
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="artifact"
                  becomes: becomes types=["artifact", "creature"]
                    object: ref
                  amount: value_of attribute="mana value"
                    object: ref
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes_sized comma=true ja_written="パワーとタフネスがそれぞれ…に等しい"
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="artifact"
                  becomes: becomes types=["artifact", "creature"]
                    object: ref
                  amount: value_of attribute="mana value"
                    object: ref determiner="その"
                  duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile becomes_sized: a becomes whose power and toughness are each an amount: "
            "the engine's becomes takes a written power/toughness only"
        ),
        to_ja=False,
    ),
]
