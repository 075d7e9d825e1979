"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: enters_state
    Row(
        "enters untapped",
        en="When Card Name enters the battlefield untapped, create a Food token.",
        ja="名前がアンタップ状態で戦場に出たとき、食物・トークン１つを生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters_state the_battlefield=true
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec types=["Food"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters_state
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec types=["Food"]
        """,
        engine="cannot compile enters_state: no trigger on entering tapped or untapped",
        to_en=False,
        type_line="Land",
        ja_type_line="土地",
    ),
    Row(
        "enters tapped and under your control",
        en="Whenever a permanent enters the battlefield tapped and under your control, untap it.",
        ja=(
            "あなたのコントロール下で、パーマネントが１つタップ状態で戦場に出るたび、"
            "それをアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters_state tapped=true the_battlefield=true
                  object: objects quantifier="a"
                    filter: card_type name="permanent"
                  controller: you
                effect: untap
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters_state tapped=true control_first=true
                  object: objects quantifier="a" counter="つ" count_after_ga=true
                    filter: card_type name="permanent"
                  controller: you
                effect: untap
                  object: ref
        """,
        engine="cannot compile enters_state: no trigger on entering tapped or untapped",
        to_ja=False,
        to_en=False,
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
]
