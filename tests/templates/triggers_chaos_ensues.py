"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: chaos_ensues
    Row(
        "until a player planeswalks",
        en="Whenever you roll {CHAOS}, target player can't cast spells until a player planeswalks.",
        ja=(
            "カオスが起こるたび、プレイヤー１人を対象とする。"
            "プレイヤー１人がプレインズウォークするまで、そのプレイヤーは呪文を唱えられない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: chaos_ensues
                effect: player_restriction action="cast"
                  player: player quantifier="target" noun="player"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="spell" plural=true
                  duration: duration name="until a player planeswalks"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: chaos_ensues
                effect: player_restriction action="cast"
                  player: player quantifier="target" noun="player" declared="player"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="spell"
                  duration: duration name="until a player planeswalks" first=true
        """,
        engine="cannot compile chaos_ensues: no planes",
    ),
    Row(
        "chaos ensues, play without paying",
        en=(
            "Whenever you roll {CHAOS}, reveal the top card of your library. You may play it "
            "without paying its mana cost."
        ),
        ja=(
            "カオスが起こるたび、あなたのライブラリーの一番上のカードを公開する。"
            "あなたはそれをマナ・コストを支払うことなくプレイしてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: chaos_ensues
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play free=true
                      player: you
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: chaos_ensues
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play free=true
                      player: you
                      object: ref
        """,
        engine="cannot compile chaos_ensues: no planes",
    ),
    # kind: counters_put
    Row(
        "one or more <kind> counters are put on <object>",
        en="Whenever one or more +1/+1 counters are put on a creature you control, draw a card.",
        ja=(
            "あなたがコントロールしているクリーチャー１体の上に+1/+1カウンターが１個以上置かれるた"
            "び、カードを１枚引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_put counter="+1/+1"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_put counter="+1/+1"
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                effect: draw count_after=true
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "one or more counters, the count written first",
        en="Whenever one or more +1/+1 counters are put on Card Name, draw a card.",
        ja="名前の上に１個以上の+1/+1カウンターが置かれるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_put counter="+1/+1"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_put counter="+1/+1" count_written="before"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "one or more counters, the count after the counter's noun",
        en="Whenever one or more +1/+1 counters are put on Card Name, draw a card.",
        ja="名前の上に+1/+1カウンター１個以上が置かれるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_put counter="+1/+1"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_put counter="+1/+1" count_written="noun"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "a <kind> counter is put on <object>: each counter",
        en="Whenever a -1/-1 counter is put on a creature, you gain 1 life.",
        ja="クリーチャー１体の上に-1/-1カウンターが１個置かれるたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_put counter="-1/-1" each_counter=true
                  object: objects quantifier="a"
                    filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_put counter="-1/-1" each_counter=true
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile counters_put.each_counter: a trigger for each counter",
    ),
    # kind: counters_removed
    Row(
        "you remove a counter while it's exiled / 「…間にあなたが…取り除くたび」",
        en="Whenever you remove a time counter from Card Name while it's exiled, surveil 1.",
        ja=(
            "名前が追放されている間にあなたがこれの上から時間カウンター１個を取り除くたび、"
            "諜報１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_removed while_exiled=true
                  removal: remove_counters counter="time"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: counters_removed while_exiled=true
                  removal: remove_counters counter="time"
                    amount: number value=1
                    object: self_ref short=true
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile counters_removed: no trigger on removing counters",
    ),
]
