"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: play_revealed
    Row(
        "play with the top card revealed",
        en="Play with the top card of your library revealed.",
        ja="あなたのライブラリーの一番上のカードを公開したままプレイする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: play_revealed
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: play_revealed
                  player: you
        """,
        engine="cannot compile play_revealed: no library's top card revealed to every player",
    ),
    Row(
        "players play with the top card revealed",
        en="Players play with the top card of their libraries revealed.",
        ja="プレイヤーは自分のライブラリーの一番上のカードを公開したままプレイする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: play_revealed
                  player: player quantifier="all" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: play_revealed own_written=true
                  player: player quantifier="all" noun="player"
        """,
        engine="cannot compile play_revealed: no library's top card revealed to every player",
    ),
    # kind: player_restriction
    Row(
        "player restriction, duration first",
        en="This turn, players can't gain life.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="gain life"
                  player: player quantifier="all" noun="player"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, each opponent",
        en="Each opponent can't play lands this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="play"
                  player: player quantifier="each" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="land" plural=true
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, long form",
        ja="このターン、プレイヤーはライフを得ることができない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="gain life" cannot="ことができない"
                  player: player quantifier="all" noun="player"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, ことはできない",
        ja="対戦相手は墓地から呪文を唱えることはできない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="cast" cannot="ことはできない"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                      parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "players can't gain life",
        en="Your opponents can't gain life.",
        ja="対戦相手はライフを得られない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="gain life"
                  player: player quantifier="all" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="gain life"
                  player: player quantifier="all" noun="opponent"
        """,
        engine="compiles",
    ),
    Row(
        "players can't cast spells of a kind",
        en="Players can't cast noncreature spells this turn.",
        ja="このターン、プレイヤーはクリーチャーでない呪文を唱えられない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="player"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="spell" plural=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="player"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="spell"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    # an enchantment's line (Aggressive Mining): a static ability, never a spell ability
    Row(
        "you can't play lands",
        en="You can't play lands.",
        ja="あなたは土地をプレイできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: player_restriction action="play"
                  player: you
                  object: objects quantifier="all" bare=true
                    filter: card_type name="land" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: player_restriction action="play"
                  player: you
                  object: objects quantifier="all" bare=true
                    filter: card_type name="land"
        """,
        engine="compiles",
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "can't win the game",
        en="Your opponents can't win the game.",
        ja="対戦相手はこのゲームに勝利できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="win the game"
                  player: player quantifier="all" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="win the game"
                  player: player quantifier="all" noun="opponent"
        """,
        engine="compiles",
    ),
]
