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
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true instead=true instead_first=true
                    condition: spell_was how="bargained"
                      object: self_ref noun="spell"
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: deal_damage
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
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true instead=true instead_comma=true
                    condition: spell_was how="bargained"
                      object: self_ref noun="spell"
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: deal_damage
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
        engine="compiles",
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
    Row(
        "it deals N damage instead",
        en=(
            "Card Name deals 2 damage to any target. If this spell was kicked, it deals 4 damage "
            "instead."
        ),
        ja=(
            "１つを対象とする。名前はそれに２点のダメージを与える。"
            "この呪文がキッカーされていたなら、代わりにこれは４点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: any_target
                  steps[1]: conditional comma=true instead=true
                    condition: spell_was how="kicked"
                      object: self_ref noun="spell"
                    effect: deal_damage
                      source: ref
                      amount: number value=4 form="digits"
                      recipient: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: any_target declared=""
                  steps[1]: conditional comma=true instead=true
                    condition: spell_was how="kicked"
                      object: self_ref noun="spell"
                    effect: deal_damage
                      source: self_ref pronoun=true
                      amount: number value=4
                      recipient: ref elided=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "代わりに…点のダメージを与える (no source)",
        ja=(
            "クリーチャー１体を対象とする。名前はそれに２点のダメージを与える。"
            "この呪文がキッカーされていたなら、代わりに３点のダメージを与える。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true instead=true
                    condition: spell_was how="kicked"
                      object: self_ref noun="spell"
                    effect: deal_damage
                      source: ref elided=true
                      amount: number value=3
                      recipient: ref elided=true
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
]
