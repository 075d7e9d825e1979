"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: attached_to_object
    Row(
        "for each Aura and Equipment attached to",
        en="Card Name gets +2/+2 for each Aura and Equipment attached to it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: any_of conjunction="and"
                        options[0]: subtype name="Aura"
                        options[1]: subtype name="Equipment"
                      parts[1]: attached_to_object
                        object: ref
        """,
        engine="compiles",
    ),
    Row(
        "Auras and Equipment attached to this",
        ja="名前は、これについているオーラや装備品１つにつき+2/+2の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+2" toughness="+2" comma=true
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: attached_to_object verb="ついている"
                        object: self_ref pronoun=true
                      parts[1]: any_of conjunction="や"
                        options[0]: subtype name="Aura"
                        options[1]: subtype name="Equipment"
        """,
        engine="compiles",
    ),
    Row(
        "Equipment attached to it, written 付けられている",
        ja="名前はそれに付けられている装備品１つにつき+2/+2の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: attached_to_object verb="付けられている"
                        object: ref
                      parts[1]: subtype name="Equipment"
        """,
        engine="compiles",
    ),
    Row(
        "a count of the Auras attached to an object",
        en="Card Name gets +2/+2 for each Aura attached to it.",
        ja="名前はそれにつけられているオーラ１つにつき+2/+2の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: subtype name="Aura"
                      parts[1]: attached_to_object
                        object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: attached_to_object verb="つけられている"
                        object: ref
                      parts[1]: subtype name="Aura"
        """,
        engine="compiles",
    ),
    Row(
        "all Equipment attached to an object",
        en=(
            "Card Name deals 5 damage to target creature. Destroy all Equipment attached to that "
            "creature."
        ),
        ja=(
            "クリーチャー１体を対象とする。名前はそれに５点のダメージを与える。"
            "そのクリーチャーにつけられているすべての装備品を破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=5 form="digits"
                    recipient: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: destroy
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: subtype name="Equipment"
                        parts[1]: attached_to_object
                          object: ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=5
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: destroy
                    object: objects quantifier="all"
                      filter: all_of
                        parts[0]: attached_to_object verb="つけられている"
                          object: ref noun="creature"
                        parts[1]: subtype name="Equipment"
        """,
        engine="compiles",
    ),
    # kind: blocking_object
    Row(
        "creatures blocking it",
        en=(
            "Whenever Card Name becomes blocked, each creature blocking it gets -1/-1 until end of "
            "turn."
        ),
        ja=(
            "名前がブロックされた状態になるたび、ターン終了時まで、"
            "それをブロックしている各クリーチャーは-1/-1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_blocked
                  object: self_ref short=true
                effect: modify_pt power="-1" toughness="-1"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: blocking_object
                        object: ref
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_blocked
                  object: self_ref short=true
                effect: modify_pt power="-1" toughness="-1"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: blocking_object
                        object: ref
                      parts[1]: card_type name="creature"
                  duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile blocking_object: no record of which creature blocks which",
    ),
    Row(
        "creatures blocking or blocked by it",
        en="When Card Name dies, destroy all creatures blocking or blocked by it.",
        ja=(
            "名前が死亡したとき、"
            "それをブロックしているかそれによってブロックされているすべてのクリーチャーを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: blocking_object blocked_by=true
                        object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: blocking_object blocked_by=true
                        object: ref
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile blocking_object: no record of which creature blocks which",
    ),
    Row(
        "at end of combat, a permanent's trigger",
        en="At end of combat, destroy all creatures blocking or blocked by Card Name.",
        ja=(
            "戦闘終了時に、"
            "名前をブロックしているか名前にブロックされているすべてのクリーチャーを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end of combat"
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: blocking_object blocked_by=true
                        object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end of combat"
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: blocking_object blocked_by=true ni=true
                        object: self_ref short=true
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile blocking_object: no record of which creature blocks which",
        to_ja=False,
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
    # kind: chosen_color
    Row(
        "protection from the chosen color",
        en="Enchanted creature has protection from the chosen color.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                  abilities[0]: keyword name="protection from" case="lower"
                    filter: chosen_color
        """,
        engine="cannot compile chosen_color: a color chosen other than before it",
    ),
    Row(
        "choose a color, then protection from the chosen color",
        ja=(
            "あなたがコントロールしているクリーチャー１体を対象とする。色１色を選ぶ。"
            "ターン終了時まで、それはプロテクション（その選ばれた色）を得る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: choose_value value="color"
                    player: you
                  steps[1]: gain_ability verb="gain"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                    abilities[0]: keyword name="protection from"
                      filter: chosen_color that=true
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "protection from the color of your choice",
        en=(
            "Target creature you control gains protection from the color of your choice until end "
            "of turn."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体を対象とする。ターン終了時まで、"
            "それはプロテクション（あなたが選んだ色１色）を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_ability verb="gain"
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                  abilities[0]: keyword name="protection from" case="lower"
                    filter: chosen_color now=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  abilities[0]: keyword name="protection from"
                    filter: chosen_color now=true
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
]
