"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: reveal
    Row(
        "double-faced card",
        en=(
            "When Card Name enters, reveal the top card of your library. If it's a land or "
            "double-faced card, draw a card."
        ),
        ja=(
            "名前が戦場に出たとき、あなたのライブラリーの一番上のカードを公開する。"
            "それが土地か両面であるカードであるなら、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: all_of
                        parts[0]: any_of
                          options[0]: card_type name="land"
                          options[1]: status name="double-faced"
                        parts[1]: card_type name="card"
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: all_of
                        parts[0]: any_of conjunction="か"
                          options[0]: card_type name="land"
                          options[1]: status name="double-faced"
                        parts[1]: card_type name="card"
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile status: double-faced: no filter behaviour",
    ),
    Row(
        "at random after the zone",
        en="At the beginning of your upkeep, reveal a card from your hand at random.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: reveal
                  player: you
                  object: objects quantifier="a" random=true random_after=1
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: you
        """,
        engine="compiles",
    ),
    Row(
        "otherwise",
        en=(
            "Reveal the top card of your library. If it's a land card, put it onto the battlefield "
            "tapped. Otherwise, draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: all_of
                        parts[0]: card_type name="land"
                        parts[1]: card_type name="card"
                    effect: move tapped=true verb="put"
                      object: ref
                      to: zone name="battlefield"
                    otherwise: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "無作為に公開する",
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは自分の手札からカード１枚を無作為に公開する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: reveal
                  player: player quantifier="target" noun="player" declared="player"
                  object: objects quantifier="a" counter="枚" random=true
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: ref noun="player"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "it's a card, without である",
        ja=(
            "名前が戦場に出たとき、あなたのライブラリーの一番上のカードを公開する。"
            "それがクリーチャー・カードなら、カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: object_is no_copula=true
                      object: ref
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "reveal at random",
        en="Target player reveals a card at random from their hand.",
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは自分の手札からカード１枚を無作為に選んで公開する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: reveal
                  player: player quantifier="target" noun="player"
                  object: objects quantifier="a" random=true random_after=0
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: reveal
                  player: player quantifier="target" noun="player" declared="player"
                  object: objects quantifier="a" counter="枚" random=true random_chosen=true
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="hand"
                          owner: ref noun="player"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "if it's an artifact, creature, or land card",
        en=(
            "Reveal the top card of your library. If it's an artifact, creature, or land card, put "
            "it into your hand."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: all_of
                        parts[0]: any_of
                          options[0]: card_type name="artifact"
                          options[1]: card_type name="creature"
                          options[2]: card_type name="land"
                        parts[1]: card_type name="card"
                    effect: move verb="put"
                      object: ref
                      to: zone name="hand"
                        owner: you
        """,
        engine="compiles",
    ),
    # kind: reveal_until
    Row(
        "reveal until then puts those cards into their graveyard",
        en=(
            "Target player reveals cards from the top of their library until they reveal a land "
            "card, then puts those cards into their graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: reveal_until action="reveal"
                    player: player quantifier="target" noun="player"
                    owner: ref noun="player"
                    until: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="land"
                        parts[1]: card_type name="card"
                  steps[1]: move verb="put"
                    player: ref elided=true
                    object: ref noun="card" plural=true determiner="those"
                    to: zone name="graveyard"
                      owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "reveal until, another player",
        en=(
            "Target opponent exiles cards from the top of their library until they exile an "
            "instant or sorcery card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: reveal_until action="exile"
                  player: player quantifier="target" noun="opponent"
                  owner: ref noun="player"
                  until: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "reveal until, no comma",
        ja=(
            "そのプレイヤーは、"
            "土地・カードが公開されるまで自分のライブラリーの一番上から１枚ずつ公開する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: reveal_until action="reveal"
                  player: player quantifier="that" noun="player" comma=true
                  owner: ref noun="player"
                  until: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card"
        """,
        engine="cannot compile player: no earlier player for “that player”",
    ),
    Row(
        "reveal until",
        en=(
            "Reveal cards from the top of your library until you reveal a creature card. Put that "
            "card into your hand and the rest on the bottom of your library in a random order."
        ),
        ja=(
            "クリーチャー・カードが公開されるまで、"
            "あなたのライブラリーの一番上から１枚ずつ公開する。そのカードをあなたの手札に、"
            "残りをあなたのライブラリーの一番下に無作為の順番で置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal_until action="reveal"
                    player: you
                    owner: you
                    until: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[1]: arrange order="random"
                    object: ref noun="card"
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="library" position="bottom"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal_until action="reveal" comma=true
                    player: you
                    owner: you
                    until: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[1]: arrange order="random"
                    object: ref noun="card"
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="library" position="bottom"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "a player puts a card onto the battlefield / 「そのプレイヤーはそのカードを戦場に出す」",
        en=(
            "Destroy target creature. Its controller reveals cards from the top of their library "
            "until they reveal a creature card. That player puts that card onto the battlefield."
        ),
        ja=(
            "クリーチャー１体を対象とし、それを破壊する。"
            "それのコントローラーはクリーチャー・カードが公開されるまで、"
            "自分のライブラリーの一番上から１枚ずつ公開する。"
            "そのプレイヤーはそのカードを戦場に出す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: reveal_until action="reveal"
                    player: controller_of
                      object: ref
                    owner: ref noun="player"
                    until: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[2]: move verb="put"
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
                    to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared="" declared_clause=true
                      filter: card_type name="creature"
                  steps[1]: reveal_until action="reveal" comma=true
                    player: controller_of
                      object: ref
                    owner: ref noun="player"
                    until: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[2]: move verb="put"
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
                    to: zone name="battlefield"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
