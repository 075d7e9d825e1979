"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: gain_life
    Row(
        "and series",
        en="You gain 1 life, draw a card, and scry 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[2]: scry
                    player: you
                    amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "te-form",
        ja="あなたは３点のライフを得て、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["て、"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=3
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "you may gain N life",
        en="When this creature enters, you may gain 2 life.",
        ja="このクリーチャーが戦場に出たとき、あなたは２点のライフを得てもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: optional
                  player: you
                  effect: gain_life
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: optional
                  player: you written=true
                  effect: gain_life
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "at the beginning of your precombat main phase (「第１メイン・フェイズ」)",
        en="At the beginning of your precombat main phase, you gain 1 life.",
        ja="あなたの第１メイン・フェイズの開始時に、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="precombat main phase"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="precombat main phase" ordinal=true
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "at the beginning of your postcombat main phase",
        en="At the beginning of your postcombat main phase, you gain 1 life.",
        ja="あなたの戦闘後メイン・フェイズの開始時に、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="postcombat main phase"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="postcombat main phase"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile at_step: postcombat main phase",
    ),
    Row(
        "at the beginning of your second main phase",
        en="At the beginning of your second main phase, you gain 1 life.",
        ja="あなたの第２メイン・フェイズの開始時に、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="postcombat main phase" ordinal=true
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="postcombat main phase" ordinal=true
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile at_step: postcombat main phase",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "enters under an opponent's control / 「対戦相手のコントロール下で」",
        en="Whenever a land enters under an opponent's control, you gain 1 life.",
        ja="土地１つが対戦相手のコントロール下で戦場に出るたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a"
                    filter: card_type name="land"
                  controller: player quantifier="a" noun="opponent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a" counter="つ"
                    filter: card_type name="land"
                  controller: player quantifier="a" noun="opponent" bare_written=true
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "enters under an opponent's control, counted / 「土地が１つ対戦相手のコントロール下で」",
        en="Whenever a land enters under an opponent's control, you may gain 3 life.",
        ja="土地が１つ対戦相手のコントロール下で戦場に出るたび、あなたは３点のライフを得てもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a"
                    filter: card_type name="land"
                  controller: player quantifier="a" noun="opponent"
                effect: optional
                  player: you
                  effect: gain_life
                    player: you
                    amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a" counter="つ" count_after_ga=true
                    filter: card_type name="land"
                  controller: player quantifier="a" noun="opponent" bare_written=true
                effect: optional
                  player: you written=true
                  effect: gain_life
                    player: you written=true
                    amount: number value=3
        """,
        engine="compiles",
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
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
