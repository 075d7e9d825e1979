"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: get_counters
    Row(
        "a player gets counters / 「毒カウンター２個を得る」",
        en=(
            "Whenever this creature deals combat damage to a player, that player gets two poison "
            "counters."
        ),
        ja=(
            "このクリーチャーがプレイヤー１人に戦闘ダメージを与えるたび、"
            "そのプレイヤーは毒カウンター２個を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: get_counters counter="poison"
                  player: player quantifier="that" noun="player"
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: get_counters counter="poison"
                  player: player quantifier="that" noun="player"
                  amount: number value=2
        """,
        engine="cannot compile get_counters: no counters on players (poison, experience)",
    ),
    Row(
        "you get an experience counter / 「あなたは経験カウンター１個を得る」",
        en="Whenever you cast an enchantment spell, you get an experience counter.",
        ja="あなたがエンチャント・呪文を唱えるたび、あなたは経験カウンター１個を得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: card_type name="enchantment"
                      parts[1]: card_type name="spell"
                effect: get_counters counter="experience"
                  player: you written=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="enchantment"
                      parts[1]: card_type name="spell"
                effect: get_counters counter="experience"
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile get_counters: no counters on players (poison, experience)",
    ),
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
        ja="未消費のマナは、ステップやフェイズの終了に際して無くならない。",
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
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    # kind: lose_half_life
    Row(
        "loses half their life, rounded up / 「自分のライフの端数を切り上げた半分を失う」",
        en=(
            "At the beginning of each player's upkeep, that player loses half their life, rounded "
            "up."
        ),
        ja=(
            "各プレイヤーのアップキープの開始時に、"
            "そのプレイヤーは自分のライフの端数を切り上げた半分を失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: lose_half_life rounded="up"
                  player: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: lose_half_life rounded="up"
                  player: player quantifier="that" noun="player"
        """,
        engine="cannot compile lose_half_life: no amount of half a life total, rounded (CR 107.1a)",
    ),
    Row(
        "「…半分の点数のライフを失う」",
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは自分のライフの端数を切り上げた半分の点数のライフを失う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_half_life rounded="up" points_written=true
                  player: player quantifier="target" noun="player" declared="player"
        """,
        engine="cannot compile lose_half_life: no amount of half a life total, rounded (CR 107.1a)",
    ),
]
