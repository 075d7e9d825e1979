"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player_puts_counters
    Row(
        "you put one or more counters on a creature you don't control",
        en="Whenever you put one or more counters on a creature you don't control, draw a card.",
        ja=(
            "あなたが、"
            "あなたがコントロールしていないクリーチャー１体の上に１個以上のカウンターを置くたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_puts_counters
                  player: you
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by negated=true
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_puts_counters count_written="before" comma=true
                  player: you
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by negated=true
                        player: you
                      parts[1]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile player_puts_counters: the counters' event does not record the player "
            "who put them"
        ),
        to_ja=False,
    ),
    Row(
        "an opponent puts one or more counters on a creature they control",
        en=(
            "Whenever an opponent puts one or more counters on a creature they control, draw a "
            "card."
        ),
        ja=(
            "対戦相手１人が、"
            "自分がコントロールしているクリーチャー１体の上にカウンター１個以上を置くたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_puts_counters
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: ref noun="player"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_puts_counters count_written="noun" comma=true
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: ref noun="player"
                      parts[1]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile player_puts_counters: the counters' event does not record the player "
            "who put them"
        ),
        to_ja=False,
    ),
    Row(
        "you put one or more -1/-1 counters on a creature, count after",
        en="Whenever you put one or more -1/-1 counters on a creature, draw a card.",
        ja="あなたがクリーチャー１体の上に-1/-1カウンターを１個以上置くたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_puts_counters counter="-1/-1"
                  player: you
                  object: objects quantifier="a"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_puts_counters counter="-1/-1" count_written="after"
                  player: you
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile player_puts_counters: the counters' event does not record the player "
            "who put them"
        ),
        to_ja=False,
    ),
]
