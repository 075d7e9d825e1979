"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: modify_pt
    Row(
        "a list of subtypes, and",
        en="Other Rabbits, Bats, Birds, and Mice you control get +1/+1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" other=true
                    filter: all_of head=0
                      parts[0]: any_of conjunction="and"
                        options[0]: subtype name="Rabbit" plural=true
                        options[1]: subtype name="Bat" plural=true
                        options[2]: subtype name="Bird" plural=true
                        options[3]: subtype name="Mouse" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        engine="compiles",
    ),
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
        "all other of a list of subtypes",
        ja=(
            "あなたがコントロールしていてこれでないすべての兎やコウモリや鳥やハツカネズミは+1/+1の"
            "修整を受ける。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" other=true other_word="これでない"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: any_of conjunction="や"
                        options[0]: subtype name="Rabbit"
                        options[1]: subtype name="Bat"
                        options[2]: subtype name="Bird"
                        options[3]: subtype name="Mouse"
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
        "a list of subtypes joined by and",
        en="Other Rabbits, Bats, Birds, or Mice you control get +1/+1.",
        ja=(
            "あなたがコントロールしている他のすべての兎かコウモリか鳥かハツカネズミは+1/+1の修整を"
            "受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" other=true
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: subtype name="Rabbit" plural=true
                        options[1]: subtype name="Bat" plural=true
                        options[2]: subtype name="Bird" plural=true
                        options[3]: subtype name="Mouse" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" other=true other_word="他の"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: any_of conjunction="か"
                        options[0]: subtype name="Rabbit"
                        options[1]: subtype name="Bat"
                        options[2]: subtype name="Bird"
                        options[3]: subtype name="Mouse"
        """,
        engine="compiles",
    ),
    Row(
        "must be blocked this turn if able (en)",
        en="Target creature gets +3/+3 until end of turn and must be blocked this turn if able.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+3" toughness="+3"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: restriction rule="must be blocked if able"
                    object: ref elided=true
                    duration: duration name="this turn"
        """,
        engine="cannot compile restriction: must be blocked if able: not enforced by the engine",
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
]
