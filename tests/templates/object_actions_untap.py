"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: untap
    Row(
        "dealt to and dealt by",
        en=(
            "{T}: Untap target attacking creature. Prevent all combat damage that would be dealt "
            "to and dealt by that creature this turn."
        ),
        ja=(
            "(Ｔ)：攻撃クリーチャー１体を対象とし、それをアンタップする。このターン、"
            "そのクリーチャーが与える戦闘ダメージと、"
            "そのクリーチャーに与えられるすべての戦闘ダメージを軽減する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: untap
                    object: objects quantifier="target"
                      filter: all_of
                        parts[0]: status name="attacking"
                        parts[1]: card_type name="creature"
                  steps[1]: prevent_damage combat=true to_and_by=true
                    recipient: ref noun="creature"
                    duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: untap
                    object: objects quantifier="target" counter="体" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: status name="attacking"
                        parts[1]: card_type name="creature"
                  steps[1]: prevent_damage combat=true to_and_by=true by_first=true
                    recipient: ref noun="creature"
                    duration: duration name="this turn"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "をすべて, then a clause",
        ja="(３)(赤)(赤)：あなたがコントロールしているクリーチャーをすべてアンタップする。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{R}{R}"
                effect: untap
                  object: objects quantifier="all" count_last=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: with_counters
    Row(
        "return under its owner's control with a counter",
        en=(
            "Exile target creature. Return it to the battlefield under its owner's control with a "
            "+1/+1 counter on it."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: move verb="return"
                    object: ref
                    to: zone name="battlefield"
                      owner: owner_of
                        object: ref
                    counters: with_counters counter="+1/+1" additional_ja="after_kind"
                      amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "this spell was cast from a graveyard (simple past)",
        ja=(
            "この呪文が墓地から唱えられたなら、これを追放し、その後、"
            "オーナーのコントロール下で変身させた状態かつ最終カウンター１個が置かれた状態で戦場に出"
            "す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: spell_was how="cast" simple_past=true
                    object: self_ref noun="spell"
                    zone: zone name="graveyard"
                  effect: sequence joins=["then"] connectives=["、その後、"]
                    steps[0]: exile until_comma=true
                      object: self_ref pronoun=true
                    steps[1]: move transformed=true verb="put" transformed_joined=true
                      object: ref elided=true
                      to: zone name="battlefield"
                        owner: owner_of
                          object: ref
                      counters: with_counters counter="finality" additional_ja="after_kind"
                        amount: number value=1
        """,
        engine="cannot compile move.transformed: no double-faced cards",
    ),
    Row(
        "with counters after the controller",
        ja=(
            "あなたの墓地からクリーチャー・カード１枚を対象とする。"
            "それをあなたのコントロール下で最終カウンター１個が置かれた状態で戦場に出す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put" counters_last=true
                  object: objects quantifier="target" counter="枚" declared=""
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="battlefield"
                    owner: you
                  counters: with_counters counter="finality" additional_ja="after_kind"
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "return with an additional counter",
        en="Return it to the battlefield with an additional +1/+1 counter on it.",
        ja="それを+1/+1カウンターが追加で１個置かれた状態で戦場に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: ref
                  to: zone name="battlefield"
                  counters: with_counters counter="+1/+1" additional=true additional_ja="after_kind"
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: ref
                  to: zone name="battlefield"
                  counters: with_counters counter="+1/+1" additional=true additional_ja="after_kind"
                    amount: number value=1
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "return to the battlefield with a counter",
        en=(
            "Return target creature card from your graveyard to the battlefield with a finality "
            "counter on it."
        ),
        ja=(
            "あなたの墓地からクリーチャー・カード１枚を対象とする。"
            "それを最終カウンター１個が置かれた状態で戦場に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="battlefield"
                  counters: with_counters counter="finality" additional_ja="after_kind"
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target" counter="枚" declared=""
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="battlefield"
                  counters: with_counters counter="finality" additional_ja="after_kind"
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "exile with counters",
        en="Surveil 3. Exile Card Name with three time counters on it.",
        ja="諜報３を行う。名前を時間カウンター３個が置かれた状態で追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: surveil
                    player: you
                    amount: number value=3 form="digits"
                  steps[1]: exile until_comma=true
                    object: self_ref short=true
                    counters: with_counters counter="time" additional_ja="after_kind"
                      amount: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: surveil
                    player: you
                    amount: number value=3
                  steps[1]: exile until_comma=true
                    object: self_ref short=true
                    counters: with_counters counter="time" additional_ja="after_kind"
                      amount: number value=3
        """,
        engine="compiles",
    ),
]
