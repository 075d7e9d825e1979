"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: status
    Row(
        "comma after control",
        en="Destroy target tapped creature an opponent controls.",
        ja=(
            "対戦相手がコントロールしている、タップ状態のクリーチャー１体を対象とする。"
            "それを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: status name="tapped"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: controlled_by comma=true
                        player: player quantifier="a" noun="opponent"
                      parts[1]: status name="tapped"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "attacking, as a clause",
        ja="(１)(黒)：攻撃しているゾンビ１体を対象とする。ターン終了時まで、それは破壊不能を得る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{B}"
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: status name="attacking" progressive=true
                      parts[1]: subtype name="Zombie"
                  abilities[0]: keyword name="indestructible"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "as long as it is equipped",
        en="As long as Card Name is equipped, it has menace.",
        ja="名前に装備品がついているかぎり、それは威迫を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="menace" case="lower"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="equipped"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="menace"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="equipped"
        """,
        engine="compiles",
    ),
    Row(
        "if it is enchanted",
        en="At the beginning of each upkeep, if Card Name is enchanted, draw a card.",
        ja="各アップキープの開始時に、名前がエンチャントされている場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="enchanted"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="enchanted"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "if it is untapped",
        en="At the beginning of your upkeep, if Card Name is untapped, draw a card.",
        ja="あなたのアップキープの開始時に、名前がアンタップ状態である場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="untapped"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="untapped"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "an object is attacking: a verb in Japanese",
        en="As long as Card Name is attacking, it gets +2/+0.",
        ja="名前が攻撃しているかぎり、それは+2/+0の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+2" toughness="+0"
                  object: ref
                condition: object_is
                  object: self_ref short=true
                  filter: status name="attacking"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+2" toughness="+0"
                  object: ref
                condition: object_is no_copula=true
                  object: self_ref short=true
                  filter: status name="attacking" progressive=true
        """,
        engine="compiles",
    ),
    Row(
        "an object is blocking: a verb in Japanese",
        en="As long as Card Name is blocking, it gets +0/+2.",
        ja="名前がブロックしているかぎり、それは+0/+2の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+0" toughness="+2"
                  object: ref
                condition: object_is
                  object: self_ref short=true
                  filter: status name="blocking"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+0" toughness="+2"
                  object: ref
                condition: object_is no_copula=true
                  object: self_ref short=true
                  filter: status name="blocking"
        """,
        engine="compiles",
    ),
    Row(
        "is monstrous",
        en="As long as Card Name is monstrous, it has trample.",
        ja="名前が怪物的であるかぎり、これはトランプルを持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="trample" case="lower"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="monstrous"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref pronoun=true
                  abilities[0]: keyword name="trample"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="monstrous"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a spell's line: doesn't untap during its controller's next untap step",
        en="Each attacking creature doesn't untap during its controller's next untap step.",
        ja=(
            "すべての攻撃しているクリーチャーは、"
            "それのコントローラーの次のアンタップ・ステップにアンタップしない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="doesn't untap during its controller's next untap step"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: status name="attacking"
                      parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="doesn't untap during its controller's next untap step" comma=true
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: status name="attacking" progressive=true
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "that are enchanted or equipped",
        en="Creatures you control that are enchanted or equipped have double strike.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                      parts[2]: any_of
                        options[0]: status name="enchanted"
                        options[1]: status name="equipped"
                  abilities[0]: keyword name="double strike" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "that isn't enchanted",
        en="Destroy target creature that isn't enchanted. It can't be regenerated.",
        ja=(
            "エンチャントされていないクリーチャー１体を対象とし、それを破壊する。"
            "それは再生できない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: negated
                          filter: status name="enchanted"
                  steps[1]: restriction rule="can't be regenerated"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: negated
                          filter: status name="enchanted"
                        parts[1]: card_type name="creature"
                  steps[1]: restriction rule="can't be regenerated"
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "is renowned",
        en="As long as Card Name is renowned, it has menace.",
        ja="名前が高名であるかぎり、これは威迫を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="menace" case="lower"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="renowned"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref pronoun=true
                  abilities[0]: keyword name="menace"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="renowned"
        """,
        engine="cannot compile status: renowned: no filter behaviour",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "it's a creature with base power and toughness (en)",
        en=(
            "As long as Card Name is tapped, it's a Human Citizen with base power and toughness "
            "1/1 and can't be blocked."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: becomes power_toughness="1/1" types=["Human", "Citizen"] state=true contracted=true base_written=true
                    object: ref
                  steps[1]: restriction rule="can't be blocked"
                    object: ref elided=true
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
        type_line="Creature — Human Citizen",
    ),
    Row(
        "as long as it is equipped, the verb as printed",
        en="As long as Card Name is equipped, it gets +1/+1 and has first strike.",
        ja="名前に装備品がついているかぎり、名前は+1/+1の修整を受け先制攻撃を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: ref
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="first strike" case="lower"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="equipped"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[""]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="first strike"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="equipped"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "attacking other, words before 他の",
        en=(
            "Whenever Card Name attacks, another target attacking Knight gains menace until end of "
            "turn."
        ),
        ja=(
            "名前が攻撃するたび、攻撃している他の騎士１体を対象とする。ターン終了時まで、"
            "それは威迫を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" other=true
                    filter: all_of
                      parts[0]: status name="attacking"
                      parts[1]: subtype name="Knight"
                  abilities[0]: keyword name="menace" case="lower"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" other=true counter="体" other_word="他の" declared="" words_first=1
                    filter: all_of
                      parts[0]: status name="attacking" progressive=true
                      parts[1]: subtype name="Knight"
                  abilities[0]: keyword name="menace"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "if it is exiled, onto the battlefield attacking",
        en=(
            "Whenever a creature you control attacks and isn't blocked, if Card Name is exiled, "
            "put Card Name onto the battlefield attacking."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体が攻撃してブロックされないたび、"
            "名前が追放されている場合、名前を攻撃している状態で戦場に出す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks unblocked=true
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="exiled"
                effect: move attacking=true verb="put"
                  object: self_ref short=true
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks unblocked=true
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="exiled"
                effect: move attacking=true verb="put"
                  object: self_ref short=true
                  to: zone name="battlefield"
        """,
        engine="cannot compile status: exiled: no filter behaviour",
    ),
]
