"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: this_ability
    Row(
        "a copy, except it has this ability",
        en="{1}{U}{R}: Card Name becomes a copy of target artifact, except it has this ability.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}{R}"
                effect: becomes
                  object: self_ref short=true
                  copy_of: objects quantifier="target"
                    filter: card_type name="artifact"
                  copy_exception: copy_exception
                    abilities[0]: this_ability
        """,
        engine=(
            "cannot compile this_ability: an ability granted as its own text: no compiled ability "
            "refers to itself"
        ),
    ),
]
