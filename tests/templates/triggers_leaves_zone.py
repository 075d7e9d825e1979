"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: leaves_zone
    Row(
        "cards leave your graveyard",
        en="Whenever one or more cards leave your graveyard, scry 1.",
        ja="１枚以上のカードがあなたの墓地を離れるたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: leaves_zone
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: card_type name="card" plural=true
                  zone: zone name="graveyard"
                    owner: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: leaves_zone
                  object: objects quantifier="at least" counter="枚"
                    count: number value=1
                    filter: card_type name="card"
                  zone: zone name="graveyard"
                    owner: you
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
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
        engine="compiles",
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
        engine="cannot compile object_action: no enlisting",
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
        engine="compiles",
    ),
    # kind: object_event
    Row(
        "enters or becomes monstrous",
        en="When Card Name enters the battlefield or becomes monstrous, draw a card.",
        ja="名前が戦場に出たか怪物的になったとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters the_battlefield=true
                    object: self_ref short=true
                  triggers[1]: object_event event="monstrous"
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: object_event event="monstrous"
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "becomes untapped",
        en="Whenever Card Name becomes untapped, draw a card.",
        ja="名前がアンタップ状態になるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_event event="untapped"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_event event="untapped"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "becomes monstrous",
        en="When Card Name becomes monstrous, destroy target creature.",
        ja="名前が怪物的になったとき、クリーチャー１体を対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="monstrous"
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="monstrous"
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "transforms into",
        en="When this creature transforms into Card Name, draw a card.",
        ja="このクリーチャーが名前に変身したとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="transforms"
                  object: self_ref noun="creature"
                  into: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="transforms"
                  object: self_ref noun="creature"
                  into: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile object_event.transforms: transforming needs the back face, an unlinked "
            "row of the corpus"
        ),
    ),
    Row(
        "equipped creature transforms",
        en="When equipped creature transforms, draw a card.",
        ja="装備しているクリーチャーが変身したとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="transforms"
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="transforms"
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile object_event.transforms: transforming needs the back face, an unlinked "
            "row of the corpus"
        ),
    ),
    Row(
        "mutates",
        en="Whenever this creature mutates, draw a card.",
        ja="このクリーチャーが変容するたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_event event="mutates"
                  object: self_ref noun="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_event event="mutates"
                  object: self_ref noun="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile object_event.mutates: no merged permanents (mutate)",
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
    # kind: player_action
    Row(
        "crank",
        en="Whenever you crank Card Name, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="crank"
                  player: you
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="cannot compile player_action: crank: no trigger behaviour",
    ),
    Row(
        "encounter",
        en="When you encounter Card Name, each player draws four cards.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: player_action action="encounter"
                  player: you
                  object: self_ref short=true
                effect: draw
                  player: player quantifier="each" noun="player"
                  amount: number value=4 form="word"
        """,
        engine="cannot compile player_action: encounter: no trigger behaviour",
    ),
    Row(
        "このカードをサイクリングしたとき",
        ja="サイクリング(２)\nこのカードをサイクリングしたとき、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cycling"
                  cost: mana_cost symbols="{2}"
              abilities[1]: triggered_ability word="when"
                trigger: player_action action="cycle" unsaid_past=true
                  player: you
                  object: self_ref noun="card"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "cycle or discard another card",
        ja="あなたが他のカードを１枚サイクリングするか捨てるたび、占術１を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="cycle or discard" count_after=true
                  player: you
                  object: objects quantifier="a" other=true counter="枚" other_word="他の"
                    filter: card_type name="card"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "other",
        ja="あなたがこれでないクリーチャー１体を生け贄に捧げるたび、占術１を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="sacrifice"
                  player: you
                  object: objects quantifier="a" other=true counter="体" other_word="これでない"
                    filter: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "first time each turn, as written",
        ja="あなたが各ターン内で初めてライフを失うたび、諜報１を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="lose life" nth_each_turn=1 first_written="各ターン内で初めて"
                  player: you
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "whenever you draw a card",
        en="Whenever you draw a card, you gain 2 life.",
        ja="あなたがカード１枚を引くたび、あなたは２点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="draw"
                  player: you
                  object: objects quantifier="a"
                    filter: card_type name="card"
                effect: gain_life
                  player: you written=true
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="draw"
                  player: you
                  object: objects quantifier="a" counter="枚"
                    filter: card_type name="card"
                effect: gain_life
                  player: you written=true
                  amount: number value=2
        """,
        engine="compiles",
    ),
]
