"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
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
    Row(
        "predicates joined by とともに",
        en=(
            "Until end of turn, target creature gains trample and gets +X/+X, where X is the "
            "number of creatures you control."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、"
            "それはトランプルを得るとともに+X/+Xの修整を受ける。"
            "Ｘはあなたがコントロールしているクリーチャーの数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="trample" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: modify_pt power="+X" toughness="+X"
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
                    variable: variable name="X"
                      definition: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="creature" plural=true
                            parts[1]: controlled_by
                              player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["とともに"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    abilities[0]: keyword name="trample"
                    duration: duration name="until end of turn" first=true
                  steps[1]: modify_pt power="+X" toughness="+X"
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
                    variable: variable name="X"
                      definition: count_of
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
