"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: color_count
    Row(
        "with exactly N colors",
        en="Spend this mana only to cast spells with exactly three colors.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: spend_only
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell" plural=true
                      parts[1]: color_count with_=true
                        count: number value=3 form="word"
        """,
        engine="cannot compile color_count: no count of an object's colors",
    ),
    # "each spell you cast that's exactly three colors" / 「あなたが唱えてちょうど３色である各呪文」:
    # the Japanese te-form 「唱えて」 is surface, so only the round trips are exact.
    Row(
        "spells you cast that are exactly N colors",
        en="Each spell you cast that's exactly three colors has replicate {3}.",
        ja="あなたが唱えてちょうど３色である各呪文は複製(３)を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: cast_by action="cast"
                        player: you
                      parts[2]: color_count
                        count: number value=3 form="word"
                  abilities[0]: keyword name="replicate" case="lower"
                    cost: mana_cost symbols="{3}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: cast_by action="cast" te_form=true
                        player: you
                      parts[1]: color_count
                        count: number value=3
                      parts[2]: card_type name="spell"
                  abilities[0]: keyword name="replicate"
                    cost: mana_cost symbols="{3}"
        """,
        engine="cannot compile color_count: no count of an object's colors",
        to_ja=False,
    ),
]
