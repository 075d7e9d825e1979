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
                    object: top_of_library
                      count: number value=5 form="word"
                      player: you
                  steps[1]: optional
                    player: you
                    effect: move verb="put" attacking_joined="かつ"
                      object: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="card"
                          parts[2]: compare attribute="mana value" op="le"
                            value: number value=4 form="digits"
                          parts[3]: from_among among=true
                            object: ref plural=true
                      to: zone name="battlefield"
                  steps[2]: move order="random" verb="put" attacking_joined="かつ"
                    object: rest
                    to: zone name="library" position="bottom"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: look_at
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: optional
                    player: you
                    effect: move verb="put" attacking_joined="かつ"
                      object: objects quantifier="a" counter="枚"
                        filter: all_of
                          parts[0]: from_among comma=true
                            object: ref
                          parts[1]: compare attribute="mana value" op="le"
                            value: number value=4
                          parts[2]: card_type name="creature"
                          parts[3]: card_type name="card"
                      to: zone name="battlefield"
                  steps[2]: move order="random" verb="put" attacking_joined="かつ"
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
                  steps[2]: move verb="put" attacking_joined="かつ"
                    object: ref noun="card"
                    to: zone name="battlefield"
                  steps[3]: move verb="put" attacking_joined="かつ"
                    object: rest
                    to: zone name="graveyard"
                      owner: you
        """,
        engine="cannot compile choose_object.player: player",
    ),
    Row(
        "the rest, in a random order",
        en="Put the rest on the bottom of your library in a random order.",
        ja="残りをあなたのライブラリーの一番下に無作為の順番で置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move order="random" verb="put" attacking_joined="かつ"
                  object: rest
                  to: zone name="library" position="bottom"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move order="random" verb="put" attacking_joined="かつ"
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
                    object: top_of_library
                      count: number value=3 form="word"
                      player: you
                  steps[1]: move verb="put" attacking_joined="かつ"
                    object: part_of
                      count: number value=1 form="word"
                      object: ref plural=true
                    to: zone name="hand"
                      owner: you
                  steps[2]: move order="random" verb="put" attacking_joined="かつ"
                    object: rest
                    to: zone name="library" position="bottom"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: look_at
                    object: top_of_library
                      count: number value=3
                      player: you
                  steps[1]: move verb="put" attacking_joined="かつ"
                    object: part_of counter="枚"
                      count: number value=1
                      object: ref plural=true
                    to: zone name="hand"
                      owner: you
                  steps[2]: move order="random" verb="put" attacking_joined="かつ"
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
                effect: move verb="put" attacking_joined="かつ"
                  object: rest
                  to: zone name="graveyard"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put" attacking_joined="かつ"
                  object: rest
                  to: zone name="graveyard"
                    owner: you
        """,
        engine="cannot compile rest: no cards looked at before it",
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
                effect: move verb="put" attacking_joined="かつ"
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
                effect: move verb="put" attacking_joined="かつ"
                  player: player quantifier="target" noun="player" declared="player"
                  object: top_of_library
                    count: number value=2
                    player: ref noun="player"
                  to: zone name="graveyard"
                    owner: ref noun="player"
        """,
        engine="cannot compile move.player: another player chooses what moves",
    ),
    # kind: zone_contents
    Row(
        "their",
        en="Target opponent reveals their hand.",
        ja="対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: reveal
                  player: player quantifier="target" noun="opponent"
                  object: zone_contents
                    zone: zone name="hand"
                      owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: reveal
                  player: player quantifier="target" noun="opponent" declared="player"
                  object: zone_contents
                    zone: zone name="hand"
                      owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "choose from a revealed hand",
        en=(
            "Target opponent reveals their hand. You choose a nonland card from it. That player "
            "discards that card."
        ),
        ja=(
            "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。"
            "あなたはその中から土地でないカード１枚を選ぶ。そのプレイヤーはそのカードを捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: reveal
                    player: player quantifier="target" noun="opponent"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: negated
                          filter: card_type name="land"
                        parts[1]: card_type name="card"
                        parts[2]: from_among
                          object: ref
                    player: you written=true
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="opponent" declared="player"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref
                        parts[1]: negated
                          filter: card_type name="land"
                        parts[2]: card_type name="card"
                    player: you written=true
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        engine="compiles",
    ),
    Row(
        "a player's graveyard",
        en="Exile target player's graveyard.",
        ja="プレイヤー１人を対象とする。そのプレイヤーの墓地を追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
    ),
    Row(
        "all graveyards",
        en="{T}, Exile Card Name: Exile all graveyards.",
        ja="(Ｔ),名前を追放する：すべての墓地を追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: exile until_comma=true
                    object: self_ref short=true
                effect: exile until_comma=true
                  object: zone_contents all_players=true
                    zone: zone name="graveyard"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: exile until_comma=true
                    object: self_ref short=true
                effect: exile until_comma=true
                  object: zone_contents all_players=true
                    zone: zone name="graveyard"
        """,
        engine="compiles",
    ),
]
