"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: keyword_list
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
]
