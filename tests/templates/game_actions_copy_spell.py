"""Template rows of the game_actions family (scryc/ast/game_actions.py): copying a spell.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: copy_spell
    Row(
        "you may copy that spell, あなたは",
        en=(
            "Whenever you cast an instant or sorcery spell, you may copy that spell. You may "
            "choose new targets for the copy."
        ),
        ja=(
            "あなたがインスタントかソーサリーである呪文を唱えるたび、"
            "あなたはその呪文をコピーしてもよい。あなたはそのコピーの新しい対象を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: copy_spell
                      object: ref noun="spell"
                  steps[1]: optional
                    player: you
                    effect: choose_new_targets
                      player: you
                      object: ref noun="copy" determiner="the"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: copy_spell
                      object: ref noun="spell"
                  steps[1]: optional
                    player: you written=true
                    effect: choose_new_targets
                      player: you written=true
                      object: ref noun="copy"
        """,
        engine=(
            "cannot compile copy_spell.untargeted: a spell referred to may have left the stack "
            "(last known information)"
        ),
    ),
]
