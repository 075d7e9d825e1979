"""Template rows of the changes family (scryc/ast/changes.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: change_target
    Row(
        "change the target of a spell with a single target",
        en="Change the target of target spell with a single target.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: change_target
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: single_target
        """,
        engine=(
            "cannot compile change_target: changing a spell's or ability's target (CR 115.7a): no "
            "targets on the engine's stack to change"
        ),
    ),
    Row(
        "change the target of an activated ability",
        en="Change the target of target activated ability with a single target.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: change_target
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="activated ability"
                      parts[1]: single_target
        """,
        engine=(
            "cannot compile change_target: changing a spell's or ability's target (CR 115.7a): no "
            "targets on the engine's stack to change"
        ),
    ),
    Row(
        "change the target unless its controller pays",
        en=(
            "Change the target of target spell with a single target unless that spell's controller "
            "pays {2}."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: unless
                  effect: change_target
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="spell"
                        parts[1]: single_target
                  player: controller_of
                    object: ref noun="spell"
                  action: pay_mana symbols="{2}"
                    player: controller_of
                      object: ref noun="spell"
        """,
        engine="cannot compile unless: another player chooses whether to act",
    ),
]
