"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: move
    Row(
        "in a zone and other",
        en="Return another target creature card from your graveyard to your hand.",
        ja=(
            "あなたの墓地にありこれでないクリーチャー・カード１枚を対象とする。"
            "それをあなたの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target" other=true
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="hand"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target" other=true counter="枚" other_word="これでない" declared=""
                    filter: all_of
                      parts[0]: in_zone preposition="in" joined=true
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="hand"
                    owner: you
        """,
        engine="cannot compile objects.other: other than what a spell named before",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "をすべて",
        ja="あなたの墓地にあるクリーチャー・カードをすべてあなたの手札に戻す。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="all" count_last=true
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="hand"
                    owner: you
        """,
        engine="compiles",
    ),
    # A comma after from is only surface: 「…から、」 (a zone, 「その中から」, a searched library), 「…にある、」 and 「…がコントロールしている、」 mean what they do without the comma.
    Row(
        "comma after a zone",
        en="Return target creature card from your graveyard to your hand.",
        ja="あなたの墓地から、クリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。",
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
                  to: zone name="hand"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: in_zone preposition="from" comma=true
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="hand"
                    owner: you
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "a comma after あなたは, then may",
        ja="あなたは、あなたの手札から土地・カード１枚を戦場に出してもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you comma=true
                  effect: move verb="put"
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: card_type name="land"
                        parts[2]: card_type name="card"
                    to: zone name="battlefield"
        """,
        engine="compiles",
    ),
    Row(
        "タップ状態で攻撃している状態で",
        ja="それをタップ状態で攻撃している状態で戦場に出す。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move tapped=true attacking=true verb="put" attacking_joined="で"
                  object: ref
                  to: zone name="battlefield"
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "tapped and attacking",
        en="Put it onto the battlefield tapped and attacking.",
        ja="それをタップ状態かつ攻撃している状態で戦場に出す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move tapped=true attacking=true verb="put"
                  object: ref
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move tapped=true attacking=true verb="put"
                  object: ref
                  to: zone name="battlefield"
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "from a zone to the battlefield",
        en="Return Card Name from your graveyard to the battlefield tapped.",
        ja="あなたの墓地から名前をタップ状態で戦場に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move tapped=true verb="return"
                  object: self_ref short=true
                  to: zone name="battlefield"
                  from_zone: zone name="graveyard"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move tapped=true verb="return"
                  object: self_ref short=true
                  to: zone name="battlefield"
                  from_zone: zone name="graveyard"
                    owner: you
        """,
        engine="compiles",
    ),
    Row(
        "return itself from a graveyard to hand",
        en="You may return Card Name from your graveyard to your hand.",
        ja="あなたはあなたの墓地から名前をあなたの手札に戻してもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: move verb="return"
                    object: self_ref short=true
                    to: zone name="hand"
                      owner: you
                    from_zone: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: move verb="return"
                    object: self_ref short=true
                    to: zone name="hand"
                      owner: you
                    from_zone: zone name="graveyard"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "return at random",
        en="Return two cards at random from your graveyard to your hand.",
        ja="あなたの墓地からカード２枚を無作為に選んであなたの手札に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="a" random=true random_after=0
                    count: number value=2 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="hand"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="a" counter="枚" random=true random_chosen=true
                    count: number value=2
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="card"
                  to: zone name="hand"
                    owner: you
        """,
        engine="compiles",
    ),
    Row(
        "up to after を, onto the battlefield",
        en="Put up to two creature cards from your hand onto the battlefield.",
        ja="あなたの手札からクリーチャー・カードを最大２枚まで戦場に出す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="put"
                  object: objects quantifier="up to"
                    count: number value=2 form="word"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card" plural=true
                      parts[2]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: you
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put"
                  object: objects quantifier="up to" counter="枚" count_last=true
                    count: number value=2
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="battlefield"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "each player returns to the battlefield",
        en="Each player returns two land cards from their graveyard to the battlefield.",
        ja="各プレイヤーは自分の墓地から土地・カード２枚を戦場に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  player: player quantifier="each" noun="player"
                  object: objects quantifier="a"
                    count: number value=2 form="word"
                    filter: all_of head=1
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card" plural=true
                      parts[2]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: ref noun="player"
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  player: player quantifier="each" noun="player"
                  object: objects quantifier="a" counter="枚"
                    count: number value=2
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: ref noun="player"
                      parts[1]: card_type name="land"
                      parts[2]: card_type name="card"
                  to: zone name="battlefield"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: phase_out
    Row(
        "phases out",
        en="{U}{U}: Card Name phases out.",
        ja="(青)(青)：名前はフェイズ・アウトする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{U}"
                effect: phase_out
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{U}"
                effect: phase_out
                  object: self_ref short=true
        """,
        engine="cannot compile phase_out: no phasing",
    ),
    # kind: put_back
    Row(
        "put them back in any order",
        en=(
            "Look at the top three cards of target player's library, then put them back in any "
            "order."
        ),
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーのライブラリーの一番上からカード３枚を見る。"
            "その後、それらを望む順番で戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=3 form="word"
                      player: player quantifier="target" noun="player"
                  steps[1]: put_back order="any"
                    object: ref plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=3
                      player: player quantifier="target" noun="player" declared="player"
                  steps[1]: put_back order="any"
                    object: ref plural=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: regenerate
    Row(
        "regenerate",
        en="{G}: Regenerate Card Name.",
        ja="(緑)：名前を再生する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: regenerate
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: regenerate
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "regenerate target",
        en="{B}: Regenerate target creature.",
        ja="(黒)：クリーチャー１体を対象とする。それを再生する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{B}"
                effect: regenerate
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{B}"
                effect: regenerate
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: remove_from_combat
    Row(
        "remove from combat",
        en="When Card Name enters the battlefield, remove target attacking creature from combat.",
        ja="名前が戦場に出たとき、攻撃しているクリーチャー１体を対象とし、それを戦闘から取り除く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: remove_from_combat
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: status name="attacking"
                      parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: remove_from_combat
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: status name="attacking" progressive=true
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile remove_from_combat: no removing a creature from combat",
        to_ja=False,
        to_en=False,
    ),
]
