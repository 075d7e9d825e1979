"""Template rows of the combining family (scryc/ast/combining.py): permissions.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: optional
    Row(
        "two permissions",
        en=(
            "Exile target creature card from a graveyard. You may cast that card for as long as it "
            "remains exiled, and you may spend mana as though it were mana of any type to cast "
            "that spell."
        ),
        ja=(
            "墓地にあるクリーチャー・カード１枚を対象とする。それを追放する。"
            "それが追放され続けているかぎり、あなたはそのカードを唱えてもよく、"
            "その呪文を唱えるために任意のタイプのマナを支払ってもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="from"
                          zone: zone name="graveyard"
                  steps[1]: optional
                    player: you
                    effect: sequence joins=["and"] connectives=[", and"]
                      steps[0]: play cast_only=true
                        player: you
                        object: ref noun="card"
                        duration: duration name="for as long as"
                          condition: remains state="exiled"
                            object: ref
                      steps[1]: optional
                        player: you
                        effect: spend_as_though any="type"
                          player: you
                          spell: ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="枚" declared=""
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                  steps[1]: optional
                    player: you
                    effect: sequence joins=["and"] connectives=["もよく、"]
                      steps[0]: play cast_only=true
                        player: you
                        object: ref noun="card"
                        duration: duration name="for as long as"
                          condition: remains state="exiled"
                            object: ref
                      steps[1]: optional
                        player: you
                        effect: spend_as_though any="type"
                          player: you
                          spell: ref noun="spell"
        """,
        engine=(
            "cannot compile spend_as_though: no mana spent as though it were mana of another color "
            "or type"
        ),
        to_ja=False,
        to_en=False,
    ),
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
        "for each it",
        en="For each creature, tap it.",
        ja="クリーチャー１体につき、それをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each first=true
                  effect: tap
                    object: ref
                  objects: objects quantifier="each"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: tap
                    object: ref
                  objects: objects quantifier="each" counter="体"
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_en=False,
    ),
]
