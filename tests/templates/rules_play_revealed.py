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
    # kind: gain_ability
    Row(
        "a player has a keyword",
        en="You have hexproof.",
        ja="あなたは呪禁を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: you
                  abilities[0]: keyword name="hexproof" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: you written=true
                  abilities[0]: keyword name="hexproof"
        """,
        engine="compiles",
    ),
    # kind: assigns_as_unblocked
    Row(
        "assign combat damage as though it weren't blocked",
        en="You may have Card Name assign its combat damage as though it weren't blocked.",
        ja="あなたは名前の戦闘ダメージを、これがブロックされなかったかのように割り振ってもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: assigns_as_unblocked
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: assigns_as_unblocked ja_pronoun="これ"
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile assigns_as_unblocked: no blocked creature's combat damage assigned as "
            "if unblocked"
        ),
        to_ja=False,
    ),
    Row(
        "assign combat damage as though it weren't blocked, quoted",
        ja=(
            "あなたは「名前は、それがブロックされなかったかのようにその戦闘ダメージを割り振られる。"
            "」を選んでもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional quoted=true
                  player: you written=true
                  effect: assigns_as_unblocked comma=true ja_form="passive"
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile assigns_as_unblocked: no blocked creature's combat damage assigned as "
            "if unblocked"
        ),
    ),
    # kind: spend_as_though
    Row(
        "spend mana as though it were mana of any type",
        en="You may spend mana as though it were mana of any type to cast creature spells.",
        ja=(
            "あなたはクリーチャー・呪文を唱えるためにマナを望むタイプのマナであるかのように支払って"
            "もよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: spend_as_though any="type"
                    player: you
                    spell: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="spell" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you written=true
                  effect: spend_as_though any="type"
                    player: you written=true
                    spell: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="spell"
        """,
        engine=(
            "cannot compile spend_as_though: no mana spent as though it were mana of another color "
            "or type"
        ),
        to_ja=False,
        to_en=False,
    ),
]
