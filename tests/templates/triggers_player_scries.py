"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player_scries
    Row(
        "do this only once each turn",
        en=(
            "Whenever you scry, if Card Name is tapped, you may untap it. Do this only once each "
            "turn."
        ),
        ja=(
            "あなたが占術を行うたび、名前がタップ状態である場合、"
            "あなたはそれをアンタップしてもよい。これは毎ターン１回のみ行える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability effect_once_each_turn=true word="whenever"
                trigger: player_scries
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
                effect: optional
                  player: you
                  effect: untap
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability effect_once_each_turn=true word="whenever"
                trigger: player_scries
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
                effect: optional
                  player: you
                  effect: untap
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "choose one and an effect (en)",
        en=(
            "Whenever you scry, choose one and Card Name gets +1/+1 until end of turn.\n"
            "• Card Name must be blocked this turn if able.\n"
            "• Card Name can't be blocked by more than one creature each combat this turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: restriction rule="must be blocked if able"
                    object: self_ref short=true
                    duration: duration name="this turn"
                  modes[1]: restriction rule="can't be blocked" each_combat=true
                    object: self_ref short=true
                    by: objects quantifier="at least" more_than=true
                      count: number value=2 form="word"
                      filter: card_type name="creature"
                    duration: duration name="this turn"
                  also: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn"
        """,
        engine="cannot compile modal.also: an effect that comes with the choice",
    ),
    Row(
        "choose one and an effect",
        en=(
            "Whenever you scry, choose one and Card Name gets +1/+1 until end of turn.\n"
            "• Draw a card.\n• Card Name can't be blocked by more than one creature this turn."
        ),
        ja=(
            "あなたが占術を行うたび、以下から１つを選び、ターン終了時まで、"
            "名前は+1/+1の修整を受ける。\n・カード１枚を引く。\n"
            "・このターン、名前は２体以上のクリーチャーにはブロックされない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  modes[1]: restriction rule="can't be blocked"
                    object: self_ref short=true
                    by: objects quantifier="at least" more_than=true
                      count: number value=2 form="word"
                      filter: card_type name="creature"
                    duration: duration name="this turn"
                  also: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: modal
                  choose: number value=1
                  modes[0]: draw
                    player: you
                    amount: number value=1
                  modes[1]: restriction rule="can't be blocked" by_written="には"
                    object: self_ref short=true
                    by: objects quantifier="at least" counter="体"
                      count: number value=2
                      filter: card_type name="creature"
                    duration: duration name="this turn" first=true
                  also: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile modal.also: an effect that comes with the choice",
    ),
    Row(
        "if it is tapped",
        en="Whenever you scry, if Card Name is tapped, draw a card.",
        ja="あなたが占術を行うたび、名前がタップ状態である場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a duration each",
        en=(
            "Whenever you scry, Card Name gets +1/+0 until end of turn and can't be blocked this "
            "turn."
        ),
        ja=(
            "あなたが占術を行うたび、ターン終了時まで、名前は+1/+0の修整を受け、このターン、"
            "ブロックされない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: self_ref short=true
                    duration: duration name="until end of turn"
                  steps[1]: restriction rule="can't be blocked"
                    object: ref elided=true
                    duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: self_ref short=true
                    duration: duration name="until end of turn" first=true
                  steps[1]: restriction rule="can't be blocked"
                    object: ref elided=true
                    duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "whenever you scry",
        en="Whenever you scry, put a +1/+1 counter on Card Name.",
        ja="あなたが占術を行うたび、名前の上に+1/+1カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
]
