"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    Row(
        "becomes untapped",
        en="Whenever Card Name becomes untapped, draw a card.",
        ja="名前がアンタップ状態になるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_event event="untapped"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_event event="untapped"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile object_event: no trigger on untapping, monstrosity, transforming or "
            "mutating"
        ),
    ),
    Row(
        "becomes monstrous",
        en="When Card Name becomes monstrous, destroy target creature.",
        ja="名前が怪物的になったとき、クリーチャー１体を対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="monstrous"
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="monstrous"
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: card_type name="creature"
        """,
        engine=(
            "cannot compile object_event: no trigger on untapping, monstrosity, transforming or "
            "mutating"
        ),
        to_ja=False,
    ),
    Row(
        "transforms into",
        en="When this creature transforms into Card Name, draw a card.",
        ja="このクリーチャーが名前に変身したとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="transforms"
                  object: self_ref noun="creature"
                  into: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="transforms"
                  object: self_ref noun="creature"
                  into: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile object_event: no trigger on untapping, monstrosity, transforming or "
            "mutating"
        ),
    ),
    Row(
        "equipped creature transforms",
        en="When equipped creature transforms, draw a card.",
        ja="装備しているクリーチャーが変身したとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="transforms"
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: object_event event="transforms"
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile object_event: no trigger on untapping, monstrosity, transforming or "
            "mutating"
        ),
    ),
    Row(
        "mutates",
        en="Whenever this creature mutates, draw a card.",
        ja="このクリーチャーが変容するたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_event event="mutates"
                  object: self_ref noun="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: object_event event="mutates"
                  object: self_ref noun="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile object_event: no trigger on untapping, monstrosity, transforming or "
            "mutating"
        ),
    ),
    Row(
        "is monstrous",
        en="As long as Card Name is monstrous, it has trample.",
        ja="名前が怪物的であるかぎり、これはトランプルを持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="trample" case="lower"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="monstrous"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref pronoun=true
                  abilities[0]: keyword name="trample"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="monstrous"
        """,
        engine="cannot compile status: monstrous: no filter behaviour",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a player taps a land for mana",
        en="Whenever a player taps a land for mana, that player loses 1 life.",
        ja=(
            "プレイヤーがマナを引き出す目的で土地をタップするたび、"
            "そのプレイヤーは１点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="tap" for_mana=true
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="tap" for_mana=true
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="cannot compile player_action.for_mana: no trigger on tapping for mana",
        to_ja=False,
    ),
    Row(
        "you tap a Swamp for mana",
        en="Whenever you tap a Swamp for mana, you gain 1 life.",
        ja="あなたがマナを引き出す目的で沼を１つタップするたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="tap" for_mana=true
                  player: you
                  object: objects quantifier="a"
                    filter: subtype name="Swamp"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="tap" count_after=true for_mana=true
                  player: you
                  object: objects quantifier="a" counter="つ"
                    filter: subtype name="Swamp"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile player_action.for_mana: no trigger on tapping for mana",
        to_ja=False,
    ),
    Row(
        "an opponent taps",
        en="Whenever an opponent taps a land for mana, you gain 1 life.",
        ja="対戦相手１人がマナを引き出す目的で土地をタップするたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="tap" for_mana=true
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="tap" for_mana=true one_written=true
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile player_action.for_mana: no trigger on tapping for mana",
        to_ja=False,
    ),
    Row(
        "crank",
        en="Whenever you crank Card Name, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="crank"
                  player: you
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="cannot compile player_action: crank: no trigger behaviour",
    ),
    Row(
        "encounter",
        en="When you encounter Card Name, each player draws four cards.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: player_action action="encounter"
                  player: you
                  object: self_ref short=true
                effect: draw
                  player: player quantifier="each" noun="player"
                  amount: number value=4 form="word"
        """,
        engine="cannot compile player_action: encounter: no trigger behaviour",
    ),
    Row(
        "modified",
        en="Whenever a modified creature you control attacks, draw a card.",
        ja=(
            "あなたがコントロールしていて改善されているクリーチャー１体が攻撃するたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: all_of head=1
                      parts[0]: status name="modified"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: status name="modified"
                      parts[2]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile status: modified: no filter behaviour",
        to_ja=False,
    ),
]
