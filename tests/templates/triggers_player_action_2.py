"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: player_action
    Row(
        "you encounter a phenomenon",
        en="When you encounter Card Name, draw a card.",
        ja="あなたが名前に遭遇したとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: player_action action="encounter"
                  player: you
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: player_action action="encounter"
                  player: you
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile player_action: encounter: no trigger behaviour",
    ),
    # kind: player_casts
    Row(
        "a trigger for this turn",
        en="Whenever you cast a spell with mana value 5 or greater this turn, draw a card.",
        ja="このターン、あなたがマナ総量が５以上の呪文を唱えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: compare attribute="mana value" op="ge"
                        value: number value=5 form="digits"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: compare attribute="mana value" op="ge"
                        value: number value=5
                      parts[1]: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1
                duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "a player's Nth spell each turn",
        en="Whenever a player casts their second spell each turn, you gain 2 life.",
        ja="プレイヤーが各ターン内の自分の２つ目の呪文を唱えるたび、あなたは２点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts nth_each_turn=2
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                effect: gain_life
                  player: you written=true
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts nth_each_turn=2
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                effect: gain_life
                  player: you written=true
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "your Nth spell each turn, 「各ターンの」",
        en="Whenever you cast your second spell each turn, draw a card.",
        ja="あなたが各ターンのあなたの２つ目の呪文を唱えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts nth_each_turn=2
                  player: you
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts nth_each_turn=2 turn_written="各ターンの"
                  player: you
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "a player casts",
        en="Whenever a player casts an instant spell, scry 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: card_type name="instant"
                      parts[1]: card_type name="spell"
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "you may have ~ become …",
        en=(
            "Whenever you cast a noncreature spell, you may have Card Name become a 3/3 Sphinx "
            "creature with flying in addition to its other types until end of turn."
        ),
        ja=(
            "あなたがクリーチャーでない呪文を唱えるたび、あなたは「ターン終了時まで、"
            "名前はこれの他のタイプに加えて飛行を持つ3/3のスフィンクス・クリーチャーになる。"
            "」を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="spell"
                effect: optional
                  player: you
                  effect: becomes power_toughness="3/3" types=["Sphinx", "creature"] in_addition=true
                    object: self_ref short=true
                    abilities[0]: keyword name="flying" case="lower"
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="spell"
                effect: optional quoted=true
                  player: you written=true
                  effect: becomes power_toughness="3/3" types=["Sphinx", "creature"] in_addition=true possessive="これの"
                    object: self_ref short=true
                    abilities[0]: keyword name="flying"
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "a player casts a spell",
        en="Whenever a player casts an artifact spell, that player draws a card.",
        ja="プレイヤーがアーティファクト・呪文を唱えるたび、そのプレイヤーはカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="spell"
                effect: draw
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="spell"
                effect: draw
                  player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "kicked spell",
        en="Whenever you cast a kicked spell, scry 2.",
        ja="あなたがキッカーされている呪文を唱えるたび、占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: status name="kicked"
                      parts[1]: card_type name="spell"
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: status name="kicked"
                      parts[1]: card_type name="spell"
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "first spell during each opponent's turn",
        en="Whenever you cast your first spell during each opponent's turn, scry 1.",
        ja="対戦相手の各ターン内で初めてあなたが呪文を唱えるたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts nth_each_turn=1 on_opponents_turns=true
                  player: you
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts nth_each_turn=1 on_opponents_turns=true
                  player: you
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "cast during an opponent's turn",
        en="Whenever you cast a spell during an opponent's turn, draw a card.",
        ja="対戦相手のターン中にあなたが呪文を唱えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever" during="an opponent's turn"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever" during="an opponent's turn"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile triggered_ability.during: a trigger during your turn",
    ),
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
