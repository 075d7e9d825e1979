"""Template rows of the players family (scryc/ast/players.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: has_more
    Row(
        "an opponent has more life than you",
        en="If an opponent has more life than you, you gain 4 life.",
        ja="対戦相手１人のライフがあなたより多いなら、あなたは４点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: has_more quantity="life"
                    player: player quantifier="a" noun="opponent"
                    than: you
                  effect: gain_life
                    player: you written=true
                    amount: number value=4 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: has_more quantity="life"
                    player: player quantifier="a" noun="opponent"
                    than: you
                  effect: gain_life
                    player: you written=true
                    amount: number value=4
        """,
        engine="compiles",
    ),
    Row(
        "you have more life than an opponent",
        en="You gain 2 life. Then if you have more life than an opponent, draw a card.",
        ja=(
            "あなたは２点のライフを得る。その後、あなたのライフがいずれかの対戦相手よりも多いなら、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=2 form="digits"
                  steps[1]: conditional comma=true
                    condition: has_more quantity="life"
                      player: you
                      than: player quantifier="a" noun="opponent"
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=2
                  steps[1]: conditional comma=true
                    condition: has_more quantity="life" than_mo=true
                      player: you
                      than: player quantifier="a" noun="opponent" any_written=true
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "you have more cards in hand than each opponent",
        en="As long as you have more cards in hand than each opponent, Card Name gets +3/+3.",
        ja="あなたの手札のカードの枚数がどの対戦相手よりも多いかぎり、名前は+3/+3の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+3" toughness="+3"
                  object: self_ref short=true
                condition: has_more quantity="hand"
                  player: you
                  than: player quantifier="each" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+3" toughness="+3"
                  object: self_ref short=true
                condition: has_more quantity="hand" hand_written="手札のカードの枚数" than_mo=true than_any_written=true
                  player: you
                  than: player quantifier="each" noun="opponent"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
