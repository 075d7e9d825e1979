"""Template rows of the states family (scryc/ast/states.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: not_turn_of
    Row(
        "an alternative cost if it's not your turn",
        en=(
            "If it's not your turn, you may exile a blue card from your hand rather than pay this "
            "spell's mana cost."
        ),
        ja=(
            "あなたのターンでないなら、あなたはこの呪文のマナ・コストを支払うのではなく、"
            "あなたの手札から青のカード１枚を追放してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: alternative_cost
                cost: exile until_comma=true
                  object: objects quantifier="a"
                    filter: all_of head=1
                      parts[0]: color name="blue"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: you
                condition: not_turn_of
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost commas=[false, true]
                cost: exile until_comma=true
                  object: objects quantifier="a" counter="枚"
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: you
                      parts[1]: color name="blue"
                      parts[2]: card_type name="card"
                condition: not_turn_of
                  player: you
        """,
        engine="cannot compile not_turn_of: no test of whose turn it is not",
        to_ja=False,
    ),
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
    Row(
        "if it's not that player's turn",
        en=(
            "Whenever a player taps a land for mana, if it's not that player's turn, destroy that "
            "land."
        ),
        ja=(
            "プレイヤー１人がマナを引き出す目的で土地をタップするたび、"
            "そのプレイヤーのターンでない場合、その土地を破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                condition: not_turn_of
                  player: player quantifier="that" noun="player"
                effect: destroy
                  object: ref noun="land"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                condition: not_turn_of
                  player: player quantifier="that" noun="player"
                effect: destroy
                  object: ref noun="land"
        """,
        engine="cannot compile not_turn_of: no test of whose turn it is not",
        to_ja=False,
    ),
    # kind: treasure_mana_spent
    Row(
        "if mana from a Treasure was spent to cast it",
        en=(
            "When Card Name enters the battlefield, if mana from a Treasure was spent to cast it, "
            "you draw a card and you lose 1 life."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                condition: treasure_mana_spent
                  object: ref
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: draw
                    player: you written=true
                    amount: number value=1 form="article"
                  steps[1]: lose_life
                    player: you written=true
                    amount: number value=1 form="digits"
        """,
        engine=(
            "cannot compile treasure_mana_spent: no record of where the mana spent on a spell came "
            "from"
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
    # kind: your_turn
    Row(
        "it's your turn, 「あなたのターン中であるかぎり」",
        en="As long as it's your turn, Card Name has first strike.",
        ja="あなたのターンであるかぎり、名前は先制攻撃を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="first strike" case="lower"
                condition: your_turn
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="first strike"
                condition: your_turn
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, during your turn (en)",
        en="Your opponents can't cast spells during your turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="spell" plural=true
                condition: your_turn during=true
        """,
        engine="compiles",
    ),
    Row(
        "static",
        en="As long as it's your turn, Card Name has first strike.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="first strike" case="lower"
                condition: your_turn
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, during your turn (ja)",
        ja="あなたのターンの間、対戦相手は呪文を唱えられない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="spell"
                condition: your_turn during=true
        """,
        engine="compiles",
    ),
    Row(
        "an opponent chosen at random",
        en="If it's your turn, Card Name deals 3 damage to an opponent chosen at random.",
        ja=(
            "あなたのターンであるなら、対戦相手１人を無作為に選び、"
            "名前はそれに３点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: your_turn
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=3 form="digits"
                    recipient: player quantifier="a" noun="opponent" at_random=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: your_turn
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=3
                    recipient: player quantifier="a" noun="opponent" at_random=true
        """,
        engine="compiles",
    ),
]
