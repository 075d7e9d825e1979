"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: attached_to
    Row(
        "restated subject can't block",
        en="Equipped creature gets +2/+2 and can't block.",
        ja="装備しているクリーチャーは+2/+2の修整を受け、それではブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't block"
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't block"
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "for each, and has",
        en="Enchanted creature gets +1/+1 for each Plains you control and has flying.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: for_each
                    effect: modify_pt power="+1" toughness="+1"
                      object: attached_to relation="enchanted"
                        filter: card_type name="creature"
                    objects: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: subtype name="Plains"
                        parts[1]: controlled_by
                          player: you
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "can't be the target of",
        en="Enchanted creature can't be the target of spells.",
        ja="エンチャントしているクリーチャーは呪文の対象にならない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be the target of"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                  by: objects quantifier="all" bare=true
                    filter: card_type name="spell" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be the target of"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                  by: objects quantifier="a" bare=true
                    filter: card_type name="spell"
        """,
        engine="cannot compile restriction: can't be the target of: not enforced by the engine",
        to_en=False,
    ),
    Row(
        "has a keyword and can block",
        en="Equipped creature has vigilance and can block an additional creature each combat.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_ability verb="have"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="vigilance" case="lower"
                  steps[1]: restriction rule="can block an additional creature each combat"
                    object: ref elided=true
        """,
        engine="compiles",
    ),
    Row(
        "its activated abilities can't be activated, after a comma",
        en=(
            "Enchanted creature can't attack or block, and its activated abilities can't be "
            "activated."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[", and"]
                  steps[0]: restriction rule="can't attack or block"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="activated abilities can't be activated"
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "that it can attack as though",
        ja="エンチャントしている壁は、それが防衛を持たないかのように攻撃できる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can attack as though it didn't have defender" comma=true written="それが防衛を持たないかのように攻撃できる"
                  object: attached_to relation="enchanted"
                    filter: subtype name="Wall"
        """,
        engine="compiles",
    ),
    Row(
        "its activated abilities can't be activated",
        en=(
            "Enchanted creature can't attack or block and its activated abilities can't be "
            "activated."
        ),
        ja=(
            "エンチャントしているクリーチャーでは攻撃もブロックもできず、"
            "それの起動型能力は起動できない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: restriction rule="can't attack or block"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="activated abilities can't be activated"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: restriction rule="can't attack or block"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="activated abilities can't be activated"
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "can't attack <player>",
        en="Equipped creature gets +2/+2 and can't attack you.",
        ja="装備しているクリーチャーは+2/+2の修整を受け、あなたを攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't attack"
                    object: ref elided=true
                    by: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't attack"
                    object: ref elided=true
                    by: you
        """,
        engine="compiles",
    ),
    Row(
        "in addition to its other creature types",
        en="Equipped creature is a Pirate in addition to its other types.",
        ja="装備しているクリーチャーは、他のタイプに加えて海賊でもある。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes types=["Pirate"] in_addition=true state=true
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes types=["Pirate"] in_addition=true state=true comma=true also=true possessive=""
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "restated subject is",
        en=(
            "Enchanted creature gets +4/+4, has flying and first strike, and is an Angel in "
            "addition to its other types."
        ),
        ja=(
            "エンチャントしているクリーチャーは+4/+4の修整を受け、飛行と先制攻撃を持ち、"
            "それはそれの他のタイプに加えて天使である。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: modify_pt power="+4" toughness="+4"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                    abilities[1]: keyword name="first strike" case="lower"
                  steps[2]: becomes types=["Angel"] in_addition=true state=true
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=["、", "、"]
                  steps[0]: modify_pt power="+4" toughness="+4"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying"
                    abilities[1]: keyword name="first strike"
                  steps[2]: becomes types=["Angel"] in_addition=true state=true possessive="それの"
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "is a type in addition to its other types (en)",
        en=(
            "Enchanted creature gets +1/+2, has flying, and is an Angel in addition to its other "
            "types."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: modify_pt power="+1" toughness="+2"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                  steps[2]: becomes types=["Angel"] in_addition=true state=true
                    object: ref elided=true
        """,
        engine="compiles",
    ),
    Row(
        "…は5/6の緑の…である",
        ja="エンチャントしている土地は、5/6の緑のツリーフォーク・クリーチャーである。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes power_toughness="5/6" colors=["green"] types=["Treefolk", "creature"] pt_first=true state=true comma=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "…は黒の3/3の…である",
        ja="エンチャントしている土地は、黒の3/3のウーズ・クリーチャーである。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes power_toughness="3/3" colors=["black"] types=["Ooze", "creature"] state=true comma=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "is a creature with base power and toughness in addition to its other types",
        en=(
            "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its "
            "other types."
        ),
        ja=(
            "エンチャントしているアーティファクトは、"
            "他のタイプに加えて基本のパワーとタフネスが5/5のクリーチャーである。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: becomes power_toughness="5/5" types=["creature"] in_addition=true state=true base_written=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: becomes power_toughness="5/5" types=["creature"] in_addition=true state=true comma=true possessive="" base_written=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="artifact"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Enchantment — Aura",
        ja_type_line="エンチャント ― オーラ",
    ),
    Row(
        "a type added in addition to its other colors and types",
        en=(
            "Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors "
            "and types."
        ),
        ja=(
            "エンチャントしているクリーチャーは-1/-1の修整を受け、"
            "それの他の色やタイプに加えて黒のゾンビである。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="-1" toughness="-1"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: becomes colors=["black"] types=["Zombie"] in_addition=true colors_added=true state=true
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="-1" toughness="-1"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: becomes colors=["black"] types=["Zombie"] in_addition=true colors_added=true state=true possessive="それの"
                    object: ref elided=true
        """,
        engine="cannot compile becomes.colors_added: colors added to its own",
        to_ja=False,
    ),
]
