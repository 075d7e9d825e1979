"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: keyword_list
    Row(
        "craft with two",
        en="Craft with two creatures {5}{B}",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="craft" case="capitalized"
                  cost: mana_cost symbols="{5}{B}"
                  amount: number value=2 form="word"
                  filter: card_type name="creature" plural=true
        """,
        engine="cannot compile keyword: craft: a cost limited to some objects",
    ),
    Row(
        "harmonize",
        en="Harmonize {5}{R}{R}",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="harmonize" case="capitalized"
                  cost: mana_cost symbols="{5}{R}{R}"
        """,
        engine="cannot compile keyword: harmonize: no rules behaviour",
    ),
    Row(
        "equip a quality",
        en="Equip Halfling {1}",
        ja="ハーフリングに装備(１)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="equip" case="capitalized"
                  cost: mana_cost symbols="{1}"
                  filter: subtype name="Halfling"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="equip"
                  cost: mana_cost symbols="{1}"
                  filter: subtype name="Halfling"
        """,
        engine="compiles",
        type_line="Artifact — Equipment",
        ja_type_line="アーティファクト ― 装備品",
    ),
    Row(
        "craft with a quality",
        en="Craft with artifact {3}{R}{R}",
        ja="アーティファクトで作製(３)(赤)(赤)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="craft" case="capitalized"
                  cost: mana_cost symbols="{3}{R}{R}"
                  filter: card_type name="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="craft"
                  cost: mana_cost symbols="{3}{R}{R}"
                  filter: card_type name="artifact"
        """,
        engine="cannot compile keyword: craft: a cost limited to some objects",
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
    Row(
        "frenzy",
        en="Frenzy 1",
        ja="激情１",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="frenzy" case="capitalized"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="frenzy"
                  amount: number value=1
        """,
        engine="cannot compile keyword: frenzy: no rules behaviour",
        type_line="Creature — Sliver",
        ja_type_line="クリーチャー ― スリヴァー",
    ),
    # kind: this_ability
    Row(
        "a copy, except it has this ability",
        en="{1}{U}{R}: Card Name becomes a copy of target artifact, except it has this ability.",
        ja=(
            "(１)(青)(赤)：アーティファクト１つを対象とする。見張りは、"
            "それがこの能力を持つことを除き、それのコピーになる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}{R}"
                effect: becomes
                  object: self_ref short=true
                  copy_of: objects quantifier="target"
                    filter: card_type name="artifact"
                  copy_exception: copy_exception
                    abilities[0]: this_ability
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}{R}"
                effect: becomes comma=true
                  object: self_ref short=true
                  copy_of: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="artifact"
                  copy_exception: copy_exception
                    abilities[0]: this_ability subject=true
        """,
        engine=(
            "cannot compile this_ability: an ability granted as its own text: no compiled ability "
            "refers to itself"
        ),
        to_ja=False,
        ja_name="見張り",
    ),
    # kind: would_die
    Row(
        "would die this turn, printed wordings",
        ja="このターンにクリーチャーが死亡するなら、代わりにそれを追放する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die duration_particle="に"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile would_die.duration: a replacement for a while",
    ),
    Row(
        "would die, no duration: 死亡するなら",
        en="If a creature an opponent controls would die, exile it instead.",
        ja="対戦相手がコントロールしているクリーチャーが死亡するなら、代わりにそれを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                replacement: exile until_comma=true
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
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
