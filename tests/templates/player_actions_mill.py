"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: mill
    Row(
        "you draw, lose life, then mill: the steps after the first share its you",
        en="You draw two cards, lose 2 life, then mill two cards.",
        ja="あなたはカード２枚を引き、２点のライフを失い、その後カード２枚を切削する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=[",", ", then"]
                  steps[0]: draw
                    player: you written=true
                    amount: number value=2 form="word"
                  steps[1]: lose_life
                    player: you
                    amount: number value=2 form="digits"
                  steps[2]: mill
                    player: you
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=["、", "、その後"]
                  steps[0]: draw
                    player: you written=true
                    amount: number value=2
                  steps[1]: lose_life
                    player: you
                    amount: number value=2
                  steps[2]: mill
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "was milled this way",
        en=(
            "{U}: Mill a card. If a land card was milled this way, Card Name can't be blocked this "
            "turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: mill
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: this_way event="milled" past=true
                      object: objects quantifier="a"
                        filter: all_of
                          parts[0]: card_type name="land"
                          parts[1]: card_type name="card"
                    effect: restriction rule="can't be blocked"
                      object: self_ref short=true
                      duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "a player would draw a card, 「プレイヤーがカードを引く場合」 (count unwritten)",
        en="If a player would draw a card, that player mills two cards instead.",
        ja="プレイヤーがカードを引く場合、代わりにそのプレイヤーはカード２枚を切削する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: draw
                  player: player quantifier="a" noun="player"
                  amount: number value=1 form="article"
                replacement: mill
                  player: player quantifier="that" noun="player"
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: draw count_unwritten=true
                  player: player quantifier="a" noun="player"
                  amount: number value=1
                replacement: mill
                  player: player quantifier="that" noun="player"
                  amount: number value=2
        """,
        engine="cannot compile replacement_ability: draw by player",
        to_ja=False,
    ),
    Row(
        "then sentence (en)",
        en="Each opponent mills two cards. Then you scry 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: mill
                    player: player quantifier="each" noun="opponent"
                    amount: number value=2 form="word"
                  steps[1]: scry
                    player: you written=true
                    amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "continuative verb right before the next step",
        ja=(
            "名前がプレイヤー１人に戦闘ダメージを与えるたび、"
            "そのプレイヤーは１点のライフを失いカード１枚を切削する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: sequence joins=["and"] connectives=[""]
                  steps[0]: lose_life
                    player: player quantifier="that" noun="player"
                    amount: number value=1
                  steps[1]: mill
                    player: ref elided=true
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "target player",
        en="Target player mills two cards.",
        ja="プレイヤー１人を対象とする。そのプレイヤーはカード２枚を切削する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: mill
                  player: player quantifier="target" noun="player"
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: mill
                  player: player quantifier="target" noun="player" declared="player"
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "mills thirteen",
        en="Target opponent mills thirteen cards.",
        ja="対戦相手１人を対象とする。そのプレイヤーはカード１３枚を切削する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: mill
                  player: player quantifier="target" noun="opponent"
                  amount: number value=13 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: mill
                  player: player quantifier="target" noun="opponent" declared="player"
                  amount: number value=13
        """,
        engine="compiles",
    ),
    Row(
        "may mill, 切削してもよい",
        en="When Card Name enters the battlefield, you may mill two cards.",
        ja="名前が戦場に出たとき、あなたはカード２枚を切削してもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: mill
                    player: you
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you written=true
                  effect: mill
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
        to_en=False,
    ),
    # kind: modify_life_gain
    Row(
        "you gain twice that much life instead / 「その２倍の点数のライフを得る」",
        en="If you would gain life, you gain twice that much life instead.",
        ja="あなたがライフを得るなら、代わりにあなたはその２倍の点数のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modify_life_gain factor=2
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modify_life_gain factor=2
                  player: you
        """,
        engine=(
            "cannot compile modify_life_gain: no change of the amount of life gained (CR 614.1a)"
        ),
    ),
    Row(
        "you gain that much life plus 1 instead / 「その点数に１を足した点数のライフを得る」",
        en="If you would gain life, you gain that much life plus 1 instead.",
        ja="あなたがライフを得るなら、代わりにあなたはその点数に１を足した点数のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modify_life_gain factor=1
                  player: you
                  added: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modify_life_gain factor=1
                  player: you
                  added: number value=1
        """,
        engine=(
            "cannot compile modify_life_gain: no change of the amount of life gained (CR 614.1a)"
        ),
    ),
    # kind: not_mana_ability
    Row(
        "if it isn't a mana ability / 「それがマナ能力でない場合」",
        en=(
            "Whenever an opponent activates an ability of an artifact, creature, or land on the "
            "battlefield, if it isn't a mana ability, this creature deals 2 damage to that player."
        ),
        ja=(
            "対戦相手が戦場にあるアーティファクトかクリーチャーか土地の能力を１つ起動するたび、"
            "それがマナ能力でない場合、このクリーチャーはそのプレイヤーに２点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="opponent"
                  ability: abilities_activated
                    of: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: any_of
                          options[0]: card_type name="artifact"
                          options[1]: card_type name="creature"
                          options[2]: card_type name="land"
                        parts[1]: in_zone
                          zone: zone name="battlefield"
                condition: not_mana_ability
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=2 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="opponent"
                  ability: abilities_activated
                    of: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone
                          zone: zone name="battlefield"
                        parts[1]: any_of conjunction="か"
                          options[0]: card_type name="artifact"
                          options[1]: card_type name="creature"
                          options[2]: card_type name="land"
                condition: not_mana_ability
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=2
                  recipient: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile player_activates: the engine has no event for an ability being "
            "activated (CR 602)"
        ),
    ),
    # kind: player_searches
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
    # kind: put_piles
    Row(
        "an opponent separates those cards into two piles / 「２つの束に分ける」",
        en=(
            "Reveal the top five cards of your library. An opponent separates those cards into two "
            "piles. Put one pile into your hand and the other into your graveyard."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード５枚を公開する。対戦相手１人は、"
            "それらのカードを２つの束に分ける。一方の束をあなたの手札に加え、"
            "もう一方をあなたの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5 form="word"
                      player: you
                  steps[1]: separate_piles
                    player: player quantifier="a" noun="opponent"
                    object: ref noun="card" plural=true determiner="those"
                  steps[2]: put_piles
                    chosen_to: zone name="hand"
                      owner: you
                    other_to: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: separate_piles
                    player: player quantifier="a" noun="opponent" comma=true
                    object: ref noun="card" plural=true
                  steps[2]: put_piles added=true
                    chosen_to: zone name="hand"
                      owner: you
                    other_to: zone name="graveyard"
                      owner: you
        """,
        engine=(
            "cannot compile separate_piles: the engine has no piles of cards to separate (CR 700.3)"
        ),
        to_ja=False,
    ),
    Row(
        "「一方の束をあなたの手札に、もう一方を…」",
        ja=(
            "あなたのライブラリーの一番上からカード５枚を公開する。"
            "対戦相手１人はそれらのカードを２つの束に分ける。一方の束をあなたの手札に、"
            "もう一方をあなたの墓地に置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: separate_piles
                    player: player quantifier="a" noun="opponent"
                    object: ref noun="card" plural=true
                  steps[2]: put_piles
                    chosen_to: zone name="hand"
                      owner: you
                    other_to: zone name="graveyard"
                      owner: you
        """,
        engine=(
            "cannot compile separate_piles: the engine has no piles of cards to separate (CR 700.3)"
        ),
    ),
]
