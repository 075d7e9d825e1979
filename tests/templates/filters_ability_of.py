"""Template rows of the filters family (scryc/ast/filters.py): abilities of other objects,
one keyword of several, and a spell's only target.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: ability_of
    Row(
        "activated abilities of objects cost less",
        en="Activated abilities of creatures you control cost {2} less to activate.",
        ja=(
            "あなたがコントロールしているクリーチャーの起動型能力を起動するためのコストは(２)少なく"
            "なる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" reduce=true action="activate"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="activated ability" plural=true
                      parts[1]: ability_of
                        object: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="creature" plural=true
                            parts[1]: controlled_by
                              player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" reduce=true action="activate"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: card_type name="activated ability"
                      parts[1]: ability_of
                        object: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="creature"
        """,
        engine="cannot compile cost_change: activate, for each",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "activated abilities of objects can't be activated",
        en="Activated abilities of artifacts can't be activated.",
        ja="アーティファクトの起動型能力は起動できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="activated abilities can't be activated"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="artifact" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="activated abilities can't be activated"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="artifact"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: has_any_ability
    Row(
        "with one keyword of two",
        en="Card Name can't be blocked except by creatures with flying or reach.",
        ja="名前は、飛行か到達を持つクリーチャーによってしかブロックされない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  only: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_any_ability
                        keywords[0]: keyword name="flying" case="lower"
                        keywords[1]: keyword name="reach" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked" comma=true
                  object: self_ref short=true
                  only: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_any_ability
                        keywords[0]: keyword name="flying"
                        keywords[1]: keyword name="reach"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "without either keyword",
        en=(
            "Creatures your opponents control without flying or reach can't block creatures with "
            "power 2 or less."
        ),
        ja=(
            "対戦相手がコントロールしていて飛行も到達も持たないクリーチャーでは、"
            "パワーが２以下のクリーチャーをブロックできない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't block"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
                      parts[2]: negated
                        filter: has_any_ability
                          keywords[0]: keyword name="flying" case="lower"
                          keywords[1]: keyword name="reach" case="lower"
                  by: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="le"
                        value: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't block" comma=true topic="では"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: player quantifier="a" noun="opponent"
                      parts[1]: negated
                        filter: has_any_ability
                          keywords[0]: keyword name="flying"
                          keywords[1]: keyword name="reach"
                      parts[2]: card_type name="creature"
                  by: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="le"
                        value: number value=2
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: targeting_only
    Row(
        "spell that targets only the card",
        en="{R}: Change the target of target spell that targets only Card Name.",
        ja="(赤)：名前だけを対象とする呪文１つを対象とし、その対象を変更する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{R}"
                effect: change_target
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: targeting_only
                        object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{R}"
                effect: change_target sono=true
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: targeting_only dake=true
                        object: self_ref short=true
                      parts[1]: card_type name="spell"
        """,
        engine=(
            "cannot compile change_target: changing a spell's or ability's target (CR 115.7a): no "
            "targets on the engine's stack to change"
        ),
        to_ja=False,
    ),
    Row(
        "any number of other",
        en="Sacrifice any number of other creatures.",
        ja="望む数の他のクリーチャーを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: you
                  object: objects quantifier="any number" other=true
                    filter: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: you
                  object: objects quantifier="any number" other=true other_word="他の"
                    filter: card_type name="creature"
        """,
        engine="cannot compile objects.other: other than what a spell named before",
        to_ja=False,
    ),
]
