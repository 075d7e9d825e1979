"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player_scries
    Row(
        "do this only once each turn",
        en=(
            "Whenever you scry, if Card Name is tapped, you may untap it. Do this only once each "
            "turn."
        ),
        ja=(
            "あなたが占術を行うたび、名前がタップ状態である場合、"
            "あなたはそれをアンタップしてもよい。これは毎ターン１回のみ行える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability effect_once_each_turn=true word="whenever"
                trigger: player_scries
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
                effect: optional
                  player: you
                  effect: untap
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability effect_once_each_turn=true word="whenever"
                trigger: player_scries
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
                effect: optional
                  player: you
                  effect: untap
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "choose one and an effect (en)",
        en=(
            "Whenever you scry, choose one and Card Name gets +1/+1 until end of turn.\n"
            "• Card Name must be blocked this turn if able.\n"
            "• Card Name can't be blocked by more than one creature each combat this turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: restriction rule="must be blocked if able"
                    object: self_ref short=true
                    duration: duration name="this turn"
                  modes[1]: restriction rule="can't be blocked" each_combat=true
                    object: self_ref short=true
                    by: objects quantifier="at least" more_than=true
                      count: number value=2 form="word"
                      filter: card_type name="creature"
                    duration: duration name="this turn"
                  also: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn"
        """,
        engine="cannot compile modal.also: an effect that comes with the choice",
    ),
    Row(
        "choose one and an effect",
        en=(
            "Whenever you scry, choose one and Card Name gets +1/+1 until end of turn.\n"
            "• Draw a card.\n• Card Name can't be blocked by more than one creature this turn."
        ),
        ja=(
            "あなたが占術を行うたび、以下から１つを選び、ターン終了時まで、"
            "名前は+1/+1の修整を受ける。\n・カード１枚を引く。\n"
            "・このターン、名前は２体以上のクリーチャーにはブロックされない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  modes[1]: restriction rule="can't be blocked"
                    object: self_ref short=true
                    by: objects quantifier="at least" more_than=true
                      count: number value=2 form="word"
                      filter: card_type name="creature"
                    duration: duration name="this turn"
                  also: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: modal
                  choose: number value=1
                  modes[0]: draw
                    player: you
                    amount: number value=1
                  modes[1]: restriction rule="can't be blocked" by_written="には"
                    object: self_ref short=true
                    by: objects quantifier="at least" counter="体"
                      count: number value=2
                      filter: card_type name="creature"
                    duration: duration name="this turn" first=true
                  also: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile modal.also: an effect that comes with the choice",
    ),
    Row(
        "if it is tapped",
        en="Whenever you scry, if Card Name is tapped, draw a card.",
        ja="あなたが占術を行うたび、名前がタップ状態である場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                condition: object_is
                  object: self_ref short=true
                  filter: status name="tapped"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a duration each",
        en=(
            "Whenever you scry, Card Name gets +1/+0 until end of turn and can't be blocked this "
            "turn."
        ),
        ja=(
            "あなたが占術を行うたび、ターン終了時まで、名前は+1/+0の修整を受け、このターン、"
            "ブロックされない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: self_ref short=true
                    duration: duration name="until end of turn"
                  steps[1]: restriction rule="can't be blocked"
                    object: ref elided=true
                    duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: self_ref short=true
                    duration: duration name="until end of turn" first=true
                  steps[1]: restriction rule="can't be blocked"
                    object: ref elided=true
                    duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "whenever you scry",
        en="Whenever you scry, put a +1/+1 counter on Card Name.",
        ja="あなたが占術を行うたび、名前の上に+1/+1カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_scries
                  player: you
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    # kind: put_into_exile
    Row(
        "cards put into exile during your turn",
        en=(
            "Whenever one or more cards are put into exile during your turn, put a +1/+1 counter "
            "on Card Name."
        ),
        ja=(
            "あなたのターンに１枚以上のカードが追放領域に置かれるたび、"
            "名前の上に+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever" during="your turn"
                trigger: put_into_exile
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: card_type name="card" plural=true
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever" during="your turn"
                trigger: put_into_exile
                  object: objects quantifier="at least" counter="枚"
                    count: number value=1
                    filter: card_type name="card"
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="cannot compile triggered_ability.during: a trigger during your turn",
        to_ja=False,
    ),
    Row(
        "dies or is put into exile",
        en="When Card Name dies or is put into exile, return it to its owner's hand.",
        ja="名前が死亡するか追放領域に置かれたとき、それをオーナーの手札に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: dies
                    object: self_ref short=true
                  triggers[1]: put_into_exile
                    object: self_ref short=true
                effect: move verb="return"
                  object: ref
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: dies
                    object: self_ref short=true
                  triggers[1]: put_into_exile
                    object: self_ref short=true
                effect: move verb="return"
                  object: ref
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        engine="cannot compile put_into_exile: no trigger on cards put into exile",
    ),
    Row(
        "dies or is put into exile from the battlefield",
        en=(
            "When Card Name dies or is put into exile from the battlefield, you may put it into "
            "its owner's library third from the top."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: dies
                    object: self_ref short=true
                  triggers[1]: put_into_exile
                    object: self_ref short=true
                    from_zone: zone name="battlefield"
                effect: optional
                  player: you
                  effect: move verb="put"
                    object: ref
                    to: zone name="library" position="top" depth=3
                      owner: owner_of
                        object: ref
        """,
        engine="cannot compile put_into_exile: no trigger on cards put into exile",
    ),
    Row(
        "one or more of two descriptions put into exile",
        en=(
            "Whenever one or more creatures you control and/or creature cards in your graveyard "
            "are put into exile, you draw a card."
        ),
        ja=(
            "あなたがコントロールしているクリーチャーやあなたの墓地にあるクリーチャー・カードのうち"
            "１つ以上が追放領域に置かれるたび、あなたはカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_exile
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: any_of conjunction="and/or"
                      options[0]: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
                      options[1]: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                effect: draw
                  player: you written=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_exile
                  object: objects quantifier="at least" counter="つ"
                    count: number value=1
                    filter: any_of conjunction="や"
                      options[0]: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                      options[1]: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                effect: draw
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile put_into_exile: no trigger on cards put into exile",
    ),
    Row(
        "put into exile from a zone",
        en="Whenever one or more cards are put into exile from your graveyard, you draw a card.",
        ja="あなたの墓地から１枚以上のカードが追放領域に置かれるたび、あなたはカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_exile
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: card_type name="card" plural=true
                  from_zone: zone name="graveyard"
                    owner: you
                effect: draw
                  player: you written=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_exile
                  object: objects quantifier="at least" counter="枚"
                    count: number value=1
                    filter: card_type name="card"
                  from_zone: zone name="graveyard"
                    owner: you
                effect: draw
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile put_into_exile: no trigger on cards put into exile",
    ),
    Row(
        "this creature is put into exile",
        en="When this creature is put into exile, you draw a card.",
        ja="このクリーチャーが追放領域に置かれたとき、あなたはカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: put_into_exile
                  object: self_ref noun="creature"
                effect: draw
                  player: you written=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: put_into_exile
                  object: self_ref noun="creature"
                effect: draw
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile put_into_exile: no trigger on cards put into exile",
    ),
    Row(
        "choose from among the exiled cards; the chosen card",
        en=(
            "Whenever one or more creatures you control and/or creature cards in your graveyard "
            "are put into exile, you may choose a creature card from among them. Until end of "
            "turn, target token you control becomes a copy of it, except it has flying."
        ),
        ja=(
            "あなたがコントロールしているクリーチャーやあなたの墓地にあるクリーチャー・カードのうち"
            "１つ以上が追放領域に置かれるたび、"
            "あなたがコントロールしているトークン１つを対象とする。"
            "あなたはそれらの追放されているカードの中からクリーチャー・カード１枚を選んでもよい。"
            "ターン終了時まで、そのトークンは飛行を持つことを除き、その選んだカードのコピーになる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_exile
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: any_of conjunction="and/or"
                      options[0]: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
                      options[1]: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: choose_object
                      object: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="card"
                          parts[2]: from_among among=true
                            object: ref plural=true
                  steps[1]: becomes
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="token"
                        parts[1]: controlled_by
                          player: you
                    duration: duration name="until end of turn" first=true
                    copy_of: ref
                    copy_exception: copy_exception
                      abilities[0]: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_exile
                  object: objects quantifier="at least" counter="つ"
                    count: number value=1
                    filter: any_of conjunction="や"
                      options[0]: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                      options[1]: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: choose_object
                      object: objects quantifier="a" counter="枚"
                        filter: all_of
                          parts[0]: from_among exiled=true
                            object: ref noun="card" plural=true
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="card"
                      player: you written=true
                  steps[1]: becomes
                    object: objects quantifier="target" counter="つ" declared="token"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="token"
                    duration: duration name="until end of turn" first=true
                    copy_of: ref noun="card" determiner="選んだ"
                    copy_exception: copy_exception
                      abilities[0]: keyword name="flying"
        """,
        engine="cannot compile put_into_exile: no trigger on cards put into exile",
        to_ja=False,
        to_en=False,
    ),
]
