"""Template rows of the player_actions family (scryc/ast/player_actions.py): limits on how many
spells a player casts, cards they draw or permanents they untap (CR 101.2).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: action_limit
    Row(
        "each player can't cast more than one spell a turn / 「毎ターン１つしか」",
        en="Each player can't cast more than one spell each turn.",
        ja="各プレイヤーは、毎ターン１つしか呪文を唱えられない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: action_limit action="cast" per="turn"
                  player: player quantifier="each" noun="player"
                  most: number value=1 form="word"
                  filter: card_type name="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: action_limit action="cast" per="turn"
                  player: player quantifier="each" noun="player" comma=true
                  most: number value=1
                  filter: card_type name="spell"
        """,
        engine=(
            "cannot compile action_limit: the engine counts no spells cast, cards drawn or "
            "permanents untapped by each player to limit them (CR 101.2)"
        ),
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "you can't cast more than one spell each turn / 「各ターンに呪文を１つしか唱えられない」",
        en="You can't cast more than one spell each turn.",
        ja="あなたは各ターンに呪文を１つしか唱えられない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: action_limit action="cast" per="turn"
                  player: you
                  most: number value=1 form="word"
                  filter: card_type name="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: action_limit action="cast" per="turn"
                  player: you
                  most: number value=1
                  filter: card_type name="spell"
        """,
        engine=(
            "cannot compile action_limit: the engine counts no spells cast, cards drawn or "
            "permanents untapped by each player to limit them (CR 101.2)"
        ),
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "each player can't draw more than one card / 「２枚以上引くことができない」",
        en="Each player can't draw more than one card each turn.",
        ja="各プレイヤーは、各ターンにカードを２枚以上引くことができない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: action_limit action="draw" per="turn"
                  player: player quantifier="each" noun="player"
                  most: number value=1 form="word"
                  filter: card_type name="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: action_limit action="draw" per="turn"
                  player: player quantifier="each" noun="player" comma=true
                  most: number value=1
                  filter: card_type name="card"
        """,
        engine=(
            "cannot compile action_limit: the engine counts no spells cast, cards drawn or "
            "permanents untapped by each player to limit them (CR 101.2)"
        ),
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "players can't untap more than one land / 「自分のアンタップ・ステップに…１つだけしか」",
        en="Players can't untap more than one land during their untap steps.",
        ja="プレイヤーは自分のアンタップ・ステップに土地を１つだけしかアンタップできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: action_limit action="untap" per="untap step"
                  player: player quantifier="all" noun="player"
                  most: number value=1 form="word"
                  filter: card_type name="land"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: action_limit action="untap" per="untap step"
                  player: player quantifier="all" noun="player"
                  most: number value=1
                  filter: card_type name="land"
        """,
        engine=(
            "cannot compile action_limit: the engine counts no spells cast, cards drawn or "
            "permanents untapped by each player to limit them (CR 101.2)"
        ),
        to_ja=False,
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
]
