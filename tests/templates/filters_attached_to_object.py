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
    # kind: cast_by
    Row(
        "spells you cast, 「あなたが唱える…呪文」",
        en="Artifact spells you cast have convoke.",
        ja="あなたが唱えるアーティファクト・呪文は召集を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=1
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="spell" plural=true
                      parts[2]: cast_by action="cast"
                        player: you
                  abilities[0]: keyword name="convoke" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: cast_by action="cast"
                        player: you
                      parts[1]: card_type name="artifact"
                      parts[2]: card_type name="spell"
                  abilities[0]: keyword name="convoke"
        """,
        engine="cannot compile granted keyword: convoke: printed only",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "each spell you cast that's …, 「あなたが唱える…である各呪文」",
        en="Each instant and sorcery spell you cast has replicate.",
        ja="あなたが唱えるインスタントかソーサリーである各呪文は複製を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of head=1
                      parts[0]: any_of conjunction="and"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                      parts[2]: cast_by action="cast"
                        player: you
                  abilities[0]: keyword name="replicate" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: cast_by action="cast"
                        player: you
                      parts[1]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[2]: card_type name="spell"
                  abilities[0]: keyword name="replicate"
        """,
        engine="cannot compile granted keyword: replicate: printed only",
        to_en=False,
    ),
    Row(
        "cards you've drawn this turn",
        en="You gain 1 life for each card you've drawn this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: cast_by action="draw" perfect=true
                        player: you
                        duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "you've cast this turn (en)",
        en="When Card Name enters, scry X, where X is the number of spells you've cast this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="spell" plural=true
                          parts[1]: cast_by action="cast" perfect=true
                            player: you
                            duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "damage for each, inside",
        ja=(
            "タップ状態のクリーチャー１体を対象とする。名前はそれに、"
            "このターンにあなたが引いたカード１枚につき２点のダメージを与える。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: deal_damage recipient_comma=true
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: status name="tapped"
                        parts[1]: card_type name="creature"
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: cast_by action="draw"
                        player: you
                        duration: duration name="this turn"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "damage for each card drawn this turn",
        en=(
            "Card Name deals 2 damage to target tapped creature for each card you've drawn this "
            "turn."
        ),
        ja=(
            "タップ状態のクリーチャー１体を対象とする。このターンにあなたが引いたカード１枚につき、"
            "名前はそれに２点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="target"
                      filter: all_of
                        parts[0]: status name="tapped"
                        parts[1]: card_type name="creature"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: cast_by action="draw" perfect=true
                        player: you
                        duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: status name="tapped"
                        parts[1]: card_type name="creature"
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: cast_by action="draw"
                        player: you
                        duration: duration name="this turn"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "spells you cast that are instants or sorceries",
        ja="あなたが唱えてインスタントやソーサリーである各呪文はストームを持つ。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: cast_by action="cast" te_form=true
                        player: you
                      parts[1]: any_of conjunction="や"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[2]: card_type name="spell"
                  abilities[0]: keyword name="storm"
        """,
        engine="cannot compile granted keyword: storm: printed only",
    ),
]
