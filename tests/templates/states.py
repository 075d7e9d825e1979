"""Template rows of the states family (scryc/ast/states.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: not_turn_of
    Row(
        "as long as it's not your turn",
        en="As long as it's not your turn, spells you cast cost {1} less to cast.",
        ja="あなたのターンでない間、あなたが呪文を唱えるためのコストは(１)少なくなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell" plural=true
                      parts[1]: cast_by action="cast"
                        player: you
                condition: not_turn_of
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="spell"
                      parts[1]: cast_by action="cast"
                        player: you
                condition: not_turn_of during=true
                  player: you
        """,
        engine="cannot compile not_turn_of: no test of whose turn it is not",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "if it's not your turn",
        en="Whenever you cast a spell, if it's not your turn, draw a card.",
        ja="あなたが呪文を唱えるたび、あなたのターンでないなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                condition: not_turn_of
                  player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever" if_written="なら"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: card_type name="spell"
                condition: not_turn_of
                  player: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile not_turn_of: no test of whose turn it is not",
        to_ja=False,
    ),
    # kind: day_night
    Row(
        "if it's night",
        en="This spell costs {2} less to cast if it's night.",
        ja="夜であるなら、この呪文を唱えるためのコストは(２)少なくなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: day_night state="night"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: day_night state="night"
        """,
        engine="cannot compile day_night: no day and night (CR 727)",
    ),
    Row(
        "if it's neither day nor night as ~ enters",
        en="If it's neither day nor night, it becomes day as this creature enters the battlefield.",
        ja="このクリーチャーが戦場に出るに際し、昼でも夜でもないなら、昼になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: as_enters_ability
                object: self_ref noun="creature"
                effect: conditional comma=true
                  condition: day_night state="neither"
                  effect: becomes_day_night becomes="day"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_enters_ability
                object: self_ref noun="creature"
                effect: conditional comma=true
                  condition: day_night state="neither"
                  effect: becomes_day_night becomes="day"
        """,
        engine=(
            "cannot compile as_enters_ability: no effects as a permanent enters but a choice to "
            "act or enter tapped, or a choice of a color or a creature type"
        ),
    ),
    # kind: tribute_not_paid
    Row(
        "if tribute wasn't paid",
        en="When this creature enters the battlefield, if tribute wasn't paid, you gain 4 life.",
        ja=(
            "このクリーチャーが戦場に出たとき、貢納が支払われていない場合、"
            "あなたは４点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref noun="creature"
                condition: tribute_not_paid
                effect: gain_life
                  player: you written=true
                  amount: number value=4 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                condition: tribute_not_paid
                effect: gain_life
                  player: you written=true
                  amount: number value=4
        """,
        engine="cannot compile tribute_not_paid: no tribute (CR 702.104)",
        to_en=False,
    ),
]
