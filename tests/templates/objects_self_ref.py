"""Template rows of the objects family (scryc/ast/objects.py): the card itself.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: self_ref
    Row(
        "this Aura",
        en="When this Aura enters, tap enchanted permanent.",
        ja="このオーラが戦場に出たとき、エンチャントしているパーマネントをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Aura"
                effect: tap
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Aura"
                effect: tap
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
        """,
        engine="compiles",
        type_line="Enchantment — Aura",
        ja_type_line="エンチャント ― オーラ",
    ),
]
