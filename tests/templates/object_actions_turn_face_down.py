"""Template rows of the object actions family (scryc/ast/object_actions.py): a permanent
turned face down.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: turn_face_down
    Row(
        "turn itself face down",
        en="{3}{U}{U}: Turn Card Name face down.",
        ja="(３)(青)(青)：名前を裏向きにする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{U}{U}"
                effect: turn_face_down
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{U}{U}"
                effect: turn_face_down
                  object: self_ref short=true
        """,
        engine="cannot compile turn_face_down: no face-down objects",
    ),
    Row(
        "turn all other creatures face down",
        en="As Card Name enters, turn all other creatures face down.",
        ja="名前が戦場に出るに際し、他のすべてのクリーチャーを裏向きにする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: turn_face_down
                  object: objects quantifier="all" other=true all_other=true
                    filter: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: turn_face_down
                  object: objects quantifier="all" other=true other_word="他の"
                    filter: card_type name="creature"
        """,
        engine=(
            "cannot compile as_enters_ability: no effects as a permanent enters but a choice to "
            "act or enter tapped, or a choice of a color or a creature type"
        ),
        to_en=False,
    ),
    Row(
        "you may turn it face down",
        en="At the beginning of your upkeep, you may turn this creature face down.",
        ja="あなたのアップキープの開始時に、あなたはこのクリーチャーを裏向きにしてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: turn_face_down
                    object: self_ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: turn_face_down
                    object: self_ref noun="creature"
        """,
        engine="cannot compile turn_face_down: no face-down objects",
    ),
]
