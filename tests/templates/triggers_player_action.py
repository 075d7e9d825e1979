"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player_action
    Row(
        "when you cycle this card",
        en="Cycling {2}\nWhen you cycle this card, draw a card.",
        ja="サイクリング(２)\nあなたがこのカードをサイクリングしたとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cycling" case="capitalized"
                  cost: mana_cost symbols="{2}"
              abilities[1]: triggered_ability word="when"
                trigger: player_action action="cycle"
                  player: you
                  object: self_ref noun="card"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cycling"
                  cost: mana_cost symbols="{2}"
              abilities[1]: triggered_ability word="when"
                trigger: player_action action="cycle"
                  player: you
                  object: self_ref noun="card"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "object in a zone",
        en="Whenever you surveil, if Card Name is in your graveyard, you gain 1 life.",
        ja="あなたが諜報を行うたび、あなたの墓地に名前がある場合、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="surveil"
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: in_zone preposition="in"
                    zone: zone name="graveyard"
                      owner: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="surveil"
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: in_zone
                    zone: zone name="graveyard"
                      owner: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "whenever you surveil",
        en="Whenever you surveil, scry 1.",
        ja="あなたが諜報を行うたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="surveil"
                  player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="surveil"
                  player: you
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "the first time each turn",
        en="Whenever you surveil for the first time each turn, you gain 1 life.",
        ja="あなたが各ターン最初に諜報を行うたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="surveil" nth_each_turn=1
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="surveil" nth_each_turn=1
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "your Nth card each turn, 「各ターン内の」",
        en="Whenever you draw your second card each turn, you gain 1 life.",
        ja="あなたが各ターン内のあなたの２枚目のカードを引くたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="draw" nth_each_turn=2
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="draw" nth_each_turn=2 turn_written="各ターン内の"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "the second card each turn",
        en="Whenever an opponent draws their second card each turn, you gain 1 life.",
        ja="対戦相手が各ターンの自分の２枚目のカードを引くたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="draw" nth_each_turn=2
                  player: player quantifier="a" noun="opponent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="draw" nth_each_turn=2
                  player: player quantifier="a" noun="opponent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "cycle or discard a card",
        en="Whenever you cycle or discard a card, scry 1.",
        ja="あなたがカードを１枚サイクリングするか捨てるたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="cycle or discard"
                  player: you
                  object: objects quantifier="a"
                    filter: card_type name="card"
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="cycle or discard" count_after=true
                  player: you
                  object: objects quantifier="a" counter="枚"
                    filter: card_type name="card"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "commit a crime",
        en="Whenever you commit a crime, surveil 2. This ability triggers only once each turn.",
        ja="あなたが悪事を働くたび、諜報２を行う。この能力は、毎ターン１回のみ誘発する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability once_each_turn=true word="whenever"
                trigger: player_action action="commit a crime"
                  player: you
                effect: surveil
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability once_each_turn=true word="whenever"
                trigger: player_action action="commit a crime"
                  player: you
                effect: surveil
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile player_action: commit a crime: without an object",
    ),
    Row(
        "first time each turn, gain life",
        en="Whenever you gain life for the first time each turn, surveil 1.",
        ja="あなたが各ターン最初にライフを得るたび、諜報１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="gain life" nth_each_turn=1
                  player: you
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="gain life" nth_each_turn=1
                  player: you
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "unlock this door",
        en="When you unlock this door, surveil 2.",
        ja="あなたがこのドアを開放したとき、諜報２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: player_action action="unlock"
                  player: you
                  object: self_ref noun="door"
                effect: surveil
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: player_action action="unlock"
                  player: you
                  object: self_ref noun="door"
                effect: surveil
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile player_action: unlock: no trigger behaviour",
    ),
    Row(
        "whenever you sacrifice another permanent, 「…を１つ生け贄に捧げるたび」",
        en="Whenever you sacrifice another permanent, draw a card.",
        ja="あなたが他のパーマネントを１つ生け贄に捧げるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="sacrifice"
                  player: you
                  object: objects quantifier="a" other=true
                    filter: card_type name="permanent"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="sacrifice" count_after=true
                  player: you
                  object: objects quantifier="a" other=true counter="つ" other_word="他の"
                    filter: card_type name="permanent"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "another player's action as a trigger / 「対戦相手がカード１枚を捨てるたび」",
        en="Whenever an opponent discards a card, you gain 1 life.",
        ja="対戦相手がカード１枚を捨てるたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard"
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a"
                    filter: card_type name="card"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard"
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a" counter="枚"
                    filter: card_type name="card"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a player sacrifices / 「プレイヤーがパーマネント１つを生け贄に捧げるたび」",
        en="Whenever a player sacrifices a permanent, you gain 1 life.",
        ja="プレイヤーがパーマネント１つを生け贄に捧げるたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="sacrifice"
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a"
                    filter: card_type name="permanent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="sacrifice"
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a" counter="つ"
                    filter: card_type name="permanent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "an opponent plays a land / 「対戦相手が土地をプレイするたび」",
        en="Whenever an opponent plays a land, you gain 1 life.",
        ja="対戦相手が土地をプレイするたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="play"
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="play"
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile player_action: play: no trigger behaviour",
        to_ja=False,
    ),
    Row(
        "an opponent loses life / 「対戦相手がライフを失うたび」",
        en="Whenever an opponent loses life, you draw a card.",
        ja="対戦相手がライフを失うたび、あなたはカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="lose life"
                  player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you written=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="lose life"
                  player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a player loses the game / 「プレイヤーがゲームに敗北するたび」",
        en="Whenever a player loses the game, you gain 1 life.",
        ja="プレイヤーがゲームに敗北するたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="lose the game"
                  player: player quantifier="a" noun="player"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="lose the game"
                  player: player quantifier="a" noun="player"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile player_action: lose the game: without an object",
    ),
    Row(
        "an opponent discards a card, 「対戦相手がカードを１枚捨てるたび」 (count after)",
        en="Whenever an opponent discards a card, you draw a card.",
        ja="対戦相手がカードを１枚捨てるたび、あなたはカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard"
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a"
                    filter: card_type name="card"
                effect: draw
                  player: you written=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard" count_after=true
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a" counter="枚"
                    filter: card_type name="card"
                effect: draw
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
]
