"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: put_into_exile
    Row(
        "cards put into exile during your turn",
        en=(
            "Whenever one or more cards are put into exile during your turn, put a +1/+1 counter "
            "on Card Name."
        ),
        ja=(
            "あなたのターン中に１枚以上のカードが追放領域に置かれるたび、"
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
    # kind: put_into_graveyard
    Row(
        "put into an opponent's graveyard",
        en="Whenever a card is put into an opponent's graveyard from anywhere, draw a card.",
        ja="カードがいずこかから対戦相手の墓地に置かれるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_graveyard anywhere=true
                  object: objects quantifier="a"
                    filter: card_type name="card"
                  graveyard: zone name="graveyard"
                    owner: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_graveyard anywhere=true
                  object: objects quantifier="a" bare=true
                    filter: card_type name="card"
                  graveyard: zone name="graveyard"
                    owner: player quantifier="a" noun="opponent" bare_written=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "put into a graveyard (en)",
        en="Whenever enchanted artifact is put into a graveyard, surveil 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_graveyard
                  object: attached_to relation="enchanted"
                    filter: card_type name="artifact"
                  graveyard: zone name="graveyard"
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "put into a graveyard from anywhere",
        ja="１枚以上の土地・カードがいずこかからあなたの墓地に置かれるたび、諜報１を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_graveyard anywhere=true
                  object: objects quantifier="at least" counter="枚"
                    count: number value=1
                    filter: all_of
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card"
                  graveyard: zone name="graveyard"
                    owner: you
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "put into your graveyard from anywhere",
        en="Whenever a land card is put into your graveyard from anywhere, surveil 1.",
        ja="土地・カード１枚がいずこかからあなたの墓地に置かれるたび、諜報１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_graveyard anywhere=true
                  object: objects quantifier="a"
                    filter: all_of
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card"
                  graveyard: zone name="graveyard"
                    owner: you
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_graveyard anywhere=true
                  object: objects quantifier="a" counter="枚"
                    filter: all_of
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card"
                  graveyard: zone name="graveyard"
                    owner: you
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: rolls_die
    Row(
        "whenever you roll one or more dice",
        en="Whenever you roll one or more dice, scry 1.",
        ja="あなたが１個以上のサイコロを振るたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: rolls_die
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: rolls_die
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "whenever you roll a die's highest natural result",
        en="Whenever you roll a die's highest natural result, draw a card.",
        ja="あなたが振ったサイコロの出目がそのサイコロの最大の目であるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: rolls_die highest=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: rolls_die highest=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
]
