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
]
