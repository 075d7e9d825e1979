"""Template rows of the special_abilities family (scryc/ast/special_abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    Row(
        "exert as it attacks",
        en="You may exert Card Name as it attacks. When you do, it gets +1/+1 until end of turn.",
        ja="名前が攻撃するに際し、あなたはこれを督励してもよい。そうしたとき、ターン終了時まで、これは+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: as_attacks_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: keyword_action name="exert"
                      player: you
                      object: self_ref short=true
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+1" toughness="+1"
                      object: ref
                      duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_attacks_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: keyword_action name="exert"
                      player: you written=true
                      object: self_ref pronoun=true
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+1" toughness="+1"
                      object: self_ref pronoun=true
                      duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile as_attacks_ability: no actions taken as a creature attacks (exert)",
        to_ja=False,
        to_en=False,
    ),
]
