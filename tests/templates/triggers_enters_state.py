"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: enters_state
    Row(
        "enters untapped",
        en="When Card Name enters the battlefield untapped, create a Food token.",
        ja="名前がアンタップ状態で戦場に出たとき、食物・トークン１つを生成する。",
        type_line="Land",
        ja_type_line="土地",
        engine="?",
    ),
    Row(
        "enters tapped and under your control",
        en="Whenever a permanent enters the battlefield tapped and under your control, untap it.",
        ja="あなたのコントロール下で、パーマネントが１つタップ状態で戦場に出るたび、それをアンタップする。",
        type_line="Artifact",
        ja_type_line="アーティファクト",
        engine="?",
    ),
]
