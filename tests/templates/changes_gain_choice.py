"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: gain_choice
    Row(
        "gains your choice of (ja)",
        en=(
            "Sacrifice another creature: Card Name gains your choice of vigilance, lifelink, or "
            "haste until end of turn."
        ),
        ja=(
            "他のクリーチャー１体を生け贄に捧げる：ターン終了時まで、名前は警戒か絆魂か速攻のうち、"
            "あなたが選んだ１つを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true
                      filter: card_type name="creature"
                effect: gain_choice
                  object: self_ref short=true
                  options[0]: keyword name="vigilance" case="lower"
                  options[1]: keyword name="lifelink" case="lower"
                  options[2]: keyword name="haste" case="lower"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true counter="体" other_word="他の"
                      filter: card_type name="creature"
                effect: gain_choice ja_written="のうち、あなたが選んだ１つを" ja_join="か"
                  object: self_ref short=true
                  options[0]: keyword name="vigilance"
                  options[1]: keyword name="lifelink"
                  options[2]: keyword name="haste"
                  duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile gain_choice: an ability chosen among several as the effect resolves: "
            "the engine's agent is offered no choice of abilities"
        ),
        to_ja=False,
    ),
    Row(
        "your choice of three",
        en="{G}: Card Name gains your choice of reach, trample, or haste until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: gain_choice
                  object: self_ref short=true
                  options[0]: keyword name="reach" case="lower"
                  options[1]: keyword name="trample" case="lower"
                  options[2]: keyword name="haste" case="lower"
                  duration: duration name="until end of turn"
        """,
        engine=(
            "cannot compile gain_choice: an ability chosen among several as the effect resolves: "
            "the engine's agent is offered no choice of abilities"
        ),
    ),
    Row(
        "your choice of two",
        en=(
            "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end "
            "of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: gain_choice
                    object: ref elided=true
                    options[0]: keyword name="deathtouch" case="lower"
                    options[1]: keyword name="lifelink" case="lower"
                    duration: duration name="until end of turn"
        """,
        engine=(
            "cannot compile gain_choice: an ability chosen among several as the effect resolves: "
            "the engine's agent is offered no choice of abilities"
        ),
    ),
    # kind: granted_if
    Row(
        "each ability granted under its own condition, a list",
        en=(
            "Creatures you control have vigilance if it's white, hexproof if it's blue, and "
            "trample if it's green."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  each_if[0]: granted_if
                    abilities[0]: keyword name="vigilance" case="lower"
                    condition: object_is
                      object: ref
                      filter: color name="white"
                  each_if[1]: granted_if
                    abilities[0]: keyword name="hexproof" case="lower"
                    condition: object_is
                      object: ref
                      filter: color name="blue"
                  each_if[2]: granted_if
                    abilities[0]: keyword name="trample" case="lower"
                    condition: object_is
                      object: ref
                      filter: color name="green"
        """,
        engine="cannot compile granted_if: an ability granted under its own condition",
    ),
    Row(
        "each ability granted under its own condition",
        en=(
            "Until your next turn, it gains trample if you control a Dwarf and hexproof if you "
            "control an Elf."
        ),
        ja=(
            "あなたの次のターンまで、それは、"
            "あなたがドワーフをコントロールしているならトランプルを、"
            "あなたがエルフをコントロールしているなら呪禁を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_ability verb="gain"
                  object: ref
                  duration: duration name="until your next turn" first=true
                  each_if[0]: granted_if
                    abilities[0]: keyword name="trample" case="lower"
                    condition: you_control
                      objects: objects quantifier="a"
                        filter: subtype name="Dwarf"
                      player: you
                  each_if[1]: granted_if
                    abilities[0]: keyword name="hexproof" case="lower"
                    condition: you_control
                      objects: objects quantifier="a"
                        filter: subtype name="Elf"
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_ability verb="gain" comma=true
                  object: ref
                  duration: duration name="until your next turn" first=true
                  each_if[0]: granted_if
                    abilities[0]: keyword name="trample"
                    condition: you_control
                      objects: objects quantifier="a" bare=true
                        filter: subtype name="Dwarf"
                      player: you
                  each_if[1]: granted_if
                    abilities[0]: keyword name="hexproof"
                    condition: you_control
                      objects: objects quantifier="a" bare=true
                        filter: subtype name="Elf"
                      player: you
        """,
        engine="cannot compile ref: no record of what “it” refers to",
        to_ja=False,
        to_en=False,
    ),
    # kind: lose_ability
    Row(
        "lose a keyword",
        en="Creatures your opponents control lose flying.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: lose_ability
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
                  abilities[0]: keyword name="flying" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "飛行を失う",
        ja="対戦相手がコントロールしているクリーチャーは飛行を失う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: lose_ability
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
                  abilities[0]: keyword name="flying"
        """,
        engine="compiles",
    ),
    Row(
        "loses a keyword",
        en="Target creature gets -2/-0 and loses flying until end of turn.",
        ja="クリーチャー１体を対象とする。ターン終了時まで、それは-2/-0の修整を受け飛行を失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="-2" toughness="-0"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: lose_ability
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[""]
                  steps[0]: modify_pt power="-2" toughness="-0"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: lose_ability
                    object: ref elided=true
                    abilities[0]: keyword name="flying"
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "loses all abilities",
        en="Target creature loses all abilities until end of turn.",
        ja="クリーチャー１体を対象とする。ターン終了時まで、それはすべての能力を失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: lose_ability all_abilities=true
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_ability all_abilities=true
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "is a creature with base power and toughness, static",
        en=(
            "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all "
            "abilities."
        ),
        ja=(
            "エンチャントしているクリーチャーは、"
            "基本のパワーとタフネスが0/4のツリーフォークであり、すべての能力を失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: becomes power_toughness="0/4" types=["Treefolk"] state=true base_written=true
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: lose_ability all_abilities=true
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: becomes power_toughness="0/4" types=["Treefolk"] state=true comma=true base_written=true
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: lose_ability all_abilities=true
                    object: ref elided=true
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
        to_ja=False,
        to_en=False,
        type_line="Enchantment — Aura",
        ja_type_line="エンチャント ― オーラ",
    ),
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
