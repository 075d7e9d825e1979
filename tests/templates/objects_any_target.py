"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: any_target
    Row(
        "you may have it deal",
        en="When Card Name dies, you may have it deal 1 damage to any target.",
        ja=(
            "名前が死亡したとき、１つを対象とする。あなたは「名前はそれに１点のダメージを与える。"
            "」を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: deal_damage
                    source: ref
                    amount: number value=1 form="digits"
                    recipient: any_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: optional quoted=true
                  player: you written=true
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=1
                    recipient: any_target declared=""
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "damage equal to target creature's power",
        en="Card Name deals damage equal to target creature's power to any target.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: value_of attribute="power"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  recipient: any_target
        """,
        engine="compiles",
    ),
    Row(
        "and you, before a step",
        en="Card Name deals 2 damage to any target and you scry 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: any_target
                  steps[1]: scry
                    player: you written=true
                    amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "divided, 「あなたが」",
        ja="望む数を対象とする。名前はそれらに４点のダメージをあなたが望むように分割して与える。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage divided=true divided_by="あなたが"
                  source: self_ref short=true
                  amount: number value=4
                  recipient: any_target declared="" quantifier="any number"
        """,
        engine="compiles",
    ),
    Row(
        "divided, no chooser",
        ja="１つか２つを対象とする。名前はそれらに２点のダメージを望むように分割して与える。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage divided=true divided_by=""
                  source: self_ref short=true
                  amount: number value=2
                  recipient: any_target declared="" quantifier="one to"
                    count: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "topic comma",
        ja="１つを対象とする。名前は、それに２点のダメージを与える。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage comma=true
                  source: self_ref short=true
                  amount: number value=2
                  recipient: any_target declared=""
        """,
        engine="compiles",
    ),
    Row(
        "divided among one, two, or three targets",
        en="Card Name deals 3 damage divided as you choose among one, two, or three targets.",
        ja=(
            "１つか２つか３つを対象とする。"
            "名前はそれらに３点のダメージをあなたの望むように分割して与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage divided=true
                  source: self_ref short=true
                  amount: number value=3 form="digits"
                  recipient: any_target quantifier="one to"
                    count: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage divided=true divided_by="あなたの"
                  source: self_ref short=true
                  amount: number value=3
                  recipient: any_target declared="" quantifier="one to"
                    count: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "divided among any number of targets",
        en="Card Name deals 5 damage divided as you choose among any number of targets.",
        ja="望む数を対象とする。名前はそれらに５点のダメージをあなたの望むように分割して与える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage divided=true
                  source: self_ref short=true
                  amount: number value=5 form="digits"
                  recipient: any_target quantifier="any number"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage divided=true divided_by="あなたの"
                  source: self_ref short=true
                  amount: number value=5
                  recipient: any_target declared="" quantifier="any number"
        """,
        engine="compiles",
    ),
    Row(
        "prevent the next",
        en="Prevent the next 3 damage that would be dealt to any target this turn.",
        ja="１つを対象とする。このターン、それに与えられる次のダメージを３点軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage
                  amount: number value=3 form="digits"
                  recipient: any_target
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage
                  amount: number value=3
                  recipient: any_target declared=""
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "any target",
        en="Card Name deals 2 damage to any target.",
        ja="１つを対象とする。名前はそれに２点のダメージを与える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2 form="digits"
                  recipient: any_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2
                  recipient: any_target declared=""
        """,
        engine="compiles",
    ),
    Row(
        "damage divided, the total in the targets' clause",
        en="Card Name deals 4 damage divided as you choose among any number of targets.",
        ja=(
            "望む数を対象とし、４点分をあなたの望むように割り振る。"
            "名前はそれらにその割り振った点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage divided=true
                  source: self_ref short=true
                  amount: number value=4 form="digits"
                  recipient: any_target quantifier="any number"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage divided=true divided_by="あなたの" divided_first=true
                  source: self_ref short=true
                  amount: number value=4
                  recipient: any_target declared="" declared_clause=true quantifier="any number"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
