"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: arrange
    Row(
        "arrange: one card onto the battlefield, the rest on the bottom",
        en=(
            "Reveal cards from the top of your library until you reveal an artifact card. Put that "
            "card onto the battlefield and the rest on the bottom of your library in a random "
            "order."
        ),
        ja=(
            "アーティファクト・カードが公開されるまで、"
            "あなたのライブラリーの一番上から１枚ずつ公開する。そのカードを戦場に、"
            "残りをあなたのライブラリーの一番下に無作為の順番で置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal_until action="reveal"
                    player: you
                    owner: you
                    until: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="card"
                  steps[1]: arrange order="random"
                    object: ref noun="card"
                    chosen: zone name="battlefield"
                    rest: zone name="library" position="bottom"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal_until action="reveal" comma=true
                    player: you
                    owner: you
                    until: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="card"
                  steps[1]: arrange order="random"
                    object: ref noun="card"
                    chosen: zone name="battlefield"
                    rest: zone name="library" position="bottom"
                      owner: you
        """,
        engine="compiles",
        to_ja=False,
    ),
]
