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
    # kind: has_city_blessing
    Row(
        "if you have the city's blessing",
        en="At the beginning of your upkeep, if you have the city's blessing, draw a card.",
        ja="あなたのアップキープの開始時に、あなたが都市の承認を持っている場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: has_city_blessing
                  player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: has_city_blessing
                  player: you written=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile has_city_blessing: no city's blessing (ascend)",
    ),
    # kind: has_initiative
    Row(
        "take the initiative",
        en=(
            "When Card Name enters, you take the initiative.\n"
            "At the beginning of your end step, if you have the initiative, draw a card."
        ),
        ja=(
            "名前が戦場に出たとき、あなたはイニシアチブを得る。\n"
            "あなたの終了ステップの開始時に、あなたにイニシアチブがある場合、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: take_initiative
                  player: you written=true
              abilities[1]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: has_initiative
                  player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: take_initiative
                  player: you written=true
              abilities[1]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: has_initiative
                  player: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile take_initiative: no initiative",
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
    # kind: if_you_dont
    Row(
        "would enter, as Oracle writes it now",
        en=(
            "If Card Name would enter, sacrifice an untapped Island instead. If you do, put Card "
            "Name onto the battlefield. If you don't, put it into its owner's graveyard."
        ),
        ja=(
            "名前が戦場に出るなら、代わりにアンタップ状態の島１つを生け贄に捧げる。そうしたなら、"
            "名前を戦場に出す。そうしなかったなら、それをオーナーの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: move verb="enter"
                  object: self_ref short=true
                  to: zone name="battlefield"
                replacement: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: status name="untapped"
                        parts[1]: subtype name="Island"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: move verb="put"
                      object: self_ref short=true
                      to: zone name="battlefield"
                  steps[2]: conditional comma=true
                    condition: if_you_dont
                    effect: move verb="put"
                      object: ref
                      to: zone name="graveyard"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: move
                  object: self_ref short=true
                  to: zone name="battlefield"
                replacement: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: sacrifice
                    player: you
                    object: objects quantifier="a" counter="つ"
                      filter: all_of
                        parts[0]: status name="untapped"
                        parts[1]: subtype name="Island"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: move verb="put"
                      object: self_ref short=true
                      to: zone name="battlefield"
                  steps[2]: conditional comma=true
                    condition: if_you_dont
                    effect: move verb="put"
                      object: ref
                      to: zone name="graveyard"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
    ),
    Row(
        "if you can't",
        en=(
            "At the beginning of your upkeep, sacrifice a creature. If you can't, you lose the "
            "game."
        ),
        ja=(
            "あなたのアップキープの開始時に、クリーチャー１体を生け贄に捧げる。そうできないなら、"
            "あなたはこのゲームに敗北する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: if_you_dont cannot=true
                    effect: game_result outcome="lose"
                      player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: if_you_dont cannot=true
                    effect: game_result outcome="lose"
                      player: you written=true
        """,
        engine="cannot compile if_you_dont.cannot: whether the step could be done",
    ),
    Row(
        "if they can't",
        en="Target opponent sacrifices a creature. If they can't, you draw a card.",
        ja=(
            "対戦相手１人を対象とする。そのプレイヤーはクリーチャー１体を生け贄に捧げる。"
            "そのプレイヤーがそうできないなら、あなたはカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: sacrifice
                    player: player quantifier="target" noun="opponent"
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: if_you_dont written="they" cannot=true
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: you written=true
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: sacrifice
                    player: player quantifier="target" noun="opponent" declared="player"
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: if_you_dont cannot=true
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: you written=true
                      amount: number value=1
        """,
        engine="cannot compile if_you_dont.cannot: whether the step could be done",
        to_en=False,
    ),
    Row(
        "if you can't, Japanese without そう",
        ja=(
            "あなたのアップキープの開始時に、クリーチャー１体を生け贄に捧げる。できないなら、"
            "あなたはカード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: if_you_dont verb="できない" cannot=true
                    effect: draw
                      player: you written=true
                      amount: number value=1
        """,
        engine="cannot compile if_you_dont.cannot: whether the step could be done",
    ),
    Row(
        "if they don't",
        en="Target opponent may discard a card. If they don't, you draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: player quantifier="target" noun="opponent"
                    effect: discard
                      player: player quantifier="target" noun="opponent"
                      amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: if_you_dont written="they"
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: you written=true
                      amount: number value=1 form="article"
        """,
        engine="cannot compile if_you_dont.player: another player's choice",
    ),
    Row(
        "そうしたなら after another player was asked",
        en=(
            "At the beginning of each player's upkeep, that player may pay {2}. "
            "If that player does, that player draws a card."
        ),
        ja=(
            "各プレイヤーのアップキープの開始時に、そのプレイヤーは(２)を支払ってもよい。"
            "そうしたなら、そのプレイヤーはカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: player quantifier="that" noun="player"
                    effect: pay_mana symbols="{2}"
                      player: player quantifier="that" noun="player"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: player quantifier="that" noun="player"
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: player quantifier="that" noun="player"
                    effect: pay_mana symbols="{2}"
                      player: player quantifier="that" noun="player"
                  steps[1]: conditional comma=true
                    condition: if_you_do elided=true
                      player: player quantifier="that" noun="player"
                    effect: draw
                      player: player quantifier="that" noun="player"
                      amount: number value=1
        """,
        engine="cannot compile if_you_do.player: another player's choice",
        to_ja=False,
    ),
    Row(
        "手札から、…に等しいマナ総量を持つ",
        ja=(
            "あなたはあなたの手札から、あなたがコントロールしている、"
            "他のすべてのパーマネントの中で最も大きいマナ総量に１を足した値に等しいマナ総量を持つパ"
            "ーマネント・呪文１つをマナ・コストを支払うことなく唱えてもよい。そうしないなら、"
            "占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: objects quantifier="a" counter="つ"
                        filter: all_of
                          parts[0]: in_zone preposition="from" comma=true
                            zone: zone name="hand"
                              owner: you
                          parts[1]: compare attribute="mana value" op="eq" has=true
                            value: plus
                              left: number value=1
                              right: greatest_among attribute="mana value"
                                objects: objects quantifier="all" other=true other_word="他の"
                                  filter: all_of
                                    parts[0]: controlled_by comma=true
                                      player: you
                                    parts[1]: card_type name="permanent"
                          parts[2]: card_type name="permanent"
                          parts[3]: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: if_you_dont verb="そうしない"
                    effect: scry
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile play.free: a permanent spell, before it is cast",
    ),
    Row(
        "an instant's line opening with a delayed trigger",
        en=(
            "Draw a card.\n"
            "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game."
        ),
        ja=(
            "カードを１枚引く。\n"
            "あなたの次のアップキープの開始時に、(２)(黒)を支払う。そうしないなら、"
            "あなたはこのゲームに敗北する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
              abilities[1]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: delayed_trigger word="at" first=true
                    trigger: at_step step="upkeep" next="step"
                      player: you
                    effect: pay_mana symbols="{2}{B}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_dont
                    effect: game_result outcome="lose"
                      player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw count_after=true
                  player: you
                  amount: number value=1
              abilities[1]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: delayed_trigger word="at"
                    trigger: at_step step="upkeep" next="step"
                      player: you
                    effect: pay_mana symbols="{2}{B}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_dont verb="そうしない"
                    effect: game_result outcome="lose"
                      player: you written=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Instant",
        ja_type_line="インスタント",
    ),
]
