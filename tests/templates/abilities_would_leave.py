"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: would_leave
    Row(
        "would leave the battlefield, exile it instead of putting it anywhere else",
        en=(
            "Return target creature card from your graveyard to the battlefield. If that creature "
            "would leave the battlefield, exile it instead of putting it anywhere else."
        ),
        ja=(
            "あなたの墓地にあるクリーチャー・カード１枚を対象とし、それを戦場に戻す。"
            "そのクリーチャーが戦場を離れるなら、それを戦場以外に置く代わりに追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: move verb="return"
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="from"
                          zone: zone name="graveyard"
                            owner: you
                    to: zone name="battlefield"
                  steps[1]: replace
                    event: would_leave elsewhere="anywhere else"
                      object: ref noun="creature"
                    replacement: exile until_comma=true
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: move verb="return"
                    object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    to: zone name="battlefield"
                  steps[1]: replace
                    event: would_leave elsewhere="戦場以外"
                      object: ref noun="creature"
                    replacement: exile until_comma=true
                      object: ref
        """,
        engine="cannot compile replace.would_leave: a replacement of a leaving",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "戦場から離れるなら、他のいかなる領域に置く代わりに",
        ja=(
            "あなたの墓地にあるクリーチャー・カード１枚を対象とし、それを戦場に戻す。"
            "それが戦場から離れるなら、それを他のいかなる領域に置く代わりにそれを追放する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: move verb="return"
                    object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    to: zone name="battlefield"
                  steps[1]: replace
                    event: would_leave elsewhere="他のいかなる領域" from_particle=true again=true
                      object: ref
                    replacement: exile until_comma=true
                      object: ref
        """,
        engine="cannot compile replace.would_leave: a replacement of a leaving",
    ),
    Row(
        "a granted ability: would leave, exile it instead of putting it anywhere else",
        en=(
            'Target creature you control gains "If this creature would leave the battlefield, '
            'exile it instead of putting it anywhere else." until end of turn.'
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_ability verb="gain"
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                  abilities[0]: static_ability
                    effect: replace
                      event: would_leave elsewhere="anywhere else"
                        object: self_ref noun="creature"
                      replacement: exile until_comma=true
                        object: ref
                  duration: duration name="until end of turn"
        """,
        engine="cannot compile replace: no static behaviour",
    ),
    Row(
        "与えられた能力: 戦場を離れるなら、他のいずこかに置く代わりに追放する",
        ja=(
            "あなたがコントロールしているクリーチャー１体を対象とする。ターン終了時まで、"
            "それは「このパーマネントが戦場を離れるなら、これを他のいずこかに置く代わりに追放する。"
            "」を得る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  abilities[0]: static_ability
                    effect: replace
                      event: would_leave elsewhere="他のいずこか"
                        object: self_ref noun="permanent"
                      replacement: exile until_comma=true
                        object: self_ref pronoun=true
                  duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile replace: no static behaviour",
    ),
]
