"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: not_from_zone
    Row(
        "a spell cast from anywhere other than your hand",
        en="Whenever you cast a spell from anywhere other than your hand, draw a card.",
        ja="あなたがあなたの手札以外から呪文を唱えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: not_from_zone
                        zone: zone name="hand"
                          owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: not_from_zone
                        zone: zone name="hand"
                          owner: you
                      parts[1]: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile not_from_zone: no record of the zone a spell was cast from",
    ),
    Row(
        "opponents can't cast spells from anywhere other than their hands",
        en="Your opponents can't cast spells from anywhere other than their hands.",
        ja="対戦相手は自分の手札以外から呪文を唱えられない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell" plural=true
                      parts[1]: not_from_zone
                        zone: zone name="hand" plural=true
                          owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: not_from_zone
                        zone: zone name="hand"
                          owner: ref noun="player"
                      parts[1]: card_type name="spell"
        """,
        engine="cannot compile not_from_zone: no record of the zone a spell was cast from",
        to_en=False,
    ),
]
