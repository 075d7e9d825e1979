"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: zone_contents
    Row(
        "their",
        en="Target opponent reveals their hand.",
        ja="対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: reveal
                  player: player quantifier="target" noun="opponent"
                  object: zone_contents
                    zone: zone name="hand"
                      owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: reveal
                  player: player quantifier="target" noun="opponent" declared="player"
                  object: zone_contents
                    zone: zone name="hand"
                      owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "a player's graveyard",
        en="Exile target player's graveyard.",
        ja="プレイヤー１人を対象とする。そのプレイヤーの墓地を追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
    ),
    Row(
        "all graveyards",
        en="{T}, Exile Card Name: Exile all graveyards.",
        ja="(Ｔ),名前を追放する：すべての墓地を追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: exile until_comma=true
                    object: self_ref short=true
                effect: exile until_comma=true
                  object: zone_contents all_players=true
                    zone: zone name="graveyard"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: exile until_comma=true
                    object: self_ref short=true
                effect: exile until_comma=true
                  object: zone_contents all_players=true
                    zone: zone name="graveyard"
        """,
        engine="compiles",
    ),
    Row(
        "discard <player's> hand",
        en="Each player discards their hand, then draws seven cards.",
        ja="各プレイヤーは自分の手札を捨て、その後カード７枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: discard
                    player: player quantifier="each" noun="player"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: draw
                    player: ref elided=true
                    amount: number value=7 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: discard
                    player: player quantifier="each" noun="player"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: draw
                    player: ref elided=true
                    amount: number value=7
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "discard your hand",
        en="At the beginning of your end step, discard your hand.",
        ja="あなたの終了ステップの開始時に、あなたの手札を捨てる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                effect: discard
                  player: you
                  object: zone_contents
                    zone: zone name="hand"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                effect: discard
                  player: you
                  object: zone_contents
                    zone: zone name="hand"
                      owner: you
        """,
        engine="compiles",
    ),
]
