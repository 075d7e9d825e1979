"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: move_instead_of
    Row(
        "countered spell put on top of library instead",
        en=(
            "Counter target spell. If that spell is countered this way, put it on top of its "
            "owner's library instead of into that player's graveyard."
        ),
        ja=(
            "呪文１つを対象とし、それを打ち消す。その呪文がこれにより打ち消されたなら、"
            "それをそのプレイヤーの墓地に置く代わりに、オーナーのライブラリーの一番上に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: this_way event="countered"
                      object: ref noun="spell"
                    effect: move_instead_of
                      move: move verb="put"
                        object: ref
                        to: zone name="library" position="top"
                          owner: owner_of
                            object: ref
                      instead_of: zone name="graveyard"
                        owner: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell
                    object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: this_way event="countered" object_first=true
                      object: ref noun="spell"
                    effect: move_instead_of comma=true
                      move: move verb="put"
                        object: ref
                        to: zone name="library" position="top"
                          owner: owner_of
                            object: ref
                      instead_of: zone name="graveyard"
                        owner: player quantifier="that" noun="player"
        """,
        engine="cannot compile this_way: no behaviour for countered this way",
        to_ja=False,
    ),
    Row(
        "countered spell put into hand instead",
        en=(
            "Counter target spell. If that spell is countered this way, put it into its owner's "
            "hand instead of into that player's graveyard."
        ),
        ja=(
            "呪文１つを対象とし、それを打ち消す。その呪文がこれにより打ち消されたなら、"
            "それをそのプレイヤーの墓地に置く代わりにオーナーの手札に加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: this_way event="countered"
                      object: ref noun="spell"
                    effect: move_instead_of
                      move: move verb="put"
                        object: ref
                        to: zone name="hand"
                          owner: owner_of
                            object: ref
                      instead_of: zone name="graveyard"
                        owner: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell
                    object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: this_way event="countered" object_first=true
                      object: ref noun="spell"
                    effect: move_instead_of
                      move: move verb="put"
                        object: ref
                        to: zone name="hand"
                          owner: owner_of
                            object: ref
                      instead_of: zone name="graveyard"
                        owner: player quantifier="that" noun="player"
        """,
        engine="cannot compile this_way: no behaviour for countered this way",
        to_ja=False,
    ),
    # kind: named_action
    Row(
        "keyword actions without a number",
        en="When Card Name enters, proliferate.\nWhen Card Name dies, learn.",
        ja="名前が戦場に出たとき、増殖を行う。\n名前が死亡したとき、履修を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: named_action name="proliferate"
                  player: you
              abilities[1]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: named_action name="learn"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: named_action name="proliferate"
                  player: you
              abilities[1]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: named_action name="learn"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "you may forage",
        en="When Card Name enters, you may forage.",
        ja="名前が戦場に出たとき、あなたは給餌してもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: named_action name="forage"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you written=true
                  effect: named_action name="forage"
                    player: you written=true
        """,
        engine="cannot compile named_action: no foraging",
    ),
    Row(
        "forage as a cost",
        en="{T}, Forage: Add two mana in any combination of colors.",
        ja="(Ｔ),給餌する：望む色の組み合わせのマナ２点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: named_action name="forage"
                    player: you
                effect: add_mana options=["any color"] combination=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: named_action name="forage"
                    player: you
                effect: add_mana options=["any color"] combination=true wished=true
                  amount: number value=2
        """,
        engine="cannot compile effect_cost: named_action: no cost check",
        to_ja=False,
    ),
    # kind: numbered_action
    Row(
        "choose up to X modes, X defined after",
        ja=(
            "名前が戦場に出たとき、以下から最大Ｘ個を選ぶ。"
            "Ｘはあなたの墓地にあるカードの枚数に等しい。\n・カード１枚を引く。\n"
            "・土の技２を行う。（あなたがコントロールしている土地１つを対象とする。"
            "それは速攻を持つ0/0のクリーチャーになる。）"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: modal up_to=true counter="個"
                  choose: variable name="X"
                  modes[0]: draw
                    player: you
                    amount: number value=1
                  modes[1]: numbered_action name="earthbend"
                    player: you
                    amount: number value=2
                  x_definition: count_of in_cards=true
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="card"
                  reminder[0]: reminder_text text="あなたがコントロールしている土地１つを対象とする。それは速攻を持つ0/0のクリーチャーになる。" sentence=1 mode=1
        """,
        engine="cannot compile numbered_action: no earthbend",
    ),
    Row(
        "a numbered keyword action",
        en="{3}{G}{G}: Monstrosity 3.",
        ja="(３)(緑)(緑)：怪物化３を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{G}{G}"
                effect: numbered_action name="monstrosity"
                  player: you
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{G}{G}"
                effect: numbered_action name="monstrosity"
                  player: you
                  amount: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "amass",
        en="When Card Name enters, amass 2.",
        ja="名前が戦場に出たとき、ゾンビ動員２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: numbered_action name="amass"
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: numbered_action name="amass"
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "earthbend",
        en="When Card Name enters, earthbend 2.",
        ja="名前が戦場に出たとき、土の技２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: numbered_action name="earthbend"
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: numbered_action name="earthbend"
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile numbered_action: no earthbend",
    ),
    Row(
        "amass Orcs",
        ja="オーク動員２を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: numbered_action name="amass Orcs"
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile numbered_action: no amass Orcs",
    ),
    # kind: play
    Row(
        "play and cast from the top",
        en=(
            "You may play lands and cast spells with mana value 4 or greater from the top of your "
            "library."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play
                    player: you
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="land" plural=true
                        parts[1]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
                    also_cast: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="spell" plural=true
                        parts[1]: compare attribute="mana value" op="ge"
                          value: number value=4 form="digits"
                        parts[2]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
        """,
        engine="cannot compile play.also_cast: playing and casting",
    ),
    Row(
        "play and cast from the top, である",
        ja=(
            "あなたはあなたのライブラリーの一番上から土地をプレイしたりマナ総量が４以上である呪文を"
            "唱えたりしてもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you written=true
                  effect: play
                    player: you written=true
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
                        parts[1]: card_type name="land"
                    also_cast: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: compare attribute="mana value" op="ge" de_aru=true
                          value: number value=4
                        parts[1]: card_type name="spell"
                        parts[2]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
        """,
        engine="cannot compile play.also_cast: playing and casting",
    ),
    Row(
        "compare joined to the words after it",
        ja=(
            "あなたはあなたの墓地からマナ総量が２以下でありインスタントかソーサリーである呪文１つを"
            "、マナ・コストを支払うことなく唱えてもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true free=true comma=true
                    player: you
                    object: objects quantifier="a" counter="つ"
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: compare attribute="mana value" op="le" joined=true
                          value: number value=2
                        parts[2]: any_of conjunction="か"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[3]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "a permanent's free cast under a condition is static",
        en="If you control a commander, you may cast this spell without paying its mana cost.",
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
        """,
        engine="cannot compile conditional: no static behaviour",
        type_line="Creature — Human",
    ),
    Row(
        "as though it had flash",
        en=(
            "You may cast Card Name as though it had flash.\n"
            "You may cast spells this turn as though they had flash."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: optional
                  player: you
                  effect: play cast_only=true as_flash=true
                    player: you
                    object: self_ref short=true
              abilities[1]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true as_flash=true
                    player: you
                    object: objects quantifier="all" bare=true
                      filter: card_type name="spell" plural=true
                    duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "until end of turn, you may play",
        en="Exile the top card of your library. Until end of turn, you may play that card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
]
