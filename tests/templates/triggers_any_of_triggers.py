"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: any_of_triggers
    Row(
        "and at the beginning",
        en="When Card Name enters the battlefield and at the beginning of your upkeep, scry 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers again=["at"]
                  triggers[0]: enters the_battlefield=true
                    object: self_ref short=true
                  triggers[1]: at_step step="upkeep"
                    player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "either of two triggers",
        ja="名前が戦場に出たとき、および、あなたがこれを生け贄に捧げたとき、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers again=["when"]
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: player_action action="sacrifice"
                    player: you
                    object: self_ref pronoun=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a step and another trigger",
        en=(
            "At the beginning of your upkeep and whenever you cast a white spell, put a charge "
            "counter on Card Name."
        ),
        ja=(
            "あなたのアップキープの開始時、および、あなたが白の呪文を唱えるたび、"
            "名前の上に蓄積カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: any_of_triggers again=["whenever"]
                  triggers[0]: at_step step="upkeep"
                    player: you
                  triggers[1]: player_casts
                    player: you
                    spell: objects quantifier="a"
                      filter: all_of
                        parts[0]: color name="white"
                        parts[1]: card_type name="spell"
                effect: put_counters counter="charge"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: any_of_triggers again=["whenever"]
                  triggers[0]: at_step step="upkeep"
                    player: you
                  triggers[1]: player_casts
                    player: you
                    spell: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: color name="white"
                        parts[1]: card_type name="spell"
                effect: put_counters counter="charge"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "when and when",
        en="When Card Name enters and when you sacrifice it, draw a card.",
        ja="名前が戦場に出たとき、および、あなたがそれを生け贄に捧げたとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers again=["when"]
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: player_action action="sacrifice"
                    player: you
                    object: ref
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers again=["when"]
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: player_action action="sacrifice"
                    player: you
                    object: ref
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile trigger object: ref: no trigger behaviour",
    ),
    Row(
        "enters or dies",
        en="When this creature enters or dies, surveil 1.",
        ja="このクリーチャーが戦場に出たか死亡したとき、諜報１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref noun="creature"
                  triggers[1]: dies
                    object: self_ref noun="creature"
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref noun="creature"
                  triggers[1]: dies
                    object: self_ref noun="creature"
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "enters or attacks",
        en="Whenever Card Name enters or attacks, scry 1.",
        ja="名前が戦場に出るか攻撃するたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: attacks
                    object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: attacks
                    object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "attacks or blocks: 攻撃かブロックする",
        en="Whenever Card Name attacks or blocks, you gain 1 life.",
        ja="名前が攻撃かブロックするたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: attacks blocks=true
                    object: self_ref short=true
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers one_verb=true
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: attacks blocks=true
                    object: self_ref short=true
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "when it attacks or blocks, the verb in the past",
        en="When Card Name attacks or blocks, sacrifice it at end of combat.",
        ja="名前が攻撃かブロックしたとき、戦闘終了時に、それを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: attacks blocks=true
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
                trigger: any_of_triggers one_verb=true
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: attacks blocks=true
                    object: self_ref short=true
                effect: delayed_trigger word="at"
                  trigger: at_step step="end of combat"
                  effect: sacrifice
                    player: you
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "enters or is put into a graveyard",
        en=(
            "When Card Name enters the battlefield or is put into a graveyard from the "
            "battlefield, draw a card."
        ),
        ja="名前が戦場に出たか戦場から墓地に置かれたとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters the_battlefield=true
                    object: self_ref short=true
                  triggers[1]: dies put_into_graveyard=true
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: dies put_into_graveyard=true
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "attacks or dies",
        en="Whenever Card Name attacks or dies, draw a card.",
        ja="名前が攻撃するか死亡するたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: dies
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: dies
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "attacks or blocks, one verb for both",
        en="When Card Name attacks or blocks, draw a card.",
        ja="名前が攻撃するかブロックするかしたとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: attacks blocks=true
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers ja_joined="かする"
                  triggers[0]: attacks
                    object: self_ref short=true
                  triggers[1]: attacks blocks=true
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "and at the beginning, written と",
        en=(
            "When Card Name enters the battlefield and at the beginning of your upkeep, draw a "
            "card."
        ),
        ja="名前が戦場に出たときとあなたのアップキープの開始時に、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers again=["at"]
                  triggers[0]: enters the_battlefield=true
                    object: self_ref short=true
                  triggers[1]: at_step step="upkeep"
                    player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers again=["at"] ja_joined="と"
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: at_step step="upkeep"
                    player: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
