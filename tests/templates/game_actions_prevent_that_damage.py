"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: prevent_that_damage
    Row(
        "damage to it prevented, then a sentence",
        en=(
            "If damage would be dealt to Card Name, prevent that damage. Remove a +1/+1 counter "
            "from Card Name."
        ),
        ja=(
            "名前にダメージが与えられる場合、そのすべてのダメージを軽減する。"
            "名前の上から+1/+1カウンター１個を取り除く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage
                  recipient: self_ref short=true
                replacement: sequence joins=["sentence"] connectives=["."]
                  steps[0]: prevent_that_damage
                  steps[1]: remove_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage
                  recipient: self_ref short=true
                replacement: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: prevent_that_damage all_written="before"
                  steps[1]: remove_counters counter="+1/+1"
                    amount: number value=1
                    object: self_ref short=true
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        type_line="Creature — Illusion",
        ja_type_line="クリーチャー ― イリュージョン",
    ),
    Row(
        "damage to it prevented and a step after",
        en=(
            "If Card Name would be dealt damage, prevent that damage and remove a +1/+1 counter "
            "from it."
        ),
        ja=(
            "名前にダメージが与えられる場合、そのダメージを軽減し、"
            "それの上から+1/+1カウンター１個を取り除く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage recipient_first=true
                  recipient: self_ref short=true
                replacement: sequence joins=["and"] connectives=[" and"]
                  steps[0]: prevent_that_damage
                  steps[1]: remove_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage
                  recipient: self_ref short=true
                replacement: sequence joins=["and"] connectives=["、"]
                  steps[0]: prevent_that_damage
                  steps[1]: remove_counters counter="+1/+1"
                    amount: number value=1
                    object: ref
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        to_en=False,
        type_line="Creature — Zombie",
        ja_type_line="クリーチャー ― ゾンビ",
    ),
    Row(
        "combat damage to it prevented",
        en=(
            "If combat damage would be dealt to Card Name, prevent that damage and exile that many "
            "cards from the top of your library."
        ),
        ja=(
            "名前に戦闘ダメージが与えられる場合、そのダメージを軽減し、"
            "あなたのライブラリーの一番上からその点数に等しい枚数のカードを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage combat=true
                  recipient: self_ref short=true
                replacement: sequence joins=["and"] connectives=[" and"]
                  steps[0]: prevent_that_damage
                  steps[1]: exile until_comma=true
                    object: objects quantifier="a"
                      count: ref noun="number"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage combat=true
                  recipient: self_ref short=true
                replacement: sequence joins=["and"] connectives=["、"]
                  steps[0]: prevent_that_damage
                  steps[1]: exile until_comma=true
                    object: objects quantifier="a"
                      count: ref noun="number" unit="点数"
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
                        parts[1]: card_type name="card"
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        type_line="Creature — Human",
        ja_type_line="クリーチャー ― 人間",
    ),
    # kind: redirect_damage
    Row(
        "the next N damage … is dealt to … instead",
        en=(
            "{1}: The next 1 damage that would be dealt to target creature you control this turn "
            "is dealt to you instead."
        ),
        ja=(
            "(１)：あなたがコントロールしているクリーチャー１体を対象とする。このターン、"
            "それに与えられる次のダメージ１点は、代わりにあなたに与えられる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: redirect_damage
                  amount: number value=1 form="digits"
                  recipient: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                  duration: duration name="this turn"
                  to: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: redirect_damage
                  amount: number value=1
                  recipient: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
                  to: you
        """,
        engine="cannot compile redirect_damage: no redirection of damage",
    ),
    Row(
        "all damage … is dealt to … instead",
        en="All damage that would be dealt to you is dealt to enchanted creature instead.",
        ja=(
            "あなたに与えられるすべてのダメージは、"
            "代わりにエンチャントしているクリーチャーに与えられる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: redirect_damage
                  recipient: you
                  to: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: redirect_damage
                  recipient: you
                  to: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        engine="cannot compile redirect_damage: no redirection of damage",
        type_line="Enchantment — Aura",
        ja_type_line="エンチャント ― オーラ",
    ),
    # kind: ring_tempts
    Row(
        "whenever the Ring tempts you",
        en="Whenever the Ring tempts you, scry 3.",
        ja="指輪があなたを誘惑するたび、占術３を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: ring_tempts
                  player: you
                effect: scry
                  player: you
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: ring_tempts
                  player: you
                effect: scry
                  player: you
                  amount: number value=3
        """,
        engine="cannot compile ring_tempts: no Ring",
    ),
    # kind: suspect
    Row(
        "suspect",
        en="When Card Name enters, suspect up to one other target creature you control.",
        ja=(
            "名前が戦場に出たとき、"
            "あなたがコントロールしていてこれでないクリーチャー最大１体を対象とする。"
            "それに容疑をかける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: suspect
                  object: objects quantifier="up to target" other=true
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: suspect
                  object: objects quantifier="up to target" other=true counter="体" other_word="これでない" declared=""
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile suspect: no suspected creatures",
    ),
    # kind: transform_permanent
    Row(
        "transform",
        en="At the beginning of your upkeep, you may transform Card Name.",
        ja="あなたのアップキープの開始時に、あなたは名前を変身させてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: transform_permanent
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: transform_permanent
                    object: self_ref short=true
        """,
        engine="cannot compile transform_permanent: no double-faced cards",
    ),
    Row(
        "Phyrexian hybrid mana symbol in a cost",
        en="{4}{U/P}: Transform Card Name. Activate only as a sorcery.",
        ja="(４)(青/Φ)：名前を変身させる。起動はソーサリーとしてのみ行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{U/P}"
                effect: transform_permanent
                  object: self_ref short=true
                restriction: activation_restriction timing="sorcery"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{U/P}"
                effect: transform_permanent
                  object: self_ref short=true
                restriction: activation_restriction timing="sorcery"
        """,
        engine="cannot compile transform_permanent: no double-faced cards",
    ),
    # kind: votes
    Row(
        "for each vote for a choice",
        en=(
            "Council's dilemma — When Card Name enters, starting with you, each player votes for "
            "sprout or harvest. Put two +1/+1 counters on Card Name for each sprout vote. You gain "
            "3 life for each harvest vote."
        ),
        ja=(
            "動議 ― 名前が戦場に出たとき、"
            "あなたから始めて各プレイヤーは「新芽(Sprout)」または「収穫(Harvest)」のいずれかに投票"
            "する。「新芽」１票につき、名前の上に+1/+1カウンター２個を置く。「収穫」１票につき、"
            "あなたは３点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Council's dilemma"
                ability: triggered_ability word="when"
                  trigger: enters
                    object: self_ref short=true
                  effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                    steps[0]: vote choices=["sprout", "harvest"]
                      player: player quantifier="each" noun="player"
                      starting_with: you
                    steps[1]: for_each
                      effect: put_counters counter="+1/+1"
                        amount: number value=2 form="word"
                        object: self_ref short=true
                      objects: votes choice="sprout"
                    steps[2]: for_each
                      effect: gain_life
                        player: you written=true
                        amount: number value=3 form="digits"
                      objects: votes choice="harvest"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="動議"
                ability: triggered_ability word="when"
                  trigger: enters
                    object: self_ref short=true
                  effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                    steps[0]: vote choices=["sprout", "harvest"] written=["新芽(Sprout)", "収穫(Harvest)"]
                      player: player quantifier="each" noun="player"
                      starting_with: you
                    steps[1]: for_each
                      effect: put_counters counter="+1/+1"
                        amount: number value=2
                        object: self_ref short=true
                      objects: votes choice="sprout" written="新芽"
                    steps[2]: for_each
                      effect: gain_life
                        player: you written=true
                        amount: number value=3
                      objects: votes choice="harvest" written="収穫"
        """,
        engine="cannot compile vote: no votes",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "for each vote, written first",
        en=(
            "Starting with you, each player votes for evidence or bribery. For each evidence vote, "
            "investigate. For each bribery vote, create a Treasure token."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: vote choices=["evidence", "bribery"]
                    player: player quantifier="each" noun="player"
                    starting_with: you
                  steps[1]: for_each first=true
                    effect: investigate
                      player: you
                    objects: votes choice="evidence"
                  steps[2]: for_each first=true
                    effect: create_token
                      player: you
                      amount: number value=1 form="article"
                      token: token_spec types=["Treasure"]
                    objects: votes choice="bribery"
        """,
        engine="cannot compile vote: no votes",
    ),
    # kind: would_be_dealt_damage
    Row(
        "damage to you replaced by that many counters",
        en="If damage would be dealt to you, put that many delay counters on Card Name instead.",
        ja=(
            "あなたにダメージが与えられる場合、"
            "代わりに名前の上にその点数に等しい数の遅延カウンターを置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage
                  recipient: you
                replacement: put_counters counter="delay"
                  amount: ref noun="number"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage
                  recipient: you
                replacement: put_counters counter="delay"
                  amount: ref noun="number" unit="点数"
                  object: self_ref short=true
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
]
