"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: targeting
    Row(
        "if it targets a commander you control, instead",
        en=(
            "Counter target spell. If that spell targets a commander you control, instead counter "
            "that spell, scry 2, then draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true instead=true instead_first=true
                    condition: object_is
                      object: ref noun="spell"
                      filter: targeting
                        object: objects quantifier="a"
                          filter: all_of head=0
                            parts[0]: card_type name="commander"
                            parts[1]: controlled_by
                              player: you
                    effect: sequence joins=["and", "then"] connectives=[",", ", then"]
                      steps[0]: counter_spell
                        object: ref noun="spell"
                      steps[1]: scry
                        player: you
                        amount: number value=2 form="digits"
                      steps[2]: draw
                        player: you
                        amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "targeted, 対象としていた",
        ja=(
            "呪文１つを対象とする。それを打ち消す。"
            "その呪文があなたがコントロールしている統率者を対象としていたなら、代わりに、"
            "その呪文を打ち消し、占術２を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true instead=true instead_comma=true
                    condition: object_is past=true
                      object: ref noun="spell"
                      filter: targeting
                        object: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="commander"
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: counter_spell
                        object: ref noun="spell"
                      steps[1]: scry
                        player: you
                        amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "if this spell targets (ja)",
        ja=(
            "この呪文が攻撃クリーチャーを対象とするなら、これを唱えるためのコストは(２)少なくなる。"
            "\nカード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref pronoun=true
                condition: object_is
                  object: self_ref noun="spell"
                  filter: targeting
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: status name="attacking"
                        parts[1]: card_type name="creature"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a spell that targets, written before it",
        ja=(
            "あなたが名前を対象として呪文を唱えるたび、名前の上に+1/+1カウンター１個を置き、"
            "その後占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: targeting te_form=true
                        object: self_ref short=true
                      parts[1]: card_type name="spell"
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: put_counters counter="+1/+1"
                    amount: number value=1
                    object: self_ref short=true
                  steps[1]: scry
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a spell that targets",
        en="Whenever you cast a spell that targets a creature you control, draw a card.",
        ja=(
            "あなたが、あなたがコントロールしているクリーチャーを対象とする呪文を唱えるたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: targeting
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
                trigger: player_casts comma=true
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="spell"
                      parts[1]: targeting
                        object: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "if this spell targets",
        en="This spell costs {2} less to cast if it targets a legendary creature.\nDraw a card.",
        ja=(
            "この呪文が伝説のクリーチャーを対象とするなら、"
            "これを唱えるためのコストは(２)少なくなる。\nカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: object_is
                  object: ref
                  filter: targeting
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="legendary"
                        parts[1]: card_type name="creature"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref pronoun=true
                condition: object_is
                  object: self_ref noun="spell"
                  filter: targeting
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: subtype name="legendary"
                        parts[1]: card_type name="creature"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "spells your opponents cast that target ~, 「対戦相手が名前を対象として呪文を唱える」",
        en="Spells your opponents cast that target Card Name cost {2} more to cast.",
        ja="対戦相手が名前を対象として呪文を唱えるためのコストは(２)多くなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" action="cast"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell" plural=true
                      parts[1]: cast_by action="cast" opponents=true
                        player: player quantifier="a" noun="opponent"
                      parts[2]: targeting plural=true
                        object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" action="cast"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: targeting te_form=true
                        object: self_ref short=true
                      parts[1]: card_type name="spell"
                      parts[2]: cast_by action="cast"
                        player: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: with_counter
    Row(
        "without counters of a kind",
        en=(
            "Prevent all combat damage that would be dealt this turn by creatures with no +1/+1 "
            "counters on them."
        ),
        ja=(
            "このターン、"
            "+1/+1カウンターが置かれていないクリーチャーによって与えられるすべての戦闘ダメージを軽"
            "減する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true timed_after="dealt"
                  source: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: negated
                        filter: with_counter counter="+1/+1"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true by_passive=true
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: with_counter counter="+1/+1"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "with no counters on them",
        en="Destroy all creatures with no counters on them.",
        ja="カウンターが置かれていないすべてのクリーチャーを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: negated
                        filter: with_counter
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: negated
                        filter: with_counter
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "with a counter",
        en="Each creature you control with a +1/+1 counter on it has lifelink.",
        ja="あなたがコントロールしていて+1/+1カウンターが置かれている各クリーチャーは絆魂を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: with_counter counter="+1/+1"
                  abilities[0]: keyword name="lifelink" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: with_counter counter="+1/+1"
                      parts[2]: card_type name="creature"
                  abilities[0]: keyword name="lifelink"
        """,
        engine="compiles",
    ),
    Row(
        "with +1/+1 counters on them",
        en="Creatures you control with +1/+1 counters on them can't be blocked.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                      parts[2]: with_counter counter="+1/+1"
        """,
        engine="compiles",
    ),
    # kind: with_greatest
    Row(
        "creature with the greatest power among creatures they control",
        en=(
            "Target player sacrifices a creature with the greatest power among creatures they "
            "control."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="target" noun="player"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: with_greatest
                        value: greatest_among attribute="power" word="greatest"
                          objects: objects quantifier="all" bare=true
                            filter: all_of head=0
                              parts[0]: card_type name="creature" plural=true
                              parts[1]: controlled_by
                                player: ref noun="player"
        """,
        engine="compiles",
    ),
    # kind: with_that_name
    Row(
        "with that name",
        en="Choose a card name. Exile all cards with that name from all graveyards.",
        ja="カード名１つを選ぶ。すべての墓地からその名前のカードをすべて追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_value value="card name"
                    player: you
                  steps[1]: exile until_comma=true
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: with_that_name
                        parts[2]: in_zone preposition="from"
                          zone: zone name="graveyard" every="all"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: choose_value value="card name"
                    player: you
                  steps[1]: exile until_comma=true
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="graveyard" every="all"
                        parts[1]: with_that_name
                        parts[2]: card_type name="card"
        """,
        engine="cannot compile with_that_name: no record of the name 'that name' refers to",
        to_ja=False,
        to_en=False,
        ja_name="見張り",
    ),
    # Cranial Extraction (../shared/corpus)
    Row(
        "search zones of one player joined by と",
        en=(
            "Search target player's graveyard, hand, and library for all cards with that name and "
            "exile them."
        ),
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーの墓地と手札とライブラリーから、"
            "その名前を持つカードをすべて探し、それらを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: search zones=["graveyard", "hand", "library"] joined="and"
                    player: player quantifier="target" noun="player"
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: with_that_name
                  steps[1]: exile until_comma=true
                    object: ref plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: search comma=true zones=["graveyard", "hand", "library"] joined="and"
                    player: player quantifier="target" noun="player" declared="player"
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: with_that_name has=true
                        parts[1]: card_type name="card"
                  steps[1]: exile until_comma=true
                    object: ref plural=true
        """,
        engine="cannot compile with_that_name: no record of the name 'that name' refers to",
        to_ja=False,
        ja_name="頭蓋の摘出",
    ),
]
