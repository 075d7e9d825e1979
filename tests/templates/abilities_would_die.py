"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: would_die
    Row(
        "would die this turn, printed wordings",
        ja="このターンにクリーチャーが死亡するなら、代わりにそれを追放する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die duration_particle="に"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile would_die.duration: a replacement for a while",
    ),
    Row(
        "would die, no duration: 死亡するなら",
        en="If a creature an opponent controls would die, exile it instead.",
        ja="対戦相手がコントロールしているクリーチャーが死亡するなら、代わりにそれを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                replacement: exile until_comma=true
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: additional_cost (and a cost change on the same line)
    Row(
        "an additional cost and a cost change on one line",
        en=(
            "As an additional cost to cast this spell, you may exile any number of red cards from "
            "your hand. This spell costs {2} less to cast for each card exiled this way."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: additional_cost
                cost: optional
                  player: you
                  effect: exile until_comma=true
                    object: objects quantifier="any number"
                      filter: all_of head=1
                        parts[0]: color name="red"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
              abilities[1]: static_ability
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: affected_this_way event="exiled"
        """,
        engine="cannot compile effect_cost: optional: no cost check",
    ),
]
