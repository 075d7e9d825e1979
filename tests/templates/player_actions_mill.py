"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: mill
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
