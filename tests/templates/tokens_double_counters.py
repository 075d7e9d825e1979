"""Template rows of the tokens family (scryc/ast/tokens.py): doubling counters.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: double_counters
    Row(
        "double +1/+1 counters on self",
        en="At the beginning of your upkeep, double the number of +1/+1 counters on Card Name.",
        ja=(
            "あなたのアップキープの開始時に、"
            "名前の上に置かれている+1/+1カウンターの数を２倍にする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: double_counters
                  counters: counters_on counter="+1/+1"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: double_counters
                  counters: counters_on counter="+1/+1" number_word="数" placed=true
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile double_counters: no doubling of counters (each object's own count of "
            "each kind)"
        ),
        to_ja=False,
    ),
    Row(
        "double each kind of counter, それぞれ",
        en=(
            "{G}{U}, {T}: Double the number of each kind of counter on target artifact, creature, "
            "or land."
        ),
        ja=(
            "(緑)(青),(Ｔ)：アーティファクト１つかクリーチャー１体か土地１つを対象とし、"
            "それの上に置かれている各種類のカウンターの個数をそれぞれ２倍にする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}{U}"
                costs[1]: tap_cost
                effect: double_counters
                  counters: counters_on
                    object: objects quantifier="target"
                      filter: any_of
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="creature"
                        options[2]: card_type name="land"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}{U}"
                costs[1]: tap_cost
                effect: double_counters respectively=true
                  counters: counters_on placed=true
                    object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: any_of
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="creature"
                        options[2]: card_type name="land"
        """,
        engine=(
            "cannot compile double_counters: no doubling of counters (each object's own count of "
            "each kind)"
        ),
        to_ja=False,
    ),
]
