"""Template rows of the amounts family (scryc/ast/amounts.py): the colors of one object.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: colors_of
    Row(
        "for each of its colors",
        en="Equipped creature gets +1/+0 for each of its colors.",
        ja="装備しているクリーチャーは、それの色１色につき+1/+0の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+0"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: colors_of
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+0" comma=true
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: colors_of
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "target creature for each of its colors",
        en="Target creature gets +2/+2 until end of turn for each of its colors.",
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、"
            "それはその色１色につき+2/+2の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  objects: colors_of
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  objects: colors_of
                    object: ref determiner="その"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
