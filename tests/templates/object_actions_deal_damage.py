"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: deal_damage
    Row(
        "damage to itself",
        en="Target creature deals damage to itself equal to its power.",
        ja=(
            "クリーチャー１体を対象とする。それは自身に、"
            "自身のパワーに等しい点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage equal_last=true
                  source: objects quantifier="target"
                    filter: card_type name="creature"
                  amount: value_of attribute="power"
                    object: ref
                  recipient: ref reflexive=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage recipient_comma=true
                  source: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  amount: value_of attribute="power"
                    object: ref determiner="自身"
                  recipient: ref reflexive=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "damage to any target and to itself",
        en="{T}: Card Name deals 2 damage to any target and 1 damage to itself.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2 form="digits"
                  recipient: any_target
                  more[0]: damage_to
                    amount: number value=1 form="digits"
                    recipient: ref reflexive=true
        """,
        engine="compiles",
        type_line="Creature",
    ),
]
