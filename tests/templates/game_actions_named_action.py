"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
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
