"""Template rows of the rules family (scryc/ast/rules.py), continued from
rules_remove_counters.py.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: remove_counters
    Row(
        "you may remove a counter of a kind",
        en="Target creature gets +2/+2 until end of turn. You may remove a -1/-1 counter from it.",
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。"
            "あなたはそれの上から-1/-1カウンター１個を取り除いてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: optional
                    player: you
                    effect: remove_counters counter="-1/-1"
                      amount: number value=1 form="article"
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
                  steps[1]: optional
                    player: you
                    effect: remove_counters counter="-1/-1"
                      amount: number value=1
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "you may remove a counter from it, no 上",
        en="When Card Name enters, you may remove a counter from target permanent.",
        ja=(
            "名前が戦場に出たとき、パーマネント１つを対象とする。"
            "あなたはそれからカウンター１個を取り除いてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: remove_counters
                    amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="permanent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: remove_counters bare_place=true
                    amount: number value=1
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="permanent"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
