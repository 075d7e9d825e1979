"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: shuffle_into
    Row(
        "each player shuffles their hand and graveyard / 「自分の手札と墓地を」",
        en=(
            "Each player shuffles their hand and graveyard into their library, then draws seven "
            "cards."
        ),
        ja=(
            "各プレイヤーはそれぞれ、自分の手札と墓地を自分のライブラリーに加えて切り直し、"
            "その後カード７枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: shuffle_into
                    player: player quantifier="each" noun="player"
                    object: object_list conjunction="and" shared=true
                      items[0]: zone_contents
                        zone: zone name="hand"
                          owner: ref noun="player"
                      items[1]: zone_contents
                        zone: zone name="graveyard"
                          owner: ref noun="player"
                    to: zone name="library"
                      owner: ref noun="player"
                  steps[1]: draw
                    player: ref elided=true
                    amount: number value=7 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: shuffle_into
                    player: player quantifier="each" noun="player" respectively=true each_comma=true
                    object: object_list conjunction="and" shared=true
                      items[0]: zone_contents
                        zone: zone name="hand"
                          owner: ref noun="player"
                      items[1]: zone_contents
                        zone: zone name="graveyard"
                          owner: ref noun="player"
                    to: zone name="library"
                      owner: ref noun="player"
                  steps[1]: draw
                    player: ref elided=true
                    amount: number value=7
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "shuffle your hand and graveyard into your library",
        en="Shuffle your hand and graveyard into your library, then draw seven cards.",
        ja="あなたの手札と墓地をあなたのライブラリーに加えて切り直し、その後カード７枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: shuffle_into
                    player: you
                    object: object_list conjunction="and" shared=true
                      items[0]: zone_contents
                        zone: zone name="hand"
                          owner: you
                      items[1]: zone_contents
                        zone: zone name="graveyard"
                          owner: you
                    to: zone name="library"
                      owner: you
                  steps[1]: draw
                    player: you
                    amount: number value=7 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: shuffle_into
                    player: you
                    object: object_list conjunction="and" shared=true
                      items[0]: zone_contents
                        zone: zone name="hand"
                          owner: you
                      items[1]: zone_contents
                        zone: zone name="graveyard"
                          owner: you
                    to: zone name="library"
                      owner: you
                  steps[1]: draw
                    player: you
                    amount: number value=7
        """,
        engine="compiles",
    ),
    Row(
        "「そのプレイヤーは、」",
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーは、"
            "自分の墓地を自分のライブラリーに加えて切り直す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: shuffle_into
                  player: player quantifier="target" noun="player" comma=true declared="player"
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: ref noun="player"
                  to: zone name="library"
                    owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "shuffle your graveyard into your library",
        en="{1}: Shuffle your graveyard into your library.",
        ja="(１)：あなたの墓地をあなたのライブラリーに加えて切り直す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: shuffle_into
                  player: you
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: you
                  to: zone name="library"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: shuffle_into
                  player: you
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: you
                  to: zone name="library"
                    owner: you
        """,
        engine="compiles",
    ),
    Row(
        "shuffle into a library",
        en="When Card Name dies, shuffle it into its owner's library, then scry 2.",
        ja="名前が死亡したとき、それをオーナーのライブラリーに加えて切り直し、その後占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: shuffle_into
                    player: you
                    object: ref
                    to: zone name="library"
                      owner: owner_of
                        object: ref
                  steps[1]: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: shuffle_into
                    player: you
                    object: ref
                    to: zone name="library"
                      owner: owner_of
                        object: ref
                  steps[1]: scry
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "its owner shuffles",
        en=(
            "When Card Name is put into a graveyard from the battlefield, its owner shuffles it "
            "into their library."
        ),
        ja="名前が戦場から墓地に置かれたとき、オーナーはそれを自分のライブラリーに加えて切り直す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies put_into_graveyard=true
                  object: self_ref short=true
                effect: shuffle_into
                  player: owner_of
                    object: ref
                  object: ref
                  to: zone name="library"
                    owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies put_into_graveyard=true
                  object: self_ref short=true
                effect: shuffle_into
                  player: owner_of
                    object: ref
                  object: ref
                  to: zone name="library"
                    owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "the first and the second of two targets without その",
        en=(
            "Counter target spell. You may shuffle up to one target card from your graveyard into "
            "your library."
        ),
        ja=(
            "呪文１つと、あなたの墓地にあるカード最大１枚を対象とする。前者を打ち消す。あなたは、"
            "後者をあなたのライブラリーに加えて切り直してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                  steps[1]: optional
                    player: you
                    effect: shuffle_into
                      player: you
                      object: objects quantifier="up to target"
                        count: number value=1 form="word"
                        filter: all_of head=0
                          parts[0]: card_type name="card"
                          parts[1]: in_zone preposition="from"
                            zone: zone name="graveyard"
                              owner: you
                      to: zone name="library"
                        owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell
                    object: objects quantifier="target" counter="つ" declared="前者" declared_with="と、"
                      filter: card_type name="spell"
                  steps[1]: optional
                    player: you written=true comma=true
                    effect: shuffle_into
                      player: you written=true comma=true
                      object: objects quantifier="up to target" counter="枚" declared="後者"
                        count: number value=1
                        filter: all_of
                          parts[0]: in_zone preposition="in"
                            zone: zone name="graveyard"
                              owner: you
                          parts[1]: card_type name="card"
                      to: zone name="library"
                        owner: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "into that player's library",
        en="Shuffle all creature cards from target player's graveyard into that player's library.",
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーの墓地からすべてのクリーチャー・カードをそのプレイヤーのライブラリーに加"
            "えて切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: shuffle_into
                  player: you
                  object: objects quantifier="all"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card" plural=true
                      parts[2]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: player quantifier="target" noun="player"
                  to: zone name="library"
                    owner: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: shuffle_into
                  player: you
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: player quantifier="target" noun="player" declared="player"
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="library"
                    owner: player quantifier="that" noun="player"
        """,
        engine="compiles",
    ),
    # kind: spend_only
    Row(
        "spend this mana only",
        en="{T}: Add {C}. Spend this mana only to cast artifact spells.",
        ja="(Ｔ)：(◇)を加える。このマナは、アーティファクト・呪文を唱えるためにのみ使用できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: spend_only
                    object: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="spell" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: spend_only
                    object: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "spend this mana only to cast spells or activate abilities",
        en=(
            "{T}: Add {C}. Spend this mana only to cast artifact spells or activate abilities of "
            "artifacts."
        ),
        ja=(
            "(Ｔ)：(◇)を加える。このマナは、アーティファクト・呪文を唱えるためか、"
            "アーティファクトの能力を起動するためにのみ使用できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: spend_only
                    object: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="spell" plural=true
                    abilities_of: objects quantifier="all" bare=true
                      filter: card_type name="artifact" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: spend_only
                    object: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="spell"
                    abilities_of: objects quantifier="all" bare=true
                      filter: card_type name="artifact"
        """,
        engine="cannot compile spend_only: mana for activated abilities",
    ),
    # kind: untap_during_step
    Row(
        "untap during each other player's untap step",
        en="Untap all artifacts you control during each other player's untap step.",
        ja=(
            "他の各プレイヤーのアンタップ・ステップの間に、"
            "あなたがコントロールするすべてのアーティファクトをアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: untap_during_step
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="artifact" plural=true
                      parts[1]: controlled_by
                        player: you
                  player: player quantifier="each" noun="player" other=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: untap_during_step during=true
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: controlled_by verb_form="する"
                        player: you
                      parts[1]: card_type name="artifact"
                  player: player quantifier="each" noun="player" other=true other_written="他の"
        """,
        engine=(
            "cannot compile untap_during_step: no untapping in other players' untap steps (CR "
            "502.3)"
        ),
        to_ja=False,
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
    Row(
        "untap creatures during each other player's untap step",
        en="Untap all creatures you control during each other player's untap step.",
        ja=(
            "他の各プレイヤーのアンタップ・ステップに、"
            "あなたがコントロールしているすべてのクリーチャーをアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: untap_during_step
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  player: player quantifier="each" noun="player" other=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: untap_during_step
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  player: player quantifier="each" noun="player" other=true other_written="他の"
        """,
        engine=(
            "cannot compile untap_during_step: no untapping in other players' untap steps (CR "
            "502.3)"
        ),
        to_ja=False,
    ),
]
