"""Template rows of the changes family (scryc/ast/changes.py): one base stat, all colors, and the
Japanese of becomes_sized, gain_choice, abilities_of and cant_have.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
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
    Row(
        "gains your choice of (ja)",
        en=(
            "Sacrifice another creature: Card Name gains your choice of vigilance, lifelink, or "
            "haste until end of turn."
        ),
        ja=(
            "他のクリーチャー１体を生け贄に捧げる：ターン終了時まで、名前は警戒か絆魂か速攻のうち、"
            "あなたが選んだ１つを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true
                      filter: card_type name="creature"
                effect: gain_choice
                  object: self_ref short=true
                  options[0]: keyword name="vigilance" case="lower"
                  options[1]: keyword name="lifelink" case="lower"
                  options[2]: keyword name="haste" case="lower"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true counter="体" other_word="他の"
                      filter: card_type name="creature"
                effect: gain_choice ja_written="のうち、あなたが選んだ１つを" ja_join="か"
                  object: self_ref short=true
                  options[0]: keyword name="vigilance"
                  options[1]: keyword name="lifelink"
                  options[2]: keyword name="haste"
                  duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile gain_choice: an ability chosen among several as the effect resolves: "
            "the engine's agent is offered no choice of abilities"
        ),
        to_ja=False,
    ),
    Row(
        "can't have or gain (ja)",
        en="Creatures your opponents control lose flying and can't have or gain flying.",
        ja=(
            "対戦相手がコントロールしているクリーチャーは飛行を失うとともに、"
            "飛行を持つことも得ることもできない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: lose_ability
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by opponents=true
                          player: player quantifier="a" noun="opponent"
                    abilities[0]: keyword name="flying" case="lower"
                  steps[1]: cant_have or_gain=true
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["とともに、"]
                  steps[0]: lose_ability
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: player quantifier="a" noun="opponent"
                        parts[1]: card_type name="creature"
                    abilities[0]: keyword name="flying"
                  steps[1]: cant_have or_gain=true
                    object: ref elided=true
                    abilities[0]: keyword name="flying"
        """,
        engine=(
            "cannot compile cant_have: abilities an object can't have: the engine has no rule that "
            "removes abilities as they are granted"
        ),
        to_ja=False,
        to_en=False,
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
    Row(
        "its mana value",
        en="Destroy target artifact. You gain life equal to its mana value.",
        ja=(
            "アーティファクト１つを対象とし、それを破壊する。あなたは、"
            "そのマナ総量に等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="artifact"
                  steps[1]: gain_life
                    player: you written=true
                    amount: value_of attribute="mana value"
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: card_type name="artifact"
                  steps[1]: gain_life
                    player: you written=true comma=true
                    amount: value_of attribute="mana value"
                      object: ref determiner="その"
        """,
        engine="compiles",
        to_ja=False,
    ),
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
]
