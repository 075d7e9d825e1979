"""Template rows of the tokens family (scryc/ast/tokens.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: pt_equal_to
    Row(
        "each equal to, comma after the topic",
        ja="名前のパワーとタフネスは、それぞれあなたの手札にあるカードの数に等しい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: pt_equal_to stats="power and toughness" commas=[true, false]
                  object: self_ref short=true
                  amount: count_of
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "power and toughness are each equal to",
        en="Card Name's power and toughness are each equal to the number of creatures you control.",
        ja=(
            "名前のパワーとタフネスはそれぞれ、"
            "あなたがコントロールしているクリーチャーの数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: pt_equal_to stats="power and toughness"
                  object: self_ref short=true
                  amount: count_of
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: pt_equal_to stats="power and toughness" commas=[false, true]
                  object: self_ref short=true
                  amount: count_of
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "power is equal to the number of cards",
        en="Card Name's power is equal to the number of cards in your hand.",
        ja="名前のパワーは、あなたの手札にあるカードの枚数に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: pt_equal_to stats="power"
                  object: self_ref short=true
                  amount: count_of
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: pt_equal_to stats="power" commas=[true, false]
                  object: self_ref short=true
                  amount: count_of in_cards=true
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    # kind: put_counters
    Row(
        "put counters for each, counted between the place and the counters",
        en="Put a +1/+1 counter on target creature for each creature you control.",
        ja=(
            "クリーチャー１体を対象とする。それの上に、"
            "あなたがコントロールしているクリーチャー１体につき+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true no_comma=true
                  effect: put_counters counter="+1/+1" comma=true
                    amount: number value=1
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "put counters for each counter on self",
        en="Put a +1/+1 counter on target creature for each +1/+1 counter on Card Name.",
        ja=(
            "クリーチャー１体を対象とする。それの上に、"
            "名前の上にある+1/+1カウンター１個につき+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  objects: counters_on counter="+1/+1"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true no_comma=true
                  effect: put_counters counter="+1/+1" comma=true
                    amount: number value=1
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  objects: counters_on counter="+1/+1"
                    object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    # "and it deals …": a step about the object of the step before.
    Row(
        "counter and it deals",
        en=(
            "Whenever you discard a card, put a +1/+1 counter on Card Name and it deals 1 damage "
            "to each opponent."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="discard"
                  player: you
                  object: objects quantifier="a"
                    filter: card_type name="card"
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                  steps[1]: deal_damage
                    source: ref
                    amount: number value=1 form="digits"
                    recipient: player quantifier="each" noun="opponent"
        """,
        engine="compiles",
    ),
    Row(
        "a trigger during your turn",
        en="Whenever you gain life during your turn, put a +1/+1 counter on Card Name.",
        ja="あなたのターン中にあなたがライフを得るたび、名前の上に+1/+1カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever" during="your turn"
                trigger: player_action action="gain life"
                  player: you
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever" during="your turn"
                trigger: player_action action="gain life"
                  player: you
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="cannot compile triggered_ability.during: a trigger during your turn",
    ),
    Row(
        "if it doesn't, after a condition last",
        en=(
            "Put a +1/+1 counter on Card Name. Then draw a card if it has three or more +1/+1 "
            "counters on it. If it doesn't, scry 1."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                  steps[1]: conditional otherwise_written="if it doesn't" condition_last=true comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="+1/+1"
                        object: ref
                      right: number value=3 form="word"
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
                    otherwise: scry
                      player: you
                      amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "numbers",
        en=(
            "Create two 1/1 white Human creature tokens. Put a +1/+1 counter on each of up to two "
            "target creatures."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: create_token
                    player: you
                    amount: number value=2 form="word"
                    token: token_spec power_toughness="1/1" colors=["white"] types=["Human", "creature"]
                  steps[1]: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: objects quantifier="up to target" each_of=true
                      count: number value=2 form="word"
                      filter: card_type name="creature" plural=true
        """,
        engine="compiles",
    ),
    Row(
        "otherwise after その後",
        ja=(
            "名前の上に+1/+1カウンター１個を置く。その後、"
            "これの上に７個以上の+1/+1カウンターがあるなら、カード１枚を引く。そうでないなら、"
            "占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: put_counters counter="+1/+1"
                    amount: number value=1
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="+1/+1"
                        object: self_ref pronoun=true
                      right: number value=7
                    effect: draw
                      player: you
                      amount: number value=1
                    otherwise: scry
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "counters, then それぞれ",
        ja="クリーチャー最大２体を対象とする。それらの上に+1/+1カウンターをそれぞれ１個置く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counters counter="+1/+1" each_after=true
                  amount: number value=1
                  object: objects quantifier="up to target" counter="体" declared=""
                    count: number value=2
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "keyword counter",
        en="Put a flying counter on target creature.",
        ja="クリーチャー１体を対象とする。それの上に飛行カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: put_counters counter="flying"
                  amount: number value=1 form="article"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counters counter="flying"
                  amount: number value=1
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "you may put a counter on ~",
        en="At the beginning of your upkeep, you may put a charge counter on Card Name.",
        ja="あなたのアップキープの開始時に、あなたは名前の上に蓄積カウンター１個を置いてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: put_counters counter="charge"
                    amount: number value=1 form="article"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: put_counters counter="charge"
                    amount: number value=1
                    object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "you may put a counter on target",
        en="You may put a -1/-1 counter on target creature.",
        ja="クリーチャー１体を対象とする。あなたはそれの上に-1/-1カウンター１個を置いてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: put_counters counter="-1/-1"
                    amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: put_counters counter="-1/-1"
                    amount: number value=1
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "distribute counters among targets, the total in the targets' clause",
        en=(
            "When Card Name enters, distribute two +1/+1 counters among one or two target "
            "creatures you control."
        ),
        ja=(
            "名前が戦場に出たとき、あなたがコントロールしているクリーチャー１体か２体を対象とし、"
            "２個分を割り振る。それらの上にその割り振った個数の+1/+1カウンターを置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: put_counters counter="+1/+1" divided=true
                  amount: number value=2 form="word"
                  object: objects quantifier="one to target"
                    count: number value=2 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: put_counters counter="+1/+1" divided=true divided_as="" divided_first=true
                  amount: number value=2
                  object: objects quantifier="one to target" counter="体" count_last=true declared="" declared_clause=true
                    count: number value=2
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile put_counters.divided: counters divided among objects",
        to_ja=False,
    ),
    Row(
        "distribute counters among targets declared before",
        en="Distribute three +1/+1 counters among one, two, or three target creatures.",
        ja=(
            "１体か２体か３体のクリーチャーを対象とする。"
            "それらの上に+1/+1カウンター３個を望むように割り振って置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: put_counters counter="+1/+1" divided=true
                  amount: number value=3 form="word"
                  object: objects quantifier="one to target"
                    count: number value=3 form="word"
                    filter: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counters counter="+1/+1" divided=true divided_as="望むように"
                  amount: number value=3
                  object: objects quantifier="one to target" counter="体" declared=""
                    count: number value=3
                    filter: card_type name="creature"
        """,
        engine="cannot compile put_counters.divided: counters divided among objects",
    ),
    Row(
        "you attack a player",
        en="Whenever you attack a player, put a charge counter on this artifact.",
        ja=(
            "あなたがプレイヤー１人を攻撃するたび、"
            "このアーティファクトの上に蓄積カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: you
                  blocked: player quantifier="a" noun="player"
                effect: put_counters counter="charge"
                  amount: number value=1 form="article"
                  object: self_ref noun="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: you
                  blocked: player quantifier="a" noun="player"
                effect: put_counters counter="charge"
                  amount: number value=1
                  object: self_ref noun="artifact"
        """,
        engine="cannot compile attacks.blocked: attacks a player other than you",
    ),
]
