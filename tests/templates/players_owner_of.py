"""Template rows of the players family (scryc/ast/players.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: owner_of
    Row(
        "target's owner puts it",
        ja=(
            "土地でないパーマネント１つを対象とする。"
            "それのオーナーはそれを自分のライブラリーの一番上か一番下に置く。あなたは諜報１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: move verb="put"
                    player: owner_of of_written=true
                      object: objects quantifier="target" counter="つ" declared=""
                        filter: all_of
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                    object: ref
                    to: zone name="library" position="top or bottom"
                      owner: ref noun="player"
                  steps[1]: surveil
                    player: you written=true
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "target object's owner",
        en=(
            "Target nonland permanent's owner puts it on the top or bottom of their library. Scry "
            "2."
        ),
        ja=(
            "土地でないパーマネント１つを対象とする。"
            "それのオーナーはそれを自分のライブラリーの一番上か一番下に置く。占術２を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: move verb="put"
                    player: owner_of
                      object: objects quantifier="target"
                        filter: all_of
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                    object: ref
                    to: zone name="library" position="top or bottom"
                      owner: ref noun="player"
                  steps[1]: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: move verb="put"
                    player: owner_of of_written=true
                      object: objects quantifier="target" counter="つ" declared=""
                        filter: all_of
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                    object: ref
                    to: zone name="library" position="top or bottom"
                      owner: ref noun="player"
                  steps[1]: scry
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "don't control, nor",
        en="Return target nonland permanent you don't control to its owner's hand.",
        ja=(
            "あなたがコントロールしておらず土地でもないパーマネント１つを対象とし、"
            "それをオーナーの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: negated
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent"
                      parts[2]: controlled_by negated=true
                        player: you
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: controlled_by negated=true verb_form="しておらず"
                        player: you
                      parts[1]: negated also=true
                        filter: card_type name="land"
                      parts[2]: card_type name="permanent"
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "it's owner's hand, a printed misspelling",
        en="Return target creature to it's owner's hand.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  to: zone name="hand"
                    owner: owner_of
                      object: ref spelling="it's"
        """,
        engine="compiles",
    ),
    Row(
        "those cards under their owner's control",
        en=(
            "Exile target creature you control, then return those cards to the battlefield under "
            "their owner's control."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                  steps[1]: move verb="return"
                    object: ref noun="card" plural=true determiner="those"
                    to: zone name="battlefield"
                      owner: owner_of owner_singular=true
                        object: ref plural=true
        """,
        engine="compiles",
    ),
    Row(
        "all other",
        en="Return all other creatures to their owners' hands.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="all" other=true all_other=true
                    filter: card_type name="creature" plural=true
                  to: zone name="hand" plural=true
                    owner: owner_of
                      object: ref plural=true
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    Row(
        "plurals",
        en="Return up to two target creatures to their owners' hands.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="up to target"
                    count: number value=2 form="word"
                    filter: card_type name="creature" plural=true
                  to: zone name="hand" plural=true
                    owner: owner_of
                      object: ref plural=true
        """,
        engine="compiles",
    ),
    Row(
        "on top of",
        en="Put target creature on top of its owner's library.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="put"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  to: zone name="library" position="top"
                    owner: owner_of
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "each player returns",
        en="Each player returns a creature they control to its owner's hand.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  player: player quantifier="each" noun="player"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: ref noun="player"
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "top or bottom, the one chosen",
        ja=(
            "アーティファクトかクリーチャーである１つを対象とする。"
            "それのオーナーはそれを自分のライブラリーの一番上か一番下のうち選んだほうに置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put"
                  player: owner_of of_written=true
                    object: objects quantifier="target" counter="つ" declared="" headless=true
                      filter: any_of conjunction="か"
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="creature"
                  object: ref
                  to: zone name="library" position="top or bottom" chosen_side=true
                    owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "コントロール下でタップ状態で戦場に戻す",
        ja=(
            "他のクリーチャー１体を対象とし、それを追放し、"
            "その後それをオーナーのコントロール下でタップ状態で戦場に戻す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" other=true counter="体" other_word="他の" declared="" declared_clause=true
                      filter: card_type name="creature"
                  steps[1]: move tapped=true verb="return" control_first=true
                    object: ref
                    to: zone name="battlefield"
                      owner: owner_of
                        object: ref
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    Row(
        "コントロール下で変身させた状態で",
        ja=(
            "(３)(赤)：名前を追放し、その後、"
            "これをオーナーのコントロール下で変身させた状態で戦場に戻す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{R}"
                effect: sequence joins=["then"] connectives=["、その後、"]
                  steps[0]: exile until_comma=true
                    object: self_ref short=true
                  steps[1]: move transformed=true verb="return" control_first=true
                    object: self_ref pronoun=true
                    to: zone name="battlefield"
                      owner: owner_of
                        object: ref
        """,
        engine="cannot compile move.transformed: no double-faced cards",
    ),
    Row(
        "in exile",
        en="Return target card in exile to its owner's hand.",
        ja="追放領域にあるカード１枚を対象とする。それをオーナーの手札に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="in"
                        zone: zone name="exile"
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target" counter="枚" declared=""
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="exile"
                      parts[1]: card_type name="card"
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "owner puts it on the top or bottom",
        en="Its owner puts it on the top or bottom of their library.",
        ja="オーナーはそれを自分のライブラリーの一番上か一番下に置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="put"
                  player: owner_of
                    object: ref
                  object: ref
                  to: zone name="library" position="top or bottom"
                    owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put"
                  player: owner_of
                    object: ref
                  object: ref
                  to: zone name="library" position="top or bottom"
                    owner: ref noun="player"
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "the exiled card",
        en="Return the exiled card to the battlefield under its owner's control.",
        ja="その追放されているカードをオーナーのコントロール下で戦場に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: ref noun="card" exiled=true
                  to: zone name="battlefield"
                    owner: owner_of
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: ref noun="card" exiled=true
                  to: zone name="battlefield"
                    owner: owner_of
                      object: ref
        """,
        engine="cannot compile ref.exiled: no record of the exiled cards",
    ),
    Row(
        "another target written これ以外の",
        en="When Card Name enters, return up to one other target creature to its owner's hand.",
        ja=(
            "名前が戦場に出たとき、これ以外のクリーチャー最大１体を対象とする。"
            "それをオーナーの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: move verb="return"
                  object: objects quantifier="up to target" other=true
                    count: number value=1 form="word"
                    filter: card_type name="creature"
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: move verb="return"
                  object: objects quantifier="up to target" other=true counter="体" other_word="これ以外の" declared=""
                    count: number value=1
                    filter: card_type name="creature"
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: player_or_controller
    Row(
        "player or planeswalker's controller",
        en=(
            "Card Name deals 4 damage to target player or planeswalker and each creature that "
            "player or that planeswalker's controller controls."
        ),
        ja=(
            "プレイヤー１人かプレインズウォーカー１体を対象とする。名前は、それと、"
            "そのプレイヤーかそのプレインズウォーカーのコントローラーがコントロールしている各クリー"
            "チャーにそれぞれ４点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=4 form="digits"
                  recipient: object_list conjunction="and"
                    items[0]: object_list conjunction="or"
                      items[0]: player quantifier="target" noun="player"
                      items[1]: objects quantifier="target" bare=true
                        filter: card_type name="planeswalker"
                    items[1]: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: player_or_controller
                            player: player quantifier="that" noun="player"
                            controller: controller_of
                              object: ref noun="planeswalker"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage comma=true
                  source: self_ref short=true
                  amount: number value=4
                  recipient: object_list conjunction="and" comma=true
                    items[0]: object_list conjunction="or" declared=""
                      items[0]: player quantifier="target" noun="player"
                      items[1]: objects quantifier="target" counter="体"
                        filter: card_type name="planeswalker"
                    items[1]: objects quantifier="each"
                      filter: all_of
                        parts[0]: controlled_by
                          player: player_or_controller
                            player: player quantifier="that" noun="player"
                            controller: controller_of
                              object: ref noun="planeswalker"
                        parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile player_or_controller: no reference to the player chosen or the "
            "controller of the permanent chosen, whichever one target was chosen (CR 115.1)"
        ),
        to_ja=False,
    ),
]
