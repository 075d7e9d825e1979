"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: hand_size
    Row(
        "if after its step",
        en="Surveil 3 if you have no cards in hand. Then draw three cards.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: conditional condition_last=true comma=true
                    condition: hand_size op="eq"
                      player: you
                      amount: number value=0
                    effect: surveil
                      player: you
                      amount: number value=3 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=3 form="word"
        """,
        engine="compiles",
    ),
    Row(
        "no cards in hand",
        en="If you have no cards in hand, surveil 3. Then draw three cards.",
        ja="あなたの手札にカードがないなら、諜報３を行う。その後、カード３枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: conditional comma=true
                    condition: hand_size op="eq"
                      player: you
                      amount: number value=0
                    effect: surveil
                      player: you
                      amount: number value=3 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: conditional comma=true
                    condition: hand_size op="eq"
                      player: you
                      amount: number value=0
                    effect: surveil
                      player: you
                      amount: number value=3
                  steps[1]: draw
                    player: you
                    amount: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "one or fewer cards in hand",
        en="If you have one or fewer cards in hand, draw four cards.",
        ja="あなたの手札のカードが１枚以下であるなら、カード４枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: hand_size op="le"
                    player: you
                    amount: number value=1 form="word"
                  effect: draw
                    player: you
                    amount: number value=4 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: hand_size op="le"
                    player: you
                    amount: number value=1
                  effect: draw
                    player: you
                    amount: number value=4
        """,
        engine="compiles",
    ),
    Row(
        "that player has no cards in hand",
        en=(
            "At the beginning of each player's upkeep, if that player has no cards in hand, that "
            "player draws three cards."
        ),
        ja=(
            "各プレイヤーのアップキープの開始時に、そのプレイヤーの手札にカードがない場合、"
            "そのプレイヤーはカード３枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                condition: hand_size op="eq"
                  player: player quantifier="that" noun="player"
                  amount: number value=0
                effect: draw
                  player: player quantifier="that" noun="player"
                  amount: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                condition: hand_size op="eq"
                  player: player quantifier="that" noun="player"
                  amount: number value=0
                effect: draw
                  player: player quantifier="that" noun="player"
                  amount: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "an opponent has no cards in hand",
        en="At the beginning of your upkeep, if an opponent has no cards in hand, draw a card.",
        ja=(
            "あなたのアップキープの開始時に、対戦相手１人の手札にカードがない場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: hand_size op="eq"
                  player: player quantifier="a" noun="opponent"
                  amount: number value=0
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: hand_size op="eq"
                  player: player quantifier="a" noun="opponent"
                  amount: number value=0
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "that player has seven or more cards in hand",
        en=(
            "At the beginning of each opponent's upkeep, if that player has seven or more cards in "
            "hand, Card Name deals 4 damage to that player."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                condition: hand_size op="ge"
                  player: player quantifier="that" noun="player"
                  amount: number value=7 form="word"
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=4 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "exactly",
        en="{T}: Draw a card. Activate only if you have exactly seven cards in hand.",
        ja="(Ｔ)：カード１枚を引く。あなたの手札にカードがちょうど７枚あるときにのみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction
                  condition: hand_size op="eq"
                    player: you
                    amount: number value=7 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: hand_size op="eq"
                    player: you
                    amount: number value=7
        """,
        engine="compiles",
    ),
    Row(
        "unless you have N or more cards in hand (「手札のカードが７枚以上でないかぎり」)",
        en="Card Name can't attack or block unless you have seven or more cards in hand.",
        ja="あなたの手札のカードが７枚以上でないかぎり、名前では攻撃もブロックもできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack or block"
                  object: self_ref short=true
                condition: hand_size op="ge"
                  player: you
                  amount: number value=7 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack or block"
                  object: self_ref short=true
                condition: hand_size op="ge"
                  player: you
                  amount: number value=7
        """,
        engine="compiles",
    ),
    # kind: if_you_do
    Row(
        "reveal this card from your opening hand; your first upkeep",
        en=(
            "You may reveal this card from your opening hand. If you do, scry 3 at the beginning "
            "of your first upkeep."
        ),
        ja=(
            "あなたはあなたのゲーム開始時の手札からこのカードを公開してもよい。そうしたなら、"
            "あなたの最初のアップキープの開始時に、占術３を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: reveal
                      player: you
                      object: self_ref noun="card"
                      from_zone: zone name="opening hand"
                        owner: you
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="upkeep" next="first"
                      player: you
                    effect: conditional comma=true
                      condition: if_you_do
                      effect: scry
                        player: you
                        amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: reveal
                      player: you written=true
                      object: self_ref noun="card"
                      from_zone: zone name="opening hand"
                        owner: you
                  steps[1]: delayed_trigger word="at" first=true
                    trigger: at_step step="upkeep" next="first"
                      player: you
                    effect: conditional comma=true
                      condition: if_you_do
                      effect: scry
                        player: you
                        amount: number value=3
        """,
        engine="cannot compile reveal.from_zone: opening hand",
    ),
    Row(
        "if you do, at the beginning of the next end step (Japanese)",
        en=(
            "Exile target creature. If you do, return that card to the battlefield under its "
            "owner's control at the beginning of the next end step."
        ),
        ja=(
            "クリーチャー１体を対象とする。それを追放する。そうしたなら、"
            "次の終了ステップの開始時に、そのカードをオーナーのコントロール下で戦場に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="end step" next="step"
                    effect: conditional comma=true
                      condition: if_you_do
                      effect: move verb="return"
                        object: ref noun="card"
                        to: zone name="battlefield"
                          owner: owner_of
                            object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="at" first=true
                    trigger: at_step step="end step" next="step"
                    effect: conditional comma=true
                      condition: if_you_do
                      effect: move verb="return"
                        object: ref noun="card"
                        to: zone name="battlefield"
                          owner: owner_of
                            object: ref
        """,
        engine="compiles",
    ),
    Row(
        "where X is after a conditional",
        en=(
            "You may draw a card. If you do, target creature gets +X/+0 until end of turn, where X "
            "is the number of cards in your hand."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: modify_pt power="+X" toughness="+0"
                      object: objects quantifier="target"
                        filter: card_type name="creature"
                      duration: duration name="until end of turn"
                      variable: variable name="X"
                        definition: count_of
                          objects: objects quantifier="all" bare=true
                            filter: all_of head=0
                              parts[0]: card_type name="card" plural=true
                              parts[1]: in_zone preposition="in"
                                zone: zone name="hand"
                                  owner: you
        """,
        engine="compiles",
    ),
    Row(
        "if you do, at the beginning of the first upkeep",
        en=(
            "You may reveal this card from your opening hand. If you do, at the beginning of the "
            "first upkeep, each opponent loses 3 life."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: reveal
                      player: you
                      object: self_ref noun="card"
                      from_zone: zone name="opening hand"
                        owner: you
                  steps[1]: delayed_trigger word="at" first=true
                    trigger: at_step step="upkeep" next="first"
                    effect: conditional comma=true
                      condition: if_you_do
                      effect: lose_life
                        player: player quantifier="each" noun="opponent"
                        amount: number value=3 form="digits"
        """,
        engine="cannot compile reveal.from_zone: opening hand",
    ),
    Row(
        "if you do, … at the beginning of the first upkeep",
        en=(
            "You may reveal this card from your opening hand. If you do, each opponent loses 3 "
            "life at the beginning of the first upkeep."
        ),
        ja=(
            "あなたはあなたのゲーム開始時の手札からこのカードを公開してもよい。そうしたなら、"
            "最初のアップキープの開始時に、各対戦相手はそれぞれ３点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: reveal
                      player: you
                      object: self_ref noun="card"
                      from_zone: zone name="opening hand"
                        owner: you
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="upkeep" next="first"
                    effect: conditional comma=true
                      condition: if_you_do
                      effect: lose_life
                        player: player quantifier="each" noun="opponent"
                        amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: reveal
                      player: you written=true
                      object: self_ref noun="card"
                      from_zone: zone name="opening hand"
                        owner: you
                  steps[1]: delayed_trigger word="at" first=true
                    trigger: at_step step="upkeep" next="first"
                    effect: conditional comma=true
                      condition: if_you_do
                      effect: lose_life
                        player: player quantifier="each" noun="opponent" respectively=true
                        amount: number value=3
        """,
        engine="cannot compile reveal.from_zone: opening hand",
    ),
    Row(
        "may, after the continuative verb and て",
        ja="あなたはカード１枚を捨ててもよい。そうしたなら、カード２枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: discard
                      player: you written=true
                      amount: number value=1
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=2
        """,
        engine="compiles",
    ),
]
