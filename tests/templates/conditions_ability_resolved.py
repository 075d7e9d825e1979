"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: ability_resolved
    Row(
        "if it's the second time",
        en=(
            "Whenever Card Name attacks, surveil 2 if this is the first time this ability has "
            "resolved this turn. If it's the second time, each opponent discards a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: conditional condition_last=true comma=true
                    condition: ability_resolved nth=1
                    effect: surveil
                      player: you
                      amount: number value=2 form="digits"
                  steps[1]: conditional comma=true
                    condition: ability_resolved nth=2 elided=true
                    effect: discard
                      player: player quantifier="each" noun="opponent"
                      amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "２度目なら",
        ja=(
            "名前が攻撃するたび、この能力が解決されたのがこのターン内で１度目なら、諜報２を行う。"
            "２度目なら、各対戦相手はそれぞれカード１枚を捨てる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: conditional comma=true
                    condition: ability_resolved nth=1 passive=true
                    effect: surveil
                      player: you
                      amount: number value=2
                  steps[1]: conditional comma=true
                    condition: ability_resolved nth=2 elided=true
                    effect: discard
                      player: player quantifier="each" noun="opponent" respectively=true
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "the second time this ability has resolved",
        en=(
            "Whenever another creature you control enters, scry 1. If this is the second time this "
            "ability has resolved this turn, draw a card instead."
        ),
        ja=(
            "あなたがコントロールしていてこれでないクリーチャー１体が戦場に出るたび、占術１を行う。"
            "このターンにこの能力が解決したのが２回目であるなら、代わりにカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a" other=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: scry
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: conditional comma=true instead=true
                    condition: ability_resolved nth=2
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a" other=true counter="体" other_word="これでない"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: card_type name="creature"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: scry
                    player: you
                    amount: number value=1
                  steps[1]: conditional comma=true instead=true
                    condition: ability_resolved nth=2
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: acted_this_turn
    Row(
        "you've surveilled",
        en="As long as you've surveilled this turn, Card Name gets +1/+0.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+0"
                  object: self_ref short=true
                condition: acted_this_turn actions=["surveil"] perfect=true
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "a lasting effect under なら",
        ja="このターンにあなたが諜報を行っていたなら、名前は接死を持つ。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="deathtouch"
                condition: acted_this_turn actions=["surveil"]
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "raid",
        en="If you attacked this turn, surveil 1.",
        ja="このターンにあなたが攻撃していたなら、諜報１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: acted_this_turn actions=["attack"]
                    player: you
                  effect: surveil
                    player: you
                    amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: acted_this_turn actions=["attack"]
                    player: you
                  effect: surveil
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "an opponent lost life this turn",
        en="If an opponent lost life this turn, draw a card.",
        ja="このターンに対戦相手がライフを失っていたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: acted_this_turn actions=["lose life"]
                    player: player quantifier="a" noun="opponent"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: acted_this_turn actions=["lose life"]
                    player: player quantifier="a" noun="opponent"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "gained or lost life this turn",
        en="At the beginning of your end step, if you gained or lost life this turn, surveil 1.",
        ja=(
            "あなたの終了ステップの開始時に、このターンにあなたがライフを得ていたか失っていた場合、"
            "諜報１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: acted_this_turn actions=["gain life", "lose life"]
                  player: you
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: acted_this_turn actions=["gain life", "lose life"]
                  player: you
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a lasting effect under a condition",
        en="As long as you surveilled this turn, Card Name has deathtouch.",
        ja="このターンにあなたが諜報を行っていたかぎり、名前は接死を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="deathtouch" case="lower"
                condition: acted_this_turn actions=["surveil"]
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="deathtouch"
                condition: acted_this_turn actions=["surveil"]
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "descended this turn",
        en="At the beginning of your end step, if you descended this turn, scry 1.",
        ja="あなたの終了ステップの開始時に、このターンにあなたが落魄していた場合、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: acted_this_turn actions=["descend"]
                  player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: acted_this_turn actions=["descend"]
                  player: you
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "unless you attacked this turn (「このターンにあなたが攻撃していないかぎり」)",
        en="Draw two cards. Then discard a card unless you attacked this turn.",
        ja=(
            "カード２枚を引く。その後、このターンにあなたが攻撃していないかぎり、"
            "カード１枚を捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: draw
                    player: you
                    amount: number value=2 form="word"
                  steps[1]: conditional condition_last=true comma=true unless=true
                    condition: acted_this_turn actions=["attack"]
                      player: you
                    effect: discard
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: draw
                    player: you
                    amount: number value=2
                  steps[1]: conditional comma=true unless=true
                    condition: acted_this_turn actions=["attack"]
                      player: you
                    effect: discard
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "you gained life this turn, the player first / 「あなたがこのターンにライフを得ていた」",
        en="If you gained life this turn, draw a card.",
        ja="このターンにあなたがライフを得ていたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: acted_this_turn actions=["gain life"]
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: acted_this_turn actions=["gain life"]
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: all_conditions
    Row(
        "you haven't cast and",
        en=(
            "At the beginning of your end step, if you haven't cast a spell from your hand this "
            "turn and Card Name isn't a creature, it becomes a 3/3 Spirit creature with flying in "
            "addition to its other types."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: all_conditions
                  conditions[0]: you_cast this_turn=true negated=true
                    object: objects quantifier="a"
                      filter: card_type name="spell"
                    from_zone: zone name="hand"
                      owner: you
                  conditions[1]: object_is
                    object: self_ref short=true
                    filter: negated
                      filter: card_type name="creature"
                effect: becomes power_toughness="3/3" types=["Spirit", "creature"] in_addition=true
                  object: ref
                  abilities[0]: keyword name="flying" case="lower"
        """,
        engine="cannot compile you_cast: no record of how a spell was cast",
    ),
    Row(
        "唱えておらず",
        ja=(
            "あなたの終了ステップの開始時に、"
            "このターンにあなたがあなたの手札から呪文を唱えておらず名前がクリーチャーでない場合、"
            "これは他のタイプに加えて飛行を持つ3/3のスピリット・クリーチャーになる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: all_conditions
                  conditions[0]: you_cast this_turn=true negated=true
                    object: objects quantifier="a" bare=true
                      filter: card_type name="spell"
                    from_zone: zone name="hand"
                      owner: you
                  conditions[1]: object_is
                    object: self_ref short=true
                    filter: negated
                      filter: card_type name="creature"
                effect: becomes power_toughness="3/3" types=["Spirit", "creature"] in_addition=true possessive=""
                  object: self_ref pronoun=true
                  abilities[0]: keyword name="flying"
        """,
        engine="cannot compile you_cast: no record of how a spell was cast",
    ),
    Row(
        "two players' permanents (en)",
        en=(
            "If an opponent controls a Swamp and you control a Plains, you may cast this spell "
            "without paying its mana cost."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: all_conditions
                    conditions[0]: you_control
                      objects: objects quantifier="a"
                        filter: subtype name="Swamp"
                      player: player quantifier="a" noun="opponent"
                    conditions[1]: you_control
                      objects: objects quantifier="a"
                        filter: subtype name="Plains"
                      player: you
                  effect: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: self_ref noun="spell"
        """,
        engine="cannot compile conditional: no static behaviour",
    ),
    Row(
        "in your graveyard and you control",
        en=(
            "As long as Card Name is in your graveyard and you control a Mountain, creatures you "
            "control have haste."
        ),
        ja=(
            "名前があなたの墓地にあり、かつあなたが山をコントロールしているかぎり、"
            "あなたがコントロールしているクリーチャーは速攻を持つ。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  abilities[0]: keyword name="haste" case="lower"
                condition: all_conditions
                  conditions[0]: object_is
                    object: self_ref short=true
                    filter: in_zone preposition="in"
                      zone: zone name="graveyard"
                        owner: you
                  conditions[1]: you_control
                    objects: objects quantifier="a"
                      filter: subtype name="Mountain"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  abilities[0]: keyword name="haste"
                condition: all_conditions
                  conditions[0]: object_is object_first=true
                    object: self_ref short=true
                    filter: in_zone
                      zone: zone name="graveyard"
                        owner: you
                  conditions[1]: you_control
                    objects: objects quantifier="a" bare=true
                      filter: subtype name="Mountain"
                    player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
