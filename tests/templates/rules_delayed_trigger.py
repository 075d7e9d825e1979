"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: delayed_trigger
    Row(
        "a delayed trigger at the next end step, before its effect",
        en=(
            "Target creature gains haste until end of turn. At the beginning of the next end step, "
            "sacrifice it."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="haste" case="lower"
                    duration: duration name="until end of turn"
                  steps[1]: delayed_trigger word="at" first=true
                    trigger: at_step step="end step" next="step"
                    effect: sacrifice
                      player: you
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a delayed trigger at the next end step, after its effect",
        en=(
            "Exile target creature. Return it to the battlefield under its owner's control at the "
            "beginning of the next end step."
        ),
        ja=(
            "クリーチャー１体を対象とする。それを追放する。次の終了ステップの開始時に、"
            "それをオーナーのコントロール下で戦場に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="end step" next="step"
                    effect: move verb="return"
                      object: ref
                      to: zone name="battlefield"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="end step" next="step"
                    effect: move verb="return"
                      object: ref
                      to: zone name="battlefield"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a delayed trigger at the next turn's upkeep",
        en="Draw a card at the beginning of the next turn's upkeep.",
        ja="次のターンのアップキープの開始時に、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at"
                  trigger: at_step step="upkeep" next="turn"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at"
                  trigger: at_step step="upkeep" next="turn"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    # : English declaring a target in a sentence of its own, before a delayed trigger that uses it.
    # : Japanese declares it there too, once (read back, the Japanese says "Target player loses 2
    # : life at the beginning of the next end step", which is the same ability).
    Row(
        "target declared before a delayed trigger: an object",
        en="Choose target creature. At the beginning of the next end step, destroy that creature.",
        ja="クリーチャー１体を対象とする。次の終了ステップの開始時に、そのクリーチャーを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at" first=true
                  trigger: at_step step="end step" next="step"
                  effect: destroy
                    object: objects quantifier="target" declared="creature"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at"
                  trigger: at_step step="end step" next="step"
                  effect: destroy
                    object: objects quantifier="target" counter="体" declared="creature"
                      filter: card_type name="creature"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "at end of combat, written first",
        en="When Card Name blocks, at end of combat, destroy it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: attacks blocks=true
                  object: self_ref short=true
                effect: delayed_trigger word="at" first=true
                  trigger: at_step step="end of combat"
                  effect: destroy
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "at end of combat",
        en="Whenever Card Name blocks, destroy it at end of combat.",
        ja="名前がブロックするたび、戦闘終了時に、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks blocks=true
                  object: self_ref short=true
                effect: delayed_trigger word="at"
                  trigger: at_step step="end of combat"
                  effect: destroy
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks blocks=true
                  object: self_ref short=true
                effect: delayed_trigger word="at"
                  trigger: at_step step="end of combat"
                  effect: destroy
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a delayed trigger at a player's next step",
        en=(
            "Exile target creature. Return it to the battlefield under its owner's control at the "
            "beginning of your next upkeep."
        ),
        ja=(
            "クリーチャー１体を対象とし、それを追放する。あなたの次のアップキープの開始時に、"
            "それをオーナーのコントロール下で戦場に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="upkeep" next="step"
                      player: you
                    effect: move verb="return"
                      object: ref
                      to: zone name="battlefield"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared="" declared_clause=true
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="upkeep" next="step"
                      player: you
                    effect: move verb="return"
                      object: ref
                      to: zone name="battlefield"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "when it attacks, the verb in the past",
        en="When Card Name attacks, sacrifice it at end of combat.",
        ja="名前が攻撃したとき、戦闘終了時に、それを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: attacks
                  object: self_ref short=true
                effect: delayed_trigger word="at"
                  trigger: at_step step="end of combat"
                  effect: sacrifice
                    player: you
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: attacks
                  object: self_ref short=true
                effect: delayed_trigger word="at"
                  trigger: at_step step="end of combat"
                  effect: sacrifice
                    player: you
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "until end of turn, whenever",
        en="{1}: Until end of turn, whenever a creature dies, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: delayed_trigger word="whenever" first=true
                  trigger: dies
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                  duration: duration name="until end of turn"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        engine="cannot compile duration: until end of turn: of a delayed trigger",
    ),
    Row(
        "delayed whenever this turn",
        en="Destroy target creature. Whenever a creature dies this turn, you gain 1 life.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="whenever"
                    trigger: dies
                      object: objects quantifier="a"
                        filter: card_type name="creature"
                    duration: duration name="this turn"
                    effect: gain_life
                      player: you written=true
                      amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "delayed trigger this turn",
        en=(
            "Target creature gets +1/+0 until end of turn. When that creature dies this turn, "
            "surveil 1."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは+1/+0の修整を受ける。"
            "このターンにそのクリーチャーが死亡したとき、諜報１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: delayed_trigger word="when"
                    trigger: dies
                      object: ref noun="creature"
                    duration: duration name="this turn"
                    effect: surveil
                      player: you
                      amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: delayed_trigger word="when"
                    trigger: dies
                      object: ref noun="creature"
                    duration: duration name="this turn"
                    effect: surveil
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "at the next cleanup step",
        en=(
            "Target creature gets +2/+2 until end of turn. Exile it at the beginning of the next "
            "cleanup step."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。"
            "次のクリンナップ・ステップの開始時に、それを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="cleanup step" next="step"
                    effect: exile until_comma=true
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="cleanup step" next="step"
                    effect: exile until_comma=true
                      object: ref
        """,
        engine="cannot compile at_step: cleanup step",
    ),
    # kind: die_row
    Row(
        "die table",
        en="Roll a d20.\n1—9 | Scry 1.\n10—19 | Scry 2.\n20 | Scry 3.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: roll_die sides=20
                    player: you
                  steps[1]: die_table
                    rows[0]: die_row low=1 high=9
                      effect: scry
                        player: you
                        amount: number value=1 form="digits"
                    rows[1]: die_row low=10 high=19
                      effect: scry
                        player: you
                        amount: number value=2 form="digits"
                    rows[2]: die_row low=20 high=20
                      effect: scry
                        player: you
                        amount: number value=3 form="digits"
        """,
        engine="compiles",
    ),
    # kind: doesnt_remove
    Row(
        "this effect doesn't remove",
        en="Enchanted creature has protection from red. This effect doesn't remove Card Name.",
        ja=(
            "エンチャントしているクリーチャーはプロテクション（赤）を持つ。"
            "この効果は名前を取り除かない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="have"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="protection from" case="lower"
                      filter: color name="red"
                  steps[1]: doesnt_remove
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_ability verb="have"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="protection from"
                      filter: color name="red"
                  steps[1]: doesnt_remove
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile doesnt_remove: no exemption from protection's removing Auras and "
            "Equipment"
        ),
    ),
]
