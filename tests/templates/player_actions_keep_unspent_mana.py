"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: keep_unspent_mana
    Row(
        "unspent mana of a color",
        en="You don't lose unspent green mana as steps and phases end.",
        ja="あなたの未消費の緑マナは、ステップやフェイズの終了に際して無くならない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: keep_unspent_mana
                  player: you
                  color: color name="green"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: keep_unspent_mana
                  player: you
                  color: color name="green"
        """,
        engine=(
            "cannot compile keep_unspent_mana: the engine's mana pools do not empty as steps and "
            "phases end (CR 106.4), so there is nothing to keep"
        ),
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
    Row(
        "every player's unspent mana",
        en="Players don't lose unspent mana as steps and phases end.",
        ja="未消費のマナはステップやフェイズの終了に際して無くならない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: keep_unspent_mana
                  player: player quantifier="all" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: keep_unspent_mana
                  player: player quantifier="all" noun="player"
        """,
        engine=(
            "cannot compile keep_unspent_mana: the engine's mana pools do not empty as steps and "
            "phases end (CR 106.4), so there is nothing to keep"
        ),
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    # kind: begin_game_with
    Row(
        "begin the game with it (en)",
        en=(
            "If Card Name is in your opening hand, you may begin the game with it on the "
            "battlefield."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: object_is
                    object: self_ref short=true
                    filter: in_zone preposition="in"
                      zone: zone name="opening hand"
                        owner: you
                  effect: optional
                    player: you
                    effect: begin_game_with
                      player: you
        """,
        engine="cannot compile conditional: no static behaviour",
        type_line="Enchantment",
    ),
    Row(
        "begin the game with it (ja)",
        ja="あなたはこれが戦場に出ている状態でゲームを開始してもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: optional
                  player: you written=true
                  effect: begin_game_with
                    player: you written=true
        """,
        engine=(
            "cannot compile begin_game_with: the engine starts no game from opening hands (CR "
            "103.6a)"
        ),
        ja_type_line="エンチャント",
    ),
]
