"""Template rows of the objects family (scryc/ast/objects.py): who chooses an object.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    Row(
        "that player controls of their choice / 「そのプレイヤーが選んだ、…」",
        en="At the beginning of each player's upkeep, destroy target nonartifact creature that player controls of their choice. It can't be regenerated.",
        ja="各プレイヤーのアップキープの開始時に、そのプレイヤーが選んだ、そのプレイヤーがコントロールしていてアーティファクトでないクリーチャー１体を対象とし、それを破壊する。それは再生できない。",
        engine="?",
    ),
]
