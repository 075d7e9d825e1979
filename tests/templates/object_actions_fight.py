"""Template rows of the object_actions family (scryc/ast/object_actions.py): fights a player
may have happen, and steps joined to a step about an object by "and".

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: fight
    # "you may have it fight …" / 「あなたは「これはそれと格闘を行う。」を選んでもよい。」
    Row(
        "may have it fight",
        en=(
            "When Card Name enters the battlefield, you may have it fight target creature you "
            "don't control."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: fight
                    object: ref
                    other: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by negated=true
                          player: you
        """,
        engine="compiles",
    ),
    # kind: deal_damage
    # "and it deals …": a step about the object of the step before.
    Row(
        "counter and it deals",
        en=(
            "Whenever you discard a card, put a +1/+1 counter on Card Name and it deals 1 damage "
            "to each opponent."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard"
                  player: you
                  object: objects quantifier="a"
                    filter: card_type name="card"
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                  steps[1]: deal_damage
                    source: ref
                    amount: number value=1 form="digits"
                    recipient: player quantifier="each" noun="opponent"
        """,
        engine="compiles",
    ),
    # kind: choose_object
    # "Look at target player's hand and choose a card from it."
    Row(
        "look at hand and choose",
        en=(
            "Look at target player's hand and choose a card from it. That player discards that "
            "card."
        ),
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーの手札を見て、その中からカード１枚を選ぶ。"
            "そのプレイヤーはそのカードを捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: look_at
                    player: you
                    object: zone_contents
                      zone: zone name="hand"
                        owner: player quantifier="target" noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: from_among
                          object: ref
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["て、", "。"]
                  steps[0]: look_at
                    player: you
                    object: zone_contents
                      zone: zone name="hand"
                        owner: player quantifier="target" noun="player" declared="player"
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref
                        parts[1]: card_type name="card"
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
