"""Template rows of the objects family (scryc/ast/objects.py): who chooses an object.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    Row(
        "that player controls of their choice / 「そのプレイヤーが選んだ、…」",
        en=(
            "At the beginning of each player's upkeep, destroy target nonartifact creature that "
            "player controls of their choice. It can't be regenerated."
        ),
        ja=(
            "各プレイヤーのアップキープの開始時に、そのプレイヤーが選んだ、"
            "そのプレイヤーがコントロールしていてアーティファクトでないクリーチャー１体を対象とし、"
            "それを破壊する。それは再生できない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: negated
                          filter: card_type name="artifact"
                        parts[1]: card_type name="creature"
                        parts[2]: controlled_by
                          player: player quantifier="that" noun="player"
                        parts[3]: chosen_by
                          player: player quantifier="that" noun="player"
                  steps[1]: restriction rule="can't be regenerated"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: chosen_by comma=true
                          player: player quantifier="that" noun="player"
                        parts[1]: controlled_by verb_form="していて"
                          player: player quantifier="that" noun="player"
                        parts[2]: negated
                          filter: card_type name="artifact"
                        parts[3]: card_type name="creature"
                  steps[1]: restriction rule="can't be regenerated"
                    object: ref
        """,
        engine=(
            "cannot compile chosen_by: no choice of an object by a player other than the one acting"
        ),
        to_ja=False,
        to_en=False,
    ),
]
