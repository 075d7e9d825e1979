"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: counter_spell
    Row(
        "counter unless its controller pays X, where X is",
        en="Counter target spell unless its controller pays {X}, where X is its mana value.",
        ja=(
            "呪文１つを対象とする。それのコントローラーが(Ｘ)を支払わないかぎり、それを打ち消す。"
            "Ｘはそれのマナ総量に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: counter_spell unless_paid="{X}"
                  object: objects quantifier="target"
                    filter: card_type name="spell"
                  unless_player: controller_of
                    object: ref
                  unless_x: variable name="X"
                    definition: value_of attribute="mana value"
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: counter_spell unless_paid="{X}"
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="spell"
                  unless_player: controller_of
                    object: ref
                  unless_x: variable name="X"
                    definition: value_of attribute="mana value"
                      object: ref
        """,
        engine="cannot compile counter_spell: an X defined by 'where X is'",
    ),
    Row(
        "a spell's own cast permission is a static ability (CR 113.6)",
        en=(
            "If you control a commander, you may cast this spell without paying its mana cost.\n"
            "Counter target noncreature spell."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: card_type name="commander"
                    player: you
                  effect: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: self_ref noun="spell"
              abilities[1]: spell_ability
                effect: counter_spell
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="spell"
        """,
        engine="cannot compile conditional: no static behaviour",
    ),
    Row(
        "with mana value X, 「マナ総量がＸの」",
        en="Counter target spell with mana value X.",
        ja="マナ総量がＸの呪文１つを対象とし、それを打ち消す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: counter_spell
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: compare attribute="mana value" op="eq" bare=true
                        value: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: counter_spell
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: compare attribute="mana value" op="eq" bare=true
                        value: variable name="X"
                      parts[1]: card_type name="spell"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "it was a",
        en="Counter target blue spell. If it was a Jace planeswalker spell, scry 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell
                    object: objects quantifier="target"
                      filter: all_of
                        parts[0]: color name="blue"
                        parts[1]: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: object_is past=true
                      object: ref
                      filter: all_of
                        parts[0]: subtype name="Jace"
                        parts[1]: card_type name="planeswalker"
                        parts[2]: card_type name="spell"
                    effect: scry
                      player: you
                      amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "if they do",
        en="Counter target spell unless its controller pays {2}. If they do, you surveil 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell unless_paid="{2}"
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                    unless_player: controller_of
                      object: ref
                  steps[1]: conditional comma=true
                    condition: if_you_do written="they"
                      player: player quantifier="that" noun="player"
                    effect: surveil
                      player: you written=true
                      amount: number value=2 form="digits"
        """,
        engine="cannot compile if_you_do.player: another player's choice",
    ),
    Row(
        "if its controller does",
        ja=(
            "呪文１つを対象とする。それのコントローラーが(２)を支払わないかぎり、それを打ち消す。"
            "そのコントローラーがそうしたなら、あなたは諜報２を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell unless_paid="{2}"
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="spell"
                    unless_player: controller_of
                      object: ref
                  steps[1]: conditional comma=true
                    condition: if_you_do written="そのコントローラー"
                      player: player quantifier="that" noun="player"
                    effect: surveil
                      player: you written=true
                      amount: number value=2
        """,
        engine="cannot compile if_you_do.player: another player's choice",
    ),
    Row(
        "counter unless its controller pays for each",
        en="Counter target spell unless its controller pays {1} for each card in your graveyard.",
        ja=(
            "呪文１つを対象とする。"
            "それのコントローラーがあなたの墓地にあるカード１枚につき(１)を支払わないかぎり、"
            "それを打ち消す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: counter_spell unless_paid="{1}"
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                    unless_player: controller_of
                      object: ref
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: counter_spell unless_paid="{1}"
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="spell"
                    unless_player: controller_of
                      object: ref
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "if that player does",
        en=(
            "Counter target spell unless its controller pays {2}. If that player does, you surveil "
            "2."
        ),
        ja=(
            "呪文１つを対象とする。それのコントローラーが(２)を支払わないかぎり、それを打ち消す。"
            "そのプレイヤーがそうしたなら、あなたは諜報２を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell unless_paid="{2}"
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                    unless_player: controller_of
                      object: ref
                  steps[1]: conditional comma=true
                    condition: if_you_do
                      player: player quantifier="that" noun="player"
                    effect: surveil
                      player: you written=true
                      amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell unless_paid="{2}"
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="spell"
                    unless_player: controller_of
                      object: ref
                  steps[1]: conditional comma=true
                    condition: if_you_do
                      player: player quantifier="that" noun="player"
                    effect: surveil
                      player: you written=true
                      amount: number value=2
        """,
        engine="cannot compile if_you_do.player: another player's choice",
    ),
    Row(
        "counter an activated or triggered ability",
        en="Counter target activated or triggered ability.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: counter_spell
                  object: objects quantifier="target"
                    filter: any_of
                      options[0]: card_type name="activated ability"
                      options[1]: card_type name="triggered ability"
        """,
        engine="cannot compile card_type: activated ability: no filter behaviour",
    ),
    Row(
        "counter an activated ability, a triggered ability or a legendary spell",
        en="Counter target activated ability, triggered ability, or legendary spell.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: counter_spell
                  object: objects quantifier="target"
                    filter: any_of
                      options[0]: card_type name="activated ability"
                      options[1]: card_type name="triggered ability"
                      options[2]: all_of
                        parts[0]: subtype name="legendary"
                        parts[1]: card_type name="spell"
        """,
        engine="cannot compile card_type: activated ability: no filter behaviour",
    ),
    # kind: damage_to
    Row(
        "damage to two recipients in one event",
        en=(
            "Card Name deals 5 damage to target creature and 2 damage to that creature's "
            "controller."
        ),
        ja=(
            "クリーチャー１体を対象とする。名前はそれに５点、"
            "そのクリーチャーのコントローラーに２点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=5 form="digits"
                  recipient: objects quantifier="target"
                    filter: card_type name="creature"
                  more[0]: damage_to
                    amount: number value=2 form="digits"
                    recipient: controller_of
                      object: ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=5
                  recipient: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  more[0]: damage_to
                    amount: number value=2
                    recipient: controller_of
                      object: ref noun="creature"
        """,
        engine="compiles",
    ),
    Row(
        "damage to any target and to itself",
        en="{T}: Card Name deals 2 damage to any target and 1 damage to itself.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2 form="digits"
                  recipient: any_target
                  more[0]: damage_to
                    amount: number value=1 form="digits"
                    recipient: ref reflexive=true
        """,
        engine="compiles",
        type_line="Creature",
    ),
    Row(
        "and 3 damage to, after an 'or' list",
        en=(
            "Card Name deals 3 damage to target player or planeswalker and 3 damage to target "
            "creature."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=3 form="digits"
                  recipient: object_list conjunction="or"
                    items[0]: player quantifier="target" noun="player"
                    items[1]: objects quantifier="target" bare=true
                      filter: card_type name="planeswalker"
                  more[0]: damage_to
                    amount: number value=3 form="digits"
                    recipient: objects quantifier="target"
                      filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: deal_damage
    Row(
        "an opponent chosen at random (en)",
        en="Card Name deals 3 damage to an opponent chosen at random.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=3 form="digits"
                  recipient: player quantifier="a" noun="opponent" at_random=true
        """,
        engine="compiles",
    ),
    Row(
        "each other",
        en="Card Name deals 2 damage to each other creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2 form="digits"
                  recipient: objects quantifier="each" other=true
                    filter: card_type name="creature"
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    Row(
        "declared target",
        en="Choose target creature. Scry 2. Card Name deals 2 damage to that creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  steps[1]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="target" declared="creature"
                      filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "無作為に選び",
        ja="対戦相手１人を無作為に選び、名前はそれに３点のダメージを与える。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=3
                  recipient: player quantifier="a" noun="opponent" at_random=true
        """,
        engine="compiles",
    ),
]
