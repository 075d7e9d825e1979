"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
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
    # kind: scry
    Row(
        "then joins",
        en="Scry 1, then scry 2 then draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then", "then"] connectives=[", then", " then"]
                  steps[0]: scry
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: scry
                    player: you
                    amount: number value=2 form="digits"
                  steps[2]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "then sentence (ja)",
        ja="占術２を行う。その後、カード２枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: scry
                    player: you
                    amount: number value=2
                  steps[1]: draw
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "Serum Visions",
        en="Draw a card. Scry 2.",
        ja="カード１枚を引く。占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: draw
                    player: you
                    amount: number value=1
                  steps[1]: scry
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "Foresee",
        en="Scry 4, then draw two cards.",
        ja="占術４を行い、その後カード２枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=4 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: scry
                    player: you
                    amount: number value=4
                  steps[1]: draw
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "keyword action",
        en="Scry 2.",
        ja="占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "then",
        en="Scry 2, then draw a card.",
        ja="占術２を行い、その後カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: scry
                    player: you
                    amount: number value=2
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "then sentence",
        en="Scry 2, then draw a card.",
        ja="占術２を行う。その後、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: scry
                    player: you
                    amount: number value=2
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: skip_step
    Row(
        "you skip your next turn / 「あなたの次のターンを飛ばす」",
        en="When this creature enters, you skip your next turn.",
        ja="このクリーチャーが戦場に出たとき、あなたの次のターンを飛ばす。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: skip_step step="turn" next=true
                  player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: skip_step step="turn" next=true
                  player: you
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "that player skips their next untap step / 「自分の次のアンタップ・ステップを飛ばす」",
        en=(
            "Whenever this creature deals combat damage to a player, that player skips their next "
            "untap step."
        ),
        ja=(
            "このクリーチャーがプレイヤー１人に戦闘ダメージを与えるたび、"
            "そのプレイヤーは自分の次のアンタップ・ステップを飛ばす。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: skip_step step="untap step" next=true
                  player: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: skip_step step="untap step" next=true
                  player: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
    ),
    Row(
        "「次の戦闘フェイズ１つを飛ばす」",
        ja="プレイヤー１人を対象とする。そのプレイヤーは、自分の次の戦闘フェイズ１つを飛ばす。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: skip_step step="combat phase" next=true one_written=true
                  player: player quantifier="target" noun="player" comma=true declared="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
    ),
    # kind: surveil
    Row(
        "this Spacecraft",
        en="When this Spacecraft enters, surveil 2.",
        ja="この宇宙船が戦場に出たとき、諜報２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Spacecraft"
                effect: surveil
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Spacecraft"
                effect: surveil
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
]
