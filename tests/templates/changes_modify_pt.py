"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: modify_pt
    # the plural of an enchantment type (CR 205.3h) a card's type line never printed
    Row(
        "shards, a plural subtype",
        en="Shards you control get +1/+1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: subtype name="Shard" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        engine="compiles",
    ),
    Row(
        "at the beginning of each combat",
        en="At the beginning of each combat, target creature gets +1/+1 until end of turn.",
        ja=(
            "各戦闘の開始時に、クリーチャー１体を対象とする。ターン終了時まで、"
            "それは+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="combat"
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="combat"
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "gets until end of turn, 「…は、ターン終了時まで…の修整を受ける」",
        en="Target creature gets -3/-3 until end of turn.",
        ja="クリーチャー１体を対象とする。それは、ターン終了時まで-3/-3の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modify_pt power="-3" toughness="-3"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modify_pt power="-3" toughness="-3" comma=true
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn" after_subject=true
        """,
        engine="compiles",
        to_ja=False,
    ),
]
