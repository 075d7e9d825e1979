"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: abilities_activated
    Row(
        "a player activates a non-mana ability / 「マナ能力でない能力を起動するたび」",
        en=(
            "Whenever a player activates an ability that isn't a mana ability, this creature deals "
            "1 damage to that player."
        ),
        ja=(
            "プレイヤーがマナ能力でない能力を起動するたび、"
            "このクリーチャーはそのプレイヤーに１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="player"
                  ability: abilities_activated non_mana=true
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="player"
                  ability: abilities_activated non_mana=true
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1
                  recipient: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile player_activates: the engine has no event for an ability being "
            "activated (CR 602)"
        ),
    ),
    Row(
        "you activate a loyalty ability of / 「…の忠誠度能力を起動するたび」",
        en=(
            "Whenever you activate a loyalty ability of a Chandra planeswalker, this creature "
            "deals 1 damage to each opponent."
        ),
        ja=(
            "あなたがチャンドラ・プレインズウォーカーの忠誠度能力を起動するたび、"
            "このクリーチャーは各対戦相手にそれぞれ１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: you
                  ability: abilities_activated ability_kind="loyalty"
                    of: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="Chandra"
                        parts[1]: card_type name="planeswalker"
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1 form="digits"
                  recipient: player quantifier="each" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: you
                  ability: abilities_activated ability_kind="loyalty"
                    of: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: subtype name="Chandra"
                        parts[1]: card_type name="planeswalker"
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1
                  recipient: player quantifier="each" noun="opponent"
        """,
        engine=(
            "cannot compile player_activates: the engine has no event for an ability being "
            "activated (CR 602)"
        ),
    ),
    # kind: action_limit
    Row(
        "each player can't cast more than one spell a turn / 「毎ターン１つしか」",
        en="Each player can't cast more than one spell each turn.",
        ja="各プレイヤーは、毎ターン呪文を１つしか唱えられない。",
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
        "each player can't draw more than one card / 「２枚以上引くことができない」",
        en="Each player can't draw more than one card each turn.",
        ja="各プレイヤーは、毎ターンカードを２枚以上引くことができない。",
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
        ja="プレイヤーは自分のアンタップ・ステップに土地を１つしかアンタップできない。",
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
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
    # kind: additional_phases
    Row(
        "an additional combat phase and main phase",
        en=(
            "Untap all creatures that attacked this turn. After this main phase, there is an "
            "additional combat phase followed by an additional main phase."
        ),
        ja=(
            "このターンに攻撃したクリーチャーをすべてアンタップする。このメイン・フェイズの後に、"
            "追加の戦闘フェイズ１つとそれに続く追加のメイン・フェイズ１つを加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: untap
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: event_this_turn event="attacked"
                  steps[1]: additional_phases after="main phase" count=1 then_main=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: untap
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: event_this_turn event="attacked"
                        parts[1]: card_type name="creature"
                  steps[1]: additional_phases after="main phase" count=1 then_main=true
        """,
        engine=(
            "cannot compile event_this_turn: a part: count_of reads it in place (died this turn, …)"
        ),
        to_ja=False,
    ),
    Row(
        "an additional combat phase after a step joined by and",
        en=(
            "Whenever Card Name attacks, you may pay {5}{R}{R}. If you do, untap all attacking "
            "creatures and after this phase, there is an additional combat phase."
        ),
        ja=(
            "名前が攻撃するたび、あなたは(５)(赤)(赤)を支払ってもよい。そうしたなら、"
            "攻撃クリーチャーをすべてアンタップし、このフェイズの後に、"
            "追加の戦闘フェイズ１つを加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{5}{R}{R}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: untap
                        object: objects quantifier="all"
                          filter: all_of
                            parts[0]: status name="attacking"
                            parts[1]: card_type name="creature" plural=true
                      steps[1]: additional_phases after="phase" count=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{5}{R}{R}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: untap
                        object: objects quantifier="all" count_last=true
                          filter: all_of
                            parts[0]: status name="attacking"
                            parts[1]: card_type name="creature"
                      steps[1]: additional_phases after="phase" count=1
        """,
        engine=(
            "cannot compile additional_phases: the engine's turns have no phases added to them (CR "
            "500.8)"
        ),
        to_ja=False,
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
    Row(
        "in your opening hand, 「あなたのゲーム開始時の手札にあるなら」",
        en=(
            "If Card Name is in your opening hand, you may begin the game with it on the "
            "battlefield."
        ),
        ja=(
            "名前があなたのゲーム開始時の手札にあるなら、"
            "あなたはこれが戦場に出ている状態でゲームを開始してもよい。"
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
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: object_is object_first=true
                    object: self_ref short=true
                    filter: in_zone
                      zone: zone name="opening hand"
                        owner: you
                  effect: optional
                    player: you written=true
                    effect: begin_game_with
                      player: you written=true
        """,
        engine="cannot compile conditional: no static behaviour",
        to_ja=False,
    ),
]
