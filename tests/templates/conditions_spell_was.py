"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: spell_was
    Row(
        "if kicked, enters with counters",
        en="If Card Name was kicked, it enters with two +1/+1 counters on it.",
        ja="名前がキッカーされていたなら、これは+1/+1カウンター２個が置かれた状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: spell_was how="kicked"
                    object: self_ref short=true
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                    object: ref
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: spell_was how="kicked"
                    object: self_ref short=true
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                    object: self_ref pronoun=true
                    amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Creature — Drake",
        ja_type_line="クリーチャー ― ドレイク",
    ),
    Row(
        "instead, first",
        en=(
            "Card Name deals 2 damage to target creature. If this spell was bargained, instead it "
            "deals 3 damage to that creature and you scry 1."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage divided_by="あなたの"
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true instead=true instead_first=true
                    condition: spell_was how="bargained"
                      object: self_ref noun="spell"
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: deal_damage divided_by="あなたの"
                        source: ref
                        amount: number value=3 form="digits"
                        recipient: ref noun="creature"
                      steps[1]: scry
                        player: you written=true
                        amount: number value=1 form="digits"
        """,
        engine="cannot compile spell_was: bargained: no casting record",
    ),
    Row(
        "instead, with a comma",
        ja=(
            "クリーチャー１体を対象とする。名前はそれに２点のダメージを与える。"
            "この呪文が協約されていたなら、代わりに、これはそのクリーチャーに３点のダメージを与え、"
            "あなたは占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage divided_by="あなたの"
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true instead=true instead_comma=true
                    condition: spell_was how="bargained"
                      object: self_ref noun="spell"
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: deal_damage divided_by="あなたの"
                        source: self_ref pronoun=true
                        amount: number value=3
                        recipient: ref noun="creature"
                      steps[1]: scry
                        player: you written=true
                        amount: number value=1
        """,
        engine="cannot compile spell_was: bargained: no casting record",
    ),
    Row(
        "instead",
        en="Destroy target creature. If this spell was kicked, draw two cards instead.",
        ja=(
            "クリーチャー１体を対象とする。それを破壊する。この呪文がキッカーされていたなら、"
            "代わりにカード２枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true instead=true
                    condition: spell_was how="kicked"
                      object: self_ref noun="spell"
                    effect: draw
                      player: you
                      amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true instead=true
                    condition: spell_was how="kicked"
                      object: self_ref noun="spell"
                    effect: draw
                      player: you
                      amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "choose any number instead if kicked",
        en=(
            "Choose one. If this spell was kicked, choose any number instead.\n• Scry 2.\n"
            "• Draw a card."
        ),
        ja=(
            "以下から１つを選ぶ。この呪文がキッカーされていたなら、代わりに以下から望む数だけ選ぶ。"
            "\n・占術２を行う。\n・カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  modes[1]: draw
                    player: you
                    amount: number value=1 form="article"
                  any_number_if: spell_was how="kicked"
                    object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modal
                  choose: number value=1
                  modes[0]: scry
                    player: you
                    amount: number value=2
                  modes[1]: draw
                    player: you
                    amount: number value=1
                  any_number_if: spell_was how="kicked"
                    object: self_ref noun="spell"
        """,
        engine="cannot compile modal.any_number_if: a condition for choosing more",
    ),
    Row(
        "if it was kicked",
        en="Whenever you cast a spell, if that spell was kicked, draw a card.",
        ja="あなたが呪文を唱えるたび、その呪文がキッカーされていた場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                condition: spell_was how="kicked"
                  object: ref noun="spell"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: card_type name="spell"
                condition: spell_was how="kicked"
                  object: ref noun="spell"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "this spell was cast from a graveyard",
        en="Draw a card. If this spell was cast from exile, draw a card.",
        ja="カード１枚を引く。この呪文が追放領域から唱えられていたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: spell_was how="cast"
                      object: self_ref noun="spell"
                      zone: zone name="exile"
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: draw
                    player: you
                    amount: number value=1
                  steps[1]: conditional comma=true
                    condition: spell_was how="cast"
                      object: self_ref noun="spell"
                      zone: zone name="exile"
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile spell_was: cast: no casting record",
    ),
    Row(
        "if kicked",
        en="Destroy target creature. If this spell was kicked, scry 2.",
        ja=(
            "クリーチャー１体を対象とする。それを破壊する。この呪文がキッカーされていたなら、"
            "占術２を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: spell_was how="kicked"
                      object: self_ref noun="spell"
                    effect: scry
                      player: you
                      amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: spell_was how="kicked"
                      object: self_ref noun="spell"
                    effect: scry
                      player: you
                      amount: number value=2
        """,
        engine="compiles",
    ),
    # kind: spells_cast_last_turn
    Row(
        "呪文を２つ以上",
        ja=(
            "各アップキープの開始時に、直前のターンにプレイヤー１人が呪文を２つ以上唱えていた場合、"
            "名前を変身させる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                condition: spells_cast_last_turn spells_first=true
                  player: player quantifier="a" noun="player"
                  at_least: number value=2
                effect: transform_permanent
                  object: self_ref short=true
        """,
        engine="cannot compile spells_cast_last_turn: no record of the spells cast last turn",
    ),
    Row(
        "no spells were cast last turn",
        en=(
            "At the beginning of each upkeep, if no spells were cast last turn, transform Card "
            "Name."
        ),
        ja=(
            "各アップキープの開始時に、直前のターンに呪文が唱えられていなかった場合、"
            "名前を変身させる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                condition: spells_cast_last_turn
                effect: transform_permanent
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                condition: spells_cast_last_turn
                effect: transform_permanent
                  object: self_ref short=true
        """,
        engine="cannot compile spells_cast_last_turn: no record of the spells cast last turn",
    ),
    Row(
        "a player cast two or more spells last turn",
        en=(
            "At the beginning of each upkeep, if a player cast two or more spells last turn, "
            "transform Card Name."
        ),
        ja=(
            "各アップキープの開始時に、"
            "直前のターンにプレイヤー１人が２つ以上の呪文を唱えていた場合、名前を変身させる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                condition: spells_cast_last_turn
                  player: player quantifier="a" noun="player"
                  at_least: number value=2 form="word"
                effect: transform_permanent
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                condition: spells_cast_last_turn
                  player: player quantifier="a" noun="player"
                  at_least: number value=2
                effect: transform_permanent
                  object: self_ref short=true
        """,
        engine="cannot compile spells_cast_last_turn: no record of the spells cast last turn",
    ),
    # kind: there_are
    Row(
        "are in a zone",
        en="As long as seven or more cards are in your graveyard, Card Name gets +1/+1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: there_are are_in=true
                  objects: objects quantifier="at least"
                    count: number value=7 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        engine="compiles",
    ),
    Row(
        "you have N or more cards in your graveyard",
        en=(
            "At the beginning of your upkeep, if you have seven or more cards in your graveyard, "
            "draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: there_are have=true
                  objects: objects quantifier="at least"
                    count: number value=7 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "count first",
        ja="あなたの墓地に７枚以上のカードがあるかぎり、名前は+1/+1の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: there_are count_first=true
                  objects: objects quantifier="at least" counter="枚"
                    count: number value=7
                    filter: all_of
                      parts[0]: card_type name="card"
                      parts[1]: in_zone
                        zone: zone name="graveyard"
                          owner: you
        """,
        engine="compiles",
    ),
    Row(
        "and/or as a clause",
        en="If there are two or more instant and/or sorcery cards in your graveyard, scry 2.",
        ja="あなたの墓地にインスタントやソーサリーであるカードが２枚以上あるなら、占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: there_are
                    objects: objects quantifier="at least"
                      count: number value=2 form="word"
                      filter: all_of head=1
                        parts[0]: any_of conjunction="and/or"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                  effect: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: there_are
                    objects: objects quantifier="at least" bare=true
                      count: number value=2
                      filter: all_of
                        parts[0]: any_of conjunction="や"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone
                          zone: zone name="graveyard"
                            owner: you
                  effect: scry
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
        to_en=False,
    ),
]
