"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: modify_damage
    Row(
        "damage doubled to a permanent or player",
        en=(
            "If a source you control would deal damage to a permanent or player, it deals double "
            "that damage to that permanent or player instead."
        ),
        ja=(
            "あなたがコントロールしている発生源がパーマネントかプレイヤーにダメージを与えるなら、"
            "代わりに、それはそのパーマネントかプレイヤーにその点数の２倍のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage factor=2
                  source: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="source"
                      parts[1]: controlled_by
                        player: you
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a"
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player"
                  recipient_again: ref noun="permanent or player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage factor=2 instead_comma=true
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="source"
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a" bare=true
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player" bare_written=true
                  recipient_again: ref noun="permanent or player"
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        to_en=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "damage tripled, the recipient left out",
        en=(
            "If a source you control would deal damage to a permanent or player, it deals triple "
            "that damage instead."
        ),
        ja=(
            "あなたがコントロールしている発生源がパーマネントやプレイヤーのうち１つにダメージを与え"
            "るなら、代わりにそれはその３倍の点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage factor=3
                  source: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="source"
                      parts[1]: controlled_by
                        player: you
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a"
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage factor=3 ja_form="points_after"
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="source"
                  recipient: object_list conjunction="or" quantifier_once="ya_one"
                    items[0]: objects quantifier="a" bare=true
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player" bare_written=true
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "damage plus 1 to a player",
        en=(
            "If a red source would deal noncombat damage to an opponent, it deals that much damage "
            "plus 1 to that player instead."
        ),
        ja=(
            "赤の発生源１つが対戦相手に戦闘ダメージでないダメージを与えるなら、"
            "代わりにそれはそのプレイヤーにその点数に１を足した点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage noncombat=true factor=1
                  source: objects quantifier="a"
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
                  recipient: player quantifier="a" noun="opponent"
                  added: number value=1 form="digits"
                  recipient_again: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage noncombat=true factor=1
                  source: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
                  recipient: player quantifier="a" noun="opponent" bare_written=true
                  added: number value=1
                  recipient_again: player quantifier="that" noun="player"
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        to_en=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
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
]
