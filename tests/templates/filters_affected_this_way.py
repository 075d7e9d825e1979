"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: affected_this_way
    # kind: additional_cost (and a cost change on the same line)
    Row(
        "an additional cost and a cost change on one line",
        en=(
            "As an additional cost to cast this spell, you may exile any number of red cards from "
            "your hand.\nThis spell costs {2} less to cast for each card exiled this way."
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
    Row(
        "これにより公開された",
        ja=(
            "あなたのライブラリーの一番上からカード３枚を公開する。"
            "これにより公開されたクリーチャー・カードをあなたの手札に加え、"
            "残りをあなたの墓地に置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "and"] connectives=["。", "、"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=3
                      player: you
                  steps[1]: move verb="put"
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: affected_this_way event="revealed"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    to: zone name="hand"
                      owner: you
                  steps[2]: move verb="put"
                    object: rest
                    to: zone name="graveyard"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "cards revealed this way",
        en=(
            "Reveal the top three cards of your library. Put all creature cards revealed this way "
            "into your hand and the rest into your graveyard."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード３枚を公開する。"
            "これにより公開されたすべてのクリーチャー・カードをあなたの手札に、"
            "残りをあなたの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=3 form="word"
                      player: you
                  steps[1]: arrange
                    object: objects quantifier="all"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: affected_this_way event="revealed"
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=3
                      player: you
                  steps[1]: arrange
                    object: objects quantifier="all"
                      filter: all_of
                        parts[0]: affected_this_way event="revealed"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "for each creature tapped this way",
        en=(
            "Tap all untapped creatures you control. You gain 4 life for each creature tapped this "
            "way."
        ),
        ja=(
            "あなたがコントロールしているアンタップ状態のクリーチャーをすべてタップする。"
            "これによりタップされたクリーチャー１体につき、あなたは４点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: tap
                    object: objects quantifier="all"
                      filter: all_of head=1
                        parts[0]: status name="untapped"
                        parts[1]: card_type name="creature" plural=true
                        parts[2]: controlled_by
                          player: you
                  steps[1]: for_each
                    effect: gain_life
                      player: you written=true
                      amount: number value=4 form="digits"
                    objects: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: affected_this_way event="tapped"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: tap
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: status name="untapped"
                        parts[2]: card_type name="creature"
                  steps[1]: for_each
                    effect: gain_life
                      player: you written=true
                      amount: number value=4
                    objects: objects quantifier="each" counter="体"
                      filter: all_of
                        parts[0]: affected_this_way event="tapped"
                        parts[1]: card_type name="creature"
        """,
        engine="cannot compile affected_this_way: no step before that tapped",
        to_ja=False,
    ),
]
