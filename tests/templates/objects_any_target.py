"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

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
    # kind: attached_to
    Row(
        "restated subject can't block",
        en="Equipped creature gets +2/+2 and can't block.",
        ja="装備しているクリーチャーは+2/+2の修整を受け、それではブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't block"
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't block"
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "for each, and has",
        en="Enchanted creature gets +1/+1 for each Plains you control and has flying.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: for_each
                    effect: modify_pt power="+1" toughness="+1"
                      object: attached_to relation="enchanted"
                        filter: card_type name="creature"
                    objects: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: subtype name="Plains"
                        parts[1]: controlled_by
                          player: you
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "can't be the target of",
        en="Enchanted creature can't be the target of spells.",
        ja="エンチャントしているクリーチャーは呪文の対象にならない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be the target of"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                  by: objects quantifier="all" bare=true
                    filter: card_type name="spell" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be the target of"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                  by: objects quantifier="a" bare=true
                    filter: card_type name="spell"
        """,
        engine="cannot compile restriction: can't be the target of: not enforced by the engine",
        to_en=False,
    ),
    Row(
        "has a keyword and can block",
        en="Equipped creature has vigilance and can block an additional creature each combat.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_ability verb="have"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="vigilance" case="lower"
                  steps[1]: restriction rule="can block an additional creature each combat"
                    object: ref elided=true
        """,
        engine="compiles",
    ),
    Row(
        "its activated abilities can't be activated, after a comma",
        en=(
            "Enchanted creature can't attack or block, and its activated abilities can't be "
            "activated."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[", and"]
                  steps[0]: restriction rule="can't attack or block"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="activated abilities can't be activated"
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "that it can attack as though",
        ja="エンチャントしている壁は、それが防衛を持たないかのように攻撃できる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can attack as though it didn't have defender" comma=true written="それが防衛を持たないかのように攻撃できる"
                  object: attached_to relation="enchanted"
                    filter: subtype name="Wall"
        """,
        engine="compiles",
    ),
    Row(
        "its activated abilities can't be activated",
        en=(
            "Enchanted creature can't attack or block and its activated abilities can't be "
            "activated."
        ),
        ja=(
            "エンチャントしているクリーチャーでは攻撃もブロックもできず、"
            "それの起動型能力は起動できない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: restriction rule="can't attack or block"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="activated abilities can't be activated"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: restriction rule="can't attack or block"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="activated abilities can't be activated"
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "can't attack <player>",
        en="Equipped creature gets +2/+2 and can't attack you.",
        ja="装備しているクリーチャーは+2/+2の修整を受け、あなたを攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't attack"
                    object: ref elided=true
                    by: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't attack"
                    object: ref elided=true
                    by: you
        """,
        engine="compiles",
    ),
]
