"""Template rows of the triggers family (scryc/ast/triggers.py): another player's action on
"a card", its Japanese count after the object.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player_action
    Row(
        "an opponent discards a card, 「対戦相手がカードを１枚捨てるたび」 (count after)",
        en="Whenever an opponent discards a card, you draw a card.",
        ja="対戦相手がカードを１枚捨てるたび、あなたはカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard"
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a"
                    filter: card_type name="card"
                effect: draw
                  player: you written=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard" count_after=true
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a" counter="枚"
                    filter: card_type name="card"
                effect: draw
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
]
