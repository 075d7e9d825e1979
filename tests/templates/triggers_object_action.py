"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: object_action
    Row(
        "an object crews",
        en="Whenever Card Name crews a Vehicle, that Vehicle gets +1/+1 until end of turn.",
        ja="名前が機体１体に搭乗するたび、ターン終了時まで、その機体は+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_action action="crew"
                  object: self_ref short=true
                  other: objects quantifier="a"
                    filter: subtype name="Vehicle"
                effect: modify_pt power="+1" toughness="+1"
                  object: ref noun="Vehicle"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_action action="crew"
                  object: self_ref short=true
                  other: objects quantifier="a" counter="体"
                    filter: subtype name="Vehicle"
                effect: modify_pt power="+1" toughness="+1"
                  object: ref noun="Vehicle"
                  duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile object_action: no trigger on crewing, enlisting or exploiting",
    ),
    Row(
        "an object is enlisted",
        en="Whenever Card Name enlists a creature, scry 2.",
        ja="名前がクリーチャー１体に後援されるたび、占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_action action="enlist"
                  object: self_ref short=true
                  other: objects quantifier="a"
                    filter: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_action action="enlist"
                  object: self_ref short=true
                  other: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile object_action: no trigger on crewing, enlisting or exploiting",
    ),
    Row(
        "an object exploits",
        en="When Card Name exploits a creature, scry 1, then draw a card.",
        ja="名前がクリーチャー１体を濫用したとき、占術１を行い、その後カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: object_action action="exploit"
                  object: self_ref short=true
                  other: objects quantifier="a"
                    filter: card_type name="creature"
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: object_action action="exploit"
                  object: self_ref short=true
                  other: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: scry
                    player: you
                    amount: number value=1
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile object_action: no trigger on crewing, enlisting or exploiting",
    ),
    # kind: planeswalk_to
    Row(
        "planeswalk to, or at",
        en="When you planeswalk to Card Name or at the beginning of your upkeep, scry 4.",
        ja=(
            "あなたが名前にプレインズウォークしたときか、あなたのアップキープの開始時に、"
            "占術４を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers again=["at"] either_or=true
                  triggers[0]: planeswalk_to
                    object: self_ref short=true
                  triggers[1]: at_step step="upkeep"
                    player: you
                effect: scry
                  player: you
                  amount: number value=4 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers again=["at"] either_or=true
                  triggers[0]: planeswalk_to
                    object: self_ref short=true
                  triggers[1]: at_step step="upkeep"
                    player: you
                effect: scry
                  player: you
                  amount: number value=4
        """,
        engine="cannot compile planeswalk_to: no planes",
    ),
]
