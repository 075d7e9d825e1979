"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: chosen_color
    Row(
        "protection from a type and from all colors",
        en="Protection from artifacts and from all colors",
        ja="プロテクション（アーティファクト）、プロテクション（各色）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="protection from" case="capitalized"
                  filter: card_type name="artifact" plural=true
                keywords[1]: keyword name="protection from" case="capitalized" and_from=true
                  filter: color name="all colors"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="protection from"
                  filter: card_type name="artifact"
                keywords[1]: keyword name="protection from"
                  filter: color name="all colors"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "protection from all colors",
        en="Flying, protection from all colors",
        ja="飛行、プロテクション（各色）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="protection from" case="lower"
                  filter: color name="all colors"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying"
                keywords[1]: keyword name="protection from"
                  filter: color name="all colors"
        """,
        engine="compiles",
    ),
    Row(
        "creatures you control of the chosen type",
        en="Creatures you control of the chosen type get +1/+1.",
        ja=(
            "あなたがコントロールしていてその選ばれたタイプであるクリーチャーは+1/+1の修整を受ける"
            "。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                      parts[2]: of_chosen value="type"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: of_chosen value="type" that=true clause=true
                      parts[2]: card_type name="creature"
        """,
        engine="cannot compile of_chosen: the type chosen other than as it enters",
        to_ja=False,
        to_en=False,
    ),
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
