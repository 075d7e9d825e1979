"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: cant_have
    Row(
        "can't have or gain",
        en="Creatures your opponents control lose flying and can't have or gain flying.",
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
        engine=(
            "cannot compile cant_have: abilities an object can't have: the engine has no rule that "
            "removes abilities as they are granted"
        ),
    ),
    Row(
        "can't have either",
        en=(
            "{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and "
            "shroud and can't have hexproof or shroud."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                costs[1]: tap_cost
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: lose_ability
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by opponents=true
                          player: player quantifier="a" noun="opponent"
                    abilities[0]: keyword name="hexproof" case="lower"
                    abilities[1]: keyword name="shroud" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: cant_have
                    object: ref elided=true
                    abilities[0]: keyword name="hexproof" case="lower"
                    abilities[1]: keyword name="shroud" case="lower"
                    duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile cant_have: abilities an object can't have: the engine has no rule that "
            "removes abilities as they are granted"
        ),
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
    # kind: change_text
    Row(
        "change the text: one color word with another",
        en=(
            "Change the text of target spell or permanent by replacing all instances of one color "
            "word with another."
        ),
        ja=(
            "呪文１つかパーマネント１つを対象とする。"
            "それに書かれた色を表す単語１種類をすべて別の色の単語１種類に置き換える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: change_text words=["color word"]
                  object: objects quantifier="target"
                    filter: any_of
                      options[0]: card_type name="spell"
                      options[1]: card_type name="permanent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: change_text words=["color word"]
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: any_of
                      options[0]: card_type name="spell"
                      options[1]: card_type name="permanent"
        """,
        engine="cannot compile change_text: a text-changing effect (CR 612)",
    ),
    Row(
        "change the text: a color word or a basic land type, until end of turn",
        en=(
            "Change the text of target permanent by replacing all instances of one color word with "
            "another or one basic land type with another until end of turn."
        ),
        ja=(
            "パーマネント１つを対象とする。ターン終了時まで、"
            "それに書かれた色を表す単語１種類をすべて別の色の単語１種類に置き換える。または、"
            "基本土地タイプ１種類をすべて別の基本土地タイプ１種類に置き換える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: change_text words=["color word", "basic land type"]
                  object: objects quantifier="target"
                    filter: card_type name="permanent"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: change_text words=["color word", "basic land type"]
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="permanent"
                  duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile change_text: a text-changing effect (CR 612)",
    ),
    # kind: every_type
    Row(
        "every creature type after a power/toughness change",
        en="Equipped creature gets +1/+1 and is every creature type.",
        ja="装備しているクリーチャーは+1/+1の修整を受け、すべてのクリーチャー・タイプである。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: every_type types="creature" verb="is"
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: every_type types="creature" verb="is"
                    object: ref elided=true
        """,
        engine=(
            "cannot compile every_type: an object of every creature type or basic land type (CR "
            "205.3m): the engine keeps no list of all subtypes to give"
        ),
        to_ja=False,
    ),
    Row(
        "gains all creature types until end of turn",
        en="Until end of turn, creatures you control get +2/+0 and gain all creature types.",
        ja=(
            "ターン終了時まで、あなたがコントロールしているクリーチャーは+2/+0の修整を受け、"
            "すべてのクリーチャー・タイプを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+2" toughness="+0"
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
                    duration: duration name="until end of turn" first=true
                  steps[1]: every_type types="creature" verb="gain"
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+2" toughness="+0"
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: every_type types="creature" verb="gain"
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile every_type: an object of every creature type or basic land type (CR "
            "205.3m): the engine keeps no list of all subtypes to give"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "every basic land type in addition to its other types",
        en="Enchanted land is every basic land type in addition to its other types.",
        ja="エンチャントしている土地は、他のタイプに加えてすべての基本土地タイプでもある。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: every_type types="basic land" in_addition=true verb="is"
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: every_type types="basic land" in_addition=true verb="is" comma=true possessive="" also=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
        """,
        engine=(
            "cannot compile every_type: an object of every creature type or basic land type (CR "
            "205.3m): the engine keeps no list of all subtypes to give"
        ),
        to_ja=False,
    ),
    # kind: gain_ability
    Row(
        "another target",
        en=(
            "When Card Name enters, another target permanent gains indestructible until end of "
            "turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" other=true
                    filter: card_type name="permanent"
                  abilities[0]: keyword name="indestructible" case="lower"
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "これ以外で",
        ja="これ以外であなたがコントロールしている各アーティファクト・クリーチャーは速攻を持つ。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each" other=true other_word="これ以外で"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="artifact"
                      parts[2]: card_type name="creature"
                  abilities[0]: keyword name="haste"
        """,
        engine="compiles",
    ),
    Row(
        "continuous",
        en="Target creature gets +1/+0 and gains first strike until end of turn.",
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、"
            "それは+1/+0の修整を受け先制攻撃を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="first strike" case="lower"
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[""]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="first strike"
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "gets and gains until end of turn, 「…はターン終了時まで…の修整を受け…を得る」",
        en="Target creature gets +2/+0 and gains first strike until end of turn.",
        ja="クリーチャー１体を対象とする。それはターン終了時まで+2/+0の修整を受け先制攻撃を得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+2" toughness="+0"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="first strike" case="lower"
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[""]
                  steps[0]: modify_pt power="+2" toughness="+0"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" after_subject=true
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="first strike"
                    duration: duration name="until end of turn" after_subject=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "each get, 「それらはそれぞれ…の修整を受け」",
        ja=(
            "クリーチャー最大２体を対象とする。ターン終了時まで、"
            "それらはそれぞれ+1/+0の修整を受け、先制攻撃を得る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+1" toughness="+0" respectively="それぞれ"
                    object: objects quantifier="up to target" counter="体" declared=""
                      count: number value=2
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="first strike"
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "a player has a keyword",
        en="You have hexproof.",
        ja="あなたは呪禁を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: you
                  abilities[0]: keyword name="hexproof" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: you written=true
                  abilities[0]: keyword name="hexproof"
        """,
        engine="compiles",
    ),
    Row(
        "a list of predicates",
        en=(
            "Target creature gets +2/+0, gains flying, and attacks each combat if able until end "
            "of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: modify_pt power="+2" toughness="+0"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: gain_ability verb="gain"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                    duration: duration name="until end of turn"
                  steps[2]: restriction rule="attacks each combat if able"
                    object: ref elided=true
                    duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "gets, has and attacks each combat",
        en="Card Name gets +2/+2, has flying, and attacks each combat if able.",
        ja="名前は+2/+2の修整を受け、飛行を持ち、各戦闘で可能なら攻撃する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                  steps[2]: restriction rule="attacks each combat if able"
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and", "and"] connectives=["、", "、"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying"
                  steps[2]: restriction rule="attacks each combat if able"
                    object: ref elided=true
        """,
        engine="compiles",
    ),
]
