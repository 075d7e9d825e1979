"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
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
    # kind: in_each_zone
    Row(
        "in each of several zones",
        en=(
            "At the beginning of your upkeep, you may reveal your hand. If you do, you win the "
            "game if you own a card named Card Name in exile, in your hand, in your graveyard, and "
            "on the battlefield."
        ),
        ja=(
            "あなたのアップキープの開始時に、あなたはあなたの手札を公開してもよい。そうしたなら、"
            "あなたがオーナーである《名前》という名前のカードが追放領域とあなたの手札とあなたの墓地"
            "と戦場のいずれにもあるなら、あなたはこのゲームに勝利する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: reveal
                      player: you
                      object: zone_contents
                        zone: zone name="hand"
                          owner: you
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: conditional condition_last=true comma=true
                      condition: in_each_zone
                        objects: objects quantifier="a"
                          filter: all_of head=1
                            parts[0]: owned_by
                              player: you
                            parts[1]: card_type name="card"
                            parts[2]: named self_name=true
                        zones[0]: zone name="exile"
                        zones[1]: zone name="hand"
                          owner: you
                        zones[2]: zone name="graveyard"
                          owner: you
                        zones[3]: zone name="battlefield"
                      effect: game_result outcome="win"
                        player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: reveal
                      player: you written=true
                      object: zone_contents
                        zone: zone name="hand"
                          owner: you
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: conditional comma=true
                      condition: in_each_zone
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: owned_by
                              player: you
                            parts[1]: named self_name=true
                            parts[2]: card_type name="card"
                        zones[0]: zone name="exile"
                        zones[1]: zone name="hand"
                          owner: you
                        zones[2]: zone name="graveyard"
                          owner: you
                        zones[3]: zone name="battlefield"
                      effect: game_result outcome="win"
                        player: you written=true
        """,
        engine="compiles",
        to_en=False,
    ),
    # kind: left_battlefield_this_turn
    Row(
        "revolt",
        en=(
            "At the beginning of your end step, if a permanent you controlled left the battlefield "
            "this turn, create a 1/1 colorless Servo artifact creature token."
        ),
        ja=(
            "あなたの終了ステップの開始時に、"
            "このターンにパーマネントがあなたのコントロール下で戦場を離れていた場合、"
            "無色の1/1の霊気装置・アーティファクト・クリーチャー・トークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: left_battlefield_this_turn
                  objects: objects quantifier="a"
                    filter: card_type name="permanent"
                  controller: you
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["colorless"] types=["Servo", "artifact", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: left_battlefield_this_turn
                  objects: objects quantifier="a" bare=true
                    filter: card_type name="permanent"
                  controller: you
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["colorless"] types=["Servo", "artifact", "creature"]
        """,
        engine="compiles",
    ),
]
