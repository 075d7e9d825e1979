"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: exile
    Row(
        "targets from a single graveyard",
        en="Exile up to three target cards from a single graveyard.",
        ja="単一の墓地にあるカード最大３枚を対象とし、それらを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="up to target"
                    count: number value=3 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="from"
                        zone: zone name="graveyard" single=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="up to target" counter="枚" declared="" declared_clause=true
                    count: number value=3
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard" single=true
                      parts[1]: card_type name="card"
        """,
        engine="cannot compile zone.single: objects from a single zone",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "自分がコントロールしている",
        ja=(
            "対戦相手１人を対象とする。"
            "そのプレイヤーは自分がコントロールしているクリーチャー１体を追放する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  player: player quantifier="target" noun="opponent" declared="player"
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: ref noun="player"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "any number of cards",
        ja="あなたの墓地にある望む枚数のアーティファクト・カードを追放する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="any number" counter="枚"
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="artifact"
                      parts[2]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "returned transformed",
        en="Exile this Saga, then return it to the battlefield transformed under your control.",
        ja="この英雄譚を追放し、その後それを変身させた状態であなたのコントロール下で戦場に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: exile until_comma=true
                    object: self_ref noun="Saga"
                  steps[1]: move transformed=true verb="return"
                    object: ref
                    to: zone name="battlefield"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: exile until_comma=true
                    object: self_ref noun="Saga"
                  steps[1]: move transformed=true verb="return"
                    object: ref
                    to: zone name="battlefield"
                      owner: you
        """,
        engine="cannot compile move.transformed: no double-faced cards",
    ),
    Row(
        "a player exiles",
        en="Target opponent exiles two cards from their hand.",
        ja="対戦相手１人を対象とする。そのプレイヤーは自分の手札からカード２枚を追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  player: player quantifier="target" noun="opponent"
                  object: objects quantifier="a"
                    count: number value=2 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  player: player quantifier="target" noun="opponent" declared="player"
                  object: objects quantifier="a" counter="枚"
                    count: number value=2
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: ref noun="player"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "from an opponent's graveyard, 「対戦相手の墓地にある」 (the owner bare)",
        en="Exile target card from an opponent's graveyard.",
        ja="対戦相手の墓地にあるカード１枚を対象とする。それを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" counter="枚" declared=""
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent" bare_written=true
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "exile at random",
        en="Exile a card at random from your hand.",
        ja="あなたの手札からカード１枚を無作為に選んで追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="a" random=true random_after=0
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="a" counter="枚" random=true random_chosen=true
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: you
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    # kind: explore
    Row(
        "instead first in a replacement",
        en=(
            "If a creature you control would explore, instead you scry 1, then that creature "
            "explores."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability instead_first=true
                event: explore
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                replacement: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you written=true
                    amount: number value=1 form="digits"
                  steps[1]: explore
                    object: ref noun="creature"
        """,
        engine="cannot compile replacement_ability: replacing explore",
    ),
    Row(
        "explores, would explore",
        en=(
            "If a creature you control would explore, you scry 1 instead.\n"
            "When Card Name enters, target creature you control explores."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体が探検を行うなら、"
            "代わりにあなたは占術１を行う。\n"
            "名前が戦場に出たとき、あなたがコントロールしているクリーチャー１体を対象とする。"
            "それは探検を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: explore
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                replacement: scry
                  player: you written=true
                  amount: number value=1 form="digits"
              abilities[1]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: explore
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: explore
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                replacement: scry
                  player: you written=true
                  amount: number value=1
              abilities[1]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: explore
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile replacement_ability: replacing explore",
    ),
    # kind: fight
    Row(
        "fights (en)",
        en="When Card Name enters, it fights up to one target creature you don't control.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: fight
                  object: ref
                  other: objects quantifier="up to target"
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by negated=true
                        player: you
        """,
        engine="compiles",
    ),
    Row(
        "fights (ja)",
        ja=(
            "名前が戦場に出たとき、あなたがコントロールしていないクリーチャー最大１体を対象とする。"
            "これはそれと格闘を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: fight
                  object: self_ref pronoun=true
                  other: objects quantifier="up to target" counter="体" declared=""
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by negated=true
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # 「AとBを対象とする。その前者は…その後者…」 is "target A … other target B".
    Row(
        "two targets declared together, the former and the latter",
        en=(
            "Until end of turn, target creature you control gains flying. Then that creature "
            "fights up to one other target creature."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体と、"
            "それでないクリーチャー最大１体を対象とする。ターン終了時まで、その前者は飛行を得る。"
            "その後、その前者はその後者と格闘を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                    abilities[0]: keyword name="flying" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: fight
                    object: ref noun="creature"
                    other: objects quantifier="up to target" other=true
                      count: number value=1 form="word"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target" counter="体" declared="その前者" declared_with="と、"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                    abilities[0]: keyword name="flying"
                    duration: duration name="until end of turn" first=true
                  steps[1]: fight
                    object: ref noun="creature" determiner="前者" written="その前者"
                    other: objects quantifier="up to target" other=true counter="体" other_word="それでない" declared="その後者"
                      count: number value=1
                      filter: card_type name="creature"
        """,
        engine="cannot compile objects.other: other than what a spell named before",
        to_ja=False,
        to_en=False,
    ),
    # "you may have it fight …" / 「あなたは「これはそれと格闘を行う。」を選んでもよい。」
    Row(
        "may have it fight",
        en=(
            "When Card Name enters the battlefield, you may have it fight target creature you "
            "don't control."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: fight
                    object: ref
                    other: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by negated=true
                          player: you
        """,
        engine="compiles",
    ),
]
