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
    # kind: change_target
    Row(
        "change the target of a spell with a single target",
        en="Change the target of target spell with a single target.",
        ja="単一の対象を持つ呪文１つを対象とし、それの対象を変更する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: change_target
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: single_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: change_target
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: single_target
                      parts[1]: card_type name="spell"
        """,
        engine=(
            "cannot compile change_target: changing a spell's or ability's target (CR 115.7a): no "
            "targets on the engine's stack to change"
        ),
        to_ja=False,
    ),
    Row(
        "change the target of an activated ability",
        en="Change the target of target activated ability with a single target.",
        ja="単一の対象を取る起動型能力１つを対象とし、その対象を変える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: change_target
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="activated ability"
                      parts[1]: single_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: change_target verb="変える" sono=true
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: single_target verb="取る"
                      parts[1]: card_type name="activated ability"
        """,
        engine=(
            "cannot compile change_target: changing a spell's or ability's target (CR 115.7a): no "
            "targets on the engine's stack to change"
        ),
        to_ja=False,
    ),
    Row(
        "change the target unless its controller pays",
        en=(
            "Change the target of target spell with a single target unless that spell's controller "
            "pays {2}."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: unless
                  effect: change_target
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="spell"
                        parts[1]: single_target
                  player: controller_of
                    object: ref noun="spell"
                  action: pay_mana symbols="{2}"
                    player: controller_of
                      object: ref noun="spell"
        """,
        engine="cannot compile unless: another player chooses whether to act",
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
]
