"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: rest
    # A comma after from is only surface: 「…から、」 (a zone, 「その中から」, a searched library), 「…にある、」 and 「…がコントロールしている、」 mean what they do without the comma.
    Row(
        "comma after from among",
        en=(
            "Look at the top five cards of your library. You may put a creature card with mana "
            "value 4 or less from among them onto the battlefield. Put the rest on the bottom of "
            "your library in a random order."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード５枚を見る。あなたはその中から、"
            "マナ総量が４以下のクリーチャー・カード１枚を戦場に出してもよい。"
            "残りをあなたのライブラリーの一番下に無作為の順番で置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=5 form="word"
                      player: you
                  steps[1]: optional
                    player: you
                    effect: move verb="put"
                      object: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="card"
                          parts[2]: compare attribute="mana value" op="le"
                            value: number value=4 form="digits"
                          parts[3]: from_among among=true
                            object: ref plural=true
                      to: zone name="battlefield"
                  steps[2]: move order="random" verb="put"
                    object: rest
                    to: zone name="library" position="bottom"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: optional
                    player: you
                    effect: move verb="put"
                      object: objects quantifier="a" counter="枚"
                        filter: all_of
                          parts[0]: from_among comma=true
                            object: ref
                          parts[1]: compare attribute="mana value" op="le"
                            value: number value=4
                          parts[2]: card_type name="creature"
                          parts[3]: card_type name="card"
                      to: zone name="battlefield"
                  steps[2]: move order="random" verb="put"
                    object: rest
                    to: zone name="library" position="bottom"
                      owner: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "from among the cards named before",
        ja=(
            "あなたのライブラリーの一番上からカード５枚を公開する。対戦相手１人は、"
            "それらの中からクリーチャー・カード１枚を選ぶ。そのカードを戦場に出し、"
            "残りをあなたの墓地に置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence", "and"] connectives=["。", "。", "、"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref plural=true
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    player: player quantifier="a" noun="opponent" comma=true
                  steps[2]: move verb="put"
                    object: ref noun="card"
                    to: zone name="battlefield"
                  steps[3]: move verb="put"
                    object: rest
                    to: zone name="graveyard"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "the rest, in a random order",
        en="Put the rest on the bottom of your library in a random order.",
        ja="残りをあなたのライブラリーの一番下に無作為の順番で置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move order="random" verb="put"
                  object: rest
                  to: zone name="library" position="bottom"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move order="random" verb="put"
                  object: rest
                  to: zone name="library" position="bottom"
                    owner: you
        """,
        engine="cannot compile rest: no cards looked at before it",
    ),
    Row(
        "one of them, then the rest",
        en=(
            "Look at the top three cards of your library. Put one of them into your hand. Put the "
            "rest on the bottom of your library in a random order."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード３枚を見る。そのうち１枚をあなたの手札に加える。"
            "残りをあなたのライブラリーの一番下に無作為の順番で置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=3 form="word"
                      player: you
                  steps[1]: move verb="put"
                    object: part_of
                      count: number value=1 form="word"
                      object: ref plural=true
                    to: zone name="hand"
                      owner: you
                  steps[2]: move order="random" verb="put"
                    object: rest
                    to: zone name="library" position="bottom"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=3
                      player: you
                  steps[1]: move verb="put"
                    object: part_of counter="枚"
                      count: number value=1
                      object: ref plural=true
                    to: zone name="hand"
                      owner: you
                  steps[2]: move order="random" verb="put"
                    object: rest
                    to: zone name="library" position="bottom"
                      owner: you
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
    ),
    Row(
        "the rest into a graveyard",
        en="Put the rest into your graveyard.",
        ja="残りをあなたの墓地に置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="put"
                  object: rest
                  to: zone name="graveyard"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put"
                  object: rest
                  to: zone name="graveyard"
                    owner: you
        """,
        engine="cannot compile rest: no cards looked at before it",
    ),
    # kind: same_value
    Row(
        "with the same mana value as the card",
        en=(
            "Search your library for a card with the same mana value as Card Name, reveal it, put "
            "it into your hand, then shuffle."
        ),
        ja=(
            "あなたのライブラリーから名前と同じマナ総量を持つカード１枚を探し、公開し、"
            "あなたの手札に加え、その後ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=[",", ",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: same_value attribute="mana value"
                          object: self_ref short=true
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=["、", "、", "、その後"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: same_value attribute="mana value"
                          object: self_ref short=true
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: move verb="put"
                    object: ref elided=true
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: top_of_graveyard
    Row(
        "unless you exile (「…を追放しないかぎり」)",
        en=(
            "At the beginning of your upkeep, sacrifice Card Name unless you exile the top "
            "creature card of your graveyard."
        ),
        ja=(
            "あなたのアップキープの開始時に、"
            "あなたがあなたの墓地の一番上のクリーチャー・カードを追放しないかぎり、"
            "名前を生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: exile until_comma=true
                    player: you
                    object: top_of_graveyard
                      player: you
                      card_type: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: exile until_comma=true
                    player: you
                    object: top_of_graveyard
                      player: you
                      card_type: card_type name="creature"
        """,
        engine="cannot compile effect_cost: exile: no cost check",
    ),
    # "the top card of your graveyard" / 「あなたの墓地の一番上のカード」: the topmost card in the graveyard's order (CR 404.2), not the top of a library.
    Row(
        "top card of graveyard",
        en="{2}: Put the top card of your graveyard on the bottom of your library.",
        ja="(２)：あなたの墓地の一番上のカードをあなたのライブラリーの一番下に置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: move verb="put"
                  object: top_of_graveyard
                    player: you
                  to: zone name="library" position="bottom"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: move verb="put"
                  object: top_of_graveyard
                    player: you
                  to: zone name="library" position="bottom"
                    owner: you
        """,
        engine="cannot compile top_of_graveyard: no order of the cards in a graveyard (CR 404.2)",
    ),
    # "the top creature card of your graveyard" / 「…一番上の(にある)クリーチャー・カード(１枚)」: the topmost creature card, whatever lies above it.
    Row(
        "top creature card of graveyard",
        en="Return the top creature card of your graveyard to the battlefield.",
        ja="あなたの墓地の一番上のクリーチャー・カードを戦場に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: top_of_graveyard
                    player: you
                    card_type: card_type name="creature"
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: top_of_graveyard
                    player: you
                    card_type: card_type name="creature"
                  to: zone name="battlefield"
        """,
        engine="cannot compile top_of_graveyard: no order of the cards in a graveyard (CR 404.2)",
    ),
    Row(
        "exile the top creature card of graveyard",
        en="Exile the top creature card of your graveyard.",
        ja="あなたの墓地の一番上のクリーチャー・カードを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: top_of_graveyard
                    player: you
                    card_type: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: top_of_graveyard
                    player: you
                    card_type: card_type name="creature"
        """,
        engine="cannot compile top_of_graveyard: no order of the cards in a graveyard (CR 404.2)",
    ),
    # kind: top_of_library
    Row(
        "a player puts the top N cards of their library into their graveyard (old mill)",
        en="Target player puts the top two cards of their library into their graveyard.",
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは自分のライブラリーの一番上からカード２枚を自分の墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="put"
                  player: player quantifier="target" noun="player"
                  object: top_of_library
                    count: number value=2 form="word"
                    player: ref noun="player"
                  to: zone name="graveyard"
                    owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put"
                  player: player quantifier="target" noun="player" declared="player"
                  object: top_of_library
                    count: number value=2
                    player: ref noun="player"
                  to: zone name="graveyard"
                    owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "exile face down",
        en="Whenever Card Name attacks, exile the top card of your library face down.",
        ja="名前が攻撃するたび、あなたのライブラリーの一番上のカードを裏向きに追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: exile until_comma=true face_down=true
                  object: top_of_library
                    count: number value=1
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: exile until_comma=true face_down=true face_down_ni=true
                  object: top_of_library
                    count: number value=1
                    player: you
        """,
        engine="cannot compile exile.face_down: no face-down exile",
        to_ja=False,
    ),
]
