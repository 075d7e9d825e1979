"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player_restriction
    Row(
        "player restriction, duration first",
        en="This turn, players can't gain life.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="gain life"
                  player: player quantifier="all" noun="player"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, each opponent",
        en="Each opponent can't play lands this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="play"
                  player: player quantifier="each" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="land" plural=true
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, long form",
        ja="このターン、プレイヤーはライフを得ることができない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="gain life" cannot="ことができない"
                  player: player quantifier="all" noun="player"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, ことはできない",
        ja="対戦相手は墓地から呪文を唱えることはできない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="cast" cannot="ことはできない"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                      parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "players can't gain life",
        en="Your opponents can't gain life.",
        ja="対戦相手はライフを得られない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="gain life"
                  player: player quantifier="all" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="gain life"
                  player: player quantifier="all" noun="opponent"
        """,
        engine="compiles",
    ),
    Row(
        "players can't cast spells of a kind",
        en="Players can't cast noncreature spells this turn.",
        ja="このターン、プレイヤーはクリーチャーでない呪文を唱えられない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="player"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="spell" plural=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="player"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="spell"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    # an enchantment's line (Aggressive Mining): a static ability, never a spell ability
    Row(
        "you can't play lands",
        en="You can't play lands.",
        ja="あなたは土地をプレイできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: player_restriction action="play"
                  player: you
                  object: objects quantifier="all" bare=true
                    filter: card_type name="land" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: player_restriction action="play"
                  player: you
                  object: objects quantifier="all" bare=true
                    filter: card_type name="land"
        """,
        engine="compiles",
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "can't win the game",
        en="Your opponents can't win the game.",
        ja="対戦相手はこのゲームに勝利できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="win the game"
                  player: player quantifier="all" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="win the game"
                  player: player quantifier="all" noun="opponent"
        """,
        engine="compiles",
    ),
    # kind: reflexive_trigger
    Row(
        "when you discard a card this way",
        en="Discard a card. When you discard a nonland card this way, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: discard
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: reflexive_trigger
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
                    done: player_action action="discard"
                      player: you
                      object: objects quantifier="a"
                        filter: all_of
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="card"
        """,
        engine="cannot compile reflexive_trigger.done: what the step before did",
    ),
    Row(
        "これによりあなたが…を追放したとき",
        ja=(
            "あなたのライブラリーの一番上のカードを追放する。"
            "これによりあなたがカードを追放したとき、クリーチャー１体を対象とする。"
            "ターン終了時まで、それは+X/+0の修整を受ける。Ｘはそのカードのマナ総量に等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+X" toughness="+0"
                      object: objects quantifier="target" counter="体" declared=""
                        filter: card_type name="creature"
                      duration: duration name="until end of turn" first=true
                      variable: variable name="X"
                        definition: value_of attribute="mana value"
                          object: ref noun="card"
                    done: player_action action="exile"
                      player: you
                      object: objects quantifier="a" bare=true
                        filter: card_type name="card"
        """,
        engine="cannot compile reflexive_trigger.done: what the step before did",
    ),
    Row(
        "when you exile a card this way",
        en=(
            "Exile the top card of your library. When you exile a card this way, target creature "
            "gets +1/+1 until end of turn."
        ),
        ja=(
            "あなたのライブラリーの一番上のカードを追放する。"
            "これによりあなたがカード１枚を追放したとき、クリーチャー１体を対象とする。"
            "ターン終了時まで、それは+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+1" toughness="+1"
                      object: objects quantifier="target"
                        filter: card_type name="creature"
                      duration: duration name="until end of turn"
                    done: player_action action="exile"
                      player: you
                      object: objects quantifier="a"
                        filter: card_type name="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+1" toughness="+1"
                      object: objects quantifier="target" counter="体" declared=""
                        filter: card_type name="creature"
                      duration: duration name="until end of turn" first=true
                    done: player_action action="exile"
                      player: you
                      object: objects quantifier="a" counter="枚"
                        filter: card_type name="card"
        """,
        engine="cannot compile reflexive_trigger.done: what the step before did",
    ),
    Row(
        "target of a reflexive trigger",
        en=(
            "When Card Name enters, surveil 1. When you do, return target nonland permanent an "
            "opponent controls to its owner's hand."
        ),
        ja=(
            "名前が戦場に出たとき、諜報１を行う。そうしたとき、"
            "対戦相手がコントロールしている土地でないパーマネント１つを対象とする。"
            "それをオーナーの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: surveil
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: reflexive_trigger
                    effect: move verb="return" attacking_joined="かつ"
                      object: objects quantifier="target"
                        filter: all_of head=1
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                          parts[2]: controlled_by
                            player: player quantifier="a" noun="opponent"
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: surveil
                    player: you
                    amount: number value=1
                  steps[1]: reflexive_trigger
                    effect: move verb="return" attacking_joined="かつ"
                      object: objects quantifier="target" counter="つ" declared=""
                        filter: all_of
                          parts[0]: controlled_by
                            player: player quantifier="a" noun="opponent"
                          parts[1]: negated
                            filter: card_type name="land"
                          parts[2]: card_type name="permanent"
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a reflexive modal trigger",
        en=(
            "Whenever you attack, you may pay {1}. When you do, choose one —\n"
            "• Create a Treasure token.\n• Scry 2, then draw a card."
        ),
        ja=(
            "あなたが攻撃するたび、あなたは(１)を支払ってもよい。そうしたとき、以下から１つを選ぶ。"
            "\n・宝物・トークン１つを生成する。\n・占術２を行い、その後カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{1}"
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modal
                      choose: number value=1 form="word"
                      modes[0]: create_token
                        player: you
                        amount: number value=1 form="article"
                        token: token_spec types=["Treasure"]
                      modes[1]: sequence joins=["then"] connectives=[", then"]
                        steps[0]: scry
                          player: you
                          amount: number value=2 form="digits"
                        steps[1]: draw
                          player: you
                          amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{1}"
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modal
                      choose: number value=1
                      modes[0]: create_token
                        player: you
                        amount: number value=1
                        token: token_spec types=["Treasure"]
                      modes[1]: sequence joins=["then"] connectives=["、その後"]
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
        "target of a reflexive trigger 2",
        en=(
            "When Card Name enters, surveil 1. When you do, return target nonland permanent an "
            "opponent controls to its owner's hand."
        ),
        ja=(
            "名前が戦場に出たとき、諜報１を行う。そうしたとき、"
            "対戦相手がコントロールしていて土地でないパーマネント１つを対象とする。"
            "それをオーナーの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: surveil
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: reflexive_trigger
                    effect: move verb="return" attacking_joined="かつ"
                      object: objects quantifier="target"
                        filter: all_of head=1
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                          parts[2]: controlled_by
                            player: player quantifier="a" noun="opponent"
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: surveil
                    player: you
                    amount: number value=1
                  steps[1]: reflexive_trigger
                    effect: move verb="return" attacking_joined="かつ"
                      object: objects quantifier="target" counter="つ" declared=""
                        filter: all_of
                          parts[0]: controlled_by verb_form="していて"
                            player: player quantifier="a" noun="opponent"
                          parts[1]: negated
                            filter: card_type name="land"
                          parts[2]: card_type name="permanent"
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
]
