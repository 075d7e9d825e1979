"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: there_are
    Row(
        "as a sorcery and only if",
        en=(
            "{T}: Draw a card. Activate only as a sorcery and only if seven or more cards are in "
            "your graveyard."
        ),
        ja=(
            "(Ｔ)：カード１枚を引く。ソーサリーとしてのみ、かつ、"
            "あなたの墓地に７枚以上のカードがあるときにのみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction timing="sorcery" sorcery_first=true
                  condition: there_are are_in=true
                    objects: objects quantifier="at least"
                      count: number value=7 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="sorcery" sorcery_first=true
                  condition: there_are count_first=true
                    objects: objects quantifier="at least" counter="枚"
                      count: number value=7
                      filter: all_of
                        parts[0]: card_type name="card"
                        parts[1]: in_zone
                          zone: zone name="graveyard"
                            owner: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "are in a zone",
        en="As long as seven or more cards are in your graveyard, Card Name gets +1/+1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: there_are are_in=true
                  objects: objects quantifier="at least"
                    count: number value=7 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        engine="compiles",
    ),
    Row(
        "you have N or more cards in your graveyard",
        en=(
            "At the beginning of your upkeep, if you have seven or more cards in your graveyard, "
            "draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: there_are have=true
                  objects: objects quantifier="at least"
                    count: number value=7 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "count first",
        ja="あなたの墓地に７枚以上のカードがあるかぎり、名前は+1/+1の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: there_are count_first=true
                  objects: objects quantifier="at least" counter="枚"
                    count: number value=7
                    filter: all_of
                      parts[0]: card_type name="card"
                      parts[1]: in_zone
                        zone: zone name="graveyard"
                          owner: you
        """,
        engine="compiles",
    ),
    Row(
        "and/or as a clause",
        en="If there are two or more instant and/or sorcery cards in your graveyard, scry 2.",
        ja="あなたの墓地にインスタントやソーサリーであるカードが２枚以上あるなら、占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: there_are
                    objects: objects quantifier="at least"
                      count: number value=2 form="word"
                      filter: all_of head=1
                        parts[0]: any_of conjunction="and/or"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                  effect: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: there_are
                    objects: objects quantifier="at least" bare=true
                      count: number value=2
                      filter: all_of
                        parts[0]: any_of conjunction="や"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone
                          zone: zone name="graveyard"
                            owner: you
                  effect: scry
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "there is a card in a zone",
        en="This spell costs {2} less to cast if there is a land card in your graveyard.",
        ja="あなたの墓地に土地・カードがあるなら、この呪文を唱えるためのコストは(２)少なくなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: there_are
                  objects: objects quantifier="a"
                    filter: all_of head=1
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: there_are
                  objects: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone
                        zone: zone name="graveyard"
                          owner: you
        """,
        engine="compiles",
    ),
    Row(
        "a card is in a zone",
        en="Card Name has flying as long as an artifact card is in your graveyard.",
        ja="あなたの墓地にアーティファクト・カードがあるかぎり、名前は飛行を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="flying" case="lower"
                condition: there_are are_in=true
                  objects: objects quantifier="a"
                    filter: all_of head=1
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="flying"
                condition: there_are
                  objects: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone
                        zone: zone name="graveyard"
                          owner: you
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "an opponent has cards in their graveyard",
        en=(
            "{T}: Draw a card. Activate only if an opponent has eight or more cards in their "
            "graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction
                  condition: there_are have=true
                    objects: objects quantifier="at least"
                      count: number value=8 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
    ),
    Row(
        "can't attack unless there are N or more cards: 「…にN枚以上の…がないかぎり」",
        en="Card Name can't attack unless there are seven or more cards in your graveyard.",
        ja="あなたの墓地に７枚以上のカードがないかぎり、名前は攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: there_are
                  objects: objects quantifier="at least"
                    count: number value=7 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: there_are count_first=true
                  objects: objects quantifier="at least" counter="枚"
                    count: number value=7
                    filter: all_of
                      parts[0]: card_type name="card"
                      parts[1]: in_zone
                        zone: zone name="graveyard"
                          owner: you
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "an opponent has eight or more cards in their graveyard",
        en=(
            "Card Name gets +3/+0 as long as an opponent has eight or more cards in their "
            "graveyard."
        ),
        ja="対戦相手１人の墓地にカードが８枚以上あるかぎり、名前は+3/+0の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: modify_pt power="+3" toughness="+0"
                  object: self_ref short=true
                condition: there_are have=true
                  objects: objects quantifier="at least"
                    count: number value=8 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+3" toughness="+0"
                  object: self_ref short=true
                condition: there_are
                  objects: objects quantifier="at least" bare=true
                    count: number value=8
                    filter: all_of
                      parts[0]: card_type name="card"
                      parts[1]: in_zone
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
        to_en=False,
    ),
]
