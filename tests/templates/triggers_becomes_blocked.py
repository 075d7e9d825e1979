"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: becomes_blocked
    Row(
        "blocks or becomes blocked by the same creature",
        en=(
            "Whenever Card Name blocks or becomes blocked by a non-Wall creature, destroy that "
            "creature at end of combat."
        ),
        ja=(
            "名前が壁でないクリーチャーをブロックするか、"
            "壁でないクリーチャーによってブロックされた状態になるたび、戦闘終了時に、"
            "そのクリーチャーを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks blocks=true
                    object: self_ref short=true
                    blocked: objects quantifier="a"
                      filter: all_of
                        parts[0]: negated
                          filter: subtype name="Wall"
                        parts[1]: card_type name="creature"
                  triggers[1]: becomes_blocked
                    object: self_ref short=true
                    by: objects quantifier="a"
                      filter: all_of
                        parts[0]: negated
                          filter: subtype name="Wall"
                        parts[1]: card_type name="creature"
                effect: delayed_trigger word="at"
                  trigger: at_step step="end of combat"
                  effect: destroy
                    object: ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks blocks=true
                    object: self_ref short=true
                    blocked: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: negated
                          filter: subtype name="Wall"
                        parts[1]: card_type name="creature"
                  triggers[1]: becomes_blocked by_written="によって" comma=true
                    object: self_ref short=true
                    by: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: negated
                          filter: subtype name="Wall"
                        parts[1]: card_type name="creature"
                effect: delayed_trigger word="at"
                  trigger: at_step step="end of combat"
                  effect: destroy
                    object: ref noun="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "becomes blocked",
        en="Whenever Card Name becomes blocked by a creature, scry 1.",
        ja="名前がクリーチャー１体にブロックされた状態になるたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_blocked
                  object: self_ref short=true
                  by: objects quantifier="a"
                    filter: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_blocked
                  object: self_ref short=true
                  by: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "blocks or becomes blocked",
        en="Whenever Card Name blocks or becomes blocked by a creature, draw a card.",
        ja=(
            "名前がクリーチャー１体をブロックするかクリーチャー１体にブロックされた状態になるたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks blocks=true
                    object: self_ref short=true
                    blocked: objects quantifier="a"
                      filter: card_type name="creature"
                  triggers[1]: becomes_blocked
                    object: self_ref short=true
                    by: objects quantifier="a"
                      filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks blocks=true
                    object: self_ref short=true
                    blocked: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                  triggers[1]: becomes_blocked
                    object: self_ref short=true
                    by: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "becomes blocked by, written によって",
        en="Whenever Card Name becomes blocked by a creature, draw a card.",
        ja="名前がクリーチャーによってブロックされた状態になるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_blocked
                  object: self_ref short=true
                  by: objects quantifier="a"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_blocked by_written="によって"
                  object: self_ref short=true
                  by: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: becomes_tapped
    Row(
        "becomes tapped",
        en="Whenever Card Name becomes tapped, scry 1.",
        ja="名前がタップ状態になるたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_tapped
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_tapped
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "enchanted land becomes tapped, when",
        en="When enchanted land becomes tapped, destroy it.",
        ja="エンチャントしている土地がタップ状態になったとき、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: becomes_tapped
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
                effect: destroy
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: becomes_tapped
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
                effect: destroy
                  object: ref
        """,
        engine="compiles",
    ),
    # kind: becomes_target
    Row(
        "attacks or becomes the target",
        en="Whenever Card Name attacks or becomes the target of a spell, draw a card.",
        ja="名前が攻撃するか呪文の対象になるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: becomes_target
                    object: self_ref short=true
                    by: objects quantifier="a"
                      filter: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: becomes_target
                    object: self_ref short=true
                    by: objects quantifier="a" bare=true
                      filter: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "becomes the target, with a comma",
        ja=(
            "あなたがコントロールしているパーマネント１つが、"
            "対戦相手がコントロールしている呪文や能力の対象になるたび、カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_target comma=true
                  object: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="permanent"
                  by: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: any_of conjunction="や"
                        options[0]: card_type name="spell"
                        options[1]: card_type name="ability"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "valiant, printed wording",
        ja=(
            "名前が各ターン内で初めてあなたがコントロールしている呪文か能力の対象になるたび、"
            "占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_target nth_each_turn=1 first_written="各ターン内で初めて"
                  object: self_ref short=true
                  by: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: any_of conjunction="か"
                        options[0]: card_type name="spell"
                        options[1]: card_type name="ability"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "becomes the target of",
        en=(
            "Whenever Card Name becomes the target of a spell or ability an opponent controls, "
            "draw a card."
        ),
        ja="名前が対戦相手がコントロールしている呪文や能力の対象になるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_target
                  object: self_ref short=true
                  by: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="spell"
                        options[1]: card_type name="ability"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_target
                  object: self_ref short=true
                  by: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: any_of conjunction="や"
                        options[0]: card_type name="spell"
                        options[1]: card_type name="ability"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "valiant: becomes the target for the first time each turn",
        en=(
            "Whenever Card Name becomes the target of a spell or ability you control for the first "
            "time each turn, it gets +1/+0 until end of turn. Scry 1."
        ),
        ja=(
            "名前が各ターン最初にあなたがコントロールしている呪文や能力の対象になるたび、"
            "ターン終了時まで、それは+1/+0の修整を受ける。占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_target nth_each_turn=1
                  object: self_ref short=true
                  by: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="spell"
                        options[1]: card_type name="ability"
                      parts[1]: controlled_by
                        player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: ref
                    duration: duration name="until end of turn"
                  steps[1]: scry
                    player: you
                    amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: becomes_target nth_each_turn=1
                  object: self_ref short=true
                  by: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: any_of conjunction="や"
                        options[0]: card_type name="spell"
                        options[1]: card_type name="ability"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: ref
                    duration: duration name="until end of turn" first=true
                  steps[1]: scry
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: causes_discard
    Row(
        "a spell or ability an opponent controls causes you to discard",
        en=(
            "When a spell or ability an opponent controls causes you to discard Card Name, return "
            "it to your hand."
        ),
        ja=(
            "対戦相手がコントロールしている呪文や能力によって、あなたが名前を捨てるとき、"
            "それをあなたの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: causes_discard
                  cause: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="spell"
                        options[1]: card_type name="ability"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                  object: self_ref short=true
                effect: move verb="return"
                  object: ref
                  to: zone name="hand"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: causes_discard comma=true
                  cause: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: any_of conjunction="や"
                        options[0]: card_type name="spell"
                        options[1]: card_type name="ability"
                  object: self_ref short=true
                effect: move verb="return"
                  object: ref
                  to: zone name="hand"
                    owner: you
        """,
        engine=(
            "cannot compile causes_discard: no record of which spell or ability made a player "
            "discard"
        ),
        to_ja=False,
    ),
]
