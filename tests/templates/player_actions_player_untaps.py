"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player_untaps
    Row(
        "another player untaps / 「そのプレイヤーは…をアンタップする」",
        en="At the beginning of each player's upkeep, that player untaps a land they control.",
        ja=(
            "各プレイヤーのアップキープの開始時に、"
            "そのプレイヤーは自分がコントロールしている土地１つをアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: player_untaps
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="land"
                      parts[1]: controlled_by
                        player: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: player_untaps
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: ref noun="player"
                      parts[1]: card_type name="land"
        """,
        engine=(
            "cannot compile player_untaps: the engine untaps objects for no acting player other "
            'than you (an object\'s "they control" would name the wrong player)'
        ),
    ),
    Row(
        "they may / 「そのプレイヤーは…てもよい」",
        en=(
            "Whenever an opponent casts an instant or sorcery spell, they may pay {2}. If they "
            "don't, you may copy that spell."
        ),
        ja=(
            "対戦相手がインスタントかソーサリーである呪文を唱えるたび、"
            "そのプレイヤーは(２)を支払ってもよい。そうしないなら、"
            "あなたはその呪文をコピーしてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="opponent"
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: player quantifier="that" noun="player" they=true
                    effect: pay_mana symbols="{2}"
                      player: player quantifier="that" noun="player" they=true
                  steps[1]: conditional comma=true
                    condition: if_you_dont written="they"
                      player: player quantifier="that" noun="player"
                    effect: optional
                      player: you
                      effect: copy_spell
                        object: ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="opponent"
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: player quantifier="that" noun="player"
                    effect: pay_mana symbols="{2}"
                      player: player quantifier="that" noun="player"
                  steps[1]: conditional comma=true
                    condition: if_you_dont elided=true verb="そうしない"
                      player: player quantifier="that" noun="player"
                    effect: optional
                      player: you
                      effect: copy_spell
                        object: ref noun="spell"
        """,
        engine="cannot compile if_you_dont.player: another player's choice",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "another player searches / 「そのプレイヤーは自分のライブラリーから…を探し」",
        en=(
            "Target player searches their library for a basic land card, puts it onto the "
            "battlefield tapped, then shuffles."
        ),
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは自分のライブラリーから基本土地・カード１枚を探し、"
            "タップ状態で戦場に出す。その後、ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=[",", ", then"]
                  steps[0]: player_searches
                    player: player quantifier="target" noun="player"
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="basic"
                        parts[1]: card_type name="land"
                        parts[2]: card_type name="card"
                  steps[1]: move tapped=true verb="put"
                    player: ref elided=true
                    object: ref
                    to: zone name="battlefield"
                  steps[2]: shuffle
                    player: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=["、", "。その後、"]
                  steps[0]: player_searches
                    player: player quantifier="target" noun="player" declared="player"
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: subtype name="basic"
                        parts[1]: card_type name="land"
                        parts[2]: card_type name="card"
                  steps[1]: move tapped=true verb="put"
                    player: ref elided=true
                    object: ref elided=true
                    to: zone name="battlefield"
                  steps[2]: shuffle
                    player: ref elided=true
        """,
        engine=(
            "cannot compile player_searches: the engine's searches are yours: no other player "
            "searches a library"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "players skip their steps / 「プレイヤーは自分の…を飛ばす」",
        en="Players skip their untap steps.",
        ja="プレイヤーは自分のアンタップ・ステップを飛ばす。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: skip_step step="untap step"
                  player: player quantifier="all" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: skip_step step="untap step"
                  player: player quantifier="all" noun="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
]
