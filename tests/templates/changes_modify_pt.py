"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

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
    Row(
        "words of the description before each",
        en="Each legendary creature you control gets +1/+1.",
        ja="あなたがコントロールしている伝説の各クリーチャーは+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="each"
                    filter: all_of head=1
                      parts[0]: subtype name="legendary"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="each" words_first=1
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: subtype name="legendary"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "objects each get",
        en="Up to two target creatures each get +1/+1 until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="up to target" each_after=true
                    count: number value=2 form="word"
                    filter: card_type name="creature" plural=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    # kind: pay_to_end
    Row(
        "loses this ability, pay to end this effect",
        en=(
            "{W}, {T}: Card Name loses this ability and becomes an Aura enchantment with enchant "
            "creature. Attach it to target creature. You may pay {W} to end this effect."
        ),
        ja=(
            "(白),(Ｔ)：クリーチャー１体を対象とする。名前はこの能力を失い、"
            "エンチャント（クリーチャー）を持つオーラ・エンチャントになる。"
            "これをそのクリーチャーにつける。あなたは、この効果を、"
            "(白)を支払うことで終わらせてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{W}"
                costs[1]: tap_cost
                effect: sequence joins=["and", "sentence", "sentence"] connectives=[" and", ".", "."]
                  steps[0]: lose_ability
                    object: self_ref short=true
                    abilities[0]: this_ability
                  steps[1]: becomes types=["Aura", "enchantment"]
                    object: ref elided=true
                    abilities[0]: keyword name="enchant" case="lower"
                      filter: card_type name="creature"
                  steps[2]: attach
                    object: ref
                    to: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[3]: optional
                    player: you
                    effect: pay_to_end symbols="{W}"
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{W}"
                costs[1]: tap_cost
                effect: sequence joins=["and", "sentence", "sentence"] connectives=["、", "。", "。"]
                  steps[0]: lose_ability
                    object: self_ref short=true
                    abilities[0]: this_ability
                  steps[1]: becomes types=["Aura", "enchantment"]
                    object: ref elided=true
                    abilities[0]: keyword name="enchant"
                      filter: card_type name="creature"
                  steps[2]: attach
                    object: self_ref pronoun=true
                    to: objects quantifier="target" counter="体" declared="creature"
                      filter: card_type name="creature"
                  steps[3]: optional
                    player: you comma=true
                    effect: pay_to_end symbols="{W}"
                      player: you
        """,
        engine="cannot compile lose_ability: no losing of this_ability",
        to_ja=False,
        to_en=False,
        type_line="Creature — Licid",
        ja_type_line="クリーチャー ― リシド",
    ),
]
